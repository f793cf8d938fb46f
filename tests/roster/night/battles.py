"""Battles built for the tests: two duel sides, and a fight with typed-in dice."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from gangfight_gui.roster.files import roster_from_data
from gangfight_gui.roster.night.battle import (
    Battle,
    BattleChange,
    EntryRef,
    side_of,
    start_battle,
)
from gangfight_gui.rules.engine.sources import TypedDice
from tests.night_game import fighter, roster_data

RED = roster_data(
    "Reds",
    fighter("Red Captain", dice=3, wounds=3, points=30),
    fighter("Red Spear", points=12, weapons=[{"name": "Spear", "bonus": 1, "points": 3}]),
    fighter("Red Runt", dice=1, wounds=1, points=5),
)
BLUE = roster_data(
    "Blues",
    fighter("Blue Chief", dice=3, wounds=3, points=30),
    fighter("Blue Guard", points=12, wounds_taken=1),
)


def duel_battle(name: str = "") -> Battle:
    return start_battle(side_of(roster_from_data(RED)), side_of(roster_from_data(BLUE)), name)


def fight(
    battle: Battle,
    attacker: EntryRef,
    targets: Sequence[EntryRef],
    dice: Sequence[int],
    *,
    weapon: str | None = None,
) -> BattleChange:
    """``attacker`` fights ``targets`` as the builder would set it up from the battle (each as
    it stands now), with the dice typed in."""
    game = battle.rules
    kind = "volley" if len(targets) > 1 else "strike"
    choices = game.choices(battle.entry(attacker), [battle.entry(t) for t in targets], kind)
    scenario = next(c.scenario for c in choices if c.scenario.get("weapon") == weapon)
    roll = game.resolve(game.read_scenario(scenario), TypedDice(dice))
    return battle.apply_roll(attacker, targets, scenario, roll)


CAPTAIN, SPEAR, RUNT = EntryRef(0, 0), EntryRef(0, 1), EntryRef(0, 2)
CHIEF, GUARD = EntryRef(1, 0), EntryRef(1, 1)


def evening() -> Battle:
    """Four records: two attacks, a new round and a hand edit, an attack on two targets."""
    battle = fight(duel_battle("Friday *night*"), CAPTAIN, [CHIEF], [6, 4, 1]).after
    battle = fight(battle, GUARD, [RUNT], [5, 2]).after
    battle = battle.next_round().after
    battle = battle.edit_state(CHIEF, {"prone": False}, "stood up").after
    return fight(battle, SPEAR, [CHIEF, GUARD], [5, 5, 1, 2]).after


PAIRS = {
    "gangfight": ("orc_braves.json", "human_veterans.json"),
    "necromunda": ("necromunda_ashveil_sisters.json", "necromunda_slagworks_rivet_crew.json"),
    "warstrike": ("warstrike_harbour_watch.json", "warstrike_salt_reavers.json"),
}
"""Two sample rosters of each real game, one against the other."""


def put(path: str, value: object) -> Callable[[dict[str, Any]], None]:
    """A change to a file's JSON: set ``value`` at ``path`` ("draw.odds.chances.0.chance")."""

    def change(data: dict[str, Any]) -> None:
        *parents, last = path.split(".")
        target: Any = data
        for key in parents:
            target = target[int(key)] if key.isdigit() else target[key]
        target[int(last) if last.isdigit() else last] = value

    return change
