"""The command line's one table of options (``cli/fight_options.py`` ``OPTIONS``): each kind of
field is a flag or takes a value, with what it takes in its help, and the options of every game
are made from it alone."""

from __future__ import annotations

import argparse
import ast
from pathlib import Path

import pytest

import gangfight_gui.cli
from gangfight_gui.cli import fight_options
from gangfight_gui.cli.errors import CliError
from gangfight_gui.cli.fight_options import (
    OPTIONS,
    KindOption,
    add_fight_options,
    fight_settings,
    kind_option,
)
from gangfight_gui.rules.game import FieldSpec, find_game
from gangfight_gui.rules.kinds import (
    AUTO_WHOLE,
    CHOICE,
    KINDS,
    NUMBER,
    OPTIONAL_WHOLE,
    TEXT,
    WHOLE,
    WORD_OR_WHOLE,
    YES_NO,
    Choice,
)
from gangfight_gui.rules.pairings import matchup_fields


def test_every_kind_has_its_option() -> None:
    for kind in KINDS:
        assert isinstance(kind_option(FieldSpec("x", "X", kind)), KindOption), kind


@pytest.mark.parametrize(
    ("spec", "flag", "values"),
    [
        (FieldSpec("x", "X", YES_NO), True, ""),
        (FieldSpec("x", "X", CHOICE, choices=("none", "hard")), False, " [none, hard]"),
        (FieldSpec("x", "X", WHOLE, minimum=1, maximum=6), False, " [1 to 6]"),
        (FieldSpec("x", "X", OPTIONAL_WHOLE, minimum=0, maximum=3), False, " [0 to 3]"),
        (FieldSpec("x", "X", AUTO_WHOLE, minimum=0, maximum=3), False, " [auto or 0 to 3]"),
        (FieldSpec("x", "X", WHOLE, minimum=1), False, ""),
        (FieldSpec("x", "X", NUMBER, minimum=0, maximum=24), False, " [0 to 24]"),
        (FieldSpec("x", "X", TEXT), False, ""),
        (
            FieldSpec("x", "X", WORD_OR_WHOLE, 0, 1, choices=("auto",)),
            False,
            ' ["auto" or a whole number from 0 to 1]',
        ),
    ],
)
def test_each_kind_is_a_flag_or_a_value_with_what_it_takes(
    spec: FieldSpec, flag: bool, values: str
) -> None:
    option = kind_option(spec)
    assert (option.flag, option.values(spec)) == (flag, values)


def test_auto_is_each_pairs_own_only_for_a_whole_number_without_one_of_its_own() -> None:
    assert [kind_option(FieldSpec("x", "X", kind)).pairs_own for kind in KINDS] == [
        kind in (WHOLE, OPTIONAL_WHOLE) for kind in KINDS
    ]


def test_the_options_are_made_from_the_table(monkeypatch: pytest.MonkeyPatch) -> None:
    """A choice made a flag in the table is a flag of the command, with no other change."""
    monkeypatch.setitem(OPTIONS, Choice, KindOption(flag=True))
    game = find_game("gangfight")
    chosen = [spec for spec in matchup_fields(game) if spec.kind is CHOICE]
    assert chosen
    parser = argparse.ArgumentParser()
    add_fight_options(parser, "test")
    flags = {
        option
        for action in parser._actions
        if isinstance(action, argparse.BooleanOptionalAction)
        for option in action.option_strings
    }
    assert fight_options.option_name(chosen[0], house=False) in flags


def test_auto_given_for_a_circumstance_is_each_pairs_own() -> None:
    game = find_game("warstrike")
    whole = next(
        spec for spec in matchup_fields(game) if kind_option(spec).pairs_own and spec.minimum
    )
    name = fight_options.option_name(whole, house=False)
    parser = argparse.ArgumentParser()
    add_fight_options(parser, "test")
    settings = fight_settings(game, parser.parse_args([name, "auto"]))
    assert settings.circumstances == {whole.key: None}
    with pytest.raises(CliError, match=name):
        fight_settings(game, parser.parse_args([name, "lots"]))


def test_the_command_line_reads_no_kinds_flag() -> None:
    """Every decision by kind is the table's: no module of cli/ reads a kind's flags."""
    flags = {"number", "whole", "optional", "automatic", "textual", "listed", "ticked", "chosen"}
    root = Path(gangfight_gui.cli.__file__).parent
    found = [
        f"{path.name}:{node.lineno}"
        for path in sorted(root.rglob("*.py"))
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        if isinstance(node, ast.Attribute)
        and node.attr in flags
        and isinstance(node.value, ast.Attribute)
        and node.value.attr == "kind"
    ]
    assert found == []
