"""Necromunda close combat as the rest of the program sees it: ``GAME`` declares what the game has;
its behaviour is its ``engine`` modules' functions, imported when a fight is first worked out."""

from __future__ import annotations

from typing import TYPE_CHECKING

from gangfight_gui.rules.game import AttackKind, FieldSpec, Game, GameBase
from gangfight_gui.rules.necromunda import entries, fields

if TYPE_CHECKING:
    from gangfight_gui.rules.necromunda.outcome import Outcome
    from gangfight_gui.rules.necromunda.resolve import Roll
    from gangfight_gui.rules.necromunda.scenario import Scenario

FIGHT = AttackKind(
    "fight",
    "Fight",
    help="A close-combat action: a Fight action, alone or as a Charge's free action, and the "
    "target's Reaction attacks if it still stands",
    ruling="N1",
)


class Necromunda(GameBase):
    """resources/rules-necromunda.md (N1–N17): one close-combat action and the target's
    Reaction attacks, and the state it leaves both in."""

    key = "necromunda"
    title = "Necromunda"
    rulings = "Necromunda rulings (N1–N17)"
    rulings_resource = ("gangfight_gui.resources", "rules-necromunda.md")
    samples_resource = ("gangfight_gui.samples", "")
    guide_resource = ("gangfight_gui.manual", "necromunda.md")
    cost_key = "cost"
    attack_kinds: tuple[AttackKind, ...] = (FIGHT,)
    entry_noun = "fighter"
    cost_unit = fields.COST_UNIT
    choice_rulings: tuple[str, ...] = (
        "N5",
        "N6",
        "N7",
        "N8",
    )  # choose weapons, attack dice, split, odd die
    model_fields: tuple[FieldSpec, ...] = fields.MODEL_FIELDS
    weapon_fields: tuple[FieldSpec, ...] = fields.WEAPON_FIELDS
    scenario_fields: tuple[FieldSpec, ...] = fields.SCENARIO_FIELDS
    house_rules: tuple[FieldSpec, ...] = fields.HOUSE_RULES
    roster_fields: tuple[FieldSpec, ...] = fields.ROSTER_FIELDS
    first_turn_only: tuple[str, ...] = (
        "charging",
        "out_of_sight",
        "turn_to_face",
        "reaction.turn_to_face",
    )  # E11: what holds on the first's first turn only
    engine = tuple(
        f"gangfight_gui.rules.necromunda.{module}"
        for module in [
            "scenario",
            "outcome",
            "fight",
            "matchups",
            "views",
            "report",
            "resolve",
            "state",
            "duel",
            "advice",
            "takedown",
            "typed",
        ]
    )
    """The modules of its behaviour, searched in order, those a window with a roster asks first;
    imported when a fight is first worked out."""
    defaults = ("duel_lumped", "duel_carried", "duel_carry", "duel_told", "duel_sides")
    entry_problems = staticmethod(entries.entry_problems)
    entry_facts = staticmethod(entries.entry_facts)
    card_boxes = staticmethod(entries.card_boxes)


GAME: Game[Scenario, Outcome, Roll] = Necromunda()
