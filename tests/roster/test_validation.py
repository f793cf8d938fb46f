"""validate_roster: every problem, with its rule and model, in words a player understands."""

from __future__ import annotations

import dataclasses
import types
from pathlib import Path
from typing import Any

import pytest

from gangfight_gui.roster.files import load_roster
from gangfight_gui.roster.roster import Entry
from gangfight_gui.roster.validation import Problem, has_errors, validate_roster
from tests.conftest import ROSTERS
from tests.gangfight_rosters import ModelSpec, Roster


def model(name: str = "Orc Brave", **fields: Any) -> Entry:
    base: dict[str, Any] = {
        "name": name,
        "size": "medium",
        "attack": 3,
        "defense": 4,
        "armour": 4,
        "damage": 4,
        "endurance": 4,
        "base_mm": 30,
    }
    entry: Entry = ModelSpec(**{**base, **fields})
    return entry


def weapon(name: str, kind: str, **fields: Any) -> dict[str, Any]:
    return {"name": name, "kind": kind, **fields}


def problems_of(*models: Entry, **roster: Any) -> list[Problem]:
    return validate_roster(Roster(models=models, **roster))


def only(problems: list[Problem]) -> Problem:
    assert len(problems) == 1, problems
    return problems[0]


@pytest.mark.parametrize("sample", sorted(ROSTERS.glob("*.json")), ids=lambda p: p.name)
def test_samples_have_no_problems(sample: Path) -> None:
    assert validate_roster(load_roster(sample).roster) == []


def test_a_plain_model_has_no_problems() -> None:
    assert problems_of(model()) == []


# R7 base sizes


def test_base_too_small_for_a_large_model() -> None:
    problem = only(problems_of(model(), model("Ogre", size="large", base_mm=32)))
    assert problem == Problem(
        "error",
        1,
        "Ogre",
        "base_mm",
        "R7",
        "Ogre: base 32 mm is too small for a large model (40–60 mm, R7)",
    )
    assert problem.location == "models[1].base_mm"


def test_base_too_large_for_a_small_model() -> None:
    problem = only(problems_of(model("Goblin", size="small", base_mm=25.5)))
    assert problem.message == "Goblin: base 25.5 mm is too large for a small model (20–25 mm, R7)"


@pytest.mark.parametrize(
    ("size", "base"),
    [
        ("small", 20),
        ("small", 25),
        ("medium", 20),
        ("medium", 32),
        ("large", 40),
        ("large", 60),
        ("huge", 75),
        ("huge", 120),
    ],
)
def test_bases_at_the_limits_are_legal(size: str, base: float) -> None:
    # R7: the ranges are inclusive.
    assert problems_of(model(size=size, base_mm=base)) == []


@pytest.mark.parametrize(("size", "base"), [("medium", 19.9), ("medium", 32.5), ("huge", 60)])
def test_bases_just_outside_are_errors(size: str, base: float) -> None:
    assert only(problems_of(model(size=size, base_mm=base))).rule == "R7"


def test_a_model_without_a_base_is_not_checked() -> None:
    assert problems_of(model(base_mm=None)) == []


# R10 two weapons and a shield


def test_two_hand_weapons_and_a_shield_is_a_warning() -> None:
    weapons = [
        weapon("Axe", "hand"),
        weapon("Pistol", "pistol", range=6),
        weapon("Shield", "shield"),
    ]
    problem = only(problems_of(model("Duellist", weapons=weapons)))
    assert (problem.severity, problem.rule, problem.field) == ("warning", "R10", "weapons")
    assert (
        problem.message == "Duellist: cannot fight with two weapons while carrying a shield (R10)"
    )
    assert not has_errors([problem])


def test_a_shield_and_one_hand_weapon_is_fine() -> None:
    assert problems_of(model(weapons=[weapon("Sword", "hand"), weapon("Shield", "shield")])) == []


def test_two_hand_weapons_without_a_shield_are_fine() -> None:
    assert problems_of(model(weapons=[weapon("Axe", "hand"), weapon("Sword", "hand")])) == []


# Ranges (R15)


@pytest.mark.parametrize("kind", ["ranged", "pistol"])
def test_a_shooting_weapon_without_a_range_is_an_error(kind: str) -> None:
    problem = only(problems_of(model("Marksman", weapons=[weapon("Gun", kind)])))
    assert (problem.severity, problem.rule, problem.field) == ("error", "R15", "weapons[0].range")
    assert problem.message.startswith("Marksman: Gun is a ")
    assert "without a range" in problem.message


@pytest.mark.parametrize("kind", ["hand", "two_handed", "shield"])
def test_a_melee_weapon_with_a_range_is_a_warning(kind: str) -> None:
    weapons = [weapon("Sword", "hand"), weapon("Thing", kind, range=3)]
    problem = only(problems_of(model(weapons=weapons)))
    assert (problem.severity, problem.rule, problem.field) == ("warning", "R15", "weapons[1].range")
    assert 'range of 3"' in problem.message


# Names


def test_duplicate_model_names_are_one_problem_naming_each_model_of_the_pair() -> None:
    problems = problems_of(model("Orc"), model("Goblin"), model("Orc"))
    assert [(p.model_index, p.also, p.rule, p.field, p.severity) for p in problems] == [
        (0, (2,), "names", "name", "error"),
    ]
    assert problems[0].message == (
        "Orc: 2 models have this name (models 1 and 3); give each model its own name"
    )


def test_twenty_thousand_models_of_one_name_are_one_short_problem() -> None:
    # Each duplicate's message once listed every other index, 150 s and 2.5 GB in total.
    # Files stop at MAX_MODELS; the check itself is linear whatever the count.
    many: Any = types.SimpleNamespace(  # past MAX_MODELS: no roster holds it
        game="gangfight", name="Orcs", points_limit=None, models=(model("Orc"),) * 20_000
    )
    problems = validate_roster(many)
    [problem] = problems
    assert problem.message == (
        "Orc: 20,000 models have this name (models 1, 2, 3, 4, 5 and 19,995 more); "
        "give each model its own name"
    )
    assert problem.also == tuple(range(1, 20_000))


def test_duplicate_weapon_names_on_one_model() -> None:
    weapons = [weapon("Axe", "hand"), weapon("Axe", "hand")]
    problem = only(problems_of(model(weapons=weapons)))
    assert (problem.rule, problem.field, problem.severity) == (
        "gangfight",
        "weapons[1].name",
        "error",
    )


def test_the_same_weapon_name_on_two_models_is_fine() -> None:
    axe = [weapon("Axe", "hand")]
    assert problems_of(model("A", weapons=axe), model("B", weapons=axe)) == []


# Points


def test_points_over_the_limit_is_a_roster_problem() -> None:
    costly = model(cost=120, weapons=[weapon("Axe", "hand", cost=5)])
    problem = only(problems_of(costly, model("B", cost=80), name="Orcs", points_limit=200))
    assert problem == Problem(
        "error",
        None,
        None,
        "points_limit",
        "points",
        "Orcs: costs 205 points, 5 over its limit of 200",
    )
    assert problem.location == "points_limit"


def test_points_at_the_limit_or_without_a_limit_are_fine() -> None:
    assert problems_of(model(cost=200), points_limit=200) == []
    assert problems_of(model(cost=20_000)) == []


# R14


def test_endurance_zero_starts_incapacitated() -> None:
    problem = only(problems_of(model("Zombie", endurance=0)))
    assert (problem.severity, problem.rule, problem.field) == ("error", "R14", "endurance")
    assert "incapacitated" in problem.message


def test_a_wounded_model_in_a_roster_is_a_warning() -> None:
    problem = only(problems_of(model(wounds_taken=2)))
    assert (problem.severity, problem.rule, problem.field) == ("warning", "R14", "wounds_taken")
    assert "unwounded" in problem.message


# All at once


def test_every_problem_is_listed_roster_problems_first_then_by_model() -> None:
    broken = model(
        "Ogre",
        size="large",
        base_mm=30,
        endurance=0,
        wounds_taken=1,
        cost=500,
        weapons=[weapon("Club", "hand", range=2), weapon("Club", "pistol"), weapon("S", "shield")],
    )
    problems = problems_of(model("Orc"), broken, model("Ogre", base_mm=50), points_limit=100)
    summary = [(p.model_index, p.rule, p.field) for p in problems]
    assert summary == [
        (None, "points", "points_limit"),
        (1, "names", "name"),
        (1, "R7", "base_mm"),
        (1, "R14", "endurance"),
        (1, "R14", "wounds_taken"),
        (1, "R10", "weapons"),
        (1, "R15", "weapons[0].range"),
        (1, "gangfight", "weapons[1].name"),
        (1, "R15", "weapons[1].range"),
        (2, "R7", "base_mm"),
    ]
    assert all(p.message.startswith("Ogre: ") for p in problems if p.model_index)
    assert has_errors(problems)


def test_problems_are_frozen_and_the_roster_is_not_corrected() -> None:
    roster = Roster(models=(model(size="large", base_mm=30),))
    problem = only(validate_roster(roster))
    with pytest.raises(dataclasses.FrozenInstanceError):
        problem.message = "fixed"  # type: ignore[misc]
    assert roster.models[0].base_mm == 30
