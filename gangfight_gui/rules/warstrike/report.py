"""``calc``'s JSON and text for WarStrike (docs/warstrike.md), the text ending with one line naming
this project's readings where the draft is silent; the window's figures are views.py's."""

from __future__ import annotations

from typing import Any

from gangfight_gui.rules.engine.wording import SHOWN, at_least_odds, count_of, percent
from gangfight_gui.rules.warstrike.outcome import Counted, Outcome

READINGS = (
    "comparative test: roll ≤ clamp({base} + mine − theirs, {min}, {max}) (W3)",
    "profile ranges (W4)",
    "one defender WS for the whole unit (W7)",
    "a marker each time the hit counter reaches 6, 12, … (W9)",
    "the allocation test is always rolled (W15)",
)
"""The rulings that fill gaps of the draft, one phrase each, as the text's note line shows them."""


def _counted_json(counted: Counted) -> dict[str, Any]:
    return {"mean": counted.mean, "distribution": list(counted.distribution)}


def outcome_json(outcome: Outcome) -> dict[str, Any]:
    """``calc --json`` of docs/warstrike.md."""
    a = outcome.allocation
    return {
        "game": "warstrike",
        "groups": [
            {
                "name": g.name,
                "dice": g.dice,
                "hit_target": g.hit_target,
                "save_target": g.save_target,
                "strength": g.strength,
            }
            for g in outcome.groups
        ],
        "hit_chance": [g.chances[0] for g in outcome.groups],
        "save_chance": [g.chances[1] for g in outcome.groups],
        "kill_chance": [g.chances[2] for g in outcome.groups],
        "hits": _counted_json(outcome.hits),
        "failed_saves": _counted_json(outcome.failed_saves),
        "casualties": _counted_json(outcome.casualties),
        "suppression_markers": _counted_json(outcome.suppression_markers),
        "allocation": {
            "no_casualty": a.no_casualty,
            "defender_picks": a.defender_picks,
            "attacker_picks_one": a.attacker_picks_one,
            "attacker_picks_leader_or_two": a.attacker_picks_leader_or_two,
        },
        "p_unit_wiped": outcome.p_unit_wiped,
    }


def readings_line(outcome: Outcome) -> str:
    """The note line: this project's readings where the draft is silent."""
    c = outcome.scenario.comparative
    first = READINGS[0].format(base=c.base, min=c.minimum, max=c.maximum)
    return "Readings not in the draft (this program's): " + "; ".join((first, *READINGS[1:]))


def outcome_text(outcome: Outcome) -> str:
    """``calc`` for a person."""
    s = outcome.scenario
    d = s.defender
    to = "no To" if d.to is None else f"To {d.to}"
    lines = [
        f"WarStrike melee: {s.attacker} against {d.name} (WS {d.ws}, Ar {d.ar}, {to}; "
        f"{d.engaged} engaged, hit counter {d.hit_counter}, {s.ground} ground)"
    ]
    for g in outcome.groups:
        kill = "every failed save kills" if not d.to else f"kill {percent(float(g.kill_chance))}"
        lines.append(
            f"  {g.name}: {count_of(g.dice, 'die')}; hit on ≤ {g.hit_target} "
            f"({percent(float(g.hit_chance))}), saved on ≤ {g.save_target} "
            f"({percent(float(g.save_chance))}), Str {g.strength}: {kill}"
        )
    wiped = f", unit wiped {percent(outcome.p_unit_wiped)}"
    for label, counted, tail, odds in (
        ("Hits                ", outcome.hits, "", False),
        ("Failed saves        ", outcome.failed_saves, "", False),
        ("Casualties          ", outcome.casualties, wiped, True),
        ("Suppression markers ", outcome.suppression_markers, "", True),
    ):
        lines.append(
            f"{label} expected {counted.mean:.2f}, at least one {percent(counted.at_least_one)}"
            + tail
        )
        if odds and counted.at_least_one >= SHOWN:
            lines.append(f"  at least           {at_least_odds(counted.distribution)}")
    a = outcome.allocation
    lines.append(
        f"Allocation test      no casualty {percent(a.no_casualty)}; defender picks "
        f"{percent(a.defender_picks)}, attacker picks one {percent(a.attacker_picks_one)}, "
        f"leader or two {percent(a.attacker_picks_leader_or_two)}"
    )
    lines.append(readings_line(outcome))
    return "\n".join(lines)
