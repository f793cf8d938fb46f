"""The player's choice set up alone (``plan.plan``, ``Setup.options``): after a change with the
choice known (a battle's result applied, a circumstance edited), only that choice is made into
the fight; the others, with their variants (N8's odd die), are worked out when the Weapons menu
is browsed, the Choices view ranks them or one is picked, and read the same as when the best was
scored among them all."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator, Mapping
from typing import Any

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from gangfight_gui.gui.combat.builder.entries import Catalogue
from gangfight_gui.gui.combat.builder.memo import Memo
from gangfight_gui.gui.combat.builder.plan import plan
from gangfight_gui.gui.combat.builder.setup import Setup
from gangfight_gui.gui.combat.builder.wishes import Chosen, Wishes
from gangfight_gui.gui.shell.main_window import MainWindow
from gangfight_gui.roster.files import load_roster
from gangfight_gui.roster.night.battle import side_of, start_battle
from gangfight_gui.rules.game import AnyGame, find_game
from tests.gui.combat.builder.helpers import choose, choose_item, fight, samples
from tests.gui.night.helpers import PAIRS, ROSTERS
from tests.gui.roster_helpers import close_quietly, make_window

GAMES = ("gangfight", "necromunda", "warstrike")


def _catalogue(game: str) -> Catalogue:
    rosters = [load_roster(path).roster for path in samples(game)]
    return Catalogue.of([(roster.name, roster) for roster in rosters])


def _pair_with_choices(game: AnyGame, catalogue: Catalogue) -> Setup:
    """The first pair of the samples (the best scored) whose attacker has two choices or more."""
    keys = list(catalogue)
    for attacker in keys:
        for target in keys:
            if attacker.roster == target.roster:
                continue
            wishes = Wishes(attacker=attacker, target=target, picked=True)
            setup = plan(game, wishes, catalogue, memo=Memo())
            if setup.fight is not None and len(setup.choices) > 1:
                return setup
    raise AssertionError(f"{game.key}: no sample entry has two choices")


def _chosen(setup: Setup, label: str) -> Wishes:
    assert setup.attacker.key is not None and setup.target.key is not None
    chosen = Chosen(label, setup.attacker.key, setup.target.key, setup.kind.key)
    return dataclasses.replace(setup.wishes, chosen=chosen)


def _current_label(setup: Setup) -> str:
    row = setup.menu[setup.current]
    return setup.choices[row.choice].label


@pytest.fixture
def asked(monkeypatch: pytest.MonkeyPatch) -> Iterator[dict[str, list[str]]]:
    """Each game's ``field_limits`` and ``choice_variants`` counted: the choice label of every
    scenario each is asked about, by method."""
    seen: dict[str, list[str]] = {"field_limits": [], "choice_variants": []}
    for key in GAMES:
        game = find_game(key)
        for name, calls in seen.items():
            method = getattr(game, name)

            def spy(
                scenario: Mapping[str, Any], *, _game: AnyGame = game, _m: Any = method, _c=calls
            ) -> Any:
                _c.append(_game.choice_label(scenario))
                return _m(scenario)

            monkeypatch.setattr(game, name, spy)
    yield seen


@pytest.mark.parametrize("key", GAMES)
def test_a_known_choice_makes_only_its_own_fight_until_the_others_are_read(
    key: str, asked: dict[str, list[str]]
) -> None:
    game, catalogue = find_game(key), _catalogue(key)
    scored = _pair_with_choices(game, catalogue)
    best = _current_label(scored)
    other = next(c.label for c in scored.choices if c.label != best)
    for calls in asked.values():
        calls.clear()

    lazy = plan(game, _chosen(scored, other), catalogue, memo=Memo())
    assert lazy.fight is not None
    assert asked["field_limits"] and asked["choice_variants"]
    assert set(asked["field_limits"]) == set(asked["choice_variants"]) == {other}
    assert lazy.options is not None and not lazy.options.done
    assert _current_label(lazy) == other  # reading the menu works the others out
    for calls in asked.values():
        assert set(calls) == {c.label for c in scored.choices}

    # Every choice read back as when the best was scored among them all.
    labels = [a.label for a in lazy.fight.alternatives]
    assert labels == [a.label for a in scored.fight.alternatives]
    assert [row.label for row in lazy.menu] == [row.label for row in scored.menu]
    assert lazy.alternative_rows == scored.alternative_rows
    assert len(lazy.fights) == len(lazy.variant_patches) == len(scored.choices)
    current = lazy.fight.alternatives[lazy.fight.current]
    assert current.scenario == lazy.fight.scenario
    assert lazy.choices[lazy.alternative_rows[lazy.fight.current][0]].label == other


@pytest.mark.parametrize("key", GAMES)
def test_the_best_chosen_by_the_player_is_the_same_fight_as_the_best_scored(key: str) -> None:
    """Picking the choice the program preselected changes nothing (no new fight announced):
    the lazy fight equals the scored one, alternatives and their current row included."""
    game, catalogue = find_game(key), _catalogue(key)
    scored = _pair_with_choices(game, catalogue)
    assert scored.options is not None and scored.options.done  # scored: all made at once
    lazy = plan(game, _chosen(scored, _current_label(scored)), catalogue, memo=Memo())
    assert lazy.options is not None and not lazy.options.done
    assert lazy.fight == scored.fight
    assert not lazy.options.done  # told equal by what they are worked out from
    assert lazy.fight is not None and scored.fight is not None
    assert lazy.fight.alternatives == scored.fight.alternatives
    assert lazy.fight.current == scored.fight.current
    assert (lazy.menu, lazy.current) == (scored.menu, scored.current)
    assert lazy.variant_patches == scored.variant_patches
    assert lazy.fights == scored.fights


@pytest.fixture
def necromunda(qtbot: QtBot) -> Iterator[MainWindow]:
    shown = make_window(qtbot)
    shown.open_paths([ROSTERS / name for name in PAIRS["necromunda"]])
    yield shown
    close_quietly(shown)


def _menu_texts(window: MainWindow) -> list[str]:
    combo = window.combat.page("necromunda").builder.weapons_combo
    return [combo.itemText(i).strip() for i in range(combo.count())]


def test_the_menu_lists_every_variant_when_it_opens_and_a_variant_of_another_choice_is_set_up(
    necromunda: MainWindow,
) -> None:
    """N8: the odd die's rows of a choice not set up appear when the menu opens (the row on
    screen kept), and picking one sets up that choice with the die given that way."""
    game = find_game("necromunda")
    builder = necromunda.combat.page("necromunda").builder
    choose(builder.attacker_picker, "Ashveil Sisters", "Bladedancer Sorrel")
    choose(builder.target_picker, "Slagworks Rivet Crew", "Forge-boss Kattar")
    choose_item(builder.weapons_combo, "Twin sabre")
    split = "Twin sabre (1 die) + Twin sabre 2 (2 dice)"
    assert split not in _menu_texts(necromunda)  # the pair's other choices not worked out yet
    combo = builder.weapons_combo
    combo.showPopup()
    try:
        assert _menu_texts(necromunda) == [
            "Twin sabre",
            "Twin sabre 2",
            "Twin sabre + Twin sabre 2",
            "Twin sabre (2 dice) + Twin sabre 2 (1 die)",
            split,
            "Unarmed",
        ]
        assert combo.currentText().strip() == "Twin sabre"  # the row on screen kept
    finally:
        combo.hidePopup()
    row = _menu_texts(necromunda).index(split)
    combo.setCurrentIndex(row)
    combo.activated.emit(row)
    shown = fight(builder)
    assert builder.field_controls["extra_die"].value() == "1"  # type: ignore[union-attr]
    assert shown.alternatives[shown.current].label == split
    assert shown.alternatives[shown.current].scenario == shown.scenario
    outcome = game.calculate(game.read_scenario(shown.scenario))
    assert outcome.action.action.attack_dice == {"Twin sabre": 1, "Twin sabre 2": 2}


def test_a_key_on_the_closed_menu_steps_through_every_variant(
    necromunda: MainWindow, qtbot: QtBot
) -> None:
    """The arrow keys on the closed Weapons menu go through the same rows as its popup: up from
    the last choice is the odd die's last split of the choice above it (N8)."""
    builder = necromunda.combat.page("necromunda").builder
    choose(builder.attacker_picker, "Ashveil Sisters", "Bladedancer Sorrel")
    choose(builder.target_picker, "Slagworks Rivet Crew", "Forge-boss Kattar")
    choose_item(builder.weapons_combo, "Unarmed")
    builder.weapons_combo.setFocus()
    qtbot.keyClick(builder.weapons_combo, Qt.Key.Key_Up)
    split = "Twin sabre (1 die) + Twin sabre 2 (2 dice)"
    assert builder.weapons_combo.currentText().strip() == split
    shown = fight(builder)
    assert shown.alternatives[shown.current].label == split
    assert builder.field_controls["extra_die"].value() == "1"  # type: ignore[union-attr]


def _attacker_with_choices(window: MainWindow, key: str) -> tuple[Any, Any]:
    """A pair of the battle whose attacker has two choices or more against its target."""
    dock = window.battle
    battle = dock.battle
    assert battle is not None
    builder = window.combat.page(key).builder
    for attacker in battle.refs(0):
        for target in battle.refs(1):
            if dock.fight(attacker, (target,)) and len(builder.setup.choices) > 1:
                return attacker, target
    raise AssertionError(f"{key}: no pair of the battle has two choices")


@pytest.mark.parametrize("key", GAMES)
def test_the_choices_view_lists_every_alternative_after_a_result_is_applied(
    qtbot: QtBot, key: str
) -> None:
    window = make_window(qtbot)
    try:
        first, second = window.open_paths([ROSTERS / name for name in PAIRS[key]])
        dock = window.battle
        dock.begin(start_battle(side_of(first.roster), side_of(second.roster)))
        page = window.combat.page(key)
        builder, results = page.builder, page.results
        attacker, target = _attacker_with_choices(window, key)
        before = fight(builder).scenario
        for seed in range(40):  # a roll that changes the state and leaves a fight to set up
            dock.fight(attacker, (target,))
            window.combat.recompute_now()
            results.roll(seed=seed)
            dock.apply_action.trigger()
            window.combat.recompute_now()
            shown = builder.fight()
            if shown is not None and shown.scenario != before:
                break
            window.edit_actions.undo_action.trigger()
        else:
            raise AssertionError(f"{key}: no roll changed the fight")
        setup = builder.setup
        assert setup.wishes.chosen is not None
        assert setup.options is not None and not setup.options.done  # the choice set up alone
        scored = plan(
            builder.game,
            dataclasses.replace(setup.wishes, chosen=None),
            setup.catalogue,
            memo=Memo(),
        )
        assert scored.fight is not None
        expected = [a.label for a in scored.fight.alternatives]
        assert len(expected) > 1
        results.show_tab("choices")
        window.combat.recompute_now()
        view = results.choices_view
        view.catch_up()
        assert view.choices.rowCount() == len(expected)
        assert sorted(row.label for row in view.ranked) == sorted(expected)
        now = fight(builder)
        marked = [row.index for row in view.ranked if row.current]
        assert marked == ([now.current] if now.current >= 0 else [])
        for index in marked:
            assert now.alternatives[index].scenario == now.scenario
    finally:
        close_quietly(window)
