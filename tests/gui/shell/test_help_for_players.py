"""Every text F1 shows and every field's help is written for players: no marks of a source file
(backticks, bold stars), no names of the code (snake_case keys, dotted paths, Python's words), no
formulas written as code, in every game and the example game.

The list below is what a programmer's note leaves behind; the texts themselves were read once and
rewritten for players where they were written for programmers.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from gangfight_gui.gui.shell.rules_help import rulings
from gangfight_gui.rules.game import AnyGame, FieldSpec, find_game
from tests.helpers.example_game import example_on_path

FORBIDDEN: dict[str, re.Pattern[str]] = {
    "a backtick": re.compile(r"`"),
    "bold stars": re.compile(r"\*\*"),
    "a snake_case name": re.compile(r"\b[A-Za-z]+_\w+"),
    "a dotted name": re.compile(r"\b[a-z]+\.[a-z]\w*"),
    "a formula in code": re.compile(r"\b(floor|ceil|clamp|min|max)\(|\bE\[|Σ|\+=|==|!="),
    "a word of the code": re.compile(
        r"\b(null|JSON|json|scenario|Fraction|fractions|float|int|str|dict|"
        r"tuple|stderr|stdout|exit \d|calc|--\w+|[A-Z]+\.md)\b"
    ),
    "a number in code": re.compile(r"\b\d+e-\d+\b"),
}
"""What a player's help never holds, by the name the failure gives it."""
GAMES = ("gangfight", "necromunda", "warstrike", "pitfight")


@pytest.fixture(params=GAMES)
def game(request: pytest.FixtureRequest) -> Iterator[AnyGame]:
    """Each game; the example game installed as a player's would be."""
    if request.param != "pitfight":
        yield find_game(request.param)
        return
    folder: Path = request.getfixturevalue("example_game")
    with example_on_path(folder):
        rulings.cache_clear()
        yield find_game("pitfight")
    rulings.cache_clear()


def faults(text: str) -> list[str]:
    """What in ``text`` was written for a programmer: "a backtick: `", one per kind."""
    return [
        f"{name}: {found.group(0)!r}"
        for name, pattern in FORBIDDEN.items()
        if (found := pattern.search(text)) is not None
    ]


def every_field(game: AnyGame) -> dict[str, FieldSpec]:
    """Every field of the game by where it is ("weapon cost": a model has a cost too)."""
    return {
        f"{where} {spec.key}": spec
        for where, specs in (
            ("model", game.model_fields),
            ("weapon", game.weapon_fields),
            ("fight", game.scenario_fields),
            ("house rule", game.house_rules),
            ("roster", game.roster_fields),
        )
        for spec in specs
    }


def test_the_list_finds_what_the_old_texts_held() -> None:
    """The marks the issue quoted are each caught (a check that cannot fail finds nothing)."""
    for text in (
        "compare them exactly (integers or `fractions.Fraction`)",
        "n = a, +1 when charging; give its reaction turn_to_face",
        "ws + ws_plus, plus the scenario's ground",
        "(−1 − floor((d−R−6)/6))",
        "**or** flesh wounds",
        "e.g. the save",
        "exact to 1e-9",
        "the calculator ignores them (RULES.md, Outside the text)",
    ):
        assert faults(text), text
    assert not faults("Str 4 against To 2: a roll of at most 4 on each die (W12).")
    assert not faults('DEF 2 before other modifiers; 3.5 inches; R5 Best drop ("auto").')


def test_every_ruling_f1_shows_is_written_for_players(game: AnyGame) -> None:
    shown = rulings(game.key)
    assert shown, f"{game.title} ships its rulings"
    found = {number: faults(text) for number, text in shown.items()}
    assert not {number: f for number, f in found.items() if f}


def test_every_fields_help_is_written_for_players(game: AnyGame) -> None:
    found = {
        where: faults(f"{spec.label}: {spec.help} {' '.join(spec.choice_labels)}")
        for where, spec in every_field(game).items()
    }
    assert not {key: f for key, f in found.items() if f}
