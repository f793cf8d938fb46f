"""Gangfight's phrases, shared by the CLI's text, the resolved roll's steps and the GUI, so a player
who checks the GUI against ``gangfight calc`` reads the same numbers in the same words."""

from __future__ import annotations

from collections.abc import Sequence

from gangfight_gui.rules.engine.distribution import Distribution
from gangfight_gui.rules.engine.wording import count_of, plural
from gangfight_gui.rules.gangfight.dice import PlannedTest, plan_test
from gangfight_gui.rules.gangfight.outcome import AttackOutcome, DefenceOutcome
from gangfight_gui.rules.gangfight.scenario import AttackKind, Scenario


def area_measure(kind: AttackKind) -> str:
    """What an area attack's successes measure (R23): a Direct line's width, an Indirect
    blast's radius."""
    return "width" if kind is AttackKind.AOE_DIRECT else "radius"


def dice_at(pool: int, tn: int, drop: int) -> str:
    """ "2 dice at TN 4": what a defender rolls once it drops ``drop`` steps (R3, R4)."""
    test = plan_test(pool, tn, drop)
    if test.only_sixes:
        return f"{count_of(test.pool, 'die')}, only 6s (R3)"
    return f"{count_of(test.pool, 'die')} at TN {test.tn}"


NEGLIGIBLE = 1e-6
"""A count less likely than this gets no drop line: a player never meets it."""


def drop_runs(defence: DefenceOutcome, inflicted: Distribution, unit: str = "wound") -> list[str]:
    """The defender's drop for each likely count, in runs: "1–11 wounds: drop 2 → 2 dice at TN 4".

    R5 lets the defender choose after it knows what it must negate, so one drop per count; only
    counts with a chance above NEGLIGIBLE are listed. A run spans the likely counts in a row with
    the same drop, so a huge attacker's 4, 8, 12… wounds make one line "4–56 wounds".
    """
    runs: list[tuple[int, int, int]] = []
    drops = defence.drop_by_wounds
    for w in range(1, min(len(drops), len(inflicted))):
        if inflicted[w] < NEGLIGIBLE:
            continue
        if runs and runs[-1][2] == drops[w]:
            runs[-1] = (runs[-1][0], w, drops[w])
        else:
            runs.append((w, w, drops[w]))
    lines = []
    for first, last, drop in runs:
        span = f"{first}" if first == last else f"{first}–{last}"
        what = f"{span} {plural(unit, last)}"
        lines.append(f"{what}: drop {drop} → {dice_at(defence.pool, defence.tn, drop)}")
    return lines


def test_parts(test: PlannedTest) -> tuple[str, tuple[str, ...]]:
    """ "3 dice at TN 4" and the drops that led there ("1 dropped by choice, R4")."""
    dice = count_of(test.pool, "die")
    text = (
        f"{dice}, only 6s succeed (TN {test.tn}, R3)"
        if test.only_sixes
        else f"{dice} at TN {test.tn}"
    )
    notes = []
    if test.forced:
        notes.append(f"{test.forced} dropped for TN above 6, R3")
    if test.dropped:
        notes.append(f"{test.dropped} dropped by choice, R4")
    return text, tuple(notes)


def describe_test(test: PlannedTest) -> str:
    """ "3 dice at TN 4", with the drops that led there in brackets."""
    text, notes = test_parts(test)
    return text + (f" ({'; '.join(notes)})" if notes else "")


def subject(scenario: Scenario, weapons: Sequence[str]) -> str:
    """ "Orc Brave (Great axe) against Human Veteran": who attacks whom, with what."""
    text = scenario.attacker.name if scenario.attacker else scenario.target.name
    if weapons:
        text += f" ({', '.join(weapons)})"
    if scenario.attack is not AttackKind.FALLING:
        text += " against " + ", ".join(t.name for t in scenario.targets)
    return text


def attack_subject(outcome: AttackOutcome) -> str:
    """``subject`` with the weapons the attack uses (a melee attack with none: unarmed)."""
    plan = outcome.plan
    return subject(plan.scenario, [w.name for w in plan.weapons])


def headline(outcome: AttackOutcome) -> str:
    """ "Melee attack: Orc Brave (Great axe) against Human Veteran"."""
    return f"{outcome.plan.kind.label}: {attack_subject(outcome)}"
