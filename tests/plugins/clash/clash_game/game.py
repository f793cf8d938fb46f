"""Clash (``rules.md``, D1–D14 and N1–N3): one die against a TN, the smallest whole game.

A scenario is ``{"game": "clash", "attacker": …, "target": …, "tn": 2..6}``; the chance of a
hit is (7 − tn) / 6 (D3); a roll reads one die (D4).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from gangfight_gui.rules.engine.errors import ScenarioShapeError
from gangfight_gui.rules.engine.sources import DiceSource
from gangfight_gui.rules.engine.steps import Die, Step
from gangfight_gui.rules.game import Choice, FieldSpec, Figure, GameBase, OutcomeView
from gangfight_gui.rules.kinds import TEXT, WHOLE

KEY = "clash"


class Clash(GameBase):
    key = KEY
    title = "Clash"
    rulings = "Clash rules (D1–D14, N1–N3)"
    rulings_resource = ("clash_game", "rules.md")
    samples_resource = ("clash_game", "samples")
    guide_resource = ("clash_game", "guide.md")
    entry_noun = "duellist"
    cost_unit = "pts"
    choice_rulings: tuple[str, ...] = ("N2",)
    model_fields = (
        FieldSpec("name", "Name", TEXT, maximum=40, help="Roll a D6 (D1)", ruling="D1"),
        FieldSpec("grit", "Grit", WHOLE, 1, 6, 3, help="Kept on 2D6 (N1)", ruling="N1"),
    )
    weapon_fields = (FieldSpec("name", "Name", TEXT, maximum=40),)
    scenario_fields = (
        FieldSpec("tn", "TN", WHOLE, 2, 6, 4, help="Roll a D6 at the TN (D3)", ruling="D3"),
    )

    def read_scenario(self, data: Mapping[str, Any]) -> int:
        tn = data.get("tn", 4)
        if type(tn) is not int or not 2 <= tn <= 6:
            raise ScenarioShapeError(f"tn: must be a whole number from 2 to 6 (found {tn!r})")
        return tn

    def calculate(self, scenario: int) -> float:
        return (7 - scenario) / 6

    def outcome_json(self, outcome: float) -> dict[str, Any]:
        return {"p_hit": outcome}

    def outcome_text(self, outcome: float) -> str:
        return f"Hit {outcome:.3f}"

    def headline(self, outcome: float) -> tuple[Figure, ...]:
        return (Figure("p_hit", "Hit", outcome),)

    def score(self, outcome: float) -> float:
        return outcome

    def choices(
        self, attacker: Mapping[str, Any] | None, targets: Sequence[Mapping[str, Any]], kind: str
    ) -> tuple[Choice, ...]:
        names = [entry.get("name", "") for entry in (attacker or {}, *targets)]
        scenario = {"game": KEY, "attack": "attack", "tn": 4}
        return (Choice(f"{names[0]} at {names[1]}", scenario),)

    def choice_label(self, scenario: Mapping[str, Any]) -> str:
        return f"TN {scenario.get('tn', 4)}"

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
        return (Step("Clash roll", "hit" if hit else "miss", (Die(face, hit),), f"{tn}+"),)


GAME = Clash()
