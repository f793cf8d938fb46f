"""What a roster unit may fight another with: the attack kind, its choices (one per weapon, every
model left engaged, on level ground: this project's reading), and their measure."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from gangfight_gui.rules.game import AttackKind, Choice, Offer
from gangfight_gui.rules.warstrike import battle
from gangfight_gui.rules.warstrike.fields import HIT_COUNTER, MARKERS, MODELS_LEFT

if TYPE_CHECKING:
    from gangfight_gui.rules.warstrike.outcome import Outcome

MELEE = AttackKind(
    "melee",
    "Melee Attacks",
    help=(
        "The attacking unit's Melee Attacks (The Close-Combat Cycle, step 2): to hit, saves, "
        "to kill, casualties removed and the allocation test"
    ),
    ruling="W1",
)
"""W1: the one kind of attack calculated (W2 refuses the others)."""

_WEAPON_KEYS = ("name", "atk", "ws_plus", "ap", "str_plus")


def default_engaged(attacker_count: object, defender_count: object) -> object:
    """Defending models engaged in a matchup: min of both counts (whole numbers), else as given.
    In base contact each attacker engages about one defender, never more than the unit has."""
    if isinstance(attacker_count, int) and isinstance(defender_count, int):
        return min(attacker_count, defender_count)
    return defender_count


def weapons(entry: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    """The unit's weapons as its roster entry holds them."""
    given = entry.get("weapons")
    return [w for w in given if isinstance(w, Mapping)] if isinstance(given, list | tuple) else []


def refusal(attacker: Mapping[str, Any] | None, target: Mapping[str, Any] | None) -> str:
    """Why ``attacker`` cannot make Melee Attacks on ``target`` now, or "" when it can."""
    if attacker is None:
        return "Pick an attacking unit first"
    why = battle.entry_state(attacker).attack_refusal
    if why:
        return why
    if not weapons(attacker):
        name = battle.unit_name(attacker)
        return f"{name} has no melee weapon, and the draft has no unarmed attack (W5)"
    return battle.entry_state(target).target_refusal if target is not None else ""


def offers(attacker: Mapping[str, Any] | None, target: Mapping[str, Any] | None) -> tuple[Offer]:
    """The one kind, offered or refused with its ruling."""
    return (Offer(MELEE, refusal(attacker, target)),)


def scenario_for(
    attacker: Mapping[str, Any], target: Mapping[str, Any], weapon: Mapping[str, Any]
) -> dict[str, Any]:
    """The Melee Attacks of ``attacker`` with ``weapon`` on ``target``, from their states: clean
    scenario JSON built from the units, since the reader refuses a roster unit's other keys."""
    attacking, defending = _left(attacker), _left(target)
    group = {
        "name": attacker.get("name"),
        "count": attacking,
        "ws": attacker.get("ws"),
        "str": attacker.get("str"),
        "weapon": {key: weapon[key] for key in _WEAPON_KEYS if key in weapon},
    }
    defender = {
        "name": target.get("name"),
        "ws": target.get("ws"),
        "ar": target.get("ar"),
        "to": target.get("to"),
        "engaged": default_engaged(attacking, defending),
        "hit_counter": battle.whole(target, HIT_COUNTER, 0),
        "models": defending,
        "suppression_markers": battle.whole(target, MARKERS, 0),
    }
    return {
        "game": "warstrike",
        "attacker": {"name": attacker.get("name"), "groups": [group]},
        "defender": defender,
        "ground": "level",
    }


def _left(entry: Mapping[str, Any]) -> object:
    """W17: the models a unit has left, as a scenario takes them: its state, else its count as
    written (a count of the wrong type is then the scenario reader's to name)."""
    state = entry.get(MODELS_LEFT)
    return state if isinstance(state, int) and not isinstance(state, bool) else entry.get("count")


def choices(
    attacker: Mapping[str, Any] | None, targets: Sequence[Mapping[str, Any]], kind: str
) -> tuple[Choice, ...]:
    """One choice per weapon of ``attacker`` (W5), none when the pair cannot fight."""
    if kind != MELEE.key or attacker is None or not targets or refusal(attacker, targets[0]):
        return ()
    found = (scenario_for(attacker, targets[0], weapon) for weapon in weapons(attacker))
    return tuple(Choice(choice_label(s), s) for s in found)


def choice_label(scenario: Mapping[str, Any]) -> str:
    """What a pair scenario chooses: its weapon (each group's, joined by " + ")."""
    attacker = scenario.get("attacker")
    groups = attacker.get("groups") if isinstance(attacker, Mapping) else None
    names = []
    for group in groups if isinstance(groups, list) else ():
        weapon = group.get("weapon") if isinstance(group, Mapping) else None
        if isinstance(weapon, list) and weapon:
            weapon = weapon[0]
        if isinstance(weapon, Mapping) and isinstance(weapon.get("name"), str):
            names.append(weapon["name"])
    return " + ".join(names) or "no weapon"


def score(outcome: Outcome) -> float:
    """Expected casualties per engaged defender, plus P(unit wiped): both in 0..1, wiping counts
    twice because it ends the defender's part in the fight."""
    engaged = outcome.scenario.defender.engaged
    return outcome.casualties.mean / engaged + outcome.p_unit_wiped
