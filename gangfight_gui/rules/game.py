"""The seam between the games and everything above them: the protocol, its types, ``GameBase``
and finding a game, importable from this one module (a game's package and the panels alike)."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from gangfight_gui.rules.field_spec import FieldSpec as FieldSpec
    from gangfight_gui.rules.field_spec import Limits as Limits
    from gangfight_gui.rules.fight_parts import After as After
    from gangfight_gui.rules.fight_parts import AttackKind as AttackKind
    from gangfight_gui.rules.fight_parts import Choice as Choice
    from gangfight_gui.rules.fight_parts import DiceCall as DiceCall
    from gangfight_gui.rules.fight_parts import EntryState as EntryState
    from gangfight_gui.rules.fight_parts import Offer as Offer
    from gangfight_gui.rules.fight_parts import Problem as Problem
    from gangfight_gui.rules.fight_parts import TickBoxes as TickBoxes
    from gangfight_gui.rules.fight_parts import TypedProgress as TypedProgress
    from gangfight_gui.rules.fight_parts import tick_row as tick_row
    from gangfight_gui.rules.fight_parts import with_house_rules as with_house_rules
    from gangfight_gui.rules.game_base import GameBase as GameBase
    from gangfight_gui.rules.game_lookup import DEFAULT_GAME as DEFAULT_GAME
    from gangfight_gui.rules.game_lookup import ENTRY_POINT_GROUP as ENTRY_POINT_GROUP
    from gangfight_gui.rules.game_lookup import built_in_keys as built_in_keys
    from gangfight_gui.rules.game_lookup import find_game as find_game
    from gangfight_gui.rules.game_lookup import game_keys as game_keys
    from gangfight_gui.rules.game_lookup import game_problems as game_problems
    from gangfight_gui.rules.game_lookup import game_title as game_title
    from gangfight_gui.rules.game_lookup import playable_games as playable_games
    from gangfight_gui.rules.game_lookup import shown_title as shown_title
    from gangfight_gui.rules.game_lookup import unknown_game as unknown_game
    from gangfight_gui.rules.game_protocol import AnyGame as AnyGame
    from gangfight_gui.rules.game_protocol import Game as Game
    from gangfight_gui.rules.outcome_parts import AdviceRow as AdviceRow
    from gangfight_gui.rules.outcome_parts import AdviceTable as AdviceTable
    from gangfight_gui.rules.outcome_parts import AtLeast as AtLeast
    from gangfight_gui.rules.outcome_parts import Chart as Chart
    from gangfight_gui.rules.outcome_parts import Figure as Figure
    from gangfight_gui.rules.outcome_parts import Note as Note
    from gangfight_gui.rules.outcome_parts import OutcomeView as OutcomeView
    from gangfight_gui.rules.outcome_parts import TakeDown as TakeDown
    from gangfight_gui.rules.outcome_parts import Tone as Tone
    from gangfight_gui.rules.outcome_parts import WhatIf as WhatIf

_NAMES = {
    "field_spec": "FieldSpec Limits",
    "fight_parts": "After AttackKind Choice DiceCall EntryState Offer Problem TickBoxes "
    "TypedProgress tick_row with_house_rules",
    "game_base": "GameBase",
    "game_lookup": "DEFAULT_GAME ENTRY_POINT_GROUP built_in_keys find_game game_keys "
    "game_problems game_title playable_games shown_title unknown_game",
    "game_protocol": "AnyGame Game",
    "outcome_parts": "AdviceRow AdviceTable AtLeast Chart Figure Note OutcomeView TakeDown Tone "
    "WhatIf",
}
"""The names this module hands out, by their module in ``gangfight_gui.rules``."""
_HOMES = {
    name: f"gangfight_gui.rules.{module}"
    for module, names in _NAMES.items()
    for name in names.split()
}
"""Each name's module, imported when the name is first asked of this one (PEP 562): reading a
roster needs ``FieldSpec``, not the outcomes' and fights' classes (``gangfight validate``)."""
__all__ = list(_HOMES)


def __getattr__(name: str) -> object:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(home), name)
    globals()[name] = value
    return value
