"""The battle at a glance: each side's entries with their state, the fight to pick, the log."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QSignalBlocker, Qt, Signal
from PySide6.QtGui import QBrush, QFontMetrics
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPlainTextEdit,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from gangfight_gui.gui.common.elided import ElidedLabel
from gangfight_gui.gui.common.named_widgets import button, in_rows, lay_out, named, text_label
from gangfight_gui.gui.common.palette import faded_text
from gangfight_gui.gui.common.plain_text import tooltip
from gangfight_gui.gui.night.tick_boxes import (
    BOXES_ROLE,
    TickBoxDelegate,
    box_side,
    boxes_size,
    boxes_text,
    columns_of,
)
from gangfight_gui.roster.night.battle import Battle, EntryRef
from gangfight_gui.roster.night.battle_log import log_text
from gangfight_gui.roster.night.summary import side_lines, summarize
from gangfight_gui.rules.game import EntryState, TickBoxes

LOG_PAGE, SUMMARY_PAGE = 1, 2
FIRST_BOXES = 1
"""The column of an entry's first row of tick boxes: beside its name, as on its card, so a long
state in words never pushes them out of sight."""
READY = "ready"
"""The state column of an entry as fresh as in its roster."""


def refusal_text(state: EntryState) -> str:
    """What the entry cannot do now (attack, be attacked), in the ruling's words; empty for an
    entry that may do both."""
    parts = []
    if state.attack_refusal:
        parts.append(f"cannot attack: {state.attack_refusal}")
    if state.target_refusal:
        parts.append(f"cannot be attacked: {state.target_refusal}")
    return "; ".join(parts)


class SideTable(QTableWidget):
    """One side's entries, a row each: the card's boxes ticked and the state in words.

    The state's fields are not columns of their own: the words say each of them ("5 of 10
    models left, hit counter 7, 4 suppression markers"), and beside them the numbers only
    pushed the words out of a dock a third of a laptop's screen wide, or their own headings
    off its edge. *Edit State…* sets the fields; the words wrap rather than hide.
    """

    def __init__(self, side: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.side = side
        self.setObjectName(f"battle_side_{side}")
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.verticalHeader().setVisible(False)
        self.setWordWrap(True)
        self._boxes_delegate = TickBoxDelegate(self)
        self._headers: list[str] = []
        """The column headings laid out (``_lay_out``)."""

    def show_side(self, battle: Battle, states: Mapping[EntryRef, EntryState]) -> None:
        refs = battle.refs(self.side)
        boxes = [battle.boxes(ref) for ref in refs]
        box_headings = columns_of(boxes)
        headers = ["Name", *box_headings, "State"]
        lay_out = headers == self._headers and self.rowCount() == len(refs)
        if not lay_out:
            self._lay_out(headers, len(box_headings), len(refs))
        changed: list[int] = []
        grey = QBrush(faded_text(self.palette()))
        side = box_side(QFontMetrics(self.font()))
        for row, ref in enumerate(refs):
            refusal = refusal_text(states[ref])
            summary = states[ref].summary or READY
            rows = list(boxes[row]) + [None] * (len(box_headings) - len(boxes[row]))
            cells: list[tuple[str, TickBoxes | None]] = [
                (battle.name_of(ref), None),
                *(("", row_boxes) for row_boxes in rows),
                (summary, None),
            ]
            lines = (battle.name_of(ref), summary, refusal)
            tip = tooltip("\n".join(t for t in lines if t))
            for column, (text, row_boxes) in enumerate(cells):
                item = self.item(row, column)
                if item is None:
                    item = QTableWidgetItem()
                    self.setItem(row, column, item)
                cell_tip = tip
                if row_boxes is not None:
                    words = boxes_text(row_boxes)
                    cell_tip = tooltip("\n".join(t for t in (*lines[:2], words, refusal) if t))
                    if item.data(BOXES_ROLE) != row_boxes:
                        item.setData(BOXES_ROLE, row_boxes)
                        item.setData(Qt.ItemDataRole.AccessibleTextRole, words)
                if item.text() == text and item.toolTip() == cell_tip:
                    continue  # unchanged: not redrawn (an attack changes a row or two)
                if not changed or changed[-1] != row:
                    changed.append(row)
                item.setText(text)
                item.setToolTip(cell_tip)
                item.setData(Qt.ItemDataRole.ForegroundRole, grey if refusal else None)
        for row in range(len(refs)) if not lay_out else changed:
            # More than ten boxes take a second line of them; long words wrap to another.
            tall = max((boxes_size(b.count, side).height() for b in boxes[row]), default=0)
            default = self.verticalHeader().defaultSectionSize()
            self.setRowHeight(row, max(tall, default, self.sizeHintForRow(row)))

    def _lay_out(self, headers: list[str], box_columns: int, rows: int) -> None:
        """The columns (name, the card's rows of boxes, the state) and the rows: set when they
        change (a battle begun, another game's), not on every attack, which changes a row or
        two and whose cells alone are drawn again."""
        self._headers = headers
        self.setColumnCount(len(headers))  # Qt leaves a count as it is when it is the same
        self.setHorizontalHeaderLabels(headers)
        for offset, heading in enumerate(headers[FIRST_BOXES : FIRST_BOXES + box_columns]):
            item = self.horizontalHeaderItem(FIRST_BOXES + offset)
            if item is not None:  # told apart from a state field of the same name
                item.setToolTip(f"{heading}: the card's tick boxes, ticked as the battle stands")
        for column in range(self.columnCount()):
            boxed = FIRST_BOXES <= column < FIRST_BOXES + box_columns
            delegate = self._boxes_delegate if boxed else self.itemDelegate()
            if self.itemDelegateForColumn(column) is not delegate:
                self.setItemDelegateForColumn(column, delegate)
        self.setRowCount(rows)
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(self.columnCount() - 1, QHeaderView.ResizeMode.Stretch)

    def selected_ref(self) -> EntryRef | None:
        rows = self.selectionModel().selectedRows() if self.selectionModel() else []
        return EntryRef(self.side, rows[0].row()) if rows else None


class BattleView(QWidget):
    """A battle: its sides and their state, the pick of a fight, the log and the summary.

    It holds no battle of its own: ``show_battle`` draws the battle given, and the player's asks
    go out as signals (the dock changes the battle through its undo stack, then shows it here).

    Signals:
        fight_requested(object, object): the attacker (``EntryRef``) and targets (a tuple) picked.
        edit_requested(object): set the state of this ``EntryRef`` by hand.
        next_round_requested(): begin the next round.
        log_copy_requested(): copy the log.
        log_save_requested(): save the log as text or Markdown.
    """

    fight_requested = Signal(object, object)
    edit_requested = Signal(object)
    next_round_requested = Signal()
    log_copy_requested = Signal()
    log_save_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("battle_view")
        self._battle: Battle | None = None
        self._states: dict[EntryRef, EntryState] = {}
        self._written: tuple[Battle, int] | None = None
        """The battle and page the log or summary was last written for."""
        self._attackers: list[EntryRef] = []
        self._targets: list[EntryRef] = []
        """The entries listed in the attacker and target menus, in their order."""
        self._listed: dict[bool, tuple[list[str], list[str]]] = {}
        """Each menu's texts and tooltips by whether it lists attackers (kept as they are when an
        attack leaves them so)."""

        self.title = named(ElidedLabel("", self), "battle_title")
        font = self.title.font()
        font.setBold(True)
        self.title.setFont(font)
        self.round_label = named(QLabel(self), "battle_round")
        tip = "Begin the next round (logged; undoable)"
        self.next_round_button = button("Next &Round", "next_round_button", self, tip)
        self.next_round_button.clicked.connect(self.next_round_requested.emit)
        top = lay_out(QHBoxLayout(), (self.title, 1), self.round_label, self.next_round_button)

        self.tables = (SideTable(0, self), SideTable(1, self))
        self.side_boxes = tuple(QGroupBox(self) for _ in self.tables)
        sides_page = QWidget(self)
        sides = named(QSplitter(Qt.Orientation.Vertical, sides_page), "battle_sides")
        for box, table in zip(self.side_boxes, self.tables, strict=True):
            lay_out(QVBoxLayout(box), table, margins=(4, 4, 4, 4))
            sides.addWidget(box)
            table.itemSelectionChanged.connect(
                lambda table=table: self._on_table_selection_changed(table)
            )
            table.itemDoubleClicked.connect(
                lambda _item, table=table: self._on_table_double_clicked(table)
            )

        tip = "Who attacks (double-click a row to pick it)"
        self.attacker_combo = named(QComboBox(self), "battle_attacker_combo", tip)
        self.attacker_combo.activated.connect(self._on_attacker_combo_activated)
        self.target_combo = named(QComboBox(self), "battle_target_combo", "Whom it attacks")
        tip = (
            "Set up this fight in the combat builder, each side as it stands now; roll it or "
            "type in the dice, then Apply Roll to Battle"
        )
        self.fight_button = button("&Fight in Builder", "battle_fight_button", self, tip)
        self.fight_button.clicked.connect(self._on_fight_button_clicked)
        tip = (
            "Set the selected entry's state by hand (standing up, a marker removed): logged, "
            "undoable"
        )
        self.edit_button = button("&Edit State…", "battle_edit_button", self, tip)
        self.edit_button.clicked.connect(self._on_edit_button_clicked)
        self.apply_button = named(QToolButton(self), "apply_roll_button")
        self.apply_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.message = text_label(self, "battle_message")

        pick = in_rows(
            QGridLayout(),
            (QLabel("Attacker:", self), self.attacker_combo, self.fight_button),
            (QLabel("Target:", self), self.target_combo, self.apply_button),
        )
        pick.setColumnStretch(1, 1)
        for combo in (self.attacker_combo, self.target_combo):
            combo.setSizeAdjustPolicy(
                QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
            )
            combo.setMinimumContentsLength(12)

        self.log_view = named(QPlainTextEdit(self), "battle_log")
        self.log_view.setReadOnly(True)
        self.log_view.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.copy_log_button = button(
            "&Copy Log", "copy_log_button", self, clicked=self.log_copy_requested.emit
        )
        tip = "Save the log as text or Markdown, for a campaign diary"
        self.save_log_button = button("&Save Log…", "save_log_button", self, tip)
        self.save_log_button.clicked.connect(self.log_save_requested.emit)
        log_page = QWidget(self)
        log_buttons = lay_out(QHBoxLayout(), None, self.copy_log_button, self.save_log_button)
        lay_out(QVBoxLayout(log_page), (self.log_view, 1), log_buttons, margins=(0, 0, 0, 0))
        self.summary_view = named(QPlainTextEdit(self), "battle_summary")
        self.summary_view.setReadOnly(True)
        self.pages = named(QTabWidget(self), "battle_pages")
        edit_row = lay_out(QHBoxLayout(), None, self.edit_button)
        lay_out(QVBoxLayout(sides_page), (sides, 1), edit_row).setContentsMargins(0, 0, 0, 0)
        self.pages.addTab(sides_page, "Sides")
        self.pages.addTab(log_page, "Log")
        self.pages.addTab(self.summary_view, "After the Game")
        self.pages.currentChanged.connect(lambda _index: self._write_page())

        lay_out(QVBoxLayout(self), top, pick, self.message, (self.pages, 1))

    # -- showing ----------------------------------------------------------------------------

    @property
    def battle(self) -> Battle | None:
        return self._battle

    def show_battle(self, battle: Battle) -> None:
        """Draw ``battle``; the picks are kept where their entries still are."""
        previous = self._battle
        self._battle = battle
        self._states = {
            ref: battle.entry_state(ref) for side in (0, 1) for ref in battle.refs(side)
        }
        self.title.setText(battle.name)
        self.title.set_extra_tooltip(battle.rules.title)
        self.round_label.setText(f"Round {battle.round}")
        for box, table, side in zip(self.side_boxes, self.tables, battle.sides, strict=True):
            box.setTitle(side.name)
            table.show_side(battle, self._states)
        keep = self.picked()
        self._fill_attackers(battle)
        if previous is not None and keep[0] in self._attackers:
            self.attacker_combo.setCurrentIndex(self._attackers.index(keep[0]))
        self._fill_targets(keep[1])
        self._written = None
        self._write_page()

    def _write_page(self) -> None:
        """The log or the summary, written when its tab is shown (an attack applied redraws
        the sides at once; the log and its luck are worked out only to be read)."""
        battle = self._battle
        page = self.pages.currentIndex()
        if battle is None or self._written == (battle, page):
            return
        self._written = (battle, page)
        if page == LOG_PAGE:
            self.log_view.setPlainText(log_text(battle, with_summary=False))
            bar = self.log_view.verticalScrollBar()
            bar.setValue(bar.maximum())
        elif page == SUMMARY_PAGE:
            noun = battle.rules.entry_noun
            told = (line for side in summarize(battle) for line in (*side_lines(side, noun), ""))
            self.summary_view.setPlainText("\n".join(told))

    def show_message(self, text: str) -> None:
        """A refusal or a note under the picks (cleared by the next pick)."""
        self.message.setText(text)

    def _entry_text(self, battle: Battle, ref: EntryRef) -> str:
        text = f"{battle.sides[ref.side].name} \u203a {battle.name_of(ref)}"
        state = self._states[ref]
        return f"{text} ({state.summary})" if state.summary else text

    def _fill_attackers(self, battle: Battle) -> None:
        self._attackers = [*battle.refs(0), *battle.refs(1)]
        self._fill(self.attacker_combo, self._attackers, attacking=True)

    def _fill_targets(self, keep: EntryRef | None = None) -> None:
        attacker = self.picked()[0]
        battle = self._battle
        refs = [] if battle is None or attacker is None else list(battle.refs(1 - attacker.side))
        self._targets = refs
        self._fill(self.target_combo, refs, attacking=False)
        if keep in refs:
            self.target_combo.setCurrentIndex(refs.index(keep))

    def _fill(self, combo: QComboBox, refs: list[EntryRef], *, attacking: bool) -> None:
        """``combo`` listing ``refs``, each in a few words, what it cannot do in its tooltip; left
        as it is when those are what it lists."""
        battle = self._battle
        texts = [self._entry_text(battle, ref) for ref in refs] if battle is not None else []
        tips = [self._refusal_tip(ref, attacking=attacking) for ref in refs]
        if self._listed.get(attacking) == (texts, tips):
            return  # the same entries in the same states: the menu is kept as it is
        self._listed[attacking] = (texts, tips)
        with QSignalBlocker(combo):
            combo.clear()
            combo.addItems(texts)
            for row, tip in enumerate(tips):
                if tip:
                    combo.setItemData(row, tip, Qt.ItemDataRole.ToolTipRole)

    def _refusal_tip(self, ref: EntryRef, *, attacking: bool) -> str:
        """What ``ref`` cannot do as an attacker (or a target), for its menu row's tooltip."""
        state = self._states[ref]
        refusal = state.attack_refusal if attacking else state.target_refusal
        what = "Cannot attack" if attacking else "Cannot be attacked"
        return tooltip(f"{what}: {refusal}") if refusal else ""

    # -- picking ----------------------------------------------------------------------------

    def pick(self, attacker: EntryRef, target: EntryRef | None = None) -> None:
        """Pick ``attacker`` (and ``target``, of the other side) in the lists."""
        if attacker in self._attackers:
            self.attacker_combo.setCurrentIndex(self._attackers.index(attacker))
        self._fill_targets(target)
        self.message.clear()

    def picked(self) -> tuple[EntryRef | None, EntryRef | None]:
        first, second = self.attacker_combo.currentIndex(), self.target_combo.currentIndex()
        return (
            self._attackers[first] if 0 <= first < len(self._attackers) else None,
            self._targets[second] if 0 <= second < len(self._targets) else None,
        )

    def selected(self) -> EntryRef | None:
        """The entry selected in a side's table (the one with the focus first), else the
        attacker picked."""
        tables = sorted(self.tables, key=lambda table: not table.hasFocus())
        found = (table.selected_ref() for table in tables)
        return next((ref for ref in found if ref is not None), self.picked()[0])

    def _on_attacker_combo_activated(self, _index: int) -> None:
        self._fill_targets(self.picked()[1])
        self.message.clear()

    def _on_table_selection_changed(self, table: SideTable) -> None:
        if table.selected_ref() is None:
            return
        other = self.tables[1 - table.side]
        with QSignalBlocker(other):
            other.clearSelection()

    def _on_table_double_clicked(self, table: SideTable) -> None:
        """A row double-clicked: that entry attacks (its target kept where it can be)."""
        ref = table.selected_ref()
        if ref is not None:
            self.pick(ref, self.picked()[1])

    def _on_fight_button_clicked(self) -> None:
        attacker, target = self.picked()
        if attacker is None or target is None:
            self.show_message("Pick an attacker and a target.")
            return
        self.fight_requested.emit(attacker, (target,))

    def _on_edit_button_clicked(self) -> None:
        ref = self.selected()
        if ref is not None:
            self.edit_requested.emit(ref)
