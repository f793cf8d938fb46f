"""File › Export Cards PDF with hundreds of cards: drawn off the GUI thread behind a progress
dialog, the window answering meanwhile; Cancel leaves no file, a finished export a whole PDF."""

from __future__ import annotations

import json
import threading
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QFileDialog, QProgressDialog, QPushButton
from pytestqt.qtbot import QtBot

from gangfight_gui.cards import render
from gangfight_gui.gui.shell import card_printing
from gangfight_gui.gui.shell.main_window import MainWindow
from tests.cards.pdftext import read_pdf
from tests.gui.roster_helpers import LAPTOP

ROSTERS = Path(__file__).resolve().parents[3] / "rosters"
CARDS = 300
PER_PAGE = 9


@pytest.fixture
def window_size() -> tuple[int, int]:
    return LAPTOP


def _large_roster(folder: Path) -> Path:
    """The Orc Braves' models again and again: ``CARDS`` entries, each named apart."""
    data = json.loads((ROSTERS / "orc_braves.json").read_text(encoding="utf-8"))
    models = data["models"]
    data["models"] = [{**models[i % len(models)], "name": f"Brave {i + 1}"} for i in range(CARDS)]
    data["points_limit"] = None
    path = folder / "horde.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


class _Watch:
    """A timer of the window, ticking while the export runs: what the dialog showed, and on
    which thread the pages were drawn."""

    def __init__(self, window: MainWindow, *, cancel: bool) -> None:
        self.window = window
        self.cancel = cancel
        self.values: list[int] = []
        self.timer = QTimer(window)
        self.timer.timeout.connect(self._tick)
        self.timer.start(10)

    def _tick(self) -> None:
        dialog = self.window.findChild(QProgressDialog, "card_export_progress")
        if dialog is None or not dialog.isVisible():
            return
        self.values.append(dialog.value())
        if self.cancel and sum(value > 0 for value in self.values) >= 3:
            self.timer.stop()
            button = dialog.findChild(QPushButton)
            assert button is not None and button.text() == "Cancel"
            button.click()  # as the player does


def _export(
    window: MainWindow, out: Path, monkeypatch: pytest.MonkeyPatch, *, cancel: bool
) -> tuple[_Watch, list[threading.Thread]]:
    monkeypatch.setattr(card_printing, "PROGRESS_DELAY_MS", 0)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(out), ""))
    painters: list[threading.Thread] = []
    drawn = render.render_cards

    def recorded(*args: object, **kwargs: object) -> int:
        painters.append(threading.current_thread())
        return drawn(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(render, "render_cards", recorded)
    watch = _Watch(window, cancel=cancel)
    window.card_actions.export_pdf_action.trigger()
    watch.timer.stop()
    return watch, painters


def test_a_cancelled_export_leaves_no_file(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window.open_paths([_large_roster(tmp_path)])
    out = tmp_path / "out" / "cards.pdf"
    out.parent.mkdir()

    watch, painters = _export(window, out, monkeypatch, cancel=True)

    assert painters and painters[0] is not threading.main_thread()
    # The window's timer ticked while the cards were drawn, the dialog showing their progress.
    assert len(watch.values) >= 3 and 0 < watch.values[-1] < 100
    assert watch.values == sorted(watch.values)
    assert list(out.parent.iterdir()) == [], "no PDF, nor a half-written one"


def test_a_finished_export_writes_every_card(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window.open_paths([_large_roster(tmp_path)])
    out = tmp_path / "cards.pdf"

    watch, painters = _export(window, out, monkeypatch, cancel=False)

    assert painters and painters[0] is not threading.main_thread()
    assert any(0 < value < 100 for value in watch.values), "progress shown"
    assert watch.values == sorted(watch.values)
    pdf = read_pdf(out)
    assert len(pdf.pages) == -(-CARDS // PER_PAGE)  # 34 pages, the last with 3 cards
    assert "Brave 1" in pdf.pages[0] and f"Brave {CARDS}" in pdf.pages[-1]
    qtbot.waitUntil(lambda: window.findChild(QProgressDialog, "card_export_progress") is None)
