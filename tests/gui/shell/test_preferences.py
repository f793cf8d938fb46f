"""Preferences: one page with every game's house rules (its ruling, its help, ``*`` for this
program's readings), remembered, and followed by the builder, the matchups and the cards' odds.

Necromunda's injury faces and WarStrike's comparative bounds were builder fields,
forgotten at every start; they are house rules here, kept in the settings.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QDialogButtonBox, QLabel, QRadioButton, QSpinBox, QWidget
from pytestqt.qtbot import QtBot

from gangfight_gui.gui.shell.main_window import MainWindow
from gangfight_gui.gui.shell.preferences_dialog import PreferencesDialog, title_of
from gangfight_gui.gui.shell.settings import load_settings
from gangfight_gui.rules.engine.paths import get_path
from gangfight_gui.rules.game import AnyGame, playable_games
from tests.every_game import pair_files, sample_paths
from tests.gui.roster_helpers import LAPTOP, close_quietly, make_window
from tests.helpers.away import AWAY

WAIT_MS = 20_000
CHOSEN = {key: rules for key, (_options, _circumstances, rules) in AWAY.items()}
"""Per game: house rules away from the defaults that the game takes together."""


@pytest.fixture
def game(matchup_game: AnyGame) -> AnyGame:
    return matchup_game


@pytest.fixture
def window_size() -> tuple[int, int]:
    return LAPTOP


def choose(monkeypatch: pytest.MonkeyPatch, chosen: dict[str, dict[str, object]]) -> None:
    """The player sets ``chosen`` in the dialog and presses OK."""

    def accept(dialog: PreferencesDialog) -> int:
        for key, rules in chosen.items():
            for option in dialog.options[key]:
                option.set_value(rules[option.spec.key])
        ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
        assert ok.isEnabled()
        return PreferencesDialog.DialogCode.Accepted

    monkeypatch.setattr(PreferencesDialog, "exec", accept)


def test_the_page_holds_every_games_house_rules(qtbot: QtBot, game: AnyGame) -> None:
    games = playable_games()
    assert game in games
    dialog = PreferencesDialog(games, {})
    qtbot.addWidget(dialog)
    section = dialog.findChild(QWidget, f"rules_of_{game.key}")
    assert section is not None and section.title() == game.title  # type: ignore[attr-defined]
    labels = [label.text().replace("&", "") for label in section.findChildren(QLabel)]
    for spec in game.house_rules:
        title = title_of(spec)
        assert title in labels
        assert spec.ruling in title
        assert title.endswith("*)") == spec.reading, "* marks this program's readings"
        assert spec.help in labels, "each option with its help"
    assert dialog.house_rules()[game.key] == {s.key: s.default for s in game.house_rules}


def test_chosen_rules_are_remembered_and_reach_the_matrix_and_the_cards(
    qtbot: QtBot,
    window: MainWindow,
    game: AnyGame,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    chosen = CHOSEN[game.key]
    choose(monkeypatch, {game.key: chosen})
    window.preferences_action.trigger()
    assert load_settings().house_rules(game.key) == chosen
    mine, theirs = pair_files(game.key, tmp_path)
    window.open_paths([theirs, mine])
    window.matchups.dock.show()
    view = window.matchups.view
    assert view.game.key == game.key
    qtbot.waitUntil(lambda: view.result is not None and not view.is_computing, timeout=WAIT_MS)
    assert view.result is not None and view.result.house_rules == chosen
    for cell in view.result.cells():
        if cell.scenario is not None:
            for key, value in chosen.items():
                node: object = cell.scenario
                for part in key.split("."):
                    node = node[part]  # type: ignore[index]
                assert node == value
    front = window.tabs.current_document()
    assert front is not None
    window.card_actions.set_odds_against((window.tabs.documents()[0].display_name, None))
    odds = window.card_actions.odds_against()
    assert odds is not None and dict(odds.house_rules) == chosen


def test_the_builder_of_every_game_follows_them(
    qtbot: QtBot,
    window: MainWindow,
    game: AnyGame,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    window.open_paths(list(pair_files(game.key, tmp_path)))
    choose(monkeypatch, {game.key: CHOSEN[game.key]})
    window.preferences_action.trigger()
    window.combat.recompute_now()
    builder = window.combat.page(game.key).builder
    fight = builder.fight()
    assert fight is not None, builder.refusal()
    for key, value in CHOSEN[game.key].items():
        assert get_path(fight.scenario, key) == value


def test_injury_faces_and_comparative_bounds_are_kept_for_the_next_start(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Builder fields that were forgotten; now house rules, remembered.
    first = make_window(qtbot)
    try:
        choose(monkeypatch, {k: CHOSEN[k] for k in ("necromunda", "warstrike")})
        first.preferences_action.trigger()
    finally:
        close_quietly(first)
    again = MainWindow(start_session=False)
    qtbot.addWidget(again)
    again.show()
    try:
        settings = again.settings.settings
        assert settings.house_rules("necromunda") == CHOSEN["necromunda"]
        assert settings.house_rules("warstrike") == CHOSEN["warstrike"]
        again.open_paths(sample_paths("warstrike")[:2])
        again.matchups.dock.show()
        view = again.matchups.view
        qtbot.waitUntil(lambda: view.result is not None, timeout=WAIT_MS)
        assert view.result is not None and view.result.house_rules == CHOSEN["warstrike"]
        assert "Comparative base: 4 (W3*)" in view.result.settings
    finally:
        close_quietly(again)


def test_rules_a_game_refuses_together_keep_ok_grey(qtbot: QtBot) -> None:
    dialog = PreferencesDialog(playable_games(), {})
    qtbot.addWidget(dialog)
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    faces = dialog.findChild(QSpinBox, "rule_rules_injury_faces_flesh_wound")
    assert faces is not None and faces.value() == 2
    faces.setValue(4)  # 4 + 3 + 1 faces: not a die (N13)
    problem = dialog.problems["necromunda"]
    assert not ok.isEnabled()
    assert problem.text() == (
        "Necromunda refuses these together: the counts add up to 8, not 6 (N13)"
    ), "in the player's words, no JSON path"
    dialog.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults).click()
    assert ok.isEnabled() and problem.isHidden()
    long_range = dialog.findChild(QRadioButton, "rule_rules_long_range_beyond_range")
    assert long_range is not None
    long_range.click()
    assert dialog.house_rules()["gangfight"]["rules.long_range"] == "beyond_range"


def test_the_dialog_fits_a_laptop(qtbot: QtBot) -> None:
    dialog = PreferencesDialog(playable_games(), {})
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.height() <= 700 and dialog.width() <= 1280


def test_a_cancelled_dialog_changes_nothing(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    before = window.settings.settings
    monkeypatch.setattr(
        PreferencesDialog, "exec", lambda self: PreferencesDialog.DialogCode.Rejected
    )
    window.preferences_action.trigger()
    assert window.settings.settings == before
