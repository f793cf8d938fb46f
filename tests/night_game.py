"""A small game for the game-night tests ("duel"), registered in place of a real one.

Small enough to work out by hand, yet with everything a battle reads: a cost field of its own
(``points``, so nothing may assume ``cost``), state fields (wounds taken, prone, a status), an
attack of one target and one of several, ``after`` and ``entry_state`` (T1–T3 below), and
typed-in dice whose odds, once every die is in, are what happened.

- T1 An attack rolls the attacker's ``dice`` plus its weapon's ``bonus`` d6 at each target, one
  target after another; each 4+ is a hit and a wound. A 6 knocks the target down (prone).
- T2 After: ``wounds_taken`` + hits; ``status`` "down" once ``wounds_taken`` reaches ``wounds``,
  "dead" when it was down before and took a hit; else as before. The attacker does not change.
- T3 A fighter down cannot attack; a dead one can neither attack nor be attacked.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from math import comb
from typing import Any

import pytest

from gangfight_gui.rules import registry
from gangfight_gui.rules.engine.errors import RulesError, ScenarioShapeError
from gangfight_gui.rules.engine.sources import DiceSource
from gangfight_gui.rules.engine.steps import Die, Step
from gangfight_gui.rules.engine.typed import padded_progress
from gangfight_gui.rules.game import (
    After,
    AttackKind,
    Choice,
    EntryState,
    FieldSpec,
    Figure,
    Game,
    GameBase,
    OutcomeView,
    TickBoxes,
    TypedProgress,
    tick_row,
)
from gangfight_gui.rules.kinds import CHOICE, OPTIONAL_WHOLE, TEXT, WHOLE, YES_NO

KEY = "duel"

MODEL_FIELDS: tuple[FieldSpec, ...] = (
    FieldSpec("name", "Name", TEXT, maximum=200),
    FieldSpec("dice", "Dice", WHOLE, 0, 10, 2),
    FieldSpec("wounds", "Wounds", WHOLE, 1, 10, 2),
    FieldSpec("points", "Points", OPTIONAL_WHOLE, 0, 100_000),
    FieldSpec("wounds_taken", "Wounds taken", WHOLE, 0, 99, 0, state=True, on_card=False),
    FieldSpec("prone", "Prone", YES_NO, default=False, state=True, on_card=False),
    FieldSpec(
        "status",
        "Status",
        CHOICE,
        default="standing",
        choices=("standing", "down", "dead"),
        choice_labels=("Standing", "Down", "Dead"),
        state=True,
        on_card=False,
    ),
    FieldSpec("notes", "Notes", TEXT, default=""),
)
WEAPON_FIELDS: tuple[FieldSpec, ...] = (
    FieldSpec("name", "Name", TEXT, maximum=200),
    FieldSpec("bonus", "Bonus dice", WHOLE, 0, 3, 0),
    FieldSpec("points", "Points", OPTIONAL_WHOLE, 0, 100_000),
)


@dataclass(frozen=True)
class Fighter:
    name: str
    dice: int
    wounds: int
    wounds_taken: int
    prone: bool
    status: str


@dataclass(frozen=True)
class Scenario:
    attacker: Fighter
    targets: tuple[Fighter, ...]
    dice: int
    weapon: str


@dataclass(frozen=True)
class Roll:
    scenario: Scenario
    faces: tuple[tuple[int, ...], ...]

    def hits(self, i: int) -> int:
        return sum(face >= 4 for face in self.faces[i])


def _fighter(data: object, where: str) -> Fighter:
    if not isinstance(data, Mapping) or not isinstance(data.get("name"), str):
        raise ScenarioShapeError(f"{where}: must be a fighter with a name")
    return Fighter(
        data["name"],
        int(data.get("dice", 2)),
        int(data.get("wounds", 2)),
        int(data.get("wounds_taken", 0)),
        bool(data.get("prone", False)),
        str(data.get("status", "standing")),
    )


def _binomial(n: int) -> tuple[float, ...]:
    return tuple(comb(n, k) / 2**n for k in range(n + 1))


class DuelGame(GameBase):
    key = KEY
    title = "Duel"
    rulings = "DUEL.md"
    rulings_resource = ("tests", "DUEL.md")
    entry_noun = "fighter"
    cost_unit = "gold"
    cost_key = "points"
    model_fields: tuple[FieldSpec, ...] = MODEL_FIELDS
    weapon_fields: tuple[FieldSpec, ...] = WEAPON_FIELDS
    scenario_fields: tuple[FieldSpec, ...] = ()
    attack_kinds: tuple[AttackKind, ...] = (
        AttackKind("strike", "Strike"),
        AttackKind("volley", "Volley", targets=3),
    )

    def read_scenario(self, data: Mapping[str, Any]) -> Scenario:
        attacker = _fighter(data.get("attacker"), "attacker")
        raw = data["targets"] if "targets" in data else [data.get("target")]
        targets = tuple(_fighter(t, f"targets[{i}]") for i, t in enumerate(raw))
        if attacker.status != "standing":
            raise RulesError(f"{attacker.name} is {attacker.status} and cannot attack (T3)")
        for target in targets:
            if target.status == "dead":
                raise RulesError(f"{target.name} is dead (T3)")
        weapons = {w["name"]: w for w in data.get("attacker", {}).get("weapons", [])}
        weapon = data.get("weapon")
        bonus = int(weapons[weapon].get("bonus", 0)) if weapon in weapons else 0
        return Scenario(attacker, targets, attacker.dice + bonus, str(weapon or "bare hands"))

    def calculate(self, scenario: Scenario) -> Scenario:
        return scenario

    def _p_down(self, scenario: Scenario, target: Fighter) -> float:
        """P(down or dead after the attack), T2."""
        law = _binomial(scenario.dice)
        return sum(p for k, p in enumerate(law) if target.wounds_taken + k >= target.wounds)

    def headline(self, outcome: Scenario) -> tuple[Figure, ...]:
        figures: list[Figure] = []
        many = len(outcome.targets) > 1
        for i, target in enumerate(outcome.targets):
            prefix = f"targets[{i}]." if many else ""
            name = f"{target.name}: " if many else ""
            figures += [
                Figure(f"{prefix}p_down", f"{name}Down", self._p_down(outcome, target)),
                Figure(f"{prefix}hits.mean", f"{name}Expected hits", outcome.dice / 2, True),
            ]
        return tuple(figures)

    def outcome_json(self, outcome: Scenario) -> dict[str, Any]:
        return {f.key: f.probability for f in self.headline(outcome)}

    def outcome_text(self, outcome: Scenario) -> str:
        return ", ".join(f"{f.label} {f.text}" for f in self.headline(outcome))

    def score(self, outcome: Scenario) -> float:
        return outcome.dice / 2 * len(outcome.targets)

    def resolve(self, scenario: Scenario, dice: DiceSource) -> Roll:
        faces = tuple(tuple(dice.d6() for _ in range(scenario.dice)) for _ in scenario.targets)
        return Roll(scenario, faces)

    def roll_json(self, roll: Roll) -> dict[str, Any]:
        return {
            "targets": [{"dice": list(f), "hits": roll.hits(i)} for i, f in enumerate(roll.faces)]
        }

    def roll_steps(self, roll: Roll) -> tuple[Step, ...]:
        return tuple(
            Step(
                "Hit roll",
                f"{roll.hits(i)} hits",
                tuple(Die(face, face >= 4) for face in faces),
                "4+",
                group=target.name if len(roll.faces) > 1 else "",
            )
            for i, (target, faces) in enumerate(zip(roll.scenario.targets, roll.faces, strict=True))
        )

    def after(self, scenario: Scenario, roll: Roll) -> After:
        """T2."""
        targets = []
        for i, target in enumerate(scenario.targets):
            hits = roll.hits(i)
            taken = target.wounds_taken + hits
            status = target.status
            if target.status == "down" and hits:
                status = "dead"
            elif status == "standing" and taken >= target.wounds:
                status = "down"
            prone = target.prone or 6 in roll.faces[i]
            targets.append({"wounds_taken": taken, "prone": prone, "status": status})
        return After({}, tuple(targets))

    def entry_state(
        self, entry: Mapping[str, Any], state: Mapping[str, Any] | None = None
    ) -> EntryState:
        """T3."""
        entry = {**entry, **(state or {})}
        status = entry.get("status", "standing")
        words = []
        if entry.get("wounds_taken"):
            words.append(f"{entry['wounds_taken']} wounds taken")
        if entry.get("prone"):
            words.append("prone")
        if status != "standing":
            words.append(status)
        summary = ", ".join(words)
        if status == "dead":
            return EntryState(summary, "dead (T3)", "dead (T3)")
        if status == "down":
            return EntryState(summary, "down (T3)")
        return EntryState(summary)

    def typed_progress(self, scenario: Scenario, dice: Sequence[int]) -> TypedProgress:
        """Padding's steps; once every die is in, the odds are what happened (T1, T2)."""
        progress = padded_progress(self, scenario, dice, 1)
        if progress.roll is None:
            return progress
        roll: Roll = progress.roll
        odds: list[Figure] = []
        many = len(scenario.targets) > 1
        after = self.after(scenario, roll)
        for i, (target, state) in enumerate(zip(scenario.targets, after.targets, strict=True)):
            prefix = f"targets[{i}]." if many else ""
            name = f"{target.name}: " if many else ""
            down = state["status"] != "standing"
            odds += [
                Figure(f"{prefix}p_down", f"{name}Down", 1.0 if down else 0.0),
                Figure(f"{prefix}hits.mean", f"{name}Expected hits", roll.hits(i), True),
            ]
        return TypedProgress(progress.steps, None, roll, tuple(odds))

    def choice_label(self, scenario: Mapping[str, Any]) -> str:
        return str(scenario.get("weapon") or "bare hands")

    def choices(
        self, attacker: Mapping[str, Any] | None, targets: Sequence[Mapping[str, Any]], kind: str
    ) -> tuple[Choice, ...]:
        if attacker is None or not targets:
            return ()
        names = [None, *(w["name"] for w in attacker.get("weapons", []))]
        found = []
        for name in names:
            scenario: dict[str, Any] = {"game": KEY, "attack": kind, "attacker": dict(attacker)}
            if kind == "volley":
                scenario["targets"] = [dict(t) for t in targets]
            else:
                scenario["target"] = dict(targets[0])
            scenario["weapon"] = name
            found.append(Choice(self.choice_label(scenario), scenario))
        return tuple(found)

    def describe(self, scenario: Mapping[str, Any]) -> str:
        targets = scenario.get("targets") or [scenario.get("target", {})]
        names = ", ".join(str(t.get("name")) for t in targets)
        return f"{scenario['attacker']['name']} strikes {names} ({self.choice_label(scenario)})"

    def views(self, outcome: Scenario) -> tuple[OutcomeView, ...]:
        return (OutcomeView("", self.headline(outcome), ()),)

    def card_boxes(
        self, entry: Mapping[str, Any], state: Mapping[str, Any] | None = None
    ) -> tuple[TickBoxes, ...]:
        taken = int((state or {}).get("wounds_taken", 0))
        return (tick_row("Wounds", int(entry.get("wounds", 2)), taken),)


GAME: Game[Scenario, Scenario, Roll] = DuelGame()


def register(monkeypatch: pytest.MonkeyPatch) -> None:
    """Stand "duel" beside the real games for one test."""
    real = {key: registry.registered(key) for key in registry.known_keys() if key != KEY}
    monkeypatch.setattr(registry, "_found", real)
    monkeypatch.setattr(registry, "_loaded", {})
    registry.register(KEY, "tests.night_game:GAME")


def fighter(
    name: str, dice: int = 2, wounds: int = 2, points: int | None = 10, **more: Any
) -> dict[str, Any]:
    return {"name": name, "dice": dice, "wounds": wounds, "points": points, **more}


def roster_data(
    name: str, *fighters: Mapping[str, Any], points_limit: int | None = None
) -> dict[str, Any]:
    """A duel roster file's object."""
    return {
        "format": "gangfight-roster",
        "version": 2,
        "game": KEY,
        "name": name,
        "notes": "",
        "points_limit": points_limit,
        "models": [dict(f) for f in fighters],
    }
