"""Dice tests: exact distributions of successes with exploding 6s, and the drop rules.

R1: each die showing the TN or more succeeds; a 1 never does, so no TN is below 2.
R2: every natural 6 succeeds and adds a die, judged against the same TN, without limit.
R3: a TN above 6 forces TN-6 dice to be dropped, if a die is left; otherwise only 6s succeed.
R4: a roller may drop more dice, one TN step each, keeping a die, down to TN 2.
R5: the defender's drop maximises E[min(successes, wounds)]; ties go to fewer dice dropped.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from gangfight_gui.rules.engine.distribution import TAIL, Distribution
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
    """Exact distribution of the successes of ``pool`` dice against ``tn`` (R1, R2, R3).

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

    def distribution(self) -> Distribution:
        return successes(self.pool, self.tn)


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


def plan_test(
    pool: int, tn: int, dropped: int = 0, *, cost: int = 1, free_strike: bool = False
) -> PlannedTest:
    """Apply R3, then ``dropped`` chosen steps (R4), checking them; ``cost`` dice per step.

    ``cost`` is 1 except for a Trample, where each step costs a die per target (R17).
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
    success and gain nothing from successes beyond the wounds to negate. Ties go to fewer dice.
    """
    if wounds <= 0 or pool <= 0:
        return 0
    best, best_value = 0, -1.0
    for drop, table in _defence_options(pool, tn):
        value = table[min(wounds, len(table) - 1)]
        if value > best_value + TIE:
            best, best_value = drop, value
    return best


TIE = 1e-12
"""Two choices whose expectations differ by less than this are a tie (R5: drop fewer)."""


@lru_cache(maxsize=4096)
def _defence_options(pool: int, tn: int) -> tuple[tuple[int, tuple[float, ...]], ...]:
    """Each legal drop with its table of E[min(successes, w)] for w = 0, 1, ..."""
    options = []
    for drop in range(max_chosen_drop(pool, tn) + 1):
        test = plan_test(pool, tn, drop)
        options.append((drop, capped_means(test.pool, test.tn)))
    return tuple(options)


@lru_cache(maxsize=4096)
def capped_means(pool: int, tn: int) -> tuple[float, ...]:
    """E[min(successes, w)] for w = 0 .. len(distribution) - 1, and flat beyond.

    E[min(S, w)] = sum of P(S >= j) for j = 1..w, so one running sum gives every w at once,
    and past the distribution's end nothing more is added (the tail left is below TAIL).
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
