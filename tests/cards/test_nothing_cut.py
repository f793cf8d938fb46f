"""The cards' part of the walk: every card of every game's samples is drawn, and every
text the painter had to cut (elided, or wrapped past its lines) is named. A card has no tooltip:
what is cut is lost to the player. ``cut_texts`` takes odds too: a card with odds against a
whole roster sets its odds lines smaller rather than cut them, keeps every note, and says how
many facts it leaves to the card without odds (docs/window.md)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from gangfight_gui.cards import render, text
from gangfight_gui.cards.layout import OddsAgainst, work_out_odds
from gangfight_gui.cards.render import write_cards_pdf
from gangfight_gui.roster.files import AnyRoster, load_roster, roster_from_data
from gangfight_gui.roster.night.entries import entries_of, entry_name
from gangfight_gui.rules.game import AnyGame
from gangfight_gui.rules.kinds import YES_NO
from gangfight_gui.rules.pairings import matchup_fields
from tests.cards.pdftext import read_pdf
from tests.every_game import pair_data, pair_rosters, sample_paths


def cut_texts(
    monkeypatch: pytest.MonkeyPatch, roster: AnyRoster, odds: OddsAgainst | None
) -> list[str]:
    """Every text cut while ``roster``'s cards are drawn (with ``odds`` if given): elided, or
    dropped for want of a line; odds lines given way ("+ 2 more opponents") when the odds are
    against one opponent (against a whole roster, a card's notes may leave room for fewer)."""
    cut: list[str] = []
    elide, wrap = text.elide, text.wrap

    def elided(value: str, *args: object) -> str:
        shown = elide(value, *args)  # type: ignore[arg-type]
        if shown != value and not value.endswith(text.ELLIPSIS):  # wrap's own last line
            cut.append(value)
        if odds is not None and odds.only is not None and "more opponent" in value:
            cut.append(value)
        return shown

    def wrapped(paragraphs: list[str] | tuple[str, ...], *args: object) -> list[str]:
        lines = wrap(paragraphs, *args)  # type: ignore[arg-type]
        if (lines and lines[-1].endswith(text.ELLIPSIS)) or (not lines and any(paragraphs)):
            cut.append(" / ".join(paragraphs))  # elided, or dropped for want of a line
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


def test_no_card_with_odds_of_any_game_cuts_a_text(
    monkeypatch: pytest.MonkeyPatch, matchup_game: AnyGame
) -> None:
    """Each roster's cards with odds against the whole other roster, in a circumstance and under
    a house rule away from the defaults (their "Assumes" lines printed too)."""
    spec = matchup_fields(matchup_game)[0]
    circumstances = {spec.key: not spec.default if spec.kind is YES_NO else spec.choices[-1]}
    rule = matchup_game.house_rules[-1]
    house = {rule.key: rule.choices[-1] if rule.choices else rule.default}
    mine, theirs = pair_rosters(matchup_game.key)
    found: list[str] = []
    for roster, enemy in ((mine, theirs), (theirs, mine)):
        longest = max((entry_name(e) for e in entries_of(enemy)), key=len)
        for only in (None, longest):
            odds = OddsAgainst(enemy, only, circumstances, house)
            cut = cut_texts(monkeypatch, roster, odds)
            found += [f"{roster.name} vs {odds.against_name}: {c!r}" for c in cut]
    assert found == [], "\n".join(found)


def test_facts_a_card_with_odds_has_no_room_for_are_counted_on_it(tmp_path: Path) -> None:
    """Necromunda's Forge-boss against the whole Ashveil Sisters: its notes kept whole, the
    odds lines and facts it has no room for counted, so the player knows where to find them."""
    mine, theirs = pair_rosters("necromunda")
    rivets = mine if mine.name.startswith("Slagworks") else theirs
    against = theirs if rivets is mine else mine
    path = tmp_path / "cards.pdf"
    write_cards_pdf(rivets, path, odds=work_out_odds(rivets, OddsAgainst(against)))
    first = read_pdf(path).pages[0]
    assert "Leader. Charges with the maul, keeps the pistol for Reaction attacks." in first
    assert "Matron Ilse Vorne: Rivet maul" in first
    assert "more opponents (see Matchups)" in first
    assert "more facts (print without odds)" in first


def test_the_walk_names_an_odds_line_too_long_for_its_card(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The reading itself: an opponent's name too long for its odds line is named."""
    mine = load_roster(sample_paths("gangfight")[0]).roster
    theirs = load_roster(sample_paths("gangfight")[-1]).roster
    long = theirs.with_models([theirs.models[0].with_value("name", "Grim " * 20)])
    cut = cut_texts(monkeypatch, mine, OddsAgainst(long))
    assert any(c.startswith("Grim Grim") for c in cut), cut
