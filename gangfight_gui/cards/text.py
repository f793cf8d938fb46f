"""Plain-text fitting for cards: elide one line, or wrap to a few lines and elide the last; user
text is measured and drawn as plain text, never parsed as markup."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetricsF, QPaintDevice, QTextLayout, QTextOption

ELLIPSIS = "…"


def elide(text: str, font: QFont, device: QPaintDevice, width: float) -> str:
    """``text`` cut with an ellipsis to fit ``width`` device pixels (whole if it fits)."""
    metrics = QFontMetricsF(font, device)
    return metrics.elidedText(text, Qt.TextElideMode.ElideRight, width)


def shrink_to_fit(
    text: str, font: QFont, device: QPaintDevice, width: float, smallest: float = 0.5
) -> QFont:
    """``font``, or a copy small enough for ``text`` to fit ``width``, but not below ``smallest``
    times its size (the caller elides what still does not fit)."""
    natural = text_width(text, font, device)
    if natural <= width or natural == 0:
        return font
    size = font.pointSizeF()
    smaller = QFont(font)
    smaller.setPointSizeF(max(size * width / natural * 0.98, size * smallest))
    return smaller


def text_width(text: str, font: QFont, device: QPaintDevice) -> float:
    return QFontMetricsF(font, device).horizontalAdvance(text)


def line_height(font: QFont, device: QPaintDevice) -> float:
    return QFontMetricsF(font, device).height()


def _utf16_slice(text: str, start: int, length: int) -> str:
    """Qt counts text positions in UTF-16 units; Python in code points (they differ for emoji)."""
    data = text.encode("utf-16-le")
    return data[2 * start : 2 * (start + length)].decode("utf-16-le", errors="ignore")


def wrap_paragraph(text: str, font: QFont, device: QPaintDevice, width: float) -> list[str]:
    """Break one paragraph into lines no wider than ``width``, at spaces or, failing that,
    anywhere (a long word without spaces must not overflow the card)."""
    layout = QTextLayout(text, font, device)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
    layout.setTextOption(option)
    lines: list[str] = []
    layout.beginLayout()
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(width)
        lines.append(_utf16_slice(text, line.textStart(), line.textLength()).rstrip())
    layout.endLayout()
    return lines or [""]


def wrap(
    paragraphs: Sequence[str],
    font: QFont,
    device: QPaintDevice,
    width: float,
    max_lines: int,
) -> list[str]:
    """Lines of the paragraphs (each line break in them starts a new line), at most ``max_lines``;
    if text is left over, the last line ends with an ellipsis."""
    if max_lines <= 0:
        return []
    lines: list[str] = []
    for paragraph in paragraphs:
        for part in paragraph.splitlines() or [""]:
            lines.extend(wrap_paragraph(" ".join(part.split("\t")), font, device, width))
    if len(lines) <= max_lines:
        return lines
    kept = lines[:max_lines]
    last = kept[-1].rstrip()
    kept[-1] = elide(last + ELLIPSIS, font, device, width)
    return kept
