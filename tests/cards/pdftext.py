"""Read back what a card PDF says (its pages' text, page sizes and Info dictionary) with pypdf."""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from pathlib import Path

from pypdf import PdfReader


@dataclass(frozen=True)
class PdfText:
    pages: list[str]
    """Each page's text, NFKC-normalised (Qt writes ligatures such as "ffi" as one glyph) and
    with runs of white space made single spaces."""
    page_sizes: list[tuple[float, float]]
    """Width and height of each page in points (1/72 inch)."""
    title: str
    creator: str
    raw: bytes

    @property
    def all_text(self) -> str:
        return "\n".join(self.pages)


def normalise(text: str) -> str:
    return " ".join(unicodedata.normalize("NFKC", text).split())


def read_pdf(path: Path) -> PdfText:
    reader = PdfReader(path)
    info = reader.metadata
    return PdfText(
        [normalise(page.extract_text()) for page in reader.pages],
        [(float(page.mediabox.width), float(page.mediabox.height)) for page in reader.pages],
        str(info.title or "") if info else "",
        str(info.creator or "") if info else "",
        path.read_bytes(),
    )
