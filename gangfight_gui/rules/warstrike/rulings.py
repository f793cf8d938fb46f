"""WarStrike's dice tests and counting rules, each in one home for calc and roll: a test's target
is the face a d6 must roll equal to or under (W3, W12), its chance an exact fraction of six."""

from __future__ import annotations

from fractions import Fraction

from gangfight_gui.rules.warstrike import limits
from gangfight_gui.rules.warstrike.errors import TooManyDice
from gangfight_gui.rules.warstrike.scenario import GROUND_WS, Group, Scenario

FACES = limits.FACES

ALLOCATION_RESULTS = ("defender_picks", "attacker_picks_one", "attacker_picks_leader_or_two")
"""W15: what 0, 1 and 2 sixes on the allocation 2d6 give."""
ALLOCATION_CHANCES = (Fraction(25, 36), Fraction(10, 36), Fraction(1, 36))
"""W15: P(no six), P(one six), P(two sixes) on 2d6."""


def adjusted_ws(group: Group, scenario: Scenario) -> int:
    """W8: ws + ws_plus + the ground's modifier; not clamped (W4)."""
    return group.ws + group.weapon.ws_plus + GROUND_WS[scenario.ground]


def hit_target(group: Group, scenario: Scenario) -> int:
    """W7: a comparative test (W3) of the adjusted WS against the defender's highest WS."""
    return scenario.comparative.target(adjusted_ws(group, scenario), scenario.defender.ws)


def save_target(group: Group, scenario: Scenario) -> int:
    """W10: a comparative test (W3) of the defender's Ar against the weapon's AP."""
    return scenario.comparative.target(scenario.defender.ar, group.weapon.ap)


def adjusted_strength(group: Group) -> int:
    """W12: str + str_plus, not clamped (the test clamps)."""
    return group.strength + group.weapon.str_plus


def kill_face(strength: int) -> int:
    """W12: each Toughness die must roll ≤ this face (Str clamped to 0..6)."""
    return max(0, min(FACES, strength))


def kill_chance(strength: int, to: int | None) -> Fraction:
    """W12: P(a failed save becomes a casualty) = (clamp(Str, 0, 6)/6)^to; 1 with no To."""
    if not to:
        return Fraction(1)
    return Fraction(kill_face(strength), FACES) ** to


def counter_markers(before: int, hits: int) -> int:
    """W9: one marker each time the hit counter reaches a multiple of 6."""
    return (before + hits) // FACES - before // FACES


def removed(caused: int, engaged: int) -> int:
    """W13: at most ``engaged`` models are removed."""
    return min(caused, engaged)


def overflow_marker(caused: int, engaged: int) -> int:
    """W13: one extra marker, once, when the casualties caused exceed ``engaged``."""
    return int(caused > engaged)


def check_limits(scenario: Scenario) -> None:
    """This program's calculation limits (``limits.MAX_DICE``, ``MAX_TOUGHNESS``), not rulings:
    they keep a mistyped number from hanging calc or roll, and say so in their one line."""
    total = sum(group.dice for group in scenario.groups)
    if total > limits.MAX_DICE:
        raise TooManyDice(
            f"attacker: {total} to-hit dice; this calculator takes at most {limits.MAX_DICE} "
            "in one attack (a limit of this program, not a ruling)"
        )
    to = scenario.defender.to or 0
    if to > limits.MAX_TOUGHNESS:
        raise TooManyDice(
            f"defender.to: {to}; this calculator takes at most {limits.MAX_TOUGHNESS} "
            "(a limit of this program, not a ruling)"
        )
