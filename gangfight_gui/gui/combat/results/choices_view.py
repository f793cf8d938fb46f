"""Choices: every way this pair can fight, ranked, and the game's advice within the fight."""

from __future__ import annotations

import functools

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from gangfight_gui.gui.combat.results.details_view import heading
from gangfight_gui.gui.combat.results.reading import RankedChoice, rank_alternatives
from gangfight_gui.gui.combat.results.style import TabView, dim, set_shown, set_text, view_column
from gangfight_gui.gui.combat.results.table import FittedTable
from gangfight_gui.gui.common.named_widgets import NO_MARGINS, lay_out, named, text_label
from gangfight_gui.gui.common.plain_text import tooltip
from gangfight_gui.rules.game import AdviceTable

BEST = "★"
NOW = "(now)"
FIGURES = 2
"""Headline figures shown per choice: the first decides at a glance, the second tells apart
choices that tie on it."""
CLICK_HINT = "Click to set this up in the builder"


class ChoicesView(TabView):
    """The ranked choices of a fight and the game's advice tables.

    Signals:
        alternative_chosen(int): a choice was clicked: its index in ``Fight.alternatives``.
        patch_chosen(object): an advice row was clicked: its mapping of scenario keys to values.
    """

    alternative_chosen = Signal(int)
    patch_chosen = Signal(object)

    deferred = True  # a calculation a row: after the odds are painted

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, "choices_view")
        self._advice: tuple[AdviceTable, ...] = ()
        self.ranked: tuple[RankedChoice, ...] = ()
        self.choices_heading = heading("Choices", self)
        self.choices_note = dim(text_label(self))
        self.choices = named(FittedTable(self), "choices_table")
        self.choices.cellClicked.connect(self._on_choices_cell_clicked)
        self.choices.viewport().setCursor(Qt.CursorShape.PointingHandCursor)
        self._advice_box = QWidget(self)
        self._advice_layout = lay_out(QVBoxLayout(self._advice_box), margins=NO_MARGINS, spacing=4)
        self._advice_shapes: list[tuple[int, bool]] = []
        self._advice_parts: list[tuple[QLabel, FittedTable, QLabel | None]] = []
        choices = (self.choices_heading, self.choices_note, self.choices, 8)
        view_column(self, *choices, self._advice_box, None)

    def refresh(self) -> None:
        """The fight ranked, a calculation a row (none while the tab is hidden), and the game's
        advice on its calculation."""
        fight = self.shown.fight
        self._advice = fight.game.advice(self.shown.outcome) if fight is not None else ()
        self._show_choices()
        self._show_advice()

    # -- choices ----------------------------------------------------------------------------

    def _show_choices(self) -> None:
        fight = self.shown.fight
        self.ranked = rank_alternatives(fight) if fight is not None else ()
        if fight is None or not self.ranked:
            self.choices_note.setText("No other choice for this pair in this kind of attack.")
            set_shown(self.choices, False)
            return
        set_shown(self.choices, True)
        self.choices_note.setText(
            f"{BEST} best by {fight.game.title}'s measure; {NOW}: the one set up. {CLICK_HINT}."
        )
        best = next((row for row in self.ranked if row.figures), None)
        figures = best.figures[:FIGURES] if best is not None else ()
        self.choices.set_headings(
            ["Choice", *(f.label for f in figures)], ["", *(f.help for f in figures)]
        )
        rows, tips = [], []
        for row in self.ranked:
            name = f"{BEST} {row.label}" if row.best else row.label
            if row.current:
                name += f" {NOW}"
            cells = [name]
            for column, figure in enumerate(figures):
                same = [f for f in row.figures if f.key == figure.key]
                if row.refusal:
                    cells.append("not allowed" if column == 0 else "")
                else:
                    cells.append(same[0].text if same else "–")
            rows.append(cells)
            tip = row.label
            if row.refusal:
                tip += f"\nNot allowed: {row.refusal}"
            elif row.score is not None:
                tip += f"\n{fight.game.title}'s measure: {row.score:.3f}"
            if not row.current and not row.refusal:
                tip += f"\n{CLICK_HINT}"
            tips.append(tip)
        self.choices.set_rows(rows, bold=[row.best for row in self.ranked], tips=tips)

    def _on_choices_cell_clicked(self, row: int, _column: int) -> None:
        if 0 <= row < len(self.ranked) and not self.ranked[row].refusal:
            self.alternative_chosen.emit(self.ranked[row].index)

    # -- advice -----------------------------------------------------------------------------

    def _show_advice(self) -> None:
        """The advice tables: updated in place while the game gives tables of the same shape
        (every edit of one fight), made anew when it does not."""
        shapes = [(len(a.columns), bool(a.note)) for a in self._advice]
        if shapes != self._advice_shapes:
            self._advice_shapes = shapes
            self._make_advice_widgets()
        for advice, (heading_label, table, note) in zip(
            self._advice, self._advice_parts, strict=True
        ):
            set_text(
                heading_label,
                f"{advice.title} ({advice.ruling})" if advice.ruling else advice.title,
            )
            table.set_headings(advice.columns)
            marked = [
                ((f"{BEST} " + row.cells[0]) if row.best else row.cells[0], *row.cells[1:])
                for row in advice.rows
            ]
            table.set_rows(marked, bold=[row.best for row in advice.rows])
            clickable = any(row.patch is not None for row in advice.rows)
            table.viewport().setCursor(
                Qt.CursorShape.PointingHandCursor if clickable else Qt.CursorShape.ArrowCursor
            )
            for r, row in enumerate(advice.rows):
                if row.patch is not None:
                    for c in range(table.columnCount()):
                        item = table.item(r, c)
                        if item is not None:
                            item.setToolTip(tooltip(f"{item.text()}\n{CLICK_HINT}"))
            if note is not None:
                set_text(note, advice.note)
        set_shown(self._advice_box, bool(self._advice))

    @property
    def advice_tables(self) -> list[FittedTable]:
        return [table for _heading, table, _note in self._advice_parts]

    def _make_advice_widgets(self) -> None:
        for part in self._advice_parts:
            for widget in part:
                if widget is not None:
                    self._advice_layout.removeWidget(widget)
                    widget.hide()
                    widget.setParent(None)
                    widget.deleteLater()
        self._advice_parts = []
        for number, advice in enumerate(self._advice):
            label = heading("", self._advice_box)
            table = named(FittedTable(self._advice_box), f"advice_table_{number}")
            table.cellClicked.connect(functools.partial(self._on_advice_cell_clicked, number))
            note = dim(text_label(self._advice_box)) if advice.note else None
            lay_out(self._advice_layout, label, table, *((note,) if note else ()))
            self._advice_parts.append((label, table, note))

    def _on_advice_cell_clicked(self, number: int, row: int, _column: int) -> None:
        """A row of advice table ``number`` with a patch makes it."""
        rows = self._advice[number].rows if number < len(self._advice) else ()
        patch = rows[row].patch if 0 <= row < len(rows) else None
        if patch is not None:
            self.patch_chosen.emit(dict(patch))
