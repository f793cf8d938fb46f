"""Gathering the golden scenarios from the merge base (run by ``make_golden.py --harvest``).

As a pytest plugin (``-p tests.golden.harvest``, over the base's own ``tests/rules`` and
``tests/cli``) it records every scenario those tests read or calculate: the JSON given to each
game's reader, and Gangfight's core scenarios written back as JSON. As a script it adds the
examples of ``examples/`` and every matchup of the sample rosters (each game's
``pair_scenarios``, the choices the window and ``matchups`` try), keeps those the base
calculates and rolls, and writes them out. Everything here runs against the base's code.
"""

from __future__ import annotations

import copy
import gzip
import json
import os
import sys
from pathlib import Path
from typing import Any

import orjson

_SEEN: dict[bytes, tuple[str, str, Any]] = {}


def _keep(game: str, source: str, data: Any) -> None:
    try:
        key = orjson.dumps({"game": game, "scenario": data}, option=orjson.OPT_SORT_KEYS)
    except (TypeError, orjson.JSONEncodeError):
        return  # a name no file can hold (half a surrogate pair)
    _SEEN.setdefault(key, (game, source, copy.deepcopy(data)))


def pytest_configure(config: Any) -> None:
    import gangfight_gui.rules.gangfight as package
    from gangfight_gui.rules.gangfight import outcome, reading, writing
    from gangfight_gui.rules.necromunda import scenario as necromunda
    from gangfight_gui.rules.warstrike import scenario as warstrike

    for module, game in (
        (reading, "gangfight"),
        (necromunda, "necromunda"),
        (warstrike, "warstrike"),
    ):
        real = module.read_scenario

        def reader(data: Any, *args: Any, _real: Any = real, _game: str = game, **kw: Any) -> Any:
            result = _real(data, *args, **kw)
            if isinstance(data, dict):
                _keep(_game, "tests", data)
            return result

        module.read_scenario = reader
    real_calculate = outcome.calculate

    def calculate(scenario: Any) -> Any:
        result = real_calculate(scenario)
        _keep("gangfight", "tests", writing.scenario_json(scenario))
        return result

    outcome.calculate = calculate
    package.calculate = calculate


def pytest_unconfigure(config: Any) -> None:
    found = [{"game": g, "source": s, "scenario": d} for g, s, d in _SEEN.values()]
    Path(os.environ["GOLDEN_HARVEST"]).write_bytes(orjson.dumps(found))


def _examples(base: Path) -> list[dict[str, Any]]:
    found = []
    for path in sorted((base / "examples").glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        if isinstance(data, dict) and ("attack" in data or "game" in data):  # not a roster
            game = data.get("game", "gangfight")
            found.append({"game": game, "source": path.name, "scenario": data})
    return found


def _sample_pairs(base: Path) -> list[dict[str, Any]]:
    from gangfight_gui.rules.game import find_game

    entries: dict[str, list[dict[str, Any]]] = {}
    for path in sorted((base / "rosters").glob("*.json")):
        roster = json.loads(path.read_text(encoding="utf-8"))
        entries.setdefault(roster.get("game", "gangfight"), []).extend(roster["models"])
    found = []
    for key, models in entries.items():
        game = find_game(key)
        for a in models:
            for b in models:
                if a is not b:
                    for scenario in game.pair_scenarios(a, b):
                        found.append({"game": key, "source": "rosters", "scenario": scenario})
    return found


def main(argv: list[str]) -> int:
    """``harvest.py BASE TESTS_FOUND OUT``: the examples, the sample pairs and the scenarios the
    tests met, those the base calculates and rolls, deduplicated, gzipped into OUT."""
    base, found, out = Path(argv[0]), Path(argv[1]), Path(argv[2])
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    import driver

    candidates = _examples(base) + _sample_pairs(base) + orjson.loads(found.read_bytes())
    kept: list[dict[str, Any]] = []
    seen: set[bytes] = set()
    for item in candidates:
        key = orjson.dumps(item["scenario"], option=orjson.OPT_SORT_KEYS)
        if key in seen:
            continue
        seen.add(key)
        text = json.dumps(item["scenario"], ensure_ascii=False)
        calc_code, _ = driver.run(driver.CALC, text)
        roll_code, rolled = driver.run(driver.ROLL, text)
        if calc_code or roll_code:
            continue  # a refusal: only its wording may change, so not compared
        if driver.without_after(rolled, indent=True) != rolled:
            continue  # written by the standard encoder: not orjson's bytes to compare
        kept.append(item)
    out.write_bytes(gzip.compress(orjson.dumps(kept), compresslevel=9, mtime=0))
    print(f"{len(kept)} of {len(candidates)} scenarios kept", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
