"""A fight as the builder sets it up: whether a pair may fight (N1, N17), what the attacker may
fight with (N5), the bounds that depend on the fight (N5, N8, N15) and its title."""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from gangfight_gui.rules.engine.errors import RulesError, ScenarioShapeError
from gangfight_gui.rules.engine.paths import copied
from gangfight_gui.rules.engine.wording import count_of, without_path
from gangfight_gui.rules.game import Choice, Limits, Offer
from gangfight_gui.rules.necromunda import fields, matchups, state
from gangfight_gui.rules.necromunda.game import FIGHT
from gangfight_gui.rules.necromunda.profile import UNARMED, Fighter, read_fighter
from gangfight_gui.rules.necromunda.scenario import (
    Action,
    InjuryFaces,
    Scenario,
    odd_die,
    reaction_default,
    read_scenario,
)
from gangfight_gui.rules.necromunda.sequence import legal_splits


def _reads(entry: Mapping[str, Any], role: str) -> str:
    """Why ``entry`` cannot take part as ``role`` (its profile, N2, N3, N17); empty: it can."""
    try:
        read_fighter(entry, role)
    except (RulesError, ScenarioShapeError) as error:
        name = str(entry.get("name") or role)
        text = str(error)
        return f"{name}: {without_path(text)}"
    refusal = state.CANNOT_ATTACK if role == "attacker" else state.CANNOT_BE_ATTACKED
    why = refusal.get(state.entry_status(entry), "")
    return f"{entry.get('name') or role} is {why}" if why else ""


def offers(
    attacker: Mapping[str, Any] | None, target: Mapping[str, Any] | None
) -> tuple[Offer, ...]:
    """The Fight, or why this pair cannot fight (N1 vehicles, N2/N3 profiles, N17 status)."""
    if attacker is None:
        return (Offer(FIGHT, "Pick an attacker first"),)
    if attacker is target:
        return (Offer(FIGHT, "A fighter cannot fight itself: pick another target"),)
    refusal = _reads(attacker, "attacker")
    if not refusal and target is not None:
        refusal = _reads(target, "target")
    return (Offer(FIGHT, refusal),)


def with_defaults(scenario: Mapping[str, Any]) -> dict[str, Any]:
    """``scenario`` with every circumstance the builder offers at its default where it names
    none (the same fight: each default reads as absent)."""
    full = copied(scenario)
    for spec in fields.SCENARIO_FIELDS:
        if spec.default is None:
            continue
        node = full
        *parents, last = spec.key.split(".")
        for part in parents:
            child = node.get(part)
            if not isinstance(child, dict):
                child = {}
                node[part] = child
            node = child
        node.setdefault(last, spec.default)
    return full


def choices(
    attacker: Mapping[str, Any] | None, targets: Sequence[Mapping[str, Any]], kind: str
) -> tuple[Choice, ...]:
    """Every legal weapon choice of N5 (each weapon alone, each pair without an Unwieldy one,
    unarmed), labelled as the matchups label them; none when the pair cannot fight. Each is a
    full scenario, so the builder sets the player's circumstances on a copy that calc reads."""
    if kind != FIGHT.key or attacker is None or not targets:
        return ()
    if offers(attacker, targets[0])[0].refusal:
        return ()
    return tuple(
        Choice(matchups.choice_label(scenario), with_defaults(scenario))
        for scenario in matchups.pair_scenarios(attacker, targets[0])
    )


# --- bounds that depend on the fight -----------------------------------------------------------

ODD_LABELS = ("Auto: the die worth more",)


def _odd_die(action: Action, auto: Callable[[], Action | None]) -> Limits:
    """N8: the odd die's choices, by the weapons' names; only "auto" when there is none.
    ``auto`` gives the action as "auto" splits it (asked only when there is an odd die)."""
    chosen = [
        weapon
        for group in action.groups
        if (weapon := action.attacker.weapon(group.name)) is not None
    ]
    total = sum(group.dice for group in action.groups)
    if len(legal_splits(chosen, total)) < 2:
        return Limits(
            choices=("auto",), choice_labels=ODD_LABELS, hint="No odd Attack die here (N8)"
        )
    first, second = (weapon.name for weapon in chosen)
    picked = auto()
    label = ODD_LABELS[0]
    if picked is not None:
        label = "Auto: " + max(picked.groups, key=lambda group: group.dice).name
    return Limits(
        choices=("auto", "0", "1"),
        choice_labels=(label, first, second),
        hint=f"{count_of(total, 'Attack die')}: the odd one to either weapon (N8)",
    )


def _auto(options: object) -> bool:
    """The split is N8's "auto" (no odd die chosen, no explicit split)."""
    if not isinstance(options, Mapping):
        return True
    return odd_die(options.get("extra_die")) == "auto" and options.get("attack_dice") is None


def _reaction_on(scenario: Mapping[str, Any]) -> dict[str, Any]:
    data = copied(scenario)
    reaction = data.get("reaction")
    data["reaction"] = (dict(reaction) if isinstance(reaction, dict) else {}) | {"enabled": True}
    return data


def _planned(scenario: Mapping[str, Any]) -> Scenario | None:
    try:
        return read_scenario(scenario)
    except (RulesError, ScenarioShapeError):
        return None


def _reaction_weapons(target: Fighter) -> Limits:
    """N15: the target's weapons to choose from, and what leaving them unset means."""
    usable = tuple(weapon.name for weapon in target.weapons if weapon.close_combat)
    try:
        default = " + ".join(reaction_default(target)) or "unarmed"
    except RulesError:
        hint = f"Up to two, one if Unwieldy (N5): all of {' + '.join(usable)} cannot be (N15)"
    else:
        hint = f"Up to two, one if Unwieldy (N5); unset: {default} (N15)"
    return Limits(choices=usable, hint=hint)


def field_limits(scenario: Mapping[str, Any]) -> Mapping[str, Limits]:
    """N8's odd die by the weapons chosen (each side), N15's weapons of the target, and why a
    seriously injured target makes no Reaction attacks (N17)."""
    limits: dict[str, Limits] = {}
    plan = _planned(scenario)
    if plan is not None:

        def action_auto() -> Action | None:
            if _auto(scenario):
                return plan.action
            auto = _planned({**scenario, "extra_die": "auto", "attack_dice": None})
            return auto.action if auto is not None else None

        limits["extra_die"] = _odd_die(plan.action, action_auto)
    on = _reaction_on(scenario)
    reacting = plan if plan is not None and plan.reaction is not None else _planned(on)
    if reacting is not None and reacting.reaction is not None:

        def reaction_auto() -> Action | None:
            if _auto(on["reaction"]):
                return reacting.reaction
            on["reaction"] |= {"extra_die": "auto", "attack_dice": None}
            auto = _planned(on)
            return auto.reaction if auto is not None else None

        limits["reaction.extra_die"] = _odd_die(reacting.reaction, reaction_auto)
    target = scenario.get("target")
    if isinstance(target, Mapping):
        with contextlib.suppress(RulesError, ScenarioShapeError):
            limits["reaction.weapons"] = _reaction_weapons(read_fighter(target, "target"))
        if state.entry_status(target) != "standing":
            limits["reaction.enabled"] = Limits(
                hint="A seriously injured target makes no Reaction attacks (N17)"
            )
    return limits


# --- the title ---------------------------------------------------------------------------------


def _name(side: object, role: str) -> str:
    return str(side.get("name") or role) if isinstance(side, Mapping) else role


def _modifiers(data: Mapping[str, Any]) -> list[str]:
    """N4, N9 (and N8's odd die when the player chose it): what the title names."""
    words = [
        label
        for key, label in (("turn_to_face", "turned to face"), ("broken", "broken"))
        if data.get(key) is True
    ]
    assists = state.whole(data, "assists") or 0
    interference = state.whole(data, "interference") or 0
    if assists:
        words.append(count_of(assists, "assist"))
    if interference:
        words.append(f"{interference} interference")
    odd = odd_die(data.get("extra_die"))
    weapons = data.get("weapons")
    if odd != "auto" and isinstance(weapons, list) and len(weapons) == 2:
        words.append(f"odd die to {weapons[int(odd)]}")
    return words


def _state_words(side: object) -> str:
    if not isinstance(side, Mapping):
        return ""
    summary = state.state_summary(side)
    return f"{_name(side, 'target')}: {summary[:1].lower() + summary[1:]}" if summary else ""


def describe(scenario: Mapping[str, Any]) -> str:
    """The fight in a line: "Vorne charges Kattar (Arc lash + Sliver pistol), out of sight,
    1 assist; Reaction attacks (Hammer), turned to face" and whatever else counts."""
    attacker, target = scenario.get("attacker"), scenario.get("target")
    charging = scenario.get("charging") is True
    verb = "charges" if charging else "fights"
    title = f"{_name(attacker, 'attacker')} {verb} {_name(target, 'target')}"
    title += f" ({matchups.choice_label(scenario)})"
    words = ["out of sight"] if charging and scenario.get("out_of_sight") is True else []
    words += _modifiers(scenario)
    for side in (attacker, target):
        text = _state_words(side)
        if text:
            words.append(text)
    if words:
        title += ", " + ", ".join(words)
    reaction = scenario.get("reaction")
    if reaction is True or (isinstance(reaction, Mapping) and reaction.get("enabled") is not False):
        options: Mapping[str, Any] = reaction if isinstance(reaction, Mapping) else {}
        named = options.get("weapons")
        arms = " + ".join(str(name) for name in named) or UNARMED if isinstance(named, list) else ""
        title += "; Reaction attacks" + (f" ({arms})" if arms else "")
        more = _modifiers(options)
        if more:
            title += ", " + ", ".join(more)
    faces = _faces(scenario)
    if faces is not None and not faces.is_default:
        title += f"; injury dice {faces.text}"
    return title


def _faces(scenario: Mapping[str, Any]) -> InjuryFaces | None:
    plan = _planned(scenario)
    return plan.faces if plan is not None else None
