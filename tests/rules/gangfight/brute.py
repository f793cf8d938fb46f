"""Brute-force enumeration of dice, face by face, to check the fast exact calculations.

Explosions are followed to a bounded depth: each leaf that would need one more die than the
bound is counted as "cut", so the exact answer must lie within that cut mass of the brute one.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable


def pool_successes(pool: int, tn: int, extra: int) -> tuple[dict[int, float], float]:
    """P(successes = k) by rolling every face of every die, with at most ``extra`` crit dice."""
    effective = min(max(tn, 2), 6)
    out: dict[int, float] = defaultdict(float)
    cut = 0.0

    def roll(to_roll: int, budget: int, count: int, p: float) -> None:
        nonlocal cut
        if to_roll == 0:
            out[count] += p
            return
        for face in range(1, 7):
            success = face == 6 or (face != 1 and face >= effective)
            more = to_roll - 1 + (face == 6)
            spent = face == 6
            if spent and budget == 0:
                cut += p / 6
                continue
            roll(more, budget - spent, count + success, p / 6)

    roll(pool, extra, 0, 1.0)
    return dict(out), cut


def mixture(outer: dict[int, float], inner: Callable[[int], dict[int, float]]) -> dict[int, float]:
    out: dict[int, float] = defaultdict(float)
    for k, p in outer.items():
        for j, q in inner(k).items():
            out[j] += p * q
    return dict(out)


def rolls(pool: int, extra: int) -> tuple[list[tuple[tuple[int, ...], float]], float]:
    """Every sequence of faces a pool can show (pool dice, then one die per 6), with its chance."""
    out: list[tuple[tuple[int, ...], float]] = []
    cut = 0.0

    def roll(faces: tuple[int, ...], to_roll: int, budget: int, p: float) -> None:
        nonlocal cut
        if to_roll == 0:
            out.append((faces, p))
            return
        for face in range(1, 7):
            if face == 6 and budget == 0:
                cut += p / 6
                continue
            roll((*faces, face), to_roll - 1 + (face == 6), budget - (face == 6), p / 6)

    roll((), pool, extra, 1.0)
    return out, cut


def count(faces: tuple[int, ...], tn: int) -> int:
    effective = min(max(tn, 2), 6)
    return sum(f == 6 or (f != 1 and f >= effective) for f in faces)
