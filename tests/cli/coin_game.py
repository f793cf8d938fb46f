"""A tiny game for testing the CLI's dispatch without the real games: "coin", one die vs a TN.

Scenario: {"game": "coin", "tn": 2..6}; a TN of 7 is a rules refusal, anything else a shape error.
The outcome is P(hit) = (7 - tn) / 6; a roll reads one die and is one step.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from gangfight_gui.rules.engine.errors import RulesError, ScenarioShapeError
from gangfight_gui.rules.engine.sources import DiceSource
from gangfight_gui.rules.engine.steps import Die, Step
from gangfight_gui.rules.game import Choice, FieldSpec, Figure, Game, GameBase, OutcomeView
from gangfight_gui.rules.kinds import WHOLE


class CoinGame(GameBase):
    key = "coin"
    title = "Coin"
    rulings = "COIN.md"
    rulings_resource = ("tests.cli", "COIN.md")
    entry_noun = "coin"
    cost_unit = "pts"
    model_fields: tuple[FieldSpec, ...] = ()
    weapon_fields: tuple[FieldSpec, ...] = ()
    scenario_fields = (FieldSpec("tn", "TN", WHOLE, 2, 6, 4),)

    def read_scenario(self, data: Mapping[str, Any]) -> int:
        tn = data.get("tn")
        if type(tn) is not int:
            raise ScenarioShapeError(f"tn: must be a whole number (found {tn!r})")
        if tn == 7:
            raise RulesError("a TN of 7 cannot be rolled (C1)")
        return tn

    def calculate(self, scenario: int) -> float:
        return (7 - scenario) / 6

    def outcome_json(self, outcome: float) -> dict[str, Any]:
        return {"p_hit": outcome}

    def outcome_text(self, outcome: float) -> str:
        return f"Hit {outcome:.3f}"

    def headline(self, outcome: float) -> tuple[Figure, ...]:
        return (Figure("p_hit", "Hit", outcome),)

    def pair_scenarios(
        self, attacker: Mapping[str, Any], target: Mapping[str, Any]
    ) -> tuple[dict[str, Any], ...]:
        return ({"game": "coin", "tn": 4},)

    def chart(self, outcome: float) -> tuple[str, tuple[tuple[str, float], ...]]:
        return "Hit", (("miss", 1 - outcome), ("hit", outcome))

    def choice_label(self, scenario: Mapping[str, Any]) -> str:
        return f"TN {scenario['tn']}"

    def score(self, outcome: float) -> float:
        return outcome

    def choices(
        self, attacker: Mapping[str, Any] | None, targets: Sequence[Mapping[str, Any]], kind: str
    ) -> tuple[Choice, ...]:
        return (Choice("TN 4", {"game": "coin", "tn": 4}),)

    def describe(self, scenario: Mapping[str, Any]) -> str:
        return self.choice_label(scenario)

    def views(self, outcome: float) -> tuple[OutcomeView, ...]:
        return (OutcomeView("", self.headline(outcome), ()),)

    def resolve(self, scenario: int, dice: DiceSource) -> tuple[int, int]:
        return scenario, dice.d6()

    def roll_json(self, roll: tuple[int, int]) -> dict[str, Any]:
        return {"die": roll[1], "hit": roll[1] >= roll[0]}

    def roll_steps(self, roll: tuple[int, int]) -> tuple[Step, ...]:
        tn, face = roll
        hit = face >= tn
        return (Step("Coin roll", "hit" if hit else "miss", (Die(face, hit),), f"{tn}+"),)


GAME: Game[int, float, tuple[int, int]] = CoinGame()
