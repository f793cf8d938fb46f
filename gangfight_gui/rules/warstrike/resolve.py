"""One resolved Melee Attacks, dice read in W16's order, and its JSON and steps."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from gangfight_gui.rules.engine.sources import DiceSource
from gangfight_gui.rules.engine.steps import Die, Step
from gangfight_gui.rules.engine.wording import count_of
from gangfight_gui.rules.warstrike.rulings import (
    ALLOCATION_RESULTS,
    FACES,
    adjusted_strength,
    check_limits,
    counter_markers,
    hit_target,
    kill_face,
    overflow_marker,
    removed,
    save_target,
)
from gangfight_gui.rules.warstrike.scenario import Scenario


@dataclass(frozen=True, slots=True)
class GroupRoll:
    """One group's dice as rolled (``roll --json``'s ``groups[i]``)."""

    name: str
    hit_target: int
    hit_dice: tuple[int, ...]
    save_target: int
    save_dice: tuple[int, ...]
    strength: int
    kill_face: int
    kill_dice: tuple[tuple[int, ...], ...]
    """One tuple of ``to`` dice per failed save; empty tuples with no Toughness (W12)."""

    @property
    def hits(self) -> int:
        return sum(d <= self.hit_target for d in self.hit_dice)

    @property
    def failed_saves(self) -> int:
        return sum(d > self.save_target for d in self.save_dice)

    @property
    def casualties(self) -> int:
        """W12: a pass-all test per failed save; with no Toughness every one kills."""
        return sum(all(d <= self.kill_face for d in test) for test in self.kill_dice)


@dataclass(frozen=True, slots=True)
class Roll:
    """A resolved attack: the dice and everything that follows from them (W9–W15)."""

    scenario: Scenario
    groups: tuple[GroupRoll, ...]
    allocation_dice: tuple[int, ...] | None
    """W15's 2d6, or None when no casualty is caused."""

    @property
    def hits(self) -> int:
        return sum(g.hits for g in self.groups)

    @property
    def failed_saves(self) -> int:
        return sum(g.failed_saves for g in self.groups)

    @property
    def casualties_caused(self) -> int:
        return sum(g.casualties for g in self.groups)

    @property
    def casualties(self) -> int:
        return removed(self.casualties_caused, self.scenario.defender.engaged)  # W13

    @property
    def counter_before(self) -> int:
        return self.scenario.defender.hit_counter

    @property
    def counter_after(self) -> int:
        return self.counter_before + self.hits  # W9: every hit, before saves

    @property
    def marker_first_failed_save(self) -> int:
        return int(self.failed_saves > 0)  # W11

    @property
    def marker_hit_counter(self) -> int:
        return counter_markers(self.counter_before, self.hits)  # W9

    @property
    def marker_overflow(self) -> int:
        return overflow_marker(self.casualties_caused, self.scenario.defender.engaged)  # W13

    @property
    def markers(self) -> int:
        """W14."""
        return self.marker_first_failed_save + self.marker_hit_counter + self.marker_overflow

    @property
    def sixes(self) -> int:
        return sum(d == FACES for d in self.allocation_dice or ())

    @property
    def allocation_result(self) -> str | None:
        return None if self.allocation_dice is None else ALLOCATION_RESULTS[self.sixes]

    @property
    def unit_wiped(self) -> bool:
        return self.casualties_caused >= self.scenario.defender.engaged  # W13

    @property
    def models_after(self) -> int:
        """W17: the defender's models less the casualties (W13's capped count)."""
        return self.scenario.defender.models_left - self.casualties

    @property
    def markers_after(self) -> int:
        """W17: the markers it had plus those this attack gave (W14)."""
        return self.scenario.defender.suppression_markers + self.markers

    @property
    def destroyed(self) -> bool:
        """W17: no model left."""
        return self.models_after == 0


def resolve(scenario: Scenario, dice: DiceSource) -> Roll:
    """Roll ``scenario`` once, reading dice from ``dice`` in W16's order: every to-hit die (group
    by group), every save, every kill test (``to`` dice per failed save, all rolled so typed-in
    dice line up), then the allocation 2d6 when a casualty is caused (W15, always rolled)."""
    check_limits(scenario)
    targets = [hit_target(g, scenario) for g in scenario.groups]
    saves = [save_target(g, scenario) for g in scenario.groups]
    hit_dice = [tuple(dice.d6() for _ in range(g.dice)) for g in scenario.groups]
    save_dice = [
        tuple(dice.d6() for _ in range(sum(d <= t for d in rolled)))
        for rolled, t in zip(hit_dice, targets, strict=True)
    ]
    to = scenario.defender.to or 0
    kill_dice = [
        tuple(tuple(dice.d6() for _ in range(to)) for _ in range(sum(d > s for d in rolled)))
        for rolled, s in zip(save_dice, saves, strict=True)
    ]
    groups = tuple(
        GroupRoll(
            name=g.name,
            hit_target=targets[i],
            hit_dice=hit_dice[i],
            save_target=saves[i],
            save_dice=save_dice[i],
            strength=adjusted_strength(g),
            kill_face=kill_face(adjusted_strength(g)),
            kill_dice=kill_dice[i],
        )
        for i, g in enumerate(scenario.groups)
    )
    caused = sum(g.casualties for g in groups)
    allocation = (dice.d6(), dice.d6()) if caused else None  # W15: always rolled
    return Roll(scenario, groups, allocation)


def roll_json(roll: Roll) -> dict[str, Any]:
    """One entry of ``roll --json`` (docs/warstrike.md), names exactly as the page writes them."""
    return {
        "game": "warstrike",
        "groups": [
            {
                "name": g.name,
                "hit_target": g.hit_target,
                "hit_dice": list(g.hit_dice),
                "hits": g.hits,
                "save_target": g.save_target,
                "save_dice": list(g.save_dice),
                "failed_saves": g.failed_saves,
                "strength": g.strength,
                "kill_dice": [list(test) for test in g.kill_dice],
                "casualties": g.casualties,
            }
            for g in roll.groups
        ],
        "hits": roll.hits,
        "failed_saves": roll.failed_saves,
        "casualties_caused": roll.casualties_caused,
        "casualties": roll.casualties,
        "hit_counter": {"before": roll.counter_before, "after": roll.counter_after},
        "suppression_markers": {
            "first_failed_save": roll.marker_first_failed_save,
            "hit_counter": roll.marker_hit_counter,
            "overflow": roll.marker_overflow,
            "total": roll.markers,
        },
        "allocation": None
        if roll.allocation_dice is None
        else {
            "dice": list(roll.allocation_dice),
            "sixes": roll.sixes,
            "result": roll.allocation_result,
        },
        "unit_wiped": roll.unit_wiped,
        # W17: what the attack leaves the defender in; the attacking unit does not change.
        "after": {
            "defender": {
                "models": roll.models_after,
                "hit_counter": roll.counter_after,
                "suppression_markers": roll.markers_after,
                "destroyed": roll.destroyed,
            }
        },
    }


ALLOCATION_WORDS = {
    "defender_picks": "the defender picks every casualty",
    "attacker_picks_one": "the attacker picks the first casualty, not the leader",
    "attacker_picks_leader_or_two": (
        "the attacker picks the leader as the first casualty, or up to two other models"
    ),
}
"""W15's results for a person."""


def _test_step(
    title: str, target: int, dice: tuple[int, ...], result: str, g: GroupRoll, need: str = ""
) -> Step:
    """A group's dice that pass on a roll ≤ ``target`` (``need`` says so, unless given)."""
    passed = tuple(Die(d, d <= target) for d in dice)
    return Step(title=title, need=need or f"≤ {target}", dice=passed, result=result, group=g.name)


def roll_steps(roll: Roll) -> tuple[Step, ...]:
    """The roll as a player follows it at the table, in W16's order."""
    steps: list[Step] = []
    for g in roll.groups:
        steps.append(_test_step("Hit roll", g.hit_target, g.hit_dice, count_of(g.hits, "hit"), g))
    for g in roll.groups:
        if g.save_dice:
            failed = count_of(g.failed_saves, "failed save")
            steps.append(_test_step("Saves", g.save_target, g.save_dice, failed, g))
    for g in roll.groups:
        if not g.failed_saves:
            continue
        to = roll.scenario.defender.to
        if not to:
            why = "no Toughness" if to is None else "To 0, no dice"
            steps.append(
                Step(
                    title="To kill",
                    result=f"{why}: {count_of(g.casualties, 'casualty')}",
                    group=g.name,
                )
            )
            continue
        need = f"every die ≤ {g.kill_face}, Str {g.strength}"
        for test in g.kill_dice:
            result = "casualty" if all(d <= g.kill_face for d in test) else "survives"
            steps.append(_test_step("Toughness test", g.kill_face, test, result, g, need))
    engaged = roll.scenario.defender.engaged
    casualties = f"{roll.casualties_caused} caused, {roll.casualties} removed (engaged {engaged})"
    if roll.unit_wiped:
        casualties += ": unit wiped"
    markers = (
        f"{roll.markers} (first failed save {roll.marker_first_failed_save}, "
        f"hit counter {roll.marker_hit_counter}, overflow {roll.marker_overflow})"
    )
    steps += (
        Step(title=title, result=result)
        for title, result in (
            ("Casualties", casualties),
            ("Hit counter", f"{roll.counter_before} → {roll.counter_after}"),
            ("Suppression markers", markers),
        )
    )
    if roll.allocation_dice is not None and roll.allocation_result is not None:
        steps.append(
            Step(
                title="Allocation test",
                need="count sixes",
                dice=tuple(Die(d, d == FACES) for d in roll.allocation_dice),
                result=ALLOCATION_WORDS[roll.allocation_result],
            )
        )
    return tuple(steps)
