"""The drop advice: what each choice of attack drop gives, and the defender's armour drops.

R4 lets the attacker trade dice for a lower TN, and whether that pays is not obvious; the table
shows every legal drop side by side with the one R5 picks marked, so the player sees why it is
best (or chooses otherwise knowingly). Below it, the defender's armour drop for each number of
wounds it may have to negate (R5: chosen after the wounds are known), only for likely counts.
"""

from __future__ import annotations

from enum import IntEnum

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from gangfight_gui.gui.combat.results.style import set_shown, set_text
from gangfight_gui.gui.combat.results.wording import drop_runs, expected, percent
from gangfight_gui.gui.combat.steady import (
    fight_key,
    held_block,
    own_background,
    select_on_hover,
)
from gangfight_gui.rules.gangfight.outcome import AttackOutcome
from gangfight_gui.rules.gangfight.views import NO_DROP, NO_DROP_FREE_STRIKE

BEST_MARK = "★"


class Column(IntEnum):
    DROP = 0
    DICE = 1
    TN = 2
    HITS = 3
    FINAL_WOUNDS = 4
    INCAPACITATED = 5
    WOUNDED = 6


HEADERS = {
    Column.DROP: "Drop",
    Column.DICE: "Dice",
    Column.TN: "TN",
    Column.HITS: "Hits",
    Column.FINAL_WOUNDS: "Wounds\ntaken",
    Column.INCAPACITATED: "Incapa-\ncitated",
    Column.WOUNDED: "≥1\nwound",
}
"""On two lines, so every heading shows whole in a narrow results pane (issue 14)."""
ALL_WOUNDS_HEADER = "Wounds\n(all)"
TOOLTIPS = {
    Column.DROP: "TN steps dropped by choice (R4)",
    Column.HITS: "expected hits",
    Column.FINAL_WOUNDS: "expected wounds after armour",
    Column.INCAPACITATED: "chance to incapacitate",
    Column.WOUNDED: "chance of at least one wound after armour",
}
_WOUND_COLUMNS = (Column.FINAL_WOUNDS, Column.INCAPACITATED, Column.WOUNDED)


class AdviceTable(QTableWidget):
    """One row per legal attack drop; the best (R5) in bold with a star."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, len(Column), parent)
        self.setObjectName("advice_table")
        for column, text in HEADERS.items():
            item = QTableWidgetItem(text)
            item.setToolTip(TOOLTIPS.get(column, ""))
            self.setHorizontalHeaderItem(column, item)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.verticalHeader().hide()
        self.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        header.setMinimumSectionSize(40)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self._header_height: int | None = None
        self._bold: dict[tuple[int, int], bool] = {}
        """Each cell's weight as set: asking an item for its font makes a QFont each time."""

    def show_advice(self, outcome: AttackOutcome, index: int) -> None:
        advice = outcome.advice
        wounds = outcome.plan.wounds
        many = len(outcome.targets) > 1
        if self.rowCount() != len(advice):
            self.setRowCount(len(advice))
        for row, a in enumerate(advice):
            i = min(index, len(a.p_incapacitated) - 1)
            texts = {
                Column.DROP: f"{BEST_MARK} {a.dropped}" if a.best else str(a.dropped),
                Column.DICE: str(a.pool),
                Column.TN: "/".join(str(tn) for tn in a.tns) if many else str(a.tns[0]),
                Column.HITS: expected(a.expected_hits),
                Column.FINAL_WOUNDS: expected(a.expected_final_wounds),
                Column.INCAPACITATED: percent(a.p_incapacitated[i]),
                Column.WOUNDED: percent(a.p_wounded[i]),
            }
            for column, text in texts.items():
                self._set_cell(row, column, text, bold=a.best)
        for column in _WOUND_COLUMNS:
            if self.isColumnHidden(column) == wounds:
                self.setColumnHidden(column, not wounds)
        name = outcome.targets[index].name
        self._set_header(
            Column.FINAL_WOUNDS, ALL_WOUNDS_HEADER if many else HEADERS[Column.FINAL_WOUNDS], None
        )
        for column in (Column.INCAPACITATED, Column.WOUNDED):
            tip = TOOLTIPS[column] + (f": {name}" if many else "")
            self._set_header(column, None, tip)
        if self._header_height is None:  # measured once a heading changes, not every edit
            self._header_height = self.horizontalHeader().sizeHint().height()
        height = self._header_height + 2 * self.frameWidth()
        height += sum(self.rowHeight(r) for r in range(self.rowCount()))
        if self.maximumHeight() != height:
            self.setFixedHeight(height)

    def _set_header(self, column: Column, text: str | None, tip: str | None) -> None:
        """Touch a header only when it changes: each change relayouts the header."""
        item = self.horizontalHeaderItem(column)
        assert item is not None  # every header item is set in __init__
        if text is not None and item.text() != text:
            item.setText(text)
            self._header_height = None
        if tip is not None and item.toolTip() != tip:
            item.setToolTip(tip)

    def _set_cell(self, row: int, column: int, text: str, *, bold: bool) -> None:
        item = self.item(row, column)
        if item is None:
            item = QTableWidgetItem()
            item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            self.setItem(row, column, item)
            self._bold[(row, column)] = False  # a new item (rows come and go): regular
        if item.text() != text:
            item.setText(text)
        if self._bold.get((row, column), False) != bold:
            self._bold[(row, column)] = bold
            font = QFont(item.font())
            font.setBold(bold)
            item.setFont(font)
            item.setToolTip("best drop (R5)" if bold else "")

    def best_row(self) -> int | None:
        """The row shown as best, read back from the marks (for tests)."""
        for row in range(self.rowCount()):
            item = self.item(row, Column.DROP)
            if item is not None and item.text().startswith(BEST_MARK) and item.font().bold():
                return row
        return None


class AdviceView(QWidget):
    """The attack-drop table and the defender's drop lines for the selected target.

    Signals:
        drop_chosen(int): a row was clicked: use that attack drop (R4) in the builder.
    """

    drop_chosen = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._drops: tuple[int, ...] = ()
        self._title = QLabel("<b>Attacker's drop</b> (R4, R5: ★ best)", self)
        self.table = AdviceTable(self)
        self.table.setToolTip("Click a row to make that drop in the combat builder")
        self.table.viewport().setCursor(Qt.CursorShape.PointingHandCursor)
        self.table.cellClicked.connect(self._on_table_cell_clicked)
        self._single = QLabel(self)
        self._single.setObjectName("advice_single")
        self._single.setWordWrap(True)
        self._defence_title = QLabel("<b>Defender's armour drop</b> (R5)", self)
        self.defence = QLabel(self)
        self.defence.setObjectName("advice_defence")
        self.defence.setTextFormat(Qt.TextFormat.PlainText)  # lines of text, no markup
        self.defence.setWordWrap(True)
        own_background(self.defence)
        select_on_hover(self.defence)  # selectable, cheaply (issue 11)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        layout.addWidget(self._title)
        # Legal drops come and go with the numbers (a Free Strike has none to choose): the
        # table's block keeps its height while the same models fight, so the lines under it
        # stay put.
        table_box, self._table_hold = held_block(
            self, [self.table, self._single], spacing=4, wraps=True
        )
        layout.addWidget(table_box)
        layout.addSpacing(6)
        layout.addWidget(self._defence_title)
        layout.addWidget(self.defence)
        layout.addStretch(1)

    def _on_table_cell_clicked(self, row: int, _column: int) -> None:
        if 0 <= row < len(self._drops):
            self.drop_chosen.emit(self._drops[row])

    def show_advice(self, outcome: AttackOutcome, index: int) -> None:
        self._drops = tuple(a.dropped for a in outcome.advice)
        height = self.table.height()
        self.table.show_advice(outcome, index)
        changed = set_shown(self.table, bool(outcome.advice)) or self.table.height() != height
        plan = outcome.plan
        single = ""
        if not outcome.advice:
            single = "No attack roll, so no drop to choose."
        elif len(outcome.advice) == 1:
            single = NO_DROP_FREE_STRIKE if plan.free_strike else NO_DROP
        changed |= set_text(self._single, single)
        changed |= set_shown(self._single, bool(single))
        self._table_hold.update((fight_key(plan.scenario), index), changed=changed)
        target = outcome.targets[index]
        lines = []
        if target.dodge is not None:
            runs = drop_runs(target.dodge, target.hits, "inch")
            lines += [f"Dodge, {run}" for run in runs] or ["Dodge: nothing to dodge"]
        if target.armour is not None:
            runs = drop_runs(target.armour, target.wounds)
            lines += runs or ["No wound to negate"]
        set_shown(self._defence_title, bool(lines))
        set_text(
            self._defence_title,
            "<b>Defender's drops</b> (R5)"
            if target.dodge is not None
            else "<b>Defender's armour drop</b> (R5)",
        )
        set_shown(self.defence, bool(lines))
        set_text(self.defence, "\n".join(lines))
