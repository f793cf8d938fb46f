"""Draw one entry's card with QPainter, in millimetres on any paint device, for every game."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import ClassVar, NamedTuple

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPaintDevice, QPainter, QPainterPath, QPen

from gangfight_gui.cards import heat, text
from gangfight_gui.cards.fonts import card_font
from gangfight_gui.cards.layout import NO_VALUE, CardContent, Rect, WeaponLine, box_track
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
COLUMN_MM = 5.6
COLUMN_MAX_MM = 9.0
"""The narrowest and the widest number column of the weapon table (a longer heading is set
smaller)."""
NAME_MM = 22.0
"""The narrowest the weapon names get."""

SMALLEST = 0.75
"""A note, a fact or an odds line set this much smaller, at the least, before it is cut."""
ODDS_ROW_MM = 2.2
"""The least height of an odds line, its text at ``SMALLEST`` of its size."""
ALIGN_LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
ALIGN_CENTER = Qt.AlignmentFlag.AlignCenter
ALIGN_RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter


class Style(NamedTuple):
    """How one kind of text on a card is set: points on paper, bold or not, its colour and
    alignment; ``least`` where it is set smaller to fit (down to that share of its size, as a
    number must never lose a digit) before it is elided."""

    size: float
    bold: bool
    color: QColor
    align: Qt.AlignmentFlag = ALIGN_LEFT
    least: float | None = None


STYLES = {
    "name": Style(12.0, True, ON_ACCENT),
    "subtitle": Style(6.3, False, ON_ACCENT_MUTED),
    "cost": Style(7.4, True, ON_ACCENT),
    "stat_label": Style(5.6, True, MUTED, ALIGN_CENTER),
    "stat_value": Style(12.5, True, INK, ALIGN_CENTER, 0.5),
    "weapon_head": Style(5.4, True, MUTED),
    "column_head": Style(5.4, True, MUTED, ALIGN_CENTER, 0.5),
    "weapon": Style(7.4, True, INK),
    "weapon_kind": Style(5.6, False, MUTED, least=SMALLEST),
    "more": Style(5.6, False, MUTED),
    "weapon_number": Style(8.4, True, INK, ALIGN_CENTER, 0.5),
    "odds_label": Style(5.6, False, NOTE),
    "odds_figure": Style(7.4, True, INK, ALIGN_RIGHT, 0.5),
    "label": Style(5.6, True, ACCENT),
    "body": Style(6.5, False, INK),
    "footer": Style(4.8, False, MUTED),
}
"""The card's type scale, each kind of text by name."""


class PaperPainter:
    """Draws on ``painter``'s device in millimetres from the page's corner: the cards, the
    crew sheet and the printed matrix alike."""

    styles: ClassVar[Mapping[str, Style]] = {}
    """The type scale of what it draws, each kind of text by name (its fonts: ``_fonts``)."""

    def __init__(self, painter: QPainter, px_per_mm: float) -> None:
        self._painter = painter
        self._k = px_per_mm
        device = painter.device()
        assert device is not None, "the painter must be active"
        self._device: QPaintDevice = device
        self._fonts = {
            key: self._font(style.size, style.bold) for key, style in self.styles.items()
        }

    def _font(self, size: float, bold: bool) -> QFont:
        """The typeface at ``size`` points: the cards' shipped one."""
        return card_font(size, bold=bold)

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
        least: float = 0.5,
    ) -> float:
        """Draw one line of plain text in ``rect``; return the width used, in mm.

        Text too wide is elided, or with ``shrink`` (numbers, which must never lose a digit) set
        in a smaller size that fits, down to ``least`` times its size.
        """
        width = rect.width * self._k
        if shrink:
            font = text.shrink_to_fit(value, font, self._device, width, least)
        shown = text.elide(value, font, self._device, width)
        self._draw(rect, shown, font, color, align)
        return text.text_width(shown, font, self._device) / self._k

    def _draw(
        self, rect: Rect, value: str, font: QFont, color: QColor, align: Qt.AlignmentFlag
    ) -> None:
        """Draw ``value`` as it is (a line already fitted, or lines already wrapped) in ``rect``:
        never wrapped again, which could hide the last word of a line fitted to its width."""
        self._painter.setFont(font)
        self._painter.setPen(color)
        self._painter.drawText(self._q(rect), int(align), value)

    def _width(self, value: str, font: QFont) -> float:
        return text.text_width(value, font, self._device) / self._k

    def _line_height(self, font: QFont) -> float:
        """The pitch of a wrapped text's lines, in mm: a little less than the font's height."""
        return text.line_height(font, self._device) / self._k * 0.98

    def _styled(
        self, rect: Rect, value: str, style: str, font: QFont | None = None, muted: bool = False
    ) -> float:
        """``_text`` in ``style`` (in ``font`` where given, its size changed to fit; ``muted``
        for a value that stands for none); return the width used, in mm."""
        own = self.styles[style]
        return self._text(
            rect,
            value,
            self._fonts[style] if font is None else font,
            MUTED if muted else own.color,
            own.align,
            shrink=own.least is not None,
            least=own.least or 0.5,
        )

    def _wrap(self, paragraphs: Sequence[str], font: QFont, width: float, lines: int) -> list[str]:
        """``text.wrap`` at ``width`` mm."""
        return text.wrap(paragraphs, font, self._device, width * self._k, lines)

    def _set(
        self, paragraphs: Sequence[str], font: QFont, color: QColor, box: Rect, lines: int
    ) -> float:
        """The paragraphs wrapped to ``box``'s width, at most ``lines`` lines a ``box.height``
        apart from its top; return the y under the last."""
        y = box.y
        for line in self._wrap(paragraphs, font, box.width, lines):
            self._text(Rect(box.x, y, box.width, box.height), line, font, color)
            y += box.height
        return y


class CardPainter(PaperPainter):
    """Draws cards on ``painter``'s device; positions are millimetres from the page's corner."""

    styles = STYLES

    def notice(self, message: str, box: Rect) -> None:
        """A line of plain text on a page with no card (a roster with no entries)."""
        self._text(box, message, card_font(9.0), MUTED)

    def cut_line(self, x1: float, y1: float, x2: float, y2: float) -> None:
        """A cut mark or cut outline: thin and grey, so a cut just inside it hides it."""
        self._line(x1, y1, x2, y2, CUT_LINE, 0.12)

    def draw(self, card: CardContent, slot: Rect) -> None:
        """Draw ``card`` filling ``slot`` (the card's cut size).

        Top to bottom in the order a player looks things up: who, the profile, the weapons, the
        odds, what is special; the tick boxes at the bottom, where a thumb holds the card. Every
        text is elided or wrapped to its box, so nothing a roster says spills off the card."""
        painter = self._painter
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
        painter.setPen(self._pen(CUT_LINE, 0.12))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(self._q(slot))

        frame = slot.inset(FRAME_INSET)
        path = QPainterPath()
        path.addRoundedRect(self._q(frame), RADIUS * self._k, RADIUS * self._k)
        painter.save()
        painter.setClipPath(path)
        self._fill(Rect(frame.x, frame.y, frame.width, BAND_HEIGHT), ACCENT)
        painter.restore()

        inner = frame.inset(PAD)
        self._header(card, Rect(inner.x, frame.y, inner.width, BAND_HEIGHT))
        y = frame.y + BAND_HEIGHT + 1.8
        y = self._stats(card, inner.x, y, inner.width)
        bottom = self._footer(card, inner)
        bottom = self._boxes(card, inner.x, bottom, inner.width)
        y = self._weapons(card, inner.x, y + 2.0, inner.width, bottom - 6.0)
        kept = self._kept_height(card, inner.width)
        y = self._odds(card, inner.x, y, inner.width, min(bottom - 4.0, bottom - 0.4 - kept))
        self._tags_and_notes(card, inner.x, y + 1.6, inner.width, bottom - 0.4)

        painter.setPen(self._pen(ACCENT, 0.35))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(path)
        painter.restore()

    # --- sections -------------------------------------------------------------------------

    def _header(self, card: CardContent, band: Rect) -> None:
        """Name (and cost) on one baseline, then the game and the profile's words."""
        f = self._fonts
        baseline = band.y + 6.4
        name_width = band.width
        if card.cost is not None:
            cost = f"{card.cost} {card.cost_unit}"
            cost_width = self._width(cost, f["cost"])
            self._baseline_text(band.right - cost_width, baseline, cost, f["cost"], cost_width)
            name_width -= cost_width + 2.0
        # A long name first gives up some size, then letters (a Necromunda card's "150 credits"
        # takes more of the band than "150 pts").
        name_font = text.shrink_to_fit(
            card.name, f["name"], self._device, name_width * self._k, 0.7
        )
        self._baseline_text(band.x, baseline, card.name, name_font, name_width)
        self._styled(Rect(band.x, band.y + 7.7, band.width, 3.6), card.subtitle, "subtitle")

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
        count = len(card.stats)
        if not count:
            return y
        column = width / count
        head, body = 3.6, 6.6
        self._fill(Rect(x, y, width, head), TINT)
        for index, stat in enumerate(card.stats):
            cx = x + index * column
            self._styled(Rect(cx, y, column, head), stat.label, "stat_label")
            self._styled(Rect(cx + 0.3, y + head, column - 0.6, body), stat.value, "stat_value")
            if index:
                self._line(cx, y + 0.5, cx, y + head + body - 0.5, RULE, 0.15)
        self._line(x, y + head + body, x + width, y + head + body, RULE, 0.2)
        return y + head + body

    def _column_widths(self, card: CardContent, width: float) -> list[float]:
        """Each number column as wide as its heading (at least ``COLUMN_MM``), the name the rest
        (at least ``NAME_MM``; headings elide before the names shrink further)."""
        f = self._fonts
        widths = [
            min(COLUMN_MAX_MM, max(COLUMN_MM, self._width(label, f["column_head"]) + 1.0))
            for label in card.columns
        ]
        room = width - NAME_MM
        if sum(widths) > room and widths:
            widths = [max(COLUMN_MM, room / len(widths))] * len(widths)
        return widths

    def _weapons(self, card: CardContent, x: float, y: float, width: float, limit: float) -> float:
        """Weapon table: name and its words, then its numbers under the game's headings."""
        widths = self._column_widths(card, width)
        name_w = width - sum(widths)
        head, row = 3.4, 4.2 if card.odds_heading else 5.0  # odds need the room
        self._styled(Rect(x, y, name_w, head), "WEAPON", "weapon_head")
        left = x + name_w
        for label, column_w in zip(card.columns, widths, strict=True):
            self._styled(Rect(left, y, column_w, head), label, "column_head")
            left += column_w
        y += head
        self._line(x, y, x + width, y, ACCENT, 0.3)
        weapons = list(card.weapons)
        fits = (
            len(weapons) if y + len(weapons) * row <= limit else max(0, int((limit - y) // row) - 1)
        )
        for index, weapon in enumerate(weapons[:fits]):
            if index % 2:
                self._fill(Rect(x, y, width, row), TINT)
            self._weapon_row(weapon, x, y, name_w, widths, row)
            y += row
        if fits < len(weapons):
            more = f"+ {count_of(len(weapons) - fits, 'more weapon')} (see roster)"
            self._styled(Rect(x, y, width, row), more, "more")
            y += row
        self._line(x, y, x + width, y, RULE, 0.2)
        return y

    def _odds(self, card: CardContent, x: float, y: float, width: float, limit: float) -> float:
        """The odds: what they are and against whom, what they assume, then per opponent the
        best choice left and the figure right-aligned beside a swatch of its colour.

        Lines that do not fit give way to one "+ N more" line, as weapons do."""
        if not card.odds_heading:
            return y
        f = self._fonts
        row = 3.3
        y += 0.4
        y = self._set([card.odds_heading], f["label"], ACCENT, Rect(x, y, width, row), 2)
        said = card.odds_legend
        if card.odds_settings:
            said += " Assumes: " + "; ".join(card.odds_settings) + "."
        if said:
            y = self._set([said.strip()], f["footer"], MUTED, Rect(x, y, width, 2.4), 3)
        lines = list(card.matchups)
        figure_w = 10.0
        labels = [f"{line.opponent}: {line.choice}" for line in lines]
        if lines and y + len(lines) * row > limit:
            row = max(ODDS_ROW_MM, (limit - y - 0.2) / len(lines))
        label_font, parts = self._odds_labels(labels, row, width - figure_w - row * 2 / 3 - 2.0)
        rows = sum(len(part) for part in parts)
        if rows > len(lines) and y + rows * row > limit:  # a label on two lines: all smaller
            row = max(ODDS_ROW_MM, (limit - y - 0.2) / rows)
            label_font, parts = self._odds_labels(labels, row, width - figure_w - row * 2 / 3 - 2.0)
        scale = max(SMALLEST, row / 3.3)
        figure_font = self._scaled(f["odds_figure"], scale)
        fits, used = 0, 0
        for part in parts:
            reserve = 1 if fits + 1 < len(parts) else 0  # room kept for "+ N more" after it
            if y + (used + len(part) + reserve) * row > limit + 1e-9:
                break
            fits, used = fits + 1, used + len(part)
        swatch = 2.2 * scale
        for index, (line, part) in enumerate(zip(lines[:fits], parts, strict=False)):
            height = row * len(part)
            if index % 2:
                self._fill(Rect(x, y, width, height), TINT)
            for n, words in enumerate(part):
                indent = 1.2 if n else 0.0
                room = width - figure_w - swatch - 2.0 - indent
                place = Rect(x + 0.6 + indent, y + n * row, room, row)
                self._styled(place, words, "odds_label", label_font)
            if line.figure is not None:
                colour = heat.heat_colour(line.share, card.tone)
                box = Rect(
                    x + width - figure_w - swatch - 0.8, y + (row - swatch) / 2, swatch, swatch
                )
                self._painter.setPen(self._pen(RULE, 0.1))
                self._painter.setBrush(QBrush(colour))
                self._painter.drawRect(self._q(box))
            figure = Rect(x + width - figure_w - 0.4, y, figure_w, row)
            self._styled(figure, line.text, "odds_figure", figure_font, line.figure is None)
            y += height
        if fits < len(lines):
            more = f"+ {count_of(len(lines) - fits, 'more opponent')} (see Matchups)"
            self._styled(Rect(x, y, width, row), more, "odds_label", label_font, muted=True)
            y += row
        self._line(x, y, x + width, y, RULE, 0.2)
        return y

    def _odds_labels(
        self, labels: list[str], row: float, width: float
    ) -> tuple[QFont, list[list[str]]]:
        """The odds labels as they are set at ``row``'s size: all in one font, the largest in
        which each fits a line, down to the least size; a label too long even then takes two
        lines (never cut: an opponent's name and the choice are what the line is for)."""
        scale = max(SMALLEST, row / 3.3)
        base = self._scaled(self._fonts["odds_label"], scale)
        room = width * self._k
        font = min(
            (
                text.shrink_to_fit(label, base, self._device, room, SMALLEST / scale)
                for label in labels
            ),
            key=QFont.pointSizeF,
            default=base,
        )
        found: list[list[str]] = []
        for label in labels:
            if text.text_width(label, font, self._device) <= room:
                found.append([label])
            else:
                first, *rest = text.wrap_paragraph(label, font, self._device, room)
                found.append([first, " ".join(rest)] if rest else [first])
        return font, found

    @staticmethod
    def _scaled(font: QFont, scale: float) -> QFont:
        """``font`` at ``scale`` times its size (the odds lines set smaller to fit)."""
        if scale >= 1.0:
            return font
        smaller = QFont(font)
        smaller.setPointSizeF(font.pointSizeF() * scale)
        return smaller

    def _weapon_row(
        self,
        weapon: WeaponLine,
        x: float,
        top: float,
        name_w: float,
        widths: list[float],
        row: float,
    ) -> None:
        """A weapon: its name, its words if there is room, then its numbers."""
        used = self._styled(Rect(x + 0.6, top, name_w - 1.2, row), weapon.name, "weapon")
        room = name_w - 1.2 - used - 1.2
        if weapon.note and room > 2.0:
            note = Rect(x + 0.6 + used + 1.2, top + 0.25, room, row)
            self._styled(note, weapon.note, "weapon_kind")
        left = x + name_w
        for cell, column_w in zip(weapon.cells, widths, strict=False):
            self._styled(
                Rect(left, top, column_w, row), cell, "weapon_number", None, cell == NO_VALUE
            )
            left += column_w

    def _tags_and_notes(
        self, card: CardContent, x: float, y: float, width: float, limit: float
    ) -> None:
        """The profile's lists (perks, skills), the notes, then the game's facts, as room allows."""
        f = self._fonts
        line = self._line_height(f["body"])
        for label, items in card.tags:
            label_w = self._width(f"{label}  ", f["label"])
            room = min(2, int((limit - y) // line))
            if room > 0:
                self._styled(Rect(x, y, label_w, line), label, "label")
            y = self._set(
                [items], f["body"], INK, Rect(x + label_w, y, width - label_w, line), room
            )
        if card.tags:
            y += 0.8
        body, facts = self._body_fitting(card.notes, card.facts, width, limit - y)
        line = self._line_height(body)
        for paragraphs, colour in ((card.notes, NOTE), (facts, MUTED)):
            if not paragraphs:
                continue
            max_lines = int((limit - y) // line)
            if paragraphs is facts:
                paragraphs = self._facts_fitting(card.facts, body, width, max_lines)
            y = self._set(paragraphs, body, colour, Rect(x, y, width, line), max_lines) + 0.6

    def _body_fitting(
        self, notes: tuple[str, ...], facts: tuple[str, ...], width: float, room: float
    ) -> tuple[QFont, tuple[str, ...]]:
        """The notes' and facts' font and the facts as set: the body font, or a smaller one (to
        ``SMALLEST`` of its size), the facts a line each or, where that is too long, run on
        ("Medium model; Threat range…"), so that all fits ``room`` mm if it can."""
        f = self._fonts
        joined = ("; ".join(facts),) if len(facts) > 1 else facts
        scale = 1.0
        while True:
            font = self._scaled(f["body"], scale)
            for set_facts in (facts, joined):
                if self._height(font, (notes, set_facts), width) <= room:
                    return font, set_facts
            if scale <= SMALLEST:
                return font, joined
            scale = max(SMALLEST, scale - 0.04)

    def _facts_fitting(
        self, facts: tuple[str, ...], font: QFont, width: float, max_lines: int
    ) -> tuple[str, ...]:
        """The facts as set when they all fit ``max_lines`` (a line each or run on); else the first
        of them run on and a line saying how many more the card without odds prints (a card with
        odds against a whole roster has no room for every fact)."""
        for shown in (facts, ("; ".join(facts),)):
            if len(self._wrap(shown, font, width, 10_000)) <= max_lines:
                return shown
        for kept in range(len(facts) - 1, -1, -1):
            more = f"+ {count_of(len(facts) - kept, 'more fact')} (print without odds)"
            shown = ("; ".join(facts[:kept]), more) if kept else (more,)
            if len(self._wrap(shown, font, width, 10_000)) <= max_lines:
                return shown
        return ()

    def _kept_height(self, card: CardContent, width: float) -> float:
        """The height (mm) the tags and notes of a card with odds need at their smallest, with
        the gap above them and a line of facts: the odds lines shrink, then give way, before a
        note does."""
        if not card.odds_heading:
            return 0.0
        f = self._fonts
        line = self._line_height(f["body"])
        height = 1.6
        for label, items in card.tags:
            room = width - self._width(f"{label}  ", f["label"])
            height += line * len(self._wrap([items], f["body"], room, 2))
        if card.tags:
            height += 0.8
        smallest = self._scaled(f["body"], SMALLEST)
        if card.notes:
            height += self._height(smallest, (card.notes,), width)
        if card.facts:  # the first facts, or at least the line saying how many are left out
            height += self._line_height(smallest) + 0.6
        return height

    def _height(self, font: QFont, blocks: tuple[tuple[str, ...], ...], width: float) -> float:
        """The height of ``blocks`` of paragraphs set in ``font`` at ``width`` mm, in mm."""
        shown = [paragraphs for paragraphs in blocks if paragraphs]
        lines = sum(len(self._wrap(paragraphs, font, width, 10_000)) for paragraphs in shown)
        return lines * self._line_height(font) + 0.6 * len(shown)

    def _boxes(self, card: CardContent, x: float, bottom: float, width: float) -> float:
        """Each row of tick boxes with its label, the last just above the footer; returns the top
        of the first."""
        f = self._fonts
        label_w = max((self._width(b.label.upper(), f["label"]) for b in card.boxes), default=0.0)
        label_w += 2.0
        for boxes in reversed(card.boxes):
            track = box_track(boxes.count, width - label_w)
            height = max(track.height, 3.4)
            top = bottom - height
            self._styled(Rect(x, top, label_w, min(height, 3.6)), boxes.label.upper(), "label")
            self._painter.setPen(self._pen(INK, 0.25))
            self._painter.setBrush(QBrush(QColor("#ffffff")))
            for box in track.boxes:
                self._painter.drawRect(
                    self._q(Rect(x + label_w + box.x, top + box.y, box.width, box.height))
                )
            bottom = top - 1.2
        return bottom

    def _footer(self, card: CardContent, inner: Rect) -> float:
        """The gang's name, small, so cards of two gangs do not get mixed up; returns its top."""
        height = 2.6
        top = inner.bottom - height
        if card.roster_name:
            self._styled(Rect(inner.x, top, inner.width, height), card.roster_name, "footer")
        return top - 1.4
