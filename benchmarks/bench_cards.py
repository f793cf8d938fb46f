"""Time to print 100 roster cards to a PDF, for every game (target: under 3 s), and to work out
their odds against a 10-entry roster of the same game (the matchups' pairing code).

Run: ``QT_QPA_PLATFORM=offscreen python benchmarks/bench_cards.py``. Prints figures only: the
first run (which also starts Qt and loads the fonts) and the best of three warm runs; for the
other games the 100 entries cycle through their samples (``bench_matchups.varied_roster``).
"""

from __future__ import annotations

import os
import random
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from bench_matchups import SAMPLES, rosters, varied_roster
from gangfight_models import GANGFIGHT, ModelSpec, WeaponSpec

from gangfight_gui.cards.layout import OddsAgainst, work_out_odds
from gangfight_gui.cards.render import write_cards_pdf
from gangfight_gui.roster.roster import Roster
from gangfight_gui.rules.game import find_game
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
    return GANGFIGHT.roster.from_json(
        {"game": "gangfight", "name": "Benchmark gang", "models": models}
    )


def best(run: Callable[[], object]) -> float:
    times = []
    for _ in range(RUNS):
        start = time.perf_counter()
        run()
        times.append(time.perf_counter() - start)
    return min(times)


def main() -> None:
    rng = random.Random(7)
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder) / "cards.pdf"
        for key in ("gangfight", *SAMPLES):
            game = find_game(key)
            if key == "gangfight":
                roster, enemy = hundred_models(), rosters(game, 10, 7)[1]
            else:
                roster = varied_roster(game, "Benchmark", CARDS, rng)
                enemy = varied_roster(game, "Enemy", 10, rng)
            start = time.perf_counter()
            pages = write_cards_pdf(roster, out)
            first = time.perf_counter() - start
            warm = best(lambda: write_cards_pdf(roster, out))  # noqa: B023 (run at once)
            size = out.stat().st_size
            odds = OddsAgainst(enemy)
            working = best(lambda: work_out_odds(roster, odds))  # noqa: B023
            worked = work_out_odds(roster, odds)
            with_odds = best(lambda: write_cards_pdf(roster, out, odds=worked))  # noqa: B023
            print(f"{game.title}: cards {CARDS}, pages {pages}, pdf {size / 1024:.0f} KiB")
            print(f"  first run (Qt and fonts loaded by the first game): {first:.3f} s")
            print(f"  warm run, best of {RUNS}: {warm:.3f} s  (target: under 3 s)")
            print(
                f"  odds against 10 entries ({CARDS * 10} pairs), best of {RUNS}: {working:.3f} s"
            )
            print(f"  the cards with those odds, best of {RUNS}: {with_odds:.3f} s")


if __name__ == "__main__":
    main()
