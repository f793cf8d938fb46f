"""A whole game that calls itself by another key than its entry point's name."""

from __future__ import annotations

from typing import Any

from gangfight_gui.rules.game import FieldSpec, GameBase


class Misnamed(GameBase):
    key = "coin"
    title = "Coin"
    rulings = "none"
    rulings_resource = ("misnamed_game", "none.md")
    entry_noun = "coin"
    cost_unit = "pts"
    model_fields: tuple[FieldSpec, ...] = ()
    weapon_fields: tuple[FieldSpec, ...] = ()
    scenario_fields: tuple[FieldSpec, ...] = ()

    def _never(self, *args: Any) -> Any:
        """Never called: the registry refuses this game, its key not its entry point's name."""
        raise AssertionError("the registry loaded a game whose key is not its entry point's")

    read_scenario = calculate = outcome_json = outcome_text = headline = score = _never
    resolve = roll_json = roll_steps = choices = choice_label = describe = views = _never


GAME = Misnamed()
