"""A fight for the builder: the attack kinds and which a pair may make (with today's refusals),
the weapon choices of each kind as scenarios ``calc`` reads, and the bounds of its fields."""

from __future__ import annotations

from typing import Any

import pytest

from gangfight_gui.rules.engine.limits import MAX_TARGETS
from gangfight_gui.rules.field_spec import field_applies
from gangfight_gui.rules.game import FieldSpec
from gangfight_gui.rules.gangfight import fields
from gangfight_gui.rules.gangfight.fight import fight_json
from gangfight_gui.rules.gangfight.game import GAME
from gangfight_gui.rules.gangfight.scenario import AttackKind
from tests.rules.gangfight.entries import (
    DRAGON,
    DUELLIST,
    GOBLINS,
    KNIGHT,
    ORC,
    SHOOTER,
    VETERAN,
)


def test_every_attack_kind_in_menu_order() -> None:
    kinds = {k.key: k for k in GAME.attack_kinds}
    assert list(kinds) == [
        "melee",
        "ranged",
        "free_strike",
        "power",
        "finesse",
        "slam",
        "trample",
        "aoe_direct",
        "aoe_indirect",
        "falling",
    ]
    assert [k.label for k in GAME.attack_kinds][:3] == [
        "Melee attack",
        "Ranged attack",
        "Free Strike",
    ]
    # Trample and area attacks catch several models (R17, R23); a fall has no attacker (R22).
    assert {k for k, v in kinds.items() if v.targets > 1} == {
        "trample",
        "aoe_direct",
        "aoe_indirect",
    }
    assert kinds["trample"].targets == MAX_TARGETS
    assert [k for k, v in kinds.items() if not v.needs_attacker] == ["falling"]
    assert all(k.help and k.ruling for k in GAME.attack_kinds)


def _refusals(attacker: dict[str, Any] | None, target: dict[str, Any] | None) -> dict[str, str]:
    return {o.kind.key: o.refusal for o in GAME.offers(attacker, target)}


def test_offers_refuse_with_todays_reasons() -> None:
    refused = _refusals(ORC, VETERAN)
    assert refused["ranged"] == "Orc Brave has no ranged weapon with a range (R15, R16, R23)"
    assert refused["slam"] == "Orc Brave is medium: only large and huge models (R17)"
    assert {k for k, v in refused.items() if not v} == {
        "melee",
        "free_strike",
        "power",
        "finesse",
        "falling",
    }
    big = _refusals(KNIGHT, GOBLINS[0])
    assert big["slam"] == "Goblin 1 is smaller than Knight: that is a Trample (R17)"
    assert big["trample"] == ""
    assert _refusals(KNIGHT, DRAGON)["trample"] == (
        "Dragon is not smaller than Knight: that is a Slam! (R17)"
    )
    alone = _refusals(None, ORC)
    assert alone["falling"] == ""
    assert alone["melee"] == "Pick an attacker first: only a fall needs none"


def test_offers_follow_a_battles_state() -> None:
    # R25: a dead model neither attacks nor is attacked; an incapacitated one is only attacked.
    dead = VETERAN | {"status": "dead"}
    assert set(_refusals(ORC, dead).values()) == {"Human Veteran is dead (R25)"}
    down = ORC | {"status": "incapacitated"}
    refused = _refusals(down, VETERAN)
    assert refused["melee"] == "Orc Brave is incapacitated: it cannot attack (R25)"
    assert refused["falling"] == ""  # falling needs no attacker
    assert _refusals(VETERAN, down)["melee"] == ""


def test_an_entry_that_does_not_read_refuses_every_kind_in_the_readers_words() -> None:
    broken = ORC | {"attack": 41}
    refused = _refusals(broken, VETERAN)
    assert set(refused.values()) == {
        "attacker.attack: must be a whole number from 0 to 40 (found 41)"
    }
    assert GAME.choices(broken, (VETERAN,), "melee") == ()


def test_melee_choices_are_r10s_legal_weapon_choices_with_todays_matchup_labels() -> None:
    labels = [c.label for c in GAME.choices(DUELLIST, (VETERAN,), "melee")]
    # Each melee weapon alone, then two hand weapons or a pistol (R10).
    assert labels == [
        "Melee attack (Sword)",
        "Melee attack (Hand axe)",
        "Melee attack (Pistol)",
        "Melee attack (Sword + Hand axe)",
        "Melee attack (Sword + Pistol)",
        "Melee attack (Hand axe + Pistol)",
    ]
    # No pair with a shield (R10): the Veteran has one weapon to fight with.
    assert [c.label for c in GAME.choices(VETERAN, (ORC,), "melee")] == ["Melee attack (Sword)"]
    assert [c.label for c in GAME.choices(GOBLINS[0], (ORC,), "power")] == [
        "Power Attack (unarmed)"
    ]
    shots = GAME.choices(DUELLIST, (VETERAN,), "ranged")
    assert [c.label for c in shots] == ["Ranged attack (Pistol)"]
    assert GAME.choices(ORC, (VETERAN,), "ranged") == ()  # refused: no ranged weapon
    for choice in (*GAME.choices(DUELLIST, (VETERAN,), "melee"), *shots):
        GAME.calculate(GAME.read_scenario(choice.scenario))
        assert GAME.choice_label(choice.scenario) == choice.label


def test_choices_of_several_targets_and_of_a_fall() -> None:
    [trample] = GAME.choices(KNIGHT, GOBLINS, "trample")
    assert [t["name"] for t in trample.scenario["targets"]] == ["Goblin 1", "Goblin 2", "Goblin 3"]
    assert "target" not in trample.scenario
    [blast] = GAME.choices(SHOOTER, (ORC, VETERAN), "aoe_direct")
    assert blast.scenario["target"]["name"] == "Orc Brave"  # the model aimed at (R23)
    assert len(blast.scenario["targets"]) == 2
    assert blast.scenario["dodge_tn"] == 4
    [single] = GAME.choices(SHOOTER, (ORC, VETERAN), "ranged")
    assert single.scenario["target"]["name"] == "Orc Brave" and "targets" not in single.scenario
    [fall] = GAME.choices(None, (ORC,), "falling")
    assert (fall.label, fall.scenario["fall_distance"]) == ("Falling", 3.0)
    assert "attacker" not in fall.scenario
    outcome = GAME.calculate(GAME.read_scenario(fall.scenario))
    assert outcome.plan.fixed_hits == 2  # 3" is two heights of 1.5" (R22)


@pytest.mark.parametrize("kind", list(AttackKind))
@pytest.mark.parametrize("prone", [False, True])
def test_a_fight_sets_every_circumstance_that_applies_at_its_default_in_the_fields_order(
    kind: AttackKind, prone: bool
) -> None:
    # Worked out field by field, as the fields' attack kinds and requires say
    targets = [{**GOBLINS[0], "prone": prone}, GOBLINS[1]]
    made = fight_json(kind, KNIGHT, targets, ("Sword",))
    data: dict[str, Any] = {key: made[key] for key in ("attack", "attacker") if key in made}
    data |= {key: made[key] for key in ("targets", "target", "weapons") if key in made}
    for spec in fields.SCENARIO_FIELDS:
        if field_applies(GAME, spec, data):
            data[spec.key] = spec.default
    if field_applies(GAME, fields_by_key("target_prone"), data) or kind is AttackKind.FALLING:
        data["target_prone"] = prone
    data["rules"] = {"incapacitation": "zero_or_less", "long_range": "beyond_range_plus_6"}
    assert list(made.items()) == list(data.items())
    if "target_prone" in made:
        assert made["target_prone"] is prone, "R25: the target's prone from its entry"


def fields_by_key(key: str) -> FieldSpec:
    return next(spec for spec in fields.SCENARIO_FIELDS if spec.key == key)


def test_pair_scenarios_are_the_wounding_attacks_in_the_order_ties_go_to() -> None:
    # Melee with each legal weapon choice (R10), Power and Finesse for a large or huge attacker
    # (R18, R19), Slam! or Trample as the sizes make it (R17), then each shot (R15).
    expected = {
        "Knight": [("melee", ("Sword",)), ("power", ("Sword",)), ("finesse", ("Sword",)),
                   ("trample", ("Sword",))],
        "Duellist": [("melee", ("Sword",)), ("melee", ("Hand axe",)), ("melee", ("Pistol",)),
                     ("melee", ("Sword", "Hand axe")), ("melee", ("Sword", "Pistol")),
                     ("melee", ("Hand axe", "Pistol")), ("ranged", ("Pistol",))],
        "Dragon": [("melee", ()), ("power", ()), ("finesse", ()), ("trample", ())],
    }  # fmt: skip
    for attacker, target in ((KNIGHT, GOBLINS[0]), (DUELLIST, VETERAN), (DRAGON, KNIGHT)):
        found = GAME.pair_scenarios(attacker, target)
        assert [(s["attack"], tuple(s["weapons"])) for s in found] == expected[attacker["name"]]
        for scenario in found:
            assert GAME.read_scenario(scenario).range_band in (None, "normal")


@pytest.mark.parametrize(
    ("attacker", "target", "kind", "limit", "hint"),
    [
        (ORC, VETERAN, "melee", 2, "up to 2 (R3, R4)"),
        (ORC, VETERAN, "free_strike", 0, "none allowed (R4, R20)"),
        (None, ORC, "falling", 0, "no attack roll"),
    ],
)
def test_drop_limits_by_the_pools(
    attacker: dict[str, Any] | None, target: dict[str, Any], kind: str, limit: int, hint: str
) -> None:
    scenario = GAME.choices(attacker, (target,), kind)[0].scenario
    limits = GAME.field_limits(scenario)
    assert (limits["attack_drop"].maximum, limits["attack_drop"].hint) == (limit, hint)


def test_armour_drop_limit_and_a_fight_without_wounds() -> None:
    melee = GAME.choices(ORC, (VETERAN,), "melee")[0].scenario
    assert GAME.field_limits(melee)["armour_drop"].hint == "up to 3 (R3, R4)"  # 4 dice at TN 6
    power = GAME.choices(ORC, (VETERAN,), "power")[0].scenario
    assert GAME.field_limits(power)["armour_drop"].hint == "no wounds to save"


def test_bands_by_the_weapon_and_r15s_option() -> None:
    shot = GAME.choices(SHOOTER, (ORC,), "ranged")[0].scenario
    bands = GAME.field_limits(shot)["range_band"]
    assert bands.choices is not None and bands.choice_labels is not None
    assert bands.choices[:3] == ("short", "normal", "long")
    assert bands.choice_labels[:3] == (
        'Short (+1 die): up to 12"',
        'Normal (±0): 12–18"',
        'Long (−1 die): 18–24"',
    )
    assert bands.hint == 'for the Crossbow (range 12")'
    option = shot | {"rules": {"incapacitation": "zero_or_less", "long_range": "beyond_range"}}
    other = GAME.field_limits(option)["range_band"]
    assert other.choices is not None and other.choice_labels is not None
    assert "normal" not in other.choices  # R15's option: no Normal band
    assert other.choice_labels[1] == 'Long (−1 die): 12–18"'
    at = GAME.field_limits(shot | {"distance": 20.0, "range_band": None})
    assert at["distance"].hint == 'long range: 18–24" for the Crossbow (range 12")'


def test_hints_beside_distances_and_wounds() -> None:
    melee = GAME.choices(KNIGHT, (VETERAN | {"wounds_taken": 1},), "melee")[0].scenario
    limits = GAME.field_limits(melee)
    assert limits["distance"].hint == "Knight's threat range: 2\""  # R8, large
    wounds = limits["target.wounds_taken"]
    assert (wounds.minimum, wounds.maximum, wounds.hint) == (0, 4, "of Human Veteran's EN 4")
    fall = GAME.choices(None, (KNIGHT,), "falling")[0].scenario
    assert GAME.field_limits(fall)["fall_distance"].hint == 'hurts beyond 2" (large)'
    trample = GAME.choices(KNIGHT, GOBLINS, "trample")[0].scenario
    assert GAME.field_limits(trample)["targets[2].wounds_taken"].hint == "of Goblin 3's EN 2"
    assert GAME.field_limits({"attack": "nonsense"}) == {}
