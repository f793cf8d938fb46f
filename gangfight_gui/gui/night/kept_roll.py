"""The roll of the battle's fight kept for Apply Roll to Battle, and the change it makes worked
out ahead while the player reads the roll."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # loaded with the first battle: the window starts without them
    from gangfight_gui.gui.combat.fight import Fight
    from gangfight_gui.gui.combat.results.pane import ResultsPane
    from gangfight_gui.roster.night.battle import Battle, EntryRef
    from gangfight_gui.rules.game import Figure

Pending = tuple["Fight", "EntryRef | None", tuple["EntryRef", ...], Any, tuple["Figure", ...]]
"""A roll kept: its fight, the attacker and targets in the battle, the roll, the odds it had."""


class KeptRoll:
    """The last roll of a fight whose entries are the battle's, applied once or not at all."""

    def __init__(self) -> None:
        self.pending: Pending | None = None
        self.prepared: tuple[Pending, Battle, Any] | None = None
        """The roll kept, the battle it was worked out on and its change (``prepare``)."""

    def forget(self) -> None:
        """A roll is of the battle as it stood: the battle changed, it is applied no more."""
        self.pending = self.prepared = None

    def apply_text(self, battle: Battle | None) -> str:
        """Apply Roll to Battle's text: who the roll kept attacks, and whom."""
        pending = self.pending
        if pending is None:
            return "&Apply Roll to Battle"
        names = [battle.name_of(t) for t in pending[2]] if battle is not None else []
        who = battle.name_of(pending[1]) if battle is not None and pending[1] else "No attacker"
        told = f"{who} \u2192 {', '.join(names)}".replace("&", "&&")
        return f"&Apply Roll to Battle: {told}"

    def take(
        self, battle: Battle | None, key: str, results: Callable[[str], ResultsPane], roll: object
    ) -> bool:
        """Keep ``roll``, made in game ``key``'s results, if its fight is the battle's; whether
        one is kept now (the one kept before is let go either way)."""
        from gangfight_gui.gui.night.links import fight_refs

        self.pending = None
        if battle is not None and battle.game == key:
            pane = results(key)
            fight = pane.fight
            refs = fight_refs(battle, fight) if fight is not None else None
            if fight is not None and refs is not None:
                reading = pane.reading
                odds = reading.headline if reading is not None else ()
                self.pending = (fight, refs[0], refs[1], roll, odds)
        return self.pending is not None

    def prepare(self, battle: Battle) -> Any | None:
        """The change applying the roll kept would make to ``battle``, worked out once; None
        when there is nothing new to work out, or the rules refuse it (left to Apply Roll to
        refuse)."""
        from gangfight_gui.roster.night.battle import BattleError

        pending = self.pending
        if pending is None:
            return None
        if self.prepared is not None and self.prepared[0] is pending:
            return None
        try:
            change = _apply(battle, pending)
        except BattleError:
            return None
        self.prepared = (pending, battle, change)
        return change

    def change(self) -> Callable[[Battle], Any] | None:
        """What applying the roll kept does to a battle (the change worked out ahead, if of
        that battle); None with no roll kept."""
        pending = self.pending
        if pending is None:
            return None
        prepared, self.prepared = self.prepared, None

        def make(battle: Battle) -> Any:
            if prepared is not None and prepared[0] is pending and prepared[1] is battle:
                return prepared[2]  # worked out while the roll was read (``prepare``)
            return _apply(battle, pending)

        return make


def _apply(battle: Battle, pending: Pending) -> Any:
    """The change the roll kept makes to ``battle`` (``Battle.apply_roll``)."""
    fight, attacker, targets, roll, odds = pending
    return battle.apply_roll(attacker, targets, fight.scenario, roll, odds or None)
