"""What the results pane shows of a fight: headline figures, charts, "at least" laws, the rolls and
modifiers behind them, and the readings of this program that decided them (N7–N17)."""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from gangfight_gui.rules.engine.laws import Law
from gangfight_gui.rules.engine.wording import count_of, percent
from gangfight_gui.rules.game import AtLeast, Chart, Figure, Note, OutcomeView, Tone
from gangfight_gui.rules.necromunda import report
from gangfight_gui.rules.necromunda.dice import CANNOT
from gangfight_gui.rules.necromunda.outcome import NO_REACTION, STATES, ActionOutcome, Outcome
from gangfight_gui.rules.necromunda.profile import (
    SERIOUSLY_INJURED,
    TO_FILL_IN,
    UNARMED,
    Fighter,
)
from gangfight_gui.rules.necromunda.scenario import Action, Group, InjuryFaces, Scenario

READING = "*"
"""Marks a ruling that is this program's reading in the details' lines."""
READING_LINE = "* this program's reading, where the game text says nothing (see the notes)"

STATE_LABELS = {
    NO_REACTION: "No reaction",
    "unharmed": "Unharmed",
    "wounded": "Wounded",
    "flesh_wound": "Flesh wound",
    "seriously_injured": "Seriously injured",
    "out_of_action": "Out of action",
}
STATES_HELP = (
    "Each fight ends in exactly one of these (N14): Wounded is a wound lost and no injury die; "
    "Flesh wound, every injury die a flesh wound; Seriously injured, one showed it and none "
    "took the fighter out of action (N13). Any injury counts the last three: Wounded is not an "
    "injury."
)


def _flip(tone: Tone) -> Tone:
    """The other side's tone. A tone is whom a bar is good for, always from the side of the
    fight's attacker (``rules/game.py``): the attacker out of action is good for the defender."""
    return "defender" if tone == "attacker" else "attacker" if tone == "defender" else tone


def _state_tone(state: str) -> Tone:
    """Whom the target's state is good for: unharmed the defender, anything else the attacker."""
    return "defender" if state == "unharmed" else "attacker"


# --- figures -----------------------------------------------------------------------------------


def headline(outcome: Outcome) -> tuple[Figure, ...]:
    """The target going down first; with a reaction, the attacker's own risk after (tone:
    good for the defender). Each figure's help says what it counts."""
    action = outcome.scenario.action
    reaction = outcome.reaction.states if outcome.reaction is not None else None
    return figures(outcome.action.states, reaction, action.target.name, action.attacker.name)


def figures(
    states: Mapping[str, Fraction],
    reaction: Mapping[str, Fraction] | None,
    target: str,
    attacker: str,
) -> tuple[Figure, ...]:
    """The headline from the target's five states and, with Reaction attacks, the attacker's
    (unconditional, N15): the same figures whether from ``calc`` or from dice typed so far."""
    injured = states["flesh_wound"] + states["seriously_injured"] + states["out_of_action"]
    wounded = percent(float(states["wounded"]))
    found = [
        Figure(
            "p_out_of_action",
            "Out of action",
            float(states["out_of_action"]),
            help=f"The chance {target} goes out of action: an injury die shows it, or the flesh "
            "wounds reach T (N13)",
        ),
        Figure(
            "p_seriously_injured",
            "Seriously injured",
            float(states["seriously_injured"]),
            help=f"The chance {target} ends seriously injured, not out of action (N13)",
        ),
        Figure(
            "p_injured",
            "Any injury",
            float(injured),
            help="At least one injury die: flesh wound, seriously injured or out of action. "
            f"Wounded (a wound lost, no injury die: {wounded}) is not counted",
        ),
    ]
    if reaction is not None:
        found += [
            Figure(
                "reaction.p_out_of_action",
                "Attacker out of action",
                float(reaction["out_of_action"]),
                tone="defender",
                help=f"The chance the Reaction attacks take {attacker} out of action (N15)",
            ),
            Figure(
                "reaction.p_seriously_injured",
                "Attacker seriously injured",
                float(reaction["seriously_injured"]),
                tone="defender",
                help=f"The chance the Reaction attacks leave {attacker} seriously injured (N15)",
            ),
        ]
    return tuple(found)


# --- charts and laws ---------------------------------------------------------------------------


def states_chart(result: ActionOutcome, title: str, tone_of_target: bool = True) -> Chart:
    """The fighter's states after an action, as bars (the reaction adds "No reaction")."""
    keys = [key for key in (NO_REACTION, *STATES) if key in result.states]
    tones = tuple(_state_tone(key) if key != NO_REACTION else "defender" for key in keys)
    if not tone_of_target:
        tones = tuple(_flip(tone) for tone in tones)
    return Chart(
        title,
        tuple((STATE_LABELS[key], float(result.states[key])) for key in keys),
        tones=tones,
        help=STATES_HELP,
    )


_COUNTS = (
    ("hits", "Hits", "Hit rolls that hit (N9)"),
    ("wounding_hits", "Wounding hits", "Hits whose Wound roll succeeds (N10*)"),
    ("unsaved", "Unsaved wounds", "Wounding hits the save does not stop (N11*)"),
    ("damage", "Damage", "The unsaved wounds' D added up (N12*)"),
    ("injury_dice", "Injury dice", "Damage past the wounds that can be lost (N12*)"),
)


def _count_chart(title: str, law: Law, tone: Tone, help: str) -> Chart:
    floats = law.floats()
    tones = tuple(_flip(tone) if k == 0 else tone for k in range(len(floats)))
    return Chart(title, tuple((str(k), p) for k, p in enumerate(floats)), True, tones, help)


def _counts(result: ActionOutcome, prefix: str, tone: Tone) -> tuple[list[Chart], list[AtLeast]]:
    charts, laws = [], []
    for key, title, help in _COUNTS:
        law: Law = getattr(result, key)
        charts.append(_count_chart(prefix + title, law, tone, help))
        laws.append(AtLeast(prefix + title, tuple(law.floats()), tone))
    return charts, laws


def views(outcome: Outcome) -> tuple[OutcomeView, ...]:
    """One view, the target's: its states first; with Reaction attacks, the attacker's states
    (unconditional: "No reaction" when the target no longer stands, N15)."""
    scenario = outcome.scenario
    target, attacker = scenario.action.target.name, scenario.action.attacker.name
    figures = list(headline(outcome))
    charts = [states_chart(outcome.action, f"{target} after the fight")]
    counts, laws = _counts(outcome.action, "", "attacker")
    if outcome.reaction is not None:
        figures.append(
            Figure(
                "reaction.p_reaction",
                "Target strikes back",
                float(outcome.p_reaction),
                tone="defender",
                help=f"The chance {target} still stands after the action and makes its Reaction "
                "attacks (N15)",
            )
        )
        charts.append(
            states_chart(outcome.reaction, f"{attacker} after the Reaction attacks", False)
        )
        more, more_laws = _counts(outcome.reaction, "Reaction: ", "defender")
        counts += more
        laws += more_laws
    return (
        OutcomeView(
            target, tuple(figures), (*charts, *counts), tuple(laws), details(outcome.scenario)
        ),
    )


# --- details -----------------------------------------------------------------------------------


def _options(scenario: Scenario, reaction: bool) -> Mapping[str, Any]:
    data = scenario.data
    if not reaction:
        return data
    value = data.get("reaction")
    return value if isinstance(value, Mapping) else {}


def _hit_line(scenario: Scenario, action: Action, reaction: bool) -> str:
    options = _options(scenario, reaction)
    parts = []
    assists, interference = int(options.get("assists", 0)), int(options.get("interference", 0))
    if assists:
        parts.append(f"+{assists} {'assist' if assists == 1 else 'assists'} (N9)")
    if interference:
        parts.append(f"−{interference} interference (N9)")
    turned = scenario.reaction_turn_to_face if reaction else scenario.turn_to_face
    broken = scenario.reaction_broken if reaction else scenario.broken
    if turned:
        parts.append("−1 turned to face (N4)")
    if not reaction and scenario.out_of_sight:
        parts.append("−1 charged out of sight (N9)")
    if broken:
        parts.append(f"−2 broken (N9{READING})")
    ws = action.attacker.ws
    target = action.groups[0].hit_target if action.groups else CANNOT
    need = "cannot hit" if target == CANNOT else f"needs {target}+"
    mods = f", {', '.join(parts)}" if parts else ", no modifier"
    return f"Hit roll: WS {ws}+{mods}: {need}; a natural 1 always misses (N9)"


def _dice_line(scenario: Scenario, action: Action, reaction: bool) -> str:
    chosen = [group for group in action.groups if group.name != UNARMED]
    parts = [f"A {action.attacker.a}"]
    if len(chosen) == 2:
        parts.append("+1 two weapons")
    if scenario.charging and not reaction:
        parts.append("+1 charging")
    total = sum(group.dice for group in action.groups)
    noun = "Attack die" if total == 1 else "Attack dice"
    split = ", ".join(f"{group.name} {group.dice}" for group in action.groups)
    line = f"{action.attacker.name}: {total} {noun} ({', '.join(parts)}: N6): {split}"
    reasons = []
    if any(_sidearm(action.attacker, group.name) for group in chosen):
        reasons.append("a sidearm takes one die (N7)")
    if action.unarmed_for_sidearm:
        reasons.append(f"dice a sidearm cannot take are Unarmed (N7{READING})")
    if action.auto_odd_die:
        odd = max(action.groups, key=lambda group: group.dice).name
        reasons.append(f"the odd die to {odd}, whose die is worth more (N8{READING})")
    return line + (f"; {'; '.join(reasons)}" if reasons else "")


def _sidearm(fighter: Fighter, name: str) -> bool:
    weapon = fighter.weapon(name)
    return weapon is not None and weapon.sidearm


def _group_line(action: Action, group: Group) -> str:
    attacker, target = action.attacker, action.target
    weapon = attacker.weapon(group.name)
    written = weapon.strength.text if weapon is not None else "S"
    strength = f"S{group.strength}" + (f" ({written})" if written != str(group.strength) else "")
    toughness = f"T{target.toughness}"
    if target.flesh_wounds:
        toughness += f" ({target.t} − {count_of(target.flesh_wounds, 'flesh wound')})"
    ap = signed(weapon.ap if weapon is not None else 0)
    if group.save_target is None:
        why = "no save" if target.sv is None else f"no save (Sv {target.sv}+, AP {ap})"
        save = f"{why} (N11{READING})"
    else:
        save = f"save {group.save_target}+ (Sv {target.sv}+, AP {ap}) (N11{READING})"
    return (
        f"{group.name}: {count_of(group.dice, 'die')}, {strength} against {toughness}: wounds "
        f"on {group.wound_target}+ (N10{READING}); {save}; D{group.damage}"
    )


def _damage_line(target: Fighter) -> str:
    if target.w == 1:
        return f"Damage: {target.name} has 1 wound: every point is an injury die (N12{READING})"
    return (
        f"Damage: {target.name} has {count_of(target.w, 'wound')}: up to {target.w - 1} "
        f"{'point costs a wound' if target.w == 2 else 'points cost wounds'}, every further "
        f"point is an injury die (N12{READING})"
    )


def signed(number: int) -> str:
    """A modifier as printed: "−1" with a true minus sign, "0"."""
    return f"−{-number}" if number < 0 else str(number)


def _injury_line(target: Fighter, faces: InjuryFaces) -> str:
    kind = "the default" if faces.is_default else "a house rule"
    left = target.t - target.flesh_wounds
    return (
        f"Injury dice: faces {faces.text} ({kind}, N13{READING}); {target.name} goes out "
        f"of action at {count_of(left, 'more flesh wound')} (T {target.t})"
    )


def _action_lines(scenario: Scenario, action: Action, reaction: bool) -> list[str]:
    lines = [_dice_line(scenario, action, reaction), _hit_line(scenario, action, reaction)]
    lines += [_group_line(action, group) for group in action.groups if group.dice]
    lines += [_damage_line(action.target), _injury_line(action.target, scenario.faces)]
    return lines


def details(scenario: Scenario) -> tuple[str, ...]:
    """The rolls and modifiers of the action, then of the Reaction attacks, each with its ruling."""
    lines = _action_lines(scenario, scenario.action, False)
    if scenario.reaction is not None:
        reaction = scenario.reaction
        weapons = " + ".join(g.name for g in reaction.groups if g.name != UNARMED) or UNARMED
        lines.append(
            f"Reaction attacks: if {reaction.attacker.name} still stands it strikes back with "
            f"{weapons}; both fighters as at the start of the action (N15{READING})"
        )
        lines += ["Reaction: " + line for line in _action_lines(scenario, reaction, True)]
    lines.append(READING_LINE)
    return tuple(lines)


# --- notes -------------------------------------------------------------------------------------


def _possible(law: Law) -> bool:
    return law.probability(0) < 1


def _action_notes(result: ActionOutcome, faces: InjuryFaces, broken: bool) -> list[Note]:
    action = result.action
    target = action.target
    out = []
    if action.unarmed_for_sidearm:
        out.append(Note("N7", report.READING_UNARMED.capitalize() + "."))
    if action.auto_odd_die:
        odd = max(action.groups, key=lambda group: group.dice).name
        out.append(
            Note(
                "N8",
                f"The odd Attack die went to {odd}, whose die is worth more (wounds lost plus "
                "injury dice): this program's pick; the game leaves it to the player (Advice).",
            )
        )
    if broken:
        out.append(
            Note(
                "N9",
                "Broken is −2 to hit: this program's reading of the game's example (broken and "
                "turned to face, −3).",
            )
        )
    if _possible(result.hits):
        worn = f", {target.t} − {count_of(target.flesh_wounds, 'flesh wound')}"
        out.append(
            Note(
                "N10",
                f"Wound roll: S against {target.name}'s T {target.toughness}"
                + (worn if target.flesh_wounds else "")
                + ": S ≥ 2T 2+, S > T 3+, S = T 4+, S < T 5+, 2S ≤ T 6+ (this program's reading).",
            )
        )
    if _possible(result.wounding_hits):
        out.append(
            Note(
                "N11",
                "Save: Sv minus AP (AP −1 makes 5+ into 6+), a natural 1 fails, none past 6+ "
                "(this program's reading).",
            )
        )
    if _possible(result.damage):
        out.append(
            Note(
                "N12",
                "Damage: each unsaved wound deals its D; a fighter never drops below 1 wound, each "
                "point past that is an injury die (this program's reading).",
            )
        )
    if _possible(result.injury_dice):
        kind = "the default" if faces.is_default else "a house rule (Preferences)"
        out.append(
            Note(
                "N13",
                f"Injury dice: faces {faces.text}, {kind}; rolled together, out of action "
                "when any shows it or the flesh wounds reach T (this program's reading).",
            )
        )
    return out


def notes(outcome: Outcome) -> tuple[Note, ...]:
    """The readings of this program that decided this outcome, each once, in ruling order."""
    scenario = outcome.scenario
    found = _action_notes(outcome.action, scenario.faces, scenario.broken)
    if outcome.reaction is not None and scenario.reaction is not None:
        found += _action_notes(outcome.reaction, scenario.faces, scenario.reaction_broken)
        found.append(
            Note(
                "N15",
                "Reaction attacks: both fighters fight as they stood at the start of the action "
                "(this program's reading); none when the target no longer stands.",
            )
        )
        left_out = [
            weapon.name for weapon in scenario.action.target.weapons if weapon.profile == TO_FILL_IN
        ]
        if left_out and not _named_reaction_weapons(scenario):
            found.append(
                Note(
                    "N15",
                    f"Reaction weapons: {', '.join(left_out)} left out, its profile still to "
                    "fill in (this program's reading of an imported gang).",
                )
            )
    if scenario.action.target.status == SERIOUSLY_INJURED:
        found.append(
            Note(
                "N17",
                "A seriously injured target is fought as any other; a Coup de Grace is not "
                "modelled (this program's reading).",
            )
        )
    unique = {(note.ruling, note.text): note for note in found}
    return tuple(sorted(unique.values(), key=lambda note: int(note.ruling[1:])))


def _named_reaction_weapons(scenario: Scenario) -> bool:
    value = scenario.data.get("reaction")
    return isinstance(value, Mapping) and value.get("weapons") is not None
