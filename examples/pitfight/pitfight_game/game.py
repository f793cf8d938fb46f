"""Pitfight (``rules.md``, P1–P9) under Gangfight GUI's ``Game`` protocol: what the game has.

Gangfight GUI finds ``GAME`` through the entry point ``pitfight = "pitfight_game.game:GAME"`` in
the group ``gangfight_gui.games`` (this distribution's ``pyproject.toml``); nothing in Gangfight
GUI names it. This module declares the game (its words, fields, attack kind, files); what it does
(the odds of a strike, a roll, what a strike leaves each side in) is the module-level functions
of ``play``, named as the protocol's members, which Gangfight GUI imports on first use.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from gangfight_gui.rules.game import AttackKind, FieldSpec, Game, GameBase
from gangfight_gui.rules.kinds import CHOICE, OPTIONAL_WHOLE, TEXT, WHOLE, YES_NO

if TYPE_CHECKING:
    from pitfight_game.play import Fight, Outcome, Roll

KEY = "pitfight"
NO_SAVE = 7
"""P2: armour 7 is no save."""
MAX_TN = 6

MODEL_FIELDS: tuple[FieldSpec, ...] = (
    FieldSpec("name", "Name", TEXT, maximum=60, help="The fighter's name", ruling="P2"),
    FieldSpec("skill", "Skill", WHOLE, 1, 10, 3, help="Attack dice", ruling="P2", tweak=True),
    FieldSpec("guard", "Guard", WHOLE, 2, 6, 4, help="TN of attacks against it", ruling="P2",
              tweak=True),
    FieldSpec("armour", "Armour", WHOLE, 2, 7, 5, help="TN of its saves; 7: no save",
              ruling="P2", tweak=True),
    FieldSpec("toughness", "Toughness", WHOLE, 1, 10, 3, help="Hits it takes before it is down",
              ruling="P2, P7", tweak=True),
    FieldSpec("cost", "Cost", OPTIONAL_WHOLE, 0, 999, None, help="Coins; the odds ignore it"),
    FieldSpec("notes", "Notes", TEXT, maximum=1000, default="", column=False),
    FieldSpec("hits_taken", "Hits taken", WHOLE, 0, 20, 0, ruling="P8", on_card=False,
              column=False, state=True, help="Hits taken in this fight so far"),
    FieldSpec("down", "Down", YES_NO, default=False, ruling="P7, P8", on_card=False,
              column=False, state=True, help="Down: it neither strikes nor is struck"),
)  # fmt: skip
WEAPON_FIELDS: tuple[FieldSpec, ...] = (
    FieldSpec("name", "Name", TEXT, maximum=60, help="Unique within the fighter"),
    FieldSpec("dice", "Dice", WHOLE, 0, 3, 1, help="Dice it adds to a strike", ruling="P2, P3"),
    FieldSpec("cost", "Cost", OPTIONAL_WHOLE, 0, 999, None, help="Coins; the odds ignore it"),
    FieldSpec("notes", "Notes", TEXT, maximum=1000, default="", column=False),
)  # fmt: skip
SCENARIO_FIELDS: tuple[FieldSpec, ...] = (
    FieldSpec("charging", "Charging", YES_NO, default=False, help="+1 attack die", ruling="P3",
              group="Circumstances", matchup=True),
    FieldSpec("cover", "Target in cover", YES_NO, default=False, help="+1 to its guard, at most 6",
              ruling="P3", group="Circumstances", matchup=True),
    FieldSpec("reckless", "Reckless", YES_NO, default=False,
              help="+1 attack die, but the target's saves need one less", ruling="P5",
              group="Circumstances"),
)  # fmt: skip
HOUSE_RULES: tuple[FieldSpec, ...] = (
    FieldSpec("rules.sixes", "Sixes", CHOICE, default="single", choices=("single", "double"),
              choice_labels=("A 6 is one hit", "A 6 is two hits"), ruling="P6",
              help="A 6 on an attack die is one hit, or two by a house rule (P6)"),
)  # fmt: skip
STRIKE = AttackKind("strike", "Strike", "Attack dice against the guard, then saves (P3, P4)", "P3")


class Pitfight(GameBase):
    """Pitfight (``rules.md``) for Gangfight GUI."""

    key = KEY
    title = "Pitfight"
    rulings = "Pitfight rules (P1–P9)"
    rulings_resource = ("pitfight_game", "rules.md")
    samples_resource = ("pitfight_game", "samples")
    guide_resource = ("pitfight_game", "guide.md")
    entry_noun = "fighter"
    cost_unit = "coins"
    choice_rulings: tuple[str, ...] = ("P2", "P3")
    model_fields = MODEL_FIELDS
    weapon_fields = WEAPON_FIELDS
    scenario_fields = SCENARIO_FIELDS
    house_rules = HOUSE_RULES
    attack_kinds: tuple[AttackKind, ...] = (STRIKE,)
    first_turn_only: tuple[str, ...] = ("charging",)
    """A charge is the first strike's alone: a duel's later strikes are made standing (P3)."""
    engine = "pitfight_game.play"
    """The module holding the game's behaviour under the protocol's names."""


GAME: Game[Fight, Outcome, Roll] = Pitfight()
"""What the entry point names."""
