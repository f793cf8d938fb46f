"""The window in each of its views, as a player brings them up: for the text-fitting walks.

``each_view(window, qtbot)`` shows, one after the other, the builder with the headline, every
results view (Odds, Details, Choices, Take-down, Roll with its history, Typed dice with dice typed
in, Compare with a pinned result), the matchups docked and At the table, and yields each view's
name once it is laid out and painted.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

from PySide6.QtCore import QEventLoop
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gangfight_gui.gui.shell.main_window import MainWindow

REPO = Path(__file__).resolve().parents[3]
GAMES = ("gangfight", "necromunda", "warstrike")
SIZES = ((1366, 768), (1280, 720))
RESULT_VIEWS = ("odds", "details", "choices", "takedown", "roll", "typed", "compare")


def game_samples(game: str) -> list[Path]:
    """The two sample gangs of ``game`` a player opens first (the samples dialog's order)."""
    found = [
        path
        for path in sorted((REPO / "rosters").glob("*.json"))
        if json.loads(path.read_text(encoding="utf-8")).get("game", "gangfight") == game
        and path.name != "monsters.json"
    ]
    return found[:2]


def settle() -> None:
    for _ in range(3):
        QApplication.sendPostedEvents()
        QApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)


def open_game(
    window: MainWindow, game: str, size: tuple[int, int], samples: list[Path] | None = None
) -> None:
    """Both samples of ``game`` (or ``samples``) open at ``size``, the first in front, a fight
    worked out."""
    window.resize(*size)
    window.open_paths(game_samples(game) if samples is None else samples)
    window.tabs.setCurrentIndex(0)
    settle()
    window.combat.recompute_now()
    settle()


def each_view(window: MainWindow, qtbot: QtBot) -> Iterator[str]:
    combat = window.combat
    combat.builder_dock.show()
    combat.builder_dock.raise_()
    settle()
    yield "builder"
    results = combat.results
    for name in RESULT_VIEWS:
        if name == "compare":
            results.pin_action.setChecked(True)
            builder = combat.builder
            combo = builder.weapons_combo
            if combo.count() > 1:  # another choice, so the two columns differ
                row = (combo.currentIndex() + 1) % combo.count()
                combo.setCurrentIndex(row)
                combo.activated.emit(row)
            combat.recompute_now()
        combat.show_results(name)
        settle()
        if name == "takedown":  # its duel to the finish comes from a thread of its own
            qtbot.waitUntil(lambda: results.finish_view.settled)
            settle()
        if name == "roll":
            for seed in range(12):  # more than the history shows
                results.roll(seed=seed)
            settle()
        if name == "typed":
            results.typed_view.enter("4")  # one throw's first die: the odds after it
            settle()
        yield f"results {name}"
    results.pin_action.setChecked(False)
    window.matchups.dock.show()
    qtbot.waitUntil(lambda: window.matchups.view.result is not None, timeout=30_000)
    settle()
    yield "matchups"
    window.matchups.dock.hide()
    window.table_view.action.setChecked(True)
    settle()
    yield "at the table"
    window.table_view.action.setChecked(False)
    settle()
