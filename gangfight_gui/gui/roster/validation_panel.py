"""The list of everything wrong with a roster, kept up to date as the player edits."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QListView, QListWidget, QListWidgetItem, QStyle, QVBoxLayout, QWidget

from gangfight_gui.gui.common.named_widgets import lay_out, named, text_label
from gangfight_gui.gui.common.plain_text import tooltip
from gangfight_gui.roster.validation import Problem
from gangfight_gui.rules.engine.wording import count_of

PROBLEM_ROLE = Qt.ItemDataRole.UserRole + 1
"""The ``Problem`` behind a list item."""

NO_PROBLEMS_TEXT = "No problems: this roster follows the rules."
VISIBLE_PROBLEMS = 6
PROBLEMS_BATCH = 20


def summary(problems: list[Problem], noun: str = "model") -> str:
    """ "2 errors, 1 warning" or the all-clear, for the heading above the list."""
    if not problems:
        return NO_PROBLEMS_TEXT
    errors = sum(1 for p in problems if p.is_error)
    counts = ((errors, "error"), (len(problems) - errors, "warning"))
    parts = ", ".join(count_of(number, word) for number, word in counts if number)
    return f"Problems: {parts} (double-click one to select its {noun})"


class ValidationPanel(QWidget):
    """A heading and the roster's problems, errors marked apart from warnings; double-clicking a
    problem about an entry selects that entry, one gesture from its fix.

    Signals:
        problem_activated(object): the player double-clicked this ``Problem``.
    """

    problem_activated = Signal(object)

    def __init__(self, noun: str = "model", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("validation_panel")
        self._noun = noun
        self.heading = text_label(self, "problems_heading", NO_PROBLEMS_TEXT)
        self.list = named(QListWidget(self), "problems_list")
        self.list.setAlternatingRowColors(True)
        self.list.setWordWrap(True)
        # A big roster can have a thousand problems: lay them out a batch at a time, so opening
        # it measures the lines on screen first, not every wrapped line before the first paint.
        self.list.setLayoutMode(QListView.LayoutMode.Batched)
        self.list.setBatchSize(PROBLEMS_BATCH)
        # Room for a handful of problems; the table above keeps the rest of the height.
        self.list.setMaximumHeight(self.list.fontMetrics().lineSpacing() * VISIBLE_PROBLEMS + 12)
        self.list.itemActivated.connect(self._on_list_item_activated)
        lay_out(QVBoxLayout(self), self.heading, self.list).setContentsMargins(0, 0, 0, 0)
        self._problems: list[Problem] = []
        self.list.setVisible(False)

    @property
    def problems(self) -> list[Problem]:
        return list(self._problems)

    def show_problems(self, problems: list[Problem]) -> None:
        if problems == self._problems:
            return
        self._problems = list(problems)
        self.heading.setText(summary(problems, self._noun))
        self.list.clear()
        style = self.style()
        error_icon = style.standardIcon(QStyle.StandardPixmap.SP_MessageBoxCritical)
        warning_icon = style.standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning)
        for problem in problems:
            item = QListWidgetItem(problem.message)
            item.setIcon(error_icon if problem.is_error else warning_icon)
            item.setToolTip(
                tooltip(
                    f"{'Error' if problem.is_error else 'Warning'} ({problem.rule})"
                    + (f" at {problem.location}" if problem.location else "")
                )
            )
            item.setData(PROBLEM_ROLE, problem)
            self.list.addItem(item)
        self.list.setVisible(bool(problems))

    def _on_list_item_activated(self, item: QListWidgetItem) -> None:
        problem = item.data(PROBLEM_ROLE)
        if isinstance(problem, Problem):
            self.problem_activated.emit(problem)
