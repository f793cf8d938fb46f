"""Each game's law of one attack's ``after`` (E7) against every face of every die the attack
rolls, read through the game's own ``resolve`` and ``after``: the same states, the same chances
(within the mass a bounded walk cuts from exploding dice, R2)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from gangfight_gui.rules.game import AnyGame, find_game
from tests.helpers.example_game import example_on_path
from tests.rules.duel_helpers import every_after, exact_after


def _model(name: str, **changes: Any) -> dict[str, Any]:
    model = {"name": name, "size": "medium", "attack": 1, "defense": 4, "marksmanship": 0,
             "armour": 1, "damage": 4, "endurance": 2, "initiative": 0, "weapons": []}  # fmt: skip
    return model | changes


BRUTE = _model("Brute", size="large", attack=2, damage=3, armour=0,
               weapons=[{"name": "Axe", "kind": "hand", "damage_bonus": 1}])  # fmt: skip

GANGFIGHT = [
    {"attack": "melee", "attacker": _model("A"), "target": _model("B"), "weapons": []},
    # R14, R25: one wound from incapacitated; then dead from any wound
    {"attack": "melee", "attacker": _model("A", attack=2), "target": _model("B", wounds_taken=1),
     "weapons": []},
    {"attack": "melee", "attacker": _model("A"), "target": _model("B", wounds_taken=2),
     "weapons": []},
    # R18, R25: a Power Attack that hits knocks down, wounding or not (the joint law)
    {"attack": "power", "attacker": _model("A", attack=2, armour=0), "target": _model("B"),
     "weapons": []},
    {"attack": "slam", "attacker": BRUTE, "target": _model("B", size="large", armour=0),
     "weapons": ["Axe"]},
    # R21: already prone, it stays prone
    {"attack": "melee", "attacker": _model("A"), "target": _model("B"), "weapons": [],
     "target_prone": True, "rules": {"incapacitation": "more_than_endurance"}},
]  # fmt: skip


def _fighter(name: str, **changes: Any) -> dict[str, Any]:
    return {"name": name, "ws": 3, "s": 3, "t": 3, "w": 1, "a": 1, "weapons": []} | changes


NECROMUNDA = [
    {"game": "necromunda", "attacker": _fighter("A"), "target": _fighter("B"), "weapons": []},
    # N12: two wounds, one lost first; N13: flesh wounds against T
    {"game": "necromunda", "attacker": _fighter("A", s=4), "target": _fighter("B", w=2, t=2),
     "weapons": []},
    {"game": "necromunda", "attacker": _fighter("A"), "target": _fighter("B", flesh_wounds=2),
     "weapons": []},
    # N15, N17: Reaction attacks change the attacker, only while the target stands
    {"game": "necromunda", "attacker": _fighter("A", flesh_wounds=1), "target": _fighter("B"),
     "weapons": [], "reaction": True},
    {"game": "necromunda", "attacker": _fighter("A", ws=2), "target": _fighter("B", w=2),
     "weapons": [], "reaction": True},
]  # fmt: skip


def _unit(count: int, atk: int, **changes: Any) -> dict[str, Any]:
    group = {"name": "A", "count": count, "ws": 3, "str": 3,
             "weapon": {"name": "Cutlass", "atk": atk, "ap": 1}}  # fmt: skip
    return {"name": "A", "groups": [group | changes]}


WARSTRIKE = [
    {"game": "warstrike", "attacker": _unit(1, 1),
     "defender": {"name": "B", "ws": 3, "ar": 3, "engaged": 1, "models": 2}},
    # W9: the counter passes 6; W13: overflow with one engaged; W17: the state carried
    {"game": "warstrike", "attacker": _unit(1, 2, str=5),
     "defender": {"name": "B", "ws": 2, "ar": 1, "engaged": 1, "models": 3,
                  "hit_counter": 5, "suppression_markers": 2}},
    {"game": "warstrike", "attacker": _unit(2, 1), "ground": "higher",
     "defender": {"name": "B", "ws": 3, "ar": 5, "engaged": 2, "models": 2, "hit_counter": 4}},
]  # fmt: skip

PITFIGHT = [
    {"game": "pitfight", "attacker": {"name": "G", "skill": 2, "guard": 4, "armour": 5,
     "toughness": 3}, "target": {"name": "V", "skill": 2, "guard": 3, "armour": 4,
     "toughness": 2, "hits_taken": 1}},
    {"game": "pitfight", "attacker": {"name": "G", "skill": 1, "guard": 4, "armour": 5,
     "toughness": 3, "weapons": [{"name": "Fists", "dice": 0}]}, "weapon": "Fists",
     "charging": True, "rules": {"sixes": "double"},
     "target": {"name": "V", "skill": 2, "guard": 5, "armour": 6, "toughness": 3}},
]  # fmt: skip


@pytest.fixture
def pitfight(example_game: Path) -> Iterator[AnyGame]:
    with example_on_path(example_game):
        yield find_game("pitfight")


def _check(game: AnyGame, data: dict[str, Any], depth: int) -> None:
    scenario = game.read_scenario(data)
    brute, cut = every_after(game, scenario, depth)
    exact = exact_after(game, scenario)
    assert cut < 1e-3
    for key in set(brute) | set(exact):
        assert exact.get(key, 0.0) == pytest.approx(brute.get(key, 0.0), abs=cut + 1e-12), key
    assert sum(exact.values()) == pytest.approx(1.0, abs=cut + 1e-12)


@pytest.mark.parametrize("data", GANGFIGHT)
def test_gangfight_after_law_is_every_die(data: dict[str, Any]) -> None:
    _check(find_game("gangfight"), data, 9)


@pytest.mark.parametrize("data", NECROMUNDA)
def test_necromunda_after_law_is_every_die(data: dict[str, Any]) -> None:
    _check(find_game("necromunda"), data, 10)


@pytest.mark.parametrize("data", WARSTRIKE)
def test_warstrike_after_law_is_every_die(data: dict[str, Any]) -> None:
    _check(find_game("warstrike"), data, 12)


@pytest.mark.parametrize("data", PITFIGHT)
def test_example_game_after_law_is_every_die(pitfight: AnyGame, data: dict[str, Any]) -> None:
    _check(pitfight, data, 8)
