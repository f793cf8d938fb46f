"""Shared pieces of the roster editor's tests: sample rosters, a window, answers to dialogs."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any
from unittest import mock

from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from gangfight_gui.gui.common import plain_text
from gangfight_gui.gui.roster.document import RosterDocument
from gangfight_gui.gui.shell.main_window import MainWindow
from gangfight_gui.roster.files import load_roster
from gangfight_gui.roster.roster import Roster
from gangfight_gui.rules.gangfight.profile import WeaponKind
from gangfight_gui.rules.gangfight.sizes import Size
from tests.gangfight_rosters import ModelSpec, WeaponSpec
from tests.gangfight_rosters import Roster as GangfightRoster

REPO = Path(__file__).resolve().parents[2]
ROSTERS = REPO / "rosters"
ORCS = ROSTERS / "orc_braves.json"
VETERANS = ROSTERS / "human_veterans.json"
LAPTOP = (1366, 768)
"""A laptop's screen, the smallest the window is made to fit."""


def orc_roster() -> Roster:
    return load_roster(ORCS).roster


def small_roster() -> Roster:
    """Three models, one with weapons, for tests that count rows."""
    return GangfightRoster(
        name="Test gang",
        points_limit=100,
        models=(
            ModelSpec(
                name="Orc Brave",
                size=Size.MEDIUM,
                attack=3,
                defense=4,
                base_mm=30,
                cost=20,
                perks=("marauder",),
                weapons=(
                    WeaponSpec(name="Great axe", kind=WeaponKind.TWO_HANDED, damage_bonus=2),
                    WeaponSpec(name="Bow", kind=WeaponKind.RANGED, range=18),
                ),
            ),
            ModelSpec(name="Goblin", size=Size.SMALL, attack=2, base_mm=20, cost=5),
            ModelSpec(name="Troll", size=Size.LARGE, attack=4, base_mm=50, cost=40),
        ),
    )


def make_window(qtbot: QtBot) -> MainWindow:
    """A main window that starts no session (no recovery question) and is shown.

    Not given to ``qtbot.addWidget``: pytest-qt closes its widgets before fixtures tear down,
    and closing a window with unsaved changes would wait for an answer. Close it with
    ``close_quietly``.
    """
    window = MainWindow(start_session=False)
    with qtbot.waitExposed(window):
        window.show()
    return window


def close_quietly(window: MainWindow) -> None:
    """Close ``window`` at the end of a test without any unsaved-changes question: its rosters
    marked clean, its battle too (the battle's autosave kept, as a kill leaves it)."""
    for document in window.documents():
        document.undo_stack.setClean()
    if window.battle.document is not None:
        window.battle.document.undo_stack.setClean()
    window.close()
    window.deleteLater()


@contextmanager
def answering(method: str, answer: Any) -> Iterator[mock.MagicMock]:
    """Patch the message box ``<method>`` to return ``answer`` without showing anything.

    The app asks through ``plain_text`` (plain-text boxes) where one exists, else
    through the static ``QMessageBox.<method>``.
    """
    owner = plain_text if hasattr(plain_text, method) else QMessageBox
    with mock.patch.object(owner, method, return_value=answer) as patched:
        yield patched


def open_document(window: MainWindow, roster: Roster) -> RosterDocument:
    return window.file_actions.add_document(RosterDocument(roster))
