"""The ranges of WarStrike's numbers, written once for the reader, the field specs and the tests:
minima the rulings' (W3, W4, W6, W17), maxima only the editors' and one calculation's."""

from __future__ import annotations

RANGES: dict[str, tuple[int | None, str, int | None]] = {
    # key: (the rulings' minimum, the ruling a reader's range fault cites, the editors' maximum)
    "count": (1, "W6", 50),
    "ws": (0, "W4", 10),
    "str": (0, "W4", 10),
    "atk": (0, "W4", 10),
    "ap": (0, "W4", 10),
    "ar": (0, "W4", 10),
    "to": (0, "W4", 10),
    "hit_counter": (0, "W4", 99),
    "suppression_markers": (0, "W4", 99),  # W17
    "engaged": (1, "W6", 50),
    "ld": (None, "", 10),
    "points": (None, "", 9999),
    "models": (None, "", 50),
}
"""Each number's range, one row a field: W4's minima (whole numbers >= 0; ws_plus and str_plus
may be negative), W6's engaged counts >= 1; the maxima only the editors' (this project's choice,
not a ruling: the reader accepts more)."""
MINIMUM = {key: low for key, (low, _, _) in RANGES.items() if low is not None}
RULING = {key: ruling for key, (_, ruling, _) in RANGES.items() if ruling}
EDITOR_MAX = {key: high for key, (_, _, high) in RANGES.items() if high is not None}
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
