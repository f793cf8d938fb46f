"""A duel to the finish (E1–E12): the worked examples (A)–(F) exact; sample duels of every game
against a seeded simulation with each game's own ``resolve`` (E7's tolerance) and against every
die of small duels; the four chances add up to 1 and the first round is ``calc``'s."""

from __future__ import annotations

import json
from collections.abc import Iterator
from fractions import Fraction
from itertools import product
from pathlib import Path
from typing import Any

import pytest

from gangfight_gui.rules.duel import Duel, duel_json, finish
from gangfight_gui.rules.engine.errors import RulesError
from gangfight_gui.rules.game import AnyGame, find_game
from gangfight_gui.rules.pairings import best_pairing
from tests.every_game import pair_data
from tests.helpers.example_game import example_on_path
from tests.rules.duel_helpers import every_duel, simulate, within

ROSTERS = Path(__file__).resolve().parent.parent.parent / "rosters"


def _sums(duel: Duel) -> None:
    """E5, E6: the four chances add up to 1; the rounds' columns to the totals."""
    total = duel.p_first_wins + duel.p_second_wins + duel.p_draw + duel.p_unfinished
    assert total == pytest.approx(1.0, abs=1e-9)
    assert len(duel.by_round) == duel.rounds
    for name in ("p_first_wins", "p_second_wins", "p_draw"):
        column = sum(getattr(row, name) for row in duel.by_round)
        assert column == pytest.approx(getattr(duel, name), abs=1e-9)
    assert sum(duel.first_end.lost.values()) == pytest.approx(duel.p_second_wins, abs=1e-9)
    assert sum(duel.second_end.lost.values()) == pytest.approx(duel.p_first_wins, abs=1e-9)
    for end, won in ((duel.first_end, duel.p_first_wins), (duel.second_end, duel.p_second_wins)):
        for law in end.won.values():
            assert sum(law.values()) == pytest.approx(won, abs=1e-9)


def _model(name: str, **changes: Any) -> dict[str, Any]:
    model = {"name": name, "size": "medium", "attack": 1, "defense": 4, "marksmanship": 0,
             "armour": 0, "damage": 4, "endurance": 1, "initiative": 0, "weapons": []}  # fmt: skip
    return model | changes


def _roster_model(file: str, name: str) -> dict[str, Any]:
    models = json.loads((ROSTERS / file).read_text(encoding="utf-8"))["models"]
    found: dict[str, Any] = next(m for m in models if m["name"] == name)
    return found


# --- (A)–(F) -----------------------------------------------------------------------------------


def test_a_each_attack_a_half() -> None:
    game = find_game("gangfight")
    data = {"attack": "melee", "attacker": _model("A"), "target": _model("B"), "weapons": []}
    duel = finish(game, data)
    first = Fraction(366503875925, 549755813888)
    assert duel.p_first_wins == pytest.approx(float(first), abs=1e-15)
    assert duel.p_second_wins == pytest.approx(float(first / 2), abs=1e-15)
    assert duel.p_draw == 0
    assert duel.p_unfinished == pytest.approx(4.0**-20, rel=1e-9)
    for row in duel.by_round:
        assert row.p_first_wins == pytest.approx(0.5 * 0.25 ** (row.round - 1), rel=1e-12)
        assert row.p_second_wins == pytest.approx(0.25**row.round, rel=1e-12)
    assert duel.expected_rounds == pytest.approx(1.333333333315, abs=1e-12)
    _sums(duel)
    one = finish(game, data, rounds=1)
    assert (one.p_first_wins, one.p_second_wins, one.p_draw) == pytest.approx((0.5, 0.25, 0))
    assert one.p_unfinished == pytest.approx(0.25)
    assert one.expected_rounds == pytest.approx(1.0)


def _orc_and_veteran() -> tuple[dict[str, Any], dict[str, Any]]:
    return (
        _roster_model("orc_braves.json", "Orc Brave"),
        _roster_model("human_veterans.json", "Human Veteran"),
    )


def test_b_orc_brave_and_human_veteran() -> None:
    game = find_game("gangfight")
    orc, veteran = _orc_and_veteran()
    data = best_pairing(game, orc, veteran).scenario
    assert data is not None and data["weapons"] == ["Great axe"]
    duel = finish(game, data)
    assert duel.second_fight is not None
    assert game.choice_label(duel.second_fight) == "Melee attack (Sword)"
    assert duel.p_first_wins == pytest.approx(0.854338862335, abs=1e-12)
    assert duel.p_second_wins == pytest.approx(0.145647610030, abs=1e-12)
    assert duel.p_unfinished == pytest.approx(1.35276e-5, abs=1e-10)
    assert duel.expected_rounds == pytest.approx(4.555279897, abs=1e-9)
    first, second = duel.by_round[0], duel.by_round[1]
    assert (first.p_first_wins, first.p_second_wins) == pytest.approx(
        (0.031561887794, 0.009332820282), abs=1e-12
    )
    assert (second.p_first_wins, second.p_second_wins) == pytest.approx(
        (0.120646547439, 0.021186689849), abs=1e-12
    )
    calc = game.outcome_json(game.calculate(game.read_scenario(data)))
    assert first.p_first_wins == pytest.approx(calc["p_incapacitated"], abs=1e-11)  # E5: the tail
    _sums(duel)
    back = best_pairing(game, veteran, orc).scenario
    assert back is not None
    duel = finish(game, back)
    assert (duel.p_first_wins, duel.p_second_wins) == pytest.approx(
        (0.196133540217, 0.803852932148), abs=1e-12
    )
    r14 = {**data, "rules": {**data["rules"], "incapacitation": "more_than_endurance"}}
    duel = finish(game, r14)
    assert (duel.p_first_wins, duel.p_second_wins) == pytest.approx((0.875337, 0.124582), abs=1e-6)


def _brute_model(name: str) -> dict[str, Any]:
    return {"name": name, "size": "medium", "attack": 3, "defense": 4, "marksmanship": 2,
            "armour": 2, "damage": 4, "endurance": 3, "initiative": 2, "perks": ["Marauder"],
            "weapons": [{"name": "Axe", "kind": "hand", "damage_bonus": 1}]}  # fmt: skip


def test_c_a_power_attack_leaves_the_target_prone() -> None:
    game = find_game("gangfight")
    data = {"attack": "power", "attacker": _brute_model("A"), "target": _brute_model("B"),
            "weapons": ["Axe"]}  # fmt: skip
    duel = finish(game, data)
    assert duel.second_fight is not None and duel.second_fight["attack"] == "melee"
    assert duel.p_first_wins == pytest.approx(0.750080254221, abs=1e-12)
    assert duel.p_second_wins == pytest.approx(0.249919745779, abs=1e-12)
    assert duel.expected_rounds == pytest.approx(1.965320992, abs=1e-9)
    row = duel.by_round[0]
    assert (row.p_first_wins, row.p_second_wins) == pytest.approx(
        (0.144939608496, 0.123932118385), abs=1e-12
    )
    assert duel.second_end.won["prone"]["true"] > 0  # R18: knocked down, and it stays down
    _sums(duel)
    melee = finish(game, {**data, "attack": "melee"})
    assert (melee.p_first_wins, melee.p_second_wins) == pytest.approx(
        (0.597051853735, 0.402948146265), abs=1e-12
    )


def _fighter(name: str) -> dict[str, Any]:
    return {"name": name, "ws": 3, "s": 3, "t": 3, "w": 1, "a": 1, "weapons": []}


def test_d_two_default_fighters() -> None:
    game = find_game("necromunda")
    data = {"game": "necromunda", "attacker": _fighter("A"), "target": _fighter("B"),
            "weapons": []}  # fmt: skip
    duel = finish(game, data)
    assert duel.p_first_wins == pytest.approx(0.568124361140, abs=1e-12)
    assert duel.p_second_wins == pytest.approx(0.431875024674, abs=1e-12)
    assert duel.p_unfinished == pytest.approx(6.14186e-7, abs=1e-12)
    assert duel.expected_rounds == pytest.approx(2.385612379, abs=1e-9)
    row = duel.by_round[0]
    assert (row.p_first_wins, row.p_second_wins) == pytest.approx((2 / 9, 14 / 81), abs=1e-15)
    _sums(duel)
    charged = finish(game, {**data, "charging": True, "reaction": True})
    assert charged.p_first_wins == pytest.approx(0.629569502099, abs=1e-12)
    assert charged.p_second_wins == pytest.approx(0.370430497901, abs=1e-12)
    _sums(charged)


def _units(defender_weapons: list[dict[str, Any]]) -> dict[str, Any]:
    cutlass = {"name": "Cutlass", "atk": 1, "ap": 1}
    return {
        "game": "warstrike",
        "attacker": {
            "name": "A",
            "groups": [{"name": "A", "count": 1, "ws": 3, "str": 3, "weapon": cutlass}],
            "unit": {"name": "A", "count": 1, "ws": 3, "str": 3, "ar": 3, "ld": 7,
                     "weapons": [cutlass]},
        },
        "defender": {
            "name": "B", "ws": 3, "ar": 3, "engaged": 1, "models": 2,
            "unit": {"name": "B", "count": 2, "ws": 3, "str": 3, "ar": 3, "ld": 7,
                     "weapons": defender_weapons},
        },
    }  # fmt: skip


def test_e_a_second_with_no_fight() -> None:
    duel = finish(find_game("warstrike"), _units([]))
    p = Fraction(1, 12)
    q = 1 - p
    assert duel.p_first_wins == pytest.approx(float(1 - q**20 - 20 * p * q**19), abs=1e-12)
    assert duel.p_second_wins == 0
    assert duel.p_unfinished == pytest.approx(0.494535862348, abs=1e-12)
    for row in duel.by_round:
        k = row.round
        assert row.p_first_wins == pytest.approx(float((k - 1) * p**2 * q ** (k - 2)), abs=1e-15)
    assert duel.expected_rounds == pytest.approx(12.006958250, abs=1e-9)
    assert duel.second_fight is None and duel.notes
    assert duel_json(duel)["second_fight"] is None
    _sums(duel)


@pytest.mark.parametrize("key", ["gangfight", "necromunda", "warstrike"])
def test_f_identical_entries_the_first_strikes_first(key: str) -> None:
    game = find_game(key)
    data = pair_data(key)[0]
    entry = data["models"][0]
    twin = {**entry, "name": f"{entry['name']} (twin)"}
    scenario = best_pairing(game, entry, twin).scenario
    assert scenario is not None
    duel = finish(game, scenario, sides=(entry, twin))
    assert duel.p_first_wins > duel.p_second_wins
    assert duel.p_draw == 0
    _sums(duel)


# --- refusals -----------------------------------------------------------------------------------


def test_not_duels_are_refused() -> None:
    game = find_game("gangfight")
    data = best_pairing(game, *_orc_and_veteran()).scenario
    assert data is not None
    orc, veteran = data["attacker"], data["target"]
    with pytest.raises(RulesError, match=r"^to the finish needs a single target \(E9\)$"):
        finish(game, {"attack": "trample", "attacker": orc, "targets": [veteran]})
    with pytest.raises(RulesError, match=r"^to the finish needs an attacker \(E9\)$"):
        finish(game, {"attack": "falling", "target": veteran})
    fallen = {**veteran, "wounds_taken": 4}
    with pytest.raises(RulesError, match=r"^Human Veteran cannot fight \(E4\)$"):
        finish(game, {**data, "target": fallen})
    data = _units([])
    del data["defender"]["unit"]
    with pytest.raises(RulesError, match=r"^to the finish needs both units' profiles \(W4\)$"):
        finish(find_game("warstrike"), data)


# --- every game's samples -------------------------------------------------------------------------


@pytest.fixture(params=["gangfight", "necromunda", "warstrike", "pitfight"])
def any_game(request: pytest.FixtureRequest) -> Iterator[AnyGame]:
    key: str = request.param
    if key == "pitfight":
        with example_on_path(request.getfixturevalue("example_game")):
            yield find_game(key)
    else:
        yield find_game(key)


def sample_duels(game: AnyGame, count: int = 10) -> list[tuple[dict[str, Any], tuple[Any, Any]]]:
    """``count`` duels of the game's sample rosters: each pair's best fight (the matchups')."""
    mine, theirs = pair_data(game.key)
    everyone = mine["models"] + theirs["models"]
    found = []
    for a, b in product(everyone, everyone):
        if a["name"] == b["name"]:
            continue
        scenario = best_pairing(game, a, b).scenario
        if scenario is not None:
            found.append((scenario, (a, b)))
        if len(found) == count:
            break
    return found


def _first_round(game: AnyGame, scenario: dict[str, Any], duel: Duel) -> None:
    """The first round's first-wins is calc's chance the target can no longer fight."""
    outcome = game.outcome_json(game.calculate(game.read_scenario(scenario)))
    if game.key == "gangfight":
        down = outcome["p_incapacitated"]
    elif game.key == "necromunda":
        down = outcome["p_seriously_injured"] + outcome["p_out_of_action"]
    elif game.key == "warstrike":
        left = scenario["defender"]["models"]
        down = sum(outcome["casualties"]["distribution"][left:])
    else:
        down = outcome["p_down"]
    assert duel.by_round[0].p_first_wins == pytest.approx(down, abs=1e-11)  # E5: the tail


ROUNDS = 6
DUELS = 1500
"""Seeded duels a sample pair: E7's tolerance is written for any n (the tests of the rulings
use 20,000; these keep the run short at 2 cores)."""


@pytest.mark.slow
def test_samples_against_a_seeded_simulation(any_game: AnyGame) -> None:
    duels = sample_duels(any_game)
    assert len(duels) == 10
    for index, (scenario, sides) in enumerate(duels):
        duel = finish(any_game, scenario, ROUNDS, sides)
        _sums(duel)
        _first_round(any_game, scenario, duel)
        assert duel.p_draw == 0  # E4: it cannot happen in these games
        tally = simulate(any_game, scenario, ROUNDS, DUELS, seed=index, sides=sides)
        for p, count in (
            (duel.p_first_wins, tally.first),
            (duel.p_second_wins, tally.second),
            (duel.p_draw, tally.draw),
            (duel.p_unfinished, tally.unfinished),
        ):
            assert within(p, count, DUELS), (index, p, count)
        if duel.expected_rounds is not None and len(tally.lengths) > 1:
            m = len(tally.lengths)
            mean = sum(tally.lengths) / m
            s = (sum((x - mean) ** 2 for x in tally.lengths) / (m - 1)) ** 0.5
            assert abs(duel.expected_rounds - mean) <= 4 * s / m**0.5 + 1e-9


@pytest.mark.slow
def test_small_duels_against_every_die(any_game: AnyGame) -> None:
    """Two rounds of duels small enough to roll every die of every attack (merging equal
    states between attacks, never within one)."""
    small = SMALL[any_game.key]
    for data in small:
        duel = finish(any_game, data, 2)
        brute = every_duel(any_game, data, 2)
        cut = brute["cut"] + 1e-12  # exploding dice followed to a depth (R2)
        assert brute["cut"] < 1e-3
        assert duel.p_first_wins == pytest.approx(brute["first"], abs=cut)
        assert duel.p_second_wins == pytest.approx(brute["second"], abs=cut)
        assert duel.p_unfinished == pytest.approx(brute["unfinished"], abs=cut)
        _sums(duel)


SMALL: dict[str, list[dict[str, Any]]] = {
    "gangfight": [
        {"attack": "melee", "attacker": _model("A", endurance=2),
         "target": _model("B", armour=1), "weapons": []},
        {"attack": "power", "attacker": _model("A", attack=2), "target": _model("B"),
         "weapons": []},
    ],
    "necromunda": [
        {"game": "necromunda", "attacker": _fighter("A"), "target": {**_fighter("B"), "w": 2},
         "weapons": []},
        {"game": "necromunda", "attacker": _fighter("A"), "target": _fighter("B"),
         "weapons": [], "reaction": True},
    ],
    "warstrike": [_units([{"name": "Hook", "atk": 1, "ap": 0}])],
    "pitfight": [
        {"game": "pitfight", "charging": True,
         "attacker": {"name": "G", "skill": 1, "guard": 4, "armour": 5, "toughness": 2},
         "target": {"name": "V", "skill": 1, "guard": 3, "armour": 6, "toughness": 1}},
    ],
}  # fmt: skip
