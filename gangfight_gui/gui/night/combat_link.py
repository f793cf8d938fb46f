"""What the battle needs of the combat docks, handed to it by the window."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QDockWidget

if TYPE_CHECKING:
    from gangfight_gui.gui.combat.results.pane import ResultsPane
    from gangfight_gui.roster.files import AnyRoster


@dataclass(frozen=True, slots=True)
class CombatLink:
    """What the battle needs of the combat docks (``gui/shell/combat_docks.py``), passed in by
    the window so this feature folder does not import the shell."""

    set_rosters: Callable[[Sequence[tuple[str, AnyRoster]]], None]
    open_fight: Callable[[str, Any, tuple[Any, ...], dict[str, Any]], None]
    results: Callable[[str], ResultsPane]
    builder_dock: QDockWidget | None = None
    """Where the battle goes as a tab when the window is too narrow for it beside."""
    prepare_rosters: Callable[[Sequence[tuple[str, AnyRoster]]], None] | None = None
    """Sides as they would stand after a roll waiting to be applied: the builder works
    their fight out ahead (``CombatDocks.prepare_rosters``)."""
    show_game: Callable[[str], None] | None = None
    """Bring a game's builder and results to the front: a battle opened brings its own,
    their docks titled with its game (``CombatDocks.show_game``)."""
