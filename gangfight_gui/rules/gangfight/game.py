"""Gangfight as the rest of the program sees it: ``GAME`` declares what the game has; its behaviour
is the functions of ``play``, imported when a fight is first worked out."""

from __future__ import annotations

from typing import TYPE_CHECKING

from gangfight_gui.rules.game import AttackKind, FieldSpec, Game, GameBase
from gangfight_gui.rules.gangfight import entries, fields, reading
from gangfight_gui.rules.gangfight.kinds import ATTACK_KINDS

if TYPE_CHECKING:
    from gangfight_gui.rules.gangfight.outcome import AttackOutcome
    from gangfight_gui.rules.gangfight.resolve import ResolvedAttack
    from gangfight_gui.rules.gangfight.scenario import Scenario


class GangfightGame(GameBase):
    """Gangfight (resources/rules.md R1–R25) under the ``Game`` protocol."""

    key = reading.GAME_KEY
    title = "Gangfight"
    rulings = "Gangfight rulings (R1–R25)"
    rulings_resource = ("gangfight_gui.resources", "rules.md")
    samples_resource = ("gangfight_gui.samples", "")
    guide_resource = ("gangfight_gui.manual", "gangfight.md")
    cost_key = "cost"
    attack_kinds: tuple[AttackKind, ...] = ATTACK_KINDS
    entry_noun = "model"
    cost_unit = "pts"  # resources/rules.md, Outside the text: the roster's own points and limit
    choice_rulings: tuple[str, ...] = ("R10", "R15")  # two weapons in melee; a shot's weapon
    model_fields: tuple[FieldSpec, ...] = fields.MODEL_FIELDS
    weapon_fields: tuple[FieldSpec, ...] = fields.WEAPON_FIELDS
    scenario_fields: tuple[FieldSpec, ...] = fields.SCENARIO_FIELDS
    house_rules: tuple[FieldSpec, ...] = fields.HOUSE_RULES
    engine = "gangfight_gui.rules.gangfight.play"
    entry_problems = staticmethod(entries.entry_problems)
    entry_facts = staticmethod(entries.entry_facts)
    card_boxes = staticmethod(entries.card_boxes)


GAME: Game[Scenario, AttackOutcome, ResolvedAttack] = GangfightGame()
"""The game the registry loads (``pyproject.toml``'s entry point)."""
