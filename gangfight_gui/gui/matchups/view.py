"""The matchups of one game: pick two rosters and the circumstances, read who hurts whom; any
change computes anew on the worker thread after a short pause (``DEBOUNCE_MS``)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import partial
from pathlib import Path

from PySide6.QtCore import QEvent, QModelIndex, QPersistentModelIndex, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QShowEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QFileDialog,
    QHBoxLayout,
    QProgressBar,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from gangfight_gui.gui.combat.fight import EntryKey
from gangfight_gui.gui.common import plain_text
from gangfight_gui.gui.common.elided import ElidedLabel
from gangfight_gui.gui.common.named_widgets import button, lay_out, named
from gangfight_gui.gui.common.on_screen import seen_now
from gangfight_gui.gui.common.worker import Computation
from gangfight_gui.gui.matchups import csv_export, printing, texts
from gangfight_gui.gui.matchups.compute import MatrixRequest, compute_matrix
from gangfight_gui.gui.matchups.controls import READING_NOTE, MatchupControls
from gangfight_gui.gui.matchups.legend import HeatLegend
from gangfight_gui.gui.matchups.matrix_model import MatchupMatrixModel
from gangfight_gui.gui.matchups.matrix_table import MatrixTable
from gangfight_gui.gui.matchups.result import MatrixResult
from gangfight_gui.roster.files import AnyRoster
from gangfight_gui.rules.duel import DEFAULT_ROUNDS, MAX_ROUNDS, MIN_ROUNDS
from gangfight_gui.rules.engine.limits import MAX_MATCHUP_ATTACKS
from gangfight_gui.rules.engine.wording import plural
from gangfight_gui.rules.game import AnyGame

DEBOUNCE_MS = 250
"""Pause after the last input change before computing: long enough to skip passing choices."""

CSV_FILTER = "CSV files (*.csv)"
PDF_FILTER = "PDF documents (*.pdf)"

_Writer = Callable[[Path, MatrixResult], None]


class MatchupsView(QWidget):
    """Roster A's entries (rows) attacking roster B's (columns) in ``game``, coloured.

    Signals:
        fight_opened(str, object, object, object): a cell was double-clicked (or Enter pressed
            on it): the game's key, the attacker's ``EntryKey``, the targets' (a tuple of one)
            and the best fight's scenario, for the builder's ``open_fight``. A cell with no
            fight emits none.
        matrix_computed(object): a new ``MatrixResult`` is shown.
        computation_cancelled(): the player (or a new request) stopped a computation.
        computation_failed(str): the computation refused its input (the limit); why.
    """

    fight_opened = Signal(str, object, object, object)
    matrix_computed = Signal(object)
    computation_cancelled = Signal()
    computation_failed = Signal(str)

    def __init__(self, game: AnyGame, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(f"matchups_view_{game.key}")
        self.game = game
        self.model = MatchupMatrixModel(self)
        self._house_rules: dict[str, object] = {}
        self._computation = Computation(f"matchups_thread_{game.key}", self)
        self._stale = False
        """Inputs changed while the view was hidden: compute when it is shown."""
        self._debounce = QTimer(self)
        self._debounce.setSingleShot(True)
        self._debounce.setInterval(DEBOUNCE_MS)
        self._folder: Path | None = None

        self.controls = MatchupControls(game, self)
        self.caption = named(ElidedLabel("", self), "matrix_caption")
        font = self.caption.font()
        font.setBold(True)
        self.caption.setFont(font)
        self.table = MatrixTable(self)
        self.table.setModel(self.model)
        self.legend = HeatLegend(self)
        self.export_csv_button = button(
            "CS&V…", "export_csv_button", self, "Export as CSV", self._on_export_csv_button_clicked
        )
        self.export_pdf_button = button(
            "P&DF…", "export_pdf_button", self, "Export as PDF", self._on_export_pdf_button_clicked
        )
        self.print_button = button(
            "&Print…", "print_button", self, "Print the matrix", self._on_print_button_clicked
        )
        self._exports = (self.export_csv_button, self.export_pdf_button, self.print_button)
        self.status = named(ElidedLabel("", self), "matrix_status")
        self.progress = named(QProgressBar(self), "matrix_progress")
        self.progress.setRange(0, 100)
        self.progress.setMaximumWidth(160)
        self.cancel_button = button("Cancel", "cancel_button", self, "Stop computing", self.cancel)
        tip = "Compute the matrix for the rosters and settings shown"
        self.compute_button = button("Compute", "compute_button", self, tip, self.compute)
        tip = (
            "Each cell the row's chance to win a duel to the finish: both sides' best fight "
            "each turn, each attack's state carried into the next"
        )
        self.finish_check = named(QCheckBox("To the &finish", self), "finish_check", tip)
        tip = "Rounds at most: what has not ended is unfinished"
        self.finish_rounds = named(QSpinBox(self), "finish_rounds", tip)
        self.finish_rounds.setRange(MIN_ROUNDS, MAX_ROUNDS)
        self.finish_rounds.setValue(DEFAULT_ROUNDS)
        self.finish_rounds.setSuffix(" rounds")
        self.finish_rounds.setEnabled(False)
        self._lay_out()
        self._connect()
        self.model.set_base(self.palette().base().color())
        self._show(self._open_hint())
        self._update_caption()
        self._set_exports_enabled(False)

    def _lay_out(self) -> None:
        """For a 1366×768 laptop docked: rows of controls, a one-line caption, the table taking
        the rest, the legend and the status sharing the last row."""
        for widget in (self.finish_check, self.finish_rounds, *self._exports):
            self.controls.add_widget(widget)
        bottom = lay_out(
            QHBoxLayout(),
            (self.legend, 3),
            (self.status, 2),
            self.progress,
            self.cancel_button,
            self.compute_button,
        )
        parts = (self.controls, self.caption, (self.table, 1), bottom)
        lay_out(QVBoxLayout(self), *parts, margins=(4, 4, 4, 4), spacing=4)

    def _connect(self) -> None:
        self.controls.changed.connect(self._on_controls_changed)
        self.finish_check.toggled.connect(self._on_finish_check_toggled)
        self.finish_rounds.valueChanged.connect(self._on_controls_changed)
        self._debounce.timeout.connect(self._on_debounce_timeout)
        self._computation.progressed.connect(self._on_computation_progressed)
        self._computation.computed.connect(self._on_computation_computed)
        self._computation.cancelled.connect(self._on_computation_cancelled)
        self._computation.failed.connect(self._on_computation_failed)
        self.table.activated.connect(self._on_table_activated)
        self.table.doubleClicked.connect(self._on_table_activated)

    # Public interface -----------------------------------------------------------------------

    def set_rosters(self, rosters: Sequence[tuple[str, AnyRoster]]) -> None:
        """The open rosters of this game, as (label, roster); the pickers keep their labels."""
        self.controls.set_rosters(rosters)

    def pick(self, label: str) -> None:
        """The roster in front attacks: its label in the attackers' picker."""
        if self.controls.labels()[0] != label:
            self.controls.pick(label)

    def set_house_rules(self, values: Mapping[str, object]) -> None:
        """Preferences' house rules of this game; recomputes if they changed."""
        values = dict(values)
        if values != self._house_rules:
            self._house_rules = values
            self._on_controls_changed()

    @property
    def house_rules(self) -> dict[str, object]:
        return dict(self._house_rules)

    def set_export_folder(self, folder: Path | None) -> None:
        """Where the export dialogs open."""
        self._folder = folder

    @property
    def result(self) -> MatrixResult | None:
        """The matrix shown (not necessarily of the current inputs while computing)."""
        return self.model.result

    @property
    def is_computing(self) -> bool:
        return self._computation.busy or self._debounce.isActive()

    def request(self) -> MatrixRequest | None:
        """What the controls ask for now; None until two rosters are picked."""
        attackers, targets = self.controls.rosters()
        if attackers is None or targets is None:
            return None
        return MatrixRequest(
            self.game,
            self.controls.labels(),
            attackers,
            targets,
            self.controls.circumstances(),
            dict(self._house_rules),
            self.finish_rounds.value() if self.finish_check.isChecked() else None,
        )

    def compute(self) -> None:
        """Compute now for the current inputs, without waiting for the debounce."""
        self._debounce.stop()
        request = self.request()
        if request is None:
            self._computation.cancel()
            self.model.set_result(None)
            self._after_result()
            self._show(self._open_hint())
            return
        self._computation.start(lambda progress: compute_matrix(request, progress))
        count = len(request.attackers.models) * len(request.targets.models)
        self._show(f"Computing {count:,} matchups…", busy=True)

    def cancel(self) -> None:
        """Stop the computation in progress (or pending); the table keeps the last matrix."""
        if self._debounce.isActive():
            self._debounce.stop()
            self._on_computation_cancelled()
        self._computation.cancel()

    def shutdown(self) -> None:
        """Stop the worker thread (also done on close and when the application quits)."""
        self._debounce.stop()
        self._computation.shutdown()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.shutdown()
        super().closeEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:
            self.model.set_base(self.palette().base().color())

    # State ----------------------------------------------------------------------------------

    def _open_hint(self) -> str:
        noun = plural(self.game.entry_noun, 2)
        return (
            f"Open a {self.game.title} roster to see how its {noun} fare against another's "
            "(or against each other)."
        )

    def _show(self, message: str, *, busy: bool = False, stale: bool = False) -> None:
        """``message`` in the status line; while ``busy`` the progress from 0 and Cancel, else
        Compute when the matrix shown is ``stale``."""
        self.status.setText(message)
        if busy:
            self.progress.setValue(0)
            self.cancel_button.setEnabled(True)
        self.progress.setVisible(busy)
        self.cancel_button.setVisible(busy)
        self.compute_button.setVisible(stale and not busy)

    def _set_exports_enabled(self, enabled: bool) -> None:
        for export in self._exports:
            export.setEnabled(enabled)

    def _after_result(self) -> None:
        self.table.fit_columns()
        result = self.model.result
        if result is not None:
            self.legend.set_scale(result.scale)
        self._update_caption()
        self._set_exports_enabled(result is not None)

    def _update_caption(self) -> None:
        """The caption describes the matrix shown (its result's rosters and settings), never the
        inputs being computed."""
        result = self.model.result
        if result is None:
            self.caption.setText(
                f"Matchups: pick the roster whose {plural(self.game.entry_noun, 2)} attack and "
                "the roster they attack."
            )
            self.caption.set_extra_tooltip("")
            return
        extra = [texts.empty_rosters(result)] if texts.empty_rosters(result) else []
        self.caption.setText(" ".join([texts.caption(result), *extra]))
        notes = ["In every fight:", *result.settings]
        if any("*" in line for line in result.settings):
            notes.append(READING_NOTE)
        self.caption.set_extra_tooltip("\n".join(notes))

    # Slots ----------------------------------------------------------------------------------

    def _on_controls_changed(self) -> None:
        if self.request() is None:
            self.compute()
            return
        # The running job's figures are already out of date: stop it, and wait for the burst
        # of changes to end before starting the next.
        self._computation.cancel()
        self._debounce.start()
        self._show("Waiting for the settings to settle…", busy=True)

    def _on_finish_check_toggled(self, on: bool) -> None:
        self.finish_rounds.setEnabled(on)
        self._on_controls_changed()

    def _on_debounce_timeout(self) -> None:
        # A hidden matrix (its dock closed) waits until it is shown: every roster edit would
        # otherwise cost a whole matrix nobody is looking at.
        if seen_now(self, self._catch_up):
            self.compute()
        else:
            self._stale = True
            self._show("Shown when the matchups are.", stale=True)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._catch_up()

    def _catch_up(self) -> None:
        """Compute what changed while the matrix was out of sight (hidden, or a tab behind)."""
        if self._stale:
            self._stale = False
            self.compute()

    def _on_computation_progressed(self, done: int, total: int) -> None:
        self.progress.setValue(100 if total == 0 else done * 100 // total)

    def _on_computation_computed(self, result: MatrixResult) -> None:
        self.progress.setValue(100)
        if self.controls.set_open_choices(result.open_choices):
            self._on_controls_changed()  # a choice the house rules shut: the next one
        self.model.set_result(result)
        self._after_result()
        if not self.is_computing:
            self._show(f"{result.size:,} matchups in {result.seconds:.2f} s. {texts.CELL_HELP}")
        self.matrix_computed.emit(result)

    def _on_computation_cancelled(self) -> None:
        if self.is_computing:
            return  # a newer request is already on its way
        shown = "The table shows the previous matrix." if self.model.result else ""
        self._show(f"Cancelled. {shown}".strip(), stale=True)
        self.computation_cancelled.emit()

    def _on_computation_failed(self, message: str) -> None:
        hint = " Pick smaller rosters." if f"{MAX_MATCHUP_ATTACKS:,}" in message else ""
        self._show(f"Cannot compute the matrix: {message}.{hint}", stale=True)
        self.status.set_extra_tooltip(message)
        self.computation_failed.emit(message)

    def _on_table_activated(self, index: QModelIndex | QPersistentModelIndex) -> None:
        result = self.model.result
        cell = self.model.pairing(index)
        if result is None or cell is None or cell.scenario is None:
            return
        row, column = index.row(), index.column()
        attacker = EntryKey(result.labels[0], result.attackers[row], row)
        target = EntryKey(result.labels[1], result.targets[column], column)
        self.fight_opened.emit(self.game.key, attacker, (target,), dict(cell.scenario))

    def _on_export_csv_button_clicked(self) -> None:
        self._export("Export Matchups as CSV", ".csv", CSV_FILTER, csv_export.write_matrix_csv)

    def _on_export_pdf_button_clicked(self) -> None:
        """The matrix shown as a landscape PDF (rosters, settings, legend), written atomically."""
        page = printing.default_page_size()
        write = partial(printing.write_matrix_pdf, page_size=page)
        self._export("Export Matchups as PDF", ".pdf", PDF_FILTER, write)

    def _on_print_button_clicked(self) -> None:
        if self.model.result is not None:
            page = printing.default_page_size()
            plain_text.accepted(printing.MatrixPreviewDialog(self.model.result, page, self))

    def _export(self, title: str, suffix: str, name_filter: str, write: _Writer) -> None:
        """Exports the matrix shown, with its own settings, never the inputs being computed."""
        result = self.model.result
        if result is None:
            return
        start = (self._folder or Path.home()) / csv_export.suggested_name(result, suffix)
        chosen, _filter = QFileDialog.getSaveFileName(self, title, str(start), name_filter)
        if not chosen:
            return
        path = Path(chosen)
        if path.suffix.lower() != suffix:
            path = path.with_name(path.name + suffix)
        try:
            write(path, result)
        except OSError as error:
            plain_text.warning(self, title, f"Could not write {path}:\n{error.strerror or error}")
            return
        self._folder = path.parent
        self.status.setText(f"Saved {path.name}.")
