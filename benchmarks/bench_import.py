"""How long importing a Yaktribe gang takes: a campaign gang, and the largest allowed.

A gang file of ``--fighters`` fighters (default 20, a large campaign gang) and one of 10,000 (the
most a roster takes, ``limits.MAX_MODELS``) are written to a temporary folder, each fighter with
four pieces of equipment (one of them two of a kind), skills, an injury and notes, every tenth
one dead and every seventh in recovery. ``import_gang`` (read, check, convert, read back as a
roster: what File › Import Gang… and ``gangfight import`` do before showing or writing anything)
is timed over several runs; the figure is the median. Targets: the campaign gang well under a
frame of the window (16 ms), the largest within the 1.4 s the window takes to open a roster of
10,000 models.

    .venv/bin/python benchmarks/bench_import.py [--fighters N] [--runs K]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from gangfight_gui.roster.imports.yaktribe import import_gang
from gangfight_gui.rules.engine.limits import MAX_MODELS

CAMPAIGN_TARGET_MS = 16.0
LARGEST_TARGET_MS = 1400.0
STATUSES = ("Alive", "Alive", "Alive", "Recovery", "Alive", "Alive", "Dead")


def fighter(number: int) -> dict[str, Any]:
    return {
        "ganger_id": str(1000 + number),
        "name": f"Fighter {number}",
        "type": "Ganger",
        "m": 5,
        "ws": 3 + number % 3,
        "bs": number % 5,
        "s": 3,
        "t": 3,
        "w": 1 + number % 2,
        "i": 4,
        "a": 1,
        "ld": 7,
        "cl": 7,
        "wil": 8,
        "int": 8,
        "cost": str(60 + number % 90),
        "xp": str(number % 30),
        "kills": str(number % 5),
        "advance_count": str(number % 4),
        "equipment": [
            {"name": "Autogun", "qty": "1"},
            {"name": "Fighting knife", "qty": "2"},
            {"name": "Frag grenades", "qty": "1"},
        ],
        "skills": ["Nerves of Steel"],
        "injuries": ["Old Battle Wound"] if number % 4 == 0 else [],
        "status": STATUSES[number % len(STATUSES)],
        "notes": "Hired at the Sump.\r\nOwes 10 credits.",
        "image": None,
        "datetime_added": "2024-03-01 18:00:00",
        "datetime_updated": "2024-03-08 18:30:00",
    }


def gang_file(fighters: int) -> dict[str, Any]:
    return {
        "gang": {
            "gang_id": "1",
            "gang_name": "Benchmark Gang",
            "gang_type": "Orlock",
            "credits": "150",
            "gang_notes": "A gang of the benchmark.\r\n",
            "territories": ["Old Ruins"],
            "gangers": [fighter(n) for n in range(fighters)],
        }
    }


def median_ms(path: Path, runs: int) -> tuple[float, int, int]:
    """Median time of ``import_gang`` over ``runs``, the fighters imported and items to fill."""
    imported = import_gang(path)  # warm-up: imports, pydantic's caches
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        imported = import_gang(path)
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times), len(imported.roster.models), len(imported.report.to_fill_in)


def main() -> bool:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--fighters", type=int, default=20)
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    met = True
    with tempfile.TemporaryDirectory() as folder:
        cases = (
            (args.fighters, CAMPAIGN_TARGET_MS, 5 * args.runs),
            (MAX_MODELS, LARGEST_TARGET_MS, args.runs),
        )
        for fighters, target, runs in cases:
            path = Path(folder) / f"gang-{fighters}.json"
            path.write_text(json.dumps(gang_file(fighters)), encoding="utf-8")
            size_kb = path.stat().st_size / 1024
            ms, imported, items = median_ms(path, runs)
            ok = ms < target
            met = met and ok
            print(
                f"{fighters:>6,} fighters ({size_kb:,.0f} KB): median {ms:8.1f} ms over {runs} "
                f"runs; {imported:,} imported, {items:,} items to fill in; target under "
                f"{target:,.0f} ms: {'met' if ok else 'MISSED'}"
            )
    return met


if __name__ == "__main__":
    sys.exit(0 if main() else 1)
