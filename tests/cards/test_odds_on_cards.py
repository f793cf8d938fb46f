"""Odds on the cards (issue: Matchups): each weapon's figures against a reference enemy."""

from __future__ import annotations

from pathlib import Path

import pytest

from gangfight_gui.cards.layout import OddsReference, card_content, odds_text
from gangfight_gui.cli.main import main
from gangfight_gui.roster.files import load_roster
from gangfight_gui.rules.engine.distribution import mean
from gangfight_gui.rules.gangfight import AttackKind, Cover, Scenario, calculate
from gangfight_gui.rules.gangfight.matchups import weapon_odds
from tests.cards.pdftext import read_pdf
from tests.gangfight_rosters import profile

ROSTERS = Path(__file__).resolve().parents[2] / "rosters"


def _model(roster: str, name: str):  # type: ignore[no-untyped-def]
    model = load_roster(ROSTERS / roster).roster.model_named(name)
    assert model is not None
    return model


def test_weapon_odds_equal_calc_in_the_open_and_in_hard_cover() -> None:
    shooter = profile(_model("human_veterans.json", "Veteran Crossbowman"))
    ogre = profile(_model("monsters.json", "Ogre"))
    odds = weapon_odds(shooter, "Crossbow", ogre)
    shot = Scenario(AttackKind.RANGED, shooter, (ogre,), ("Crossbow",), range_band="normal")
    assert odds.open_ground is not None and odds.in_cover is not None
    assert odds.open_ground.expected_final_wounds == pytest.approx(
        mean(calculate(shot).target.final_wounds), abs=1e-12
    )
    covered = Scenario(
        AttackKind.RANGED, shooter, (ogre,), ("Crossbow",), Cover.HARD, range_band="normal"
    )
    assert odds.in_cover.p_incapacitated == pytest.approx(
        calculate(covered).target.p_incapacitated, abs=1e-12
    )
    melee = weapon_odds(shooter, "Sword", ogre)
    assert melee.in_cover is None  # cover never applies in melee (R11)


def test_card_lines_carry_the_odds_and_a_row_for_two_weapons() -> None:
    twin = _model("orc_braves.json", "Orc Axe-twin")
    veteran = _model("human_veterans.json", "Human Veteran")
    card = card_content(twin, "Orc Braves", OddsReference(veteran))
    assert card.odds_heading.startswith("vs Human Veteran")
    attacker, target = profile(twin), profile(veteran)
    single = weapon_odds(attacker, twin.weapons[0].name, target)
    assert card.weapons[0].odds == f"melee {odds_text(single.open_ground)}"
    pair = card.weapons[-1]
    assert " + " in pair.name and pair.note == "both, +1 die (R10)"
    both = calculate(
        Scenario(AttackKind.MELEE, attacker, (target,), tuple(w.name for w in twin.weapons))
    ).target
    assert pair.odds == f"melee {mean(both.final_wounds):.2f} / {both.p_incapacitated * 100:.0f}%"


def test_cards_without_odds_are_unchanged() -> None:
    card = card_content(_model("orc_braves.json", "Orc Brave"), "Orc Braves")
    assert card.odds_heading == ""
    assert all(line.odds == "" for line in card.weapons)


def test_cli_prints_odds_against_the_chosen_model(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "cards.pdf"
    args = ["cards", str(ROSTERS / "orc_braves.json"), "-o", str(out)]
    assert (
        main([*args, "--odds-against", str(ROSTERS / "monsters.json"), "--odds-model", "Ogre"]) == 0
    )
    text = read_pdf(out).all_text
    assert "vs Ogre: wounds / chance incapacitated" in text
    assert "melee " in text


@pytest.mark.parametrize(
    ("extra", "message"),
    [
        (
            ["--odds-against", "ROSTERS/monsters.json", "--odds-model", "Nobody"],
            "no model named 'Nobody'",
        ),
        (["--odds-model", "Ogre"], "needs --odds-against"),
        (["--odds-against", "ROSTERS/missing.json"], "--odds-against"),
    ],
)
def test_cli_refuses_a_bad_reference(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], extra: list[str], message: str
) -> None:
    out = tmp_path / "cards.pdf"
    extra = [e.replace("ROSTERS", str(ROSTERS)) for e in extra]
    code = main(["cards", str(ROSTERS / "orc_braves.json"), "-o", str(out), *extra])
    err = capsys.readouterr().err
    assert code == 2
    assert message in err
    assert err.count("\n") == 1
    assert not out.exists()
