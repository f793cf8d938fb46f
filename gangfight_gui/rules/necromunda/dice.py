"""The per-die numbers of N9–N11, each a whole number of faces out of 6 so that every law is exact
(the laws themselves are ``rules/engine/laws.py``'s)."""

from __future__ import annotations

CANNOT = 7
"""A target number that no die reaches (N9: a hit_target of 7 cannot hit)."""


def hit_target(ws: int, modifier: int) -> int:
    """N9: the natural roll needed to hit; a natural 1 always misses, so never below 2."""
    return min(CANNOT, max(2, ws - modifier))


def wound_target(strength: int, toughness: int) -> int:
    """N10 (this project's reading): the wound chart of S against T."""
    if strength >= 2 * toughness:
        return 2
    if 2 * strength <= toughness:
        return 6
    if strength > toughness:
        return 3
    if strength == toughness:
        return 4
    return 5


def save_target(sv: int | None, ap: int) -> int | None:
    """N11 (this project's reading): sv − ap, or None when there is no save die to roll."""
    if sv is None or sv - ap > 6:
        return None
    return sv - ap


def faces_reaching(target: int | None) -> int:
    """Faces of a d6 at or above ``target`` (a target of 2+ or more: a natural 1 never counts)."""
    if target is None:
        return 0
    return max(0, 7 - max(2, target))
