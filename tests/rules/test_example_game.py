"""The example game answers every member of the protocol honestly: its odds against every face of
every die (its rules, P1–P9, shipped in its package), typed-in dice, what a strike leaves, and
what the window shows of it. It is pip-installed (``example_game``) and found by its entry point."""

from __future__ import annotations

import copy
import itertools
from collections.abc import Iterator
from fractions import Fraction
from importlib import resources
from pathlib import Path
from typing import Any

import pytest

from gangfight_gui.rules import registry
from gangfight_gui.rules.engine.errors import RulesError
from gangfight_gui.rules.engine.typed import PaddedDice
from gangfight_gui.rules.game import AnyGame, find_game
from tests.helpers.example_game import example_on_path

GRAK = {"name": "Grak", "skill": 2, "guard": 4, "armour": 5, "toughness": 3,
        "weapons": [{"name": "Spear", "dice": 1}, {"name": "Club", "dice": 0}]}  # fmt: skip
VOSK = {"name": "Vosk", "skill": 2, "guard": 3, "armour": 4, "toughness": 2}


@pytest.fixture
def game(example_game: Path) -> Iterator[AnyGame]:
    with example_on_path(example_game):
        yield find_game("pitfight")


def _scenario(game: AnyGame, **changes: Any) -> dict[str, Any]:
    scenario = copy.deepcopy(game.choices(GRAK, (VOSK,), "strike")[0].scenario)
    scenario.update(changes)
    return scenario


def test_it_answers_the_protocol_and_ships_its_rules(game: AnyGame) -> None:
    assert registry.protocol_problems(game, "pitfight") == []
    package, name = game.rulings_resource
    text = resources.files(package).joinpath(name).read_text(encoding="utf-8")
    assert text.startswith("# Pitfight rules")
    rulings = {s.ruling for s in (*game.model_fields, *game.scenario_fields) if s.ruling}
    for ruling in rulings:
        for number in ruling.split(", "):
            assert f"**{number} " in text  # every ruling a field cites is written down
    assert [k.key for k in game.attack_kinds] == ["strike"]
    assert [s.key for s in game.house_rules] == ["rules.sixes"]


def _brute(game: AnyGame, scenario: dict[str, Any]) -> tuple[Fraction, Fraction]:
    """E[hits taken] and P(down), rolling every face of every die (P9's order)."""
    read = game.read_scenario(scenario)
    expected = down = Fraction(0)
    for attack in itertools.product(range(1, 7), repeat=read.dice):
        hits = game.resolve(read, PaddedDice(attack, 1)).hits
        saves_needed = hits if read.save < 7 else 0
        for saves in itertools.product(range(1, 7), repeat=saves_needed):
            roll = game.resolve(read, PaddedDice((*attack, *saves), 1))
            chance = Fraction(1, 6 ** (len(attack) + len(saves)))
            expected += chance * roll.taken
            down += chance * roll.down
    return expected, down


@pytest.mark.parametrize(
    "changes",
    [
        {},
        {"charging": True, "cover": True},
        {"reckless": True},
        {"rules": {"sixes": "double"}},
        {"target": VOSK | {"armour": 7, "hits_taken": 1}},
    ],
    ids=["plain", "charging-in-cover", "reckless", "double-sixes", "no-save-hurt"],
)
def test_exact_odds_against_every_face_of_every_die(game: AnyGame, changes: dict[str, Any]) -> None:
    scenario = _scenario(game, weapon="Club", **changes)  # 2 dice, 3 with a bonus
    outcome = game.calculate(game.read_scenario(scenario))
    expected, down = _brute(game, scenario)
    figures = {f.key: f.probability for f in game.headline(outcome)}
    assert figures["expected_taken"] == pytest.approx(float(expected), abs=1e-12)
    assert figures["p_down"] == pytest.approx(float(down), abs=1e-12)
    assert game.score(outcome) == figures["expected_taken"]


def test_typed_dice_and_the_odds_given_them(game: AnyGame) -> None:
    read = game.read_scenario(_scenario(game))  # 3 dice at 3+, saves at 4+
    start = game.typed_progress(read, [])
    assert start.next is not None and (start.next.title, start.next.count) == ("Attack dice", 3)
    part = game.typed_progress(read, [6, 1])
    # One hit so far and one die to come (2 in 3 to hit): taken 0, 1 or 2 hits.
    odds = {f.key: f.probability for f in part.odds}
    assert odds["expected_taken"] == pytest.approx(0.5 + 2 / 3 * 0.5)
    # Down at 2 taken: a second hit (2 in 3) and neither saved (1 in 4): 1 in 6.
    assert part.to_come == "Attack dice to come: 1 die at 3+; chance it is down: 16.7%"
    saving = game.typed_progress(read, [6, 1, 3, 2])
    assert saving.next is not None and (saving.next.title, saving.next.count) == ("Saves", 1)
    assert saving.to_come == "Saves to come: 1 die at 4+; chance it saves every hit: 0.0%"
    done = game.typed_progress(read, [6, 1, 3, 2, 5])
    assert done.next is None and game.roll_json(done.roll)["taken"] == 1
    assert [f.text for f in done.odds] == ["1.00", "0.0%", "100.0%"]


def test_what_a_strike_leaves_and_a_fight_that_goes_on(game: AnyGame) -> None:
    scenario = _scenario(game)
    read = game.read_scenario(scenario)
    roll = game.resolve(read, PaddedDice([6, 6, 6, 1, 1, 1], 1))  # 3 hits, none saved
    after = game.after(read, roll)
    assert after.attacker == {} and after.targets == ({"hits_taken": 3, "down": True},)
    assert game.roll_json(roll)["after"] == [{"name": "Vosk", "hits_taken": 3, "down": True}]
    beaten = VOSK | dict(after.targets[0])
    assert game.entry_state(beaten).target_refusal == "Vosk is down (P8)"
    assert game.offers(GRAK, beaten)[0].refusal == "Vosk is down (P8)"
    assert game.choices(GRAK, (beaten,), "strike") == ()
    with pytest.raises(RulesError, match="down"):
        game.read_scenario(scenario | {"target": beaten})
    hurt = VOSK | {"hits_taken": 1}
    again = game.read_scenario(_scenario(game, target=hurt))
    assert game.calculate(again).left == 1


def test_what_the_window_shows_of_it(game: AnyGame) -> None:
    scenario = _scenario(game)
    outcome = game.calculate(game.read_scenario(scenario))
    [view] = game.views(outcome)
    assert view.name == "Vosk"
    for chart in view.charts:
        assert sum(p for _, p in chart.bars) == pytest.approx(1.0)
    assert view.details == ("Attack: 3 dice at 3+ (P3)", "Saves: one die a hit at 4+ (P4)")
    [table] = game.advice(outcome)
    # P5 with 3 dice against saves at 4+: steady takes 3 · 2/3 · 1/2 = 1, reckless only
    # 4 · 2/3 · 1/3 = 8/9 (its saves at 3+): steady is the better.
    assert [(r.cells[:2], r.best, r.patch) for r in table.rows] == [
        (("Steady", "1.00"), True, {"reckless": False}),
        (("Reckless", "0.89"), False, {"reckless": True}),
    ]
    no_save = game.advice(
        game.calculate(game.read_scenario(_scenario(game, target=VOSK | {"armour": 7})))
    )
    assert [r.best for r in no_save[0].rows] == [False, True]  # nothing to lose
    assert [w.label for w in game.what_ifs(scenario)] == ["charging", "one more die (skill +1)"]
    taken = game.takedown(scenario)
    assert taken is not None and taken.goal == "to put Vosk down"
    assert taken.within[0] == pytest.approx(game.headline(outcome)[1].probability)
    assert game.describe(scenario | {"cover": True}) == "Grak (Spear) strikes Vosk; target in cover"
    limits = game.field_limits(scenario)
    assert limits["reckless"].hint == "its saves at 3+ instead of 4+"
    assert limits["target.hits_taken"].hint == "of Vosk's toughness 2"
    assert [c.label for c in game.choices(GRAK, (VOSK,), "strike")] == [
        "Strike (Spear)",
        "Strike (Club)",
    ]


def test_its_fighters(game: AnyGame) -> None:
    twice = GRAK | {"weapons": [{"name": "Spear"}, {"name": "Spear"}]}
    [problem] = game.entry_problems(twice)
    assert (problem.field, problem.message) == (
        "weapons[1].name",
        "Grak: two weapons are named 'Spear'",
    )
    assert game.entry_facts(VOSK)[-1] == "Down after 2 hits (P7)"
    [boxes] = game.card_boxes(VOSK)
    assert (boxes.label, boxes.count) == ("Hits", 2)
    assert game.entry_state(VOSK | {"hits_taken": 1}).summary == "1 hit taken of toughness 2"


def test_its_hit_boxes_tick_the_hits_taken(game: AnyGame) -> None:
    assert [b.ticked for b in game.card_boxes(VOSK, {"hits_taken": 0})] == [0]
    assert [b.ticked for b in game.card_boxes(VOSK, {"hits_taken": 1})] == [1]
    assert [b.ticked for b in game.card_boxes(VOSK, {"hits_taken": 5})] == [2]
    assert [b.ticked for b in game.card_boxes(VOSK | {"hits_taken": 1})] == [0]  # a card
