"""The matrix written out for every game: CSV numbers a spreadsheet reads, a PDF that says what
its figures are (rosters, circumstances, house rules, legend), printing; nothing half-written."""

from __future__ import annotations

import csv
import io
from pathlib import Path

import pytest
from PySide6.QtPrintSupport import QPrinter
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from gangfight_gui.gui.common import plain_text
from gangfight_gui.gui.matchups import csv_export, printing
from gangfight_gui.gui.matchups.print_page import page_blocks
from gangfight_gui.gui.matchups.result import MatrixResult
from gangfight_gui.gui.matchups.view import MatchupsView
from gangfight_gui.rules.game import AnyGame
from tests.cards.pdftext import read_pdf
from tests.gui.matchups.conftest import Compute, big_roster


def test_csv_has_a_row_per_attacker_and_every_figure_per_target(
    shown: MatrixResult, tmp_path: Path
) -> None:
    path = tmp_path / "matrix.csv"
    csv_export.write_matrix_csv(path, shown)
    raw = path.read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf"), "a byte-order mark for Excel"
    rows = list(csv.reader(io.StringIO(raw.decode("utf-8-sig"))))
    labels = csv_export.figure_labels(shown)
    header, body = rows[0], rows[1:]
    per_target = len(labels) + 1
    assert header[0] == "Attacker"
    assert len(header) == 1 + per_target * len(shown.targets)
    assert header[1 : 1 + per_target] == [
        *(f"{shown.targets[0]}: {label}" for label in labels),
        f"{shown.targets[0]}: choice",
    ]
    assert [row[0] for row in body] == list(shown.attackers)
    for row, cells in zip(body, shown.rows, strict=True):
        for c, cell in enumerate(cells):
            chunk = row[1 + c * per_target : 1 + (c + 1) * per_target]
            values = {f.label: f.probability for f in cell.figures}
            for label, text in zip(labels, chunk, strict=False):
                if label in values:
                    assert float(text) == pytest.approx(values[label], abs=5e-7)
                else:
                    assert text == ""
            assert chunk[-1] == (cell.choice if cell.scenario is not None else "")


def test_pdf_is_landscape_and_says_what_its_figures_are(
    shown: MatrixResult, tmp_path: Path
) -> None:
    path = tmp_path / "matrix.pdf"
    printing.write_matrix_pdf(path, shown, "A4")
    pdf = read_pdf(path)
    width, height = pdf.page_sizes[0]
    assert width > height
    text = pdf.all_text
    assert shown.title in text and shown.game_title in text
    assert pdf.title == shown.title
    assert "In every fight:" in text
    for line in shown.settings[:2]:
        assert line.split(" (")[0] in text
    assert shown.scale.label in text
    for cell in shown.cells()[:6]:
        if cell.figure is not None:
            assert cell.figure.text in text


def test_a_large_matrix_prints_on_several_pages_every_cell_once(
    qtbot: QtBot, game: AnyGame, tmp_path: Path
) -> None:
    view = MatchupsView(game)
    qtbot.addWidget(view)
    view.show()
    many = big_roster(game, 24)
    with qtbot.waitSignal(view.matrix_computed, timeout=60_000) as blocker:
        view.set_rosters([("many", many)])
    result = blocker.args[0]
    path = tmp_path / "big.pdf"
    printing.write_matrix_pdf(path, result)
    assert len(read_pdf(path).pages) > 1
    blocks = page_blocks(result, 10, 7)
    covered = sorted((r, c) for rows, columns in blocks for r in rows for c in columns)
    assert covered == [(r, c) for r in range(24) for c in range(24)]


def test_the_buttons_ask_for_a_file_and_add_the_suffix(
    view: MatchupsView, shown: MatrixResult, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked: list[str] = []

    def answer(_parent: object, _title: str, start: str, _filter: str) -> tuple[str, str]:
        asked.append(start)
        return str(tmp_path / "chosen"), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", answer)
    view.set_export_folder(tmp_path)
    view.export_csv_button.click()
    view.export_pdf_button.click()
    assert (tmp_path / "chosen.csv").read_bytes().startswith(b"\xef\xbb\xbf")
    assert (tmp_path / "chosen.pdf").read_bytes().startswith(b"%PDF")
    assert asked[0] == str(tmp_path / csv_export.suggested_name(shown, ".csv"))
    assert "Saved chosen.pdf." in view.status.text()


def test_a_failed_export_says_so_and_leaves_no_file(
    view: MatchupsView, shown: MatrixResult, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "missing folder" / "matrix.csv"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *_a: (str(target), ""))
    warned: list[str] = []
    monkeypatch.setattr(plain_text, "warning", lambda _p, _t, text, *a: warned.append(text))
    view.export_csv_button.click()
    assert warned and str(target) in warned[0]
    assert not target.parent.exists()


def test_the_print_preview_paints_the_matrix(shown: MatrixResult, tmp_path: Path) -> None:
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(tmp_path / "printed.pdf"))
    printer.setPageLayout(printing.landscape_layout("Letter"))
    assert printing.paint_matrix(printer, shown) == 1
    assert shown.title in read_pdf(tmp_path / "printed.pdf").all_text


def test_exports_wait_for_a_matrix(view: MatchupsView, computed: Compute) -> None:
    assert not view.export_pdf_button.isEnabled()
    assert not view.print_button.isEnabled()
