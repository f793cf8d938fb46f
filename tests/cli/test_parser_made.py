"""``gangfight``'s parser is made for what its words need: with a command first, that command's
parser alone (no other command is ever shown then); with none first (``--help``, a misspelt
command, nothing), every command's name and help line, as before."""

from __future__ import annotations

import argparse

import pytest

from gangfight_gui.cli import commands
from gangfight_gui.cli.main import build_parser, main

EVERY = {command.name for command in commands.ALL}


def _made(parser: argparse.ArgumentParser) -> set[str]:
    """The commands ``parser`` has a parser for."""
    sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    return set(sub.choices)


@pytest.mark.parametrize("name", sorted(EVERY))
def test_a_command_named_first_has_its_parser_alone(name: str) -> None:
    assert _made(build_parser([name, "x.json", "--json"])) == {name}


@pytest.mark.parametrize("words", [["--help"], ["--help", "calc"], ["calcx", "x.json"], []])
def test_without_a_command_first_every_command_is_there(words: list[str]) -> None:
    assert _made(build_parser(words)) == EVERY


def test_gangfight_help_says_what_it_does_and_lists_every_command(
    capsys: pytest.CaptureFixture[str],
) -> None:
    with pytest.raises(SystemExit):
        main(["--help"])
    out = capsys.readouterr().out
    assert "Exact odds, rolls, roster checks and cards for skirmish games" in out
    assert all(f"\n    {name} " in out for name in EVERY)


def test_a_misspelt_command_is_told_every_command(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["calcx", "x.json"])
    said = capsys.readouterr().err
    assert "invalid choice: 'calcx'" in said
    assert all(f"'{name}'" in said for name in EVERY)
