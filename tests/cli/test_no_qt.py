"""Every ``gangfight`` command but ``cards`` runs without Qt: run, asked for its help, or given
bad input, the whole process (the real entry point) imports no PySide6 or shiboken module, and
each command imports no other command's module.

Each run is a process of its own, ``python -m gangfight_gui.cli.main`` run by ``runpy`` as the
interpreter runs it, with one addition: at exit the process writes the names of every module it
holds (``sys.modules``) to a file.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from gangfight_gui.cli import commands
from tests.conftest import REPO, ROSTERS

SCENARIO = REPO / "examples" / "orc_vs_veteran.json"
YAKTRIBE = REPO / "examples" / "yaktribe_cinder_jackals.json"
ORCS = ROSTERS / "orc_braves.json"
HUMANS = ROSTERS / "human_veterans.json"
PAINTING = {"cards"}
"""The commands that paint with Qt (to a PDF)."""


RUN_AND_LIST = """
import atexit, runpy, sys
report = sys.argv.pop(1)
atexit.register(lambda: open(report, "w", encoding="utf-8").write("\\n".join(sys.modules)))
runpy.run_module("gangfight_gui.cli.main", run_name="__main__", alter_sys=True)
"""


def _run(*words: str, report: Path) -> tuple[int, set[str], list[str]]:
    """Exit code, the modules the process held at exit, and its lines on stderr."""
    done = subprocess.run(
        [sys.executable, "-c", RUN_AND_LIST, str(report), *words],
        capture_output=True,
        text=True,
        check=False,
        cwd=REPO,
    )
    return (
        done.returncode,
        set(report.read_text(encoding="utf-8").split()),
        done.stderr.splitlines(),
    )


def _qt(imported: set[str]) -> list[str]:
    return sorted(name for name in imported if name.startswith(("PySide6", "shiboken")))


def _commands_loaded(imported: set[str]) -> set[str]:
    modules = {f"gangfight_gui.cli.{command.module}": command.name for command in commands.ALL}
    return {name for module, name in modules.items() if module in imported}


def _runs(tmp: Path) -> dict[str, tuple[list[str], list[str]]]:
    """Each command's good run and bad-input run (exit 2, one line on stderr)."""
    missing = str(tmp / "missing.json")
    return {
        "calc": (["calc", str(SCENARIO), "--json"], ["calc", missing]),
        "roll": (["roll", str(SCENARIO), "--seed", "7"], ["roll", missing]),
        "finish": (["finish", str(SCENARIO), "--rounds", "3"], ["finish", missing]),
        "validate": (["validate", str(ORCS)], ["validate", missing]),
        "crew": (
            ["crew", str(ORCS), "--draw", "2", "--seed", "3"],
            ["crew", missing, "--draw", "2"],
        ),
        "matchups": (["matchups", str(ORCS), str(HUMANS)], ["matchups", str(ORCS), missing]),
        "samples": (["samples", str(tmp / "samples")], ["samples", str(ORCS)]),
        "games": (["games"], ["games", "chess"]),
        "schema": (["schema", "battle"], ["schema", "chess"]),
        "import": (
            ["import", str(YAKTRIBE), "-o", str(tmp / "gang.json")],
            ["import", missing, "-o", str(tmp / "other.json")],
        ),
    }


def test_every_command_but_cards_is_covered_here(tmp_path: Path) -> None:
    # A command added later is checked too, or named among the painting ones.
    assert {c.name for c in commands.ALL} == set(_runs(tmp_path)) | PAINTING


@pytest.mark.parametrize("name", sorted({c.name for c in commands.ALL} - PAINTING))
def test_a_command_that_paints_nothing_imports_no_qt(name: str, tmp_path: Path) -> None:
    good, bad = _runs(tmp_path)[name]

    code, imported, said = _run(*good, report=tmp_path / "good")
    assert code == 0, said
    assert _qt(imported) == []
    assert _commands_loaded(imported) == {name}

    code, imported, said = _run(*bad, report=tmp_path / "bad")
    assert code == 2
    assert len(said) == 1 and said[0].startswith(f"gangfight {name}: "), said
    assert _qt(imported) == []
    assert _commands_loaded(imported) == {name}

    code, imported, said = _run(name, "--help", report=tmp_path / "help")
    assert (code, said) == (0, [])
    assert _qt(imported) == []
    assert _commands_loaded(imported) == {name}


@pytest.mark.parametrize("words", [["--help"], ["--version"], ["bogus"], []])
def test_gangfight_itself_imports_no_command(words: list[str], tmp_path: Path) -> None:
    code, imported, _said = _run(*words, report=tmp_path / "modules")
    assert code == (2 if words in (["bogus"], []) else 0)
    assert _qt(imported) == []
    assert _commands_loaded(imported) == set()


def test_cards_still_paints(tmp_path: Path) -> None:
    # The one command allowed Qt uses it: the exemption above is not a blind spot.
    out = tmp_path / "cards.pdf"
    code, imported, said = _run("cards", str(ORCS), "-o", str(out), report=tmp_path / "modules")
    assert code == 0, said
    assert "PySide6.QtGui" in imported
    assert out.read_bytes().startswith(b"%PDF")
