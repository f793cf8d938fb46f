"""Time to print 100 roster cards to a PDF (target: under 3 s).

Run: ``QT_QPA_PLATFORM=offscreen python benchmarks/bench_cards.py``. Prints figures only: the
first run (which also starts Qt and loads the fonts) and the best of three warm runs.
"""

from __future__ import annotations

import os
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from gangfight_models import GANGFIGHT, ModelSpec, WeaponSpec

from gangfight_gui.cards.render import write_cards_pdf
from gangfight_gui.roster.roster import Roster
from gangfight_gui.rules.gangfight.profile import WeaponKind

CARDS = 100
RUNS = 3


def hundred_models() -> Roster:
    """Varied cards: two to four weapons, perks, notes, EN from 2 to 12."""
    weapons = (
        WeaponSpec(name="Great axe", kind=WeaponKind.TWO_HANDED, damage_bonus=2, cost=4),
        WeaponSpec(name="Pistol", kind=WeaponKind.PISTOL, damage_bonus=1, range=12),
        WeaponSpec(name="Shield", kind=WeaponKind.SHIELD),
        WeaponSpec(name="Long rifle", kind=WeaponKind.RANGED, range=30, notes="Slow to reload"),
    )
    models = tuple(
        ModelSpec(
            name=f"Ganger number {index}",
            attack=3,
            defense=4,
            marksmanship=3,
            armour=4,
            damage=4,
            endurance=2 + index % 11,
            initiative=3,
            movement=5,
            action_points=2,
            cost=10 + index,
            perks=("marauder", "skirmisher")[: index % 3],
            weapons=weapons[: 2 + index % 3],
            notes="Veteran of many fights. " * (index % 4),
        )
        for index in range(CARDS)
    )
    return GANGFIGHT.roster.model_validate(
        {"game": "gangfight", "name": "Benchmark gang", "models": models}
    )


def main() -> None:
    roster = hundred_models()
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder) / "cards.pdf"
        start = time.perf_counter()
        pages = write_cards_pdf(roster, out)
        first = time.perf_counter() - start
        warm = []
        for _ in range(RUNS):
            start = time.perf_counter()
            write_cards_pdf(roster, out)
            warm.append(time.perf_counter() - start)
        size = out.stat().st_size
    print(f"cards: {CARDS}  pages: {pages}  pdf: {size / 1024:.0f} KiB")
    print(f"first run (starts Qt, loads fonts): {first:.3f} s")
    print(f"warm run, best of {RUNS}: {min(warm):.3f} s  (target: under 3 s)")


if __name__ == "__main__":
    main()
