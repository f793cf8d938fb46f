"""Everything for editing one roster of any game: its properties, the entries table, the selected
entry's details and the list of problems, plus the actions the main window's toolbar triggers."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import (
    QItemSelection,
    QItemSelectionModel,
    QModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QPalette, QResizeEvent, QUndoCommand
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from gangfight_gui.gui.common.fitting import scrolled
from gangfight_gui.gui.common.named_widgets import lay_out, named
from gangfight_gui.gui.roster.clipboard import (
    entries_from_mime,
    entries_to_mime,
    renamed_for,
    roster_from_mime,
    unique_name,
)
from gangfight_gui.gui.roster.column_widths import (
    RowNumberHeader,
    fit_columns,
    make_room_for_sort_arrow,
)
from gangfight_gui.gui.roster.delegates import edit_in_cells
from gangfight_gui.gui.roster.detail_panel import EntryDetailPanel
from gangfight_gui.gui.roster.document import RosterDocument
from gangfight_gui.gui.roster.filter import RosterFilterProxyModel
from gangfight_gui.gui.roster.properties import RosterPropertiesBar
from gangfight_gui.gui.roster.table_model import SPEC_ROLE, RosterTableModel
from gangfight_gui.gui.roster.undo_commands import (
    AddEntryCommand,
    MoveEntryCommand,
    PasteEntriesCommand,
    RemoveEntriesCommand,
    entries_text,
)
from gangfight_gui.gui.roster.validation_panel import ValidationPanel
from gangfight_gui.roster.roster import NOTES_KEY, Entry, EntryError, Roster, new_entry
from gangfight_gui.roster.validation import Problem
from gangfight_gui.rules.engine.wording import count_of, plural
from gangfight_gui.rules.game import find_game

TABLE_WIDTH = 790
DETAIL_WIDTH = 470
SIDE_BY_SIDE_WIDTH = TABLE_WIDTH + 300
"""Narrower than this (the calculator docked beside it), the details go under the table."""
EDIT_HINT = "Double-click a value to change it; hover a heading for its meaning."


def search_placeholder(roster: Roster, noun: str) -> str:
    """ "Filter fighters by name, traits or weapon…": the texts the search looks in."""
    lists = [
        spec.label.lower()
        for spec in roster.entry_model.specs
        if spec.kind.listed and spec.key != NOTES_KEY
    ]
    where = ", ".join(["name", *lists])
    return f"Filter {plural(noun, 2)} by {where} or weapon…"


class RosterEditor(QWidget):
    """The editing area of one roster document (one tab of the main window). It holds no roster
    state of its own: every action builds an undo command for the document's stack, its rows the
    roster's own positions whatever the table's sorting or filter.

    Signals:
        selection_changed(): the selected entries or the sorting changed.
        status_message(str): a message for the status bar.
    """

    selection_changed = Signal()
    status_message = Signal(str)

    def __init__(self, document: RosterDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("roster_editor")
        self.document = document
        self.noun = document.noun

        self.properties = RosterPropertiesBar(document, self)
        self.properties.edit_refused.connect(self.status_message)

        self.table_model = RosterTableModel(document, self)
        self.table_model.edit_refused.connect(self.status_message)
        self.proxy = RosterFilterProxyModel(self)
        self.proxy.setSourceModel(self.table_model)

        self.search_edit = named(QLineEdit(self), "search_edit")
        self.search_edit.setPlaceholderText(search_placeholder(document.roster, self.noun))
        self.search_edit.setClearButtonEnabled(True)
        self.search_edit.setToolTip(
            f"Show only the {plural(self.noun, 2)} whose name, lists or weapons contain every "
            "word typed"
        )
        self.search_edit.textChanged.connect(self._on_search_edit_text_changed)
        self.count_label = named(QLabel(self), "model_count_label")
        self.hint_label = named(QLabel(EDIT_HINT, self), "edit_hint_label")
        self.hint_label.setForegroundRole(QPalette.ColorRole.PlaceholderText)  # a hint, read
        self.hint_label.setWordWrap(True)  # wraps rather than widen a narrow window

        self.view = named(QTableView(self), "roster_view")
        self.view.setVerticalHeader(RowNumberHeader(self.view))
        self.view.setModel(self.proxy)
        edit_in_cells(self.view, SPEC_ROLE, QAbstractItemView.SelectionMode.ExtendedSelection)
        self.view.setAlternatingRowColors(True)
        header = self.view.horizontalHeader()
        # Columns the player may drag (Qt's default), their widths from the values, not from
        # asking every row (column_widths.fit_columns): a roster of any size opens as fast as
        # a small one.
        header.setHighlightSections(False)
        # No sort column at first: rows keep the roster's order; a third click on a header
        # returns to it.
        header.setSortIndicatorClearable(True)
        header.setSortIndicator(-1, Qt.SortOrder.AscendingOrder)
        self._sorted_section = -1
        self.view.setSortingEnabled(True)
        header.sortIndicatorChanged.connect(self._on_header_sort_indicator_changed)
        self.view.selectionModel().selectionChanged.connect(self.selection_changed)
        self.view.selectionModel().currentChanged.connect(self._on_view_current_changed)

        self.detail = EntryDetailPanel(self.table_model, self)
        self.detail.edit_refused.connect(self.status_message)

        self.problems = ValidationPanel(self.noun, self)
        self.problems.problem_activated.connect(self._on_problems_problem_activated)

        search_row = lay_out(QHBoxLayout(), (self.search_edit, 1), self.count_label)
        table_side = QWidget(self)
        table_layout = lay_out(
            QVBoxLayout(table_side), search_row, (self.view, 1), self.hint_label, self.problems
        )
        table_layout.setContentsMargins(0, 0, 0, 0)

        self.splitter = named(QSplitter(Qt.Orientation.Horizontal, self), "roster_editor_splitter")
        self.splitter.addWidget(table_side)
        # The details scroll when squeezed, so they never make the window taller.
        self.splitter.addWidget(scrolled(self.detail, "model_detail_scroll", self))
        self.splitter.setStretchFactor(0, 3)
        self.splitter.setStretchFactor(1, 2)
        # Room for every column of the table at a 1280-pixel window; the details take the rest.
        self.splitter.setSizes([TABLE_WIDTH, DETAIL_WIDTH])
        self.splitter.setChildrenCollapsible(False)

        layout = QVBoxLayout(self)
        # Thin margins above and below: the roster's notes show three lines and the
        # window still fits a 720-pixel screen with the matchups docked.
        margins = layout.contentsMargins()
        layout.setContentsMargins(margins.left(), 4, margins.right(), 2)
        lay_out(layout, self.properties, (self.splitter, 1))

        fit_columns(self.view, self.table_model, document.roster.models)
        self.table_model.roster_changed.connect(self._on_table_model_roster_changed)
        self._show_roster_state()

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Table and details side by side when there is room, stacked when there is not."""
        super().resizeEvent(event)
        wide = event.size().width() >= SIDE_BY_SIDE_WIDTH
        orientation = Qt.Orientation.Horizontal if wide else Qt.Orientation.Vertical
        if self.splitter.orientation() != orientation:
            self.splitter.setOrientation(orientation)

    # Selection, in roster positions

    def selected_rows(self) -> list[int]:
        """Roster positions of the selected entries, in roster order."""
        selected = self.view.selectionModel().selectedRows()
        return sorted({self.proxy.mapToSource(index).row() for index in selected})

    def current_row(self) -> int | None:
        index = self.view.currentIndex()
        return self.proxy.mapToSource(index).row() if index.isValid() else None

    def select_rows(self, rows: list[int], column: int | None = None) -> None:
        """Select the entries at these roster positions; the first becomes current."""
        column = self.table_model.name_column if column is None else column
        selection = QItemSelection()
        visible = []
        for row in rows:
            index = self.proxy.mapFromSource(self.table_model.index(row, column))
            if index.isValid():
                visible.append(index)
                selection.select(index, index)
        flags = (
            QItemSelectionModel.SelectionFlag.ClearAndSelect
            | QItemSelectionModel.SelectionFlag.Rows
        )
        selection_model = self.view.selectionModel()
        if visible:
            selection_model.setCurrentIndex(visible[0], QItemSelectionModel.SelectionFlag.NoUpdate)
            self.view.scrollTo(visible[0])
        selection_model.select(selection, flags)

    def is_sorted(self) -> bool:
        """Whether the table shows another order than the roster's (moving would confuse)."""
        return self.proxy.sortColumn() >= 0

    def can_move(self, delta: int) -> bool:
        rows = self.selected_rows()
        if not rows or self.is_sorted():
            return False
        return rows[0] > 0 if delta < 0 else rows[-1] < len(self.document.roster.models) - 1

    # Actions on entries

    def add_entry(self) -> None:
        """Add a new entry after the current one (or at the end) and start naming it: the
        game's defaults in every field (``new_entry``)."""
        roster = self.document.roster
        current = self.current_row()
        row = len(roster.models) if current is None else current + 1
        name = unique_name(f"New {self.noun}", {m.name for m in roster.models})
        entry = new_entry(roster.game, name)
        if self._push_and_select(lambda: AddEntryCommand(self.document, row, entry), [row]):
            index = self.view.currentIndex()
            if index.isValid():
                self.view.edit(index)

    def duplicate_selected(self) -> None:
        """Copy each selected entry just below itself, with a name of its own."""
        rows = self.selected_rows()
        if not rows or not self._room_for(len(rows)):
            return
        models = self.document.roster.models
        text = entries_text("Duplicate", [models[row] for row in rows], self.noun)
        # From the bottom up, so the positions of the rows still to copy do not move; each copy
        # named against the roster the one before left.
        self._macro(
            text,
            (
                AddEntryCommand(self.document, row + 1, self._copy(row), text)
                for row in reversed(rows)
            ),
        )
        self.select_rows([row + 1 + offset for offset, row in enumerate(rows)])

    def _copy(self, row: int) -> Entry:
        roster = self.document.roster
        return renamed_for([roster.models[row]], roster)[0]

    def _macro(self, text: str, commands: Iterable[QUndoCommand]) -> None:
        """Push ``commands``, each made as the one before is pushed, as one undo step."""
        stack = self.document.undo_stack
        stack.beginMacro(text)
        try:
            for command in commands:
                stack.push(command)
        finally:
            stack.endMacro()

    def delete_selected(self) -> None:
        rows = self.selected_rows()
        if not rows:
            return
        self.document.undo_stack.push(RemoveEntriesCommand(self.document, rows))
        remaining = len(self.document.roster.models)
        if remaining:
            self.select_rows([min(rows[0], remaining - 1)])

    def move_selected(self, delta: int) -> None:
        """Move the selected entries one place up (``delta`` -1) or down (+1) in the roster."""
        if delta not in (-1, 1) or not self.can_move(delta):
            return
        rows = self.selected_rows()
        direction = "up" if delta < 0 else "down"
        moves = (
            MoveEntryCommand(self.document, row, row + delta)
            for row in (rows if delta < 0 else reversed(rows))
        )
        if len(rows) == 1:
            self.document.undo_stack.push(next(moves))
        else:
            self._macro(f"Move {count_of(len(rows), self.noun)} {direction}", moves)
        self.select_rows([row + delta for row in rows])

    def copy_selected(self) -> None:
        entries = [self.document.roster.models[row] for row in self.selected_rows()]
        if not entries:
            return
        QApplication.clipboard().setMimeData(entries_to_mime(self.document.roster.game, entries))
        self.status_message.emit(f"Copied {count_of(len(entries), self.noun)}")

    def cut_selected(self) -> None:
        self.copy_selected()
        self.delete_selected()

    def paste(self) -> None:
        """Insert the clipboard's entries after the selection (or at the end), renamed if their
        names are taken; entries of another game are refused, naming both games."""
        mime = QApplication.clipboard().mimeData()
        roster = self.document.roster
        copied = entries_from_mime(mime, roster.game)
        if not copied:
            self.status_message.emit(self._nothing_to_paste(roster_from_mime(mime)))
            return
        entries = renamed_for(copied, roster)
        rows = self.selected_rows()
        row = rows[-1] + 1 if rows else len(roster.models)
        self._push_and_select(
            lambda: PasteEntriesCommand(self.document, row, entries),
            list(range(row, row + len(entries))),
        )

    def _nothing_to_paste(self, copied: Roster | None) -> str:
        game = self.document.game
        if copied is None or not copied.models:
            return f"The clipboard holds no {plural(self.noun, 2)} to paste"
        other = find_game(copied.game)
        return (
            f"The clipboard holds {other.title} {plural(other.entry_noun, 2)}; this roster is "
            f"for {game.title}: paste them into a {other.title} roster"
        )

    def focus_search(self) -> None:
        self.search_edit.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.search_edit.selectAll()

    def _room_for(self, more: int) -> bool:
        """Whether ``more`` entries fit under the roster's limit; if not, the status bar says
        why in the game's words."""
        roster = self.document.roster
        try:
            roster.with_models((*roster.models, *roster.models[:1] * more))
        except EntryError as error:
            self.status_message.emit(str(error))
            return False
        return True

    def _push_and_select(self, make: Callable[[], QUndoCommand], rows: list[int]) -> bool:
        """Build the command ``make`` returns and push it, then select ``rows``; False (and why,
        in the status bar) when the roster refuses it (past ``MAX_MODELS``)."""
        if not self.document.push(make, self.status_message.emit):
            return False
        # A new entry hidden by the search would look like nothing happened.
        if self.search_edit.text():
            self.search_edit.clear()
        self.select_rows(rows)
        return True

    # Slots

    def _on_table_model_roster_changed(self, roster: Roster) -> None:
        fit_columns(self.view, self.table_model, roster.models, grow_only=True)
        self._show_roster_state()

    def _show_roster_state(self) -> None:
        """Problems, entry count, details and selection as the roster now is (the columns are
        fitted by the caller: once when the editor is made, not twice)."""
        self.problems.show_problems(self.document.problems)
        self._update_count()
        self._on_view_current_changed(self.view.currentIndex(), QModelIndex())
        self.selection_changed.emit()

    def _on_search_edit_text_changed(self, text: str) -> None:
        self.proxy.set_search_text(text)
        self._update_count()

    def _update_count(self) -> None:
        total = self.table_model.rowCount()
        shown = self.proxy.rowCount()
        self.count_label.setText(
            count_of(total, self.noun)
            if shown == total
            else f"Showing {shown} of {count_of(total, self.noun)}"
        )

    def _on_view_current_changed(self, current: QModelIndex, previous: QModelIndex) -> None:
        row = self.proxy.mapToSource(current).row() if current.isValid() else None
        self.detail.set_model_row(row)

    def _on_header_sort_indicator_changed(self, section: int, _order: Qt.SortOrder) -> None:
        make_room_for_sort_arrow(self.view, section, self._sorted_section)
        self._sorted_section = section
        self.selection_changed.emit()

    def _on_problems_problem_activated(self, problem: Problem) -> None:
        if problem.model_index is None:
            if problem.field == "points_limit":
                self.properties.limit_spin.setFocus(Qt.FocusReason.OtherFocusReason)
            return
        if not self.proxy.mapFromSource(self.table_model.index(problem.model_index, 0)).isValid():
            self.search_edit.clear()
        column = self.table_model.column_of(problem.field or "")
        self.select_rows([problem.model_index], column)
        self.view.setFocus(Qt.FocusReason.OtherFocusReason)
