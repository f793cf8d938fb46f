"""F1 for every game: a Necromunda control shows its N ruling, a WarStrike control its W ruling,
from the rulings pages that ship in the package; and those pages hold every ruling the games'
fields cite, so the shipped copies cannot drift from the code unnoticed."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractItemView, QApplication, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from gangfight_gui import shipped
from gangfight_gui.gui.roster.editor import RosterEditor
from gangfight_gui.gui.shell.main_window import MainWindow
from gangfight_gui.gui.shell.rules_help import (
    NO_RULING,
    cited_numbers,
    rules_file,
    rules_text,
    rulings,
)
from gangfight_gui.rules.game import find_game, playable_games

ROSTERS = Path(__file__).resolve().parents[3] / "rosters"
REPO = ROSTERS.parent


def _f1(qtbot: QtBot, window: MainWindow, widget: QWidget) -> str:
    qtbot.waitUntil(lambda: widget.isVisible() and widget.isEnabled())  # the builder caught up
    widget.setFocus(Qt.FocusReason.OtherFocusReason)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is widget)
    QTest.keyClick(widget, Qt.Key.Key_F1)
    box = window.findChild(QMessageBox, "rules_help")
    assert box is not None and box.isVisible()
    assert box.textFormat() is Qt.TextFormat.PlainText
    text = box.text()
    box.close()
    return text


# The shipped pages and the code


def _cited(game: str) -> dict[str, str]:
    """Every ruling the game's fields cite ("N2, N10" is two), with the field citing it."""
    g = find_game(game)
    cited: dict[str, str] = {}
    for spec in (*g.model_fields, *g.weapon_fields, *g.scenario_fields):
        for number in filter(None, (part.strip() for part in spec.ruling.split(","))):
            cited.setdefault(number, spec.key)
    for number in g.choice_rulings:
        cited.setdefault(number, "the Weapons box")
    return cited


@pytest.mark.parametrize("game", [game.key for game in playable_games()])
def test_every_ruling_a_field_cites_is_a_heading_of_its_games_shipped_page(game: str) -> None:
    headings = rulings(game)
    cited = _cited(game)
    missing = {number: key for number, key in cited.items() if number not in headings}
    assert not missing, f"{rules_file(game)} lacks rulings cited by fields: {missing}"
    if game != "gangfight":  # Gangfight's fields cite few rulings; its controls cite the rest
        assert len(cited) >= 5


@pytest.mark.parametrize(
    ("game", "file", "letter", "count"),
    [
        ("gangfight", "rules.md", "R", 25),
        ("necromunda", "rules-necromunda.md", "N", 17),
        ("warstrike", "rules-warstrike.md", "W", 17),
    ],
)
def test_each_game_ships_its_whole_rulings_page(
    game: str, file: str, letter: str, count: int
) -> None:
    assert rules_file(game) == file
    assert list(rulings(game)) == [f"{letter}{n}" for n in range(1, count + 1)]
    # The wheel and the bundle take every page of resources/ (setup.py: *.md; bundle.spec).
    assert (REPO / "resources" / file).is_file()
    assert shipped.resource(file).is_file()


def test_rulings_of_the_three_games_read_as_the_pages_write_them() -> None:
    assert rulings("necromunda")["N8"].startswith(
        "N8 The odd die. With two weapons and an odd number of dice"
    )
    assert rulings("warstrike")["W14"].startswith(
        "W14 Suppression markers gained = the first failed save's"
    )
    assert rulings("gangfight")["R17"].startswith("R17 Slam! and Trample.")
    assert rules_text("necromunda", ["N8", "D6"]) == rulings("necromunda")["N8"]
    assert rules_text("necromunda", ["X1"]) == NO_RULING
    assert rules_text("gangfight", ["N8"]) == NO_RULING  # a ruling of its own game only


def test_a_die_is_no_ruling_unless_cited_as_one() -> None:
    assert cited_numbers("Roll a D6 and 2D6, then D3 more (N8, R17)") == ["N8", "R17"]
    assert cited_numbers("Ruling N6; a tie (D3, D12) rerolls a D6") == ["N6", "D3", "D12"]
    assert cited_numbers("A D6 each\nRuling D3, D4") == ["D3", "D4"]
    assert cited_numbers("3D6 at D6+ (2D6)") == []


def test_bundle_spec_ships_the_rulings_pages() -> None:
    spec = (REPO / "tools" / "bundle.spec").read_text(encoding="utf-8")
    assert '(REPO / "resources").glob("*.md")' in spec


# F1 in the window


@pytest.mark.parametrize(
    ("game", "roster", "field", "first"),
    [
        ("necromunda", "necromunda_ashveil_sisters.json", "charging", "N6 Attack dice (step 3)."),
        ("necromunda", "necromunda_ashveil_sisters.json", "extra_die", "N8 The odd die."),
        ("warstrike", "warstrike_salt_reavers.json", "ground", "W8 Adjusted WS."),
        ("warstrike", "warstrike_salt_reavers.json", "defender.hit_counter", "W9 Hit counter."),
    ],
)
def test_f1_on_a_builder_control_shows_its_games_ruling(
    window: MainWindow, qtbot: QtBot, game: str, roster: str, field: str, first: str
) -> None:
    window.open_paths([ROSTERS / roster])
    assert window.combat.current_game() == game
    widget = window.combat.page(game).builder.field_controls[field]
    assert _f1(qtbot, window, widget).startswith(first)


@pytest.mark.parametrize(
    ("game", "roster", "first"),
    [
        ("necromunda", "necromunda_ashveil_sisters.json", "N5 Choose Weapons (step 2)."),
        ("warstrike", "warstrike_salt_reavers.json", "W5 One weapon."),
    ],
)
def test_f1_on_the_weapons_box_shows_the_rulings_of_the_choice(
    window: MainWindow, qtbot: QtBot, game: str, roster: str, first: str
) -> None:
    window.open_paths([ROSTERS / roster])
    text = _f1(qtbot, window, window.combat.page(game).builder.weapons_combo)
    assert text.startswith(first)
    for number in find_game(game).choice_rulings:
        assert rulings(game)[number] in text


@pytest.mark.parametrize(
    ("roster", "table", "key", "first"),
    [
        ("necromunda_ashveil_sisters.json", "view", "ws", "N2 Fighter."),
        ("necromunda_ashveil_sisters.json", "weapons_view", "strength", "N3 Weapon."),
        ("warstrike_salt_reavers.json", "view", "count", "W6 Engaged models."),
        ("warstrike_salt_reavers.json", "weapons_view", "str_plus", "W12 To kill."),
    ],
)
def test_f1_in_a_roster_editor_shows_the_ruling_of_the_current_column(
    window: MainWindow, qtbot: QtBot, roster: str, table: str, key: str, first: str
) -> None:
    window.open_paths([ROSTERS / roster])
    editor = window.tabs.current_editor()
    assert isinstance(editor, RosterEditor)
    editor.select_rows([0])
    view: QAbstractItemView = getattr(editor.detail if table == "weapons_view" else editor, table)
    model = view.model()
    table_model = editor.detail.weapons_model if table == "weapons_view" else editor.table_model
    specs = [s.key for s in table_model.specs]
    view.setCurrentIndex(model.index(0, specs.index(key)))
    text = _f1(qtbot, window, view)
    assert text.startswith(first)
    assert "R" + first[1:] not in text  # never Gangfight's ruling of the same number
