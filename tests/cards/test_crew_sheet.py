"""Tonight's crew on paper: ``cards --crew`` (its cards alone) and the one-page crew sheet."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gangfight_gui.cards.crew_sheet import MAX_SHEET_ENTRIES, SheetError, SheetLine, crew_sheet
from gangfight_gui.cards.sheet_render import sheet_pdf_bytes
from gangfight_gui.cli.main import main
from gangfight_gui.roster.files import load_roster, roster_from_data
from gangfight_gui.roster.night.crew import picked_crew, save_crew
from gangfight_gui.roster.night.entries import entries_of
from gangfight_gui.rules.game import Figure, find_game
from gangfight_gui.rules.pairings import best_pairing
from tests import night_game
from tests.cards.pdftext import read_pdf
from tests.conftest import ROSTERS
from tests.night_game import fighter, roster_data

SPEAR = {"name": "Spear", "bonus": 1, "points": 5}
REDS = roster_data("Reds", fighter("Captain", dice=3, weapons=[SPEAR]), fighter("Runt", dice=1))
BLUES = roster_data("Blues", fighter("Chief", dice=3, wounds=3), fighter("Guard", wounds_taken=1))


@pytest.fixture(autouse=True)
def _duel(monkeypatch: pytest.MonkeyPatch) -> None:
    night_game.register(monkeypatch)


def test_each_cell_is_the_best_attack_each_way_with_its_first_figure() -> None:
    sheet = crew_sheet(roster_from_data(REDS), roster_from_data(BLUES))
    assert (sheet.title, sheet.game) == ("Reds against Blues", "Duel")
    assert (sheet.mine, sheet.theirs) == (("Captain", "Runt"), ("Chief", "Guard"))
    captain_on_chief = sheet.cells[0][0]
    # The Captain's best is the Spear (T1: 3 + 1 dice, the most hits): 3 hits of 4 dice at 4+
    # take the Chief's 3 wounds, P = 5/16.
    assert captain_on_chief.mine == SheetLine(Figure("p_down", "Down", 5 / 16), "Spear")
    # The Chief's 3 dice at the Captain's 2 wounds: at least 2 hits, P = 1/2.
    assert captain_on_chief.theirs == SheetLine(Figure("p_down", "Down", 0.5), "bare hands")
    # The Guard has taken 1 of 2 wounds already: the Runt's one die downs it half the time.
    assert sheet.cells[1][1].mine.figure == Figure("p_down", "Down", 0.5)
    assert sheet.legend.endswith("the figure is Down, with what the attack fights with.")


@pytest.mark.parametrize(
    ("mine", "theirs"),
    [
        ("necromunda_ashveil_sisters.json", "necromunda_slagworks_rivet_crew.json"),
        ("warstrike_harbour_watch.json", "warstrike_salt_reavers.json"),
        ("orc_braves.json", "human_veterans.json"),
    ],
)
def test_every_game_sheet_is_its_matchups(mine: str, theirs: str) -> None:
    a, b = (load_roster(ROSTERS / name).roster for name in (mine, theirs))
    sheet = crew_sheet(a, b)
    game = find_game(json.loads((ROSTERS / mine).read_text(encoding="utf-8")).get("game"))
    first, other = entries_of(a)[0], entries_of(b)[-1]
    best = best_pairing(game, first, other)
    assert best.scenario is not None
    assert sheet.cells[0][-1].mine == SheetLine(best.figures[0], game.choice_label(best.scenario))
    back = best_pairing(game, other, first)
    assert sheet.cells[0][-1].theirs.figure == (back.figures[0] if back.figures else None)


def test_sides_that_make_no_sheet() -> None:
    orcs = load_roster(ROSTERS / "orc_braves.json").roster
    with pytest.raises(SheetError, match=r"two sides of one game \(Reds is Duel, Orc Braves is"):
        crew_sheet(roster_from_data(REDS), orcs)
    crowd = roster_from_data(
        roster_data("Crowd", *(fighter(f"F{i}") for i in range(MAX_SHEET_ENTRIES + 1)))
    )
    with pytest.raises(SheetError, match="fits 12 fighters a side on one page; Crowd has 13"):
        crew_sheet(crowd, roster_from_data(BLUES))
    with pytest.raises(SheetError, match="Nobody has no fighters"):
        crew_sheet(roster_from_data(REDS), roster_from_data(roster_data("Nobody")))


def test_the_sheet_is_one_landscape_page(tmp_path: Path) -> None:
    path = tmp_path / "sheet.pdf"
    path.write_bytes(sheet_pdf_bytes(crew_sheet(roster_from_data(REDS), roster_from_data(BLUES))))
    pdf = read_pdf(path)
    assert len(pdf.pages) == 1
    assert pdf.page_sizes[0] == pytest.approx((842.0, 595.0), abs=1.0)
    text = pdf.all_text
    for words in ("Reds against Blues", "Captain", "Guard", "→ 31.2%", "← 50.0%", "Spear"):
        assert words in text
    assert pdf.title == "Reds against Blues – crew sheet"


@pytest.fixture
def files(tmp_path: Path) -> tuple[Path, Path, Path]:
    reds, blues, crew = tmp_path / "reds.json", tmp_path / "blues.json", tmp_path / "crew.json"
    reds.write_text(json.dumps(REDS), encoding="utf-8")
    blues.write_text(json.dumps(BLUES), encoding="utf-8")
    save_crew(picked_crew(roster_from_data(REDS), [1]), crew)
    return reds, blues, crew


def test_cards_of_a_crew_are_its_entries_alone(
    files: tuple[Path, Path, Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _reds, _blues, crew = files
    out = tmp_path / "cards.pdf"
    assert main(["cards", "--crew", str(crew), "-o", str(out)]) == 0
    assert capsys.readouterr().out == f"{out}: 1 card on 1 page\n"
    text = read_pdf(out).all_text
    assert "Runt" in text and "Captain" not in text


def test_the_sheet_from_the_command_line(
    files: tuple[Path, Path, Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    reds, blues, crew = files
    out = tmp_path / "sheet.pdf"
    assert main(["cards", str(reds), "--sheet", str(blues), "-o", str(out)]) == 0
    assert capsys.readouterr().out == (
        f"{out}: crew sheet, Reds against Blues, 4 pairings on 1 page\n"
    )
    assert main(["cards", "--crew", str(crew), "--sheet", str(crew), "-o", str(out), "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == {
        "output": str(out),
        "pages": 1,
        "rows": 1,
        "columns": 1,
    }
    assert "Runt" in read_pdf(out).all_text


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--sheet", "{blues}"], "give a ROSTER or --crew FILE (one of them)"),
        (["{reds}", "--crew", "{crew}"], "give a ROSTER or --crew FILE (one of them)"),
        (["{reds}", "--sheet", "{blues}", "--odds-against", "{blues}"], "--odds-against is for"),
        (["{reds}", "--sheet", "{missing}"], "--sheet: {missing}: no such file"),
        (["--crew", "{blues}"], "{blues}: is not a crew file"),
        (["{reds}", "--sheet", "{orcs}"], "--sheet: a crew sheet needs two sides of one game"),
    ],
)
def test_bad_sheet_options_are_exit_2_and_write_nothing(
    files: tuple[Path, Path, Path],
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    args: list[str],
    message: str,
) -> None:
    reds, blues, crew = files
    names = {
        "reds": reds,
        "blues": blues,
        "crew": crew,
        "missing": tmp_path / "missing.json",
        "orcs": ROSTERS / "orc_braves.json",
    }
    out = tmp_path / "out.pdf"
    code = main(["cards", *(a.format(**names) for a in args), "-o", str(out)])
    err = capsys.readouterr().err
    assert code == 2 and err.startswith(f"gangfight cards: {message.format(**names)}")
    assert err.count("\n") == 1 and not out.exists()


def test_printing_over_an_input_is_refused(
    files: tuple[Path, Path, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    reds, blues, crew = files
    before = crew.read_bytes(), blues.read_bytes()
    assert main(["cards", "--crew", str(crew), "-o", str(crew)]) == 2
    assert "is the crew file itself" in capsys.readouterr().err
    assert main(["cards", str(reds), "--sheet", str(blues), "-o", str(blues)]) == 2
    assert "is the --sheet file itself" in capsys.readouterr().err
    assert (crew.read_bytes(), blues.read_bytes()) == before
