"""Each game's guide says what the program holds for that game: every field of its entries,
weapons, roster, builder and house rules in a table row as the game declares it, and every
ruling of its page by number and title (``tests/docs/fields.py``)."""

from __future__ import annotations

import re

import pytest

from gangfight_gui import shipped
from gangfight_gui.gui.shell.rules_help import rules_file, rulings
from gangfight_gui.rules.game import FieldSpec, find_game
from tests.docs.fields import row
from tests.docs.pages import DOCS

GAMES = ("gangfight", "necromunda", "warstrike")


def _guide(game: str) -> str:
    return (DOCS / f"{game}.md").read_text(encoding="utf-8")


def _fields(game: str) -> list[FieldSpec]:
    rules = find_game(game)
    return [
        *rules.model_fields,
        *rules.weapon_fields,
        *rules.roster_fields,
        *rules.scenario_fields,
        *rules.house_rules,
    ]


@pytest.mark.parametrize("game", GAMES)
def test_every_field_has_its_row_as_the_game_declares_it(game: str) -> None:
    lines = _guide(game).splitlines()
    missing = [
        row(spec) for spec in _fields(game) if not any(x.startswith(row(spec)) for x in lines)
    ]
    assert missing == []


@pytest.mark.parametrize("game", GAMES)
def test_no_row_names_a_field_the_game_does_not_have(game: str) -> None:
    labels = {spec.label for spec in _fields(game)}
    tables = re.findall(
        r"^\| field \| takes \| ruling \|.*?\n\n|^\| house rule \| takes .*?\n\n",
        _guide(game),
        re.S | re.M,
    )
    assert tables
    rows = [line for table in tables for line in table.splitlines()[2:] if line]
    assert [line for line in rows if line.split("|")[1].strip() not in labels] == []


def _titles(game: str) -> dict[str, str]:
    """Each ruling's title as its page writes it in bold (``- **N8 The odd die.**``); a ruling
    whose bold holds its number alone has an empty title."""
    page = shipped.resource_bytes(rules_file(game)).decode("utf-8")
    found = re.findall(r"^- \*\*([A-Z]\d+)([^*]*)\*\*", page, re.M)
    titles: dict[str, str] = {}
    for number, title in found:  # the ruling itself, not a later "N8 examples" item
        titles.setdefault(number, title.strip().rstrip("."))
    return titles


@pytest.mark.parametrize("game", GAMES)
def test_every_ruling_is_listed_with_its_title(game: str) -> None:
    text = _guide(game)
    titles = _titles(game)
    assert list(titles) == list(rulings(game))
    for number, title in titles.items():
        assert re.search(rf"^\| {number} \| {re.escape(title)}", text, re.M), (number, title)
