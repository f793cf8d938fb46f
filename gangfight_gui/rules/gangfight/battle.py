"""R25: what a resolved attack leaves each of its targets in, for a battle's next attack; the
attacker does not change (a Free Strike back is an attack of its own)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from gangfight_gui.rules.game import After
from gangfight_gui.rules.gangfight.fields import ACTIVE, DEAD, INCAPACITATED
from gangfight_gui.rules.gangfight.resolve import ResolvedAttack, TargetRoll

if TYPE_CHECKING:
    from gangfight_gui.rules.gangfight.scenario import Scenario


def prone_before(resolved: ResolvedAttack, roll: TargetRoll) -> bool:
    """A target's prone before the attack, as the scenario tells it (R25): an area attack's
    caught models are standing, all but the nominated target."""
    scenario = resolved.outcome.plan.scenario
    if not scenario.attack.is_area:
        return scenario.target_prone
    nominated = scenario.nominated or scenario.target
    return scenario.target_prone and roll.target.name == nominated.name


def knocked_down(resolved: ResolvedAttack, roll: TargetRoll) -> bool:
    """R17, R18: a Slam! or a Power Attack that scored at least one hit (the roll's
    ``knocked_down``)."""
    return resolved.outcome.plan.knocks_back and roll.hits >= 1


def status(roll: TargetRoll) -> str:
    """R14 after the attack, dead only from a wound taken while incapacitated (R25)."""
    if roll.dead:
        return DEAD
    return INCAPACITATED if roll.incapacitated else ACTIVE


def states_after(resolved: ResolvedAttack) -> tuple[dict[str, Any], ...]:
    """Each target's state after the roll, in the order of the roll's targets: its entry's
    ``wounds_taken``, ``prone`` and ``status`` (``fields.MODEL_FIELDS``)."""
    return tuple(
        {
            "wounds_taken": roll.target.wounds_taken + roll.final_wounds,
            "prone": knocked_down(resolved, roll) or prone_before(resolved, roll),
            "status": status(roll),
        }
        for roll in resolved.targets
    )


def after(scenario: Scenario, roll: ResolvedAttack) -> After:
    """R25: each target's ``wounds_taken``, ``prone`` and ``status``; the attacker as it was."""
    return After({}, states_after(roll))


def end_status(entry: Mapping[str, Any]) -> str:
    """R25: incapacitated or dead."""
    told = entry.get("status")
    return told if told in (INCAPACITATED, DEAD) else ""


def after_json(resolved: ResolvedAttack) -> list[dict[str, Any]]:
    """``roll --json``'s ``"after"``: one ``{"name", "wounds_taken", "prone", "status"}`` per
    target, in the order of the roll's targets (R25)."""
    return [
        {"name": roll.target.name, **state}
        for roll, state in zip(resolved.targets, states_after(resolved), strict=True)
    ]
