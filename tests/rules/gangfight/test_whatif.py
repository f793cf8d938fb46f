"""What-ifs over scenario JSON (a patch makes each in the builder) and the take-down, each attack
leaving the target as R25 says, checked against battles played out roll by roll."""

from __future__ import annotations

import copy
import random
import statistics
from typing import Any

import pytest

from gangfight_gui.rules.engine.errors import RulesError
from gangfight_gui.rules.engine.sources import SeededDice
from gangfight_gui.rules.gangfight.game import GAME
from tests.rules.gangfight.entries import DUELLIST, KNIGHT, ORC, SHOOTER, VETERAN


def _choice(attacker: dict[str, Any] | None, target: dict[str, Any], kind: str) -> dict[str, Any]:
    return copy.deepcopy(GAME.choices(attacker, (target,), kind)[0].scenario)


def set_path(data: dict[str, Any], path: str, value: object) -> None:
    """The builder's dotted-path setter: ``attacker.attack`` sets a key of a nested object."""
    *parents, last = path.split(".")
    for key in parents:
        data = data[key]
    data[last] = value


def _score(scenario: dict[str, Any]) -> float:
    return GAME.score(GAME.calculate(GAME.read_scenario(scenario)))


def test_what_ifs_of_a_shot_and_their_patches() -> None:
    shot = _choice(SHOOTER, ORC, "ranged") | {"cover": "soft", "range_band": "long"}
    found = {w.label: w for w in GAME.what_ifs(shot)}
    assert list(found) == [
        "one more die (MAR +1)",
        "one less TN (target DEF -1)",
        "target out of cover",
        "one band closer (normal range)",
    ]
    assert found["target out of cover"].patch == {"cover": "none"}
    assert found["one band closer (normal range)"].patch == {
        "distance": None,
        "range_band": "normal",
    }
    assert found["one more die (MAR +1)"].patch == {"attacker.marksmanship": 5}
    # A patch, set on the scenario as the builder sets its fields, is the what-if's scenario.
    for hint in found.values():
        assert hint.patch is not None
        patched = copy.deepcopy(shot)
        for key, value in hint.patch.items():
            set_path(patched, key, value)
        assert patched == hint.scenario
        assert _score(hint.scenario) > _score(shot)  # each helps here, ranked by score gain


def test_what_ifs_of_melee_and_the_ones_builders_make() -> None:
    melee = _choice(DUELLIST, VETERAN, "melee") | {"attack_drop": 1}
    labels = [w.label for w in GAME.what_ifs(melee)]
    assert labels == [
        "one more die (ATT +1)",
        "one less TN (target DEF -1)",
        "two weapons (Sword + Hand axe)",
        "two weapons (Sword + Pistol)",
        "two weapons (Hand axe + Pistol)",
        "the best attack drop (auto)",
        "target knocked down first (prone)",
    ]
    # The GUI's hints are these, each worked out, less those the rules refuse:
    # prone, DEF 2 leaves no TN step to drop (R4, R21).
    worked = []
    for what_if in GAME.what_ifs(melee):
        try:
            GAME.calculate(GAME.read_scenario(what_if.scenario))
        except RulesError:
            continue
        worked.append(what_if.label)
    assert worked == labels[:-1]
    assert GAME.what_ifs(_choice(None, ORC, "falling")) == ()  # no attacker to change


def test_what_ifs_of_an_attack_that_cannot_wound_rank_by_hits() -> None:
    # R5's measure for Power: expected hits (R18); one more die gives more inches.
    power = _choice(ORC, VETERAN, "power")
    [more, *_] = GAME.what_ifs(power)
    assert _score(more.scenario) == pytest.approx(_score(power) + 0.6)


def test_takedown_of_the_cli_md_example() -> None:
    taken = GAME.takedown(_choice(ORC, VETERAN, "melee"))
    assert taken is not None
    assert taken.goal == "to incapacitate Human Veteran"
    assert taken.within[0] == pytest.approx(0.032, abs=5e-4)  # one attack: 3.2% (docs/cli.md)
    assert list(taken.within) == sorted(taken.within)
    assert taken.mean == pytest.approx(5.0, abs=0.01)
    down = GAME.takedown(_choice(ORC, VETERAN | {"wounds_taken": 4}, "melee"))
    assert down is not None and (down.within, down.mean) == ((1.0,), 0.0)
    never = GAME.takedown(_choice(ORC, VETERAN, "power"))  # no wounds (R18)
    assert never is not None and never.mean is None and set(never.within) == {0.0}
    assert GAME.takedown({"attack": "melee"}) is None


def _battle(scenario: dict[str, Any], rng: random.Random) -> int:
    """Attacks until the target is incapacitated, each from the state the last left (R25)."""
    current = copy.deepcopy(scenario)
    for attacks in range(1, 200):
        read = GAME.read_scenario(current)
        roll = GAME.resolve(read, SeededDice(rng.randrange(2**31)))
        [state] = GAME.after(read, roll).targets
        if state["status"] != "active":
            return attacks
        current["target"]["wounds_taken"] = state["wounds_taken"]
        current["target_prone"] = state["prone"]
    raise AssertionError("the target never went down")


@pytest.mark.parametrize(
    ("attacker", "target", "kind"),
    [
        (ORC, VETERAN, "melee"),
        # A Slam! that hits leaves the other knight prone: DEF 2 from then on (R17, R21, R25).
        (KNIGHT, KNIGHT | {"name": "Other knight", "endurance": 8}, "slam"),
    ],
)
def test_takedown_agrees_with_battles_played_out(
    attacker: dict[str, Any], target: dict[str, Any], kind: str
) -> None:
    scenario = _choice(attacker, target, kind)
    taken = GAME.takedown(scenario)
    assert taken is not None and taken.mean is not None
    rng = random.Random(21)
    played = [_battle(scenario, rng) for _ in range(3000)]
    error = statistics.stdev(played) / len(played) ** 0.5
    assert abs(statistics.fmean(played) - taken.mean) < 4 * error
    for n in (1, 2, 3):
        share = sum(p <= n for p in played) / len(played)
        assert share == pytest.approx(taken.within[n - 1], abs=4 * (0.25 / len(played)) ** 0.5)


def test_a_knock_down_shortens_the_take_down() -> None:
    # Without R25's carry-over of prone, the Slam!'s later attacks would be against DEF 4.
    other = KNIGHT | {"name": "Other knight", "endurance": 8}
    slam = GAME.takedown(_choice(KNIGHT, other, "slam"))
    standing = GAME.takedown(_choice(KNIGHT, other, "melee"))
    assert slam is not None and standing is not None
    assert slam.mean is not None and standing.mean is not None
    assert slam.mean < standing.mean
