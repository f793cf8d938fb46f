"""Every visible label, button, group title, tab, header section and empty box's hint of the
window fits its widget or is elided with the whole text in its tooltip, at 1366×768 and
1280×720, for each game's samples and with each panel and view shown."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QHBoxLayout, QLabel, QLineEdit, QPushButton, QTabBar, QWidget
from pytestqt.qtbot import QtBot

from gangfight_gui.gui.common.elided import ElidedLabel
from gangfight_gui.gui.shell.main_window import MainWindow
from tests.gui.roster_helpers import close_quietly, make_window
from tests.gui.shell.window_views import GAMES, SIZES, each_view, open_game
from tests.gui.text_fit import sideways_scrolling, unfitting_texts, wholly_in_view


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("game", GAMES)
def test_every_text_of_every_view_fits_or_is_elided_with_a_tooltip(
    qtbot: QtBot, game: str, size: tuple[int, int]
) -> None:
    window = make_window(qtbot)
    try:
        open_game(window, game, size)
        seen = []
        for view in each_view(window, qtbot):
            seen.append(view)
            assert window.size().toTuple() == size, f"{view}: the window grew itself"
            assert unfitting_texts(window) == [], view
            assert sideways_scrolling(window) == [], view
            for part in _parts_in_view(window, view):
                assert wholly_in_view(part), f"{view}: {part.objectName() or part} not all in view"
        assert len(seen) == 10
    finally:
        close_quietly(window)


def _parts_in_view(window: MainWindow, view: str) -> list[QWidget]:
    """What a view is chosen for, each to be on screen whole (once the what-if list below
    the fold, the roll history and the typed dice' live odds off-screen, the matchups docked
    showing only their header row)."""
    combat = window.combat
    results = combat.results
    headline: list[QWidget] = [combat.current.headline] if view == "builder" else []
    parts: dict[str, list[QWidget]] = {
        "results takedown": [results.takedown_view.what_ifs],
        "results roll": [results.roll_panel.history, results.roll_panel.history_heading],
        "results typed": [results.typed_view.odds, results.typed_view.to_come],
        "results compare": [results.compare_view.table],
        "results choices": [results.tiles],
        "matchups": [window.matchups.view.table],
    }
    return headline + parts.get(view, [])


def test_the_walk_finds_a_cut_text_and_accepts_an_elided_one(qtbot: QtBot) -> None:
    """The walk itself: a text cut by its widget is named; elided with a tooltip, it is not."""
    panel = QWidget()
    qtbot.addWidget(panel)
    row = QHBoxLayout(panel)
    cut = QLabel("Seriously injured or out of action")
    cut.setFixedWidth(60)
    elided = ElidedLabel("Seriously injured or out of action")
    elided.setFixedWidth(60)
    button = QPushButton("Attacker out of action")
    button.setFixedWidth(50)
    tabs = QTabBar()
    tabs.addTab("Seriously injured")
    tabs.setFixedWidth(40)
    for widget in (cut, elided, button, tabs):
        row.addWidget(widget)
    panel.show()
    qtbot.waitExposed(panel)
    found = unfitting_texts(panel)
    assert len(found) == 3, found
    assert any("'Seriously injured or out of action' cut" in p for p in found)
    assert any("Attacker out of action" in p for p in found)
    assert any("tab 'Seriously injured'" in p for p in found)
    assert elided.is_elided() and "Seriously injured or out of action" in elided.toolTip()


def test_the_walk_finds_a_placeholder_cut_short(qtbot: QtBot) -> None:
    """An empty box's hint cut is named; one that fits, or a box with text typed, is not."""
    panel = QWidget()
    qtbot.addWidget(panel)
    row = QHBoxLayout(panel)
    hint = "Why, for the log (stood up, rallied…)"
    boxes = [QLineEdit(), QLineEdit(), QLineEdit("Stood up")]
    for box, width in zip(boxes, (90, 400, 90), strict=True):
        box.setPlaceholderText(hint)
        box.setFixedWidth(width)
        row.addWidget(box)
    panel.show()
    qtbot.waitExposed(panel)
    found = unfitting_texts(panel)
    assert len(found) == 1, found
    assert f"placeholder {hint!r} cut" in found[0]


def test_the_samples_dialog_shows_every_file_name_whole_or_in_a_tooltip(qtbot: QtBot) -> None:
    from gangfight_gui import shipped
    from gangfight_gui.gui.shell.samples_dialog import SamplesDialog, sample_label

    samples = shipped.samples()
    dialog = SamplesDialog(samples)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert unfitting_texts(dialog) == []
    room = dialog.list.viewport().width()
    for row, sample in enumerate(samples):
        item = dialog.list.item(row)
        text = sample_label(sample)
        fits = dialog.list.fontMetrics().horizontalAdvance(text) <= room
        assert fits or text in item.toolTip(), text


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_the_empty_window_fits_and_refuses_nothing_in_red(
    qtbot: QtBot, size: tuple[int, int]
) -> None:
    """The empty window's builder once showed "Falling" with a red "Not possible"."""
    window = make_window(qtbot)
    try:
        window.resize(*size)
        qtbot.waitUntil(lambda: window.size().toTuple() == size)
        assert unfitting_texts(window) == []
        assert sideways_scrolling(window) == []
        builder = window.combat.builder
        assert builder.empty_label.isVisible()
        assert "roster" in builder.empty_label.text()
        assert not builder.how_box.isVisible() and not builder.refusal_label.isVisible()
        strip = window.combat.current.headline
        assert not strip.refused
    finally:
        close_quietly(window)
