"""Gangfight as the rest of the program sees it: ``GAME`` declares what the game has, each part
imported when first used (its behaviour is its ``engine`` modules' functions)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from gangfight_gui.rules.game import AttackKind, FieldSpec, Game, GameBase
from gangfight_gui.rules.game_base import Declared

if TYPE_CHECKING:
    from collections.abc import Callable

    from gangfight_gui.rules.fight_parts import Problem, TickBoxes
    from gangfight_gui.rules.gangfight.outcome import AttackOutcome
    from gangfight_gui.rules.gangfight.resolve import ResolvedAttack
    from gangfight_gui.rules.gangfight.scenario import Scenario

FIELDS = "gangfight_gui.rules.gangfight.fields"
ENTRIES = "gangfight_gui.rules.gangfight.entries"
Fields = Declared[tuple[FieldSpec, ...]]


class GangfightGame(GameBase):
    """Gangfight (resources/rules.md R1–R25) under the ``Game`` protocol."""

    key = "gangfight"  # reading.GAME_KEY: the "game" of its scenarios and rosters
    title = "Gangfight"
    rulings = "Gangfight rulings (R1–R25)"
    rulings_resource = ("gangfight_gui.resources", "rules.md")
    samples_resource = ("gangfight_gui.samples", "")
    guide_resource = ("gangfight_gui.manual", "gangfight.md")
    cost_key = "cost"
    attack_kinds = Declared[tuple[AttackKind, ...]](
        "gangfight_gui.rules.gangfight.kinds", "ATTACK_KINDS"
    )
    entry_noun = "model"
    cost_unit = "pts"  # resources/rules.md, Outside the text: the roster's own points and limit
    choice_rulings: tuple[str, ...] = ("R10", "R15")  # two weapons in melee; a shot's weapon
    model_fields = Fields(FIELDS, "MODEL_FIELDS")
    weapon_fields = Fields(FIELDS, "WEAPON_FIELDS")
    scenario_fields = Fields(FIELDS, "SCENARIO_FIELDS")
    house_rules = Fields(FIELDS, "HOUSE_RULES")
    engine = tuple(
        f"gangfight_gui.rules.gangfight.{module}"
        for module in [
            "reading",
            "outcome",
            "fight",
            "views",
            "output",
            "resolve",
            "steps",
            "battle",
            "duel",
            "entries",
            "whatif",
            "typed",
        ]
    )
    """The modules of its behaviour, searched in order, those a window with a roster asks first;
    imported when a fight is first worked out."""
    defaults = ("choice_variants", "duel_lumped", "duel_carried", "duel_carry", "duel_told")

    entry_problems: Declared[Callable[..., tuple[Problem, ...]]] = Declared(
        ENTRIES, "entry_problems"
    )
    entry_facts: Declared[Callable[..., tuple[str, ...]]] = Declared(ENTRIES, "entry_facts")
    card_boxes: Declared[Callable[..., tuple[TickBoxes, ...]]] = Declared(ENTRIES, "card_boxes")


GAME: Game[Scenario, AttackOutcome, ResolvedAttack] = GangfightGame()
"""The game the registry loads (``pyproject.toml``'s entry point)."""
