"""Tonight's crew: from the roster in front, ticked by hand or drawn at random, with exact odds
(each entry's chance to go, the crew's cost as a law), its cards, crew sheet and file."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from fractions import Fraction
from pathlib import Path

from PySide6.QtCore import QSignalBlocker, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QFileDialog,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from gangfight_gui.gui.common import plain_text
from gangfight_gui.gui.common.named_widgets import button, in_rows, lay_out, named, text_label
from gangfight_gui.gui.common.plain_text import tooltip
from gangfight_gui.roster.files import AnyRoster, RosterFileError
from gangfight_gui.roster.night.count import CountError, CrewCount
from gangfight_gui.roster.night.crew import Crew, drawn_crew, picked_crew, save_crew
from gangfight_gui.roster.night.draw import (
    DrawError,
    DrawOdds,
    DrawPlan,
    draw,
    draw_odds,
    entry_costs,
    fresh_seed,
)
from gangfight_gui.roster.night.entries import entries_of, entry_name
from gangfight_gui.rules.engine.wording import chance_text, count_of, percent, plural
from gangfight_gui.rules.game import find_game

MARKS = ("may go", "always in", "never in")
"""A row's mark: drawn among the others, always going, never going."""
IN, NAME, COST, MARK, CHANCE = range(5)
LAW_ROWS = 40
"""The cost law lists this many totals at most (the rest summed in the last line)."""
MAX_SEED_SHOWN = 2**31 - 1


class CrewPanel(QDialog):
    """Pick tonight's crew from ``roster``; ``crew()`` is the crew ticked. The seed is shown and
    may be typed, so a draw is replayed exactly; the draw's readings are ``roster/night/draw.py``'s.

    ``print_cards`` shows a roster's cards for printing (the window's print preview), given so
    this feature folder does not import the shell; ``others`` are the open rosters a crew sheet
    may be made against (label, roster).
    """

    def __init__(
        self,
        roster: AnyRoster,
        source_file: Path | None,
        parent: QWidget | None = None,
        *,
        print_cards: Callable[[AnyRoster], None] | None = None,
        others: Sequence[tuple[str, AnyRoster]] = (),
        folder: Path | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("crew_panel")
        self.roster = roster
        self.source_file = source_file
        self.game = find_game(roster.game)
        self._entries = entries_of(roster)
        self._costs = entry_costs(self.game, self._entries)
        self._print_cards = print_cards
        self._others = [(label, other) for label, other in others if other.game == roster.game]
        self._folder = folder or Path.home()
        self._drawn: tuple[int, ...] | None = None
        """The entries the last draw picked, while the ticks and the plan are still its."""
        noun = self.game.entry_noun
        self.setWindowTitle(f"Tonight's crew from {roster.name}")

        tip = (
            'How many go: a number, a die or a number plus a die ("4", "D6", "3+D3"); '
            f"always-in {plural(noun, 2)} count toward it (this program's reading)"
        )
        self.count_edit = named(QLineEdit("3+D3", self), "crew_count_edit", tip)
        tip = "The same seed draws the same crew again (replay)"
        self.seed_spin = named(QSpinBox(self), "crew_seed_spin", tip)
        self.seed_spin.setRange(0, MAX_SEED_SHOWN)
        self.seed_spin.setValue(fresh_seed())
        self.new_seed_button = button("New &Seed", "crew_new_seed_button", self)
        tip = "The chance the crew costs more than this is shown"
        self.limit_spin = named(QSpinBox(self), "crew_limit_spin", tip)
        self.limit_spin.setRange(0, 10**9)
        self.limit_spin.setSpecialValueText("none")
        self.limit_spin.setValue(roster.points_limit or 0)
        tip = "Draw the crew with this seed (tick boxes follow the draw)"
        self.draw_button = button("&Draw", "crew_draw_button", self, tip, self.draw)
        settings = in_rows(
            QGridLayout(),
            (QLabel("Count:", self), self.count_edit, QLabel("Seed:", self), self.seed_spin),
            (QLabel("Cost limit:", self), self.limit_spin),
        )
        settings.addWidget(self.new_seed_button, 0, 4)
        settings.addWidget(self.draw_button, 1, 4)

        self.table = named(QTableWidget(len(self._entries), 5, self), "crew_table")
        self.table.setHorizontalHeaderLabels(
            ["In", noun.capitalize(), self.game.cost_key.capitalize(), "Goes", "Chance"]
        )
        self.table.verticalHeader().setVisible(False)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.marks: list[QComboBox] = []
        self._ticks: list[QTableWidgetItem] = []
        self._chances: list[QTableWidgetItem] = []
        for row, entry in enumerate(self._entries):
            tick = QTableWidgetItem()
            tick.setFlags(Qt.ItemFlag.ItemIsUserCheckable | Qt.ItemFlag.ItemIsEnabled)
            tick.setCheckState(Qt.CheckState.Unchecked)
            self.table.setItem(row, IN, tick)
            self._ticks.append(tick)
            name = QTableWidgetItem(entry_name(entry))
            name.setToolTip(tooltip(entry_name(entry)))
            self.table.setItem(row, NAME, name)
            cost = QTableWidgetItem(str(self._costs[row]))
            cost.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.table.setItem(row, COST, cost)
            mark = QComboBox(self.table)
            mark.addItems(list(MARKS))
            mark.currentIndexChanged.connect(self._on_plan_changed)
            self.table.setCellWidget(row, MARK, mark)
            self.marks.append(mark)
            self._chances.append(QTableWidgetItem())
            self.table.setItem(row, CHANCE, self._chances[-1])
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(NAME, QHeaderView.ResizeMode.Stretch)

        self.odds_label = text_label(self, "crew_odds_label")
        tip = "The crew's cost before the draw: each total, its chance"
        self.cost_law = named(QPlainTextEdit(self), "crew_cost_law", tip)
        self.cost_law.setReadOnly(True)
        self.cost_law.setMaximumHeight(110)
        self.crew_label = text_label(self, "crew_label")

        tip = "The crew's cards alone, tick boxes empty"
        self.print_button = button("&Print Cards…", "crew_print_button", self, tip)
        self.print_button.setEnabled(print_cards is not None)
        tip = "The roster the crew sheet sets the crew against"
        self.sheet_combo = named(QComboBox(self), "crew_sheet_combo", tip)
        self.sheet_combo.addItems([label for label, _other in self._others])
        tip = (
            "One page: each of the crew against each of the roster chosen, the best attack "
            "each way with its odds (PDF)"
        )
        self.sheet_button = button("Crew S&heet…", "crew_sheet_button", self, tip)
        self.sheet_button.setEnabled(bool(self._others))
        self.save_button = button("Sa&ve Crew…", "crew_save_button", self)
        self.close_button = QPushButton("Close", self)
        buttons = lay_out(
            QHBoxLayout(),
            self.print_button,
            (self.sheet_combo, 1),
            self.sheet_button,
            self.save_button,
            self.close_button,
        )
        lay_out(
            QVBoxLayout(self),
            settings,
            (self.table, 1),
            self.odds_label,
            self.cost_law,
            self.crew_label,
            buttons,
        )

        self.count_edit.textChanged.connect(self._on_plan_changed)
        self.limit_spin.valueChanged.connect(self._on_plan_changed)
        self.new_seed_button.clicked.connect(self._on_new_seed_clicked)
        self.table.itemChanged.connect(self._on_item_changed)
        self.print_button.clicked.connect(self._on_print_clicked)
        self.sheet_button.clicked.connect(self._on_sheet_clicked)
        self.save_button.clicked.connect(self._on_save_clicked)
        self.close_button.clicked.connect(self.accept)
        self.resize(640, 600)
        self._on_plan_changed()

    # -- the plan and its odds ----------------------------------------------------------------

    def plan(self) -> DrawPlan:
        """The draw asked for; ``CountError`` or ``DrawError`` says what is wrong."""
        count = CrewCount.parse(self.count_edit.text())
        always = frozenset(i for i, m in enumerate(self.marks) if m.currentIndex() == 1)
        never = frozenset(i for i, m in enumerate(self.marks) if m.currentIndex() == 2)
        return DrawPlan(count, len(self._entries), always, never)

    def limit(self) -> int | None:
        return self.limit_spin.value() or None

    def _on_plan_changed(self, *_args: object) -> None:
        self._drawn = None
        try:
            plan = self.plan()
        except (CountError, DrawError) as error:
            self.odds_label.setText(str(error))
            self.draw_button.setEnabled(False)
            self._show_crew()
            return
        self.draw_button.setEnabled(True)
        odds = draw_odds(plan, self._costs)
        with QSignalBlocker(self.table):
            for item, chance in zip(self._chances, odds.chances, strict=True):
                item.setText(chance_text(chance))
        self.odds_label.setText(self._odds_text(odds))
        self.cost_law.setPlainText(self._law_text(odds))
        self._show_crew()

    def _odds_text(self, odds: DrawOdds) -> str:
        noun = self.game.entry_noun
        sizes = ", ".join(f"{count_of(s, noun)} {percent(float(p))}" for s, p in odds.size_law)
        parts = [f"Crew size: {sizes}."]
        mean = odds.mean_cost
        if mean is None:
            parts.append(odds.cost_note)
        else:
            parts.append(f"Mean {self.game.cost_key}: {float(mean):.1f}.")
            limit = self.limit()
            over = None if limit is None else odds.p_over(limit)
            if limit is not None and over is not None:
                parts.append(f"Chance to cost more than {limit}: {chance_text(over)}.")
        return " ".join(parts)

    def _law_text(self, odds: DrawOdds) -> str:
        if odds.cost_law is None:
            return odds.cost_note
        lines = []
        total = Fraction(0)
        law = odds.cost_law
        for cost, p in law[:LAW_ROWS]:
            total += p
            lines.append(f"{cost:>7}  {percent(float(p)):>7}  at most: {percent(float(total))}")
        if len(law) > LAW_ROWS:
            lines.append(f"… and {len(law) - LAW_ROWS} dearer totals ({percent(float(1 - total))})")
        return "\n".join(lines)

    # -- drawing and ticking ------------------------------------------------------------------

    def draw(self) -> Crew | None:
        """Draw with the seed shown: the ticks become the crew drawn."""
        try:
            plan = self.plan()
        except (CountError, DrawError) as error:
            self.odds_label.setText(str(error))
            return None
        drawn = draw(plan, self.seed_spin.value())
        self.set_ticked(drawn.picked)
        self._drawn = drawn.picked
        self._show_crew()
        return self.crew()

    def set_ticked(self, rows: Sequence[int]) -> None:
        """Tick exactly ``rows`` (as a player ticking by hand)."""
        with QSignalBlocker(self.table):
            for row, tick in enumerate(self._ticks):
                tick.setCheckState(
                    Qt.CheckState.Checked if row in rows else Qt.CheckState.Unchecked
                )
        self._drawn = None
        self._show_crew()

    def ticked(self) -> tuple[int, ...]:
        checked = Qt.CheckState.Checked
        return tuple(row for row, tick in enumerate(self._ticks) if tick.checkState() == checked)

    def crew(self) -> Crew:
        """The crew ticked: with its draw (to replay it) while the ticks are the draw's."""
        source = None if self.source_file is None else str(self.source_file)
        if self._drawn is not None and self._drawn == self.ticked():
            return drawn_crew(
                self.roster, self.plan(), self.seed_spin.value(), source_file=source,
                limit=self.limit(),
            )  # fmt: skip
        return picked_crew(self.roster, self.ticked(), source_file=source)

    def _on_item_changed(self, item: QTableWidgetItem) -> None:
        if item.column() == IN:
            self._drawn = None
            self._show_crew()

    def _show_crew(self) -> None:
        picked = self.ticked()
        noun = self.game.entry_noun
        cost = sum(self._costs[i] for i in picked)
        limit = self.limit()
        over = f", {cost - limit} over the limit of {limit}" if limit and cost > limit else ""
        how = (
            f" (drawn: {self.count_edit.text().strip()}, seed {self.seed_spin.value()})"
            if self._drawn is not None
            else ""
        )
        self.crew_label.setText(
            f"Tonight's crew: {count_of(len(picked), noun)}, {cost} {self.game.cost_key}{over}{how}"
        )
        self.print_button.setEnabled(bool(picked) and self._print_cards is not None)
        self.sheet_button.setEnabled(bool(picked) and bool(self._others))
        self.save_button.setEnabled(bool(picked))

    # -- what the crew gives ------------------------------------------------------------------

    def _on_new_seed_clicked(self) -> None:
        self.seed_spin.setValue(fresh_seed())

    def _on_print_clicked(self) -> None:
        if self._print_cards is not None and self.ticked():
            self._print_cards(self.crew().roster)

    def _on_sheet_clicked(self) -> None:
        index = self.sheet_combo.currentIndex()
        if not 0 <= index < len(self._others) or not self.ticked():
            return
        label, theirs = self._others[index]
        start = self._folder / f"{self.roster.name} against {label}.pdf"
        chosen, _filter = QFileDialog.getSaveFileName(
            self, "Save the Crew Sheet", str(start), "PDF (*.pdf)"
        )
        if chosen:
            self.write_sheet(Path(chosen), theirs)

    def write_sheet(self, path: Path, theirs: AnyRoster) -> bool:
        """The one-page crew sheet of the crew against ``theirs``, as a PDF at ``path``."""
        from gangfight_gui.cards import sheet_render
        from gangfight_gui.cards.crew_sheet import SheetError, crew_sheet

        try:
            sheet = crew_sheet(self.crew().roster, theirs)
            sheet_render.write_sheet_pdf(sheet, path)
        except (SheetError, OSError, ValueError) as error:
            plain_text.critical(self, "Cannot write the crew sheet", f"{path}: {error}")
            return False
        return True

    def _on_save_clicked(self) -> None:
        chosen, _filter = QFileDialog.getSaveFileName(
            self, "Save Crew", str(self._folder / f"{self.roster.name} crew.json"),
            "Crews (*.json)",
        )  # fmt: skip
        if chosen:
            self.save(Path(chosen))

    def save(self, path: Path) -> bool:
        try:
            save_crew(self.crew(), path)
        except (RosterFileError, OSError) as error:
            plain_text.critical(self, "Cannot save the crew", str(error))
            return False
        return True
