"""Where File › New and Open Sample's rosters come from: the game asked for, the sample opened as
the other side, the shipped samples chosen."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QWidget

from gangfight_gui.gui.common import plain_text
from gangfight_gui.gui.roster.tabs import RosterTabs
from gangfight_gui.rules.game import playable_games

if TYPE_CHECKING:  # the dialogs and the samples: loaded when first asked for
    from gangfight_gui.gui.shell.new_roster_dialog import NewRoster
    from gangfight_gui.shipped import Sample


def opponent_sample(tabs: RosterTabs, game: str) -> Sample | None:
    """The sample that opens as the other side of a new roster of ``game``: the game's
    first, where no roster of that game is open yet (else the builder has its target)."""
    if any(document.roster.game == game for document in tabs.documents()):
        return None
    from gangfight_gui import shipped

    return next(iter(shipped.samples(game)), None)


def ask_game(parent: QWidget, wanted: str | None, tabs: RosterTabs) -> NewRoster | None:
    """Ask which game a new roster is for (``wanted`` first), and whether a sample opens
    beside it as the other side (None: cancelled)."""
    from gangfight_gui.gui.shell import new_roster_dialog

    def opponent_name(game: str) -> str | None:
        sample = opponent_sample(tabs, game)
        return None if sample is None else sample.name

    keys = [game.key for game in playable_games()]  # a game that cannot load is not made
    return new_roster_dialog.ask(parent, keys, wanted or keys[0], opponent_name)


def ask_samples(parent: QWidget) -> list[Sample]:
    """Ask which shipped samples to open.

    The samples are read when asked for, not to show the window; an install
    without them says so.
    """
    from gangfight_gui import shipped

    samples = shipped.samples()
    if not samples:
        plain_text.critical(
            parent,
            "No sample rosters",
            "No sample rosters came with this installation; reinstall gangfight-gui.",
        )
        return []
    from gangfight_gui.gui.shell import samples_dialog

    return samples_dialog.choose_samples(parent, samples)
