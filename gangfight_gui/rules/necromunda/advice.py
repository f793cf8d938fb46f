"""What the rules leave a fighter to choose within a fight (N8's odd Attack die, both ways with
their odds), and single changes worth trying (what-ifs), each a patch where the builder has one."""

from __future__ import annotations

import copy
from collections.abc import Mapping
from typing import Any

from gangfight_gui.rules.engine.errors import RulesError, ScenarioShapeError
from gangfight_gui.rules.engine.wording import percent
from gangfight_gui.rules.game import AdviceRow, AdviceTable, WhatIf
from gangfight_gui.rules.necromunda import matchups
from gangfight_gui.rules.necromunda.outcome import Outcome, calculate
from gangfight_gui.rules.necromunda.profile import MAX_ATTACKS
from gangfight_gui.rules.necromunda.scenario import Scenario, odd_die, read_scenario


def _odd_table(scenario: Scenario, reaction: bool) -> AdviceTable | None:
    """N8: the two ways to give the odd die, side by side, when the player has the choice and it
    changes the odds (two weapons alike leave nothing to choose)."""
    variants = matchups.odd_die_splits(scenario.data, reaction=reaction)
    if not variants:
        return None
    results = []
    for label, variant in variants:
        outcome = calculate(read_scenario(variant))
        side = outcome.reaction if reaction else outcome.action
        assert side is not None
        results.append((label, side))
    if results[0][1].states == results[1][1].states:
        return None
    planned = scenario
    options = scenario.data.get("reaction") if reaction else scenario.data
    assert isinstance(options, Mapping)  # odd_die_splits found a choice there
    if odd_die(options.get("extra_die")) != "auto":
        auto = copy.deepcopy(dict(scenario.data))
        if reaction:
            auto["reaction"] = dict(auto["reaction"]) | {"extra_die": "auto"}
        else:
            auto["extra_die"] = "auto"
        planned = read_scenario(auto)
    picked = planned.reaction if reaction else planned.action
    assert picked is not None
    key = "reaction.extra_die" if reaction else "extra_die"
    rows = tuple(
        AdviceRow(
            (
                label,
                percent(float(side.p_out_of_action)),
                percent(float(side.p_seriously_injured)),
                f"{side.damage.mean:.2f}",
            ),
            best=side.action.attack_dice == picked.attack_dice,
            patch={key: choice},
        )
        for (label, side), choice in zip(results, matchups.ODD_DIE_CHOICES, strict=True)
    )
    return AdviceTable(
        f"{'Reaction: ' if reaction else ''}{picked.attacker.name}'s odd Attack die",
        ("Attack dice", f"{picked.target.name} out of action", "Seriously injured", "Mean damage"),
        rows,
        "N8",
        "The game leaves the odd die to the player; ★ is this program's pick, the weapon whose "
        "die is worth more wounds lost plus injury dice (N8, this program's reading).",
    )


def advice(outcome: Outcome) -> tuple[AdviceTable, ...]:
    """The odd-die tables of the fight (the attacker's, then the target's for its Reaction)."""
    scenario = outcome.scenario
    tables = [_odd_table(scenario, False)]
    if scenario.reaction is not None:
        tables.append(_odd_table(scenario, True))
    return tuple(table for table in tables if table is not None)


# --- what if -----------------------------------------------------------------------------------


def _changed(data: Mapping[str, Any], patch: Mapping[str, object]) -> dict[str, Any]:
    changed = copy.deepcopy(dict(data))
    changed.update(patch)
    return changed


def _profile(data: Mapping[str, Any], key: str, value: int) -> dict[str, Any]:
    changed = copy.deepcopy(dict(data))
    changed["attacker"] = dict(changed["attacker"]) | {key: value}
    return changed


def what_ifs(data: Mapping[str, Any]) -> tuple[WhatIf, ...]:
    """Single changes to the fight, each still a fight the rules allow: a charge (N6), an assist,
    one interference less (N9), not turned to face (N4), not broken, not out of sight (N9),
    another weapon choice (N5), an Attack more or a better WS (an advance; no patch: a profile
    change). Nothing for a scenario that does not read."""
    try:
        plan = read_scenario(data)
    except (RulesError, ScenarioShapeError):
        return ()
    found: list[WhatIf] = []

    def offer(label: str, patch: Mapping[str, object]) -> None:
        found.append(WhatIf(label, _changed(data, patch), patch))

    if not plan.charging:
        offer("charging (+1 Attack die)", {"charging": True})
    if plan.out_of_sight:
        offer("charging a fighter it can see (no −1 to hit)", {"out_of_sight": False})
    if plan.turn_to_face:
        offer("not turning to face (no −1 to hit)", {"turn_to_face": False})
    if plan.broken:
        offer("not broken (no −2 to hit)", {"broken": False})
    hit = max((group.hit_target for group in plan.action.groups), default=2)
    assists = data.get("assists", 0)
    if hit > 2:
        offer("one more assist (+1 to hit)", {"assists": int(assists) + 1})
    interference = data.get("interference", 0)
    if isinstance(interference, int) and interference > 0:
        offer("one interference less (+1 to hit)", {"interference": interference - 1})
    now = sorted(data.get("weapons") or [])
    for scenario in matchups.pair_scenarios(data["attacker"], data["target"]):
        if sorted(scenario["weapons"]) != now:
            label = matchups.choice_label(scenario)
            offer(f"fighting with {label}", {"weapons": scenario["weapons"]})
    attacker = plan.action.attacker
    if attacker.a < MAX_ATTACKS:
        found.append(
            WhatIf(f"an Attack more (A {attacker.a + 1})", _profile(data, "a", attacker.a + 1))
        )
    if attacker.ws > 2:
        found.append(
            WhatIf(
                f"WS {attacker.ws - 1}+ instead of {attacker.ws}+",
                _profile(data, "ws", attacker.ws - 1),
            )
        )
    return tuple(found)
