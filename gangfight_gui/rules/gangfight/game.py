"""Gangfight behind the seam: ``GAME`` answers the ``Game`` protocol of ``rules/game.py``.

Everything here delegates to the modules that hold each rule; this only gathers them under the
protocol's names, so the CLI (and later the GUI) reaches Gangfight the way it reaches any game.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any

from gangfight_gui.rules.engine.distribution import mean
from gangfight_gui.rules.engine.limits import MAX_NAME_CHARS, MAX_PERK_CHARS
from gangfight_gui.rules.engine.sources import DiceSource, SeededDice
from gangfight_gui.rules.engine.steps import Step
from gangfight_gui.rules.game import (
    AttackKind as KindSpec,
)
from gangfight_gui.rules.game import (
    Chart,
    Choice,
    FieldSpec,
    Figure,
    Game,
    GameBase,
    OutcomeView,
)
from gangfight_gui.rules.gangfight import output, reading, steps
from gangfight_gui.rules.gangfight.matchups import MatchupSettings, candidate_scenarios
from gangfight_gui.rules.gangfight.options import Incapacitation, LongRange
from gangfight_gui.rules.gangfight.outcome import AttackOutcome, calculate
from gangfight_gui.rules.gangfight.planning import MAX_DISTANCE
from gangfight_gui.rules.gangfight.profile import (
    ATTRIBUTE_ABBREVIATIONS,
    ATTRIBUTES,
    MAX_ATTRIBUTE,
    WeaponKind,
)
from gangfight_gui.rules.gangfight.resolve import ResolvedAttack, resolve_outcome
from gangfight_gui.rules.gangfight.scenario import DEFAULT_DODGE_TN, AttackKind, Cover, Scenario
from gangfight_gui.rules.gangfight.sizes import Size


def _attribute(key: str) -> FieldSpec:
    default = reading.MODEL_DEFAULTS.get(key, 0)
    return FieldSpec(
        key,
        ATTRIBUTE_ABBREVIATIONS[key],
        "int",
        0,
        MAX_ATTRIBUTE,
        default,
        help=f"{key.replace('_', ' ')}: a whole number from 0 to {MAX_ATTRIBUTE}",
    )


MODEL_FIELDS: tuple[FieldSpec, ...] = (
    FieldSpec("name", "Name", "text", maximum=MAX_NAME_CHARS),
    FieldSpec(
        "size",
        "Size",
        "choice",
        default=Size.MEDIUM.value,
        choices=tuple(s.value for s in Size),
        help="threat range, wounds a melee hit, base and height (Basic Rules table)",
        ruling="R7",
    ),
    *(_attribute(key) for key in (*ATTRIBUTES, "movement", "action_points")),
    FieldSpec(
        "perks",
        "Perks",
        "text_list",
        maximum=MAX_PERK_CHARS,
        help="marauder (R18), skirmisher (R19); others are kept but unused",
    ),
)
WEAPON_FIELDS: tuple[FieldSpec, ...] = (
    FieldSpec("name", "Name", "text", maximum=MAX_NAME_CHARS),
    FieldSpec(
        "kind",
        "Kind",
        "choice",
        default=WeaponKind.HAND.value,
        choices=tuple(k.value for k in WeaponKind),
        ruling="R10",
    ),
    FieldSpec(
        "damage_bonus",
        "DAM bonus",
        "int",
        reading.MIN_DAMAGE_BONUS,
        MAX_ATTRIBUTE,
        0,
        help="added to DAM when the weapon is used",
        ruling="R13",
    ),
    FieldSpec(
        "range",
        "Range",
        "optional_int",
        1,
        int(MAX_DISTANCE),
        help="ranged kinds: range in inches",
        ruling="R15",
    ),
)
SCENARIO_FIELDS: tuple[FieldSpec, ...] = (
    FieldSpec(
        "attack", "Attack", "choice", default="melee", choices=tuple(k.value for k in AttackKind)
    ),
    FieldSpec(
        "cover",
        "Cover",
        "choice",
        default=Cover.NONE.value,
        choices=tuple(c.value for c in Cover),
        help="ranged and area attacks only",
        ruling="R24",
    ),
    FieldSpec("target_in_combat", "Target in close combat", "bool", default=False, ruling="R16"),
    FieldSpec("target_prone", "Target knocked down", "bool", default=False, ruling="R21"),
    FieldSpec("line_of_sight", "Line of sight", "bool", default=True, ruling="R9"),
    FieldSpec("attacker_engaged", "Shooter engaged", "bool", default=False, ruling="R8"),
    FieldSpec(
        "dodge_tn",
        "Dodge TN",
        "int",
        reading.MIN_DODGE_TN,
        reading.MAX_DODGE_TN,
        DEFAULT_DODGE_TN,
        ruling="R23",
    ),
    FieldSpec(
        "rules.incapacitation",
        "Incapacitated at",
        "choice",
        default=Incapacitation.ZERO_OR_LESS.value,
        choices=tuple(o.value for o in Incapacitation),
        help="house rule option",
        ruling="R14",
    ),
    FieldSpec(
        "rules.long_range",
        "Long range starts",
        "choice",
        default=LongRange.BEYOND_RANGE_PLUS_6.value,
        choices=tuple(o.value for o in LongRange),
        help="house rule option",
        ruling="R15",
    ),
)


@lru_cache(maxsize=256)
def _outcome(scenario: Scenario) -> AttackOutcome:
    """Rolls of one scenario share its exact outcome (its drops, R5): worked out once."""
    return calculate(scenario)


class GangfightGame(GameBase):
    """Gangfight (RULES.md R1–R24) under the ``Game`` protocol."""

    key = reading.GAME_KEY
    title = "Gangfight"
    rulings = "RULES.md"
    rulings_resource = ("gangfight_gui.resources", "rules.md")
    cost_key = "cost"
    attack_kinds = tuple(KindSpec(k.value, k.label) for k in AttackKind)
    entry_noun = "model"
    cost_unit = "pts"  # RULES.md, Not modelled: the roster's own points values and limit
    choice_rulings: tuple[str, ...] = ("R10",)  # two weapons in melee
    model_fields = MODEL_FIELDS
    weapon_fields = WEAPON_FIELDS
    scenario_fields = SCENARIO_FIELDS

    def read_scenario(self, data: Mapping[str, Any]) -> Scenario:
        return reading.read_scenario(data)

    def calculate(self, scenario: Scenario) -> AttackOutcome:
        return calculate(scenario)

    def outcome_json(self, outcome: AttackOutcome) -> dict[str, Any]:
        return output.outcome_json(outcome)

    def outcome_json_encoded(self, outcome: AttackOutcome) -> dict[str, Any]:
        """``outcome_json`` with its distributions pre-encoded for orjson (``calc --json`` over a
        list): the same bytes once encoded, a batch's repeats encoded once."""
        return output.outcome_json(outcome, encoded=True)

    def outcome_text(self, outcome: AttackOutcome) -> str:
        return output.outcome_text(outcome)

    def headline(self, outcome: AttackOutcome) -> tuple[Figure, ...]:
        """P(incapacitated), P(at least one wound), P(dead), expected wounds after armour; each
        target's for many."""
        figures = []
        many = len(outcome.targets) > 1
        for i, target in enumerate(outcome.targets):
            prefix = f"targets[{i}]." if many else ""
            name = f"{target.name}: " if many else ""
            figures += [
                Figure(f"{prefix}p_incapacitated", f"{name}Incapacitated", target.p_incapacitated),
                Figure(f"{prefix}p_at_least_one_wound", f"{name}Wounded", target.p_wounded),
                Figure(f"{prefix}p_dead", f"{name}Dead", target.p_dead),
                Figure(
                    f"{prefix}final_wounds.mean",
                    f"{name}Expected wounds",
                    mean(target.final_wounds),
                    expected=True,
                ),
            ]
        return tuple(figures)

    def pair_scenarios(
        self, attacker: Mapping[str, Any], target: Mapping[str, Any]
    ) -> tuple[dict[str, Any], ...]:
        """Melee with each legal weapon choice and each ranged weapon at normal range."""
        a = reading.read_model(dict(attacker), "attacker")
        t = reading.read_model(dict(target), "target")
        return tuple(reading.scenario_json(s) for s in candidate_scenarios(a, t, MatchupSettings()))

    def chart(self, outcome: AttackOutcome) -> tuple[str, tuple[tuple[str, float], ...]]:
        """Wounds left after armour (R13), or hits for attacks that do not wound (R18, R19).

        With several targets, the first's: the one named or nominated first.
        """
        target = outcome.target
        wounds = outcome.plan.wounds
        law = target.final_wounds if wounds else target.hits
        title = "Wounds after armour" if wounds else "Hits"
        if len(outcome.targets) > 1:
            title += f" on {target.name}"
        return title, tuple((str(k), p) for k, p in enumerate(law))

    def choice_label(self, scenario: Mapping[str, Any]) -> str:
        """ "Melee attack (Great axe)", "Ranged attack (Bow)", "Melee attack (unarmed)"."""
        kind = AttackKind(scenario["attack"])
        weapons = " + ".join(scenario.get("weapons", ())) or "unarmed"
        return f"{kind.label} ({weapons})"

    def choices(
        self, attacker: Mapping[str, Any] | None, targets: Sequence[Mapping[str, Any]], kind: str
    ) -> tuple[Choice, ...]:
        if attacker is None or not targets:
            return ()
        scenarios = self.pair_scenarios(attacker, targets[0])
        return tuple(Choice(self.choice_label(s), s) for s in scenarios if s["attack"] == kind)

    def describe(self, scenario: Mapping[str, Any]) -> str:
        return self.choice_label(scenario)

    def views(self, outcome: AttackOutcome) -> tuple[OutcomeView, ...]:
        title, bars = self.chart(outcome)
        return (OutcomeView("", self.headline(outcome), (Chart(title, bars, counts=True),)),)

    def score(self, outcome: AttackOutcome) -> float:
        """R5's measure: expected wounds left after armour, over every target."""
        return sum(mean(t.final_wounds) for t in outcome.targets)

    def resolve(self, scenario: Scenario, dice: DiceSource) -> ResolvedAttack:
        seed = dice.seed if isinstance(dice, SeededDice) else None
        return resolve_outcome(_outcome(scenario), dice, seed=seed)

    def roll_json(self, roll: ResolvedAttack) -> dict[str, Any]:
        return output.roll_json(roll)

    def roll_steps(self, roll: ResolvedAttack) -> tuple[Step, ...]:
        return steps.roll_steps(roll)


GAME: Game[Scenario, AttackOutcome, ResolvedAttack] = GangfightGame()
"""Checked by mypy against the protocol, member by member."""
