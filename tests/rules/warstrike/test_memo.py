"""The memoised laws of a unit's attack (its figures, and each law they are made of) give what a
fresh calculation gives, keep the floats of ``calculate`` apart from the fractions of
``exact_laws`` (0.5 and Fraction(1, 2) are equal keys), and ``clear_caches`` empties them; one
engaged model's rows are Pascal's."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from gangfight_gui.rules.warstrike import outcome
from gangfight_gui.rules.warstrike.game import GAME
from gangfight_gui.rules.warstrike.outcome import clear_caches, exact_laws
from gangfight_gui.rules.warstrike.scenario import read_scenario
from tests.rules.warstrike import scenarios as S
from tests.rules.warstrike.brute import enumerate_attack
from tests.rules.warstrike.test_brute_force import _as_list, _strip, small_scenarios

EXAMPLES = (S.ONE_BLOW, S.PIKES, S.OVERFLOW, S.CLAMPED, S.MIN0_MAX6, S.ROLL_EXAMPLE)


def _shown(data: dict[str, Any]) -> Any:
    return GAME.outcome_json(GAME.calculate(GAME.read_scenario(data)))


@settings(max_examples=60, deadline=None)
@given(small_scenarios(most_groups=3))
def test_exact_laws_after_the_float_run_are_the_enumeration(data: dict[str, Any]) -> None:
    """The float run first fills the memo; the fraction run must not read its floats."""
    GAME.calculate(GAME.read_scenario(data))
    laws = exact_laws(read_scenario(data))
    brute = enumerate_attack(data)
    assert all(type(p) is Fraction for p in laws.hits + laws.failed_saves + laws.casualties)
    assert _strip(laws.hits) == _as_list(brute.hits)
    assert _strip(laws.failed_saves) == _as_list(brute.failed_saves)
    assert _strip(laws.casualties) == _as_list(brute.casualties)
    assert _strip(laws.markers) == _as_list(brute.markers)


def test_a_memoised_attack_shows_what_a_fresh_one_shows() -> None:
    fresh = []
    for data in EXAMPLES:
        clear_caches()
        fresh.append(_shown(data))
    clear_caches()
    assert [_shown(data) for data in EXAMPLES + EXAMPLES[::-1]] == fresh + fresh[::-1]


def test_clear_caches_empties_every_memo() -> None:
    for data in EXAMPLES:
        _shown(data)
        exact_laws(read_scenario(data))
    tables = [value for value in vars(outcome).values() if hasattr(value, "cache_info")]
    assert {outcome._figures, outcome._terms} <= set(tables)
    assert all(table.cache_info().currsize for table in tables)
    clear_caches()
    assert [table.cache_info().currsize for table in tables] == [0] * len(tables)


@settings(max_examples=200, deadline=None)
@given(st.integers(0, 30), st.fractions(0, 1, max_denominator=216), st.booleans())
def test_one_engaged_models_rows_are_pascals_rule(n: int, p: Fraction, exact: bool) -> None:
    """W13 with one model engaged: the rows' two-number loop gives Pascal's rule over a row,
    the same products and sums, bit for bit in floats."""
    one: Any = Fraction(1) if exact else 1.0
    chance = p if exact else float(p)
    q = one - chance
    row = [one, one - one]
    rows = [tuple(row)]
    for _ in range(n):
        row = [row[0] * q] + [row[j] * q + row[j - 1] * chance for j in range(1, 2)]
        rows.append(tuple(row))
    found = outcome._binomial_rows(n, chance, 2, one)
    assert [[(type(x), x.hex() if isinstance(x, float) else x) for x in r] for r in found] == [
        [(type(x), x.hex() if isinstance(x, float) else x) for x in r] for r in rows
    ]
