"""The seam between the games and everything above them: the protocol, its types, ``GameBase``
and finding a game, importable from this one module (a game's package and the panels alike)."""

from __future__ import annotations

from gangfight_gui.rules.field_spec import FieldSpec, Limits
from gangfight_gui.rules.fight_parts import (
    After,
    AttackKind,
    Choice,
    DiceCall,
    EntryState,
    Offer,
    Problem,
    TickBoxes,
    TypedProgress,
    tick_row,
    with_house_rules,
)
from gangfight_gui.rules.game_base import GameBase
from gangfight_gui.rules.game_lookup import (
    DEFAULT_GAME,
    ENTRY_POINT_GROUP,
    built_in_keys,
    find_game,
    game_keys,
    game_problems,
    game_title,
    playable_games,
)
from gangfight_gui.rules.game_protocol import AnyGame, Game
from gangfight_gui.rules.outcome_parts import (
    AdviceRow,
    AdviceTable,
    AtLeast,
    Chart,
    Figure,
    Note,
    OutcomeView,
    TakeDown,
    Tone,
    WhatIf,
)

__all__ = [
    "DEFAULT_GAME",
    "ENTRY_POINT_GROUP",
    "AdviceRow",
    "AdviceTable",
    "After",
    "AnyGame",
    "AtLeast",
    "AttackKind",
    "Chart",
    "Choice",
    "DiceCall",
    "EntryState",
    "FieldSpec",
    "Figure",
    "Game",
    "GameBase",
    "Limits",
    "Note",
    "Offer",
    "OutcomeView",
    "Problem",
    "TakeDown",
    "TickBoxes",
    "Tone",
    "TypedProgress",
    "WhatIf",
    "built_in_keys",
    "find_game",
    "game_keys",
    "game_problems",
    "game_title",
    "playable_games",
    "tick_row",
    "with_house_rules",
]
