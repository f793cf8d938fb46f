"""Benchmark of ``gangfight calc FILE --json`` on a batch of fights of every installed game,
against icepool's time for the main law of the same fights (at most 0.25 for each).

What is measured, and why: a batch ``calc --json`` (one JSON list, in-process, its stdout a byte
stream; parsing, reading, checking, calculating and writing included) is what a script asks of
the program, and icepool is the obvious exact tool for the fight's main law alone. Each ratio is
this program's time over icepool's, both measured in the same run as the process's CPU time, so
a loaded machine slows both. The batches, per game:

* **samples**: every fight of the game's sample rosters: each entry against each entry of every
  sample of the game (its own included), every weapon choice of every attack kind
  (``Game.choices``), as ``gangfight matchups --json`` writes them;
* **varied**: seeded fights over the games' ranges: Gangfight's ``bench_core`` generator,
  Necromunda's ``bench_necromunda`` fights (two weapons, Reaction attacks), WarStrike 20-model
  units in two groups (``bench_warstrike``'s shape, drawn at random).

The program's memoised laws are cleared once before each batch (a command starts with none).
icepool's law is built cold for each fight (new dice each time: icepool memoises sums per die):

* Gangfight: the attack roll's successes (``bench_core``: a pool of exploding d6s);
* Necromunda: the action's damage (``bench_necromunda``: {0, d} per Attack die, summed per
  group); the reaction's too is printed, as a second ratio (fights with Reaction attacks have
  two damage laws);
* WarStrike: the casualties caused (a {0, 1} die per to-hit die with the exact chance of a
  casualty, summed over the groups) capped at the engaged models (W13);
* the example game (``examples/pitfight``, installed for the run): the strike's hits (P3, P6).

Every figure is the median of ``--repeats`` runs. Run as::

    .venv/bin/python benchmarks/bench_calc_games.py [--repeats R] [--varied N]
"""

from __future__ import annotations

import argparse
import contextlib
import gc
import io
import json
import os
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import icepool  # type: ignore[import-untyped]

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
sys.path[:0] = [str(HERE), str(REPO)]

from bench_core import cpu_model, icepool_successes  # noqa: E402
from bench_core import generate as gangfight_varied  # noqa: E402
from bench_necromunda import fights as necromunda_varied  # noqa: E402
from bench_warstrike import _unit  # noqa: E402

from gangfight_gui.cli.main import main as cli_main  # noqa: E402
from gangfight_gui.rules.game import AnyGame, find_game  # noqa: E402
from gangfight_gui.rules.gangfight import caches as gangfight_caches  # noqa: E402
from gangfight_gui.rules.necromunda import outcome as necromunda_outcome  # noqa: E402
from gangfight_gui.rules.necromunda import profile as necromunda_profile  # noqa: E402
from gangfight_gui.rules.warstrike import outcome as warstrike_outcome  # noqa: E402
from gangfight_gui.rules.warstrike.outcome import group_tests  # noqa: E402

clock = time.process_time
GOAL = 0.25
ROSTERS = REPO / "rosters"
EXAMPLE_ROSTER = REPO / "examples" / "pitfight" / "pitfight_game" / "samples" / "pit_crew.json"


def clear_all() -> None:
    """Every game's memoised laws and kept readings, as a fresh command has them (none). A tree
    without some of these memos (an older one, measured for comparison) has nothing to clear."""
    for module in (gangfight_caches, necromunda_outcome, necromunda_profile, warstrike_outcome):
        getattr(module, "clear_caches", lambda: None)()
    with contextlib.suppress(ImportError):
        from gangfight_gui.rules.engine import laws  # type: ignore[attr-defined,unused-ignore]

        laws.clear_caches()
    with contextlib.suppress(ImportError):
        from pitfight_game import play as pitfight  # type: ignore[import-not-found]

        if hasattr(pitfight, "clear_caches"):
            pitfight.clear_caches()
        for name in ("hits_law", "saves_law", "taken_law", "_shown"):  # an older tree's
            getattr(getattr(pitfight, name, None), "cache_clear", lambda: None)()


def sample_fights(key: str) -> list[dict[str, Any]]:
    """Every fight of the game's samples: each entry against each, every choice of every kind."""
    game = find_game(key)
    paths = [EXAMPLE_ROSTER] if key == "pitfight" else sorted(ROSTERS.glob("*.json"))
    entries: list[dict[str, Any]] = []
    for path in paths:
        data = json.loads(path.read_text(encoding="utf-8"))
        if data.get("game", "gangfight") == key:
            entries.extend(data["models"])
    found = []
    for attacker in entries:
        for target in entries:
            for kind in game.attack_kinds:
                found.extend(data for _, data in game.choices(attacker, [target], kind.key))
    return found


def warstrike_varied(count: int, seed: int) -> list[dict[str, Any]]:
    """20-model units in two groups (``bench_warstrike``'s shape) with drawn profiles."""
    rng = random.Random(seed)
    return [
        _unit(
            rng.randint(10, 18),
            (rng.randint(1, 3), rng.randint(1, 3)),
            rng.randint(2, 4),
            (rng.randint(0, 2), rng.randint(1, 4)),
            rng.randint(1, 3),
            rng.randint(5, 12),
            rng.randint(0, 5),
        )
        for _ in range(count)
    ]


def pitfight_varied(count: int, seed: int) -> list[dict[str, Any]]:
    """Strikes over the example game's ranges (examples/pitfight/pitfight_game/rules.md)."""
    rng = random.Random(seed)

    def fighter(name: str) -> dict[str, Any]:
        return {
            "name": name,
            "skill": rng.randint(1, 6),
            "guard": rng.randint(2, 6),
            "armour": rng.randint(2, 7),
            "toughness": rng.randint(1, 6),
            "weapons": [{"name": "Blade", "dice": rng.randint(0, 3)}],
        }

    return [
        {
            "game": "pitfight",
            "attack": "strike",
            "attacker": fighter("Attacker"),
            "target": fighter("Target"),
            "weapon": "Blade",
            "charging": rng.random() < 0.5,
            "cover": rng.random() < 0.3,
            "reckless": rng.random() < 0.3,
            "rules": {"sixes": rng.choice(("single", "double"))},
        }
        for _ in range(count)
    ]


# icepool's main law of each fight, cold ----------------------------------------------------------


def _two_faced(zero: int, one: int, value: int = 1) -> Any:
    return icepool.Die({0: zero, value: one}) if one else icepool.Die([0])


def gangfight_law(game: AnyGame, scenario: Any) -> Callable[[], object] | None:
    test = game.calculate(scenario).attack_test
    if test is None:
        return None
    return lambda: icepool_successes(test.pool, test.tn, None).probabilities()


def necromunda_laws(action: Any) -> Any:
    total = icepool.Die([0])
    for group in action.groups:
        if group.dice:
            unsaved = group.hit_faces * group.wound_faces * group.fail_faces
            total = total + group.dice @ _two_faced(216 - unsaved, unsaved, group.damage)
    return total


def necromunda_law(game: AnyGame, scenario: Any) -> Callable[[], object] | None:
    return lambda: necromunda_laws(scenario.action).probabilities()


def warstrike_law(game: AnyGame, scenario: Any) -> Callable[[], object] | None:
    engaged = scenario.defender.engaged

    def law() -> object:
        total = icepool.Die([0])
        for t in group_tests(scenario):
            p = t.hit_chance * (1 - t.save_chance) * t.kill_chance
            die = _two_faced(p.denominator - p.numerator, p.numerator)
            total = total + t.dice @ die
        return total.clip(max_outcome=engaged).probabilities()

    return law


def pitfight_law(game: AnyGame, scenario: Any) -> Callable[[], object] | None:
    tn = scenario.tn
    if scenario.double_sixes:
        die = icepool.Die({0: tn - 1, 1: 6 - tn, 2: 1})
    else:
        die = icepool.Die({0: tn - 1, 1: 7 - tn})
    return lambda: (scenario.dice @ die).probabilities()


LAWS = {
    "gangfight": gangfight_law,
    "necromunda": necromunda_law,
    "warstrike": warstrike_law,
    "pitfight": pitfight_law,
}


def reaction_law(scenario: Any) -> Callable[[], object] | None:
    if scenario.reaction is None:
        return None
    return lambda: necromunda_laws(scenario.reaction).probabilities()


# timing -----------------------------------------------------------------------------------------


def calc_batch(path: str) -> float:
    """CPU seconds of ``gangfight calc PATH --json`` in this process, the memos cleared first."""
    clear_all()
    sink = io.TextIOWrapper(io.BytesIO(), encoding="utf-8")
    gc.collect()
    start = clock()
    with contextlib.redirect_stdout(sink):
        code = cli_main(["calc", path, "--json"])
    elapsed = clock() - start
    if code != 0:
        raise SystemExit(f"gangfight calc exited {code} on {path}")
    return elapsed


def law_batch(laws: list[Callable[[], object]]) -> float:
    gc.collect()
    start = clock()
    for law in laws:
        law()
    return clock() - start


def measure(key: str, label: str, fights: list[dict[str, Any]], repeats: int) -> None:
    game = find_game(key)
    scenarios = [game.read_scenario(data) for data in fights]
    laws = [law for s in scenarios if (law := LAWS[key](game, s)) is not None]
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as handle:
        json.dump(fights, handle)
    try:
        ours: list[float] = []
        theirs: list[float] = []
        for _ in range(repeats):  # alternating, so both see the same load
            ours.append(calc_batch(handle.name))
            theirs.append(law_batch(laws))
    finally:
        os.unlink(handle.name)
    n = len(fights)
    mine, ref = statistics.median(ours), statistics.median(theirs)
    ratio = mine / ref
    verdict = "met" if ratio <= GOAL else "NOT met"
    print(
        f"  {key:10} {label:7} {n:5} fights  calc --json {mine / n * 1e3:7.4f} ms a fight  "
        f"icepool's law {ref / len(laws) * 1e3:7.4f} ms ({len(laws)} laws)  "
        f"ratio {ratio:5.2f} (goal {GOAL}: {verdict})"
    )
    if key == "necromunda":
        both = laws + [law for s in scenarios if (law := reaction_law(s)) is not None]
        ref_both = statistics.median(law_batch(both) for _ in range(repeats))
        print(
            f"  {'':10} {'':7} {'':5}         against both damage laws (action and reaction, "
            f"{len(both)} laws): ratio {mine / ref_both:5.2f}"
        )


@contextlib.contextmanager
def example_game() -> Iterator[bool]:
    """The example game installed for the run (as the tests install it), when pip can."""
    from tests.helpers.example_game import example_on_path, install_example_game

    with tempfile.TemporaryDirectory() as folder:
        try:
            path = install_example_game(Path(folder))
        except RuntimeError as error:
            print(f"(the example game could not be installed: {error})")
            yield False
            return
        with example_on_path(path):
            yield True


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--varied", type=int, default=1000, help="fights in each varied batch")
    args = parser.parse_args(argv)
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"{cpu_model()}, {os.cpu_count()} cores, load {load:.2f}, icepool {icepool.__version__}")
    print(time.strftime("%d %B %Y, %H:%M %Z"))
    varied = {
        "gangfight": lambda: gangfight_varied(args.varied, 1).dicts,
        "necromunda": lambda: necromunda_varied(args.varied, 12),
        "warstrike": lambda: warstrike_varied(args.varied, 34),
        "pitfight": lambda: pitfight_varied(args.varied, 56),
    }
    with example_game() as installed:
        keys = ["gangfight", "necromunda", "warstrike"] + (["pitfight"] if installed else [])
        for key in keys:
            measure(key, "samples", sample_fights(key), args.repeats)
            if key in varied:
                measure(key, "varied", varied[key](), args.repeats)
    return 0


if __name__ == "__main__":
    sys.exit(main())
