"""Scenario JSON shared by the WarStrike tests: the page's example and its worked examples."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any


def group(
    count: int,
    ws: int,
    strength: int,
    weapon: str,
    atk: int,
    ws_plus: int = 0,
    ap: int = 0,
    str_plus: int = 0,
    name: str | None = None,
) -> dict[str, Any]:
    out: dict[str, Any] = {
        "count": count,
        "ws": ws,
        "str": strength,
        "weapon": {"name": weapon, "atk": atk, "ws_plus": ws_plus, "ap": ap, "str_plus": str_plus},
    }
    if name is not None:
        out["name"] = name
    return out


def scenario(
    groups: list[dict[str, Any]],
    *,
    ws: int,
    ar: int,
    engaged: int,
    to: int | None = None,
    hit_counter: int = 0,
    ground: str = "level",
    comparative: dict[str, int] | None = None,
) -> dict[str, Any]:
    out: dict[str, Any] = {
        "game": "warstrike",
        "attacker": {"name": "Attackers", "groups": groups},
        "defender": {
            "name": "Defenders",
            "ws": ws,
            "ar": ar,
            "to": to,
            "engaged": engaged,
            "hit_counter": hit_counter,
        },
        "ground": ground,
    }
    if comparative is not None:
        out["rules"] = {"comparative": comparative}
    return out


PAGE = {
    "game": "warstrike",
    "attacker": {
        "name": "Boarding party",
        "groups": [
            {
                "name": "Deckhands",
                "count": 6,
                "ws": 3,
                "str": 3,
                "weapon": {"name": "Cutlass", "atk": 2, "ws_plus": 0, "ap": 1, "str_plus": 0},
            },
            {
                "name": "Bosun",
                "count": 1,
                "ws": 4,
                "str": 4,
                "weapon": {
                    "name": "Boarding axe",
                    "atk": 1,
                    "ws_plus": -1,
                    "ap": 3,
                    "str_plus": 2,
                },
            },
        ],
    },
    "defender": {"name": "Crew", "ws": 3, "ar": 3, "to": 1, "engaged": 5, "hit_counter": 2},
    "ground": "level",
    "rules": {"comparative": {"base": 3, "min": 1, "max": 5}},
}
"""The page's scenario JSON, verbatim."""

ONE_BLOW = scenario([group(1, 3, 3, "Cutlass", 1, ap=1)], ws=3, ar=3, engaged=1)
PIKES = scenario(
    [group(3, 3, 4, "Boarding pike", 1, ws_plus=1, ap=2)],
    ws=3,
    ar=4,
    to=2,
    engaged=2,
    hit_counter=4,
    ground="higher",
)
OVERFLOW = scenario([group(2, 4, 3, "Twin dirks", 3)], ws=3, ar=2, engaged=1)
CLAMPED = scenario(
    [group(2, 1, 2, "Belaying pin", 1), group(1, 6, 5, "Anchor hammer", 1, ap=5, str_plus=2)],
    ws=6,
    ar=6,
    to=3,
    engaged=3,
    hit_counter=5,
    ground="lower",
)
MIN0_MAX6 = scenario(
    [group(1, 6, 3, "Cutlass", 2, ap=4)],
    ws=3,
    ar=1,
    to=1,
    engaged=2,
    hit_counter=4,
    comparative={"base": 3, "min": 0, "max": 6},
)
ROLL_EXAMPLE = scenario(
    [group(2, 3, 3, "Cutlass", 2, ap=1)], ws=3, ar=3, to=2, engaged=2, hit_counter=4
)
"""The page's roll --json example: 2 × 3/3, Cutlass atk 2 ap 1; ws 3, ar 3, to 2, engaged 2."""


def carry_on(data: dict[str, Any], after: Mapping[str, Any], engaged: int) -> None:
    """W17: set a roll's ``after["defender"]`` on ``data``'s defender for the next attack, with
    ``engaged`` models engaged but never more than it has left."""
    data["defender"] |= {
        "models": after["models"],
        "hit_counter": after["hit_counter"],
        "suppression_markers": after["suppression_markers"],
        "engaged": min(engaged, after["models"]),
    }
