"""WarStrike's close combat as the rest of the program sees it: ``GAME`` declares what the game has;
its behaviour is its ``engine`` modules' functions, imported on first use."""

from __future__ import annotations

from typing import TYPE_CHECKING

from gangfight_gui.rules.game import AttackKind, FieldSpec, Game, GameBase
from gangfight_gui.rules.warstrike import entries, fields, matchups

if TYPE_CHECKING:
    from gangfight_gui.rules.warstrike import outcome as _outcome
    from gangfight_gui.rules.warstrike import resolve as _resolve
    from gangfight_gui.rules.warstrike import scenario as _scenario


class WarStrikeGame(GameBase):
    """The WarStrike close-combat calculator (resources/rules-warstrike.md, W1–W17)."""

    key = "warstrike"
    title = "WarStrike"
    rulings = "WarStrike rulings (W1–W17)"
    rulings_resource = ("gangfight_gui.resources", "rules-warstrike.md")
    samples_resource = ("gangfight_gui.samples", "")
    guide_resource = ("gangfight_gui.manual", "warstrike.md")
    cost_key = "points"
    attack_kinds: tuple[AttackKind, ...] = (matchups.MELEE,)
    entry_noun = "unit"
    cost_unit = fields.COST_UNIT
    choice_rulings: tuple[str, ...] = ("W5",)  # one weapon a model
    model_fields: tuple[FieldSpec, ...] = fields.MODEL_FIELDS
    weapon_fields: tuple[FieldSpec, ...] = fields.WEAPON_FIELDS
    scenario_fields: tuple[FieldSpec, ...] = fields.SCENARIO_FIELDS
    house_rules: tuple[FieldSpec, ...] = fields.HOUSE_RULES
    padding_face = 6
    """The face standing in for dice not typed yet: low rolls pass, so a 6 adds no die of its
    own (``table_dice``)."""
    engine = tuple(
        f"gangfight_gui.rules.warstrike.{module}"
        for module in [
            "scenario",
            "outcome",
            "report",
            "views",
            "resolve",
            "battle",
            "duel",
            "matchups",
            "fields",
            "what_if",
            "takedown",
            "table_dice",
        ]
    )
    """The modules of its behaviour, searched in order; imported when a fight is first worked
    out."""
    defaults = ("choice_variants", "pair_scenarios")
    entry_problems = staticmethod(entries.entry_problems)
    entry_facts = staticmethod(entries.entry_facts)
    card_boxes = staticmethod(entries.card_boxes)


GAME: Game[_scenario.Scenario, _outcome.Outcome, _resolve.Roll] = WarStrikeGame()
"""The registry's entry (rules/game.py); typed as the protocol so mypy checks that it fits."""
