"""What a player sees of a fight: ``calc``'s JSON and text, the headline, a roll's JSON and steps,
with this program's readings (N7, N8, N10–N13, N15) named in ``notes`` and the text."""

from __future__ import annotations

from fractions import Fraction
from functools import lru_cache, partial
from operator import attrgetter
from typing import Any

from gangfight_gui.rules.engine.laws import Law, figures, given_json, pieces
from gangfight_gui.rules.engine.steps import Die, Step
from gangfight_gui.rules.engine.wording import count_of, percent
from gangfight_gui.rules.necromunda import state
from gangfight_gui.rules.necromunda.outcome import (
    NO_REACTION,
    STATES,
    ActionLaws,
    ActionOutcome,
    Chance,
    Outcome,
)
from gangfight_gui.rules.necromunda.resolve import ActionRoll, Roll
from gangfight_gui.rules.necromunda.scenario import Action, Group, InjuryFaces, Scenario

GAME_KEY = "necromunda"

READING_DICE = "Wound, save, damage and injury dice: this program's reading (N10–N13)"
READING_ODD_DIE = (
    "the odd Attack die went to {name}, whose die is worth more: this program's reading (N8)"
)
READING_UNARMED = "dice a sidearm cannot take are Unarmed attacks: this program's reading (N7)"
READING_REACTION = (
    "Reaction attacks: both fighters as at the start of the action, this program's reading (N15)"
)


def _plain(state: str) -> str:
    return state.replace("_", " ")


def _percent(p: Fraction | float) -> str:
    return percent(float(p))


def faces_note(faces: InjuryFaces) -> str:
    """N13: the injury die in use, marked default or not; always editable."""
    kind = "default" if faces.is_default else "set in this scenario"
    return f"injury dice faces: {kind} ({faces.text}), editable"


def readings(scenario: Scenario) -> tuple[str, ...]:
    """The readings of this program that the figures of ``scenario`` rest on."""
    reaction = scenario.reaction
    return _notes(
        scenario.faces.counts,
        _marks(scenario.action),
        None if reaction is None else _marks(reaction),
    )


Marks = tuple[str | None, bool]
"""What an action's notes depend on: the weapon this program gave the odd die (N8), if it did,
and whether dice a sidearm cannot take went to Unarmed (N7)."""


def _marks(action: Action) -> Marks:
    odd = max(action.groups, key=_dice).name if action.auto_odd_die else None
    return odd, action.unarmed_for_sidearm


def _dice(group: Group) -> int:
    return group.dice


@lru_cache(maxsize=1024)
def _notes(counts: tuple[int, int, int], action: Marks, reaction: Marks | None) -> tuple[str, ...]:
    """``notes`` by what they depend on, memoised: a batch's fights share a handful."""
    out = [f"{READING_DICE}; {faces_note(InjuryFaces(*counts))}"]
    for marks in (action, reaction):
        if marks is None:
            continue
        odd, unarmed = marks
        if odd is not None:
            out.append(READING_ODD_DIE.format(name=odd))
        if unarmed:
            out.append(READING_UNARMED)
    if reaction is not None:
        out.append(READING_REACTION)
    return tuple(dict.fromkeys(out))


# --- calc ---------------------------------------------------------------------------------------


def _law_json(law: Law) -> dict[str, Any]:
    mean, floats = figures(law)
    return {"mean": mean, "distribution": list(floats)}


def _laws_json(laws: ActionLaws, chance: Chance | None, encoded: bool) -> list[Any]:
    """Each group's hits, then the five counts: a reaction's made with its chance (N15), each
    fight's own; an action's as they are, the same in every fight that shares them (``encoded``:
    orjson pieces, each written once)."""
    shown = (
        *laws.group_hits,
        laws.hits,
        laws.wounding_hits,
        laws.unsaved,
        laws.damage,
        laws.injury_dice,
    )
    if chance is not None:
        return given_json(shown, *chance)
    return pieces(shown) if encoded else [_law_json(law) for law in shown]


def _states_json(laws: ActionLaws, chance: Chance | None, out: dict[str, Any]) -> None:
    """The five states (with ``no_reaction`` for Reaction attacks) and the chances named beside
    them, each divided once from whole numbers (the floats of the exact Fractions), into
    ``out``."""
    unharmed, wounded, total, flesh, serious, out_of_action, big = laws.weights
    made, out_of = (1, 1) if chance is None else chance
    total *= out_of
    big *= out_of
    states = {NO_REACTION: (out_of - made) / out_of} if chance is not None else {}
    states["unharmed"] = made * unharmed / total
    states["wounded"] = made * wounded / total
    states["flesh_wound"] = made * flesh / big
    states["seriously_injured"] = p_serious = made * serious / big
    states["out_of_action"] = p_out = made * out_of_action / big
    out["outcome"] = states
    out["p_out_of_action"] = p_out
    out["p_seriously_injured"] = p_serious
    out["p_injured"] = made * (flesh + serious + out_of_action) / big


def _action_json(result: ActionOutcome, encoded: bool, out: dict[str, Any]) -> dict[str, Any]:
    """One action's figures, added to ``out`` (a fight's, or its reaction's), which is
    returned."""
    action, laws = result.action, result.laws
    groups = action.groups
    written = _laws_json(laws, result.chance, encoded)
    hits, wounding, unsaved, damage, injury = written[len(groups) :]
    out["attacker"] = action.attacker.name
    out["target"] = action.target.name
    out["attack_dice"] = action.attack_dice
    out["weapons"] = [
        {
            "name": group.name,
            "dice": group.dice,
            "hit_target": group.hit_target,
            "strength": group.strength,
            "wound_target": group.wound_target,
            "save_target": group.save_target,
            "d": group.damage,
            "hits": law,
        }
        for group, law in zip(groups, written, strict=False)
    ]
    out["hits"] = hits
    out["wounding_hits"] = wounding
    out["unsaved"] = unsaved
    out["damage"] = damage
    out["injury_dice"] = injury
    _states_json(laws, result.chance, out)
    return out


def outcome_json(outcome: Outcome, *, encoded: bool = False) -> dict[str, Any]:
    """``calc --json`` (docs/necromunda.md): reaction figures unconditional (N15); the page's
    names, with ``p_seriously_injured``, ``p_injured``, ``attacker``, ``target`` and ``notes``.

    ``encoded``: the action's laws as orjson ``Fragment``s, each written once for every fight
    that shares it (for orjson only, the same bytes; ``calc --json`` over a list asks for it).
    """
    out = _action_json(outcome.action, encoded, {"game": GAME_KEY})
    reaction = outcome.reaction
    if reaction is not None and reaction.chance is not None:
        made, out_of = reaction.chance
        out["reaction"] = _action_json(reaction, encoded, {"p_reaction": made / out_of})
    out["notes"] = list(readings(outcome.scenario))
    return out


outcome_json_encoded = partial(outcome_json, encoded=True)
"""``outcome_json`` with the action's laws pre-encoded for orjson (``calc --json`` over a list):
the same bytes once written, the laws a batch shares encoded once."""


def _circumstances(
    action: Action, charging: bool, out_of_sight: bool, turned: bool, broken: bool
) -> str:
    words = []
    if charging:
        words.append("charging")
    if out_of_sight:
        words.append("out of sight")
    if turned:
        words.append("turned to face")
    if broken:
        words.append("broken")
    others = action.modifier + turned + out_of_sight + 2 * broken
    if others:
        words.append(f"assists − interference {others:+d}")
    return f" ({', '.join(words)})" if words else ""


def _group_text(group: Group) -> str:
    need = "cannot hit" if group.hit_target == 7 else f"hits on {group.hit_target}+"
    save = "no save" if group.save_target is None else f"save {group.save_target}+"
    return (
        f"  {group.name}: {count_of(group.dice, 'die')}, {need}, S{group.strength} wounds on "
        f"{group.wound_target}+, {save}, D{group.damage}"
    )


def _action_text(result: ActionOutcome, heading: str) -> list[str]:
    action = result.action
    total = sum(group.dice for group in action.groups)
    noun = "Attack die" if total == 1 else "Attack dice"
    lines = [f"{heading}: {total} {noun}"]
    lines += [_group_text(group) for group in action.groups]
    lines.append(
        f"  mean hits {result.hits.mean:.2f}, wounding hits {result.wounding_hits.mean:.2f}, "
        f"unsaved {result.unsaved.mean:.2f}, damage {result.damage.mean:.2f}, "
        f"injury dice {result.injury_dice.mean:.2f}"
    )
    order = (*reversed(STATES), NO_REACTION)
    states = ", ".join(
        f"{_plain(key)} {_percent(result.states[key])}" for key in order if key in result.states
    )
    lines.append(f"  {action.target.name}: {states}")
    return lines


def outcome_text(outcome: Outcome) -> str:
    """``calc`` for a person: the groups, the means, the target's states, the readings."""
    scenario = outcome.scenario
    action = scenario.action
    heading = f"{action.attacker.name} attacks {action.target.name}" + _circumstances(
        action, scenario.charging, scenario.out_of_sight, scenario.turn_to_face, scenario.broken
    )
    lines = _action_text(outcome.action, heading)
    if outcome.reaction is not None and scenario.reaction is not None:
        reaction = scenario.reaction
        heading = (
            f"Reaction attacks by {reaction.attacker.name}"
            + _circumstances(
                reaction, False, False, scenario.reaction_turn_to_face, scenario.reaction_broken
            )
            + f", if still standing ({_percent(outcome.p_reaction)})"
        )
        lines += _action_text(outcome.reaction, heading)
    lines += [f"Note: {note}" for note in readings(scenario)]
    return "\n".join(lines)


# --- roll ---------------------------------------------------------------------------------------

_ROLLS: tuple[tuple[str, Any, Any, Any, Any], ...] = (
    (
        "Hit roll",
        attrgetter("hit_dice"),
        attrgetter("hit_target"),
        lambda group: count_of(group.hits, "hit"),
        lambda group, target, toughness: "cannot hit" if target == 7 else f"{target}+",
    ),
    (
        "Wound roll",
        attrgetter("wound_dice"),
        attrgetter("wound_target"),
        lambda group: count_of(group.wounding_hits, "wound"),
        lambda group, target, toughness: f"{target}+, S{group.strength} v T{toughness}",
    ),
    (
        "Save",
        attrgetter("save_dice"),
        attrgetter("save_target"),
        lambda group: f"{len(group.save_dice) - group.unsaved} saved, {group.unsaved} unsaved",
        lambda group, target, toughness: f"{target}+",
    ),
)
"""The dice steps of each weapon group, in the order they are rolled: title, dice, target
number, result and what is needed."""


def _action_roll_json(roll: ActionRoll) -> dict[str, Any]:
    return {
        "attack_dice": roll.action.attack_dice,
        "weapons": [
            {
                "name": group.group.name,
                "hit_dice": list(group.hit_dice),
                "wound_dice": list(group.wound_dice),
                "save_dice": list(group.save_dice),
                "hits": group.hits,
                "wounding_hits": group.wounding_hits,
                "unsaved": group.unsaved,
            }
            for group in roll.groups
        ],
        "hits": roll.hits,
        "wounding_hits": roll.wounding_hits,
        "unsaved": roll.unsaved,
        "damage": roll.damage,
        "wounds_lost": roll.wounds_lost,
        "injury_dice": list(roll.injury_names),
        "outcome": roll.outcome,
    }


def roll_json(roll: Roll) -> dict[str, Any]:
    """One entry of ``roll --json``; ``reaction`` null when the target no longer stands; ``after``
    what the roll leaves each fighter in (N17)."""
    out: dict[str, Any] = {"game": GAME_KEY, **_action_roll_json(roll.action)}
    if roll.scenario.reaction is not None:
        out["reaction"] = None if roll.reaction is None else _action_roll_json(roll.reaction)
    out["after"] = state.after_json(roll)
    return out


def _action_steps(roll: ActionRoll, depth: int) -> list[Step]:
    toughness = roll.action.target.toughness
    steps = [
        Step(
            title=title,
            result=result(group),
            dice=tuple(Die(face, face >= target) for face in faces),
            need=need(group.group, target, toughness),
            group=group.group.name,
            depth=depth,
        )
        for title, rolled, aim, result, need in _ROLLS
        for group in roll.groups
        if (faces := rolled(group)) and (target := aim(group.group)) is not None
    ]
    name = roll.action.target.name
    if roll.damage:
        steps.append(
            Step(
                title="Damage",
                result=(
                    f"{roll.damage} ({count_of(roll.wounds_lost, 'wound')} lost, "
                    f"{count_of(len(roll.injury_dice), 'injury die')})"
                ),
                depth=depth,
            )
        )
    if roll.injury_dice:
        steps.append(
            Step(
                title="Injury dice",
                result=_plain(roll.outcome),
                dice=tuple(
                    Die(face, label != "flesh_wound", label=_plain(label))
                    for face, label in zip(roll.injury_dice, roll.injury_names, strict=True)
                ),
                depth=depth,
            )
        )
    steps.append(Step(title="Outcome", result=f"{name} {_plain(roll.outcome)}", depth=depth))
    return steps


def roll_steps(roll: Roll) -> tuple[Step, ...]:
    """The roll as a player follows it; the Reaction attacks one level in (depth 1)."""
    steps = _action_steps(roll.action, 0)
    reaction = roll.scenario.reaction
    if reaction is not None:
        who = reaction.attacker.name
        if roll.reaction is None:
            steps.append(
                Step(
                    title="Reaction attacks",
                    result=f"none: {who} is {_plain(roll.action.outcome)}",
                )
            )
        else:
            steps.append(Step(title="Reaction attacks", result=f"{who} strikes back"))
            steps += _action_steps(roll.reaction, 1)
    return tuple(steps)
