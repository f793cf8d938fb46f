"""A fighter's state between actions (N17): what a fight leaves each side in, and what it allows;
the one home of N17 for ``roll --json``'s ``after``, the take-down and the window."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from gangfight_gui.rules.engine.wording import count_of
from gangfight_gui.rules.game import After, EntryState
from gangfight_gui.rules.necromunda.profile import (
    OUT_OF_ACTION,
    SERIOUSLY_INJURED,
    STANDING,
    STATUSES,
    Fighter,
)

if TYPE_CHECKING:
    from gangfight_gui.rules.necromunda.resolve import ActionRoll, Roll
    from gangfight_gui.rules.necromunda.scenario import Scenario

STATE_KEYS = ("w", "flesh_wounds", "status")
"""N17: the entry fields a fight changes, in the order ``roll --json`` writes them; the same
scenario with them set as ``after`` says starts the next fight from there."""

CANNOT_ATTACK = {
    SERIOUSLY_INJURED: "seriously injured: it cannot fight (N17)",
    OUT_OF_ACTION: "out of action: it takes no further part (N17)",
}
"""Why a fighter of this status cannot make a Fight action ("Kattar is …")."""
CANNOT_BE_ATTACKED = {OUT_OF_ACTION: CANNOT_ATTACK[OUT_OF_ACTION]}


@dataclass(frozen=True, slots=True)
class FighterState:
    """N17: wounds remaining, flesh wounds suffered (counted as rolled) and status."""

    w: int
    flesh_wounds: int
    status: str = STANDING

    def as_json(self) -> dict[str, Any]:
        return {"w": self.w, "flesh_wounds": self.flesh_wounds, "status": self.status}


def state_of(fighter: Fighter) -> FighterState:
    return FighterState(fighter.w, fighter.flesh_wounds, fighter.status)


def after_action(
    before: FighterState, wounds_lost: int, new_flesh: int, outcome: str
) -> FighterState:
    """N17: the fighter after an action that cost it ``wounds_lost`` (N12, never below 1 wound)
    and ``new_flesh`` flesh wound dice, ending in ``outcome`` (N14)."""
    if outcome == OUT_OF_ACTION:
        status = OUT_OF_ACTION
    elif outcome == SERIOUSLY_INJURED or before.status == SERIOUSLY_INJURED:
        status = SERIOUSLY_INJURED
    else:
        status = STANDING
    return FighterState(before.w - wounds_lost, before.flesh_wounds + new_flesh, status)


def _after(roll: ActionRoll) -> FighterState:
    target = roll.action.target
    return after_action(
        state_of(target), roll.wounds_lost, roll.injury_names.count("flesh_wound"), roll.outcome
    )


def sides_after(roll: Roll) -> tuple[FighterState, FighterState]:
    """N17: (attacker, target) after the roll; the attacker unchanged without Reaction attacks."""
    attacker = state_of(roll.action.action.attacker)
    if roll.reaction is not None:
        attacker = _after(roll.reaction)
    return attacker, _after(roll.action)


def after_json(roll: Roll) -> dict[str, Any]:
    """N17 in ``roll --json``: ``{"attacker": {w, flesh_wounds, status}, "target": {…}}``."""
    attacker, target = sides_after(roll)
    return {"attacker": attacker.as_json(), "target": target.as_json()}


def after(scenario: Scenario, roll: Roll) -> After:
    """N17: the target's state, and the attacker's when Reaction attacks were made."""
    attacker, target = sides_after(roll)
    return After(attacker.as_json() if roll.reaction is not None else {}, (target.as_json(),))


def attack_refusal(entry: Mapping[str, Any]) -> str:
    """N17: why the entry cannot attack now, as a sentence; empty when it can."""
    return _sentence(CANNOT_ATTACK.get(entry_status(entry), ""))


def target_refusal(entry: Mapping[str, Any]) -> str:
    """N17: why the entry cannot be attacked now, as a sentence; empty when it can."""
    return _sentence(CANNOT_BE_ATTACKED.get(entry_status(entry), ""))


def _sentence(text: str) -> str:
    return text[:1].upper() + text[1:]


def whole(entry: Mapping[str, Any], key: str) -> int | None:
    """The entry's whole number ``key``; None when absent or not one (its field says why)."""
    value = entry.get(key)
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def entry_status(entry: Mapping[str, Any]) -> str:
    """The entry's N17 status; an unreadable one counts as standing (its field says why)."""
    status = entry.get("status", STANDING)
    return status if status in STATUSES else STANDING


def entry_state(entry: Mapping[str, Any], now: Mapping[str, Any] | None = None) -> EntryState:
    """N17: the roster ``entry`` in its battle state ``now`` (None: as the entry holds it) at a
    glance, and what it may still do."""
    merged = {**entry, **(now or {})}
    lost = (whole(entry, "w") or 0) - (whole(merged, "w") or 0) if now is not None else 0
    return EntryState(state_summary(merged, lost), attack_refusal(merged), target_refusal(merged))


def state_summary(entry: Mapping[str, Any], wounds_lost: int = 0) -> str:
    """The state at a glance: "1 wound lost", "1 flesh wound (T 2)", "Seriously injured, 2 flesh
    wounds"; empty for a fighter standing unhurt. An entry holds the wounds remaining (N2), not
    the profile's, so the wounds lost are told only when given (a battle's roster entry less its
    state)."""
    flesh = whole(entry, "flesh_wounds") or 0
    status = entry_status(entry)
    parts = []
    if status != STANDING:
        parts.append(status.replace("_", " ").capitalize())
    if wounds_lost > 0:
        parts.append(f"{count_of(wounds_lost, 'wound')} lost")
    if flesh > 0:
        toughness = (whole(entry, "t") or 0) - flesh
        wounds = count_of(flesh, "flesh wound")
        parts.append(wounds if status == OUT_OF_ACTION else f"{wounds} (T {max(0, toughness)})")
    return _sentence(", ".join(parts))
