"""Yaktribe gang files of the issue's shape, written for these tests (names and numbers invented).

``ganger`` and ``gang`` build the JSON objects with every key the issue lists, as the site writes
them (numbers of the gang and a fighter's cost, XP, kills and advances as strings, the profile as
integers, ``\\r\\n`` in notes); a keyword argument changes a key, ``DROP`` removes it.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[3]
EXAMPLE = REPO / "examples" / "yaktribe_cinder_jackals.json"
"""The example gang the README imports: five fighters, one dead, one in recovery, a creature
with BS and Int 0, a Juve without skills, injuries, notes or image keys, and an extra key."""

DROP = object()
"""A key given this value is left out of the object."""


def _changed(base: dict[str, Any], changes: dict[str, Any]) -> dict[str, Any]:
    merged = {**base, **changes}
    return {key: value for key, value in merged.items() if value is not DROP}


def ganger(name: str = "Kell Varro", **changes: Any) -> dict[str, Any]:
    """A fighter as Yaktribe writes one: a ganger with an autogun, alive."""
    base = {
        "ganger_id": "9021",
        "name": name,
        "type": "Ganger",
        "m": 5,
        "ws": 4,
        "bs": 4,
        "s": 3,
        "t": 3,
        "w": 1,
        "i": 4,
        "a": 1,
        "ld": 7,
        "cl": 7,
        "wil": 8,
        "int": 8,
        "cost": "65",
        "xp": "4",
        "kills": "1",
        "advance_count": "1",
        "equipment": [{"name": "Autogun", "qty": "1"}],
        "skills": [],
        "injuries": [],
        "status": "Alive",
        "notes": "",
        "image": None,
        "datetime_added": "2024-03-01 18:00:00",
        "datetime_updated": "2024-03-08 18:30:00",
    }
    return _changed(base, changes)


def gang(*gangers: dict[str, Any], **changes: Any) -> dict[str, Any]:
    """A whole file, ``{"gang": {...}}``, holding ``gangers`` (one ganger if none given)."""
    base = {
        "gang_id": "7310",
        "gang_name": "The Brass Hounds",
        "gang_type": "Orlock",
        "gang_rating": "640",
        "credits": "120",
        "reputation": "6",
        "wealth": "760",
        "meat": "0",
        "campaign": "Sump Wars",
        "url": "https://yaktribe.games/underhive/gang/7310",
        "alignment": "Law Abiding",
        "allegiance": None,
        "territories": ["Old Ruins"],
        "stash": [],
        "gang_image": None,
        "gang_notes": "Hired by the Guild.\r\nSecond line.",
        "gangers": list(gangers) if gangers else [ganger()],
    }
    return {"gang": _changed(base, changes)}


def write(path: Path, data: object) -> Path:
    """``data`` as a JSON file at ``path``."""
    path.write_text(json.dumps(data), encoding="utf-8")
    return path
