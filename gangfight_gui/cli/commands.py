"""The registry of subcommands; each module has ``add_parser(subparsers)`` setting ``run``."""

from __future__ import annotations

from types import ModuleType

from gangfight_gui.cli import (
    calc_cmd,
    cards_cmd,
    crew_cmd,
    import_cmd,
    matchups_cmd,
    roll_cmd,
    samples_cmd,
    validate_cmd,
)

ALL: tuple[ModuleType, ...] = (
    calc_cmd,
    roll_cmd,
    validate_cmd,
    cards_cmd,
    crew_cmd,
    matchups_cmd,
    samples_cmd,
    import_cmd,
)
