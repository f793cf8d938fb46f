"""An independent reading of resources/rules-necromunda.md that enumerates dice face by face.

Written from the rulings, not from the package: each Attack die's hit, wound and save faces are
enumerated (6 × 6 × 6, every face checked against the rule as written), then every combination
of the action's dice results, then every face of every injury die. It takes only legal
scenarios (the tests generate them) and gives exact Fractions.
"""

from __future__ import annotations

import itertools
import re
from collections import defaultdict
from fractions import Fraction
from functools import cache
from typing import Any

SIXTH = Fraction(1, 6)
STATES = ("unharmed", "wounded", "flesh_wound", "seriously_injured", "out_of_action")


def strength_of(text: Any, s: int) -> int:
    text = str(text)
    if text.isdigit():
        return int(text)
    match = re.fullmatch(r"S([+-]\d+)?", text)
    assert match is not None
    return max(1, s + int(match.group(1) or 0))


def wound_needed(strength: int, toughness: int) -> int:
    if strength >= 2 * toughness:
        return 2
    if strength * 2 <= toughness:
        return 6
    return 3 if strength > toughness else 4 if strength == toughness else 5


def split(chosen: list[dict[str, Any]], n: int, odd_to: int) -> list[tuple[str, dict[str, Any]]]:
    """The dice of step 3 as a list of (group name, weapon), one entry per die."""
    unarmed = {"name": "Unarmed", "strength": "S", "ap": 0, "d": 1, "traits": ["melee"]}
    side = ["sidearm" in [t.lower() for t in w["traits"]] for w in chosen]
    dice: list[tuple[str, dict[str, Any]]] = []
    if not chosen:
        return [("Unarmed", unarmed)] * n
    if len(chosen) == 1:
        if side[0] and n > 0:
            return [(chosen[0]["name"], chosen[0])] + [("Unarmed", unarmed)] * (n - 1)
        return [(chosen[0]["name"], chosen[0])] * n
    if all(side):
        if n == 1:
            return [(chosen[odd_to]["name"], chosen[odd_to])]
        return [(w["name"], w) for w in chosen] + [("Unarmed", unarmed)] * (n - 2)
    if any(side):
        for w, is_side in zip(chosen, side, strict=True):
            dice += [(w["name"], w)] * (1 if is_side else n - 1)
        return dice
    counts = [n // 2, n // 2]
    if n % 2:
        counts[odd_to] += 1
    for w, count in zip(chosen, counts, strict=True):
        dice += [(w["name"], w)] * count
    return dice


def die_results(
    me: dict[str, Any], weapon: dict[str, Any], foe: dict[str, Any], modifier: int
) -> dict[tuple[bool, bool, bool, int], Fraction]:
    """One Attack die: (hit, wounding, unsaved, damage) by enumerating its three faces."""
    out: dict[tuple[bool, bool, bool, int], Fraction] = defaultdict(Fraction)
    strength = strength_of(weapon["strength"], me["s"])
    toughness = foe["t"] - foe.get("flesh_wounds", 0)
    sv = foe.get("sv")
    ap = weapon.get("ap", 0)
    for hit_face, wound_face, save_face in itertools.product(range(1, 7), repeat=3):
        hit = hit_face != 1 and hit_face + modifier >= me["ws"]
        wounding = hit and wound_face >= wound_needed(strength, toughness)
        saved = wounding and sv is not None and sv - ap <= 6 and save_face >= sv - ap
        unsaved = wounding and not saved
        damage = weapon.get("d", 1) if unsaved else 0
        out[(hit, wounding, unsaved, damage)] += SIXTH**3
    return dict(out)


@cache
def injury_states(k: int, faces: tuple[int, int, int], room: int) -> dict[str, Fraction]:
    """Every face of k injury dice; faces numbered flesh wound, seriously injured, out of action."""
    names = ["flesh_wound"] * faces[0] + ["seriously_injured"] * faces[1]
    names += ["out_of_action"] * faces[2]
    out: dict[str, Fraction] = defaultdict(Fraction)
    for rolled in itertools.product(range(6), repeat=k):
        shown = [names[face] for face in rolled]
        if "out_of_action" in shown or shown.count("flesh_wound") >= room:
            out["out_of_action"] += SIXTH**k
        elif "seriously_injured" in shown:
            out["seriously_injured"] += SIXTH**k
        else:
            out["flesh_wound"] += SIXTH**k
    return dict(out)


def fight(
    me: dict[str, Any], foe: dict[str, Any], options: dict[str, Any], faces: tuple[int, int, int]
) -> dict[str, Any]:
    """One action: exact laws (as {count: Fraction}), the foe's states, the dice per group
    (groups that get no die are left out)."""
    owned = {w["name"]: w for w in me.get("weapons", [])}
    chosen = [owned[name] for name in options["weapons"]]
    n = me["a"] + (len(chosen) == 2) + bool(options.get("charging"))
    modifier = (
        options.get("assists", 0)
        - options.get("interference", 0)
        - bool(options.get("turn_to_face"))
        - bool(options.get("out_of_sight"))
        - 2 * bool(options.get("broken"))
    )
    extra = options.get("extra_die", "auto")
    if extra == "auto":
        worth = []
        for weapon in chosen:
            per_die = die_results(me, weapon, foe, modifier)
            worth.append(sum(p * key[3] for key, p in per_die.items()))
        extra = 1 if len(worth) == 2 and worth[1] > worth[0] else 0
    dice = split(chosen, n, extra)
    groups = list(dict.fromkeys(name for name, _ in dice))
    per_die = [die_results(me, weapon, foe, modifier) for _, weapon in dice]
    laws: dict[str, dict[int, Fraction]] = {
        key: defaultdict(Fraction)
        for key in ("hits", "wounding_hits", "unsaved", "damage", "injury_dice")
    }
    group_hits: dict[str, dict[int, Fraction]] = {g: defaultdict(Fraction) for g in groups}
    states: dict[str, Fraction] = defaultdict(Fraction)
    room = foe["t"] - foe.get("flesh_wounds", 0)
    for combo in itertools.product(*(list(d.items()) for d in per_die)):
        p = Fraction(1)
        for _, q in combo:
            p *= q
        results = [key for key, _ in combo]
        for group in groups:
            count = sum(r[0] for r, (name, _) in zip(results, dice, strict=True) if name == group)
            group_hits[group][count] += p
        laws["hits"][sum(r[0] for r in results)] += p
        laws["wounding_hits"][sum(r[1] for r in results)] += p
        laws["unsaved"][sum(r[2] for r in results)] += p
        damage = sum(r[3] for r in results)
        laws["damage"][damage] += p
        injury = max(0, damage - (foe["w"] - 1))
        laws["injury_dice"][injury] += p
        if damage == 0:
            states["unharmed"] += p
        elif injury == 0:
            states["wounded"] += p
        else:
            for state, q in injury_states(injury, faces, room).items():
                states[state] += p * q
    counts = {g: sum(1 for name, _ in dice if name == g) for g in groups}
    return {
        "attack_dice": counts,
        "group_hits": group_hits,
        "laws": laws,
        "states": {s: states[s] for s in STATES},
    }


def brute_scenario(data: dict[str, Any]) -> dict[str, Any]:
    """The whole scenario: the action, then the Reaction attacks when the target stands."""
    raw_faces = (data.get("rules") or {}).get("injury_faces") or {}
    faces = (
        raw_faces.get("flesh_wound", 0) if raw_faces else 2,
        raw_faces.get("seriously_injured", 0) if raw_faces else 3,
        raw_faces.get("out_of_action", 0) if raw_faces else 1,
    )
    options = {"weapons": data.get("weapons", [])} | {
        k: data[k]
        for k in (
            "charging",
            "out_of_sight",
            "turn_to_face",
            "broken",
            "assists",
            "interference",
            "extra_die",
        )
        if k in data
    }
    out = {"action": fight(data["attacker"], data["target"], options, faces)}
    reaction = data.get("reaction")
    if reaction:
        reaction = {} if reaction is True else dict(reaction)
        if "weapons" not in reaction:
            reaction["weapons"] = [
                w["name"]
                for w in data["target"].get("weapons", [])
                if {"melee", "sidearm"} & {t.lower() for t in w["traits"]}
            ]
        fought = fight(data["target"], data["attacker"], reaction, faces)
        states = out["action"]["states"]
        stand = states["unharmed"] + states["wounded"] + states["flesh_wound"]
        out["p_reaction"] = stand
        out["reaction"] = fought
    return out
