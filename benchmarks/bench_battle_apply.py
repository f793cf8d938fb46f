"""Benchmark of a battle: applying a roll's result (the model's part of "applying a
result and repainting the next odds, p95 < 4 ms").

What is measured: ``Battle.apply_roll`` as the window calls it after a roll, for each game: the
scenario read again, the game's ``after`` (R25, N17, W17) set on both sides' state fields and
checked against their ranges, the fight described (``Game.describe``), the roll's dice and
steps, and the attack logged, on a battle of two 10-entry sides whose log already holds 200
attacks (a long evening). The roll and the odds it had (``Game.headline``) come in made, as the
window has them on screen. For scale, the next odds the window then works out (the next fight's
``read_scenario`` + ``calculate`` + ``headline``) are timed too: that is the window's part.

Every figure is over ``--applies`` applications (median, 95th percentile, worst). Run as::

    .venv/bin/python benchmarks/bench_battle_apply.py [--applies N]
"""

from __future__ import annotations

import argparse
import gc
import platform
import statistics
import time
from pathlib import Path
from typing import Any

from gangfight_gui.roster.files import load_roster, roster_from_data, roster_to_data
from gangfight_gui.roster.night.battle import Battle, EntryRef, side_of, start_battle
from gangfight_gui.rules.engine.sources import SeededDice

# A game whose ``after`` changes nothing yet (GameBase's default) shows 0 entries changed: its
# figure then leaves out setting the state, which the others include.
ROSTERS = Path(__file__).resolve().parents[1] / "rosters"
SAMPLES = {
    "gangfight": ("orc_braves.json", "human_veterans.json"),
    "necromunda": ("necromunda_ashveil_sisters.json", "necromunda_slagworks_rivet_crew.json"),
    "warstrike": ("warstrike_harbour_watch.json", "warstrike_salt_reavers.json"),
}
SIDE = 10
LOG = 200
BUDGET_MS = 4.0


def side(name: str) -> Any:
    """A sample roster grown to ``SIDE`` entries (copies renamed), as a battle side."""
    data = roster_to_data(load_roster(ROSTERS / name).roster)
    models = data["models"]
    data["models"] = [{**models[i % len(models)], "name": f"{models[i % len(models)]['name']} {i}"}
                      for i in range(SIDE)]  # fmt: skip
    return side_of(roster_from_data(data))


def fights(battle: Battle, count: int, seed: int) -> list[tuple[EntryRef, EntryRef, Any, Any, Any]]:
    """``count`` fights as the window would have them ready: pick, scenario, roll, odds."""
    game = battle.rules
    made = []
    for i in range(count):
        attacker = EntryRef(i % 2, (i // 2) % SIDE)
        target = EntryRef(1 - attacker.side, (i * 7) % SIDE)
        kind = game.attack_kinds[0].key
        choices = game.choices(battle.entry(attacker), [battle.entry(target)], kind)
        scenario = choices[i % len(choices)].scenario
        parsed = game.read_scenario(scenario)
        roll = game.resolve(parsed, SeededDice(seed + i))
        made.append((attacker, target, scenario, roll, game.headline(game.calculate(parsed))))
    return made


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--applies", type=int, default=500)
    args = parser.parse_args()
    print(f"Python {platform.python_version()} on {platform.processor() or platform.machine()}")
    print(f"two sides of {SIDE}, a log of {LOG} attacks, {args.applies} applications a game")
    for key, (mine, theirs) in SAMPLES.items():
        battle = start_battle(side(mine), side(theirs))
        for attacker, target, scenario, roll, odds in fights(battle, LOG, 1):
            battle = battle.apply_roll(attacker, [target], scenario, roll, odds).after
        ready = fights(battle, args.applies, 10_000)
        game = battle.rules
        times, next_odds, changed = [], [], 0
        gc.collect()
        for attacker, target, scenario, roll, odds in ready:
            start = time.perf_counter()
            change = battle.apply_roll(attacker, [target], scenario, roll, odds)
            times.append(1000 * (time.perf_counter() - start))
            start = time.perf_counter()
            game.headline(game.calculate(game.read_scenario(scenario)))
            next_odds.append(1000 * (time.perf_counter() - start))
            assert len(change.after.log) == LOG + 1
            record = change.after.log[-1]
            changed += len(getattr(record, "changes", ()))
        times.sort()
        next_odds.sort()
        p95 = times[int(0.95 * (len(times) - 1))]
        odds_p95 = next_odds[int(0.95 * (len(next_odds) - 1))]
        print(
            f"  {key:<10} apply: median {statistics.median(times):.3f} ms, 95th percentile "
            f"{p95:.3f} ms, worst {times[-1]:.3f} ms; the next odds (window's part): median "
            f"{statistics.median(next_odds):.3f} ms, 95th percentile {odds_p95:.3f} ms; "
            f"entries changed by after: {changed / len(ready):.2f} an attack"
        )
    print(f"budget for both together: 95th percentile < {BUDGET_MS:.0f} ms")


if __name__ == "__main__":
    main()
