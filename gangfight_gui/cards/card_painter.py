"""Draw one model's card with QPainter, in millimetres on any paint device.

The card reads top to bottom in the order a player looks things up: who it is (name band), how good
it is (profile table), what it hits with (weapons), what is special (perks, notes), and how hurt it
is (the wound track, at the bottom where a thumb holds the card). Every text is plain, measured and
elided or wrapped to its box, so nothing a roster says can spill off the card.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPaintDevice, QPainter, QPainterPath, QPen

from gangfight_gui.cards import text
from gangfight_gui.cards.fonts import card_font
from gangfight_gui.cards.layout import CardContent, Rect, WeaponLine, format_inches, wound_track
from gangfight_gui.rules.engine.wording import count_of

INK = QColor("#1d1b1a")
MUTED = QColor("#6f6862")
NOTE = QColor("#4a4440")
"""Notes: quieter than the numbers, but still easy to read."""
ACCENT = QColor("#7a1f1c")
"""Deep red: the name band and frame; dark enough to stay legible on a greyscale printer."""
ON_ACCENT = QColor("#ffffff")
ON_ACCENT_MUTED = QColor("#f1d6d3")
TINT = QColor("#f3ebe6")
RULE = QColor("#cdbfb6")
CUT_LINE = QColor("#b5b5b5")

FRAME_INSET = 2.0
"""Blank paper between the cut line and the frame, so a slightly crooked cut stays invisible."""
PAD = 2.2
"""Frame to content."""
RADIUS = 2.2
BAND_HEIGHT = 12.5

ALIGN_LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
ALIGN_CENTER = Qt.AlignmentFlag.AlignCenter


@dataclass(frozen=True, slots=True)
class Fonts:
    """The card's type scale, in points on paper."""

    name: QFont
    subtitle: QFont
    cost: QFont
    stat_label: QFont
    stat_value: QFont
    column_head: QFont
    weapon: QFont
    weapon_kind: QFont
    weapon_number: QFont
    label: QFont
    body: QFont
    footer: QFont

    @classmethod
    def make(cls) -> Fonts:
        return cls(
            name=card_font(12.0, bold=True),
            subtitle=card_font(6.3),
            cost=card_font(7.4, bold=True),
            stat_label=card_font(5.6, bold=True),
            stat_value=card_font(12.5, bold=True),
            column_head=card_font(5.4, bold=True),
            weapon=card_font(7.4, bold=True),
            weapon_kind=card_font(5.6),
            weapon_number=card_font(8.4, bold=True),
            label=card_font(5.6, bold=True),
            body=card_font(6.5),
            footer=card_font(4.8),
        )


class CardPainter:
    """Draws cards on ``painter``'s device; positions are millimetres from the page's corner."""

    def __init__(self, painter: QPainter, px_per_mm: float) -> None:
        self._painter = painter
        self._k = px_per_mm
        device = painter.device()
        assert device is not None, "the painter must be active"
        self._device: QPaintDevice = device
        self._fonts = Fonts.make()

    # --- unit helpers ---------------------------------------------------------------------

    def _q(self, rect: Rect) -> QRectF:
        k = self._k
        return QRectF(rect.x * k, rect.y * k, rect.width * k, rect.height * k)

    def _pen(self, color: QColor, width_mm: float) -> QPen:
        pen = QPen(color, width_mm * self._k)
        pen.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
        return pen

    def _line(self, x1: float, y1: float, x2: float, y2: float, color: QColor, w: float) -> None:
        k = self._k
        self._painter.setPen(self._pen(color, w))
        self._painter.drawLine(QPointF(x1 * k, y1 * k), QPointF(x2 * k, y2 * k))

    def _fill(self, rect: Rect, color: QColor) -> None:
        self._painter.fillRect(self._q(rect), color)

    def _text(
        self,
        rect: Rect,
        value: str,
        font: QFont,
        color: QColor,
        align: Qt.AlignmentFlag = ALIGN_LEFT,
        *,
        shrink: bool = False,
    ) -> float:
        """Draw one line of plain text in ``rect``; return the width used, in mm.

        Text too wide is elided, or with ``shrink`` (numbers, which must never lose a digit) set
        in a smaller size that fits.
        """
        width = rect.width * self._k
        if shrink:
            font = text.shrink_to_fit(value, font, self._device, width)
        shown = text.elide(value, font, self._device, width)
        self._painter.setFont(font)
        self._painter.setPen(color)
        self._painter.drawText(self._q(rect), shown, align)
        return text.text_width(shown, font, self._device) / self._k

    def _width(self, value: str, font: QFont) -> float:
        return text.text_width(value, font, self._device) / self._k

    def _line_height(self, font: QFont) -> float:
        return text.line_height(font, self._device) / self._k

    # --- public ---------------------------------------------------------------------------

    def cut_line(self, x1: float, y1: float, x2: float, y2: float) -> None:
        """A cut mark or cut outline: thin and grey, so a cut just inside it hides it."""
        self._line(x1, y1, x2, y2, CUT_LINE, 0.12)

    def draw(self, card: CardContent, slot: Rect) -> None:
        """Draw ``card`` filling ``slot`` (the card's cut size)."""
        painter = self._painter
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
        painter.setPen(self._pen(CUT_LINE, 0.12))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(self._q(slot))

        frame = Rect(
            slot.x + FRAME_INSET,
            slot.y + FRAME_INSET,
            slot.width - 2 * FRAME_INSET,
            slot.height - 2 * FRAME_INSET,
        )
        path = QPainterPath()
        path.addRoundedRect(self._q(frame), RADIUS * self._k, RADIUS * self._k)
        painter.save()
        painter.setClipPath(path)
        self._fill(Rect(frame.x, frame.y, frame.width, BAND_HEIGHT), ACCENT)
        painter.restore()

        inner = Rect(frame.x + PAD, frame.y + PAD, frame.width - 2 * PAD, frame.height - 2 * PAD)
        self._header(card, Rect(inner.x, frame.y, inner.width, BAND_HEIGHT))
        y = frame.y + BAND_HEIGHT + 1.8
        y = self._stats(card, inner.x, y, inner.width)
        bottom = self._footer(card, inner)
        bottom = self._wounds(card, inner.x, bottom, inner.width)
        y = self._weapons(card, inner.x, y + 2.0, inner.width, bottom - 6.0)
        self._perks_and_notes(card, inner.x, y + 1.6, inner.width, bottom - 1.2)

        painter.setPen(self._pen(ACCENT, 0.35))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(path)
        painter.restore()

    # --- sections -------------------------------------------------------------------------

    def _header(self, card: CardContent, band: Rect) -> None:
        """Name (and cost) on one baseline, then size, base and threat range (R7, R8)."""
        f = self._fonts
        baseline = band.y + 6.4
        name_width = band.width
        if card.cost is not None:
            cost = f"{card.cost} {card.cost_unit}"
            cost_width = self._width(cost, f.cost)
            self._baseline_text(band.right - cost_width, baseline, cost, f.cost, cost_width)
            name_width -= cost_width + 2.0
        # A long name first gives up some size, then letters (a Necromunda card's "150 credits"
        # takes more of the band than "150 pts").
        name_font = text.shrink_to_fit(card.name, f.name, self._device, name_width * self._k, 0.7)
        self._baseline_text(band.x, baseline, card.name, name_font, name_width)
        subtitle = card.subtitle_line
        self._text(
            Rect(band.x, band.y + 7.7, band.width, 3.6), subtitle, f.subtitle, ON_ACCENT_MUTED
        )

    def _baseline_text(
        self, x: float, baseline: float, value: str, font: QFont, width: float
    ) -> None:
        """White text on the name band, elided to ``width``; baselines line up across sizes."""
        shown = text.elide(value, font, self._device, width * self._k)
        self._painter.setFont(font)
        self._painter.setPen(ON_ACCENT)
        self._painter.drawText(QPointF(x * self._k, baseline * self._k), shown)

    def _stats(self, card: CardContent, x: float, y: float, width: float) -> float:
        """The profile as a table: abbreviations as headers, big numbers under them."""
        f = self._fonts
        count = len(card.stats)
        if not count:
            return y
        column = width / count
        head, body = 3.6, 6.6
        self._fill(Rect(x, y, width, head), TINT)
        for index, stat in enumerate(card.stats):
            cx = x + index * column
            self._text(Rect(cx, y, column, head), stat.label, f.stat_label, MUTED, ALIGN_CENTER)
            self._text(
                Rect(cx + 0.3, y + head, column - 0.6, body),
                str(stat.value),
                f.stat_value,
                INK,
                ALIGN_CENTER,
                shrink=True,
            )
            if index:
                # Gangfight's MOV and AP are not combat attributes: a heavier rule sets them apart.
                heavy = index == card.stats_split
                self._line(
                    cx,
                    y + 0.5,
                    cx,
                    y + head + body - 0.5,
                    ACCENT if heavy else RULE,
                    0.3 if heavy else 0.15,
                )
        self._line(x, y + head + body, x + width, y + head + body, RULE, 0.2)
        return y + head + body

    def _weapons(self, card: CardContent, x: float, y: float, width: float, limit: float) -> float:
        """Weapon table: name and kind, DAM (with the weapon's bonus) and range (R13, R15)."""
        f = self._fonts
        widths = [8.0, 9.5] if card.columns == ("DAM", "RANGE") else [6.6] * len(card.columns)
        dam_w, range_w = [*widths, 0.0, 0.0][:2]
        name_w = width - sum(widths)
        head, row, odds_row = 3.4, 5.0, 3.0
        self._text(Rect(x, y, name_w, head), "WEAPON", f.column_head, MUTED)
        left = x + name_w
        for label, column_w in zip(card.columns, widths, strict=True):
            self._text(Rect(left, y, column_w, head), label, f.column_head, MUTED, ALIGN_CENTER)
            left += column_w
        y += head
        self._line(x, y, x + width, y, ACCENT, 0.3)
        weapons = list(card.weapons)
        heights = [row + (odds_row if w.odds else 0.0) for w in weapons]
        shown = 0
        used = 0.0
        for index, height in enumerate(heights):
            # Keep one row free for the "+ N more" line if anything will be left out.
            room = limit - y - used - (row if index < len(heights) - 1 else 0.0)
            if height > room and shown:
                break
            used += height
            shown += 1
        hidden = len(weapons) - shown
        top = y
        for index, weapon in enumerate(weapons[:shown]):
            if index % 2:
                self._fill(Rect(x, top, width, heights[index]), TINT)
            if weapon.kind is None:
                self._cells_row(weapon, x, top, name_w, widths, row)
            else:
                self._weapon_row(weapon, x, top, name_w, dam_w, range_w, row)
            if weapon.odds:
                self._text(
                    Rect(x + 0.6, top + row - 0.6, width - 1.2, odds_row),
                    weapon.odds,
                    f.weapon_kind,
                    NOTE,
                )
            top += heights[index]
        y = top
        if hidden:
            more = f"+ {count_of(hidden, 'more weapon')} (see roster)"
            self._text(Rect(x, y, width, row), more, f.weapon_kind, MUTED)
            y += row
        if card.odds_heading:
            self._text(Rect(x, y + 0.3, width, odds_row), card.odds_heading, f.weapon_kind, MUTED)
            y += odds_row + 0.3
        y = self._matchups(card, x, y, width, limit)
        self._line(x, y, x + width, y, RULE, 0.2)
        return y

    def _matchups(self, card: CardContent, x: float, y: float, width: float, limit: float) -> float:
        """Other games' odds: per opponent, the best choice left and the figure right-aligned.

        Lines that do not fit give way to one "+ N more" line, as weapons do.
        """
        f = self._fonts
        row = 3.3
        lines = list(card.matchups)
        fits = len(lines) if y + len(lines) * row <= limit else max(0, int((limit - y) // row) - 1)
        figure_w = 10.0
        for index, line in enumerate(lines[:fits]):
            if index % 2:
                self._fill(Rect(x, y, width, row), TINT)
            self._text(
                Rect(x + 0.6, y, width - figure_w - 1.2, row),
                f"{line.opponent}: {line.choice}",
                f.weapon_kind,
                NOTE,
            )
            self._text(
                Rect(x + width - figure_w - 0.6, y, figure_w, row),
                line.text,
                f.weapon,
                INK if line.figure is not None else MUTED,
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                shrink=True,
            )
            y += row
        if fits < len(lines):
            more = f"+ {count_of(len(lines) - fits, 'more opponent')} (gangfight matchups)"
            self._text(Rect(x, y, width, row), more, f.weapon_kind, MUTED)
            y += row
        return y

    def _weapon_row(
        self,
        weapon: WeaponLine,
        x: float,
        top: float,
        name_w: float,
        dam_w: float,
        range_w: float,
        row: float,
    ) -> None:
        f = self._fonts
        used = self._text(Rect(x + 0.6, top, name_w - 1.2, row), weapon.name, f.weapon, INK)
        # The kind (or a shield's "off-hand, no attack") only if it fits whole: half a word
        # helps nobody, and the name matters more.
        secondary = weapon.note or weapon.kind_label
        room = name_w - 1.2 - used - 1.2
        if self._width(secondary, f.weapon_kind) <= room:
            self._text(
                Rect(x + 0.6 + used + 1.2, top + 0.25, room, row), secondary, f.weapon_kind, MUTED
            )
        if weapon.damage is None:
            damage, damage_color = "–", MUTED
        else:
            damage, damage_color = str(weapon.damage), INK
        self._text(
            Rect(x + name_w, top, dam_w, row),
            damage,
            f.weapon_number,
            damage_color,
            ALIGN_CENTER,
            shrink=True,
        )
        if weapon.range_in is not None:
            reach, reach_color = format_inches(weapon.range_in), INK
        else:
            ranged = weapon.kind is not None and weapon.kind.is_ranged
            reach, reach_color = ("?" if ranged else "–"), MUTED
        self._text(
            Rect(x + name_w + dam_w, top, range_w, row),
            reach,
            f.weapon_number,
            reach_color,
            ALIGN_CENTER,
            shrink=True,
        )

    def _cells_row(
        self,
        weapon: WeaponLine,
        x: float,
        top: float,
        name_w: float,
        widths: list[float],
        row: float,
    ) -> None:
        """A weapon of another game: its name, its text fields if they fit, then its numbers."""
        f = self._fonts
        used = self._text(Rect(x + 0.6, top, name_w - 1.2, row), weapon.name, f.weapon, INK)
        room = name_w - 1.2 - used - 1.2
        if weapon.note and room > 2.0:
            shown = text.elide(weapon.note, f.weapon_kind, self._device, room * self._k)
            self._text(
                Rect(x + 0.6 + used + 1.2, top + 0.25, room, row), shown, f.weapon_kind, MUTED
            )
        left = x + name_w
        for cell, column_w in zip(weapon.cells, widths, strict=False):
            color = MUTED if cell == "–" else INK
            self._text(
                Rect(left, top, column_w, row),
                cell,
                f.weapon_number,
                color,
                ALIGN_CENTER,
                shrink=True,
            )
            left += column_w

    def _perks_and_notes(
        self, card: CardContent, x: float, y: float, width: float, limit: float
    ) -> None:
        f = self._fonts
        line = self._line_height(f.body) * 0.98
        k = self._k
        if card.perks:
            label = f"{card.tags_label}  "
            label_w = self._width(label, f.label)
            room = min(2, int((limit - y) // line))
            perks = ", ".join(card.perks)
            lines = text.wrap([perks], f.body, self._device, (width - label_w) * k, room)
            if lines:
                self._text(Rect(x, y, label_w, line), label.strip(), f.label, ACCENT)
            for line_text in lines:
                self._text(Rect(x + label_w, y, width - label_w, line), line_text, f.body, INK)
                y += line
            y += 0.8
        if card.notes:
            max_lines = int((limit - y) // line)
            for line_text in text.wrap(card.notes, f.body, self._device, width * k, max_lines):
                self._text(Rect(x, y, width, line), line_text, f.body, NOTE)
                y += line

    def _wounds(self, card: CardContent, x: float, bottom: float, width: float) -> float:
        """Tick boxes, one per point of EN, bottom-aligned above the footer; returns their top."""
        f = self._fonts
        if not card.wounds_label:
            return bottom
        label = card.wounds_label
        label_w = self._width(label, f.label) + 2.0
        track = wound_track(card.wound_boxes, width - label_w)
        height = max(track.height, 3.4)
        top = bottom - height
        self._text(Rect(x, top, label_w, min(height, 3.6)), label, f.label, ACCENT)
        if not track.boxes:
            self._text(Rect(x + label_w, top, width - label_w, 3.4), "—", f.body, MUTED)
        self._painter.setPen(self._pen(INK, 0.25))
        self._painter.setBrush(QBrush(QColor("#ffffff")))
        for box in track.boxes:
            self._painter.drawRect(
                self._q(Rect(x + label_w + box.x, top + box.y, box.width, box.height))
            )
        return top

    def _footer(self, card: CardContent, inner: Rect) -> float:
        """The gang's name, small, so cards of two gangs do not get mixed up; returns its top."""
        height = 2.6
        top = inner.bottom - height
        if card.roster_name:
            self._text(
                Rect(inner.x, top, inner.width, height), card.roster_name, self._fonts.footer, MUTED
            )
        return top - 1.4
