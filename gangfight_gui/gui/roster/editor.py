"""Everything for editing one roster: its properties, the models table, the selected model's
details and the list of problems, plus the model actions the main window's toolbar triggers.

The editor holds no roster state of its own. It reads the document, and every action builds an
undo command for the document's stack; the views then follow the document. Rows are given to
commands as the roster's own positions (source rows), whatever the table's sorting or filter.

Signals:
    selection_changed(): other models are selected, or the table's sorting changed, so the
        actions that depend on the selection should be re-checked.
    status_message(str): something to tell the player in the status bar.
"""

from __future__ import annotations

from PySide6.QtCore import (
    QItemSelection,
    QItemSelectionModel,
    QModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QResizeEvent
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
from gangfight_gui.gui.roster.clipboard import (
    models_from_mime,
    models_to_mime,
    renamed_for,
    unique_name,
)
from gangfight_gui.gui.roster.column_widths import (
    RowNumberHeader,
    fit_columns,
    use_fitted_columns,
)
from gangfight_gui.gui.roster.delegates import roster_delegate
from gangfight_gui.gui.roster.detail_panel import ModelDetailPanel
from gangfight_gui.gui.roster.document import RosterDocument
from gangfight_gui.gui.roster.filter import RosterFilterProxyModel
from gangfight_gui.gui.roster.properties import RosterPropertiesBar
from gangfight_gui.gui.roster.table_model import FIELD_COLUMNS, Column, RosterTableModel
from gangfight_gui.gui.roster.undo_commands import (
    AddModelCommand,
    MoveModelCommand,
    PasteModelsCommand,
    RemoveModelsCommand,
)
from gangfight_gui.gui.roster.validation_panel import ValidationPanel
from gangfight_gui.roster.model_spec import ModelSpec
from gangfight_gui.roster.roster import Roster
from gangfight_gui.roster.validation import Problem
from gangfight_gui.rules.gangfight.sizes import Size

NEW_MODEL_NAME = "New model"
TABLE_WIDTH = 790
DETAIL_WIDTH = 470
SIDE_BY_SIDE_WIDTH = TABLE_WIDTH + 300
"""Narrower than this (the calculator docked beside it), the details go under the table."""
SEARCH_PLACEHOLDER = "Filter models by name, perk or weapon…"
EDIT_HINT = "Double-click a value to change it; hover a heading for its meaning."


def new_model(name: str) -> ModelSpec:
    """A plain medium model to start from: middling values, a legal base, no weapons."""
    return ModelSpec(
        name=name,
        size=Size.MEDIUM,
        base_mm=25,
        attack=3,
        defense=3,
        marksmanship=3,
        armour=3,
        damage=3,
        endurance=3,
        initiative=3,
        movement=4,
        action_points=2,
    )


class RosterEditor(QWidget):
    """The editing area of one roster document (one tab of the main window).

    Signals:
        selection_changed(): the selected models or the sorting changed.
        status_message(str): a message for the status bar.
    """

    selection_changed = Signal()
    status_message = Signal(str)

    def __init__(self, document: RosterDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("roster_editor")
        self.document = document

        self.properties = RosterPropertiesBar(document, self)
        self.properties.edit_refused.connect(self.status_message)

        self.table_model = RosterTableModel(document, self)
        self.table_model.edit_refused.connect(self.status_message)
        self.proxy = RosterFilterProxyModel(self)
        self.proxy.setSourceModel(self.table_model)

        self.search_edit = QLineEdit(self)
        self.search_edit.setObjectName("search_edit")
        self.search_edit.setPlaceholderText(SEARCH_PLACEHOLDER)
        self.search_edit.setClearButtonEnabled(True)
        self.search_edit.setToolTip(
            "Show only models whose name, perks or weapons contain every word typed"
        )
        self.search_edit.textChanged.connect(self._on_search_edit_text_changed)
        self.count_label = QLabel(self)
        self.count_label.setObjectName("model_count_label")
        self.hint_label = QLabel(EDIT_HINT, self)
        self.hint_label.setObjectName("edit_hint_label")
        self.hint_label.setEnabled(False)  # drawn greyed: a hint, not a control
        self.hint_label.setWordWrap(True)  # wraps rather than widen a narrow window

        self.view = QTableView(self)
        self.view.setObjectName("roster_view")
        # Tab and Shift+Tab leave the table (issue 14); the arrow keys move between cells.
        self.view.setTabKeyNavigation(False)
        self.view.setVerticalHeader(RowNumberHeader(self.view))
        self.view.setModel(self.proxy)
        self.view.setItemDelegate(roster_delegate(self.view))
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.view.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
            | QAbstractItemView.EditTrigger.AnyKeyPressed
        )
        self.view.setAlternatingRowColors(True)
        self.view.setWordWrap(False)
        header = self.view.horizontalHeader()
        # Widths from the values, not from asking every row (column_widths): a roster of any
        # size opens as fast as a small one.
        use_fitted_columns(self.view)
        header.setHighlightSections(False)
        # No sort column at first: rows keep the roster's order; a third click on a header
        # returns to it.
        header.setSortIndicatorClearable(True)
        header.setSortIndicator(-1, Qt.SortOrder.AscendingOrder)
        self.view.setSortingEnabled(True)
        header.sortIndicatorChanged.connect(self._on_header_sort_indicator_changed)
        self.view.selectionModel().selectionChanged.connect(self._on_view_selection_changed)
        self.view.selectionModel().currentChanged.connect(self._on_view_current_changed)

        self.detail = ModelDetailPanel(self.table_model, self)
        self.detail.edit_refused.connect(self.status_message)

        self.problems = ValidationPanel(self)
        self.problems.problem_activated.connect(self._on_problems_problem_activated)

        search_row = QHBoxLayout()
        search_row.addWidget(self.search_edit, 1)
        search_row.addWidget(self.count_label)

        table_side = QWidget(self)
        table_layout = QVBoxLayout(table_side)
        table_layout.setContentsMargins(0, 0, 0, 0)
        table_layout.addLayout(search_row)
        table_layout.addWidget(self.view, 1)
        table_layout.addWidget(self.hint_label)
        table_layout.addWidget(self.problems)

        self.splitter = QSplitter(Qt.Orientation.Horizontal, self)
        self.splitter.setObjectName("roster_editor_splitter")
        self.splitter.addWidget(table_side)
        # The details scroll when squeezed, so they never make the window taller (issue 14).
        self.splitter.addWidget(scrolled(self.detail, "model_detail_scroll", self))
        self.splitter.setStretchFactor(0, 3)
        self.splitter.setStretchFactor(1, 2)
        # Room for every column of the table at a 1280-pixel window; the details take the rest.
        self.splitter.setSizes([TABLE_WIDTH, DETAIL_WIDTH])
        self.splitter.setChildrenCollapsible(False)

        layout = QVBoxLayout(self)
        layout.addWidget(self.properties)
        layout.addWidget(self.splitter, 1)

        fit_columns(self.view, document.roster.models)
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
        """Roster positions of the selected models, in roster order."""
        rows = {
            self.proxy.mapToSource(index).row()
            for index in self.view.selectionModel().selectedRows()
        }
        return sorted(rows)

    def current_row(self) -> int | None:
        index = self.view.currentIndex()
        return self.proxy.mapToSource(index).row() if index.isValid() else None

    def select_rows(self, rows: list[int], column: int = Column.NAME) -> None:
        """Select the models at these roster positions; the first becomes current."""
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
        if delta < 0:
            return rows[0] > 0
        return rows[-1] < len(self.document.roster.models) - 1

    # Actions on models

    def add_model(self) -> None:
        """Add a new model after the current one (or at the end) and start naming it."""
        roster = self.document.roster
        current = self.current_row()
        row = len(roster.models) if current is None else current + 1
        name = unique_name(NEW_MODEL_NAME, {m.name for m in roster.models})
        self._push_and_select(AddModelCommand(self.document, row, new_model(name)), [row])
        index = self.view.currentIndex()
        if index.isValid():
            self.view.edit(index)

    def duplicate_selected(self) -> None:
        """Copy each selected model just below itself, with a name of its own."""
        rows = self.selected_rows()
        if not rows:
            return
        stack = self.document.undo_stack
        first = self.document.roster.models[rows[0]].name
        text = f"Duplicate {first}" if len(rows) == 1 else f"Duplicate {len(rows)} models"
        stack.beginMacro(text)
        new_rows = []
        try:
            # From the bottom up, so the positions of the rows still to copy do not move.
            for row in reversed(rows):
                roster = self.document.roster
                [copy] = renamed_for([roster.models[row]], roster)
                stack.push(AddModelCommand(self.document, row + 1, copy, text))
            new_rows = [row + 1 + offset for offset, row in enumerate(rows)]
        finally:
            stack.endMacro()
        self.select_rows(new_rows)

    def delete_selected(self) -> None:
        rows = self.selected_rows()
        if not rows:
            return
        self.document.undo_stack.push(RemoveModelsCommand(self.document, rows))
        remaining = len(self.document.roster.models)
        if remaining:
            self.select_rows([min(rows[0], remaining - 1)])

    def move_selected(self, delta: int) -> None:
        """Move the selected models one place up (``delta`` -1) or down (+1) in the roster."""
        if delta not in (-1, 1) or not self.can_move(delta):
            return
        rows = self.selected_rows()
        stack = self.document.undo_stack
        direction = "up" if delta < 0 else "down"
        if len(rows) == 1:
            stack.push(MoveModelCommand(self.document, rows[0], rows[0] + delta))
        else:
            stack.beginMacro(f"Move {len(rows)} models {direction}")
            try:
                for row in rows if delta < 0 else reversed(rows):
                    stack.push(MoveModelCommand(self.document, row, row + delta))
            finally:
                stack.endMacro()
        self.select_rows([row + delta for row in rows])

    def copy_selected(self) -> None:
        models = [self.document.roster.models[row] for row in self.selected_rows()]
        if not models:
            return
        QApplication.clipboard().setMimeData(models_to_mime(models))
        count = "1 model" if len(models) == 1 else f"{len(models)} models"
        self.status_message.emit(f"Copied {count}")

    def cut_selected(self) -> None:
        self.copy_selected()
        self.delete_selected()

    def paste(self) -> None:
        """Insert the clipboard's models after the selection (or at the end), renamed if their
        names are taken."""
        copied = models_from_mime(QApplication.clipboard().mimeData())
        if not copied:
            self.status_message.emit("The clipboard holds no models to paste")
            return
        roster = self.document.roster
        models = renamed_for(copied, roster)
        rows = self.selected_rows()
        row = rows[-1] + 1 if rows else len(roster.models)
        command = PasteModelsCommand(self.document, row, models)
        self._push_and_select(command, list(command.rows))

    def focus_search(self) -> None:
        self.search_edit.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.search_edit.selectAll()

    def _push_and_select(
        self, command: AddModelCommand | PasteModelsCommand, rows: list[int]
    ) -> None:
        # A new model hidden by the search would look like nothing happened.
        if self.search_edit.text():
            self.search_edit.clear()
        self.document.undo_stack.push(command)
        self.select_rows(rows)

    # Slots

    def _on_table_model_roster_changed(self, roster: Roster) -> None:
        fit_columns(self.view, roster.models, grow_only=True)
        self._show_roster_state()

    def _show_roster_state(self) -> None:
        """Problems, model count, details and selection as the roster now is (the columns are
        fitted by the caller: once when the editor is made, not twice; issue 11)."""
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
        noun = "model" if total == 1 else "models"
        self.count_label.setText(
            f"{total} {noun}" if shown == total else f"Showing {shown} of {total} {noun}"
        )

    def _on_view_selection_changed(self) -> None:
        self.selection_changed.emit()

    def _on_view_current_changed(self, current: QModelIndex, previous: QModelIndex) -> None:
        row = self.proxy.mapToSource(current).row() if current.isValid() else None
        self.detail.set_model_row(row)

    def _on_header_sort_indicator_changed(self) -> None:
        self.selection_changed.emit()

    def _on_problems_problem_activated(self, problem: Problem) -> None:
        if problem.model_index is None:
            if problem.field == "points_limit":
                self.properties.limit_spin.setFocus(Qt.FocusReason.OtherFocusReason)
            return
        if not self.proxy.mapFromSource(self.table_model.index(problem.model_index, 0)).isValid():
            self.search_edit.clear()
        column = FIELD_COLUMNS.get(problem.field or "", Column.NAME)
        self.select_rows([problem.model_index], column)
        self.view.setFocus(Qt.FocusReason.OtherFocusReason)
