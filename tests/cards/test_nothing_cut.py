"""The cards' part of the walk: every card of every game's samples is drawn, and every
text the painter had to cut (elided, or wrapped past its lines) is named. A card has no tooltip:
what is cut is lost to the player. ``cut_texts`` takes odds too: a card with odds against a
whole roster may still cut its last facts (docs/window.md)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from gangfight_gui.cards import render, text
from gangfight_gui.cards.layout import OddsAgainst, work_out_odds
from gangfight_gui.roster.files import AnyRoster, load_roster, roster_from_data
from gangfight_gui.rules.game import AnyGame
from tests.every_game import pair_data, sample_paths


def cut_texts(
    monkeypatch: pytest.MonkeyPatch, roster: AnyRoster, odds: OddsAgainst | None
) -> list[str]:
    """Every text cut while ``roster``'s cards are drawn (with ``odds`` if given)."""
    cut: list[str] = []
    elide, wrap = text.elide, text.wrap

    def elided(value: str, *args: object) -> str:
        shown = elide(value, *args)  # type: ignore[arg-type]
        if shown != value and not value.endswith(text.ELLIPSIS):  # wrap's own last line
            cut.append(value)
        return shown

    def wrapped(paragraphs: list[str] | tuple[str, ...], *args: object) -> list[str]:
        lines = wrap(paragraphs, *args)  # type: ignore[arg-type]
        if lines and lines[-1].endswith(text.ELLIPSIS):
            cut.append(" / ".join(paragraphs))
        return lines

    monkeypatch.setattr(text, "elide", elided)
    monkeypatch.setattr(text, "wrap", wrapped)
    worked = work_out_odds(roster, odds) if odds is not None else None
    render.cards_pdf_bytes(roster, odds=worked)
    monkeypatch.undo()
    return cut


def rosters(game: AnyGame) -> Iterator[AnyRoster]:
    if sample_paths(game.key):
        for path in sample_paths(game.key):
            if path.name != "monsters.json":
                yield load_roster(path).roster
    else:
        yield roster_from_data(pair_data(game.key)[0])


def test_no_plain_card_of_any_game_cuts_a_text(
    monkeypatch: pytest.MonkeyPatch, matchup_game: AnyGame
) -> None:
    found: list[str] = []
    for roster in rosters(matchup_game):
        found += [f"{roster.name}: {cut!r}" for cut in cut_texts(monkeypatch, roster, None)]
    assert found == [], "\n".join(found)


def test_the_walk_names_an_odds_line_too_long_for_its_card(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The reading itself: an opponent's name too long for its odds line is named."""
    mine = load_roster(sample_paths("gangfight")[0]).roster
    theirs = load_roster(sample_paths("gangfight")[-1]).roster
    long = theirs.model_copy(
        update={"models": [theirs.models[0].model_copy(update={"name": "Grim " * 20})]}
    )
    cut = cut_texts(monkeypatch, mine, OddsAgainst(long))
    assert any(c.startswith("Grim Grim") for c in cut), cut
