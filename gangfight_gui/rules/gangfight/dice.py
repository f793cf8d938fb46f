"""Dice tests: exact laws of successes with exploding 6s (R1, R2), and the drop rules (R3–R5)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from itertools import compress, repeat
from math import comb
from operator import add, ge, gt, indexOf, mul, ne, sub

from gangfight_gui.rules.engine.distribution import TAIL, Distribution
from gangfight_gui.rules.engine.records import quick_init
from gangfight_gui.rules.gangfight.errors import IllegalDrop, InvalidProfile

MIN_TN = 2
MAX_NATURAL_TN = 6
MAX_POOL = 60
"""A pool above this is an input error, not a calculation: no profile comes near it."""

SIX = 1.0 / 6.0


def effective_tn(tn: int) -> int:
    """The TN the dice are really judged against: below 2 is 2 (R1), above 6 is only 6s (R3)."""
    return min(max(tn, MIN_TN), MAX_NATURAL_TN)


@lru_cache(maxsize=4096)
def successes(pool: int, tn: int) -> Distribution:
    """Exact law of the successes of ``pool`` dice against ``tn`` (R1, R2, R3).

    Each die starts a chain: 6s, each adding a die, ended by one non-6. So the total number of 6s
    over ``pool`` chains is negative binomial (``pool`` stops, stop chance 5/6), and each chain's
    closing non-6 succeeds on its own with chance (6 - TN) / 5. The successes are the 6s plus
    those closing successes: a convolution of the two, computed term by term until the tail left
    is below TAIL. No explosion depth is cut off.
    """
    if pool < 0:
        raise InvalidProfile(f"a pool of {pool} dice is impossible")
    if pool > MAX_POOL:
        raise InvalidProfile(f"a pool of {pool} dice is too large (at most {MAX_POOL})")
    if pool == 0:
        return (1.0,)
    t = effective_tn(tn)
    q = (MAX_NATURAL_TN - t) / 5.0
    binomial = _binomial(pool, q)
    out: list[float] = []
    total = 0.0
    # Negative binomial pmf of the number of 6s, extended lazily.
    sixes = [(5.0 / 6.0) ** pool]
    s = 0
    while True:
        while len(sixes) <= s:
            k = len(sixes) - 1
            sixes.append(sixes[k] * (pool + k) / (k + 1) * SIX)
        p = 0.0
        for b in range(min(s, pool) + 1):
            p += binomial[b] * sixes[s - b]
        out.append(p)
        total += p
        s += 1
        if 1.0 - total < TAIL:
            break
    return tuple(out)


def _binomial(n: int, q: float) -> list[float]:
    if q == 0.0:
        return [1.0] + [0.0] * n
    out = [0.0] * (n + 1)
    c = 1.0
    for k in range(n + 1):
        out[k] = c * q**k * (1.0 - q) ** (n - k)
        c = c * (n - k) / (k + 1)
    return out


@quick_init
@dataclass(frozen=True, slots=True)
class PlannedTest:
    """A test as it will be rolled, after every drop.

    ``base_pool``/``base_tn`` are before drops; ``pool``/``tn`` what is rolled. ``dropped`` counts
    the TN steps chosen (R4); ``forced`` those R3 imposed. ``only_sixes`` is R3's case where the
    pool was too small to reach TN 6, so only natural 6s succeed.
    """

    base_pool: int
    base_tn: int
    pool: int
    tn: int
    dropped: int
    forced: int
    only_sixes: bool

    @property
    def effective_tn(self) -> int:
        return effective_tn(self.tn)


def forced_drop(pool: int, tn: int, cost: int = 1) -> int:
    """R3: the TN steps that must be dropped, or 0 when the pool cannot pay for them."""
    steps = max(0, tn - MAX_NATURAL_TN)
    if steps and pool - steps * cost >= 1:
        return steps
    return 0


def max_chosen_drop(pool: int, tn: int, cost: int = 1, *, free_strike: bool = False) -> int:
    """R4's limit on chosen steps after R3: keep a die, stop at TN 2. A Free Strike drops none."""
    if free_strike:
        return 0
    forced = forced_drop(pool, tn, cost)
    pool_left = pool - forced * cost
    tn_left = tn - forced
    return max(0, min((pool_left - 1) // cost, tn_left - MIN_TN))


@lru_cache(maxsize=16384)
def plan_test(
    pool: int, tn: int, dropped: int = 0, *, cost: int = 1, free_strike: bool = False
) -> PlannedTest:
    """Apply R3, then ``dropped`` chosen steps (R4), checking them; ``cost`` dice per step.

    ``cost`` is 1 except for a Trample, where each step costs a die per target (R17). The
    planned test is immutable and asked for again and again (every drop of every scenario),
    so it is remembered; an illegal drop raises and is not.
    """
    tn = max(tn, MIN_TN)
    if pool > MAX_POOL:
        raise InvalidProfile(f"a pool of {pool} dice is too large (at most {MAX_POOL})")
    if dropped < 0:
        raise IllegalDrop(f"cannot drop {dropped} dice: a drop is a whole number of 0 or more")
    if free_strike:
        if dropped:
            raise IllegalDrop("a Free Strike may not drop dice (R20)")
        return PlannedTest(pool, tn, pool, tn, 0, 0, tn > MAX_NATURAL_TN)
    forced = forced_drop(pool, tn, cost)
    limit = max_chosen_drop(pool, tn, cost)
    if dropped > limit:
        raise IllegalDrop(_drop_refusal(pool, tn, dropped, limit, forced, cost))
    rolled_pool = pool - (forced + dropped) * cost
    rolled_tn = tn - forced - dropped
    return PlannedTest(
        pool, tn, rolled_pool, rolled_tn, dropped, forced, rolled_tn > MAX_NATURAL_TN
    )


def _drop_refusal(pool: int, tn: int, dropped: int, limit: int, forced: int, cost: int) -> str:
    unit = "die" if cost == 1 else f"{cost} dice"
    after = f"after R3's forced drop of {forced} " if forced else ""
    if limit == 0:
        return (
            f"cannot drop {dropped}: {pool} dice at TN {tn} {after}leave no die to drop "
            f"(R4 keeps at least one die and stops at TN {MIN_TN})"
        )
    return (
        f"cannot drop {dropped}: with {pool} dice at TN {tn} {after}at most {limit} "
        f"(one {unit} a step, keeping a die, down to TN {MIN_TN}: R4)"
    )


@lru_cache(maxsize=65536)
def best_defence_drop(pool: int, tn: int, wounds: int) -> int:
    """R5, the defender's side: the chosen drop maximising E[min(successes, wounds)].

    The same rule serves armour (R13) and dodging area attacks (R23): both negate one wound per
    success and gain nothing from successes beyond the wounds to negate. The values are compared
    exactly (R5, "When two drops tie"): near ties are common (2 dice at TN 6 against 1 die at TN
    5 differ by 3e-8 at 10 wounds) and only equal values are a tie, which goes to fewer dice.

    The float tables decide first where they can: each float value is within FLOAT_SURE / 2 of
    the exact one (its law's cut tail adds at most TAIL per wound counted, rounding far
    less), so a drop ahead of every other by more than FLOAT_SURE is ahead exactly too. Drops
    closer than that are compared as integers over powers of 6.
    """
    if wounds <= 0 or pool <= 0:
        return 0
    options = _defence_options(pool, tn)
    if len(options) == 1:
        return 0
    values = [floats[min(wounds, len(floats) - 1)] for _, _, floats in options]
    top = max(values)
    close = [i for i, value in enumerate(values) if value >= top - FLOAT_SURE]
    if len(close) == 1 and wounds <= MAX_FLOAT_WOUNDS:
        return options[close[0]][0]
    contenders = [options[i] for i in close] if wounds <= MAX_FLOAT_WOUNDS else list(options)
    return _exact_best(contenders, wounds)


def _exact_best(contenders: list[_DefenceOption], wounds: int) -> int:
    """R5's exact comparison of the drops left in contention, for ``wounds`` to negate."""
    if len(contenders) == 2:  # the usual case (two drops whose E[S] tie), compared directly
        (fewer, first, _), (more, second, _) = contenders
        key_first, key_second = first.numerator(wounds), second.numerator(wounds)
        if first.pool > second.pool:
            key_second *= 6 ** (first.pool - second.pool)
        elif second.pool > first.pool:
            key_first *= 6 ** (second.pool - first.pool)
        return more if key_second > key_first else fewer  # a tie keeps fewer dice dropped
    widest = max(capped.pool for _, capped, _ in contenders)
    best, best_key = 0, -1
    for drop, capped, _ in contenders:
        # Each value is an integer over 6**(pool + wounds - 1): scaled to the widest pool's
        # denominator, the numerators compare exactly. Drops come in increasing order and only
        # a strictly larger value replaces the best, so a tie keeps fewer dice dropped.
        key = capped.numerator(wounds) * 6 ** (widest - capped.pool)
        if key > best_key:
            best, best_key = drop, key
    return best


def defence_drops(pool: int, tn: int, size: int) -> tuple[int, ...]:
    """``best_defence_drop(pool, tn, w)`` for w = 0 .. size - 1, as one table (R5).

    The same decisions, made faster for a whole range of wound counts: the float values of
    every drop are compared count by count in one loop, and only the counts where two drops
    come within FLOAT_SURE (or beyond MAX_FLOAT_WOUNDS) are left to ``best_defence_drop``'s
    exact comparison. One table per pool and TN grows as larger counts are asked for; it is
    replaced, never changed in place, so a worker thread reading it meanwhile sees a whole one.
    """
    if pool <= 0 or size <= 1:
        return (0,) * size
    table = DROP_TABLES.get((pool, tn), (0,))
    if len(table) < size:
        table = _extended(table, pool, tn, size)
        DROP_TABLES[pool, tn] = table
    return table[:size]


DROP_TABLES: dict[tuple[int, int], tuple[int, ...]] = {}
"""``defence_drops``'s tables by (pool, TN): bounded, as pools and TNs are (MAX_POOL)."""


def _extended(table: tuple[int, ...], pool: int, tn: int, size: int) -> tuple[int, ...]:
    options = _defence_options(pool, tn)
    start = len(table)
    if len(options) == 1:
        return table + (0,) * (size - start)
    # Each drop's value for w = start .. size - 1 (flat past its table's end, as in R5's check).
    columns = [
        floats[start:size] + (floats[-1],) * (size - max(start, len(floats)))
        for _, _, floats in options
    ]
    # best_defence_drop's float step for every count at once, in C: which drops come within
    # FLOAT_SURE of the top value (``close``), and how many do.
    floors = list(map(sub, map(max, *columns), repeat(FLOAT_SURE)))
    close = [list(map(ge, column, floors)) for column in columns]
    counts = close[0]
    for more_close in close[1:]:
        counts = list(map(add, counts, more_close))
    first_close = list(map(indexOf, zip(*close, strict=True), repeat(True)))
    second_wins = _second_wins(options, start, size) if len(options) == 2 and 2 in counts else ()
    # Where one drop alone is within FLOAT_SURE of the top (nearly every count), it is the
    # best: all of those at once, in C. Only the other counts are visited one by one.
    drops = [drop for drop, _, _ in options]
    more = list(map(drops.__getitem__, first_close))
    for j in compress(range(size - start), map(ne, counts, repeat(1))):
        if start + j > MAX_FLOAT_WOUNDS:
            break  # left to the loop below
        if second_wins:  # the two drops are close: _exact_best's answer, worked out at once
            more[j] = drops[1 if second_wins[j] else 0]
        else:  # best_defence_drop's exact step, without its float step again (R5)
            near_top = [o for o, near in zip(options, close, strict=True) if near[j]]
            more[j] = _exact_best(near_top, start + j)
    for w in range(max(start, MAX_FLOAT_WOUNDS + 1), size):
        more[w - start] = best_defence_drop(pool, tn, w)
    return table + tuple(more)


def _second_wins(options: tuple[_DefenceOption, ...], start: int, size: int) -> list[bool]:
    """For two drops and w = start .. size - 1: whether the second's exact value is strictly the
    larger (R5; a tie keeps the first, fewer dice dropped). ``_exact_best``'s comparison for a
    whole range of counts at once, the integers scaled to one denominator in C."""
    (_, first, _), (_, second, _) = options
    stop = min(size, MAX_FLOAT_WOUNDS + 1)
    widest = max(first.pool, second.pool)
    return list(
        map(
            gt,
            map(mul, second.numerators(start, stop), repeat(6 ** (widest - second.pool))),
            map(mul, first.numerators(start, stop), repeat(6 ** (widest - first.pool))),
        )
    )


FLOAT_SURE = 1e-8
"""Two float values of E[min(S, w)] further apart than this are in the same order exactly."""
MAX_FLOAT_WOUNDS = 1000
"""Up to this many wounds the float error (TAIL a wound, plus rounding) stays below
FLOAT_SURE / 2; beyond it every drop is compared exactly."""


_DefenceOption = tuple[int, "ExactCapped", tuple[float, ...]]
"""A legal drop, the exact table of what is then rolled, and the same values as floats."""


@lru_cache(maxsize=4096)
def _defence_options(pool: int, tn: int) -> tuple[_DefenceOption, ...]:
    """Each legal drop (R3, R4) with E[min(successes, w)] of what is then rolled, exact and as
    floats."""
    options = []
    for drop in range(max_chosen_drop(pool, tn) + 1):
        test = plan_test(pool, tn, drop)
        options.append((drop, exact_capped(test.pool, test.tn), capped_means(test.pool, test.tn)))
    return tuple(options)


class ExactCapped:
    """E[min(S, w)] of ``pool`` dice at ``tn``, exactly, as integers over powers of 6 (R5).

    E[min(S, w)] = sum over k = 1..w of P(S >= k). S is J, the 6s (negative binomial: ``pool``
    chains each ended by a non-6), plus B, the chains whose closing non-6 succeeds (binomial).
    P(J = j, B = b) = C(pool + j - 1, j) C(pool, b) a^b f^(pool - b) / 6^(pool + j), with a = 6 - TN
    closing faces that succeed and f = TN - 1 that fail, so P(S = s) is a finite sum, and so is
    each P(S >= k) = 1 - sum of P(S = s) for s < k: exact for exploding pools and R3's only-6s
    pools alike (their effective TN is 6). Values for w = 1, 2, ... are built on demand and kept.
    """

    __slots__ = ("_at_least", "_capped", "_closing", "_sixes", "pool")

    def __init__(self, pool: int, tn: int) -> None:
        self.pool = pool
        t = effective_tn(tn)
        hit, fail = MAX_NATURAL_TN - t, t - 1
        self._at_least: int = 6**pool - fail**pool
        """P(S >= w) * 6**(pool + w - 1) for the last w built (w = 1 to start)."""
        self._capped: list[int] = [0, self._at_least]
        """E[min(S, w)] * 6**(pool + w - 1) at index w (index 0 is unused: E = 0)."""
        self._closing = [
            comb(pool, b) * hit**b * fail ** (pool - b) * 6**b for b in range(pool + 1)
        ]
        """C(pool, b) a^b f^(pool - b) 6^b: b closing faces succeed, over 6^pool."""
        self._sixes = [1]
        """C(pool + j - 1, j) for j = 0, 1, ...: j 6s among ``pool`` chains (negative binomial)."""

    def numerator(self, wounds: int) -> int:
        """E[min(S, wounds)] times 6**(pool + wounds - 1), an integer."""
        while len(self._capped) <= wounds:
            w = len(self._capped) - 1
            # P(S >= w + 1) = P(S >= w) - P(S = w), one more power of 6 below.
            self._at_least = 6 * self._at_least - self._exactly(w)
            self._capped.append(6 * self._capped[w] + self._at_least)
        return self._capped[wounds]

    def numerators(self, start: int, stop: int) -> list[int]:
        """``numerator(w)`` for w = start .. stop - 1."""
        self.numerator(stop - 1)
        return self._capped[start:stop]

    def _exactly(self, s: int) -> int:
        """P(S = s) * 6**(pool + s): the sum over b closing successes and s - b sixes."""
        n, sixes = self.pool, self._sixes
        while len(sixes) <= s:
            j = len(sixes) - 1
            sixes.append(sixes[j] * (n + j) // (j + 1))  # C(n + j, j + 1), exactly
        m = min(s, n)
        return sum(map(mul, self._closing[: m + 1], reversed(sixes[s - m : s + 1])))


@lru_cache(maxsize=4096)
def exact_capped(pool: int, tn: int) -> ExactCapped:
    """The exact table of one pool, built once and shared by every drop and wound count."""
    return ExactCapped(pool, tn)


@lru_cache(maxsize=4096)
def capped_means(pool: int, tn: int) -> tuple[float, ...]:
    """E[min(successes, w)] for w = 0 .. the last count of the law, and flat beyond.

    E[min(S, w)] = sum of P(S >= j) for j = 1..w, so one running sum gives every w at once,
    and past the law's end nothing more is added (the tail left is below TAIL).
    """
    dist = successes(pool, tn)
    table = [0.0] * len(dist)
    tail = 0.0
    suffix = [0.0] * (len(dist) + 1)
    for k in range(len(dist) - 1, -1, -1):
        tail += dist[k]
        suffix[k] = tail
    for w in range(1, len(dist)):
        table[w] = table[w - 1] + suffix[w]
    return tuple(table)


def expected_capped(pool: int, tn: int, cap: int) -> float:
    """E[min(successes, cap)]: the wounds a defence roll negates on average."""
    table = capped_means(pool, tn)
    return table[min(cap, len(table) - 1)]
