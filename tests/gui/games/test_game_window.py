"""Necromunda and WarStrike in the window: their rosters open in their own editor, a
fight set up in the builder shows the same figures as ``gangfight calc``, a roll can be followed
die by die, and two rosters of one game meet in the matchup matrix."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from gangfight_gui import shipped
from gangfight_gui.cli.main import main
from gangfight_gui.gui.roster.editor import RosterEditor
from gangfight_gui.gui.shell.main_window import MainWindow
from gangfight_gui.roster.files import load_roster
from gangfight_gui.roster.roster import Roster
from gangfight_gui.rules.engine.sources import SeededDice
from gangfight_gui.rules.engine.steps import steps_text
from gangfight_gui.rules.game import DEFAULT_GAME, find_game, game_title, playable_games
from gangfight_gui.rules.kinds import WHOLE, YES_NO
from tests.gui.combat.builder.helpers import choose, edit, fight

OTHER_GAMES = [game.key for game in playable_games() if game.key != DEFAULT_GAME]
"""Every installed game that loads but the default one (a broken one is named apart)."""


def sample_pair(game: str, folder: Path) -> list[Path]:
    """Two rosters of ``game`` as files in ``folder``: the first two samples it ships; for a game
    with one, it and a copy named apart, its first entry given a second weapon (a copy of its
    first) so that it has a choice to make."""
    found = [json.loads(sample.data) for sample in shipped.samples(game)[:2]]
    if len(found) == 1:
        mine = found[0]
        first = mine["models"][0]
        if len(first.get("weapons", [])) == 1:
            first["weapons"].append({**first["weapons"][0], "name": "Spare"})
        found.append({**json.loads(json.dumps(mine)), "name": f"{mine['name']} (theirs)"})
    paths = []
    for index, data in enumerate(found):
        path = folder / f"{game}-{index}.json"
        path.write_text(json.dumps(data), encoding="utf-8")
        paths.append(path)
    return paths


def _open_samples(window: MainWindow, game: str, folder: Path) -> list[Roster]:
    documents = window.open_paths(sample_pair(game, folder))
    assert len(documents) == 2
    rosters = []
    for document in documents:
        assert document.roster.game == game
        assert isinstance(window.tabs.editor_for(document), RosterEditor)
        rosters.append(document.roster)
    return rosters


@pytest.mark.parametrize("game", OTHER_GAMES)
def test_a_fight_in_the_builder_shows_what_calc_computes(
    game: str,
    window: MainWindow,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    first, second = _open_samples(window, game, tmp_path)
    # The roster in front decides the game of the builder.
    assert window.combat.current_game() == game
    pages = window.combat.page(game)
    builder = pages.builder
    choose(builder.attacker_picker, first.name, first.models[0].name)
    choose(builder.target_picker, second.name, second.models[0].name)
    window.combat.recompute_now()
    scenario = dict(fight(builder).scenario)
    path = tmp_path / "fight.json"
    path.write_text(json.dumps(scenario), encoding="utf-8")
    capsys.readouterr()
    assert main(["calc", str(path), "--json"]) == 0
    calc = json.loads(capsys.readouterr().out)
    g = find_game(game)
    figures = g.headline(g.calculate(g.read_scenario(scenario)))
    results = pages.results
    shown = dict(results.tiles.figures())
    compared = 0
    for figure in figures[:4]:
        assert shown[figure.label] == figure.text
        # The figure's key names its place in calc's JSON ("casualties.mean").
        value: object = calc
        for part in figure.key.split("."):
            value = value.get(part) if isinstance(value, dict) else None
        if value is not None:
            assert value == pytest.approx(figure.probability, abs=1e-12)
            compared += 1
    assert compared >= 2, "the headline's figures are found in calc's JSON"
    results.show_tab("details")
    view = g.views(g.calculate(g.read_scenario(scenario)))[0]
    assert results.details_view.details.text() == "\n".join(view.details)


@pytest.mark.parametrize("game", OTHER_GAMES)
def test_a_circumstance_changes_the_scenario(game: str, window: MainWindow, tmp_path: Path) -> None:
    _open_samples(window, game, tmp_path)
    builder = window.combat.page(game).builder
    before = fight(builder).scenario
    spec = next(s for s in find_game(game).scenario_fields if s.kind in (YES_NO, WHOLE))
    widget = builder.field_controls[spec.key]
    if spec.kind is YES_NO:
        widget.click()
    else:
        widget.setValue(widget.value() + 1)  # type: ignore[union-attr]
    assert fight(builder).scenario != before


@pytest.mark.parametrize("game", OTHER_GAMES)
def test_a_roll_is_followed_step_by_step(game: str, window: MainWindow, tmp_path: Path) -> None:
    _open_samples(window, game, tmp_path)
    pages = window.combat.page(game)
    scenario = fight(pages.builder).scenario
    window.combat.recompute_now()
    pages.results.roll(seed=11)
    g = find_game(game)
    steps = g.roll_steps(g.resolve(g.read_scenario(scenario), SeededDice(11)))
    results = pages.results
    assert results.roll_panel.text() == "Roll with seed 11\n" + steps_text(steps)
    assert len(results.roll_panel.steps.row_texts()) == len(steps)
    assert "Seed 11" in results.roll_panel.seed_label.text()  # the seed used, shown


@pytest.mark.parametrize("game", OTHER_GAMES)
def test_an_out_of_range_edit_is_refused_with_its_limits(
    game: str, window: MainWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    _open_samples(window, game, tmp_path)
    editor = window.tabs.current_editor()
    assert isinstance(editor, RosterEditor)
    model = editor.table_model
    column, spec = next(
        (i, s) for i, s in enumerate(model.specs) if s.kind is WHOLE and s.maximum is not None
    )
    before = editor.document.roster
    with qtbot.waitSignal(editor.status_message) as said:
        assert not model.setData(model.index(0, column), str(spec.maximum + 99))
    assert str(spec.maximum) in said.args[0]
    assert editor.document.roster == before
    assert model.setData(model.index(0, column), str(spec.maximum))
    assert editor.document.roster.models[0].value_of(spec.key) == spec.maximum
    editor.document.undo_stack.undo()
    assert editor.document.roster == before


@pytest.mark.parametrize("game", OTHER_GAMES)
def test_a_new_roster_of_the_game_is_built_saved_and_reopened(
    game: str, window: MainWindow, tmp_path: Path
) -> None:
    document = window.file_actions.new_roster(game)
    editor = window.tabs.editor_for(document)
    editor.add_entry()
    editor.detail.add_weapon_button.click()
    assert len(document.roster.models) == 1
    assert len(document.roster.models[0].weapons) == 1
    path = tmp_path / "new.json"
    assert window.file_actions._write(document, path, None)
    again = load_roster(path).roster
    assert again == document.roster


@pytest.mark.parametrize("game", OTHER_GAMES)
def test_new_rosters_entries_and_weapons_take_free_names(game: str, window: MainWindow) -> None:
    """Rosters, entries and weapons are told apart by name, so a second new one is numbered."""
    first = window.file_actions.new_roster(game)
    second = window.file_actions.new_roster(game)
    title = f"New {game_title(game)} roster"
    assert (first.roster.name, second.roster.name) == (title, f"{title} 2")
    editor = window.tabs.editor_for(second)
    editor.add_entry()
    editor.add_entry()
    noun = find_game(game).entry_noun
    assert [e.name for e in second.roster.models] == [f"New {noun}", f"New {noun} 2"]
    editor.detail.add_weapon_button.click()
    editor.detail.add_weapon_button.click()
    weapons = second.roster.models[1].weapons
    assert [w.name for w in weapons] == ["New weapon", "New weapon 2"]


def test_names_in_a_game_roster_are_plain_text(window: MainWindow, tmp_path: Path) -> None:
    game = OTHER_GAMES[-1]
    data = json.loads(sample_pair(game, tmp_path)[0].read_text(encoding="utf-8"))
    data["name"] = "<b>Bold</b> gang"
    data["models"][0]["name"] = "<img src=x>"
    path = tmp_path / "markup.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    window.open_paths([path])
    pages = window.combat.page(game)
    choose(pages.builder.attacker_picker, "<b>Bold</b> gang", "<img src=x>")
    window.combat.recompute_now()
    title = pages.results.title
    assert "<img src=x>" in title.text()
    assert title.textFormat() == Qt.TextFormat.PlainText
    assert "<img src=x>" in pages.builder.attacker_picker.currentText()


@pytest.mark.parametrize("game", OTHER_GAMES)
def test_the_choices_tab_ranks_every_choice_and_applies_one(
    game: str, window: MainWindow, tmp_path: Path
) -> None:
    _open_samples(window, game, tmp_path)
    pages = window.combat.page(game)
    builder, results = pages.builder, pages.results
    # An attacker with two or more choices (weapons) against the first target.
    g = find_game(game)
    label = builder.setup.catalogue.labels[0]
    for key in builder.setup.catalogue.in_roster(label):
        choose(builder.attacker_picker, key.roster, key.name, key.place)
        if len(builder.setup.choices) >= 2:
            break
    assert len(builder.setup.choices) >= 2, "a sample has an entry with two weapons to choose"
    window.combat.recompute_now()
    alternatives = fight(builder).alternatives
    scores = [g.score(g.calculate(g.read_scenario(a.scenario))) for a in alternatives]
    results.show_tab("choices")
    order = [row.index for row in results.choices_view.ranked]
    assert sorted(order) == list(range(len(alternatives)))
    assert [scores[i] for i in order] == sorted(scores, reverse=True)
    last = order[-1]
    results.choices_view.choices.cellClicked.emit(len(order) - 1, 0)
    assert fight(builder).scenario == alternatives[last].scenario
    assert fight(builder).current == last


def test_reaction_settings_show_once_a_reaction_is_asked_for(
    window: MainWindow, tmp_path: Path
) -> None:
    """N15: reaction attacks are asked for by their switch; its settings show (and reach the
    fight) only then."""
    _open_samples(window, "necromunda", tmp_path)
    builder = window.combat.page("necromunda").builder
    broken = builder.field_controls["reaction.broken"]
    assert not broken.isVisibleTo(builder)
    scenario = fight(builder).scenario
    assert scenario["reaction"]["enabled"] is False
    g = find_game("necromunda")
    assert "reaction" not in g.outcome_json(g.calculate(g.read_scenario(scenario)))
    edit(builder, "reaction.enabled", True)
    assert broken.isVisibleTo(builder)
    edit(builder, "reaction.broken", True)
    scenario = fight(builder).scenario
    assert scenario["reaction"] == scenario["reaction"] | {"enabled": True, "broken": True}
    assert "reaction" in g.outcome_json(g.calculate(g.read_scenario(scenario)))


@pytest.mark.parametrize("game", OTHER_GAMES)
def test_a_game_in_front_fits_a_laptop(
    game: str, window: MainWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    """For every game: with every sample open and this game's roster in front (its
    editor, builder and results shown), the window is 1280×720 and nothing lies outside."""
    from gangfight_gui.gui.common.fitting import FIT_SIZE
    from tests.gui.shell.test_fits_laptop import misplaced_widgets

    every = [path for key in (DEFAULT_GAME, *OTHER_GAMES) for path in sample_pair(key, tmp_path)]
    documents = window.open_paths(every)
    window.tabs.show_document(next(d for d in documents if getattr(d.roster, "game", "") == game))
    assert window.combat.current_game() == game
    window.combat.page(game).results.roll(seed=3)
    window.resize(FIT_SIZE)
    qtbot.waitUntil(lambda: window.size() == FIT_SIZE)
    assert misplaced_widgets(window) == []
    hint = window.minimumSizeHint()
    assert hint.width() <= FIT_SIZE.width() and hint.height() <= FIT_SIZE.height()
