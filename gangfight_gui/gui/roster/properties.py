"""The roster's own fields above its table: name, cost limit, what it costs, notes, and the
fields its game adds to a roster (``Game.roster_fields``: a Necromunda gang's type, say)."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QGridLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QSpinBox,
    QWidget,
)

from gangfight_gui.gui.common.named_widgets import font_of, in_rows, named
from gangfight_gui.gui.roster.document import RosterDocument
from gangfight_gui.gui.roster.field_form import FieldForm, show_notes
from gangfight_gui.gui.roster.undo_commands import SetRosterFieldCommand
from gangfight_gui.roster.roster import MAX_POINTS, NOTES_KEY, Roster, roster_specs
from gangfight_gui.rules.game import AnyGame

NO_LIMIT_TEXT = "No limit"
NOTES_LINES = 3
"""The roster's notes show three lines before they scroll (the third line was cut)."""

_OWN_KEYS = frozenset({"name", NOTES_KEY, "points_limit"})


def cost_text(game: AnyGame, roster: Roster, total: int | None = None) -> str:
    """ "85 / 100 pts", or "85 credits" without a limit (``total``: the roster's, if known)."""
    total = roster.total_cost if total is None else total
    if roster.points_limit is None:
        return f"{total:,} {game.cost_unit}"
    return f"{total:,} / {roster.points_limit:,} {game.cost_unit}"


class RosterPropertiesBar(QWidget):
    """Name, cost limit, cost, notes and the game's roster fields of one document's roster;
    edits are undo commands and the fields redraw from the roster, so undoing a rename puts the
    old name back in the box.

    Signals:
        edit_refused(str): an edit was not applied because the value is not allowed; says why.
    """

    edit_refused = Signal(str)

    def __init__(self, document: RosterDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("roster_properties")
        self._document = document
        self._updating = False
        game = document.game
        unit = game.cost_unit
        noun = game.entry_noun

        tip = "The roster's name, shown on the tab and printed on its cards"
        self.name_edit = named(QLineEdit(self), "roster_name_edit", tip)
        self.name_edit.setPlaceholderText(f"Name of the {game.title} roster")
        self.name_edit.editingFinished.connect(self._on_name_edit_editing_finished)

        tip = f"The most the roster may cost, in {unit}; 0 for no limit. Costs are your own."
        self.limit_spin = named(QSpinBox(self), "points_limit_spin", tip)
        self.limit_spin.setRange(0, MAX_POINTS)
        self.limit_spin.setSingleStep(5)
        self.limit_spin.setSuffix(f" {unit}")
        self.limit_spin.setSpecialValueText(NO_LIMIT_TEXT)
        self.limit_spin.setKeyboardTracking(False)
        self.limit_spin.valueChanged.connect(self._on_limit_spin_value_changed)

        tip = f"The cost of every {noun} and its weapons, in {unit}"
        self.total_label = named(QLabel(self), "points_total_label", tip)
        self.total_label.setTextFormat(Qt.TextFormat.PlainText)

        self.notes_edit = named(QPlainTextEdit(self), "roster_notes_edit")
        self.notes_edit.setTabChangesFocus(True)  # Tab goes on to the next control
        self.notes_edit.setPlaceholderText("Notes about the whole roster")
        line = self.notes_edit.fontMetrics().lineSpacing()
        margins = self.notes_edit.contentsMargins()
        frame = 2 * self.notes_edit.frameWidth() + margins.top() + margins.bottom()
        document_margin = 2 * int(self.notes_edit.document().documentMargin())
        self.notes_edit.setFixedHeight(line * NOTES_LINES + frame + document_margin + 2)
        self.notes_edit.textChanged.connect(self._on_notes_edit_text_changed)

        own = [s for s in roster_specs(game) if s.key not in _OWN_KEYS]
        self.fields = FieldForm(own, self._push, "", self, pairs=4)

        layout = QGridLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        name_label = QLabel("&Name", self)
        name_label.setBuddy(self.name_edit)
        limit_label = QLabel("Cost &limit", self)
        limit_label.setBuddy(self.limit_spin)
        spent_label = QLabel("Cost", self)
        notes_label = QLabel("Notes", self)
        notes_label.setBuddy(self.notes_edit)
        game_label = named(QLabel(f"{game.title} roster", self), "roster_game_label")
        game_label.setTextFormat(Qt.TextFormat.PlainText)
        game_label.setFont(font_of(game_label, bold=True))
        row = (game_label, name_label, self.name_edit, limit_label, self.limit_spin, spent_label)
        in_rows(layout, (*row, self.total_label))
        layout.addWidget(notes_label, 1, 1, Qt.AlignmentFlag.AlignTop)
        layout.addWidget(self.notes_edit, 1, 2, 1, 5)
        layout.addWidget(self.fields, 2, 0, 1, 7)
        layout.setColumnStretch(2, 1)

        document.roster_changed.connect(self._refresh)
        self._refresh()

    def _refresh(self) -> None:
        roster = self._document.roster
        self._updating = True
        try:
            if self.name_edit.text() != roster.name:
                self.name_edit.setText(roster.name)
                self.name_edit.setCursorPosition(0)
            self.limit_spin.setValue(roster.points_limit or 0)
            show_notes(self.notes_edit, roster)
            total = roster.total_cost
            self.total_label.setText(cost_text(self._document.game, roster, total))
            over = roster.points_limit is not None and total > roster.points_limit
            self.total_label.setStyleSheet("color: #b22222; font-weight: bold;" if over else "")
            self.fields.show_values(roster.value_of)
        finally:
            self._updating = False

    def _push(self, key: str, value: object) -> None:
        roster = self._document.roster
        if self._updating or roster.value_of(key) == value:
            return
        if not self._document.push(
            lambda: SetRosterFieldCommand(self._document, key, value), self.edit_refused.emit
        ):
            self._refresh()

    def _on_name_edit_editing_finished(self) -> None:
        self._push("name", self.name_edit.text().strip())

    def _on_limit_spin_value_changed(self, value: int) -> None:
        self._push("points_limit", value or None)

    def _on_notes_edit_text_changed(self) -> None:
        self._push(NOTES_KEY, self.notes_edit.toPlainText())
