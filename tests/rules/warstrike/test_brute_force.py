"""calc against an independent enumeration of every die, on many small generated scenarios.

Small means 1–3 to-hit dice a group and up to two groups, Toughness none or 0–2, engaged 1–3 (so
W13's overflow happens), hit counters that wrap (W9) and W3's options including min 0 / max 6.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gangfight_gui.rules.engine.sources import DiceSource
from gangfight_gui.rules.warstrike.game import GAME
from gangfight_gui.rules.warstrike.outcome import exact_laws
from gangfight_gui.rules.warstrike.scenario import read_scenario
from tests.rules.warstrike import scenarios as S
from tests.rules.warstrike.brute import Brute, enumerate_attack

TOL = 1e-9


@st.composite
def small_groups(draw: st.DrawFn) -> dict[str, Any]:
    count = draw(st.integers(1, 3))
    atk = draw(st.integers(0 if count > 1 else 1, 3 // count))
    return S.group(
        count,
        draw(st.integers(0, 7)),
        draw(st.integers(0, 7)),
        draw(st.sampled_from(["Cutlass", "Pike", "Axe"])),
        atk,
        ws_plus=draw(st.integers(-3, 3)),
        ap=draw(st.integers(0, 6)),
        str_plus=draw(st.integers(-3, 3)),
    )


@st.composite
def small_scenarios(draw: st.DrawFn, most_groups: int = 2) -> dict[str, Any]:
    groups = draw(st.lists(small_groups(), min_size=1, max_size=most_groups))
    comparative = draw(
        st.one_of(
            st.none(),
            st.just({"base": 3, "min": 0, "max": 6}),
            st.builds(
                lambda base, low, span: {"base": base, "min": low, "max": min(6, low + span)},
                st.integers(-2, 8),
                st.integers(0, 6),
                st.integers(0, 6),
            ),
        )
    )
    return S.scenario(
        groups,
        ws=draw(st.integers(0, 7)),
        ar=draw(st.integers(0, 7)),
        to=draw(st.one_of(st.none(), st.integers(0, 2))),
        engaged=draw(st.integers(1, 3)),
        hit_counter=draw(st.integers(0, 13)),
        ground=draw(st.sampled_from(["level", "higher", "lower"])),
        comparative=comparative,
    )


def _as_list(law: dict[int, Fraction]) -> list[Fraction]:
    top = max(k for k, p in law.items() if p) if any(law.values()) else 0
    return [law.get(k, Fraction(0)) for k in range(top + 1)]


def _agree(got: tuple[float, ...], want: dict[int, Fraction]) -> None:
    """A trimmed distribution against the full law: equal entries, the rest below 1e-12."""
    full = _as_list(want)
    for k, p in enumerate(got):
        assert abs(p - float(full[k] if k < len(full) else 0)) < TOL, (k, got, full)
    assert float(sum(full[len(got) :], Fraction(0))) < 1e-12


def _mean(law: dict[int, Fraction]) -> float:
    return float(sum(k * p for k, p in law.items()))


def _check(data: dict[str, Any], brute: Brute) -> None:
    out = GAME.calculate(GAME.read_scenario(data))
    for counted, law in (
        (out.hits, brute.hits),
        (out.failed_saves, brute.failed_saves),
        (out.casualties, brute.casualties),
        (out.suppression_markers, brute.markers),
    ):
        _agree(counted.distribution, law)
        assert abs(counted.mean - _mean(law)) < TOL
    alloc = GAME.outcome_json(out)["allocation"]
    for key, p in brute.allocation.items():
        assert abs(alloc[key] - float(p)) < TOL
    assert abs(out.p_unit_wiped - float(brute.p_unit_wiped)) < TOL


@pytest.mark.slow
@settings(max_examples=300, deadline=None)
@given(small_scenarios())
def test_calc_agrees_with_enumeration(data: dict[str, Any]) -> None:
    _check(data, enumerate_attack(data))


@pytest.mark.slow
@settings(max_examples=60, deadline=None)
@given(small_scenarios(most_groups=4))
def test_calc_agrees_with_enumeration_up_to_four_groups(data: dict[str, Any]) -> None:
    """Three or four groups take the middle stage of the joint hits/casualties law."""
    _check(data, enumerate_attack(data))


@pytest.mark.slow
@settings(max_examples=100, deadline=None)
@given(small_scenarios())
def test_exact_laws_equal_enumeration(data: dict[str, Any]) -> None:
    """The Fraction run of the same kernel is equal to the enumeration, not only close."""
    brute = enumerate_attack(data)
    laws = exact_laws(read_scenario(data))
    assert _strip(laws.casualties) == _as_list(brute.casualties)
    assert _strip(laws.markers) == _as_list(brute.markers)
    assert _strip(laws.hits) == _as_list(brute.hits)
    assert _strip(laws.failed_saves) == _as_list(brute.failed_saves)
    assert laws.p_unit_wiped == brute.p_unit_wiped


def _strip(law: tuple[Fraction, ...]) -> list[Fraction]:
    """A law without the sure-zero tail (counts the dice allow but the targets make impossible)."""
    out = list(law)
    while len(out) > 1 and not out[-1]:
        out.pop()
    return out


def test_worked_examples_agree_with_enumeration() -> None:
    for data in (S.ONE_BLOW, S.PIKES, S.OVERFLOW, S.CLAMPED, S.MIN0_MAX6, S.ROLL_EXAMPLE):
        _check(data, enumerate_attack(data))


class _Branch(Exception):
    """The roll asked for a die beyond the prefix being enumerated."""


class _Prefix:
    def __init__(self, faces: tuple[int, ...]) -> None:
        self.faces = faces
        self.used = 0

    def d6(self) -> int:
        if self.used == len(self.faces):
            raise _Branch
        self.used += 1
        return self.faces[self.used - 1]


def _roll_laws(data: dict[str, Any]) -> dict[tuple[int, int, int, int, str | None], Fraction]:
    """Every sequence of dice ``resolve`` can read, each with probability 6^-length."""
    scenario = GAME.read_scenario(data)
    found: dict[tuple[int, int, int, int, str | None], Fraction] = {}
    todo: list[tuple[int, ...]] = [()]
    while todo:
        prefix = todo.pop()
        source: DiceSource = _Prefix(prefix)
        try:
            roll = GAME.resolve(scenario, source)
        except _Branch:
            todo.extend((*prefix, face) for face in range(1, 7))
            continue
        key = (roll.hits, roll.failed_saves, roll.casualties, roll.markers, roll.allocation_result)
        found[key] = found.get(key, Fraction(0)) + Fraction(1, 6 ** len(prefix))
    return found


@pytest.mark.slow
def test_resolve_enumerated_agrees_with_calc() -> None:
    """Enumerating ``resolve`` over every die sequence gives calc's laws (tiny scenarios)."""
    cases = [
        S.scenario([S.group(1, 3, 3, "Cutlass", 2, ap=1)], ws=3, ar=3, to=1, engaged=1,
                   hit_counter=5),
        S.scenario([S.group(1, 4, 4, "Axe", 1, ap=2), S.group(1, 2, 3, "Dirk", 1)],
                   ws=3, ar=3, engaged=1, hit_counter=4),
    ]  # fmt: skip
    for data in cases:
        found = _roll_laws(data)
        out = GAME.outcome_json(GAME.calculate(GAME.read_scenario(data)))
        assert abs(sum(found.values()) - 1) == 0
        for field, index in (("hits", 0), ("failed_saves", 1), ("casualties", 2),
                             ("suppression_markers", 3)):  # fmt: skip
            law: dict[int, Fraction] = {}
            for key, p in found.items():
                law[key[index]] = law.get(key[index], Fraction(0)) + p
            _agree(tuple(out[field]["distribution"]), law)
        for result in ("defender_picks", "attacker_picks_one", "attacker_picks_leader_or_two"):
            p = sum((q for key, q in found.items() if key[4] == result), Fraction(0))
            assert abs(out["allocation"][result] - float(p)) < TOL
        p_none = sum((q for key, q in found.items() if key[4] is None), Fraction(0))
        assert abs(out["allocation"]["no_casualty"] - float(p_none)) < TOL
