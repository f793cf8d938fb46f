"""WarStrike's part of a duel to the finish (``rules/duel.py``): the law of W17's ``after``, the
two units, each turn's Melee Attacks and how the second answers (E1, E4, E8, E11, E12)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from gangfight_gui.rules.engine.errors import RulesError
from gangfight_gui.rules.game import After
from gangfight_gui.rules.warstrike import battle
from gangfight_gui.rules.warstrike.fields import HIT_COUNTER, MARKERS, MODELS_LEFT
from gangfight_gui.rules.warstrike.outcome import binomial, group_tests
from gangfight_gui.rules.warstrike.rulings import FACES, counter_markers, overflow_marker, removed
from gangfight_gui.rules.warstrike.scenario import Scenario, read_scenario

NEEDS_UNITS = "to the finish needs both units' profiles (W4)"
ONE_GROUP = "to the finish needs the attacking unit in one group (E8)"
MIRROR = {"higher": "lower", "lower": "higher"}
"""W8: the ground the other unit stands on."""


def after_law(scenario: Scenario) -> tuple[tuple[After, float], ...]:
    """W17's ``after`` of one unit's Melee Attacks, over every die, jointly.

    Each to-hit die is a miss, a saved hit, a failed save that kills no model or a casualty,
    independently (W16); ``after`` needs their joint law: the hits (W9), whether a save failed
    (W11) and the casualties up to one more than ``engaged`` (W13's cap and overflow marker)."""
    defender = scenario.defender
    engaged = defender.engaged
    cap = engaged + 1
    # (hits, a save failed, casualties caused up to ``cap``) -> chance
    law: dict[tuple[int, bool, int], float] = {(0, False, 0): 1.0}
    for tests in group_tests(scenario):
        group = _group_law(
            tests.dice,
            float(tests.hit_chance),
            float(tests.save_chance),
            float(tests.kill_chance),
            cap,
        )
        joined: dict[tuple[int, bool, int], float] = {}
        for (hits, failed, caused), p in law.items():
            for (more, fails, kills), q in group.items():
                step = (hits + more, failed or fails, min(cap, caused + kills))
                joined[step] = joined.get(step, 0.0) + p * q
        law = joined
    found: dict[tuple[int, int, int], float] = {}
    for (hits, any_failed, caused), p in law.items():
        markers = int(any_failed) + counter_markers(defender.hit_counter, hits)
        markers += overflow_marker(caused, engaged)
        state = (
            defender.models_left - removed(caused, engaged),
            defender.hit_counter + hits,
            defender.suppression_markers + markers,
        )
        found[state] = found.get(state, 0.0) + p
    return tuple(
        (After({}, ({MODELS_LEFT: m, HIT_COUNTER: c, MARKERS: s},)), p)
        for (m, c, s), p in found.items()
    )


def _group_law(
    dice: int, hit: float, save: float, kill: float, cap: int
) -> dict[tuple[int, bool, int], float]:
    """One group's (hits, a save failed, casualties caused up to ``cap``): its hits a binomial,
    the failed saves among them a binomial, the kills among those a binomial (W16)."""
    found: dict[tuple[int, bool, int], float] = {}
    for hits, p in enumerate(binomial(dice, hit, 1.0)):
        if not p:
            continue
        for failed, q in enumerate(binomial(hits, 1.0 - save, 1.0)):
            if not q:
                continue
            for caused, r in enumerate(binomial(failed, kill, 1.0)):
                if r:
                    key = (hits, failed > 0, min(cap, caused))
                    found[key] = found.get(key, 0.0) + p * q * r
    return found


def duel_lumped(state: Mapping[str, object]) -> Mapping[str, object]:
    """The models left alone tell states apart: the hit counter feeds only the markers (W9),
    and the markers change no odds (W14)."""
    return {**state, HIT_COUNTER: 0, MARKERS: 0}


def duel_carried(entry: Mapping[str, Any]) -> Mapping[str, int]:
    """E6 tells the counter and the markers at the end, each followed beside the chain: the
    counter as it is; the markers as 6 × markers + the counter past its last multiple of 6, to
    which an attack adds its hits and 6 × its markers from a failed save and the overflow (W9,
    W11, W13, W14: a marker each time the counter reaches a multiple of 6 is a carry)."""
    counter = battle.whole(entry, HIT_COUNTER, 0)
    return {
        HIT_COUNTER: counter,
        MARKERS: FACES * battle.whole(entry, MARKERS, 0) + counter % FACES,
    }


def duel_carry(key: str, after: Mapping[str, object]) -> int:
    """What one attack's ``after``, made from the lumped state (counter 0, no markers), adds to
    ``duel_carried``'s number for ``key``."""
    hits = battle.whole(after, HIT_COUNTER, 0)
    if key == HIT_COUNTER:
        return hits
    if key == MARKERS:
        return hits + FACES * (battle.whole(after, MARKERS, 0) - counter_markers(0, hits))
    return 0


def duel_told(key: str, carried: int) -> object:
    """The counter as followed; the markers, the followed number's sixes."""
    return carried // FACES if key == MARKERS else carried


def end_status(entry: Mapping[str, Any]) -> str:
    """E4: no model left (W17)."""
    return "destroyed" if battle.is_destroyed(entry) else ""


def _plain(data: Mapping[str, Any]) -> dict[str, Any]:
    """The scenario without the units' profiles that only ``finish`` reads (E8)."""
    result = dict(data)
    for side in ("attacker", "defender"):
        part = result.get(side)
        if isinstance(part, Mapping) and "unit" in part:
            result[side] = {k: v for k, v in part.items() if k != "unit"}
    return result


def duel_sides(
    data: Mapping[str, Any], given: tuple[Mapping[str, Any], Mapping[str, Any]] | None = None
) -> tuple[dict[str, Any], dict[str, Any]]:
    """E1, E8: ``attacker.unit`` and ``defender.unit`` (or the ``given`` roster units), each
    from its own state where it gives one, else all of its ``count`` models, hit counter 0 and
    no markers."""
    units = []
    for index, side in enumerate(("attacker", "defender")):
        part = data.get(side) if isinstance(data, Mapping) else None
        unit = part.get("unit") if isinstance(part, Mapping) else None
        if given is not None:
            unit = given[index]
        if not isinstance(unit, Mapping):
            raise RulesError(NEEDS_UNITS)
        units.append(dict(unit))
    groups = data["attacker"].get("groups")
    if isinstance(groups, list) and len(groups) != 1:
        raise RulesError(ONE_GROUP)
    read_scenario(_plain(data))
    for unit in units:
        unit.setdefault(MODELS_LEFT, battle.models(unit))
        if unit[MODELS_LEFT] is None:
            unit[MODELS_LEFT] = battle.models(unit)
        unit.setdefault(HIT_COUNTER, 0)
        unit.setdefault(MARKERS, 0)
    return units[0], units[1]


def duel_fight(
    data: Mapping[str, Any], attacker: Mapping[str, Any], target: Mapping[str, Any]
) -> dict[str, Any]:
    """E12: the first's attackers are min(its builder count, its models left), the second's
    engaged min(the builder's engaged, its models left); the defender's state as it stands."""
    result = _plain(data)
    mine, theirs = battle.models_left(attacker), battle.models_left(target)
    attacking = dict(result["attacker"])
    attacking["groups"] = [
        {**group, "count": min(group.get("count", mine), mine)} for group in attacking["groups"]
    ]
    result["attacker"] = attacking
    defender = dict(result["defender"])
    defender["engaged"] = min(defender.get("engaged", theirs), theirs)
    defender["models"] = theirs
    defender["hit_counter"] = battle.whole(target, HIT_COUNTER, 0)
    defender["suppression_markers"] = battle.whole(target, MARKERS, 0)
    result["defender"] = defender
    return result


def duel_reply(data: Mapping[str, Any], reply: Mapping[str, Any]) -> dict[str, Any] | None:
    """E11: the second stands on the other side of the first's ground (W8)."""
    result = dict(reply)
    ground = data.get("ground", "level")
    result["ground"] = MIRROR.get(ground, ground) if isinstance(ground, str) else ground
    return result
