"""The ranges of WarStrike's numbers, written once for the reader, the field specs and the tests:
minima the rulings' (W3, W4, W6, W17), maxima only the editors' and one calculation's."""

from __future__ import annotations

# W4: whole numbers >= 0 (ws_plus and str_plus may be negative); W6: engaged counts >= 1.
MINIMUM: dict[str, int] = {
    "count": 1,  # W6
    "ws": 0,
    "str": 0,
    "atk": 0,
    "ap": 0,
    "ar": 0,
    "to": 0,
    "hit_counter": 0,
    "suppression_markers": 0,  # W17
    "engaged": 1,  # W6
}

RULING: dict[str, str] = {
    "count": "W6",
    "engaged": "W6",
    "ws": "W4",
    "str": "W4",
    "atk": "W4",
    "ap": "W4",
    "ar": "W4",
    "to": "W4",
    "hit_counter": "W4",
    "suppression_markers": "W4",
}

# The editors' upper bounds: this project's choice, not a ruling (the reader accepts more).
EDITOR_MAX: dict[str, int] = {
    "count": 50,
    "ws": 10,
    "str": 10,
    "atk": 10,
    "ap": 10,
    "ar": 10,
    "to": 10,
    "ld": 10,
    "points": 9999,
    "engaged": 50,
    "hit_counter": 99,
    "models": 50,
    "suppression_markers": 99,
}
EDITOR_PLUS = 6
"""``ws_plus`` and ``str_plus`` range over -6..+6 in editors: beyond, every test is clamped (W3)."""

# W3's option limits: 0 <= min <= max <= 6.
FACES = 6

MAX_DICE = 600
"""At most this many to-hit dice in one attack: a calculation limit of this program, not a
ruling (a unit of 50 models with Atk 10 rolls 500); past it the exact laws cost seconds."""

MAX_TOUGHNESS = 100
"""At most this Toughness in a calculation or roll: a limit of this program, not a ruling (a roll
reads ``to`` dice per failed save; past 100, (5/6)^to is below 1e-8 anyway)."""
