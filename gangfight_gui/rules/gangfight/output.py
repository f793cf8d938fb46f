"""Gangfight's outcomes and rolls as docs/cli.md's JSON, and outcomes as text for a person, which
``gangfight calc`` and ``roll`` print through the game's protocol."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache, partial
from typing import Any

import orjson

from gangfight_gui.rules.engine.distribution import Distribution, at_least_table, mean
from gangfight_gui.rules.engine.wording import at_least_odds, count_of, percent
from gangfight_gui.rules.gangfight.battle import after_json
from gangfight_gui.rules.gangfight.dice import PlannedTest
from gangfight_gui.rules.gangfight.outcome import AttackOutcome, DefenceOutcome, TargetOutcome
from gangfight_gui.rules.gangfight.resolve import ResolvedAttack, RolledTest, TargetRoll
from gangfight_gui.rules.gangfight.scenario import AttackKind
from gangfight_gui.rules.gangfight.wording import area_measure, describe_test, drop_runs, headline


def _test_json(test: PlannedTest) -> dict[str, Any]:
    return {
        "pool": test.pool,
        "tn": test.tn,
        "dropped": test.dropped,
        "only_sixes": test.only_sixes,
    }


def _dist_json(dist: Distribution, final: bool = False) -> dict[str, Any]:
    """A law's object; with ``final``, its "at least" odds too (the final wounds')."""
    data: dict[str, Any] = {"mean": mean(dist), "distribution": list(dist)}
    if final:
        data["at_least"] = list(at_least_table(dist))
    return data


@lru_cache(maxsize=4096)
def _dist_piece(dist: Distribution, final: bool = False) -> orjson.Fragment:
    """``_dist_json`` written once for every output holding the same law."""
    return orjson.Fragment(orjson.dumps(_dist_json(dist, final)))


def _defence_json(
    defence: DefenceOutcome | None, drops: str = "drop_by_wounds"
) -> dict[str, Any] | None:
    if defence is None:
        return None
    return {"pool": defence.pool, "tn": defence.tn, drops: list(defence.drop_by_wounds)}


_DistWriter = Callable[..., Any]


def _target_json(
    outcome: AttackOutcome, target: TargetOutcome, dist_json: _DistWriter
) -> dict[str, Any]:
    plan = outcome.plan
    data: dict[str, Any] = {
        "attack_roll": _test_json(target.attack_test) if target.attack_test else None,
        "hits": dist_json(target.hits),
        "wounds": dist_json(target.wounds),
        "armour_roll": _defence_json(target.armour),
        "final_wounds": dist_json(target.final_wounds, True),
        "p_incapacitated": target.p_incapacitated,
        "p_dead": target.p_dead,
        "p_at_least_one_wound": target.p_wounded,
    }
    if target.dodge is not None:
        data["dodge_roll"] = _defence_json(target.dodge, "drop_by_width")
    if plan.knocks_back:
        data["knockback"] = dist_json(target.hits)
        data["p_knocked_down"] = target.p_hit
    if plan.moves_away:
        data["move_away"] = dist_json(target.hits)
    if plan.offers_free_strike:
        data["p_free_strike"] = 1.0 - target.p_hit
    return data


def outcome_json(outcome: AttackOutcome, *, encoded: bool = False) -> dict[str, Any]:
    """docs/cli.md's ``calc --json`` object, with the modifiers and the drop advice beside it.

    ``encoded``: each law's object written once by orjson as a ``Fragment``, which orjson
    splices into the output as it is (for orjson only, the same bytes): a batch's output is
    mostly laws, the same ones again and again; only ``calc --json`` over a list asks for it.
    """
    plan = outcome.plan
    dist_json: _DistWriter = _dist_piece if encoded else _dist_json
    data: dict[str, Any] = {"attack": str(plan.kind)}  # the value; ``.value`` is a slow property
    if plan.band is not None:
        data["range_band"] = plan.band.name
    if plan.kind.has_many_targets:
        if outcome.attack_test is not None and plan.kind.is_area:
            data["attack_roll"] = _test_json(outcome.attack_test)
        if outcome.area is not None:
            data[area_measure(plan.kind)] = dist_json(outcome.area)
        if plan.kind is AttackKind.TRAMPLE:
            data["p_all_hit"] = outcome.p_all_hit
        data["targets"] = [
            {"name": t.name, **_target_json(outcome, t, dist_json)} for t in outcome.targets
        ]
    else:
        data["target"] = outcome.target.name
        data.update(_target_json(outcome, outcome.target, dist_json))
    data["modifiers"] = [str(m) for m in plan.modifiers]
    data["advice"] = [
        {
            "dropped": a.dropped,
            "pool": a.pool,
            "tn": a.tns[0] if len(a.tns) == 1 else list(a.tns),
            "expected_hits": a.expected_hits,
            "expected_final_wounds": a.expected_final_wounds,
            "p_incapacitated": _one_or_all(a.p_incapacitated),
            "p_at_least_one_wound": _one_or_all(a.p_wounded),
            "best": a.best,
        }
        for a in outcome.advice
    ]
    return data


outcome_json_encoded = partial(outcome_json, encoded=True)
"""``outcome_json`` with its laws pre-encoded for orjson (``calc --json`` over a list): the same
bytes once encoded, a batch's repeats encoded once."""


def _one_or_all(values: Sequence[float]) -> float | list[float]:
    return values[0] if len(values) == 1 else list(values)


def _rolled_json(rolled: RolledTest | None) -> dict[str, Any] | None:
    if rolled is None:
        return None
    return {
        "pool": rolled.pool,
        "tn": rolled.tn,
        "dropped": rolled.test.dropped,
        "dice": list(rolled.dice),
        "successes": rolled.successes,
    }


def _target_roll_json(resolved: ResolvedAttack, roll: TargetRoll) -> dict[str, Any]:
    plan = resolved.outcome.plan
    data: dict[str, Any] = {}
    if plan.kind is AttackKind.TRAMPLE:  # R17: the one roll judged against this target's TN
        data["attack_roll"] = _rolled_json(roll.attack)
    data["hits"] = roll.hits
    if roll.dodge is not None or any(t.dodge for t in plan.targets):
        data["dodge_roll"] = _rolled_json(roll.dodge)
    data.update(
        {
            "wounds": roll.wounds,
            "armour_roll": _rolled_json(roll.armour),
            "final_wounds": roll.final_wounds,
            "incapacitated": roll.incapacitated,
            "dead": roll.dead,
        }
    )
    if plan.knocks_back:
        data["knockback"] = roll.hits
        data["knocked_down"] = roll.hits >= 1
    if plan.moves_away:
        data["move_away"] = roll.hits
    if plan.offers_free_strike:
        data["free_strike"] = roll.hits == 0
    return data


def roll_json(resolved: ResolvedAttack) -> dict[str, Any]:
    """One resolved roll as docs/cli.md's ``roll --json`` item, with its seed for replaying and,
    last, R25's ``"after"``."""
    plan = resolved.outcome.plan
    data: dict[str, Any] = {"seed": resolved.seed, "attack": plan.kind.value}
    if plan.kind.has_many_targets:
        data["attack_roll"] = _rolled_json(resolved.attack)
        data["targets"] = [
            {"name": r.target.name, **_target_roll_json(resolved, r)} for r in resolved.targets
        ]
    else:
        data["target"] = resolved.target.target.name
        data["attack_roll"] = _rolled_json(resolved.attack)
        data.update(_target_roll_json(resolved, resolved.target))
    data["after"] = after_json(resolved)  # R25: each target's state for the next attack
    return data


def _runs(defence: DefenceOutcome, inflicted: Distribution, unit: str) -> str:
    return "; ".join(drop_runs(defence, inflicted, unit)) or "nothing to negate"


def _target_text(outcome: AttackOutcome, t: TargetOutcome, indent: str) -> list[str]:
    plan = outcome.plan
    lines = []
    if t.attack_test is not None and plan.kind is AttackKind.TRAMPLE:
        lines.append(f"{indent}Attack roll   {describe_test(t.attack_test)}")
    hits_word = plan.kind.hits_word
    lines.append(
        f"{indent}{hits_word:<13} expected {mean(t.hits):.2f}, at least one {percent(t.p_hit)}"
    )
    if t.dodge is not None:
        lines.append(
            f"{indent}Dodge         INI {count_of(t.dodge.pool, 'die')} at TN {t.dodge.tn}: "
            f"{_runs(t.dodge, t.hits, 'inch')}"
        )
    if plan.knocks_back:
        lines.append(
            f'{indent}Knock-back    expected {mean(t.hits):.2f}", knocked down {percent(t.p_hit)}'
        )
    if plan.moves_away:
        lines.append(f'{indent}Move away     expected {mean(t.hits):.2f}" with no Free Strike')
    if t.armour is None:
        lines.append(f"{indent}Wounds        none: this attack does not wound")
    else:
        lines.append(f"{indent}Wounds        expected {mean(t.wounds):.2f} before armour")
        lines.append(
            f"{indent}Armour roll   {count_of(t.armour.pool, 'die')} at TN {t.armour.tn}: "
            f"{_runs(t.armour, t.wounds, 'wound')}"
        )
        lines.append(f"{indent}Final wounds  expected {mean(t.final_wounds):.2f}")
        odds = at_least_odds(t.final_wounds)
        if odds:
            lines.append(f"{indent}  at least    " + odds)
        left = t.target.endurance - t.target.wounds_taken
        lines.append(
            f"{indent}Incapacitated {percent(t.p_incapacitated)}   Dead {percent(t.p_dead)}"
            f"   (EN {t.target.endurance}, {left} left)"
        )
    if plan.offers_free_strike:
        lines.append(
            f"{indent}Free Strike   {percent(1 - t.p_hit)}"
            " (no hit: the target may strike back, R17)"
        )
    return lines


def outcome_text(outcome: AttackOutcome) -> str:
    plan = outcome.plan
    lines = [headline(outcome)]
    lines += [f"  {m}" for m in plan.modifiers]
    if outcome.attack_test is not None and plan.kind is not AttackKind.TRAMPLE:
        lines.append(f"Attack roll   {describe_test(outcome.attack_test)}")
    if plan.kind is AttackKind.TRAMPLE:
        lines.append(f"Every target hit: {percent(outcome.p_all_hit)}")
    if len(outcome.targets) == 1:
        lines += _target_text(outcome, outcome.target, "")
    else:
        for t in outcome.targets:
            lines.append(f"{t.name}:")
            lines += _target_text(outcome, t, "  ")
    if len(outcome.advice) > 1:
        lines.append("Attack drops (R5; * best):")
        lines.append("  drop  dice  TN   hits   final wounds  incapacitated  wounded")
        for a in outcome.advice:
            tn = "/".join(str(x) for x in a.tns)
            lines.append(
                f"  {a.dropped:>3}{'*' if a.best else ' '}  {a.pool:>4}  {tn:<3}"
                f" {a.expected_hits:>5.2f}"
                f"   {a.expected_final_wounds:>11.2f}  {percent(a.p_incapacitated[0]):>13}"
                f"  {percent(a.p_wounded[0]):>7}"
            )
    return "\n".join(lines)
