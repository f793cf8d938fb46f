"""The roster's own name, notes and points limit, above its table, with the points spent.

Edits go through ``SetRosterFieldCommand`` like every other edit, and the fields redraw from the
roster when it changes, so undoing a rename puts the old name back in the box.
"""

from __future__ import annotations

from pydantic import ValidationError
from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QGridLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QSpinBox,
    QWidget,
)

from gangfight_gui.gui.roster.delegates import field_bounds
from gangfight_gui.gui.roster.document import RosterDocument
from gangfight_gui.gui.roster.undo_commands import SetRosterFieldCommand
from gangfight_gui.roster.readable_errors import readable
from gangfight_gui.roster.roster import Roster

NO_LIMIT_TEXT = "No limit"


def points_text(roster: Roster, total: int | None = None) -> str:
    """ "85 / 100 pts", or "85 pts" without a limit (``total``: the roster's, if known)."""
    if total is None:
        total = roster.total_cost
    if roster.points_limit is None:
        return f"{total} pts"
    return f"{total} / {roster.points_limit} pts"


class RosterPropertiesBar(QWidget):
    """Name, points limit, points spent and notes of one document's roster.

    Signals:
        edit_refused(str): an edit was not applied because the value is not allowed; says why.
    """

    edit_refused = Signal(str)

    def __init__(self, document: RosterDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("roster_properties")
        self._document = document
        self._updating = False

        self.name_edit = QLineEdit(self)
        self.name_edit.setObjectName("roster_name_edit")
        self.name_edit.setPlaceholderText("Name of the gang")
        self.name_edit.setToolTip("The gang's name, shown on the tab and printed on its cards")
        self.name_edit.editingFinished.connect(self._on_name_edit_editing_finished)

        low, high = field_bounds(Roster, "points_limit")
        self.limit_spin = QSpinBox(self)
        self.limit_spin.setObjectName("points_limit_spin")
        self.limit_spin.setRange(int(low), int(high))
        self.limit_spin.setSingleStep(5)
        self.limit_spin.setSuffix(" pts")
        self.limit_spin.setSpecialValueText(NO_LIMIT_TEXT)
        self.limit_spin.setKeyboardTracking(False)
        self.limit_spin.setToolTip(
            "The most points the gang may cost; 0 for no limit. Costs are your own house rule."
        )
        self.limit_spin.valueChanged.connect(self._on_limit_spin_value_changed)

        self.total_label = QLabel(self)
        self.total_label.setObjectName("points_total_label")
        self.total_label.setToolTip("Points of every model and its weapons")

        self.notes_edit = QPlainTextEdit(self)
        self.notes_edit.setObjectName("roster_notes_edit")
        self.notes_edit.setTabChangesFocus(True)  # Tab goes on to the next control (issue 14)
        self.notes_edit.setPlaceholderText("Notes about the gang")
        line = self.notes_edit.fontMetrics().lineSpacing()
        self.notes_edit.setFixedHeight(line * 2 + 14)
        self.notes_edit.textChanged.connect(self._on_notes_edit_text_changed)

        layout = QGridLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        name_label = QLabel("Gang &name", self)
        name_label.setBuddy(self.name_edit)
        limit_label = QLabel("Points &limit", self)
        limit_label.setBuddy(self.limit_spin)
        spent_label = QLabel("Spent", self)
        notes_label = QLabel("Notes", self)
        notes_label.setBuddy(self.notes_edit)
        layout.addWidget(name_label, 0, 0)
        layout.addWidget(self.name_edit, 0, 1)
        layout.addWidget(limit_label, 0, 2)
        layout.addWidget(self.limit_spin, 0, 3)
        layout.addWidget(spent_label, 0, 4)
        layout.addWidget(self.total_label, 0, 5)
        layout.addWidget(notes_label, 1, 0)
        layout.addWidget(self.notes_edit, 1, 1, 1, 5)
        layout.setColumnStretch(1, 1)

        document.roster_changed.connect(self._on_document_roster_changed)
        self._refresh()

    def _refresh(self) -> None:
        roster = self._document.roster
        self._updating = True
        try:
            if self.name_edit.text() != roster.name:
                self.name_edit.setText(roster.name)
            self.limit_spin.setValue(roster.points_limit or 0)
            if self.notes_edit.toPlainText() != roster.notes:
                self.notes_edit.setPlainText(roster.notes)
            total = roster.total_cost
            self.total_label.setText(points_text(roster, total))
            over = roster.points_limit is not None and total > roster.points_limit
            self.total_label.setStyleSheet("color: #b22222; font-weight: bold;" if over else "")
        finally:
            self._updating = False

    def _push(self, field: str, value: object) -> None:
        roster = self._document.roster
        if self._updating or getattr(roster, field) == value:
            return
        try:
            command = SetRosterFieldCommand(self._document, field, value)
        except ValidationError as error:
            self.edit_refused.emit(f"Roster {field}: {readable(error, Roster).sentence()}")
            self._refresh()
            return
        self._document.undo_stack.push(command)

    def _on_document_roster_changed(self, roster: Roster) -> None:
        self._refresh()

    def _on_name_edit_editing_finished(self) -> None:
        self._push("name", self.name_edit.text().strip())

    def _on_limit_spin_value_changed(self, value: int) -> None:
        self._push("points_limit", value or None)

    def _on_notes_edit_text_changed(self) -> None:
        self._push("notes", self.notes_edit.toPlainText())
