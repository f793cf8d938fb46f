"""``gangfight cards ROSTER -o OUT.pdf``: exit codes, messages and output (docs/cli.md)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from gangfight_gui.cli.main import main
from gangfight_gui.roster.files import save_roster
from tests.cards.pdftext import read_pdf
from tests.cards.rosters import GOBLIN, ORC_BRAVE, ZOG, gang, numbered

REPO = Path(__file__).resolve().parents[2]
ROSTERS = REPO / "rosters"


@pytest.fixture
def roster_file(tmp_path: Path) -> Path:
    path = tmp_path / "gang.json"
    save_roster(gang(ORC_BRAVE, GOBLIN, ZOG), path)
    return path


def test_writes_the_pdf_and_says_so(
    roster_file: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "cards.pdf"
    assert main(["cards", str(roster_file), "-o", str(out)]) == 0
    captured = capsys.readouterr()
    assert captured.out == f"{out}: 3 cards on 1 page\n"
    assert captured.err == ""
    text = read_pdf(out).all_text
    assert "Orc Brave" in text and "<b>Zog</b>" in text


def test_json_output(roster_file: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    big = tmp_path / "big.json"
    save_roster(numbered(10), big)
    out = tmp_path / "cards.pdf"
    code = main(["cards", str(big), "-o", str(out), "--page-size", "Letter", "--json"])
    assert code == 0
    assert json.loads(capsys.readouterr().out) == {"output": str(out), "pages": 2, "cards": 10}
    pdf = read_pdf(out)
    assert len(pdf.pages) == 2
    assert pdf.page_sizes[0] == pytest.approx((612.0, 792.0), abs=1.0)


def _fails(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    assert main(argv) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.count("\n") == 1, "one line on stderr"
    assert captured.err.startswith("gangfight cards: ")
    return captured.err


def test_missing_roster(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "cards.pdf"
    err = _fails(["cards", str(tmp_path / "nope.json"), "-o", str(out)], capsys)
    assert "nope.json: no such file" in err
    assert not out.exists()


def test_not_a_roster(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"models": [{"name": "Orc", "attack": "three"}]}')
    err = _fails(["cards", str(bad), "-o", str(tmp_path / "cards.pdf")], capsys)
    assert "bad.json" in err
    assert not (tmp_path / "cards.pdf").exists()


def test_unwritable_output_keeps_nothing_half_written(
    roster_file: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    err = _fails(["cards", str(roster_file), "-o", str(tmp_path / "no" / "cards.pdf")], capsys)
    assert "cannot write" in err and "no such file or directory" in err
    folder = tmp_path / "folder.pdf"
    folder.mkdir()
    err = _fails(["cards", str(roster_file), "-o", str(folder)], capsys)
    assert "cannot write" in err and "is a directory" in err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["folder.pdf", "gang.json"]


def test_refuses_to_print_over_the_roster(
    roster_file: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    before = roster_file.read_bytes()
    err = _fails(["cards", str(roster_file), "-o", str(roster_file)], capsys)
    assert "is the roster itself" in err
    assert roster_file.read_bytes() == before


def test_bad_page_size_is_a_usage_error(
    roster_file: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["cards", str(roster_file), "-o", str(tmp_path / "x.pdf"), "--page-size", "A5"])
    assert exit_info.value.code == 2
    assert "invalid choice: 'A5'" in capsys.readouterr().err


def test_sample_rosters_print(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    samples = sorted(ROSTERS.glob("*.json"))
    assert len(samples) >= 3
    for sample in samples:
        out = tmp_path / f"{sample.stem}.pdf"
        assert main(["cards", str(sample), "-o", str(out), "--json"]) == 0, sample
        report = json.loads(capsys.readouterr().out)
        assert report["pages"] == len(read_pdf(out).pages)


def test_runs_without_a_display(roster_file: Path, tmp_path: Path) -> None:
    """A fresh process with no screen and no Qt platform chosen still prints (offscreen)."""
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY")
    }
    out = tmp_path / "cards.pdf"
    result = subprocess.run(
        [sys.executable, "-m", "gangfight_gui.cli.main", "cards", str(roster_file), "-o", str(out)],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert (result.returncode, result.stderr) == (0, "")
    assert "Goblin Sneak" in read_pdf(out).all_text
