"""Draw one card on a white image and check that no ink leaves its cut outline."""

from __future__ import annotations

from PySide6.QtGui import QColor, QImage, QPainter

from gangfight_gui.cards.card_painter import CardPainter
from gangfight_gui.cards.layout import CardContent, Rect


def assert_drawn_inside_the_card(card: CardContent) -> None:
    """Whatever the card says, every pixel drawn is inside its slot, and something is drawn."""
    dpi, margin = 150, 6.0
    px_per_mm = dpi / 25.4
    slot = Rect(margin, margin, 63.0, 88.0)
    image = QImage(
        round((63.0 + 2 * margin) * px_per_mm),
        round((88.0 + 2 * margin) * px_per_mm),
        QImage.Format.Format_RGB32,
    )
    image.setDotsPerMeterX(round(dpi / 0.0254))
    image.setDotsPerMeterY(round(dpi / 0.0254))
    image.fill(QColor("white"))
    painter = QPainter(image)
    CardPainter(painter, px_per_mm).draw(card, slot)
    painter.end()

    left, right = int(slot.x * px_per_mm) - 1, int(slot.right * px_per_mm) + 1
    top, bottom = int(slot.y * px_per_mm) - 1, int(slot.bottom * px_per_mm) + 1
    bits = bytes(image.constBits())
    line, width = image.bytesPerLine(), image.width()
    white = b"\xff" * (4 * width)
    inked = 0
    for y in range(image.height()):
        row = bits[y * line : y * line + 4 * width]
        if top <= y <= bottom:
            assert row[: 4 * left] == white[: 4 * left], f"ink left of the card, row {y}"
            assert row[4 * (right + 1) :] == white[4 * (right + 1) :], f"ink right, row {y}"
            inked += row != white
        else:
            assert row == white, f"ink above or below the card, row {y}"
    assert inked > 100
