"""A battle's sides as the combat builder sees them, and the builder's picks back to the battle."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from gangfight_gui.gui.combat.fight import EntryKey, Fight
from gangfight_gui.roster.files import AnyRoster, roster_from_data, roster_to_data
from gangfight_gui.roster.night.battle import Battle, EntryRef, Side
from gangfight_gui.rules.engine.errors import RulesError, ScenarioShapeError

LABEL_PREFIX = "Battle \u00b7 "
"""What sets a battle's sides apart from the open rosters in the builder's lists: each side is
one more roster there, its entries as they stand now, so the odds follow the battle."""


def side_labels(battle: Battle) -> tuple[str, str]:
    """The labels the builder shows the two sides under; numbered when both bear one name."""
    first, second = (f"{LABEL_PREFIX}{side.name}" for side in battle.sides)
    if first == second:
        return f"{first} (1)", f"{second} (2)"
    return first, second


class SideRosters:
    """Each side's roster as it stands now, made again only for a side whose states changed
    (a roll changes one or two entries: the other side's roster is kept)."""

    def __init__(self) -> None:
        self._made: dict[int, tuple[Side, AnyRoster]] = {}

    def rosters(self, battle: Battle) -> list[tuple[str, AnyRoster]]:
        labels = side_labels(battle)
        return [(labels[i], self._roster(battle, i)) for i in (0, 1)]

    def _roster(self, battle: Battle, index: int) -> AnyRoster:
        side = battle.sides[index]
        made = self._made.get(index)
        if made is not None and _same(made[0], side):
            return made[1]
        data = roster_to_data(side.roster)
        data["models"] = [battle.entry(ref) for ref in battle.refs(index)]
        roster = roster_from_data(data, side.name)
        self._made[index] = (side, roster)
        return roster


def _same(kept: Side, side: Side) -> bool:
    """The same roster and every state the same object: a battle change that left this side
    alone (the model makes new sides on every change, keeping each unchanged state)."""
    return kept.roster is side.roster and all(
        a is b for a, b in zip(kept.states, side.states, strict=True)
    )


def entry_key(battle: Battle, ref: EntryRef) -> EntryKey:
    """The builder's pick of a battle's entry."""
    return EntryKey(side_labels(battle)[ref.side], battle.name_of(ref), ref.index)


def entry_ref(battle: Battle, key: EntryKey | None) -> EntryRef | None:
    """The battle's entry a builder's pick names; None for an entry of an open roster (or no
    attacker)."""
    labels = side_labels(battle)
    if key is None or key.roster not in labels:
        return None
    side = labels.index(key.roster)
    entries = battle.sides[side].entries
    place = key.place
    if place is not None and 0 <= place < len(entries) and entries[place].get("name") == key.name:
        return EntryRef(side, place)
    return next((ref for ref in battle.refs(side) if battle.name_of(ref) == key.name), None)


def fight_refs(battle: Battle, fight: Fight) -> tuple[EntryRef | None, tuple[EntryRef, ...]] | None:
    """The battle's attacker (None: no attacker) and targets of ``fight``; None when a side of it
    is not of this battle (a fight of the open rosters is not applied to a battle)."""
    attacker = entry_ref(battle, fight.attacker)
    if fight.attacker is not None and attacker is None:
        return None
    targets = [entry_ref(battle, key) for key in fight.targets]
    found = [t for t in targets if t is not None]
    if not found or len(found) != len(targets):
        return None
    return attacker, tuple(found)


def best_scenario(
    battle: Battle, attacker: EntryRef, targets: Sequence[EntryRef]
) -> dict[str, Any]:
    """What the attacker fights ``targets`` with, as the builder would pick it: the first kind of
    attack the pair may make, and of its choices the best by ``Game.score``."""
    game = battle.rules
    first = battle.entry(attacker)
    others = [battle.entry(t) for t in targets]
    kind = next(
        (offer.kind.key for offer in game.offers(first, others[0]) if offer.offered),
        game.attack_kinds[0].key,
    )
    choices = game.choices(first, others, kind)
    if not choices:
        return {"attack": kind}

    def score(choice: Any) -> float:
        try:
            return game.score(game.calculate(game.read_scenario(choice.scenario)))
        except (RulesError, ScenarioShapeError):
            return float("-inf")

    return dict(max(choices, key=score).scenario)
