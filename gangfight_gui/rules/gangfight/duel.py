"""Gangfight's part of a duel to the finish (``rules/duel.py``): the law of R25's ``after``,
who the two sides are, each turn's fight and what the second may answer with (E1–E4, E9, E10)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from gangfight_gui.rules.engine.errors import RulesError
from gangfight_gui.rules.game import After
from gangfight_gui.rules.gangfight.entries import size_of
from gangfight_gui.rules.gangfight.fields import ACTIVE, DEAD, INCAPACITATED
from gangfight_gui.rules.gangfight.options import Incapacitation
from gangfight_gui.rules.gangfight.outcome import outcome_of
from gangfight_gui.rules.gangfight.reading import read_scenario
from gangfight_gui.rules.gangfight.scenario import AttackKind, Scenario

SINGLE_TARGET = "to the finish needs a single target (E9)"
NEEDS_ATTACKER = "to the finish needs an attacker (E9)"
NOT_DUELS = frozenset(kind for kind in AttackKind if kind.has_many_targets)
"""A duel is one model against one (E9): no attack that takes a list of targets."""


def status_of(wounds_taken: int, endurance: int, rules: Incapacitation, before: str) -> str:
    """R14 and R25: the status of a model with ``wounds_taken``; dead once a wound is taken while
    it was incapacitated already (``before``)."""
    left = endurance - wounds_taken
    down = left <= 0 if rules is Incapacitation.ZERO_OR_LESS else left < 0
    if before == DEAD or (before == INCAPACITATED and down):
        return before
    return INCAPACITATED if down else ACTIVE


def after_law(scenario: Scenario) -> tuple[tuple[After, float], ...]:
    """R25's ``after`` of one single-target attack, over every die it may roll, jointly.

    A wound needs a hit, so the joint law of (final wounds, knocked down) follows from the laws
    of final wounds and hits: P(hit, no wound) = P(no wound) − P(no hit)."""
    outcome = outcome_of(scenario)
    plan = outcome.plan
    scenario = plan.scenario
    target = outcome.targets[0]
    profile = target.target
    rules = scenario.rules.incapacitation
    before = status_of(profile.wounds_taken, profile.endurance, rules, ACTIVE)
    prone = scenario.target_prone
    found: dict[tuple[int, bool, str], float] = {}

    def add(wounds: int, down: bool, chance: float) -> None:
        if chance <= 0.0:
            return
        taken = profile.wounds_taken + wounds
        if before == INCAPACITATED and wounds:
            status = DEAD
        else:
            status = status_of(taken, profile.endurance, rules, before)
        key = (taken, down, status)
        found[key] = found.get(key, 0.0) + chance

    knocks = plan.knocks_back and not prone
    for wounds, chance in enumerate(target.final_wounds):
        if wounds == 0 and knocks:
            miss = target.hits[0] if target.hits else 0.0
            add(0, prone, min(chance, miss))
            add(0, True, max(0.0, chance - miss))
        else:
            add(wounds, prone or (knocks and wounds > 0), chance)
    return tuple(
        (After({}, ({"wounds_taken": t, "prone": p, "status": s},)), chance)
        for (t, p, s), chance in found.items()
    )


def _whole(entry: Mapping[str, Any], key: str) -> int:
    value = entry.get(key, 0)
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def duel_sides(
    data: Mapping[str, Any], given: tuple[Mapping[str, Any], Mapping[str, Any]] | None = None
) -> tuple[dict[str, Any], dict[str, Any]]:
    """E1, E9: the attacker and the target as roster models, the attacker standing, the target
    prone as ``target_prone`` says; each one's status by R14 from its wounds taken. ``given``
    (a battle's entries): the first's prone as the battle has it."""
    kind = data.get("attack") if isinstance(data, Mapping) else None
    if kind == AttackKind.FALLING.value:
        raise RulesError(NEEDS_ATTACKER)
    if kind in {k.value for k in NOT_DUELS}:
        raise RulesError(SINGLE_TARGET)
    scenario = read_scenario(data)
    attacker = scenario.attacker
    assert attacker is not None  # only a fall has none
    rules = scenario.rules.incapacitation
    sides = []
    for profile, source, prone in (
        (attacker, data["attacker"], False),
        (scenario.target, data["target"], scenario.target_prone),
    ):
        entry = dict(source)
        entry["wounds_taken"] = profile.wounds_taken
        entry["prone"] = prone
        entry["status"] = status_of(profile.wounds_taken, profile.endurance, rules, ACTIVE)
        sides.append(entry)
    if given is not None:  # the scenario has the rest of their state (R25): the first's prone
        sides[0]["prone"] = given[0].get("prone") is True
    return sides[0], sides[1]


def duel_fight(
    data: Mapping[str, Any], attacker: Mapping[str, Any], target: Mapping[str, Any]
) -> dict[str, Any]:
    """The fight with the attacker's and the target's wounds taken, and the target's prone
    (R21: a prone attacker attacks as if standing, E10)."""
    result = dict(data)
    result["attacker"] = {**data["attacker"], "wounds_taken": _whole(attacker, "wounds_taken")}
    result["target"] = {**data["target"], "wounds_taken": _whole(target, "wounds_taken")}
    result["target_prone"] = target.get("prone") is True
    return result


def duel_reply(data: Mapping[str, Any], reply: Mapping[str, Any]) -> dict[str, Any] | None:
    """E9, E10: against a melee attack, melee kinds only (R8); against a shot, a shot back at the
    same distance (else band) and cover, or a melee kind when the distance is within the
    answering model's threat range (R8). Never a Trample, an area attack or a fall."""
    try:
        kind = AttackKind(str(reply.get("attack")))
        first = AttackKind(str(data.get("attack")))
    except ValueError:
        return None
    if kind in NOT_DUELS or kind is AttackKind.FALLING:
        return None
    result = dict(reply)
    if first.is_melee:
        return result if kind.is_melee else None
    distance = data.get("distance")
    if kind.is_melee:
        threat = size_of(reply.get("attacker", {})).info.threat_in
        if not isinstance(distance, int | float) or distance > threat:
            return None
        result["distance"] = distance
        return result
    result["cover"] = data.get("cover", "none")
    if isinstance(distance, int | float):
        result["distance"] = distance
        result.pop("range_band", None)
    else:
        result["distance"] = None
        result["range_band"] = data.get("range_band")
    return result
