"""The files commands read and write: a roster loaded, an output that must not be an input, a
failed write, each problem one CliError (exit 2); and what a command prints when done."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import TYPE_CHECKING

from gangfight_gui.cli.errors import AsCliError, CliError
from gangfight_gui.roster.file_errors import RosterFileError
from gangfight_gui.roster.file_reading import os_reason

if TYPE_CHECKING:
    from gangfight_gui.roster.roster import Roster


def roster_at(path: str, prefix: str = "") -> Roster:
    """The roster of the file at ``path``; its problem after ``prefix`` ("--odds-against: ")."""
    from gangfight_gui.roster.files import load_roster  # pydantic: only for a roster read

    with AsCliError(RosterFileError, prefix=prefix):
        return load_roster(path).roster


def printed(as_json: bool, value: object, text: str, *, compact: bool = False) -> int:
    """A command's result on stdout, exit 0: ``value`` as JSON with ``--json`` (indented, text as
    written; ``compact``: one line, ASCII, as ``cards`` and ``samples`` write it), else ``text``."""
    if as_json:
        text = json.dumps(value) if compact else json.dumps(value, indent=2, ensure_ascii=False)
    print(text)
    return 0


def same_file(a: Path | str, b: Path | str) -> bool:
    """Whether both name one existing file: writing one would destroy the other."""
    try:
        return os.path.samefile(a, b)
    except OSError:
        return False


def cannot_write(path: Path | str, error: OSError, verb: str = "write") -> CliError:
    """The system's refusal to write (or create) ``path``, in a sentence."""
    return CliError(f"cannot {verb} {path}: {os_reason(error)}")
