"""Necromunda's part of a duel to the finish (``rules/duel.py``): the law of N17's ``after``,
each turn's fight and how the second answers (E1–E4, E11)."""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from gangfight_gui.rules.engine.errors import RulesError, ScenarioShapeError
from gangfight_gui.rules.game import After
from gangfight_gui.rules.necromunda import matchups
from gangfight_gui.rules.necromunda.outcome import action_outcome
from gangfight_gui.rules.necromunda.profile import OUT_OF_ACTION, SERIOUSLY_INJURED, STANDING
from gangfight_gui.rules.necromunda.scenario import Scenario, read_scenario
from gangfight_gui.rules.necromunda.state import STATE_KEYS, FighterState, state_of
from gangfight_gui.rules.necromunda.takedown import next_states


def after_law(plan: Scenario) -> tuple[tuple[After, float], ...]:
    """N17's ``after`` of one Fight action (and its Reaction attacks), over every die, jointly.

    The target's state depends only on the action's damage and injury dice (N12, N13), the
    attacker's only on the Reaction's, rolled independently: so each standing state of the
    target's law is followed by the attacker's law."""
    action = plan.action
    target = action.target
    damage = action_outcome(action, plan.faces).damage
    hurt = next_states(state_of(target), damage, target.t, plan.faces)
    struck: dict[FighterState, Fraction] | None = None
    if plan.reaction is not None:
        back = plan.reaction
        law = action_outcome(back, plan.faces).damage
        struck = next_states(state_of(back.target), law, back.target.t, plan.faces)
    found: list[tuple[After, float]] = []
    for after, chance in hurt.items():
        if struck is None or after.status != STANDING or target.status != STANDING:
            found.append((After({}, (after.as_json(),)), float(chance)))
            continue
        for attacker, more in struck.items():
            found.append((After(attacker.as_json(), (after.as_json(),)), float(chance * more)))
    return tuple(found)


def end_status(entry: Mapping[str, Any]) -> str:
    """E4: seriously injured or out of action (N17)."""
    status = entry.get("status")
    return status if status in (SERIOUSLY_INJURED, OUT_OF_ACTION) else ""


def duel_fight(
    data: Mapping[str, Any], attacker: Mapping[str, Any], target: Mapping[str, Any]
) -> dict[str, Any]:
    """Both fighters' ``w``, ``flesh_wounds`` and ``status`` as the turn finds them; an explicit
    split of the attack dice that this turn's dice no longer allow (N7: no charge now) gives way
    to N8's own (E11)."""
    result = dict(data)
    for side, entry in (("attacker", attacker), ("target", target)):
        result[side] = {**data[side], **{k: entry[k] for k in STATE_KEYS if k in entry}}
    try:
        read_scenario(result)
    except (RulesError, ScenarioShapeError):
        result.pop("attack_dice", None)
        reaction = result.get("reaction")
        if isinstance(reaction, Mapping):
            result["reaction"] = {k: v for k, v in reaction.items() if k != "attack_dice"}
    return result


def duel_reply(data: Mapping[str, Any], reply: Mapping[str, Any]) -> dict[str, Any] | None:
    """E11: the second's fight takes the first's ``reaction.broken`` as its ``broken``, the
    first's interference as its assists and its assists as its interference (N9); with Reaction
    attacks asked, the first makes them too, with N15's default weapons, else the weapons of its
    first legal choice."""
    result = dict(reply)
    reaction = data.get("reaction")
    asked = reaction is True or (isinstance(reaction, Mapping) and reaction.get("enabled", True))
    options = reaction if isinstance(reaction, Mapping) else {}
    result["broken"] = bool(options.get("broken", False)) if asked else False
    result["assists"] = data.get("interference", 0)
    result["interference"] = data.get("assists", 0)
    if asked:
        result["reaction"] = {"enabled": True}
        try:
            read_scenario(result)
        except RulesError:
            first = matchups.pair_scenarios(reply["target"], reply["attacker"])
            if first:
                result["reaction"] = {"enabled": True, "weapons": first[0].get("weapons", [])}
    return result
