"""The builder's plain-data side, without a display: the form, its state, wording and checks."""

from __future__ import annotations

import dataclasses
import json

import pytest

from gangfight_gui.gui.combat.builder.attack_setup import judge, make_scenario, setup_from_form
from gangfight_gui.gui.combat.builder.catalogue import Catalogue
from gangfight_gui.gui.combat.builder.form import (
    Circumstances,
    CombatForm,
    ModelKey,
    RangeBy,
    Tweaks,
)
from gangfight_gui.gui.combat.builder.labels import (
    band_hint,
    band_label,
    bands,
    weapon_choice_label,
)
from gangfight_gui.gui.combat.builder.size_pair import size_pair_lines, special_line
from gangfight_gui.rules.gangfight import AttackKind, Cover, IllegalDrop, RuleOptions, calculate
from gangfight_gui.rules.gangfight.options import LongRange
from gangfight_gui.rules.gangfight.planning import FALLING_DAMAGE
from gangfight_gui.rules.gangfight.profile import Profile, Weapon, WeaponKind
from gangfight_gui.rules.gangfight.ranges import long_band
from gangfight_gui.rules.gangfight.sizes import Size
from tests.gui.combat.builder_rosters import HUMANS, ORCS, THEIRS, YOURS
from tests.rules.gangfight.profiles import ORC, VETERAN

CATALOGUE = Catalogue.of([(YOURS, ORCS), (THEIRS, HUMANS)])


def test_tweaks_forget_a_value_set_back_to_the_rosters() -> None:
    base = CATALOGUE.profile(ModelKey(YOURS, "Orc Brave"))
    assert base is not None
    tweaks = Tweaks().with_value("attack", 5, base).with_value("size", Size.HUGE, base)
    assert tweaks.apply(base).attack == 5
    assert tweaks.apply(base).size is Size.HUGE
    assert tweaks.with_value("attack", base.attack, base) == Tweaks(size=Size.HUGE)


def test_state_is_json_and_round_trips() -> None:
    form = CombatForm(
        attacker=ModelKey(YOURS, "Goblin"),
        target=ModelKey(THEIRS, "Veteran"),
        also_caught=(ModelKey(THEIRS, "Duelist"),),
        attacker_tweaks=Tweaks(marksmanship=5),
        wounds_taken=2,
        attack=AttackKind.AOE_INDIRECT,
        weapons=("Shortbow",),
        circumstances=Circumstances(
            cover=Cover.HARD, range_by=RangeBy.BAND, band="long_3", dodge_tn=5
        ),
        attack_drop=1,
    )
    state = json.loads(json.dumps(form.to_state()))
    assert CombatForm.from_state(state) == form


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("attack", "teleport"),
        ("cover", 3),
        ("distance", -4),
        ("distance", float("nan")),
        ("dodge_tn", 1),
        ("attack_drop", -1),
        ("attack_drop", True),
        ("attacker", ["only one part"]),
        ("weapons", ["a", "b", "c"]),
        ("attacker_tweaks", {"attack": 99, "size": "colossal"}),
    ],
)
def test_a_broken_state_value_is_its_default(field: str, value: object) -> None:
    state = {**CombatForm().to_state(), field: value}
    assert CombatForm.from_state(state) == CombatForm()


def test_default_picks_set_one_gang_against_the_other() -> None:
    brave = CATALOGUE.default_attacker()
    assert brave is not None and brave[:2] == (YOURS, "Orc Brave")
    veteran = CATALOGUE.default_target(brave)
    assert veteran is not None and veteran[:2] == (THEIRS, "Veteran")
    alone = Catalogue.of([(YOURS, ORCS)])
    twin = alone.default_target(brave)
    assert twin is not None and twin[:2] == (YOURS, "Axe-twin")
    assert Catalogue().default_attacker() is None


def test_wording() -> None:
    assert band_label(long_band(3)) == 'Long +12" (−3 dice)'
    assert [b.name for b in bands(LongRange.BEYOND_RANGE)][:3] == ["short", "long", "long_2"]
    bow = Weapon("Longbow", WeaponKind.RANGED, 0, 18.0)
    option = LongRange.BEYOND_RANGE_PLUS_6
    assert band_hint(long_band(1), bow, option) == 'long range: 24–30"'
    assert band_hint(long_band(1), bow, LongRange.BEYOND_RANGE) == 'long range: 18–24"'
    twin = Profile(
        "Twin",
        Size.MEDIUM,
        3,
        3,
        3,
        3,
        3,
        3,
        3,
        weapons=(
            Weapon("Right axe", WeaponKind.HAND, 1),
            Weapon("Pistol", WeaponKind.PISTOL, 0, 6.0),
        ),
    )
    assert weapon_choice_label(("Right axe", "Pistol"), twin) == "Right axe + Pistol (+1 DAM)"
    assert weapon_choice_label(("Pistol",), twin) == 'Pistol (6")'
    assert weapon_choice_label((), twin) == "Unarmed"


def test_drop_refusals_are_the_cores() -> None:
    form = CombatForm(
        attacker=ModelKey(YOURS, "Orc Brave"), target=ModelKey(THEIRS, "Veteran"), armour_drop=7
    )
    setup = setup_from_form(form, CATALOGUE, RuleOptions())
    verdict = judge(setup)
    assert verdict.scenario is None
    with pytest.raises(IllegalDrop) as error:
        calculate(make_scenario(setup))
    assert verdict.refusal == str(error.value)


def test_an_armour_drop_with_nothing_to_save_does_not_reach_the_scenario() -> None:
    form = CombatForm(
        attacker=ModelKey(YOURS, "Orc Brave"),
        target=ModelKey(THEIRS, "Veteran"),
        attack=AttackKind.POWER,
        armour_drop=7,
    )
    verdict = judge(setup_from_form(form, CATALOGUE, RuleOptions()))
    assert verdict.scenario is not None
    assert verdict.scenario.armour_drop == "auto"
    assert verdict.armour_limit is None


def test_the_size_pair_lines_ask_the_core() -> None:
    """The Slam!/Trample effects and falling's Damage come from rules/gangfight (R17, R22)."""
    giant = dataclasses.replace(ORC, name="Giant", size=Size.HUGE)
    ogre = dataclasses.replace(ORC, name="Ogre", size=Size.LARGE)
    assert special_line(giant, VETERAN) == "Trample against Human Veteran: +1 DEF: trampled (R17)"
    assert special_line(ogre, giant) == (
        "Slam! against Giant: -1 ATT, +1 DEF: Slam! by a smaller model; "
        'each hit knocks the target back 1" and down (R17)'
    )
    assert special_line(ORC, VETERAN) == (
        "Only large and huge models may Slam! or Trample: Orc Brave is medium (R17)"
    )
    [falling] = size_pair_lines(None, VETERAN, AttackKind.FALLING)
    assert f"Damage {FALLING_DAMAGE} for each" in falling
