"""What-if hints: which single change helps the attacker most, and by how much, each an exact
outcome recalculated with one thing changed."""

from __future__ import annotations

from dataclasses import dataclass

from gangfight_gui.rules.engine.distribution import mean
from gangfight_gui.rules.engine.errors import RulesError
from gangfight_gui.rules.gangfight.outcome import AttackOutcome, calculate
from gangfight_gui.rules.gangfight.reading import read_scenario
from gangfight_gui.rules.gangfight.scenario import Scenario
from gangfight_gui.rules.gangfight.whatif import variants
from gangfight_gui.rules.gangfight.writing import scenario_json


@dataclass(frozen=True, slots=True)
class Hint:
    change: str
    scenario: Scenario
    expected_final_wounds: float
    p_incapacitated: float
    gain: float
    """Expected final wounds gained (for attacks that cannot wound: expected hits)."""


def _score(outcome: AttackOutcome) -> float:
    """R5's measure: expected wounds after armour, or expected hits if the attack cannot wound."""
    if outcome.plan.wounds:
        return outcome.expected_final_wounds
    return sum(mean(t.hits) for t in outcome.targets)


def _variants(scenario: Scenario) -> list[tuple[str, Scenario]]:
    """``whatif.variants`` (the window's what-ifs, over scenario JSON) as core scenarios."""
    return [(v.label, read_scenario(v.scenario)) for v in variants(scenario_json(scenario))]


def what_if(scenario: Scenario, outcome: AttackOutcome | None = None) -> list[Hint]:
    """Every single change that is legal here, best gain first."""
    base = outcome or calculate(scenario)
    base_score = _score(base)
    hints = []
    for change, variant in _variants(scenario):
        try:
            result = calculate(variant)
        except RulesError:
            continue
        score = _score(result)
        hints.append(
            Hint(
                change,
                variant,
                result.expected_final_wounds,
                result.target.p_incapacitated,
                score - base_score,
            )
        )
    hints.sort(key=lambda h: -h.gain)
    return hints
