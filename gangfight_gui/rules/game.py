"""The seam between the games and everything above them: the protocol, its types, ``GameBase``
and finding a game, importable from this one module (a game's package and the panels alike)."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

if TYPE_CHECKING:
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

_HOMES = {
    "AdviceRow": "gangfight_gui.rules.outcome_parts",
    "AdviceTable": "gangfight_gui.rules.outcome_parts",
    "After": "gangfight_gui.rules.fight_parts",
    "AnyGame": "gangfight_gui.rules.game_protocol",
    "AtLeast": "gangfight_gui.rules.outcome_parts",
    "AttackKind": "gangfight_gui.rules.fight_parts",
    "Chart": "gangfight_gui.rules.outcome_parts",
    "Choice": "gangfight_gui.rules.fight_parts",
    "DEFAULT_GAME": "gangfight_gui.rules.game_lookup",
    "DiceCall": "gangfight_gui.rules.fight_parts",
    "ENTRY_POINT_GROUP": "gangfight_gui.rules.game_lookup",
    "EntryState": "gangfight_gui.rules.fight_parts",
    "FieldSpec": "gangfight_gui.rules.field_spec",
    "Figure": "gangfight_gui.rules.outcome_parts",
    "Game": "gangfight_gui.rules.game_protocol",
    "GameBase": "gangfight_gui.rules.game_base",
    "Limits": "gangfight_gui.rules.field_spec",
    "Note": "gangfight_gui.rules.outcome_parts",
    "Offer": "gangfight_gui.rules.fight_parts",
    "OutcomeView": "gangfight_gui.rules.outcome_parts",
    "Problem": "gangfight_gui.rules.fight_parts",
    "TakeDown": "gangfight_gui.rules.outcome_parts",
    "TickBoxes": "gangfight_gui.rules.fight_parts",
    "Tone": "gangfight_gui.rules.outcome_parts",
    "TypedProgress": "gangfight_gui.rules.fight_parts",
    "WhatIf": "gangfight_gui.rules.outcome_parts",
    "built_in_keys": "gangfight_gui.rules.game_lookup",
    "find_game": "gangfight_gui.rules.game_lookup",
    "game_keys": "gangfight_gui.rules.game_lookup",
    "game_problems": "gangfight_gui.rules.game_lookup",
    "game_title": "gangfight_gui.rules.game_lookup",
    "playable_games": "gangfight_gui.rules.game_lookup",
    "tick_row": "gangfight_gui.rules.fight_parts",
    "with_house_rules": "gangfight_gui.rules.fight_parts",
}
"""Each name's module, imported when the name is first asked of this one (PEP 562): reading a
roster needs ``FieldSpec``, not the outcomes' and fights' classes (``gangfight validate``)."""


def __getattr__(name: str) -> object:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(home), name)
    globals()[name] = value
    return value


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
