"""Behind the figures: every figure of a view, its rolls and modifiers, this program's readings."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGridLayout, QLabel, QWidget

from gangfight_gui.gui.combat.results.style import Shown, TabView, bold, set_shown, view_column
from gangfight_gui.gui.combat.steady import select_on_hover
from gangfight_gui.gui.common.named_widgets import text_label
from gangfight_gui.gui.common.plain_text import tooltip
from gangfight_gui.rules.game import Note

READINGS_HEADING = "This program's readings (not in the game's text)"


def heading(text: str, parent: QWidget) -> QLabel:
    return bold(text_label(parent, text=text))


def note_text(note: Note) -> str:
    return f"{note.ruling}: {note.text}" if note.ruling else note.text


def lines_label(parent: QWidget, name: str) -> QLabel:
    """A wrapped, selectable block of plain lines (the player's names are in them)."""
    label = text_label(parent, name)
    label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
    select_on_hover(label)
    return label


class DetailsView(TabView):
    """Every figure, the details and the notes of one view of an outcome; this program's
    readings (``notes``) under a heading of their own, so the player sees them for what they are."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, "details_view")
        self._figures_box = QWidget(self)
        self._figures = QGridLayout(self._figures_box)
        self._figures.setContentsMargins(0, 0, 0, 0)
        self._figures.setHorizontalSpacing(12)
        self._figures.setVerticalSpacing(2)
        self._figures.setColumnStretch(0, 1)
        self.figure_rows: list[tuple[QLabel, QLabel]] = []
        self.details = lines_label(self, "results_details")
        self.readings_heading = heading(READINGS_HEADING, self)
        self.readings = lines_label(self, "results_readings")
        figures = (heading("Figures", self), self._figures_box, 6)
        details = (heading("Rolls and modifiers", self), self.details, 6)
        view_column(self, *figures, *details, self.readings_heading, self.readings, None)

    def drawn(self, shown: Shown) -> object:
        return shown.view, shown.notes

    def refresh(self) -> None:
        view, notes = self.shown.view, self.shown.notes
        figures = view.figures if view is not None else ()
        while len(self.figure_rows) < len(figures):
            row = len(self.figure_rows)
            name = text_label(self._figures_box)  # a long name takes a second line, never cut
            value = QLabel(self._figures_box)
            value.setTextFormat(Qt.TextFormat.PlainText)
            value.setObjectName(f"details_figure_{row}")
            value.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self._figures.addWidget(name, row, 0)
            self._figures.addWidget(value, row, 1)
            self.figure_rows.append((name, value))
        for row, (name, value) in enumerate(self.figure_rows):
            shown = row < len(figures)
            set_shown(name, shown)
            set_shown(value, shown)
            if shown:
                figure = figures[row]
                name.setText(figure.label)
                name.setToolTip(tooltip(figure.help))
                value.setText(figure.text)
                value.setToolTip(tooltip(figure.help))
        self.details.setText("\n".join(view.details) if view is not None else "")
        set_shown(self.details, bool(view is not None and view.details))
        self.readings.setText("\n".join(note_text(n) for n in notes))
        set_shown((self.readings_heading, self.readings), bool(notes))


def readings_line(notes: tuple[Note, ...]) -> str:
    """The one line under the odds saying which readings of this program decided them."""
    if not notes:
        return ""
    rulings = ", ".join(dict.fromkeys(n.ruling for n in notes if n.ruling))
    count = len(notes)
    what = "reading of this program applies" if count == 1 else "readings of this program apply"
    return f"* {count} {what}" + (f" ({rulings})" if rulings else "")
