"""The README as a newcomer meets it: its examples print what it shows, what it names exists.

Console examples (```` ```console ````, optionally ```` ```console exit=N ````) are run in a scratch
folder holding the repository's ``examples/`` and ``rosters/``, so an example that writes files
leaves the clone alone. Every file or folder the README names in backticks must be in the
repository, every ``make`` target it names must be in the Makefile, and every program it runs
from ``.venv/bin`` must be one the package installs.
"""

from __future__ import annotations

import re
import shlex
import tomllib
from pathlib import Path

import pytest

from gangfight_gui.cli.main import main

REPO = Path(__file__).resolve().parent.parent
README = REPO / "README.md"
BLOCK = re.compile(r"```console(?: exit=(\d+))?\n(.*?)```", re.DOTALL)
CODE = re.compile(r"`([^`\n]+)`")
PATHLIKE = re.compile(r"^(?:\.\./)?[\w.-]+(?:/[\w.*-]*)*$")
KNOWN_SUFFIXES = (".json", ".py", ".md", ".png", ".svg", ".toml", ".sh", ".spec", ".ttf")


def _text() -> str:
    return README.read_text(encoding="utf-8")


def _examples() -> list[tuple[str, int, str]]:
    examples = []
    for exit_code, block in BLOCK.findall(_text()):
        command, _, output = block.partition("\n")
        assert command.startswith("$ .venv/bin/gangfight ")
        examples.append(
            (command.removeprefix("$ .venv/bin/gangfight "), int(exit_code or 0), output)
        )
    return examples


def test_readme_has_examples() -> None:
    assert len(_examples()) >= 3


@pytest.mark.parametrize(
    ("command", "exit_code", "expected"), _examples(), ids=lambda v: str(v)[:40]
)
def test_readme_example_output(
    command: str,
    exit_code: int,
    expected: str,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    for folder in ("examples", "rosters"):
        (tmp_path / folder).symlink_to(REPO / folder, target_is_directory=True)
    monkeypatch.chdir(tmp_path)
    assert main(shlex.split(command)) == exit_code
    assert capsys.readouterr().out == expected


def _named_paths() -> set[str]:
    """Words in backticks that name a file or folder of the repository."""
    named = set()
    for code in CODE.findall(_text()):
        for word in shlex.split(code, posix=True) if "'" not in code else code.split():
            word = word.rstrip(",.;:")
            if not PATHLIKE.match(word) or word.startswith(("-", ".venv")):
                continue
            if "/" in word or word.endswith(KNOWN_SUFFIXES):
                named.add(word)
    return named


# Names the README uses for files a command makes or a player chooses, not files of the clone:
# these names, and anything in these folders (the samples written out, the bundle, a wheel).
MADE_BY_COMMANDS = {
    "NAME.json.bak",
    "cards.pdf",
    "OUT.pdf",
    "ENEMY.json",
    "CREW.json",
    "ROSTER.json",
    "jackals.json",
}
MADE_FOLDERS = ("my-rosters/", "dist/", "s/")


def _made_by_commands(name: str) -> bool:
    return name in MADE_BY_COMMANDS or name.startswith(MADE_FOLDERS)


def test_every_file_the_readme_names_is_in_the_repository() -> None:
    named = {name for name in _named_paths() if not _made_by_commands(name)}
    assert "examples/orc_vs_veteran.json" in named  # the check finds names at all
    missing = sorted(name for name in named if not list(REPO.glob(name.rstrip("/"))))
    assert missing == []


def test_every_make_target_the_readme_names_exists() -> None:
    makefile = (REPO / "Makefile").read_text(encoding="utf-8")
    targets = set(re.findall(r"^([a-z]+):", makefile, re.MULTILINE))
    named = set(re.findall(r"(?:^|`)make ([a-z]+)", _text(), re.MULTILINE))
    assert {"run", "test"} <= named
    assert named - targets == set()


def test_every_program_the_readme_runs_is_installed() -> None:
    project = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    installed = {"python", *project["scripts"], *project["gui-scripts"]}
    # pyinstaller comes with the bundle extra (make bundle), ruff and mypy with the dev one.
    installed |= {"pyinstaller", "ruff", "mypy"}
    ran = set(re.findall(r"\.venv/bin/([\w-]+)", _text()))
    assert {"gangfight", "gangfight-gui", "python"} <= ran
    assert ran - installed == set()


def test_tools_are_run_with_the_venv_python() -> None:
    # `python tools/x.py` needs PySide6, which only the .venv has.
    bare = re.findall(r"(?<![/\w])python3? (?:tools|benchmarks)/\S+", _text())
    assert bare == []


def test_the_code_map_names_real_folders() -> None:
    section = _text().split("## Code map", 1)[1].split("\n## ", 1)[0]
    blocks = section.split("```")[1::2]  # the package's map, then what is around it
    listed = [line.split()[0] for block in blocks for line in block.splitlines() if line.strip()]
    assert "gangfight_gui/rules/gangfight/" in listed
    assert "tools/check_wheel.sh" in listed
    assert [name for name in listed if not (REPO / name).exists()] == []
