"""CSV, PDF and print preview of the matrix: content, atomic writing, the dialogs' paths."""

from __future__ import annotations

import csv
import io
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtGui import QPageLayout
from PySide6.QtPdf import QPdfDocument
from PySide6.QtPrintSupport import QPrinter
from PySide6.QtWidgets import QFileDialog

from gangfight_gui.gui.common import plain_text
from gangfight_gui.gui.matchups import csv_export, heat, print_page, printing
from gangfight_gui.gui.matchups.result import MatrixResult
from gangfight_gui.gui.matchups.view import MatchupMatrixView
from gangfight_gui.rules.gangfight.matchups import MatchupSettings, matchup_matrix
from gangfight_gui.rules.gangfight.scenario import Cover
from tests.gangfight_rosters import profile
from tests.gui.matchups.conftest import Compute, big_roster
from tests.gui.matchups.test_model import _with_empty_cell


def _rows(path: Path) -> list[list[str]]:
    raw = path.read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf")  # UTF-8 BOM for spreadsheets
    return list(csv.reader(io.StringIO(raw.decode("utf-8-sig"), newline="")))


def test_csv_has_one_row_per_attacker_and_two_numbers_per_target(
    view: MatchupMatrixView, orcs_vs_humans: MatrixResult, tmp_path: Path
) -> None:
    path = tmp_path / "matrix.csv"
    view.write_matrix_csv(path)
    rows = _rows(path)
    header, body = rows[0], rows[1:]
    assert header[0] == "Attacker"
    assert header[1:] == [
        column
        for target in orcs_vs_humans.targets
        for column in (f"{target}: expected final wounds", f"{target}: P(incapacitate)")
    ]
    assert [row[0] for row in body] == list(orcs_vs_humans.attackers)
    for row, cells in zip(body, orcs_vs_humans.rows, strict=True):
        assert len(row) == 1 + 2 * len(cells)
        for k, cell in enumerate(cells):
            best = cell.best
            assert best is not None
            wounds, chance = float(row[1 + 2 * k]), float(row[2 + 2 * k])
            assert wounds == pytest.approx(best.expected_final_wounds, abs=5e-7)
            assert chance == pytest.approx(best.p_incapacitated, abs=5e-7)
            assert 0.0 <= chance <= 1.0
    assert float(body[0][1]) == pytest.approx(0.93, abs=0.005)  # the Orc Brave cell


def test_csv_leaves_impossible_cells_empty(orcs_vs_humans: MatrixResult) -> None:
    text = csv_export.matrix_csv(_with_empty_cell(orcs_vs_humans))
    first = next(r for r in csv.reader(io.StringIO(text)) if r[0] == "Orc Brave")
    assert first[1:3] == ["", ""]


def test_csv_quotes_awkward_names(orcs_vs_humans: MatrixResult) -> None:
    odd = MatrixResult(
        "A",
        "B",
        ('Grim, "the" Axe',),
        ("Zoë",),
        orcs_vs_humans.settings,
        ((orcs_vs_humans.rows[0][0],),),
    )
    rows = list(csv.reader(io.StringIO(csv_export.matrix_csv(odd))))
    assert rows[1][0] == 'Grim, "the" Axe'
    assert rows[0][1] == "Zoë: expected final wounds"


def test_failed_export_leaves_no_file(
    view: MatchupMatrixView, orcs_vs_humans: MatrixResult, tmp_path: Path
) -> None:
    missing = tmp_path / "no such folder" / "matrix.csv"
    with pytest.raises(OSError):
        view.write_matrix_csv(missing)
    assert not missing.parent.exists()
    existing = tmp_path / "old.pdf"
    existing.write_bytes(b"old")
    view.write_matrix_pdf(existing)
    assert existing.read_bytes().startswith(b"%PDF")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["old.pdf"]  # no temporary left


def test_pdf_starts_with_pdf_marker(
    view: MatchupMatrixView, orcs_vs_humans: MatrixResult, tmp_path: Path
) -> None:
    path = tmp_path / "matrix.pdf"
    view.write_matrix_pdf(path)
    data = path.read_bytes()
    assert data.startswith(b"%PDF")
    assert data.rstrip().endswith(b"%%EOF")


def test_pdf_page_is_landscape_with_rosters_and_settings(
    view: MatchupMatrixView, computed: Compute, orcs_vs_humans: MatrixResult, tmp_path: Path
) -> None:
    combo = view.controls.cover_combo
    computed(lambda: combo.setCurrentIndex(combo.findData(Cover.SOFT.value)))
    path = tmp_path / "matrix.pdf"
    view.write_matrix_pdf(path)
    document = QPdfDocument()
    assert document.load(str(path)) == QPdfDocument.Error.None_
    size = document.pagePointSize(0)
    assert size.width() > size.height()
    text = document.getAllText(0).text()
    for expected in ("Orc Braves attacking Human Veterans", "soft cover", "Goblin Skirmisher"):
        assert expected in text
    assert "0.93 / 3%" in text
    assert "no attack possible" in text  # the legend
    document.close()


def test_large_matrix_prints_on_several_pages(tmp_path: Path) -> None:
    roster = big_roster("Horde", 30)
    profiles = [profile(m) for m in roster.models]
    rows = matchup_matrix(profiles, profiles, MatchupSettings())
    names = tuple(m.name for m in roster.models)
    result = MatrixResult(
        "Horde", "Horde", names, names, MatchupSettings(), tuple(map(tuple, rows))
    )
    path = tmp_path / "big.pdf"
    printing.write_matrix_pdf(path, result, heat.HeatMeasure.WOUNDS)
    document = QPdfDocument()
    document.load(str(path))
    assert document.pageCount() > 1
    assert "Page 1 of" in document.getAllText(0).text()
    document.close()


def test_page_blocks_cover_every_cell_once(orcs_vs_humans: MatrixResult) -> None:
    blocks = print_page.page_blocks(orcs_vs_humans, 2, 3)
    cells = [(r, c) for rows, columns in blocks for r in rows for c in columns]
    assert sorted(cells) == [(r, c) for r in range(5) for c in range(4)]
    assert len(cells) == len(set(cells))
    assert print_page.chunks(0, 5) == [range(0)]


def test_export_buttons_ask_for_a_file_and_add_the_suffix(
    view: MatchupMatrixView,
    orcs_vs_humans: MatrixResult,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    asked: list[str] = []

    def fake_dialog(_parent: object, _title: str, start: str, _filter: str) -> tuple[str, str]:
        asked.append(start)
        return str(tmp_path / "chosen"), _filter

    monkeypatch.setattr(QFileDialog, "getSaveFileName", fake_dialog)
    view.set_export_folder(tmp_path)
    view.export_csv_button.click()
    view.export_pdf_button.click()
    assert (tmp_path / "chosen.csv").read_bytes().startswith(b"\xef\xbb\xbf")
    assert (tmp_path / "chosen.pdf").read_bytes().startswith(b"%PDF")
    assert Path(asked[0]).name == "Orc Braves vs Human Veterans, normal.csv"
    assert "Saved chosen.pdf" in view.status.text()


def test_export_failure_is_reported(
    view: MatchupMatrixView,
    orcs_vs_humans: MatrixResult,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    warnings: list[str] = []
    monkeypatch.setattr(
        QFileDialog,
        "getSaveFileName",
        lambda *_args: (str(tmp_path / "missing" / "m.csv"), ""),
    )
    monkeypatch.setattr(plain_text, "warning", lambda _parent, _title, text: warnings.append(text))
    view.export_csv_button.click()
    assert warnings and "m.csv" in warnings[0]


def test_print_preview_paints_the_matrix(orcs_vs_humans: MatrixResult, tmp_path: Path) -> None:
    dialog = printing.MatrixPreviewDialog(orcs_vs_humans, heat.HeatMeasure.WOUNDS, "A4")
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(tmp_path / "printed.pdf"))
    printer.setPageLayout(printing.landscape_layout("A4"))
    dialog.paintRequested.emit(printer)
    dialog.deleteLater()
    assert (tmp_path / "printed.pdf").read_bytes().startswith(b"%PDF")


def test_suggested_names_carry_the_settings(orcs_vs_humans: MatrixResult) -> None:
    covered = replace(
        orcs_vs_humans,
        settings=MatchupSettings(Cover.HARD, "long_2", True),
        attackers_roster="A/B",
    )
    assert (
        csv_export.suggested_name(covered, ".pdf")
        == "A B vs Human Veterans, hard cover, long 2, in combat.pdf"
    )


def test_the_matrix_preview_offers_a4_and_letter(orcs_vs_humans: MatrixResult) -> None:
    dialog = printing.MatrixPreviewDialog(orcs_vs_humans, heat.HeatMeasure.WOUNDS, "A4")
    combo = dialog.paper_combo
    assert [combo.itemText(i) for i in range(combo.count())] == ["A4", "Letter"]
    combo.setCurrentText("Letter")
    layout = dialog.printer().pageLayout()
    assert layout.pageSize().key() == "Letter"
    assert layout.orientation() is QPageLayout.Orientation.Landscape
    dialog.deleteLater()
