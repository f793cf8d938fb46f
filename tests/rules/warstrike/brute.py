"""An enumerator of WarStrike's Melee Attacks written from the rulings, not from the package.

It reads scenario JSON itself and walks every die, face by face, in W16's order: each to-hit die
(six faces), each hit's save die (six faces), each failed save's Toughness dice (six faces each).
Outcomes that lead to the same counts are merged as it goes, so small units stay cheap, but no
binomial, no convolution and none of the package's decompositions are used: the suppression
markers of each final state are counted straight from W9, W11 and W13.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from fractions import Fraction
from itertools import product
from typing import Any

SIXTH = Fraction(1, 6)


def _clamp(value: int, low: int, high: int) -> int:
    return max(low, min(high, value))


@dataclass(frozen=True)
class Brute:
    """Exact laws, as {value: probability} dicts."""

    hits: dict[int, Fraction]
    failed_saves: dict[int, Fraction]
    casualties: dict[int, Fraction]
    markers: dict[int, Fraction]
    allocation: dict[str, Fraction]
    p_unit_wiped: Fraction


def enumerate_attack(data: dict[str, Any]) -> Brute:
    rules = (data.get("rules") or {}).get("comparative") or {}
    base = rules.get("base", 3)
    low = rules.get("min", 1)
    high = rules.get("max", 5)
    ground = {"level": 0, "higher": 1, "lower": -1}[data.get("ground") or "level"]
    d = data["defender"]
    to = d.get("to") or 0
    engaged = d["engaged"]
    counter = d.get("hit_counter") or 0

    # One entry per to-hit die: (hit face limit, save face limit, kill face limit).
    dice = []
    for g in data["attacker"]["groups"]:
        w = g["weapon"]
        hit = _clamp(base + g["ws"] + w.get("ws_plus", 0) + ground - d["ws"], low, high)
        save = _clamp(base + d["ar"] - w.get("ap", 0), low, high)
        kill = _clamp(g["str"] + w.get("str_plus", 0), 0, 6)
        dice += [(hit, save, kill)] * (g["count"] * w["atk"])

    # state: (hits, failed saves, casualties caused) -> probability
    states: dict[tuple[int, int, int], Fraction] = {(0, 0, 0): Fraction(1)}
    for hit, save, kill in dice:
        step: dict[tuple[int, int, int], Fraction] = defaultdict(Fraction)
        for (h, f, k), p in states.items():
            for face in range(1, 7):
                if face > hit:
                    step[(h, f, k)] += p * SIXTH
                    continue
                for save_face in range(1, 7):
                    q = p * SIXTH * SIXTH
                    if save_face <= save:
                        step[(h + 1, f, k)] += q
                        continue
                    for faces in product(range(1, 7), repeat=to):
                        r = q * SIXTH**to
                        killed = all(x <= kill for x in faces)
                        step[(h + 1, f + 1, k + killed)] += r
        states = dict(step)

    hits: dict[int, Fraction] = defaultdict(Fraction)
    failed: dict[int, Fraction] = defaultdict(Fraction)
    casualties: dict[int, Fraction] = defaultdict(Fraction)
    markers: dict[int, Fraction] = defaultdict(Fraction)
    any_casualty = Fraction(0)
    wiped = Fraction(0)
    for (h, f, k), p in states.items():
        hits[h] += p
        failed[f] += p
        casualties[min(k, engaged)] += p
        # W9: the counter goes c -> c + h; a marker each time it reaches a multiple of 6.
        counted = sum(1 for value in range(counter + 1, counter + h + 1) if value % 6 == 0)
        m = counted + (1 if f >= 1 else 0) + (1 if k > engaged else 0)
        markers[m] += p
        if k >= 1:
            any_casualty += p
        if k >= engaged:
            wiped += p
    # W15: 2d6, count sixes.
    sixes: dict[int, Fraction] = defaultdict(Fraction)
    for a, b in product(range(1, 7), repeat=2):
        sixes[(a == 6) + (b == 6)] += SIXTH * SIXTH
    allocation = {
        "no_casualty": 1 - any_casualty,
        "defender_picks": any_casualty * sixes[0],
        "attacker_picks_one": any_casualty * sixes[1],
        "attacker_picks_leader_or_two": any_casualty * sixes[2],
    }
    return Brute(dict(hits), dict(failed), dict(casualties), dict(markers), allocation, wiped)
