"""A form of fields of any game: a labelled editor per field, in boxes by the spec's ``group``
(an entry's fields that are not table columns, a roster's own fields)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from gangfight_gui.gui.common.kind_editors import editor_of
from gangfight_gui.gui.common.named_widgets import NO_MARGINS, lay_out, named, text_label
from gangfight_gui.gui.roster import fields
from gangfight_gui.gui.roster.delegates import FieldEditor
from gangfight_gui.roster.roster import NOTES_KEY, Entry, Roster, Weapon
from gangfight_gui.rules.game import FieldSpec

Commit = Callable[[str, object], None]
"""Called with a field's key and the value the player set."""


class FieldForm(QWidget):
    """Editors of ``specs``, in one box per group (the box of group "" titled ``title``; no box
    at all when ``title`` is empty), ``pairs`` labelled editors to a row: a text or a list
    takes a row of its own, so it has room to be read. What the player sets goes to ``commit``
    as soon as the edit is done, for the owner to make an undo command of."""

    def __init__(
        self,
        specs: Sequence[FieldSpec],
        commit: Commit,
        title: str,
        parent: QWidget | None = None,
        *,
        pairs: int = 2,
    ) -> None:
        super().__init__(parent)
        self.specs = tuple(specs)
        self._commit = commit
        self._showing = False
        self.editors: dict[str, QWidget] = {}
        layout = lay_out(QVBoxLayout(self), margins=NO_MARGINS)
        groups: dict[str, list[FieldSpec]] = {}
        for spec in self.specs:
            groups.setdefault(spec.group, []).append(spec)
        for number, (group, members) in enumerate(groups.items()):
            if group or title:
                holder: QWidget = QGroupBox(group or title, self)
            else:
                holder = QWidget(self)
            holder.setObjectName(f"fields_box_{number}")
            grid = QGridLayout(holder)
            if not (group or title):
                grid.setContentsMargins(0, 0, 0, 0)
            self._lay_out(grid, members, pairs)
            layout.addWidget(holder)
        self.setVisible(bool(self.specs))

    def _lay_out(self, grid: QGridLayout, specs: list[FieldSpec], pairs: int) -> None:
        row = column = 0
        for spec in specs:
            editor = self._editor(spec)
            label = QLabel(fields.heading(spec), self)
            label.setToolTip(fields.field_tooltip(spec))
            label.setBuddy(editor)
            wide = isinstance(editor, QLineEdit)
            if wide and column:
                row, column = row + 1, 0
            grid.addWidget(label, row, 2 * column)
            grid.addWidget(editor, row, 2 * column + 1, 1, 2 * pairs - 1 if wide else 1)
            column += pairs if wide else 1
            if column >= pairs:
                row, column = row + 1, 0
        for position in range(pairs):
            grid.setColumnStretch(2 * position + 1, 1)

    def _editor(self, spec: FieldSpec) -> QWidget:
        editor = named(FieldEditor(spec).create(self), f"field_{spec.key}")
        editor_of(spec).on_done(editor, partial(self._on_editor_done, spec))
        self.editors[spec.key] = editor
        return editor

    def show_values(self, values: Callable[[str], Any] | None) -> None:
        """Fill each editor from ``values`` (a field's key → its value); None: nothing to show,
        the editors disabled."""
        self._showing = True
        try:
            for spec in self.specs:
                editor = self.editors[spec.key]
                editor.setEnabled(values is not None)
                if values is None:
                    continue
                value = values(spec.key)
                if isinstance(editor, QLineEdit) and editor.hasFocus():
                    continue  # the player is typing: the roster follows them, not the reverse
                FieldEditor(spec).set_value(editor, value, select=False)
                if isinstance(editor, QLineEdit):
                    editor.setCursorPosition(0)
        finally:
            self._showing = False

    def _on_editor_done(self, spec: FieldSpec) -> None:
        if self._showing:
            return
        value = FieldEditor(spec).value(self.editors[spec.key])
        try:
            parsed = fields.parsed(spec, value)
        except ValueError:
            parsed = value
        self._commit(spec.key, parsed)


def show_notes(box: QPlainTextEdit, record: Entry | Weapon | Roster | None) -> None:
    """The notes of ``record`` (none for None) in ``box``, unless shown already: the cursor
    stays where the player types."""
    text = record.value_of(NOTES_KEY) if record is not None else ""
    if box.toPlainText() != text:
        box.setPlainText(text)


def text_line(text: str, parent: QWidget) -> QLabel:
    """A line of facts, as plain text, wrapped, selectable with the mouse."""
    label = text_label(parent, text=text)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    return label
