"""Cards drawn to PDF and read back: what they say, how many pages, and safe writing."""

from __future__ import annotations

import os
import re
import stat
from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtPrintSupport import QPrinter

from gangfight_gui import shipped
from gangfight_gui.cards import fonts, render, text
from gangfight_gui.cards.card_painter import ALIGN_LEFT, CardPainter, PaperPainter
from gangfight_gui.cards.layout import Rect, roster_cards
from gangfight_gui.roster.roster import Entry, Roster
from tests.cards.drawing import assert_drawn_inside_the_card
from tests.cards.pdftext import read_pdf
from tests.cards.rosters import (
    GOBLIN,
    HUMAN_VETERAN,
    LONG_NAME,
    ORC_BRAVE,
    VERBOSE,
    ZOG,
    gang,
    numbered,
)

POINTS = {"A4": (595.0, 842.0), "Letter": (612.0, 792.0)}


def _write(roster: Roster, tmp_path: Path, page_size: str = "A4") -> tuple[int, Path]:
    out = tmp_path / "cards.pdf"
    pages = render.write_cards_pdf(roster, out, page_size=page_size)
    return pages, out


def test_pdf_holds_every_name_weapon_and_number(tmp_path: Path) -> None:
    roster = gang(ORC_BRAVE, HUMAN_VETERAN, GOBLIN)
    pages, out = _write(roster, tmp_path)
    pdf = read_pdf(out)
    assert pages == len(pdf.pages) == 1
    text = pdf.all_text
    for model in roster.models:
        assert model.name in text
        for weapon in model.weapons:
            assert weapon.name in text
    for expected in ("ATT", "DEF", "MAR", "ARM", "DAM", "EN", "INI", "MOV", "AP"):
        assert expected in text
    assert "DAM BONUS RANGE" in text
    assert "Double Handed Weapon 2 –" in text  # its kind does not fit beside so long a name
    assert 'Pistol Pistol 1 12"' in text
    assert "Kite shield Shield 0 –" in text
    assert 'Shortbow Ranged 0 18.5"' in text
    assert "Perks marauder" in text
    assert "WOUNDS" in text
    assert "15 pts" in text
    assert 'Threat range: 1" (R8)' in text
    assert "Veteran of the Ash Wars." in text
    assert "Pistol: Reload after each shot" in text
    assert "Ironjaw Boyz" in text


def test_markup_in_user_text_prints_literally(tmp_path: Path) -> None:
    _, out = _write(gang(ZOG, name="<h1>Gang</h1>"), tmp_path)
    text = read_pdf(out).all_text
    assert "<b>Zog</b>" in text
    assert "<i>Club</i> & co" in text
    assert "<p>Not a paragraph</p> &amp; not an entity" in text
    assert "<h1>Gang</h1>" in text


def test_long_text_is_elided_not_spilled(tmp_path: Path) -> None:
    _, out = _write(gang(VERBOSE), tmp_path)
    text = read_pdf(out).all_text
    assert LONG_NAME not in text
    assert "Grimbold the Unnec" in text
    assert re.search(r"\+ \d+ more weapons \(see roster\)", text)
    assert text.count("...") >= 3  # name, weapon names, notes (NFKC reads "…" as "...")


@pytest.mark.parametrize("page_size", ["A4", "Letter"])
@pytest.mark.parametrize(("models", "expected"), [(1, 1), (9, 1), (10, 2), (19, 3)])
def test_page_count_follows_the_layout(
    tmp_path: Path, page_size: str, models: int, expected: int
) -> None:
    pages, out = _write(numbered(models), tmp_path, page_size)
    pdf = read_pdf(out)
    assert pages == len(pdf.pages) == expected
    for width, height in pdf.page_sizes:
        assert (width, height) == pytest.approx(POINTS[page_size], abs=1.0)
    for index in range(models):
        name = f"Trooper {index:03d}"
        assert [name in page for page in pdf.pages].index(True) == index // 9


def test_empty_roster_prints_one_page_saying_so(tmp_path: Path) -> None:
    pages, out = _write(gang(name="Nobody"), tmp_path)
    pdf = read_pdf(out)
    assert pages == len(pdf.pages) == 1
    assert "Nobody has no models yet." in pdf.all_text


def test_pdf_metadata_and_embedded_fonts(tmp_path: Path) -> None:
    _, out = _write(gang(ORC_BRAVE, name="Ironjaw Boyz"), tmp_path)
    pdf = read_pdf(out)
    assert pdf.title == "Ironjaw Boyz – cards"
    assert pdf.creator.startswith("Gangfight GUI ")
    raw = pdf.raw
    assert b"DejaVuSans" in raw and b"DejaVuSans-Bold" in raw
    # Every font is embedded: one font file per font descriptor.
    assert raw.count(b"/FontFile2") == raw.count(b"/Type /FontDescriptor") >= 2


def test_prints_on_a_qprinter_too(tmp_path: Path) -> None:
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    out = tmp_path / "printed.pdf"
    printer.setOutputFileName(str(out))
    pages = render.render_cards(printer, numbered(10), page_size="Letter")
    pdf = read_pdf(out)
    assert pages == len(pdf.pages) == 2
    assert pdf.page_sizes[0] == pytest.approx(POINTS["Letter"], abs=1.0)
    assert "Trooper 009" in pdf.pages[1]


def test_unknown_page_size(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="unknown page size"):
        render.write_cards_pdf(gang(ORC_BRAVE), tmp_path / "x.pdf", page_size="A3")
    assert list(tmp_path.iterdir()) == []


# Nothing leaves the card


@pytest.mark.parametrize("model", [ORC_BRAVE, HUMAN_VETERAN, GOBLIN, ZOG, VERBOSE])
def test_drawing_stays_inside_the_card(model: Entry) -> None:
    assert_drawn_inside_the_card(roster_cards(gang(model, name="A gang"))[0])


# Writing safely


def _leftovers(folder: Path, keep: set[str]) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name not in keep)


def test_missing_folder_raises_and_creates_nothing(tmp_path: Path) -> None:
    with pytest.raises(OSError):
        render.write_cards_pdf(gang(ORC_BRAVE), tmp_path / "no" / "such" / "cards.pdf")
    assert list(tmp_path.iterdir()) == []


def test_failed_rename_keeps_the_old_file_and_no_temporary(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    out = tmp_path / "cards.pdf"
    out.write_bytes(b"old cards")

    def refuse(source: object, target: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", refuse)
    with pytest.raises(OSError, match="No space"):
        render.write_cards_pdf(gang(ORC_BRAVE), out)
    assert out.read_bytes() == b"old cards"
    assert _leftovers(tmp_path, {"cards.pdf"}) == []


def test_failure_while_drawing_writes_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    out = tmp_path / "cards.pdf"
    out.write_bytes(b"old cards")

    def crash(self: CardPainter, card: object, slot: object) -> None:
        raise RuntimeError("boom")

    monkeypatch.setattr(CardPainter, "draw", crash)
    with pytest.raises(RuntimeError, match="boom"):
        render.write_cards_pdf(gang(ORC_BRAVE), out)
    assert out.read_bytes() == b"old cards"
    assert _leftovers(tmp_path, {"cards.pdf"}) == []


def test_a_folder_in_the_way_is_not_replaced(tmp_path: Path) -> None:
    folder = tmp_path / "cards.pdf"
    folder.mkdir()
    (folder / "keep.txt").write_text("mine")
    with pytest.raises(OSError):
        render.write_cards_pdf(gang(ORC_BRAVE), folder)
    assert (folder / "keep.txt").read_text() == "mine"
    assert _leftovers(tmp_path, {"cards.pdf"}) == []


def test_overwriting_keeps_the_file_permissions(tmp_path: Path) -> None:
    out = tmp_path / "cards.pdf"
    out.write_bytes(b"old cards")
    out.chmod(0o640)
    render.write_cards_pdf(gang(ORC_BRAVE), out)
    assert out.read_bytes().startswith(b"%PDF-")
    assert stat.S_IMODE(out.stat().st_mode) == 0o640
    assert _leftovers(tmp_path, {"cards.pdf"}) == []


# A broken install


def test_missing_font_is_a_clear_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # A package that exists but holds no fonts: as an install that lost its data files.
    monkeypatch.setattr(fonts, "_loaded_for", None)
    monkeypatch.setattr(shipped, "RESOURCES_PACKAGE", "gangfight_gui.samples")
    with pytest.raises(
        fonts.CardFontError,
        match=r"resource not found: gangfight_gui\.samples/fonts/DejaVuSans\.ttf .*reinstall",
    ):
        render.write_cards_pdf(gang(ORC_BRAVE), tmp_path / "cards.pdf")
    assert list(tmp_path.iterdir()) == []


def test_a_line_set_as_fitted_stays_one_line() -> None:
    """A line the painter sets was fitted first (elided to its box, or wrapped by the caller),
    so it stays one line: in a box a little narrower than Qt's layout measures it, Qt must not
    wrap it again and drop its last words (the printed matrix lost "(L…" of "Ranged attack
    (L…" so); at worst a glyph's edge is clipped at the box's."""
    image = QImage(400, 100, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    paper = PaperPainter(painter, 4.0)  # 4 pixels a millimetre
    font = fonts.card_font(9.0)
    line = "Ranged attack (Longbow)"
    width = text.text_width(line, font, image) / 4.0
    box = Rect(5, 5, width * 0.9, text.line_height(font, image) / 4.0)
    paper._draw(box, line, font, QColor("black"), ALIGN_LEFT)
    painter.end()
    inked = [
        x
        for x in range(image.width())
        for y in range(image.height())
        if image.pixelColor(x, y) != QColor("white")
    ]
    assert max(inked) >= box.right * 4.0 - 2, "the line was wrapped: its last words dropped"
