"""``gangfight import FILE -o ROSTER.json [--keep-dead] [--json]``: the roster written,
the report printed, and for a file that cannot be imported one stderr line, exit 2, nothing
written."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest
from pypdf import PdfReader

from gangfight_gui.cli.main import main
from gangfight_gui.roster.files import load_roster
from gangfight_gui.roster.validation import has_errors, validate_roster
from tests.roster.imports.gangs import EXAMPLE, gang, ganger, write

REPORT = """\
Imported "The Cinder Jackals" (Necromunda) from jackals.json: 4 fighters, 1 left out.

Fighters imported (4):
  Vorn Ashgrip, Forge Tyrant
  Drell Kasko, Forge Boss (in recovery)
  Grubber, Tunnel Hound
  Scab Tollo, Juve

Left out (1), --keep-dead imports the dead:
  Mags the Brander, Bully: dead

Items to fill in (8): the file has no weapon profiles. Fill in each one's S, AP, D and traits, \
or mark it as wargear; until then it cannot be chosen for a fight, and a fight naming it is \
refused.
  Vorn Ashgrip: Renderizer, Stub gun, Frag grenades
  Drell Kasko: Fighting knife, Fighting knife 2, Shotgun - Solid/Scatter
  Scab Tollo: Polearm/autogun, Grenade Launcher w/Frag+Krak

Fields to check (4): the file has no save, so every fighter's Sv is none until you set it; a \
value set here in place of one this program does not take is listed too.
  Every fighter: Sv

Also kept:
  The roster's notes keep, under "From Yaktribe", what it has no field for (Campaign; \
Alignment; Yaktribe page; Yaktribe gang id; Gang rating; Meat; Territories).

Wrote gang.json: The Cinder Jackals, 4 fighters.
"""


@pytest.fixture
def here(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A scratch folder holding the example gang as ``jackals.json``, as the current folder."""
    shutil.copy(EXAMPLE, tmp_path / "jackals.json")
    monkeypatch.chdir(tmp_path)
    return tmp_path


def test_writes_the_roster_and_prints_the_report(
    here: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["import", "jackals.json", "-o", "gang.json"]) == 0
    assert capsys.readouterr().out == REPORT
    roster = load_roster(here / "gang.json").roster
    assert [entry.name for entry in roster.models] == [
        "Vorn Ashgrip",
        "Drell Kasko",
        "Grubber",
        "Scab Tollo",
    ]
    assert not has_errors(validate_roster(roster))


def test_json_report(here: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["import", "jackals.json", "-o", "gang.json", "--json", "--keep-dead"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["roster"] == "gang.json"
    assert report["file"] == "jackals.json"
    assert (report["gang"], report["game"]) == ("The Cinder Jackals", "necromunda")
    assert [f["campaign_status"] for f in report["imported"]] == [
        "active",
        "in recovery",
        "dead",
        "active",
        "active",
    ]
    assert report["left_out"] == []
    assert report["to_fill_in"][:2] == [
        {"fighter": "Vorn Ashgrip", "item": "Renderizer"},
        {"fighter": "Vorn Ashgrip", "item": "Stub gun"},
    ]
    assert len(report["to_fill_in"]) == 9  # Mags's Chain Glaive* too
    assert report["to_check"][0] == {"fighter": "Vorn Ashgrip", "field": "sv"}
    assert report["out_of_range"] == []


def test_json_names_values_out_of_range(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    source = write(tmp_path / "g.json", gang(ganger(ws=0, cost="12000")))
    assert main(["import", str(source), "-o", str(tmp_path / "r.json"), "--json"]) == 0
    found = json.loads(capsys.readouterr().out)["out_of_range"]
    assert [(o["fighter"], o["field"], o["value"]) for o in found] == [
        ("Kell Varro", "ws", "0"),
        ("Kell Varro", "cost", "12000"),
    ]
    assert found[1]["outcome"].startswith("this program takes a Cost from 0 to 9,999; set to 9999")


def test_the_imported_roster_validates_and_prints_cards(
    here: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["import", "jackals.json", "-o", "gang.json"]) == 0
    assert main(["validate", "gang.json"]) == 0
    assert main(["cards", "gang.json", "-o", "cards.pdf"]) == 0
    text = PdfReader(here / "cards.pdf").pages[0].extract_text().replace("\t", " ")
    for name in ("Vorn Ashgrip", "Drell Kasko", "Grubber", "Scab Tollo", "Renderizer"):
        assert name in text
    capsys.readouterr()


def test_a_fight_naming_an_item_to_fill_in_is_refused_with_its_name(
    here: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["import", "jackals.json", "-o", "gang.json"]) == 0
    models = json.loads((here / "gang.json").read_text(encoding="utf-8"))["models"]
    scenario = {
        "game": "necromunda",
        "attacker": models[1],
        "target": models[0],
        "weapons": ["Fighting knife 2"],
    }
    (here / "fight.json").write_text(json.dumps(scenario), encoding="utf-8")
    capsys.readouterr()
    assert main(["calc", "fight.json"]) == 1
    error = capsys.readouterr().err
    assert "'Fighting knife 2' has no profile yet" in error
    assert len(error.splitlines()) == 1


def _refused(args: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    assert main(["import", *args]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    [line] = captured.err.splitlines()
    assert line.startswith("gangfight import: ")
    return line.removeprefix("gangfight import: ")


@pytest.mark.parametrize(
    ("content", "problem"),
    [
        (b"not json", "is not valid JSON"),
        (b"[]", "is not a Yaktribe gang: it must be an object (found [])"),
        (json.dumps(gang(ganger(xp="many"))).encode(), "gang.gangers[0].xp: must be a whole"),
        (b'{"gang": {"gangers": [' + b",".join([b"{}"] * 100_000) + b"]}}", "holds 100,000"),
        (b'{"gang": ' + b"[" * 50_000 + b"]" * 50_000 + b"}", "is nested too deeply"),
        (b'{"gang": {"credits": ' + b"9" * 5000 + b"}}", "a number is far too long"),
    ],
)
def test_a_file_that_cannot_be_imported_writes_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], content: bytes, problem: str
) -> None:
    source = tmp_path / "gang.json"
    source.write_bytes(content)
    out = tmp_path / "roster.json"
    message = _refused([str(source), "-o", str(out)], capsys)
    assert message.startswith(f"{source}: ")
    assert problem in message
    assert list(tmp_path.iterdir()) == [source]


def test_an_existing_roster_is_untouched_when_the_import_fails(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "roster.json"
    out.write_text("my roster\n", encoding="utf-8")
    source = write(tmp_path / "gang.json", {"gang": []})
    _refused([str(source), "-o", str(out)], capsys)
    assert out.read_text(encoding="utf-8") == "my roster\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["gang.json", "roster.json"]


def test_a_fifo_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    fifo = tmp_path / "gang.json"
    os.mkfifo(fifo)
    message = _refused([str(fifo), "-o", str(tmp_path / "r.json")], capsys)
    assert message == f"{fifo}: is a named pipe (FIFO), not a Yaktribe gang file"
    assert not (tmp_path / "r.json").exists()


def test_the_gang_file_itself_is_not_overwritten(
    here: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    before = (here / "jackals.json").read_bytes()
    message = _refused(["jackals.json", "-o", "./jackals.json"], capsys)
    assert message == "jackals.json: is the gang file itself; write the roster to another file"
    assert (here / "jackals.json").read_bytes() == before


def test_a_roster_that_cannot_be_written(here: Path, capsys: pytest.CaptureFixture[str]) -> None:
    message = _refused(["jackals.json", "-o", "missing/gang.json"], capsys)
    assert message.startswith("missing/gang.json: could not be saved")
    assert not (here / "missing").exists()
