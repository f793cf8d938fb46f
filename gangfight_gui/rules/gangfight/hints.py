"""What-if hints: which single change helps the attacker most, and by how much.

Each hint recalculates the exact outcome with one thing changed, so a player sees which move is
worth making (issue: Matchups): a die more, a TN less, the target out of cover, a closer band,
two weapons, the best drop.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from gangfight_gui.rules.engine.distribution import mean
from gangfight_gui.rules.gangfight.choices import melee_weapon_choices
from gangfight_gui.rules.gangfight.errors import RulesError
from gangfight_gui.rules.gangfight.outcome import AttackOutcome, calculate
from gangfight_gui.rules.gangfight.planning import plan_attack
from gangfight_gui.rules.gangfight.ranges import SHORT, parse_band
from gangfight_gui.rules.gangfight.scenario import AUTO, AttackKind, Cover, Scenario


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
    attacker = scenario.attacker
    out: list[tuple[str, Scenario]] = []
    if attacker is None:
        return out
    kind = scenario.attack
    if kind.is_shooting:
        out.append(
            (
                "one more die (MAR +1)",
                replace(
                    scenario, attacker=replace(attacker, marksmanship=attacker.marksmanship + 1)
                ),
            )
        )
    else:
        out.append(
            (
                "one more die (ATT +1)",
                replace(scenario, attacker=replace(attacker, attack=attacker.attack + 1)),
            )
        )
    if scenario.targets[0].defense > 0 and not scenario.target_prone:
        lowered = tuple(replace(t, defense=max(0, t.defense - 1)) for t in scenario.targets)
        nominated = scenario.nominated
        if nominated is not None:
            nominated = replace(nominated, defense=max(0, nominated.defense - 1))
        out.append(
            ("one less TN (target DEF -1)", replace(scenario, targets=lowered, nominated=nominated))
        )
    if kind.is_shooting and scenario.cover is not Cover.NONE:
        out.append(("target out of cover", replace(scenario, cover=Cover.NONE)))
    if kind.is_shooting:
        closer = _closer_band(scenario)
        if closer is not None:
            out.append(
                (
                    f"one band closer ({closer.replace('_', ' ')} range)",
                    replace(scenario, range_band=closer, distance=None),
                )
            )
    if kind.is_melee and len(scenario.weapons) < 2:
        pairs = [c for c in melee_weapon_choices(attacker) if len(c) == 2]
        for pair in pairs:
            out.append((f"two weapons ({' + '.join(pair)})", replace(scenario, weapons=pair)))
    if scenario.attack_drop != AUTO and kind is not AttackKind.FREE_STRIKE:
        out.append(("the best attack drop (auto)", replace(scenario, attack_drop=AUTO)))
    if not scenario.target_prone and kind.is_melee:
        out.append(("target knocked down first (prone)", replace(scenario, target_prone=True)))
    return out


def _closer_band(scenario: Scenario) -> str | None:
    """The next band in towards the shooter, from the one in use."""
    try:
        band = plan_attack(scenario).band
    except RulesError:
        return None
    if band is None or band.name == SHORT:
        return None
    if band.dice == 0:
        return SHORT
    steps = -band.dice - 1
    if steps == 0:
        try:
            parse_band("normal", scenario.rules.long_range)
            return "normal"
        except RulesError:
            return SHORT
    return "long" if steps == 1 else f"long_{steps}"


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
