"""``calc --json`` over a list writes pre-encoded distributions: the bytes of the plain JSON."""

from __future__ import annotations

import orjson
import pytest

from gangfight_gui.rules.gangfight import AttackKind, Scenario, calculate
from gangfight_gui.rules.gangfight.caches import clear_caches
from gangfight_gui.rules.gangfight.output import outcome_json
from gangfight_gui.rules.gangfight.profile import Profile, Weapon, WeaponKind
from gangfight_gui.rules.gangfight.sizes import Size
from tests.rules.gangfight.profiles import DRAGON, KNIGHT, MARKSMAN, OGRE, ORC, VETERAN

GOBLIN = Profile("Goblin", Size.SMALL, 2, 3, 2, 1, 2, 2, 5)
DUCKER = Profile("Ducker", Size.MEDIUM, 2, 3, 2, 2, 2, 3, 6, wounds_taken=1)
LAUNCHER = Weapon("Launcher", WeaponKind.RANGED, 1, 24.0)
BOMBER = Profile("Bomber", Size.MEDIUM, 2, 3, 4, 2, 3, 3, 3, weapons=(LAUNCHER,))

SCENARIOS = [
    Scenario(AttackKind.MELEE, ORC, (VETERAN,), ("Great axe",)),
    Scenario(AttackKind.MELEE, ORC, (VETERAN,), ("Great axe",), armour_drop=1),
    Scenario(AttackKind.POWER, ORC, (VETERAN,), ("Great axe",)),  # knockback, R18
    Scenario(AttackKind.FINESSE, ORC, (VETERAN,)),  # move_away, R19
    Scenario(AttackKind.SLAM, OGRE, (KNIGHT,)),  # R17, Free Strike
    Scenario(AttackKind.SLAM, DRAGON, (DRAGON,)),  # 3 wounds a hit, R12
    Scenario(AttackKind.TRAMPLE, KNIGHT, (ORC, GOBLIN, VETERAN)),
    Scenario(AttackKind.RANGED, MARKSMAN, (VETERAN,), ("Crossbow",), distance=10),
    Scenario(
        AttackKind.AOE_INDIRECT, BOMBER, (GOBLIN, DUCKER), ("Launcher",), distance=12, dodge_tn=5
    ),
    Scenario(AttackKind.FALLING, None, (VETERAN,), fall_distance=4.5),
]


@pytest.mark.parametrize("scenario", SCENARIOS, ids=lambda s: s.attack.value)
def test_encoded_output_is_the_plain_output_byte_for_byte(scenario: Scenario) -> None:
    clear_caches()
    outcome = calculate(scenario)
    plain = orjson.dumps(outcome_json(outcome))
    # Written fresh, then again from the pieces remembered by the first.
    assert orjson.dumps(outcome_json(outcome, encoded=True)) == plain
    assert orjson.dumps(outcome_json(outcome, encoded=True)) == plain
    assert orjson.dumps(outcome_json(calculate(scenario), encoded=True)) == plain


def test_a_list_shares_each_distribution_s_piece() -> None:
    # The hits of the same dice are one piece in every output of a batch, and the wounds equal
    # to them (one wound a hit) are that piece too.
    clear_caches()
    first, again = (outcome_json(calculate(SCENARIOS[i]), encoded=True) for i in (0, 2))
    assert first["hits"] is first["wounds"]
    assert first["hits"] is again["hits"]
