"""The README's console examples are run, so what it shows a player is what the program prints."""

from __future__ import annotations

import re
import shlex
from pathlib import Path

import pytest

from gangfight_gui.cli.main import main

README = Path(__file__).resolve().parent.parent / "README.md"
BLOCK = re.compile(r"```console\n(.*?)```", re.DOTALL)


def _examples() -> list[tuple[str, str]]:
    examples = []
    for block in BLOCK.findall(README.read_text(encoding="utf-8")):
        command, _, output = block.partition("\n")
        assert command.startswith("$ .venv/bin/gangfight ")
        examples.append((command.removeprefix("$ .venv/bin/gangfight "), output))
    return examples


def test_readme_has_examples() -> None:
    assert len(_examples()) >= 3


@pytest.mark.parametrize(("command", "expected"), _examples(), ids=lambda v: str(v)[:40])
def test_readme_example_output(
    command: str, expected: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(README.parent)
    assert main(shlex.split(command)) == 0
    assert capsys.readouterr().out == expected
