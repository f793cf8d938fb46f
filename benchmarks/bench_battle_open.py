"""How long the largest legal battle file takes to open (goal: under 5 s), for each game.

For each built-in game a battle between its two samples gets one real attack (the first
choice of the first kind that has one, rolled with seeded dice), and its log that record
``MAX_LOG`` times, as the window writes it. Then the largest file the limits allow: the same
log, each record's steps padded with copies of its lines until the file is ``MAX_BATTLE_BYTES``.
Each file is read by ``load_battle`` (every check the window runs) and, as the floor in the same
run, by ``json.loads`` alone. Medians of ``--repeats`` runs, wall clock (the machine is shared:
the figures are for a loaded machine when it is). Run as::

    .venv/bin/python benchmarks/bench_battle_open.py [--repeats 3]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from bench_core import cpu_model

from gangfight_gui.roster.files import load_roster
from gangfight_gui.roster.night.battle import MAX_LOG, EntryRef, side_of, start_battle
from gangfight_gui.roster.night.battle_file import (
    MAX_BATTLE_BYTES,
    battle_to_data,
    load_battle,
)
from gangfight_gui.rules.engine.sources import SeededDice

GOAL = 5.0
REPO = Path(__file__).resolve().parent.parent
PAIRS = {
    "gangfight": ("orc_braves.json", "human_veterans.json"),
    "necromunda": ("necromunda_ashveil_sisters.json", "necromunda_slagworks_rivet_crew.json"),
    "warstrike": ("warstrike_harbour_watch.json", "warstrike_salt_reavers.json"),
}


def one_attack(game_key: str) -> dict[str, Any]:
    """The file's JSON of a battle of ``game_key`` after one attack."""
    sides = [side_of(load_roster(REPO / "rosters" / name).roster) for name in PAIRS[game_key]]
    battle = start_battle(*sides, "Largest")
    game = battle.rules
    attacker, target = EntryRef(0, 0), EntryRef(1, 0)
    for kind in game.attack_kinds:
        choices = game.choices(battle.entry(attacker), [battle.entry(target)], kind.key)
        if choices:
            scenario = choices[0].scenario
            roll = game.resolve(game.read_scenario(scenario), SeededDice(1))
            return battle_to_data(battle.apply_roll(attacker, [target], scenario, roll).after)
    raise SystemExit(f"{game_key}: no attack between the samples' first entries")


def text_of(data: dict[str, Any]) -> str:
    return json.dumps(data, indent=1, ensure_ascii=False) + "\n"


def padded(data: dict[str, Any]) -> str:
    """The file at both limits: ``MAX_LOG`` records, their steps grown to ``MAX_BATTLE_BYTES``."""
    record = dict(data["log"][0])
    text = text_of({**data, "log": [record] * MAX_LOG})
    spare = MAX_BATTLE_BYTES - len(text.encode("utf-8")) - 4096
    line = record["steps"][0]
    each = len(json.dumps(line, ensure_ascii=False).encode("utf-8")) + 10  # its indent, comma
    record["steps"] = [*record["steps"], *[line] * (spare // MAX_LOG // each)]
    return text_of({**data, "log": [record] * MAX_LOG})


def timed(run: Callable[[], object], repeats: int) -> float:
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        run()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    print(f"Python {sys.version.split()[0]}, CPU {cpu_model()}")
    print(f"limits: {MAX_LOG:,} records, {MAX_BATTLE_BYTES / 2**20:.0f} MB; goal < {GOAL:.0f} s")
    met = True
    with tempfile.TemporaryDirectory(prefix="gangfight-bench-") as folder:
        for key in PAIRS:
            data = one_attack(key)
            files = {
                f"{MAX_LOG:,} records as written": text_of({**data, "log": data["log"] * MAX_LOG}),
                "both limits (steps padded)": padded(data),
            }
            for what, text in files.items():
                path = Path(folder) / "battle.json"
                path.write_text(text, encoding="utf-8")
                size = path.stat().st_size
                assert size <= MAX_BATTLE_BYTES, size
                floor = timed(lambda p=path: json.loads(p.read_bytes()), args.repeats)
                seconds = timed(lambda p=path: load_battle(p), args.repeats)
                met = met and seconds < GOAL
                print(
                    f"  {key:10} {what:28} {size / 2**20:5.1f} MB: opens in {seconds:5.2f} s "
                    f"({seconds / floor:4.1f}× json.loads's {floor:.2f} s; "
                    f"{'met' if seconds < GOAL else 'MISSED'})"
                )
    return 0 if met else 1


if __name__ == "__main__":
    sys.exit(main())
