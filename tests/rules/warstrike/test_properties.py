"""Properties of calc on units too large to enumerate: a unit of 20 models in two groups."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from gangfight_gui.rules.warstrike.game import GAME
from gangfight_gui.rules.warstrike.outcome import Outcome, exact_laws
from gangfight_gui.rules.warstrike.scenario import read_scenario
from tests.rules.warstrike import scenarios as S

TOL = 1e-9


@st.composite
def twenty_models(draw: st.DrawFn) -> dict[str, Any]:
    first = draw(st.integers(1, 19))
    groups = [
        S.group(
            n,
            draw(st.integers(0, 6)),
            draw(st.integers(0, 7)),
            name,
            draw(st.integers(1, 3)),
            ws_plus=draw(st.integers(-2, 2)),
            ap=draw(st.integers(0, 6)),
            str_plus=draw(st.integers(-2, 2)),
        )
        for n, name in ((first, "Cutlass"), (20 - first, "Axe"))
    ]
    return S.scenario(
        groups,
        ws=draw(st.integers(0, 6)),
        ar=draw(st.integers(0, 6)),
        to=draw(st.one_of(st.none(), st.integers(0, 4))),
        engaged=draw(st.integers(1, 20)),
        hit_counter=draw(st.integers(0, 20)),
        ground=draw(st.sampled_from(["level", "higher", "lower"])),
    )


def _calc(data: dict[str, Any]) -> Outcome:
    return GAME.calculate(GAME.read_scenario(data))


@settings(max_examples=60, deadline=None)
@given(twenty_models())
def test_laws_are_distributions(data: dict[str, Any]) -> None:
    out = _calc(data)
    for counted in (out.hits, out.failed_saves, out.casualties, out.suppression_markers):
        assert abs(sum(counted.distribution) - 1) < TOL
        assert min(counted.distribution) >= 0
    a = out.allocation
    total = a.no_casualty + a.defender_picks + a.attacker_picks_one
    assert abs(total + a.attacker_picks_leader_or_two - 1) < TOL


@settings(max_examples=60, deadline=None)
@given(twenty_models())
def test_wiped_is_casualties_equal_engaged(data: dict[str, Any]) -> None:
    """W13: p_unit_wiped = P(casualties = engaged), casualties never above engaged."""
    out = _calc(data)
    engaged = data["defender"]["engaged"]
    dist = out.casualties.distribution
    assert len(dist) <= engaged + 1
    at_engaged = dist[engaged] if len(dist) > engaged else 0.0
    assert abs(out.p_unit_wiped - at_engaged) < 1e-12


@settings(max_examples=60, deadline=None)
@given(twenty_models())
def test_means_follow_the_per_die_chances(data: dict[str, Any]) -> None:
    """W7, W10: E[hits] = Σ dice·P(hit); E[failed saves] = Σ dice·P(hit)·P(not saved)."""
    out = _calc(data)
    hits = sum(g.dice * g.hit_chance for g in out.groups)
    failed = sum(g.dice * g.hit_chance * (1 - g.save_chance) for g in out.groups)
    assert abs(out.hits.mean - float(hits)) < TOL
    assert abs(out.failed_saves.mean - float(failed)) < TOL
    caused = sum(g.dice * g.hit_chance * (1 - g.save_chance) * g.kill_chance for g in out.groups)
    assert out.casualties.mean <= float(caused) + TOL


@settings(max_examples=60, deadline=None)
@given(twenty_models())
def test_markers_bounds(data: dict[str, Any]) -> None:
    """W14: at least one marker whenever a save fails; never more than W9 + 2."""
    out = _calc(data)
    assert out.suppression_markers.at_least_one >= out.failed_saves.at_least_one - TOL
    counter = data["defender"]["hit_counter"]
    dice = sum(g.dice for g in out.groups)
    most = (counter + dice) // 6 - counter // 6 + 2
    assert len(out.suppression_markers.distribution) <= most + 1


@settings(max_examples=40, deadline=None)
@given(twenty_models())
def test_group_order_does_not_matter(data: dict[str, Any]) -> None:
    swapped = dict(data, attacker={"groups": data["attacker"]["groups"][::-1]})
    a, b = _calc(data), _calc(swapped)
    for x, y in ((a.casualties, b.casualties), (a.suppression_markers, b.suppression_markers)):
        assert len(x.distribution) == len(y.distribution)
        assert all(abs(p - q) < TOL for p, q in zip(x.distribution, y.distribution, strict=True))


@settings(max_examples=15, deadline=None)
@given(twenty_models())
def test_floats_agree_with_fractions(data: dict[str, Any]) -> None:
    """The float run of the kernel stays within 1e-12 of its exact Fraction run."""
    out = _calc(data)
    laws = exact_laws(read_scenario(data))
    for counted, law in (
        (out.suppression_markers, laws.markers),
        (out.casualties, laws.casualties),
    ):
        for k, p in enumerate(counted.distribution):
            assert abs(p - float(law[k])) < 1e-12
        assert float(sum(law[len(counted.distribution) :], Fraction(0))) < 1e-12
    assert abs(out.p_unit_wiped - float(laws.p_unit_wiped)) < 1e-12
