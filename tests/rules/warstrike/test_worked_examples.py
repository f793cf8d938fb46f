"""The WarStrike rulings' worked examples 1–5, their calc example and their roll example."""

from __future__ import annotations

from fractions import Fraction as F
from typing import Any

import pytest

from gangfight_gui.rules.engine.sources import TypedDice
from gangfight_gui.rules.warstrike.game import GAME
from gangfight_gui.rules.warstrike.outcome import exact_laws
from gangfight_gui.rules.warstrike.scenario import read_scenario
from tests.rules.warstrike import scenarios as S

TOL = 1e-12


def _close(got: list[float] | tuple[float, ...], want: list[F]) -> None:
    assert len(got) == len(want)
    for g, w in zip(got, want, strict=True):
        assert g == pytest.approx(float(w), abs=TOL)


def _json(data: dict[str, Any]) -> dict[str, Any]:
    return GAME.outcome_json(GAME.calculate(GAME.read_scenario(data)))


def test_example_1_one_blow() -> None:
    laws = exact_laws(read_scenario(S.ONE_BLOW))
    assert laws.hits == (F(1, 2), F(1, 2))
    for law in (laws.failed_saves, laws.casualties, laws.markers):
        assert law == (F(11, 12), F(1, 12))
    assert laws.p_unit_wiped == F(1, 12)
    out = _json(S.ONE_BLOW)
    assert out["groups"][0]["hit_target"] == 3  # W3: 3 + 3 − 3
    assert out["groups"][0]["save_target"] == 5  # W10: 3 + 3 − 1
    assert out["kill_chance"] == [1.0]  # W12: no To
    alloc = out["allocation"]
    assert alloc["no_casualty"] == pytest.approx(11 / 12, abs=TOL)
    assert alloc["defender_picks"] == pytest.approx(25 / 432, abs=TOL)
    assert alloc["attacker_picks_one"] == pytest.approx(5 / 216, abs=TOL)
    assert alloc["attacker_picks_leader_or_two"] == pytest.approx(1 / 432, abs=TOL)
    assert out["p_unit_wiped"] == pytest.approx(1 / 12, abs=TOL)


def test_example_2_pikes_from_higher_ground() -> None:
    laws = exact_laws(read_scenario(S.PIKES))
    assert laws.hits == (F(1, 216), F(5, 72), F(25, 72), F(125, 216))  # W8: adjusted WS 5
    assert laws.failed_saves == (F(29791, 46656), F(4805, 15552), F(775, 15552), F(125, 46656))
    assert sum(k * p for k, p in enumerate(laws.failed_saves)) == F(5, 12)
    assert laws.casualties == (F(438976, 531441), F(28880, 177147), F(5825, 531441))
    assert sum(k * p for k, p in enumerate(laws.casualties)) == F(98290, 531441)
    assert laws.markers == (F(1, 16), F(27415, 46656), F(11892925, 34012224), F(125, 531441))
    assert laws.p_unit_wiped == F(5825, 531441)
    out = _json(S.PIKES)
    assert out["kill_chance"][0] == pytest.approx(4 / 9, abs=TOL)  # W12: (4/6)²
    assert out["allocation"]["attacker_picks_leader_or_two"] == pytest.approx(
        92465 / 19131876, abs=TOL
    )
    _close(out["suppression_markers"]["distribution"], list(laws.markers))


def test_example_3_overflow() -> None:
    laws = exact_laws(read_scenario(S.OVERFLOW))
    assert sum(k * p for k, p in enumerate(laws.hits)) == 4
    assert sum(k * p for k, p in enumerate(laws.failed_saves)) == F(2, 3)
    assert laws.casualties == (F(262144, 531441), F(269297, 531441))  # W13: capped at 1
    assert laws.casualties[0] == F(8, 9) ** 6
    assert laws.markers == (F(27391, 59049), F(193483, 531441), F(26386, 177147), F(12281, 531441))
    assert laws.p_unit_wiped == F(269297, 531441)
    out = _json(S.OVERFLOW)
    assert out["allocation"]["defender_picks"] == pytest.approx(6732425 / 19131876, abs=TOL)
    _close(out["casualties"]["distribution"], list(laws.casualties))


def test_example_4_every_test_clamped() -> None:
    out = _json(S.CLAMPED)
    assert [g["hit_target"] for g in out["groups"]] == [1, 2]  # W3 clamps at min 1
    assert [g["save_target"] for g in out["groups"]] == [5, 4]
    assert [g["strength"] for g in out["groups"]] == [2, 7]  # not clamped in the JSON
    _close(out["kill_chance"], [F(1, 27), F(1)])
    laws = exact_laws(read_scenario(S.CLAMPED))
    assert laws.hits == (F(25, 54), F(5, 12), F(1, 9), F(1, 108))
    assert laws.failed_saves == (F(1225, 1458), F(595, 3888), F(13, 1944), F(1, 11664))
    assert laws.casualties == (F(942841, 1062882), F(319459, 2834352), F(325, 1417176),
                               F(1, 8503056))  # fmt: skip
    assert laws.markers == (F(25, 54), F(275, 729), F(233, 1458))  # counter 5: any hit marks
    assert laws.p_unit_wiped == F(1, 8503056)
    _close(out["hits"]["distribution"], list(laws.hits))


def test_example_5_option_min_0_max_6() -> None:
    laws = exact_laws(read_scenario(S.MIN0_MAX6))
    assert laws.hits == (0, 0, 1)  # hit_target 6: sure
    assert laws.failed_saves == (0, 0, 1)  # save_target 0: never saved
    assert laws.casualties == (F(1, 4), F(1, 2), F(1, 4))
    assert laws.markers == (0, 0, 1)
    assert laws.p_unit_wiped == F(1, 4)
    out = _json(S.MIN0_MAX6)
    assert out["groups"][0]["hit_target"] == 6
    assert out["groups"][0]["save_target"] == 0
    alloc = out["allocation"]
    assert alloc["no_casualty"] == pytest.approx(1 / 4, abs=TOL)
    assert alloc["defender_picks"] == pytest.approx(25 / 48, abs=TOL)
    assert alloc["attacker_picks_one"] == pytest.approx(5 / 24, abs=TOL)
    assert alloc["attacker_picks_leader_or_two"] == pytest.approx(1 / 48, abs=TOL)


def test_page_calc_example() -> None:
    """The page's calc --json example (its numbers are rounded to 6 places)."""
    out = _json(S.PAGE)
    assert out["game"] == "warstrike"
    assert out["groups"] == [
        {"name": "Deckhands", "dice": 12, "hit_target": 3, "save_target": 5, "strength": 3},
        {"name": "Bosun", "dice": 1, "hit_target": 3, "save_target": 3, "strength": 6},
    ]
    assert out["hit_chance"] == [0.5, 0.5]
    assert out["save_chance"] == [5 / 6, 0.5]
    assert out["kill_chance"] == [0.5, 1.0]
    assert out["hits"]["mean"] == pytest.approx(6.5, abs=1e-12)
    assert out["hits"]["distribution"][:2] == pytest.approx([0.000122, 0.001587], abs=5e-7)
    assert out["failed_saves"]["mean"] == pytest.approx(1.25, abs=1e-12)
    assert out["failed_saves"]["distribution"][0] == pytest.approx(0.263997, abs=5e-7)
    assert out["casualties"]["mean"] == pytest.approx(0.749977, abs=5e-7)
    assert out["casualties"]["distribution"][0] == pytest.approx(0.450050, abs=5e-7)
    assert out["suppression_markers"]["mean"] == pytest.approx(1.736026, abs=5e-7)
    assert out["suppression_markers"]["distribution"][0] == pytest.approx(0.025948, abs=5e-7)
    want = {
        "no_casualty": 0.450050,
        "defender_picks": 0.381910,
        "attacker_picks_one": 0.152764,
        "attacker_picks_leader_or_two": 0.015276,
    }
    assert out["allocation"] == pytest.approx(want, abs=5e-7)
    assert out["p_unit_wiped"] == pytest.approx(0.000343, abs=5e-7)
    assert list(out) == [
        "game",
        "groups",
        "hit_chance",
        "save_chance",
        "kill_chance",
        "hits",
        "failed_saves",
        "casualties",
        "suppression_markers",
        "allocation",
        "p_unit_wiped",
    ]


def test_page_roll_example() -> None:
    """The page's roll --json example, from the same dice typed in (W16's order)."""
    dice = TypedDice([2, 5, 1, 3, 6, 2, 5, 2, 3, 6, 3])
    roll = GAME.resolve(GAME.read_scenario(S.ROLL_EXAMPLE), dice)
    dice.check_all_used()
    assert GAME.roll_json(roll) == {
        "game": "warstrike",
        "groups": [
            {
                "name": "Cutlass",
                "hit_target": 3,
                "hit_dice": [2, 5, 1, 3],
                "hits": 3,
                "save_target": 5,
                "save_dice": [6, 2, 5],
                "failed_saves": 1,
                "strength": 3,
                "kill_dice": [[2, 3]],
                "casualties": 1,
            }
        ],
        "hits": 3,
        "failed_saves": 1,
        "casualties_caused": 1,
        "casualties": 1,
        "hit_counter": {"before": 4, "after": 7},
        "suppression_markers": {
            "first_failed_save": 1,
            "hit_counter": 1,
            "overflow": 0,
            "total": 2,
        },
        "allocation": {"dice": [6, 3], "sixes": 1, "result": "attacker_picks_one"},
        "unit_wiped": False,
        # W17: engaged 2 and no models given, so 2 models; one removed, counter 7, 2 markers.
        "after": {
            "defender": {
                "models": 1,
                "hit_counter": 7,
                "suppression_markers": 2,
                "destroyed": False,
            }
        },
    }
    steps = GAME.roll_steps(roll)
    assert [s.title for s in steps] == [
        "Hit roll",
        "Saves",
        "Toughness test",
        "Casualties",
        "Hit counter",
        "Suppression markers",
        "Allocation test",
    ]
    assert steps[0].need == "≤ 3"
    assert steps[0].successes == 3
    assert steps[1].successes == 2  # two saved
    assert steps[2].result == "casualty"
    assert steps[4].result == "4 → 7"
