"""Cards of every game: the cost in the game's own unit, and odds against a roster of that game.

A Necromunda fighter costs credits and a WarStrike unit points (``Game.cost_unit``). Odds on a
Necromunda or WarStrike card are its matchups: for each opponent the best choice and the game's
first headline figure, the same numbers ``gangfight matchups`` prints for the pair.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gangfight_gui.cards import render
from gangfight_gui.cards.layout import (
    MatchupOdds,
    MixedGamesError,
    OddsReference,
    roster_cards,
)
from gangfight_gui.cli.main import main
from gangfight_gui.roster.files import load_roster
from gangfight_gui.roster.roster import Roster
from gangfight_gui.rules.game import find_game, game_keys
from tests.cards.drawing import assert_drawn_inside_the_card
from tests.cards.pdftext import read_pdf

ROSTERS = Path(__file__).resolve().parents[2] / "rosters"
NECROMUNDA = ("necromunda_ashveil_sisters.json", "necromunda_slagworks_rivet_crew.json")
WARSTRIKE = ("warstrike_salt_reavers.json", "warstrike_harbour_watch.json")


def _game_roster(name: str) -> Roster:
    return load_roster(ROSTERS / name).roster


# The cost's unit


def test_every_game_names_its_cost_unit() -> None:
    units = {key: find_game(key).cost_unit for key in game_keys()}
    assert units == {"gangfight": "pts", "necromunda": "credits", "warstrike": "pts"}


@pytest.mark.parametrize(
    ("roster_file", "expected"),
    [
        ("orc_braves.json", "pts"),
        (NECROMUNDA[0], "credits"),
        (WARSTRIKE[0], "pts"),
    ],
)
def test_each_card_takes_its_games_unit(roster_file: str, expected: str) -> None:
    cards = roster_cards(load_roster(ROSTERS / roster_file).roster)
    assert cards and {card.cost_unit for card in cards} == {expected}


def test_a_necromunda_card_prints_credits_and_a_warstrike_card_points(tmp_path: Path) -> None:
    gang = _game_roster(NECROMUNDA[0])
    matron = gang.models[0]
    assert matron.full_cost == 150 + 30 + 30  # the fighter, her Arc lash and her Sliver pistol
    render.write_cards_pdf(gang, tmp_path / "n.pdf")
    text = read_pdf(tmp_path / "n.pdf").all_text
    assert "210 credits Matron Ilse Vorne" in text  # the cost is drawn first, at the band's right
    assert "pts" not in text

    army = _game_roster(WARSTRIKE[0])
    render.write_cards_pdf(army, tmp_path / "w.pdf")
    text = read_pdf(tmp_path / "w.pdf").all_text
    assert f"{army.models[0].full_cost} pts {army.models[0].name}" in text
    assert "credits" not in text


# Odds from the matchups


def _matchups_json(a: str, b: str, capsys: pytest.CaptureFixture[str]) -> dict[str, object]:
    assert main(["matchups", str(ROSTERS / a), str(ROSTERS / b), "--json"]) == 0
    data: dict[str, object] = json.loads(capsys.readouterr().out)
    return data


@pytest.mark.parametrize("pair", [NECROMUNDA, WARSTRIKE, NECROMUNDA[::-1], WARSTRIKE[::-1]])
def test_card_odds_equal_gangfight_matchups(
    pair: tuple[str, str], capsys: pytest.CaptureFixture[str]
) -> None:
    mine, theirs = (_game_roster(name) for name in pair)
    game = find_game(mine.game)
    data = _matchups_json(*pair, capsys)
    cells = data["cells"]
    assert isinstance(cells, list)
    cards = roster_cards(mine, MatchupOdds(theirs))
    assert len(cards) == len(cells) == len(mine.models)
    for card, row in zip(cards, cells, strict=True):
        assert [line.opponent for line in card.matchups] == [e.name for e in theirs.models]
        for line, cell in zip(card.matchups, row, strict=True):
            assert cell["attacker"] == card.name and cell["target"] == line.opponent
            assert line.figure is not None, cell
            key, value = next(iter(cell["figures"].items()))
            assert (line.figure.key, line.figure.probability) == (key, value)
            assert line.choice == game.choice_label(cell["scenario"])


def test_a_necromunda_card_says_best_weapons_and_out_of_action(tmp_path: Path) -> None:
    gang, enemy = (_game_roster(name) for name in NECROMUNDA)
    card = roster_cards(gang, MatchupOdds(enemy))[0]
    assert card.odds_heading == "Out of action, best choice vs Slagworks Rivet Crew"
    line = card.matchups[0]
    assert line.opponent == "Forge-boss Kattar"
    assert line.choice == "Arc lash + Sliver pistol"
    assert line.figure is not None and line.figure.key == "p_out_of_action"
    assert line.text == line.figure.text and line.text.endswith("%")
    render.write_cards_pdf(gang, tmp_path / "cards.pdf", odds=MatchupOdds(enemy))
    text = read_pdf(tmp_path / "cards.pdf").all_text
    assert "Out of action, best choice vs Slagworks Rivet Crew" in text
    assert f"Forge-boss Kattar: Arc lash + Sliver pistol {line.text}" in text


def test_a_warstrike_card_says_expected_casualties() -> None:
    army, enemy = (_game_roster(name) for name in WARSTRIKE)
    card = roster_cards(army, MatchupOdds(enemy))[0]
    assert card.odds_heading.startswith("Expected casualties, best choice vs ")
    line = card.matchups[0]
    assert line.figure is not None and line.figure.expected
    assert line.text == f"{line.figure.probability:.2f}"


def test_odds_against_one_named_opponent() -> None:
    gang, enemy = (_game_roster(name) for name in NECROMUNDA)
    name = enemy.models[2].name
    cards = roster_cards(gang, MatchupOdds(enemy, name))
    assert all([line.opponent for line in card.matchups] == [name] for card in cards)
    assert cards[0].odds_heading.endswith(f"best choice vs {name}")
    every = roster_cards(gang, MatchupOdds(enemy))
    assert cards[0].matchups[0] == every[0].matchups[2]


def test_a_unit_without_a_weapon_has_no_fight_on_its_card() -> None:
    army, enemy = (_game_roster(name) for name in WARSTRIKE)
    unarmed = army.models[0].with_weapons([])
    card = roster_cards(army.with_models([unarmed]), MatchupOdds(enemy))[0]
    assert {line.choice for line in card.matchups} == {"no legal fight"}
    assert {line.text for line in card.matchups} == {"–"}
    assert card.odds_heading.startswith("No legal fight, best choice vs ")


def test_many_opponents_give_way_to_a_more_line(tmp_path: Path) -> None:
    gang, enemy = (_game_roster(name) for name in NECROMUNDA)
    crowd = enemy.with_models(
        enemy.models[0].with_value("name", f"Ganger {i}") for i in range(1, 31)
    )
    card = roster_cards(gang, MatchupOdds(crowd))[0]
    assert len(card.matchups) == 30
    assert_drawn_inside_the_card(card)
    render.write_cards_pdf(
        gang.with_models(gang.models[:1]), tmp_path / "c.pdf", odds=MatchupOdds(crowd)
    )
    text = read_pdf(tmp_path / "c.pdf").all_text
    assert "Ganger 1:" in text and "Ganger 30:" not in text
    assert "more opponents (gangfight matchups)" in text


# Two games never fight


@pytest.mark.parametrize(
    ("mine", "theirs", "titles"),
    [
        (NECROMUNDA[0], WARSTRIKE[0], ("Necromunda", "WarStrike")),
        (WARSTRIKE[0], NECROMUNDA[0], ("WarStrike", "Necromunda")),
        ("orc_braves.json", NECROMUNDA[1], ("Gangfight", "Necromunda")),
        (NECROMUNDA[0], "monsters.json", ("Necromunda", "Gangfight")),
    ],
)
def test_cli_refuses_odds_between_two_games(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    mine: str,
    theirs: str,
    titles: tuple[str, str],
) -> None:
    out = tmp_path / "cards.pdf"
    code = main(
        ["cards", str(ROSTERS / mine), "-o", str(out), "--odds-against", str(ROSTERS / theirs)]
    )
    err = capsys.readouterr().err
    assert code == 2
    assert err.count("\n") == 1
    assert "card odds need two rosters of one game" in err
    assert f"is {titles[0]}, " in err and f"is {titles[1]})" in err
    assert not out.exists()


def test_layout_refuses_mixed_games_too() -> None:
    gang = _game_roster(NECROMUNDA[0])
    with pytest.raises(MixedGamesError, match="two rosters of one game"):
        roster_cards(gang, MatchupOdds(_game_roster(WARSTRIKE[0])))
    ogre = load_roster(ROSTERS / "monsters.json").roster.models[0]
    assert ogre.game_key == "gangfight"
    with pytest.raises(MixedGamesError, match=r"is Necromunda, .* is Gangfight"):
        roster_cards(gang, OddsReference(ogre))


@pytest.mark.parametrize(
    ("extra", "message"),
    [
        (["--odds-model", "Nobody"], "--odds-model: no fighter named 'Nobody' (has: Forge-boss"),
        (["--range-band", "short"], "--range-band: Necromunda cards have close-combat odds only"),
    ],
)
def test_cli_refuses_a_bad_opponent(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], extra: list[str], message: str
) -> None:
    out = tmp_path / "cards.pdf"
    args = ["cards", str(ROSTERS / NECROMUNDA[0]), "-o", str(out)]
    code = main([*args, "--odds-against", str(ROSTERS / NECROMUNDA[1]), *extra])
    err = capsys.readouterr().err
    assert code == 2 and err.count("\n") == 1
    assert message in err
    assert not out.exists()


def test_cli_prints_necromunda_odds_against_one_fighter(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "cards.pdf"
    args = ["cards", str(ROSTERS / NECROMUNDA[0]), "-o", str(out)]
    against = ["--odds-against", str(ROSTERS / NECROMUNDA[1]), "--odds-model", "Hookhand Durn"]
    assert main([*args, *against]) == 0
    assert "5 cards on 1 page" in capsys.readouterr().out
    text = read_pdf(out).all_text
    assert "Out of action, best choice vs Hookhand Durn" in text
    assert "Forge-boss Kattar:" not in text
