"""Cards of every game with odds against a roster of that game: per opponent the matchups' best
fight (``rules/pairings.py``) in the circumstances and house rules given, which the card prints
where they differ from the game's defaults; the cost in the game's own unit; two games refused.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from gangfight_gui.cards import render
from gangfight_gui.cards.layout import (
    MixedGamesError,
    OddsAgainst,
    roster_cards,
    work_out_odds,
)
from gangfight_gui.cli.main import main
from gangfight_gui.roster.files import AnyRoster, load_roster, roster_from_data, roster_to_data
from gangfight_gui.roster.night.entries import entries_of
from gangfight_gui.rules.engine.limits import MAX_MATCHUP_ATTACKS
from gangfight_gui.rules.game import AnyGame, built_in_keys, find_game, playable_games
from gangfight_gui.rules.pairings import TooManyAttacks, best_pairing
from tests.cards.drawing import assert_drawn_inside_the_card
from tests.cards.pdftext import read_pdf
from tests.every_game import ROSTERS, pair_files, pair_rosters
from tests.helpers.away import AWAY
from tests.helpers.example_game import KEY

NECROMUNDA = (
    ROSTERS / "necromunda_ashveil_sisters.json",
    ROSTERS / "necromunda_slagworks_rivet_crew.json",
)
WARSTRIKE = (ROSTERS / "warstrike_salt_reavers.json", ROSTERS / "warstrike_harbour_watch.json")

SAID: dict[str, list[str]] = {
    "gangfight": [
        "Cover: Hard",
        "Range band: Long",
        "Incapacitation: When it has taken more wounds",
    ],
    "necromunda": ["Charging: yes (N6)", "Injury die: flesh wound: 3 (N13*)"],
    "warstrike": ["Ground: Higher", "Engaged defenders: 2 (W6)", "Comparative base: 4 (W3*)"],
    KEY: ["Charging: yes (P3)", "Sixes: A 6 is two hits (P6)"],
}
"""Per game: some of the lines a card prints for the options of ``AWAY`` (what its odds assume)."""


def changed(game: AnyGame) -> tuple[dict[str, object], dict[str, object], list[str], list[str]]:
    """The circumstances, house rules and options away from the defaults, and lines of them."""
    options, circumstances, rules = AWAY[game.key]
    return circumstances, rules, options, SAID[game.key]


@pytest.fixture
def game(matchup_game: AnyGame) -> AnyGame:
    return matchup_game


def rosters(game: AnyGame) -> tuple[AnyRoster, AnyRoster]:
    return pair_rosters(game.key)


def with_entries(roster: AnyRoster, entries: list[dict[str, Any]]) -> AnyRoster:
    data = roster_to_data(roster)
    return roster_from_data(json.loads(json.dumps({**data, "models": entries})), roster.name)


def test_every_game_names_its_cost_unit() -> None:
    units = {key: find_game(key).cost_unit for key in built_in_keys()}
    assert units == {"gangfight": "pts", "necromunda": "credits", "warstrike": "pts"}
    assert all(game.cost_unit.strip() for game in playable_games())  # and every game installed


@pytest.mark.parametrize("away", [False, True], ids=["defaults", "changed"])
def test_each_line_is_the_matchups_best_fight(game: AnyGame, away: bool) -> None:
    mine, theirs = rosters(game)
    circumstances, rules, _, said = changed(game) if away else ({}, {}, [], [])
    odds = work_out_odds(mine, OddsAgainst(theirs, None, circumstances, rules))
    cards = roster_cards(mine, odds)
    opponents = entries_of(theirs)
    for card, entry in zip(cards, entries_of(mine), strict=True):
        assert [line.opponent for line in card.matchups] == [e["name"] for e in opponents]
        for line, opponent in zip(card.matchups, opponents, strict=True):
            best = best_pairing(game, entry, opponent, circumstances, rules)
            assert line.figure == best.figure
            assert line.choice == (best.choice if best.scenario else "no legal fight")
            if line.figure is not None:
                assert line.share == odds.scale.share(line.figure)
        assert card.odds_heading.startswith(f"vs {theirs.name}: ")
        for text in said:
            assert any(text in setting for setting in card.odds_settings), text
        assert_drawn_inside_the_card(card)
    if not away:
        assert all(card.odds_settings == () for card in cards), "defaults go without saying"


def test_a_card_prints_what_its_odds_assume(game: AnyGame, tmp_path: Path) -> None:
    mine, theirs = rosters(game)
    circumstances, rules, _, said = changed(game)
    odds = work_out_odds(mine, OddsAgainst(theirs, None, circumstances, rules))
    out = tmp_path / "cards.pdf"
    render.write_cards_pdf(mine, out, odds=odds)
    text = read_pdf(out).all_text
    assert text.count("Assumes:") == len(entries_of(mine))
    first = said[0].split(" (")[0]
    assert first in text
    figures = [line.text for card in roster_cards(mine, odds) for line in card.matchups]
    assert any(f in text for f in figures if f != "–")


def test_odds_against_one_named_opponent(game: AnyGame) -> None:
    mine, theirs = rosters(game)
    name = entries_of(theirs)[-1]["name"]
    odds = work_out_odds(mine, OddsAgainst(theirs, name))
    assert odds.against_name == name
    assert all([line.opponent for line in row] == [name] for row in odds.lines)


def test_colours_follow_the_number_on_the_card(game: AnyGame) -> None:
    mine, theirs = rosters(game)
    odds = work_out_odds(mine, OddsAgainst(theirs))
    lines = sorted(
        (line for row in odds.lines for line in row if line.figure is not None),
        key=lambda line: line.figure.probability if line.figure else 0.0,
    )
    shares = [line.share for line in lines]
    assert shares == sorted(shares) and shares[-1] <= 1.0
    if odds.scale.expected:
        assert odds.scale.top == max(line.figure.scale for line in lines if line.figure)


def test_a_unit_without_a_weapon_has_no_fight_on_its_card() -> None:
    game = find_game("warstrike")
    army, enemy = rosters(game)
    unarmed = with_entries(army, [{**entries_of(army)[0], "weapons": []}])
    card = roster_cards(unarmed, work_out_odds(unarmed, OddsAgainst(enemy)))[0]
    assert {line.choice for line in card.matchups} == {"no legal fight"}
    assert {line.text for line in card.matchups} == {"–"}
    assert card.odds_heading == f"vs {enemy.name}: no legal fight"


def test_many_opponents_give_way_to_a_more_line(tmp_path: Path) -> None:
    game = find_game("necromunda")
    gang, enemy = rosters(game)
    first = entries_of(enemy)[0]
    crowd = with_entries(enemy, [{**first, "name": f"Ganger {i}"} for i in range(1, 31)])
    one = with_entries(gang, [entries_of(gang)[0]])
    odds = work_out_odds(one, OddsAgainst(crowd))
    card = roster_cards(one, odds)[0]
    assert len(card.matchups) == 30
    assert_drawn_inside_the_card(card)
    render.write_cards_pdf(one, tmp_path / "c.pdf", odds=odds)
    text = read_pdf(tmp_path / "c.pdf").all_text
    assert "Ganger 1:" in text and "Ganger 30:" not in text
    assert "more opponents (see Matchups)" in text


@pytest.mark.slow
def test_odds_against_a_roster_past_the_limit_are_refused() -> None:
    game = find_game("necromunda")
    gang, enemy = rosters(game)
    first = entries_of(enemy)[0]
    horde = with_entries(enemy, [{**first, "name": f"Ganger {i}"} for i in range(10_001)][:9_999])
    big = with_entries(gang, [{**entries_of(gang)[0], "name": f"Sister {i}"} for i in range(60)])
    with pytest.raises(TooManyAttacks, match=f"at most {MAX_MATCHUP_ATTACKS:,} a matrix"):
        work_out_odds(big, OddsAgainst(horde))


def test_the_layout_refuses_two_games() -> None:
    gang = load_roster(NECROMUNDA[0]).roster
    with pytest.raises(MixedGamesError, match=r"is Necromunda, .* is WarStrike"):
        work_out_odds(gang, OddsAgainst(load_roster(WARSTRIKE[0]).roster))


# The command line


def test_the_cli_prints_odds_in_the_circumstances_given(
    game: AnyGame, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    mine, theirs = pair_files(game.key, tmp_path)
    _, _, options, said = changed(game)
    out = tmp_path / "cards.pdf"
    code = main(["cards", str(mine), "-o", str(out), "--odds-against", str(theirs), *options])
    assert code == 0, capsys.readouterr().err
    cards = len(entries_of(load_roster(mine).roster))
    assert capsys.readouterr().out.endswith(f"{cards} card{'s' if cards > 1 else ''} on 1 page\n")
    text = read_pdf(out).all_text
    assert said[0].split(" (")[0] in text


@pytest.mark.parametrize(
    ("mine", "theirs", "titles"),
    [
        (NECROMUNDA[0], WARSTRIKE[0], ("Necromunda", "WarStrike")),
        (ROSTERS / "orc_braves.json", NECROMUNDA[1], ("Gangfight", "Necromunda")),
    ],
)
def test_the_cli_refuses_odds_between_two_games(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    mine: Path,
    theirs: Path,
    titles: tuple[str, str],
) -> None:
    out = tmp_path / "cards.pdf"
    code = main(["cards", str(mine), "-o", str(out), "--odds-against", str(theirs)])
    err = capsys.readouterr().err
    assert code == 2 and err.count("\n") == 1
    assert "card odds need two rosters of one game" in err
    assert f"is {titles[0]}, " in err and f"is {titles[1]})" in err
    assert not out.exists()


@pytest.mark.parametrize(
    ("extra", "message"),
    [
        (["--odds-model", "Nobody"], "--odds-model: no fighter named 'Nobody' (has: Forge-boss"),
        (["--range-band", "short"], "--range-band: not a setting of Necromunda fights"),
        (["--injury-faces.flesh-wound", "9"], "'9' is not a whole number from 0 to 6"),
    ],
)
def test_the_cli_refuses_a_bad_opponent_or_option(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], extra: list[str], message: str
) -> None:
    out = tmp_path / "cards.pdf"
    mine, theirs = NECROMUNDA
    code = main(["cards", str(mine), "-o", str(out), "--odds-against", str(theirs), *extra])
    err = capsys.readouterr().err
    assert code == 2 and err.count("\n") == 1
    assert message in err
    assert not out.exists()


def test_the_cli_wants_an_opponent_for_fight_options(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "cards.pdf"
    code = main(["cards", str(ROSTERS / "orc_braves.json"), "-o", str(out), "--cover", "hard"])
    assert code == 2
    assert "--cover needs --odds-against ROSTER" in capsys.readouterr().err
    assert not out.exists()


def test_the_cli_prints_odds_against_one_fighter(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "cards.pdf"
    mine, theirs = NECROMUNDA
    against = ["--odds-against", str(theirs), "--odds-model", "Hookhand Durn"]
    assert main(["cards", str(mine), "-o", str(out), *against]) == 0
    assert "5 cards on 1 page" in capsys.readouterr().out
    text = read_pdf(out).all_text
    assert "vs Hookhand Durn: out of action" in text
    assert "Forge-boss Kattar:" not in text
