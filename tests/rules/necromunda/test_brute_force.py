"""The exact calculation against an independent face-by-face enumeration (brute.py).

Small scenarios are generated from a fixed seed: odd dice (N8 auto and chosen), sidearms (N7),
charges, modifiers (N9), saves and AP (N11), multi-damage weapons against several wounds (N12),
old flesh wounds and edited injury dice (N13), and Reaction attacks (N15). Every law and state
must equal the enumeration exactly, and the JSON floats must agree with it to 1e-9.
"""

from __future__ import annotations

import random
from fractions import Fraction
from typing import Any

import pytest

from gangfight_gui.rules.game import find_game
from gangfight_gui.rules.necromunda.outcome import ActionOutcome, calculate
from gangfight_gui.rules.necromunda.scenario import read_scenario
from tests.rules.necromunda import brute

GAME = find_game("necromunda")

ARMOURY: list[dict[str, Any]] = [
    {"name": "Knife", "strength": "S", "ap": -1, "d": 1, "traits": ["Melee"]},
    {"name": "Maul", "strength": "S+2", "ap": 0, "d": 2, "traits": ["melee", "unwieldy"]},
    {"name": "Blade", "strength": "S+1", "ap": -2, "d": 1, "traits": ["melee"]},
    {"name": "Club", "strength": "S-1", "ap": 0, "d": 2, "traits": ["melee", "backstab"]},
    {"name": "Pistol", "strength": 3, "ap": 0, "d": 1, "traits": ["sidearm"]},
    {"name": "Cannon", "strength": "4", "ap": -1, "d": 2, "traits": ["sidearm"]},
    {"name": "Gunblade", "strength": 5, "ap": -1, "d": 1, "traits": ["melee", "sidearm"]},
]


def _fighter(rng: random.Random, name: str) -> dict[str, Any]:
    t = rng.randint(1, 5)
    arms = rng.sample(ARMOURY, rng.randint(0, 3))
    return {
        "name": name,
        "ws": rng.randint(2, 6),
        "s": rng.randint(1, 5),
        "t": t,
        "w": rng.randint(1, 3),
        "a": rng.randint(0, 2),
        "sv": rng.choice([None, 3, 4, 5, 6]),
        "flesh_wounds": rng.randint(0, t - 1),
        "weapons": arms,
        "m": 5,
        "cost": 60,
    }


def _choice(rng: random.Random, fighter: dict[str, Any]) -> list[str]:
    usable = [
        w for w in fighter["weapons"] if {"melee", "sidearm"} & {t.lower() for t in w["traits"]}
    ]
    options: list[list[str]] = [[]] + [[w["name"]] for w in usable]
    options += [
        [a["name"], b["name"]]
        for a in usable
        for b in usable
        if a is not b and "unwieldy" not in a["traits"] + b["traits"]
    ]
    return rng.choice(options)


def _max_damage(fighter: dict[str, Any], chosen: list[str], charging: bool) -> int:
    n = fighter["a"] + (len(chosen) == 2) + charging
    d = max([1] + [w["d"] for w in fighter["weapons"] if w["name"] in chosen])
    return n * d


def _scenario(seed: int) -> dict[str, Any]:
    rng = random.Random(seed)
    while True:
        attacker, target = _fighter(rng, "A"), _fighter(rng, "T")
        charging = rng.random() < 0.4
        chosen = _choice(rng, attacker)
        data: dict[str, Any] = {
            "game": "necromunda",
            "attacker": attacker,
            "target": target,
            "weapons": chosen,
            "charging": charging,
            "out_of_sight": charging and rng.random() < 0.3,
            "turn_to_face": rng.random() < 0.2,
            "broken": rng.random() < 0.2,
            "assists": rng.randint(0, 2),
            "interference": rng.randint(0, 2),
            "extra_die": rng.choice(["auto", "auto", 0, 1]),
        }
        if rng.random() < 0.3:
            counts = [rng.randint(0, 6) for _ in range(2)]
            data["rules"] = {
                "injury_faces": {
                    "flesh_wound": min(counts),
                    "seriously_injured": max(counts) - min(counts),
                    "out_of_action": 6 - max(counts),
                }
            }
        budget = _max_damage(attacker, chosen, charging) - (target["w"] - 1)
        if rng.random() < 0.6:
            back = _choice(rng, target)
            data["reaction"] = rng.choice(
                [
                    True,
                    {"weapons": back, "broken": rng.random() < 0.3, "assists": rng.randint(0, 1)},
                    {"weapons": back, "turn_to_face": True, "extra_die": rng.choice([0, 1])},
                ]
            )
            if data["reaction"] is True:
                data["reaction"] = {"weapons": back}
            back_budget = _max_damage(target, back, False) - (attacker["w"] - 1)
            budget = max(budget, back_budget)
        if budget <= 5:
            return data


def _same_law(law: Any, expected: dict[int, Fraction]) -> None:
    got = {k: p for k, p in enumerate(law.fractions()) if p}
    assert got == {k: p for k, p in expected.items() if p}


def _check_action(result: ActionOutcome, expected: dict[str, Any]) -> None:
    dice = {name: count for name, count in result.action.attack_dice.items() if count}
    assert dice == expected["attack_dice"]
    for group, law in zip(result.action.groups, result.group_hits, strict=True):
        if group.dice:
            _same_law(law, expected["group_hits"][group.name])
    for key, law in expected["laws"].items():
        _same_law(getattr(result, key), law)


def _reaction_unconditional(expected: dict[str, Any], stand: Fraction) -> dict[str, Any]:
    """N15: no reaction is no dice rolled."""
    laws = {}
    for key, law in expected["laws"].items():
        mixed = {k: stand * p for k, p in law.items()}
        mixed[0] = mixed.get(0, Fraction(0)) + 1 - stand
        laws[key] = mixed
    group_hits = {}
    for name, law in expected["group_hits"].items():
        mixed = {k: stand * p for k, p in law.items()}
        mixed[0] = mixed.get(0, Fraction(0)) + 1 - stand
        group_hits[name] = mixed
    return {"attack_dice": expected["attack_dice"], "laws": laws, "group_hits": group_hits}


@pytest.mark.parametrize("seed", range(250))
def test_calculation_equals_enumeration(seed: int) -> None:
    data = _scenario(seed)
    expected = brute.brute_scenario(data)
    outcome = calculate(read_scenario(data))
    _check_action(outcome.action, expected["action"])
    assert outcome.action.states == expected["action"]["states"]
    if "reaction" not in expected:
        assert outcome.reaction is None
        return
    stand = expected["p_reaction"]
    assert outcome.p_reaction == stand
    assert outcome.reaction is not None
    _check_action(outcome.reaction, _reaction_unconditional(expected["reaction"], stand))
    states = {"no_reaction": 1 - stand} | {
        key: stand * p for key, p in expected["reaction"]["states"].items()
    }
    assert outcome.reaction.states == states


@pytest.mark.parametrize("seed", range(0, 250, 5))
def test_json_floats_agree_with_enumeration(seed: int) -> None:
    """The JSON a player reads: trimmed float distributions within 1e-9 of the exact ones."""
    data = _scenario(seed)
    expected = brute.brute_scenario(data)
    out = GAME.outcome_json(GAME.calculate(GAME.read_scenario(data)))
    for key, law in expected["action"]["laws"].items():
        shown = out[key]["distribution"]
        for k in range(max(len(shown), max(law) + 1)):
            exact = law.get(k, Fraction(0))
            assert abs((shown[k] if k < len(shown) else 0.0) - float(exact)) < 1e-9
        assert abs(out[key]["mean"] - float(sum(k * p for k, p in law.items()))) < 1e-9
    for state, p in expected["action"]["states"].items():
        assert abs(out["outcome"][state] - float(p)) < 1e-9
    assert out["p_out_of_action"] == out["outcome"]["out_of_action"]


def test_generated_scenarios_cover_the_cases() -> None:
    """The seeds above do reach the cases the brute force is for."""
    seen = set()
    for seed in range(250):
        data = _scenario(seed)
        plan = read_scenario(data)
        names = [group.name for group in plan.action.groups]
        if "Unarmed" in names and data["weapons"]:
            seen.add("sidearm leftovers")
        if plan.action.auto_odd_die:
            seen.add("auto odd die")
        if data.get("reaction"):
            seen.add("reaction")
        if data["target"]["flesh_wounds"]:
            seen.add("old flesh wounds")
        if len(data["weapons"]) == 2:
            seen.add("two weapons")
        if "rules" in data:
            seen.add("edited injury die")
        if data["target"]["w"] > 1 and any(g.damage > 1 for g in plan.action.groups):
            seen.add("multi-damage against wounds")
    assert seen == {
        "sidearm leftovers",
        "auto odd die",
        "reaction",
        "old flesh wounds",
        "two weapons",
        "edited injury die",
        "multi-damage against wounds",
    }
