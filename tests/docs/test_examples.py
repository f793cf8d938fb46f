"""Every example of the README and the manual runs, and prints what the page shows.

The kinds of block and what each claims are in ``tests/docs/pages.py``. The commands run
in-process (``gangfight_gui.cli.main.main``), each block in a scratch folder of its own, so an
example that writes files leaves the clone alone; help texts are wrapped at 80 columns, as in a
terminal of that width.
"""

from __future__ import annotations

import contextlib
import json
import shlex
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from gangfight_gui.cli.main import main
from tests.docs.pages import (
    LANGUAGES,
    REPO,
    Block,
    commands,
    every_block,
    named_files,
)
from tests.helpers.example_game import built_in_only, example_on_path
from tests.schema_check import problems

BLOCKS = every_block()
CONSOLE = [block for block in BLOCKS if block.language == "console"]
JSON_RUN = [
    block
    for block in BLOCKS
    if block.language == "json" and ("output" in block.options or "excerpt" in block.options)
]
FILE_EXCERPTS = [block for block in BLOCKS if "file" in block.options]
NAMED = [block for block in BLOCKS if block.language == "json" and "name" in block.options]


def _ids(blocks: list[Block]) -> list[str]:
    return [block.where for block in blocks]


@contextlib.contextmanager
def _scratch(block: Block, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    for folder in ("examples", "rosters"):
        (tmp_path / folder).symlink_to(REPO / folder, target_is_directory=True)
    for name, text in named_files(block.page).items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("COLUMNS", "80")
    yield tmp_path


def _run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    try:
        code = main(argv)
    except SystemExit as done:  # --help, --version, a usage error
        code = done.code if isinstance(done.code, int) else 1
    captured = capsys.readouterr()
    return code, captured.out + captured.err


def test_the_pages_have_examples_of_every_kind() -> None:
    assert len(CONSOLE) >= 30
    assert JSON_RUN and FILE_EXCERPTS and NAMED


@pytest.mark.parametrize("block", BLOCKS, ids=_ids(BLOCKS))
def test_every_block_says_what_it_is(block: Block) -> None:
    assert block.language in LANGUAGES, f"{block.where}: a block of {block.language!r}"
    if block.language == "json":
        claims = {"name", "output", "excerpt", "file"} & set(block.options)
        assert len(claims) == 1, f"{block.where}: a JSON block is name=, output=, excerpt= or file="
        json.loads(block.text)
    if block.language in ("toml", "python", "text"):
        assert "file" in block.options, f"{block.where}: whose lines are these (file=)?"


@pytest.mark.parametrize("block", CONSOLE, ids=_ids(CONSOLE))
def test_console_example(
    block: Block,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    request: pytest.FixtureRequest,
) -> None:
    found = commands(block)
    assert found, f"{block.where}: a console block without a command"
    with _scratch(block, tmp_path, monkeypatch), contextlib.ExitStack() as stack:
        stack.enter_context(built_in_only())  # the manual shows the built-in games
        for command in found:
            if command.program == "pip":
                stack.enter_context(example_on_path(request.getfixturevalue("example_game")))
                assert command.expected == ""
                continue
            assert command.program == "gangfight", f"{block.where}: runs {command.program}"
            for name, value in command.env.items():
                monkeypatch.setenv(name, value)
            code, printed = _run(command.argv, capsys)
            assert (code, printed) == (command.exit_code, command.expected), shlex.join(
                command.argv
            )


def _contains(shown: Any, actual: Any, at: str = "$") -> list[str]:
    """Where ``shown`` is not part of ``actual``: an object's keys shown must hold the values
    shown (others may be left out); lists and numbers must be whole and equal."""
    if isinstance(shown, dict):
        if not isinstance(actual, dict):
            return [f"{at}: not an object"]
        return [
            problem
            for key, value in shown.items()
            for problem in (
                _contains(value, actual[key], f"{at}.{key}")
                if key in actual
                else [f"{at}.{key}: not in the output"]
            )
        ]
    if isinstance(shown, list):
        if not isinstance(actual, list) or len(actual) != len(shown):
            return [f"{at}: not a list of {len(shown)}"]
        return [
            p
            for i, (s, a) in enumerate(zip(shown, actual, strict=True))
            for p in _contains(s, a, f"{at}[{i}]")
        ]
    return [] if shown == actual and type(shown) is type(actual) else [f"{at}: {actual!r}"]


@pytest.mark.parametrize("block", JSON_RUN, ids=_ids(JSON_RUN))
def test_json_output_example(
    block: Block,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    command = block.options.get("output") or block.options["excerpt"]
    argv = shlex.split(command)
    assert argv[0] == "gangfight"
    with _scratch(block, tmp_path, monkeypatch), built_in_only():
        code, printed = _run(argv[1:], capsys)
    assert code in (0, 1), printed
    shown = json.loads(block.text)
    actual = json.loads(printed)
    if "output" in block.options:
        assert shown == actual
    else:
        assert _contains(shown, actual) == []


@pytest.mark.parametrize("block", FILE_EXCERPTS, ids=_ids(FILE_EXCERPTS))
def test_excerpt_of_a_repository_file(block: Block) -> None:
    path = REPO / block.options["file"]
    text = path.read_text(encoding="utf-8")
    if block.language == "json":
        assert _contains(json.loads(block.text), json.loads(text)) == []
    else:  # its lines, in order (a line left out between them is fine)
        lines = iter(text.splitlines())
        for line in filter(str.strip, block.text.splitlines()):
            assert line in lines, f"{block.where}: {line!r} is not in {path.name}, in order"


@pytest.mark.parametrize("block", NAMED, ids=_ids(NAMED))
def test_a_named_file_fits_its_schema(block: Block) -> None:
    schema_name = block.options.get("schema")
    if schema_name is None:
        return
    schema = json.loads((REPO / "resources" / schema_name).read_text(encoding="utf-8"))
    assert problems(json.loads(block.text), schema, schema) == []
