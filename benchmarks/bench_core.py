"""Benchmark of the rules core and of ``gangfight calc`` on a batch of varied scenarios.

What is measured, and why:

* **Core** (``gangfight_gui.rules.calculate``): one full scenario is everything the GUI and the CLI
  show for an attack: both sides' best drops (R5), the advice table for every attack drop, and every
  law (hits, wounds, final wounds, incapacitation). docs/cli.md asks that large batches (a
  whole roster against another) be fast, so the figure that matters is the mean time per full
  scenario. The scenarios are converted to ``Scenario`` objects first, so reading the JSON is not in
  this figure. The core memoises its dice maths (every table that ``rules/gangfight/caches.py``
  clears: laws, R5's drops, negations), so three figures are given:

  - *cold each*: every cache cleared before every scenario (the clearing is not timed): one
    calculation with nothing reused, the worst case for a single click in the GUI;
  - *cold batch*: the caches cleared once, then the whole batch: what one ``gangfight calc`` run
    over a list costs, scenarios sharing what earlier ones computed;
  - *warm*: the batch again with the caches full: a GUI session recomputing known match-ups.

* **CLI**: ``gangfight calc FILE --json`` over the same list, in-process (``main([...])``, stdout
  a byte stream; reading, checking, calculation and JSON writing) cold and warm, and as a
  subprocess, which adds interpreter start-up and imports (also timed alone, ``--version``). It
  is timed first, before the core: the same code costs 5-8% more in a process worn by the other
  measurements (thousands of caches filled and cleared), and a user's command starts fresh.

* **Reference**: icepool's time for the attack roll's law alone, for the pool and TN
  actually rolled after drops (``outcome.attack_test``): a d6 exploding on 6 (depth 15, so a
  chain cut short has chance 6**-16, below docs/cli.md's 1e-12 tail), mapped to successes and
  summed over the pool (``pool @ chain``). A chain's total 6k + r (r = 1..5 the closing non-6)
  decodes to k sixes plus one success if r >= TN (R1-R3; a TN above 6 left after R3 is 6s only).
  icepool memoises sums per die object (``Die._sum_cache``), so *cold* builds the exploding die
  afresh for every scenario, *cold batch* builds one die per TN for the batch, and *warm* keeps
  them from an earlier pass. Its laws are checked against the core's (max difference).
  The targets: a full scenario in the core at least 5x faster than icepool's attack roll alone,
  at most 0.5 ms per full scenario in a batch, and the whole ``calc --json`` batch,
  reading and writing included, at least 20x faster than icepool's attack roll alone (cold).

* **Steps of calc**: parsing, reading each scenario through its game, calculating, building the
  output and encoding it (orjson), each timed alone, so a regression shows where it is.

Times are CPU seconds of the process (``time.process_time``; for the subprocess, the children's
``getrusage``): the development machine is shared, and wall time would count other work too.
Every figure is the median (and best) of ``--repeats`` runs (default 5). Run as::

    .venv/bin/python benchmarks/bench_core.py [--scenarios N] [--seed S] [--repeats R] [--profile]
"""

from __future__ import annotations

import argparse
import contextlib
import cProfile
import gc
import io
import json
import os
import platform
import pstats
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import icepool  # type: ignore[import-untyped]
import orjson

import gangfight_gui
from gangfight_gui.cli.main import main as cli_main
from gangfight_gui.rules.engine.errors import ScenarioShapeError
from gangfight_gui.rules.game import find_game
from gangfight_gui.rules.gangfight import dice as core_dice
from gangfight_gui.rules.gangfight import negation as core_negation
from gangfight_gui.rules.gangfight.caches import clear_caches
from gangfight_gui.rules.gangfight.dice import max_chosen_drop
from gangfight_gui.rules.gangfight.errors import RulesError
from gangfight_gui.rules.gangfight.outcome import AttackOutcome, calculate
from gangfight_gui.rules.gangfight.planning import plan_attack
from gangfight_gui.rules.gangfight.reading import read_scenario
from gangfight_gui.rules.gangfight.scenario import Scenario

JsonDict = dict[str, Any]

EXPLODE_DEPTH = 15
"""icepool's explosion depth: a chain of 16 sixes (cut short) has chance 6**-16 = 3.5e-13."""
CHECK_TOLERANCE = 1e-9
TARGET_SPEEDUP = 5.0
TARGET_MS_PER_SCENARIO = 0.5
TARGET_CLI_SPEEDUP = 20.0
"""The budget: a ``calc --json`` batch at most 1/20 of icepool's time for the attack roll alone."""

clock = time.process_time
"""CPU seconds of this process: the machine is shared, and wall time would count the others'
work too. Both sides of every ratio are measured with it, in the same run."""

SIZES = ("small", "medium", "large", "huge")
THREAT_IN = {"small": 0.5, "medium": 1.0, "large": 2.0, "huge": 3.0}
COVERS = ("none", "soft", "hard")
INCAPACITATION = ("zero_or_less", "more_than_endurance")
LONG_RANGE = ("beyond_range_plus_6", "beyond_range")
LONG_STEP = 6.0

RECIPES = (
    "melee_0",
    "melee_1",
    "melee_2",
    "free_strike",
    "power",
    "finesse",
    "slam",
    "trample",
    "ranged_distance",
    "ranged_band",
    "falling",
    "aoe_direct",
    "aoe_indirect",
)
"""Kinds of scenario the generator draws from, equally often."""


# --------------------------------------------------------------------------------------------
# Scenario generation: JSON-like dicts with docs/cli.md's field names.
# --------------------------------------------------------------------------------------------


class ScenarioGenerator:
    """Seeded generator of legal scenarios, covering every attack kind and option."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.serial = 0

    # Models and weapons ------------------------------------------------------------------

    def _name(self, role: str) -> str:
        self.serial += 1
        return f"{role} {self.serial}"

    def _bonus(self) -> int:
        return self.rng.choice((0, 0, 1, 2))

    def hand(self, name: str = "Sword") -> JsonDict:
        return {"name": name, "kind": "hand", "damage_bonus": self._bonus()}

    def two_handed(self) -> JsonDict:
        return {"name": "Great axe", "kind": "two_handed", "damage_bonus": self._bonus()}

    def pistol(self, name: str = "Pistol") -> JsonDict:
        rng = self.rng
        return {
            "name": name,
            "kind": "pistol",
            "damage_bonus": self._bonus(),
            "range": float(rng.choice((6, 8, 10, 12))),
        }

    def ranged(self) -> JsonDict:
        rng = self.rng
        return {
            "name": rng.choice(("Bow", "Rifle", "Crossbow")),
            "kind": "ranged",
            "damage_bonus": self._bonus(),
            "range": float(rng.choice((8, 12, 18, 24))),
        }

    @staticmethod
    def shield() -> JsonDict:
        return {"name": "Shield", "kind": "shield", "damage_bonus": 0}

    def model(
        self,
        role: str,
        *,
        size: str | None = None,
        weapons: Sequence[JsonDict] = (),
        perks: Sequence[str] = (),
        wounded: bool = False,
    ) -> JsonDict:
        """A profile: attributes 1-8, ARM 0-7, DAM 2-7, wounds taken 0-3 for targets."""
        rng = self.rng
        return {
            "name": self._name(role),
            "size": size or rng.choice(SIZES),
            "attack": rng.randint(1, 8),
            "defense": rng.randint(1, 8),
            "marksmanship": rng.randint(1, 8),
            "armour": rng.randint(0, 7),
            "damage": rng.randint(2, 7),
            "endurance": rng.randint(1, 8),
            "initiative": rng.randint(1, 8),
            "perks": list(perks),
            "weapons": list(weapons),
            "wounds_taken": rng.choice((0, 0, 0, 1, 2, 3)) if wounded else 0,
        }

    def target(self, *, size: str | None = None) -> JsonDict:
        rng = self.rng
        weapons: list[JsonDict] = []
        if rng.random() < 0.5:
            weapons.append(self.hand())
        if rng.random() < 0.3:
            weapons.append(self.shield())
        return self.model("Target", size=size, weapons=weapons, wounded=True)

    # Scenarios ---------------------------------------------------------------------------

    def base(self, attack: str) -> JsonDict:
        rng = self.rng
        return {
            "attack": attack,
            "attack_drop": "auto",
            "armour_drop": "auto",
            "rules": {
                "incapacitation": rng.choice(INCAPACITATION),
                "long_range": rng.choice(LONG_RANGE),
            },
        }

    def scenario(self) -> JsonDict:
        recipe = self.rng.choice(RECIPES)
        build: Callable[[str], JsonDict] = getattr(self, f"_{recipe}")
        data = build(recipe)
        data["_recipe"] = recipe
        return data

    def _melee_like(self, attack: str, weapons: list[JsonDict], used: int) -> JsonDict:
        """Melee, Free Strike, Power and Finesse: distance within threat, prone, ignored cover."""
        rng = self.rng
        perks: list[str] = []
        if attack == "power" and rng.random() < 0.4:
            perks.append("marauder")
        if attack == "finesse" and rng.random() < 0.4:
            perks.append("skirmisher")
        attacker = self.model("Attacker", weapons=weapons, perks=perks)
        data = self.base(attack)
        data["attacker"] = attacker
        data["target"] = self.target()
        data["weapons"] = [w["name"] for w in weapons[:used]]
        if rng.random() < 0.3:
            data["distance"] = round(rng.uniform(0.0, THREAT_IN[attacker["size"]]), 2)
        data["target_prone"] = rng.random() < 0.15
        if rng.random() < 0.1:
            data["cover"] = rng.choice(COVERS)  # R11: ignored in melee, still legal input
        return data

    def _melee_0(self, attack: str) -> JsonDict:
        rng = self.rng
        carried = [self.hand(), self.shield()] if rng.random() < 0.3 else []
        return self._melee_like("melee", carried, 0)

    def _melee_1(self, attack: str) -> JsonDict:
        rng = self.rng
        weapon = rng.choice((self.hand, self.two_handed, self.pistol))()
        carried = [weapon, self.shield()] if rng.random() < 0.3 else [weapon]
        return self._melee_like("melee", carried, 1)

    def _melee_2(self, attack: str) -> JsonDict:
        rng = self.rng
        second = self.hand("Axe") if rng.random() < 0.7 else self.pistol("Off-hand pistol")
        return self._melee_like("melee", [self.hand(), second], 2)  # R10: no shield

    def _one_weapon_or_none(self, attack: str) -> JsonDict:
        rng = self.rng
        if rng.random() < 0.5:
            return self._melee_like(attack, [], 0)
        weapon = rng.choice((self.hand, self.two_handed))()
        return self._melee_like(attack, [weapon], 1)

    def _free_strike(self, attack: str) -> JsonDict:
        return self._one_weapon_or_none("free_strike")

    def _power(self, attack: str) -> JsonDict:
        return self._one_weapon_or_none("power")

    def _finesse(self, attack: str) -> JsonDict:
        return self._one_weapon_or_none("finesse")

    def _slam(self, attack: str) -> JsonDict:
        """R17: a large or huge attacker against a target of its size or larger."""
        rng = self.rng
        size = rng.choice(("large", "huge"))
        data = self.base("slam")
        weapons = [self.two_handed()] if rng.random() < 0.4 else []
        data["attacker"] = self.model("Attacker", size=size, weapons=weapons)
        data["weapons"] = [w["name"] for w in weapons]
        data["target"] = self.target(size=rng.choice(SIZES[SIZES.index(size) :]))
        data["target_prone"] = rng.random() < 0.1
        return data

    def _trample(self, attack: str) -> JsonDict:
        """R17: every target smaller than the attacker; 1-4 of them."""
        rng = self.rng
        size = rng.choice(("large", "huge"))
        smaller = SIZES[: SIZES.index(size)]
        data = self.base("trample")
        weapons = [self.hand()] if rng.random() < 0.4 else []
        data["attacker"] = self.model("Attacker", size=size, weapons=weapons)
        data["weapons"] = [w["name"] for w in weapons]
        data["targets"] = [self.target(size=rng.choice(smaller)) for _ in range(rng.randint(1, 4))]
        data["target_prone"] = rng.random() < 0.1
        return data

    def _shooter(self) -> tuple[JsonDict, JsonDict]:
        weapon = self.ranged() if self.rng.random() < 0.75 else self.pistol()
        carried = [weapon, self.hand()] if self.rng.random() < 0.4 else [weapon]
        return self.model("Shooter", weapons=carried), weapon

    def _range(self, data: JsonDict, shooter: JsonDict, weapon: JsonDict, by_band: bool) -> None:
        """R15, R16: a distance or a band leaving at least one die (long steps < MAR)."""
        rng = self.rng
        reach = weapon["range"]
        option = data["rules"]["long_range"]
        bands = ["short"] + (["normal"] if option == "beyond_range_plus_6" else [])
        bands += [f"long_{k}" for k in range(1, min(shooter["marksmanship"], 4))]
        band = rng.choice(bands)
        if by_band:
            data["range_band"] = "long" if band == "long_1" else band
            return
        if band == "short":
            distance = rng.uniform(0.0, reach)
        elif band == "normal":
            distance = reach + rng.uniform(0.1, LONG_STEP - 0.1)
        else:
            steps = int(band.split("_")[1])
            start = reach + (steps - 1) * LONG_STEP
            if option == "beyond_range_plus_6":
                start += LONG_STEP
                distance = start + rng.uniform(0.1, LONG_STEP - 0.1)
            else:
                distance = start + rng.uniform(0.1, LONG_STEP - 0.1)
        data["distance"] = round(distance, 2)

    def _shooting(self, attack: str, by_band: bool) -> JsonDict:
        rng = self.rng
        data = self.base(attack)
        shooter, weapon = self._shooter()
        data["attacker"] = shooter
        data["weapons"] = [weapon["name"]]
        self._range(data, shooter, weapon, by_band)
        data["cover"] = rng.choice(COVERS)
        data["target_in_combat"] = rng.random() < 0.25
        data["target_prone"] = rng.random() < 0.1
        return data

    def _ranged_distance(self, attack: str) -> JsonDict:
        data = self._shooting("ranged", by_band=False)
        data["target"] = self.target()
        return data

    def _ranged_band(self, attack: str) -> JsonDict:
        data = self._shooting("ranged", by_band=self.rng.random() < 0.8)
        data["target"] = self.target()
        return data

    def _area(self, attack: str) -> JsonDict:
        """R23: 1-4 models caught, an optional nominated target, a dodge TN."""
        rng = self.rng
        data = self._shooting(attack, by_band=rng.random() < 0.5)
        data["targets"] = [self.target() for _ in range(rng.randint(1, 4))]
        if rng.random() < 0.4:
            data["target"] = self.target()
        data["dodge_tn"] = rng.choice((3, 4, 4, 5, 6))
        return data

    def _aoe_direct(self, attack: str) -> JsonDict:
        return self._area("aoe_direct")

    def _aoe_indirect(self, attack: str) -> JsonDict:
        return self._area("aoe_indirect")

    def _falling(self, attack: str) -> JsonDict:
        data = self.base("falling")
        data["target"] = self.target()
        data["fall_distance"] = self.rng.choice((0.5, 1.0, 2.0, 3.0, 4.5, 6.0, 9.0, 12.0))
        return data

    # Explicit drops ----------------------------------------------------------------------

    def maybe_explicit_drops(self, data: JsonDict, scenario: Scenario) -> None:
        """About 10% of scenarios each get a legal explicit attack or armour drop (R4)."""
        rng = self.rng
        try:
            plan = plan_attack(scenario)
        except RulesError:
            return
        if plan.has_roll and rng.random() < 0.1:
            top_tn = max(t.attack_tn for t in plan.targets)
            limit = max_chosen_drop(
                plan.attack_pool, top_tn, plan.drop_cost, free_strike=plan.free_strike
            )
            data["attack_drop"] = rng.randint(0, limit)
        armours = [t.armour for t in plan.targets if t.armour is not None]
        if armours and rng.random() < 0.1:
            limit = min(max_chosen_drop(a.pool, a.tn) for a in armours)
            data["armour_drop"] = rng.randint(0, limit)


@dataclass
class Batch:
    dicts: list[JsonDict]
    """Accepted scenarios, as docs/cli.md JSON."""
    scenarios: list[Scenario]
    recipes: list[str]
    refused: Counter[str]
    """Scenarios the core (or the schema) refused: by reason."""


def to_scenario(data: JsonDict) -> Scenario:
    return read_scenario(data)


def generate(count: int, seed: int) -> Batch:
    """``count`` scenarios; the refused ones are counted and left out of every measurement."""
    gen = ScenarioGenerator(seed)
    batch = Batch([], [], [], Counter())
    for _ in range(count):
        data = gen.scenario()
        recipe = data.pop("_recipe")
        try:
            scenario = to_scenario(data)
            gen.maybe_explicit_drops(data, scenario)
            scenario = to_scenario(data)
            calculate(scenario)
        except ScenarioShapeError as error:
            batch.refused[f"{recipe}: schema: {error}"] += 1
            continue
        except RulesError as error:
            batch.refused[f"{recipe}: {type(error).__name__}: {error}"] += 1
            continue
        batch.dicts.append(data)
        batch.scenarios.append(scenario)
        batch.recipes.append(recipe)
    return batch


# --------------------------------------------------------------------------------------------
# Timing helpers.
# --------------------------------------------------------------------------------------------


def clear_core_caches() -> None:
    clear_caches()


def core_cache_report() -> str:
    caches = {
        "successes": core_dice.successes,
        "best_defence_drop": core_dice.best_defence_drop,
        "_defence_options": core_dice._defence_options,
        "capped_means": core_dice.capped_means,
        "_negate": core_negation._negate,
    }
    parts = []
    for name, cached in caches.items():
        info = cached.cache_info()
        parts.append(f"{name} {info.currsize}/{info.maxsize} entries")
    return ", ".join(parts)


@dataclass(frozen=True)
class Figure:
    """Seconds for a whole batch, over repeated runs."""

    label: str
    runs: tuple[float, ...]
    count: int

    @property
    def median(self) -> float:
        return statistics.median(self.runs)

    @property
    def best(self) -> float:
        return min(self.runs)

    @property
    def per_item(self) -> float:
        return self.median / self.count

    @property
    def best_per_item(self) -> float:
        return self.best / self.count


def repeat(label: str, count: int, repeats: int, run: Callable[[], float]) -> Figure:
    """``run`` returns the seconds it measured; a collection first so no run pays another's."""
    runs = []
    for _ in range(repeats):
        gc.collect()
        runs.append(run())
    return Figure(label, tuple(runs), count)


def fmt_time(seconds: float) -> str:
    if seconds >= 1.0:
        return f"{seconds:.3f} s"
    if seconds >= 1e-3:
        return f"{seconds * 1e3:.3f} ms"
    return f"{seconds * 1e6:.1f} µs"


# Core ----------------------------------------------------------------------------------------


def core_cold_each(scenarios: Sequence[Scenario], times: list[float] | None = None) -> float:
    """Caches cleared before each scenario; ``times`` collects each scenario's seconds."""
    total = 0.0
    for scenario in scenarios:
        clear_core_caches()
        start = clock()
        calculate(scenario)
        elapsed = clock() - start
        total += elapsed
        if times is not None:
            times.append(elapsed)
    return total


def by_recipe(recipes: Sequence[str], times: Sequence[float]) -> str:
    """Mean cold-each time per kind of scenario, slowest first."""
    spent: dict[str, list[float]] = {}
    for recipe, seconds in zip(recipes, times, strict=True):
        spent.setdefault(recipe, []).append(seconds)
    means = sorted(((statistics.fmean(v), k) for k, v in spent.items()), reverse=True)
    return ", ".join(f"{k} {fmt_time(m)}" for m, k in means)


def core_batch(scenarios: Sequence[Scenario], *, cold: bool) -> float:
    if cold:
        clear_core_caches()
    else:
        for scenario in scenarios:
            calculate(scenario)
    start = clock()
    for scenario in scenarios:
        calculate(scenario)
    return clock() - start


# CLI -----------------------------------------------------------------------------------------


def cli_in_process(path: str, *, cold: bool) -> float:
    """The command in this process, its stdout a byte stream as a real one is: ``write_json``
    hands orjson's bytes to ``stdout.buffer``, with no decoding (a StringIO would add one)."""
    if cold:
        clear_core_caches()
    sink = io.TextIOWrapper(io.BytesIO(), encoding="utf-8")
    start = clock()
    with contextlib.redirect_stdout(sink):
        code = cli_main(["calc", path, "--json"])
    elapsed = clock() - start
    if code != 0:
        raise SystemExit(f"gangfight calc exited {code} in-process")
    return elapsed


def check_cli_output(path: str, count: int) -> None:
    sink = io.StringIO()
    with contextlib.redirect_stdout(sink):
        code = cli_main(["calc", path, "--json"])
    results = json.loads(sink.getvalue())
    errors = [r for r in results if isinstance(r, dict) and "error" in r]
    if code != 0 or len(results) != count or errors:
        raise SystemExit(f"gangfight calc: exit {code}, {len(results)} results, {errors[:3]}")


def gangfight_command() -> list[str]:
    script = Path(sys.executable).parent / "gangfight"
    if script.exists():
        return [str(script)]
    return [
        sys.executable,
        "-c",
        "from gangfight_gui.cli.main import main; raise SystemExit(main())",
    ]


def run_subprocess(args: Sequence[str]) -> float:
    """The child's CPU seconds (user + system), from the children's resource usage."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    done = subprocess.run(args, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, check=False)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    elapsed = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(args)} exited {done.returncode}: {done.stderr.decode()}")
    return elapsed


def cli_phases(text: str, repeats: int) -> dict[str, float]:
    """Best CPU seconds of each step of ``calc --json`` over the batch, caches cleared first.

    The same steps as the command, one at a time: parse the JSON, read each scenario through
    its game, calculate, build the output objects, encode them; the collector off as in the CLI.
    """
    game = find_game("gangfight")
    to_json = getattr(game, "outcome_json_encoded", game.outcome_json)  # as calc_cmd does
    best: dict[str, float] = {}
    for _ in range(repeats):
        clear_core_caches()
        gc.collect()
        gc.disable()
        try:
            marks = [clock()]
            items = orjson.loads(text)  # as read_input reads it (no run of 19 digits here)
            marks.append(clock())
            scenarios = [game.read_scenario(item) for item in items]
            marks.append(clock())
            outcomes = [game.calculate(scenario) for scenario in scenarios]
            marks.append(clock())
            values = [to_json(outcome) for outcome in outcomes]
            marks.append(clock())
            orjson.dumps(values)
            marks.append(clock())
        finally:
            gc.enable()
        for name, start, end in zip(PHASES, marks, marks[1:], strict=False):
            best[name] = min(best.get(name, float("inf")), end - start)
    return best


PHASES = (
    "parse JSON (orjson)",
    "read scenarios",
    "calculate",
    "build output",
    "write JSON (orjson)",
)


# icepool -------------------------------------------------------------------------------------


def icepool_chain(tn: int) -> icepool.Die[int]:
    """One die's successes with its exploding 6s: 6k + r decodes to k + (r >= TN) (R1-R3)."""
    judged = min(max(tn, 2), 6)  # R1: no TN below 2; R3's leftover TN above 6: only 6s

    def successes(total: int) -> int:
        sixes, last = divmod(total - 1, 6)
        return sixes + (1 if last + 1 >= judged else 0)

    return icepool.d6.explode([6], depth=EXPLODE_DEPTH).map(successes)


def icepool_successes(pool: int, tn: int, chains: dict[int, icepool.Die[int]] | None) -> Any:
    """The law of ``pool`` dice's successes; ``chains`` reuses dice (and their sums)."""
    if chains is None:
        chain = icepool_chain(tn)
    else:
        chain = chains.get(tn)
        if chain is None:
            chain = chains[tn] = icepool_chain(tn)
    return pool @ chain


def icepool_floats(die: Any) -> list[float]:
    denominator = die.denominator()
    return [die.quantity(k) / denominator for k in range(die.max_outcome() + 1)]


def icepool_run(
    rolls: Sequence[tuple[int, int]], chains: dict[int, icepool.Die[int]] | None
) -> float:
    start = clock()
    for pool, tn in rolls:
        icepool_successes(pool, tn, chains)
    return clock() - start


def icepool_check(rolls: Sequence[tuple[int, int]]) -> tuple[int, float]:
    """Every distinct (pool, TN): the largest difference from the core's ``successes``."""
    worst = 0.0
    distinct = sorted(set(rolls))
    for pool, tn in distinct:
        ours = core_dice.successes(pool, tn)
        theirs = icepool_floats(icepool_successes(pool, tn, None))
        length = max(len(ours), len(theirs))
        for k in range(length):
            a = ours[k] if k < len(ours) else 0.0
            b = theirs[k] if k < len(theirs) else 0.0
            worst = max(worst, abs(a - b))
    return len(distinct), worst


# --------------------------------------------------------------------------------------------
# Report.
# --------------------------------------------------------------------------------------------


def cpu_model() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


def machine_info() -> list[str]:
    affinity = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else None
    return [
        f"Python {platform.python_version()} ({platform.python_implementation()}, "
        f"{sys.executable})",
        f"platform {platform.platform()}",
        f"CPU {cpu_model()}; os.cpu_count() = {os.cpu_count()}, usable = {affinity}",
        f"gangfight-gui {gangfight_gui.__version__}, icepool {icepool.__version__}",
    ]


def profile_cold_batch(scenarios: Sequence[Scenario], top: int = 25) -> None:
    clear_core_caches()
    profiler = cProfile.Profile()
    profiler.enable()
    for scenario in scenarios:
        calculate(scenario)
    profiler.disable()
    stats = pstats.Stats(profiler)
    print("\ncProfile of the core, cold batch (sorted by own time):")
    stats.sort_stats("tottime").print_stats(top)


def _verdict(met: bool) -> str:
    return "MET" if met else "NOT MET"


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0] if __doc__ else None)
    parser.add_argument("--scenarios", type=int, default=1000, help="scenarios to generate")
    parser.add_argument("--seed", type=int, default=20240607, help="generator seed")
    parser.add_argument("--repeats", type=int, default=5, help="runs per figure (median shown)")
    parser.add_argument("--profile", action="store_true", help="cProfile the core's cold batch")
    return parser.parse_args(argv)


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    repeats = max(1, args.repeats)
    print("Gangfight rules core benchmark")
    for line in machine_info():
        print(f"  {line}")

    # 1. Scenarios.
    start = time.perf_counter()
    batch = generate(args.scenarios, args.seed)
    n = len(batch.scenarios)
    print(
        f"\nGenerated {args.scenarios} scenarios (seed {args.seed}) in "
        f"{time.perf_counter() - start:.2f} s: {n} accepted, {sum(batch.refused.values())} "
        "refused by the core"
    )
    for reason, times in batch.refused.most_common():
        print(f"  refused x{times}: {reason}")
    mix = Counter(batch.recipes)
    print("  mix: " + ", ".join(f"{r} {mix[r]}" for r in RECIPES))
    explicit = sum(d["attack_drop"] != "auto" or d["armour_drop"] != "auto" for d in batch.dicts)
    targets = sum(len(s.targets) for s in batch.scenarios)
    outcomes: list[AttackOutcome] = [calculate(s) for s in batch.scenarios]
    forced = sum(
        1 for o in outcomes for t in o.targets if t.attack_test is not None and t.attack_test.forced
    )
    sixes = sum(
        1
        for o in outcomes
        for t in o.targets
        if t.attack_test is not None and t.attack_test.only_sixes
    )
    advice_rows = sum(len(o.advice) for o in outcomes)
    print(
        f"  {targets} targets in all; {advice_rows} attack drops evaluated for the advice tables; "
        f"attack rolls with R3 forced drops {forced}, only-6s {sixes}; explicit drops in "
        f"{explicit} scenarios"
    )
    if n == 0:
        return 1

    # 2. CLI, first: the same code costs 5-8% more in a process worn by the other measurements
    # (its heap fragmented by thousands of cleared caches); a user's command starts fresh.
    print(f"\nTiming gangfight calc over {n} scenarios, {repeats} runs each ...")
    figures_cli: list[Figure] = []
    with tempfile.TemporaryDirectory(prefix="gangfight-bench-") as folder:
        path = str(Path(folder) / "scenarios.json")
        Path(path).write_text(json.dumps(batch.dicts), encoding="utf-8")
        size_kb = Path(path).stat().st_size / 1024
        check_cli_output(path, n)
        figures_cli.append(
            repeat("calc in-process, cold", n, repeats, lambda: cli_in_process(path, cold=True))
        )
        figures_cli.append(
            repeat("calc in-process, warm", n, repeats, lambda: cli_in_process(path, cold=False))
        )
        command = gangfight_command()
        figures_cli.append(
            repeat(
                "calc subprocess (incl. start-up)",
                n,
                repeats,
                lambda: run_subprocess([*command, "calc", path, "--json"]),
            )
        )
        startup = repeat(
            "gangfight --version (start-up)",
            1,
            repeats,
            lambda: run_subprocess([*command, "--version"]),
        )
        phases = cli_phases(Path(path).read_text(encoding="utf-8"), repeats)
    print(f"  input {size_kb:.0f} kB; command {' '.join(command)} calc FILE --json > /dev/null")

    # 3. Core.
    print(f"Timing the core over {n} scenarios, {repeats} runs each ...")
    core_each = repeat(
        "core calculate, cold each", n, repeats, lambda: core_cold_each(batch.scenarios)
    )
    core_cold = repeat(
        "core calculate, cold batch", n, repeats, lambda: core_batch(batch.scenarios, cold=True)
    )
    core_warm = repeat(
        "core calculate, warm", n, repeats, lambda: core_batch(batch.scenarios, cold=False)
    )
    print(f"  caches after the warm runs: {core_cache_report()}")
    each_times: list[float] = []
    core_cold_each(batch.scenarios, each_times)
    print(f"  cold each, mean by kind: {by_recipe(batch.recipes, each_times)}")
    slowest = max(range(n), key=each_times.__getitem__)
    print(
        f"  slowest scenario (cold each): #{slowest} {batch.recipes[slowest]}, "
        f"{fmt_time(each_times[slowest])}"
    )

    # 4. icepool.
    rolls = [(o.attack_test.pool, o.attack_test.tn) for o in outcomes if o.attack_test is not None]
    print(f"Timing icepool on the {len(rolls)} attack rolls (falling has none) ...")
    checked, worst = icepool_check(rolls)
    print(
        f"  icepool vs core successes(): {checked} distinct (pool, TN) checked, max |difference| "
        f"{worst:.2e} ({'OK' if worst <= CHECK_TOLERANCE else 'FAIL'}, tolerance "
        f"{CHECK_TOLERANCE:g})"
    )
    ice_cold = repeat(
        "icepool attack roll, cold", len(rolls), repeats, lambda: icepool_run(rolls, None)
    )
    ice_batch = repeat(
        "icepool attack roll, cold batch", len(rolls), repeats, lambda: icepool_run(rolls, {})
    )
    warm_chains: dict[int, icepool.Die[int]] = {}
    icepool_run(rolls, warm_chains)
    ice_warm = repeat(
        "icepool attack roll, warm", len(rolls), repeats, lambda: icepool_run(rolls, warm_chains)
    )

    # 5. Table.
    print(f"\nResults: median of {repeats} runs (best in brackets); n = {n} scenarios")
    header = f"  {'measure':<36} {'total':>12} {'per scenario':>14} {'(best)':>12}"
    print(header)
    print("  " + "-" * (len(header) - 2))
    for figure in (core_each, core_cold, core_warm, *figures_cli, ice_cold, ice_batch, ice_warm):
        print(
            f"  {figure.label:<36} {fmt_time(figure.median):>12} "
            f"{fmt_time(figure.per_item):>14} {'(' + fmt_time(figure.best_per_item) + ')':>12}"
        )
    sub = figures_cli[2]
    print(
        f"  {'gangfight --version (start-up)':<36} {fmt_time(startup.median):>12} "
        f"{'':>14} {'(' + fmt_time(startup.best) + ')':>12}"
    )
    print(
        f"  {'calc subprocess minus start-up':<36} {fmt_time(sub.median - startup.median):>12} "
        f"{fmt_time((sub.median - startup.median) / n):>14}"
    )

    print("\ncalc --json, step by step (best of the runs, CPU time per scenario):")
    for name in PHASES:
        print(f"  {name:<36} {fmt_time(phases[name] / n):>14}")
    print(f"  {'sum of the steps':<36} {fmt_time(sum(phases.values()) / n):>14}")

    print("\nRatios, icepool's attack roll alone / the core's full scenario (per scenario):")
    pairs = (
        ("cold: icepool cold / core cold each", ice_cold, core_each),
        ("batch: icepool cold batch / core cold batch", ice_batch, core_cold),
        ("warm: icepool warm / core warm", ice_warm, core_warm),
        ("icepool cold / core cold batch", ice_cold, core_cold),
    )
    for label, theirs, ours in pairs:
        print(f"  {label:<46} {theirs.per_item / ours.per_item:8.2f}x")
    ratio = ice_cold.per_item / core_each.per_item
    batch_ms = core_cold.per_item * 1e3
    cli_cold = figures_cli[0]
    cli_ratio = ice_cold.per_item / cli_cold.per_item
    cli_best_ratio = ice_cold.best_per_item / cli_cold.best_per_item
    sub_ratio = ice_cold.per_item / ((sub.median - startup.median) / n)
    print(
        f"  {'icepool cold / calc --json batch in-process':<46} {cli_ratio:8.2f}x "
        f"(best runs: {cli_best_ratio:.2f}x)"
    )
    print(f"  {'icepool cold / calc subprocess minus start-up':<46} {sub_ratio:8.2f}x")
    print("\nTargets:")
    print(
        f"  calc --json batch (read, calculate, write) >= {TARGET_CLI_SPEEDUP:g}x faster than "
        f"icepool's attack roll alone: {cli_ratio:.2f}x -> "
        f"{_verdict(cli_ratio >= TARGET_CLI_SPEEDUP)}"
    )
    batch_ratio = ice_batch.per_item / core_cold.per_item
    for what, value in (
        ("both cold, nothing reused", ratio),
        ("both cold batch, each reusing its own caches", batch_ratio),
    ):
        print(
            f"  core full scenario >= {TARGET_SPEEDUP:g}x faster than icepool's attack roll alone "
            f"({what}): {value:.2f}x -> {_verdict(value >= TARGET_SPEEDUP)}"
        )
    print(
        f"  <= {TARGET_MS_PER_SCENARIO} ms per full scenario in a batch (cold batch): "
        f"{batch_ms:.3f} ms -> {_verdict(batch_ms <= TARGET_MS_PER_SCENARIO)}"
    )
    print("\nMachine:")
    for line in machine_info():
        print(f"  {line}")
    if args.profile:
        profile_cold_batch(batch.scenarios)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
