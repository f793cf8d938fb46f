"""Gangfight's field specs are the roster file's and the scenario's fields, with their exact ranges.

The roster layer builds its file model from ``model_fields`` and ``weapon_fields`` alone, and the
builder its circumstances from ``scenario_fields``: so every field of today's roster entry
(the shipped samples' keys) is declared with the range the scenario reader checks, and every
circumstance changes the fight it applies to.
"""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest

from gangfight_gui.rules.engine.errors import RulesError, ScenarioShapeError
from gangfight_gui.rules.game import FieldSpec
from gangfight_gui.rules.gangfight import fields, json_fields, model_reading, writing
from gangfight_gui.rules.gangfight.game import GAME
from gangfight_gui.rules.kinds import AUTO_WHOLE, OPTIONAL_WHOLE, TEXT_LIST, WHOLE
from tests.conftest import ROSTERS
from tests.rules.gangfight.entries import KNIGHT, ORC, SHOOTER, VETERAN

MODEL = {spec.key: spec for spec in GAME.model_fields}
WEAPON = {spec.key: spec for spec in GAME.weapon_fields}
SCENARIO = {spec.key: spec for spec in GAME.scenario_fields}


def test_every_field_of_the_roster_entry_is_declared_and_nothing_else() -> None:
    # R25's prone and status are the battle's state; weapons are a list of weapon_fields.
    sample = json.loads((ROSTERS / "orc_braves.json").read_text(encoding="utf-8"))["models"][0]
    assert set(MODEL) == (set(sample) - {"weapons"}) | {"prone", "status"}
    assert set(WEAPON) == set(sample["weapons"][0])
    assert len(MODEL) == len(GAME.model_fields) and len(WEAPON) == len(GAME.weapon_fields)


def test_the_defaults_are_those_of_a_model_the_file_leaves_out() -> None:
    # A roster's model of a name only reads as every field at its default (docs/cli.md, Profiles).
    read = writing.model_json(model_reading.read_model({"name": "Nobody"}, "model"))
    for key, value in read.items():
        if key in MODEL and key != "name":
            expected = MODEL[key].default
            assert value == (list(expected) if isinstance(expected, tuple) else expected), key
    assert MODEL["endurance"].default == 1  # a model with no EN would start incapacitated
    assert MODEL["size"].default == "medium"
    assert (MODEL["status"].default, MODEL["prone"].default) == ("active", False)
    # A name and a weapon's kind have no default: the file must give them.
    assert MODEL["name"].default is None and WEAPON["kind"].default is None


def _read_model(key: str, value: object) -> None:
    model_reading.read_model({"name": "M", key: value}, "model")


def _read_weapon(key: str, value: object) -> None:
    weapon = {"name": "W", "kind": "ranged", "range": 12} | {key: value}
    model_reading.read_weapon(weapon, "weapon")


@pytest.mark.parametrize("spec", [s for s in GAME.model_fields if s.kind is WHOLE], ids=str)
def test_each_whole_number_takes_exactly_its_range(spec: FieldSpec) -> None:
    assert spec.minimum is not None and spec.maximum is not None
    _read_model(spec.key, spec.minimum)
    _read_model(spec.key, spec.maximum)
    for outside in (spec.minimum - 1, spec.maximum + 1):
        with pytest.raises(ScenarioShapeError, match=spec.key):
            _read_model(spec.key, outside)


def test_numbers_above_zero_and_their_bounds() -> None:
    # A base and a weapon's range are above 0 (exclusive_minimum), at most 1000.
    for spec, read in ((MODEL["base_mm"], _read_model), (WEAPON["range"], _read_weapon)):
        assert spec.exclusive_minimum and spec.minimum == 0 and spec.maximum == 1000
        read(spec.key, 0.1)
        read(spec.key, 1000)
        read(spec.key, None)  # optional: not given
        for outside in (0, 1000.5):
            with pytest.raises(ScenarioShapeError, match=spec.key):
                read(spec.key, outside)
    assert (MODEL["base_mm"].unit, WEAPON["range"].unit) == ("mm", '"')


def test_texts_costs_bonus_and_perks() -> None:
    for spec, read in (
        (MODEL["name"], _read_model),
        (MODEL["notes"], _read_model),
        (WEAPON["name"], _read_weapon),
        (WEAPON["notes"], _read_weapon),
    ):
        assert spec.maximum is not None
        read(spec.key, "x" * spec.maximum)
        with pytest.raises(ScenarioShapeError):
            read(spec.key, "x" * (spec.maximum + 1))
    for spec, read in ((MODEL["cost"], _read_model), (WEAPON["cost"], _read_weapon)):
        assert (spec.kind, spec.minimum, spec.maximum) == (OPTIONAL_WHOLE, 0, 100_000)
        read(spec.key, 100_000)
        with pytest.raises(ScenarioShapeError):
            read(spec.key, 100_001)
    bonus = WEAPON["damage_bonus"]
    assert (bonus.minimum, bonus.maximum, bonus.default) == (-10, 40, 0)
    _read_weapon("damage_bonus", -10)
    with pytest.raises(ScenarioShapeError):
        _read_weapon("damage_bonus", -11)
    perks = MODEL["perks"]
    assert (perks.kind, perks.maximum, perks.max_items) == (TEXT_LIST, 100, 50)
    _read_model("perks", ["x" * 100])
    with pytest.raises(ScenarioShapeError):
        _read_model("perks", ["x" * 101])
    assert MODEL["size"].choices == ("small", "medium", "large", "huge")
    assert WEAPON["kind"].choices == ("hand", "pistol", "two_handed", "ranged", "shield")


def test_flags_tweak_state_column_and_card() -> None:
    attributes = ("attack", "defense", "marksmanship", "armour", "damage", "endurance")
    # The builder's ad hoc grid today: size and the seven attributes.
    assert [s.key for s in GAME.model_fields if s.tweak] == [
        "size",
        *attributes,
        "initiative",
    ]
    assert [s.key for s in GAME.model_fields if s.state] == ["wounds_taken", "prone", "status"]
    assert [s.key for s in GAME.model_fields if s.column] == [
        "name",
        "size",
        "base_mm",
        *attributes,
        "initiative",
        "cost",
    ]
    assert {s.key for s in GAME.model_fields if not s.on_card} == {
        "wounds_taken",
        "prone",
        "status",
    }
    assert MODEL["prone"].reading and MODEL["status"].reading  # R25: this project's reading


def _fight(entry: dict[str, Any], target: dict[str, Any], kind: str) -> dict[str, Any]:
    return copy.deepcopy(GAME.choices(entry, (target,), kind)[0].scenario)


def _result(scenario: dict[str, Any]) -> object:
    """What ``calc`` makes of a scenario: its JSON, or the refusal's words."""
    try:
        return GAME.outcome_json(GAME.calculate(GAME.read_scenario(scenario)))
    except (RulesError, ScenarioShapeError) as error:
        return str(error)


CHANGES: dict[str, tuple[dict[str, Any], dict[str, Any], str, object]] = {
    # field: (attacker, target, kind, a value other than the default that must change the fight)
    "cover": (SHOOTER, ORC, "ranged", "hard"),
    "distance": (SHOOTER, ORC, "ranged", 30.0),
    "range_band": (SHOOTER, ORC, "ranged", "short"),
    "fall_distance": (ORC, ORC, "falling", 6.0),
    "dodge_tn": (SHOOTER, ORC, "aoe_indirect", 6),
    "target_prone": (ORC, VETERAN, "melee", True),
    "target_in_combat": (SHOOTER, ORC, "ranged", True),
    "line_of_sight": (ORC, VETERAN, "melee", False),
    "attacker_engaged": (SHOOTER, ORC, "ranged", True),
    "attack_drop": (ORC, VETERAN, "melee", 1),
    "armour_drop": (ORC, VETERAN, "melee", 0),
}


@pytest.mark.parametrize("key", list(SCENARIO))
def test_every_circumstance_changes_the_fights_it_applies_to(key: str) -> None:
    attacker, target, kind, value = CHANGES[key]
    spec = SCENARIO[key]
    assert not spec.attacks or kind in spec.attacks
    scenario = _fight(attacker, target, kind)
    assert scenario[key] == spec.default  # the choice carries every circumstance's default
    changed = dict(scenario, **{key: value})
    if key == "distance":
        changed.pop("range_band")  # range_band requires no distance: it is then left out
    assert _result(changed) != _result(scenario)
    # The melee threat check (R8): a distance beyond the threat range is refused.
    melee = dict(_fight(ORC, VETERAN, "melee"), distance=2.0)
    assert "threat range" in str(_result(melee))


def test_circumstances_apply_only_where_their_rulings_read_them() -> None:
    shooting = {"ranged", "aoe_direct", "aoe_indirect"}
    assert set(SCENARIO["cover"].attacks) == shooting  # never in melee (R11, R24)
    assert SCENARIO["range_band"].requires == (("distance", None),)
    assert SCENARIO["fall_distance"].attacks == ("falling",)
    assert set(SCENARIO["dodge_tn"].attacks) == {"aoe_direct", "aoe_indirect"}
    assert "falling" not in SCENARIO["target_prone"].attacks
    assert "falling" not in SCENARIO["attack_drop"].attacks  # a fall has no attack roll (R22)
    assert not SCENARIO["armour_drop"].attacks
    assert {s.kind for s in GAME.scenario_fields if s.key.endswith("_drop")} == {AUTO_WHOLE}
    assert [s.key for s in GAME.scenario_fields if s.matchup] == [
        "cover",
        "range_band",
        "target_in_combat",
    ]
    # Each default is a value the scenario reader takes; each key is a key it knows.
    assert set(SCENARIO) <= set(json_fields.SCENARIO_FIELDS)
    assert all(k.startswith("rules.") for k in (s.key for s in GAME.house_rules))


def test_a_melee_choice_leaves_out_what_only_shots_read() -> None:
    melee = _fight(ORC, VETERAN, "melee")
    assert "cover" not in melee and "range_band" not in melee and "dodge_tn" not in melee
    assert melee["distance"] is None  # a melee attack's threat range is checked when given


def test_the_house_rules_are_r14_and_r15_and_change_the_fight() -> None:
    rules = {spec.key: spec for spec in GAME.house_rules}
    assert set(rules) == {"rules.incapacitation", "rules.long_range"}
    assert rules["rules.incapacitation"].choices == ("zero_or_less", "more_than_endurance")
    assert rules["rules.long_range"].choices == ("beyond_range_plus_6", "beyond_range")
    assert not set(rules) & set(SCENARIO)  # Preferences, not the builder
    wounded = VETERAN | {"wounds_taken": 3}
    scenario = _fight(KNIGHT, wounded, "melee")
    option = copy.deepcopy(scenario)
    option["rules"]["incapacitation"] = "more_than_endurance"
    plain = GAME.calculate(GAME.read_scenario(scenario)).target.p_incapacitated
    other = GAME.calculate(GAME.read_scenario(option)).target.p_incapacitated
    assert plain > other  # R14: a fourth wound of EN 4 incapacitates only by default


def test_the_state_fields_never_reach_a_scenario_model() -> None:
    # R25: a model's prone is the fight's target_prone; no calculation reads a status.
    battered = VETERAN | {"wounds_taken": 2, "prone": True, "status": "active"}
    scenario = _fight(ORC, battered, "melee")
    assert scenario["target_prone"] is True
    assert "prone" not in scenario["target"] and "status" not in scenario["target"]
    assert scenario["target"]["wounds_taken"] == 2
    GAME.read_scenario(scenario)


def test_statuses() -> None:
    assert fields.STATUSES == MODEL["status"].choices == ("active", "incapacitated", "dead")
