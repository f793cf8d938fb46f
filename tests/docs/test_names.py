"""What the pages name exists: files and folders, modules, ``make`` targets, programs, and the
commands they tell a reader to type parse as the programs take them.

A page may name a file a command makes or a player chooses (``cards.pdf``, ``CREW.json``): those
are listed below; any other path in backticks must be in the repository.
"""

from __future__ import annotations

import importlib
import re
import shlex
import tomllib
from pathlib import Path

import pytest

from gangfight_gui.cli.main import build_parser
from gangfight_gui.gui.shell.app import parse_args
from tests.docs.pages import EVERY_PAGE, REPO, every_block

CODE = re.compile(r"`([^`\n]+)`")
PATHLIKE = re.compile(r"^(?:\.\./)?[\w.-]+(?:/[\w.*-]*)*$")
MODULE = re.compile(r"^gangfight_gui(?:\.\w+)+$")
KNOWN_SUFFIXES = (".json", ".py", ".md", ".png", ".svg", ".toml", ".sh", ".spec", ".ttf")

MADE = {
    "NAME.json.bak",
    "ROSTER.json.bak",
    "cards.pdf",
    "crew.pdf",
    "sheet.pdf",
    "OUT.pdf",
    "ENEMY.json",
    "CREW.json",
    "ROSTER.json",
    "THEIRS.json",
    "FILE.json",
    "jackals.json",
    "crew.json",
    "battle.json",
    "matrix.csv",
    "p.png",
    "c.pdf",
    "settings.json",
    "settings.json.damaged",
}
"""Files the pages' commands make, or name for the reader's own."""
MADE_FOLDERS = ("my-rosters/", "dist/", "s/", "~/", "home/", ".venv/", "gangfight_gui/resources/")


def _text(page: Path) -> str:
    """The page without its fenced blocks (their commands are run or parsed elsewhere)."""
    return re.sub(r"^```.*?^```", "", page.read_text(encoding="utf-8"), flags=re.S | re.M)


def _named(page: Path) -> set[str]:
    named = set()
    for code in CODE.findall(_text(page)):
        try:
            words = shlex.split(code)
        except ValueError:
            words = code.split()
        for word in words:
            word = word.rstrip(",.;:")
            if (
                PATHLIKE.match(word)
                and not word.startswith("-")
                and ("/" in word or word.endswith(KNOWN_SUFFIXES))
            ):
                named.add(word)
    return named


def _exists(name: str, page: Path) -> bool:
    if name in MADE or name.startswith(MADE_FOLDERS) or name.endswith(".md#"):
        return True
    if "/" not in name:  # a file named alone: somewhere in the repository
        return any(
            ".venv" not in found.parts for found in REPO.rglob(name) if found.is_relative_to(REPO)
        )
    # From the repository, the page, the package (``rules/game.py``), or the example game's
    # distribution (``pitfight_game/game.py``, on the page that walks through it).
    bases = [REPO, page.parent, REPO / "gangfight_gui", REPO / "examples" / "pitfight"]
    return any(list(base.glob(name.rstrip("/"))) for base in bases)


@pytest.mark.parametrize("page", EVERY_PAGE, ids=lambda p: p.name)
def test_every_file_a_page_names_is_in_the_repository(page: Path) -> None:
    missing = sorted(name for name in _named(page) if not _exists(name, page))
    assert missing == []


def test_the_check_finds_names_at_all() -> None:
    named = set().union(*(_named(page) for page in EVERY_PAGE))
    assert {"examples/orc_vs_veteran.json", "gangfight_gui/rules/game.py"} <= named


def _entry_point_groups() -> set[str]:
    project = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    return set(project["entry-points"])


def _modules(page: Path) -> set[str]:
    """Dotted names in backticks that name a module or one of its attributes (an entry-point
    group such as ``gangfight_gui.games`` is no module)."""
    found = {code for code in CODE.findall(_text(page)) if MODULE.match(code)}
    return found - _entry_point_groups()


@pytest.mark.parametrize("page", EVERY_PAGE, ids=lambda p: p.name)
def test_every_module_a_page_names_is_there(page: Path) -> None:
    missing = []
    for name in sorted(_modules(page)):
        parts = name.split(".")
        for cut in range(len(parts), 0, -1):
            try:
                found: object = importlib.import_module(".".join(parts[:cut]))
            except ImportError:
                continue
            try:
                for attribute in parts[cut:]:
                    found = getattr(found, attribute)
            except AttributeError:
                missing.append(name)
            break
        else:
            missing.append(name)
    assert missing == []


def test_every_make_target_named_exists() -> None:
    makefile = (REPO / "Makefile").read_text(encoding="utf-8")
    targets = set(re.findall(r"^([a-z]+):", makefile, re.MULTILINE))
    text = "\n".join(page.read_text(encoding="utf-8") for page in EVERY_PAGE)
    named = set(re.findall(r"(?:^|`)make ([a-z]+)", text, re.MULTILINE))
    assert {"run", "test"} <= named
    assert named - targets == set()


def test_every_program_run_from_the_venv_is_installed() -> None:
    project = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    installed = {"python", *project["scripts"], *project["gui-scripts"]}
    installed |= {"pyinstaller", "ruff", "mypy", "lint-imports", "pip"}  # extras, and venv's
    text = "\n".join(page.read_text(encoding="utf-8") for page in EVERY_PAGE)
    ran = set(re.findall(r"\.venv/bin/([\w-]+)", text))
    assert {"gangfight", "gangfight-gui", "python"} <= ran
    assert ran - installed == set()


def test_tools_are_run_with_the_venv_python() -> None:
    # `python tools/x.py` needs PySide6, which only the .venv has.
    text = "\n".join(page.read_text(encoding="utf-8") for page in EVERY_PAGE)
    assert re.findall(r"(?<![/\w])python3? (?:tools|benchmarks)/\S+", text) == []


def _typed_commands() -> list[tuple[str, str]]:
    """``gangfight`` and ``gangfight-gui`` lines of the pages' sh blocks (instructions)."""
    found = []
    for block in every_block():
        if block.language != "sh":
            continue
        for line in block.text.splitlines():
            words = shlex.split(line, comments=True)
            while words and re.match(r"^[A-Z_]+=", words[0]):
                words.pop(0)
            if words and words[0].removeprefix(".venv/bin/") in ("gangfight", "gangfight-gui"):
                found.append((block.where, shlex.join(words)))
    return found


@pytest.mark.parametrize(("where", "line"), _typed_commands())
def test_every_command_a_page_tells_to_type_parses(where: str, line: str) -> None:
    words = shlex.split(line)
    program = words[0].removeprefix(".venv/bin/")
    try:
        if program == "gangfight":
            build_parser().parse_args(words[1:])
        else:
            parse_args(words[1:])
    except SystemExit as refused:
        assert refused.code == 0, f"{where}: {line}"
