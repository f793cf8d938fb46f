"""How long ``gangfight calc FILE`` and ``gangfight validate FILE`` take as whole processes,
against the floor of any command that reads JSON with pydantic (goal: ≤ 2×), for every game.

A script calling ``gangfight`` a few hundred times waits mostly for each process to start: the
interpreter, the imports, the game's modules. So each command runs as a
process of its own and is compared with the *floor*, ``python -c "import pydantic, json"``, in
the same run, taking turns round by round (``process_timing``: medians, one untimed round
first). Each game has one scenario (the first cell of ``gangfight matchups`` between its two
samples; the example game's ``pit_fight.json``) and one sample roster. The example game is
pip-installed into a temporary folder and put on ``PYTHONPATH`` for every command, the floor
included. Run as::

    .venv/bin/python benchmarks/bench_cli_start.py [--rounds 15]

To see where a command's time goes:
``python -X importtime -m gangfight_gui.cli.main validate rosters/orc_braves.json``.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

from process_timing import child_environment, machine, median_times

GOAL = 2.0
REPO = Path(__file__).resolve().parent.parent
FLOOR = [sys.executable, "-c", "import pydantic, json"]
ONE_MODEL = [
    sys.executable,
    "-c",
    "from pydantic import BaseModel\nclass One(BaseModel):\n    x: int",
]
"""The least any pydantic model costs: one model of one field. Shown beside the commands, not
judged: what a command reading rosters through pydantic's models could not start below (rosters
are read through the kinds, ``roster/records.py``, and no command builds a model)."""
GANGFIGHT = [sys.executable, "-m", "gangfight_gui.cli.main"]
"""The ``gangfight`` command of this checkout (the installed script may be another's)."""
EXAMPLE = REPO / "examples" / "pitfight"


def rosters() -> dict[str, list[Path]]:
    """Each game's sample rosters, the example game's own."""
    found: dict[str, list[Path]] = {}
    for path in sorted((REPO / "rosters").glob("*.json")):
        game = json.loads(path.read_text(encoding="utf-8")).get("game", "gangfight")
        if path.name != "monsters.json":
            found.setdefault(game, []).append(path)
    found["pitfight"] = [EXAMPLE / "pitfight_game" / "samples" / "pit_crew.json"]
    return found


def scenario(game: str, samples: list[Path], folder: Path) -> Path:
    """A scenario of ``game``: the first fight ``gangfight matchups`` finds between its samples."""
    if game == "pitfight":
        return EXAMPLE / "pit_fight.json"
    done = subprocess.run(
        [*GANGFIGHT, "matchups", "--json", str(samples[0]), str(samples[-1])],
        env=child_environment(),
        capture_output=True,
        check=True,
    )
    cells = json.loads(done.stdout)["cells"]
    first = next(cell for row in cells for cell in row if cell["scenario"] is not None)
    path = folder / f"{game}_scenario.json"
    path.write_text(json.dumps(first["scenario"]), encoding="utf-8")
    return path


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=15)
    args = parser.parse_args()
    sys.path.insert(0, str(REPO))
    from tests.helpers.example_game import install_example_game

    with tempfile.TemporaryDirectory() as folder, tempfile.TemporaryDirectory() as games:
        example = install_example_game(Path(games))
        os.environ["PYTHONPATH"] = os.pathsep.join(
            part for part in (str(REPO), str(example), os.environ.get("PYTHONPATH", "")) if part
        )
        os.environ["GANGFIGHT_GUI_HOME"] = str(Path(folder) / "home")
        commands = {"floor": FLOOR, "one model": ONE_MODEL}
        for game, samples in rosters().items():
            commands[f"calc, {game}"] = [
                *GANGFIGHT,
                "calc",
                str(scenario(game, samples, Path(folder))),
            ]
            commands[f"validate, {game}"] = [*GANGFIGHT, "validate", str(samples[0])]
        medians = median_times(commands, args.rounds)
    floor = medians["floor"]
    print(f"machine: {machine()}")
    print(f"medians over {args.rounds} rounds, whole processes (wall clock; CPU time):")
    print(
        f"  floor: python -c 'import pydantic, json'  {floor.wall * 1000:5.0f} ms; "
        f"{floor.cpu * 1000:4.0f} ms"
    )
    model = medians["one model"]
    print(
        f"  one pydantic model of one field     {model.wall * 1000:5.0f} ms; "
        f"{model.cpu * 1000:4.0f} ms: {model.wall / floor.wall:.2f}× the floor (the least a "
        f"command reading with pydantic's models costs; CPU {model.cpu / floor.cpu:.2f}×)"
    )
    met = True
    for name, timing in medians.items():
        if name in ("floor", "one model"):
            continue
        ratio = timing.wall / floor.wall
        met = met and ratio <= GOAL
        verdict = "met" if ratio <= GOAL else "MISSED"
        print(
            f"  gangfight {name:22} {timing.wall * 1000:5.0f} ms; {timing.cpu * 1000:4.0f} ms: "
            f"{ratio:.2f}× the floor ({verdict}, goal ≤ {GOAL:.0f}×; CPU "
            f"{timing.cpu / floor.cpu:.2f}×)"
        )
    return 0 if met else 1


if __name__ == "__main__":
    sys.exit(main())
