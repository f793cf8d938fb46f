"""Drawing tonight's crew: the exact odds against every crew the draw can make, and the draw."""

from __future__ import annotations

import itertools
from collections import Counter
from fractions import Fraction
from math import comb

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gangfight_gui.roster.night import draw as draw_module
from gangfight_gui.roster.night.count import CrewCount
from gangfight_gui.roster.night.draw import DrawError, DrawPlan, draw, draw_odds, fresh_seed


def brute_force(plan: DrawPlan, costs: list[int]) -> tuple[list[Fraction], dict[int, Fraction]]:
    """Every count and every set of the pool it may draw, each weighed by its chance."""
    chances = [Fraction(0)] * plan.entries
    cost_law: Counter[int] = Counter()
    for count, p in plan.count.law:
        k = plan.drawn_for(count)
        sets = list(itertools.combinations(plan.pool, k))
        for chosen in sets:
            crew = {*plan.always, *chosen}
            weight = p / len(sets)
            for i in crew:
                chances[i] += weight
            cost_law[sum(costs[i] for i in crew)] += weight  # type: ignore[assignment]
    return chances, dict(cost_law)


def test_two_plus_d3_with_a_leader_always_in() -> None:
    # Six fighters priced 10, 15, …, 35; the first always in, the last never: 2+D3 makes a crew
    # of 3, 4 or 5, so 2, 3 or 4 of the four others are drawn (always-in entries count toward
    # it): each of them goes with chance (2 + 3 + 4) / 3 / 4 = 3/4.
    costs = [10, 15, 20, 25, 30, 35]
    plan = DrawPlan(CrewCount.parse("2+D3"), 6, frozenset({0}), frozenset({5}))
    odds = draw_odds(plan, costs)
    assert odds.chances == (1, Fraction(3, 4), Fraction(3, 4), Fraction(3, 4), Fraction(3, 4), 0)
    assert odds.size_law == ((3, Fraction(1, 3)), (4, Fraction(1, 3)), (5, Fraction(1, 3)))
    law = dict(odds.cost_law or ())
    assert law[45] == Fraction(1, 18)  # the two cheapest of the four with the leader
    assert law[55] == Fraction(1, 9)  # 15 + 30 or 20 + 25
    assert law[100] == Fraction(1, 3)  # all four
    assert odds.p_over(60) == Fraction(13, 18)
    assert odds.mean_cost == Fraction(155, 2)
    assert (list(odds.chances), law) == tuple(brute_force(plan, costs))


def test_fewer_entries_than_the_count_sends_everyone() -> None:
    plan = DrawPlan(CrewCount.parse("5+D6"), 4)
    odds = draw_odds(plan, [1, 2, 3, 4])
    assert odds.chances == (1, 1, 1, 1)
    assert odds.size_law == ((4, Fraction(1)),)
    assert odds.cost_law == ((10, Fraction(1)),)
    assert draw(plan, 3).picked == (0, 1, 2, 3)


def test_always_in_entries_beyond_the_count_all_go_and_none_is_drawn() -> None:
    plan = DrawPlan(CrewCount.parse("2"), 5, frozenset({0, 1, 2}))
    odds = draw_odds(plan, [5, 5, 5, 7, 9])
    assert odds.chances == (1, 1, 1, 0, 0)
    assert odds.cost_law == ((15, Fraction(1)),)
    assert draw(plan, 11).picked == (0, 1, 2)


def test_free_entries_cost_nothing_whatever_is_drawn() -> None:
    plan = DrawPlan(CrewCount.parse("D3"), 4)
    assert draw_odds(plan, [0, 0, 0, 0]).cost_law == ((0, Fraction(1)),)
    assert draw_odds(DrawPlan(CrewCount.parse("D3"), 0), []).chances == ()


def test_a_plan_refuses_an_entry_both_always_and_never_in() -> None:
    with pytest.raises(DrawError, match="entry 2 is marked both always in and never in"):
        DrawPlan(CrewCount.parse("D6"), 3, frozenset({1}), frozenset({1}))
    with pytest.raises(DrawError, match="no entry 4"):
        DrawPlan(CrewCount.parse("D6"), 3, frozenset({3}))


def test_a_distribution_too_large_is_left_out_with_the_reason(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(draw_module, "MAX_COST_WORK", 1000)
    odds = draw_odds(DrawPlan(CrewCount.parse("5+D6"), 30), list(range(10, 40)))
    assert odds.cost_law is None
    assert odds.mean_cost is None and odds.p_over(100) is None
    assert "too large to work out exactly" in odds.cost_note
    assert sum(odds.chances) == sum(Fraction(min(c, 30)) * p for c, p in odds.count_law)


def test_thirty_fighters_five_plus_d6_matches_the_count_of_every_set() -> None:
    # The benchmark's case, checked against binomial counts where all prices are equal: the
    # crew's cost is then its size times the price.
    plan = DrawPlan(CrewCount.parse("5+D6"), 30)
    odds = draw_odds(plan, [25] * 30)
    assert odds.chances == (Fraction(17, 60),) * 30  # (6+…+11)/6 = 8.5 of 30
    assert odds.cost_law == tuple((25 * c, Fraction(1, 6)) for c in range(6, 12))
    # Distinct prices: every total's chance is the count of sets reaching it over C(30, k).
    distinct = list(range(1, 31))
    law = dict(draw_odds(DrawPlan(CrewCount.parse("2"), 30), distinct).cost_law or ())
    assert law[3] == Fraction(1, comb(30, 2))  # only 1 + 2
    assert law[31] == Fraction(15, comb(30, 2))  # 1 + 30, 2 + 29, …, 15 + 16


Case = tuple[int, list[int], set[int], set[int], str]
"""Entries, their prices, always-in, never-in, the count."""

rosters = st.integers(0, 7).flatmap(
    lambda n: st.tuples(
        st.just(n),
        st.lists(st.integers(0, 60), min_size=n, max_size=n),
        st.sets(st.integers(0, max(n - 1, 0)), max_size=n) if n else st.just(set()),
        st.sets(st.integers(0, max(n - 1, 0)), max_size=n) if n else st.just(set()),
        st.sampled_from(["0", "1", "3", "9", "D3", "D6", "2+D3", "1+D6"]),
    )
)


@settings(max_examples=150, deadline=None)
@given(rosters)
def test_odds_equal_every_crew_weighed(case: Case) -> None:
    n, costs, always, never, count = case
    plan = DrawPlan(CrewCount.parse(count), n, frozenset(always), frozenset(never - always))
    odds = draw_odds(plan, costs)
    chances, law = brute_force(plan, costs)
    assert list(odds.chances) == chances
    assert dict(odds.cost_law or ()) == {c: p for c, p in law.items() if p}
    assert sum(p for _, p in odds.size_law) == 1
    # The mean cost is each entry's price times its chance (linearity of expectation).
    assert odds.mean_cost == sum(c * p for c, p in zip(costs, odds.chances, strict=True))


@settings(max_examples=60, deadline=None)
@given(rosters, st.integers(0, 2**63 - 1))
def test_a_draw_keeps_the_plan_and_replays_from_its_seed(case: Case, seed: int) -> None:
    n, _costs, always, never, count = case
    plan = DrawPlan(CrewCount.parse(count), n, frozenset(always), frozenset(never - always))
    drawn = draw(plan, seed)
    assert drawn == draw(plan, seed)
    assert plan.always <= set(drawn.picked)
    assert not plan.never & set(drawn.picked)
    assert list(drawn.picked) == sorted(set(drawn.picked))
    assert len(drawn.picked) == len(plan.always) + plan.drawn_for(drawn.count)
    assert drawn.count == plan.count.count(drawn.roll)
    assert (drawn.roll is None) == (plan.count.die == 0)


def test_draws_are_uniform_over_the_pool() -> None:
    # 6,000 seeded draws of 2 among 4: each of the 6 pairs about 1,000 times.
    plan = DrawPlan(CrewCount.parse("2"), 4)
    seen = Counter(draw(plan, seed).picked for seed in range(6000))
    assert set(seen) == set(itertools.combinations(range(4), 2))
    assert all(850 < n < 1150 for n in seen.values())


def test_fresh_seeds_are_six_digits_at_most() -> None:
    assert all(0 <= fresh_seed() < 1_000_000 for _ in range(50))
