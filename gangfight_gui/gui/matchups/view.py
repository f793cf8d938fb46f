"""The matchup matrix panel: pick two rosters and settings, read who hurts whom.

Any change of the inputs starts a new computation after a short pause (``DEBOUNCE_MS``), so
clicking through the range bands computes only the band the user stops at. The computation runs
on the worker thread; the table keeps the last complete matrix meanwhile, and its caption always
describes the matrix shown (rosters and settings come with the result), never the inputs being
computed. Cancelling leaves the last matrix and offers "Compute" to try again.

Exports and printing take the matrix shown, with its own caption, so a file always says which
rosters and settings its figures belong to.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from html import escape
from pathlib import Path

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from gangfight_gui.gui.common import plain_text
from gangfight_gui.gui.matchups import csv_export, heat, printing, texts
from gangfight_gui.gui.matchups.controls import MatrixControls, MatrixRequest
from gangfight_gui.gui.matchups.legend import HeatLegend
from gangfight_gui.gui.matchups.matrix_model import MatchupMatrixModel
from gangfight_gui.gui.matchups.matrix_table import MatrixTable
from gangfight_gui.gui.matchups.result import MatrixResult
from gangfight_gui.gui.matchups.worker import MatrixComputation
from gangfight_gui.gui.shell.card_printing import default_page_size
from gangfight_gui.roster.roster import Roster
from gangfight_gui.rules.engine.limits import MAX_MATCHUP_ATTACKS
from gangfight_gui.rules.gangfight.entries import profile as entry_profile
from gangfight_gui.rules.gangfight.matchups import attacks_to_calculate
from gangfight_gui.rules.gangfight.options import RuleOptions

DEBOUNCE_MS = 250
"""Pause after the last input change before computing: long enough to skip passing choices."""

_Writer = Callable[[Path], None]

MUTED = "#5f5f68"
"""Secondary text in the caption."""
CSV_FILTER = "CSV files (*.csv)"
PDF_FILTER = "PDF documents (*.pdf)"


class NoMatrixError(RuntimeError):
    """An export was asked for before any matrix was computed."""


class MatchupMatrixView(QWidget):
    """Roster A's models (rows) attacking roster B's (columns), heat-mapped.

    Signals:
        matchup_activated(object): a cell was double-clicked or Enter pressed on it; the best
            attack's ``Scenario``, for the combat builder. Cells with no attack emit nothing.
        cell_activated(int, int): the same, as the cell's row and column: the places of its
            attacker and target in their rosters, which tell apart models of one name.
        matrix_computed(object): a new ``MatrixResult`` is shown.
        computation_cancelled(): the user (or a new request) stopped a computation.
    """

    matchup_activated = Signal(object)
    cell_activated = Signal(int, int)
    matrix_computed = Signal(object)
    computation_cancelled = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("matchup_matrix_view")
        self.model = MatchupMatrixModel(self)
        self._asked_labels = self._result_labels = ("", "")
        self._computation = MatrixComputation(self)
        self._stale = False
        """Inputs changed while the view was hidden: compute when it is shown."""
        self._debounce = QTimer(self)
        self._debounce.setSingleShot(True)
        self._debounce.setInterval(DEBOUNCE_MS)
        self._folder: Path | None = None

        self.controls = MatrixControls(self)
        self.caption = QLabel(self)
        self.caption.setObjectName("matrix_caption")
        self.caption.setWordWrap(True)
        self.caption.setTextFormat(Qt.TextFormat.RichText)
        self.table = MatrixTable(self)
        self.table.setModel(self.model)
        self.legend = HeatLegend(self)
        self.measure_combo = QComboBox(self)
        self.measure_combo.setObjectName("measure_combo")
        self.measure_combo.setToolTip("Which figure colours the heat map")
        for measure in heat.HeatMeasure:
            self.measure_combo.addItem(measure.label, measure)

        self.export_csv_button = self._button("export_csv_button", "Export CS&V…")
        self.export_pdf_button = self._button("export_pdf_button", "Export P&DF…")
        self.print_button = self._button("print_button", "&Print…")
        self.status = QLabel(self)
        self.status.setObjectName("matrix_status")
        self.progress = QProgressBar(self)
        self.progress.setObjectName("matrix_progress")
        self.progress.setRange(0, 100)
        self.progress.setMaximumWidth(220)
        self.cancel_button = self._button("cancel_button", "Cancel")
        self.compute_button = self._button("compute_button", "Compute")
        self.compute_button.setToolTip("Compute the matrix for the current rosters and settings")

        self._lay_out()
        self._connect()
        self._show_idle("Open a roster to see how its models fare against another's.")
        self._update_caption()
        self._set_exports_enabled(False)

    def _button(self, name: str, text: str) -> QPushButton:
        button = QPushButton(text, self)
        button.setObjectName(name)
        return button

    def _lay_out(self) -> None:
        top = QHBoxLayout()
        top.addWidget(self.controls, 1)
        for button in (self.export_csv_button, self.export_pdf_button, self.print_button):
            top.addWidget(button, 0, Qt.AlignmentFlag.AlignTop)

        bottom = QHBoxLayout()
        bottom.addWidget(self.legend, 1)
        measure_label = QLabel("Colour &by:", self)
        measure_label.setBuddy(self.measure_combo)
        bottom.addWidget(measure_label)
        bottom.addWidget(self.measure_combo)

        status = QHBoxLayout()
        status.addWidget(self.status, 1)
        status.addWidget(self.progress)
        status.addWidget(self.cancel_button)
        status.addWidget(self.compute_button)

        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addSpacing(4)
        layout.addWidget(self.caption)
        layout.addWidget(self.table, 1)
        layout.addLayout(bottom)
        layout.addLayout(status)

    def _connect(self) -> None:
        self.controls.request_changed.connect(self._on_controls_request_changed)
        self._debounce.timeout.connect(self._on_debounce_timeout)
        self._computation.progressed.connect(self._on_computation_progressed)
        self._computation.computed.connect(self._on_computation_computed)
        self._computation.cancelled.connect(self._on_computation_cancelled)
        self._computation.failed.connect(self._on_computation_failed)
        self.table.activated.connect(self._on_table_activated)
        self.measure_combo.currentIndexChanged.connect(self._on_measure_combo_changed)
        self.cancel_button.clicked.connect(self._on_cancel_button_clicked)
        self.compute_button.clicked.connect(self._on_compute_button_clicked)
        self.export_csv_button.clicked.connect(self._on_export_csv_button_clicked)
        self.export_pdf_button.clicked.connect(self._on_export_pdf_button_clicked)
        self.print_button.clicked.connect(self._on_print_button_clicked)

    # Public interface -----------------------------------------------------------------------

    def set_rosters(self, rosters: Sequence[tuple[str, Roster]]) -> None:
        """The open rosters, as (label, roster); the pickers keep their labels if still open."""
        self.controls.set_rosters(rosters)

    def set_rule_options(self, rules: RuleOptions) -> None:
        """The house rules from the preferences (R14, R15); recomputes if they changed."""
        self.controls.set_rule_options(rules)

    def set_heat_measure(self, measure: heat.HeatMeasure) -> None:
        self.measure_combo.setCurrentIndex(self.measure_combo.findData(measure))

    def set_export_folder(self, folder: Path | None) -> None:
        """Where the export dialogs open (the main window passes its last used folder)."""
        self._folder = folder

    @property
    def result(self) -> MatrixResult | None:
        """The matrix shown (not necessarily of the current inputs while computing)."""
        return self.model.result

    @property
    def result_labels(self) -> tuple[str, str]:
        """The labels the builder knows the shown matrix's rosters by (attackers, targets).

        Not the result's roster names: two open rosters may share a name, and are then told
        apart only by their labels ("Orc Braves (2)"), so a cell opens the right gang's models.
        """
        return self._result_labels

    @property
    def is_computing(self) -> bool:
        return self._computation.busy or self._debounce.isActive()

    def compute(self) -> None:
        """Compute now for the current inputs, without waiting for the debounce."""
        self._debounce.stop()
        request = self.controls.request()
        if not request.complete:
            self._computation.cancel()
            self.model.set_result(None)
            self._after_result()
            self._show_idle("Open a roster to see how its models fare against another's.")
            return
        assert request.attackers is not None and request.targets is not None
        attackers = [entry_profile(model.to_json()) for model in request.attackers.models]
        work = attacks_to_calculate(attackers, len(request.targets.models))
        if work > MAX_MATCHUP_ATTACKS:
            # The command line's limit too (issue 16): the table keeps the last matrix.
            self._computation.cancel()
            self._show_idle(
                f"These rosters make {work:,} attacks to calculate; a matrix takes at most "
                f"{MAX_MATCHUP_ATTACKS:,}. Pick smaller rosters."
            )
            return
        self._asked_labels = self.controls.labels()
        self._computation.start(request.attackers, request.targets, request.settings)
        count = len(request.attackers.models) * len(request.targets.models)
        self._show_busy(f"Computing {count:,} matchups…")

    def cancel(self) -> None:
        """Stop the computation in progress (or pending); the table keeps the last matrix."""
        if self._debounce.isActive():
            self._debounce.stop()
            self._on_computation_cancelled()
        self._computation.cancel()

    def write_matrix_csv(self, path: Path) -> None:
        csv_export.write_matrix_csv(path, self._shown())

    def write_matrix_pdf(self, path: Path) -> None:
        """The matrix shown as a landscape PDF (rosters, settings, legend), written atomically."""
        printing.write_matrix_pdf(path, self._shown(), self.model.heat_measure, default_page_size())

    def print_preview(self) -> None:
        dialog = printing.MatrixPreviewDialog(
            self._shown(), self.model.heat_measure, default_page_size(), self
        )
        try:
            dialog.exec()
        finally:
            dialog.deleteLater()

    def shutdown(self) -> None:
        """Stop the worker thread (also done on close and when the application quits)."""
        self._debounce.stop()
        self._computation.shutdown()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.shutdown()
        super().closeEvent(event)

    # State ----------------------------------------------------------------------------------

    def _shown(self) -> MatrixResult:
        result = self.model.result
        if result is None:
            raise NoMatrixError("there is no matrix to export yet")
        return result

    def _show_busy(self, message: str) -> None:
        self.status.setText(message)
        self.progress.setValue(0)
        self.progress.setVisible(True)
        self.cancel_button.setVisible(True)
        self.cancel_button.setEnabled(True)
        self.compute_button.setVisible(False)

    def _show_idle(self, message: str, *, stale: bool = False) -> None:
        self.status.setText(message)
        self.progress.setVisible(False)
        self.cancel_button.setVisible(False)
        self.compute_button.setVisible(stale)

    def _set_exports_enabled(self, enabled: bool) -> None:
        for button in (self.export_csv_button, self.export_pdf_button, self.print_button):
            button.setEnabled(enabled)

    def _after_result(self) -> None:
        self.table.fit_columns()
        self.legend.set_scale(self.model.heat_measure, self.model.scale_top)
        self._update_caption()
        self._set_exports_enabled(self.model.result is not None)

    def _update_caption(self) -> None:
        result = self.model.result
        if result is None:
            self.caption.setText(
                "<b>Matchups</b><br>Pick the roster whose models attack and the roster they "
                "attack. " + escape(texts.EXPLANATION)
            )
            return
        title = (
            f"<span style='font-size:large'><b>{escape(result.attackers_roster)}</b> (rows) "
            f"attacking <b>{escape(result.targets_roster)}</b> (columns)</span>"
            f"&nbsp;&nbsp;{escape(texts.CELL_MEANING)}"
        )
        empty = [
            name
            for name, models in (
                (result.attackers_roster, result.attackers),
                (result.targets_roster, result.targets),
            )
            if not models
        ]
        notes = f"<br><i>{escape(' and '.join(empty))} has no models.</i>" if empty else ""
        self.caption.setText(
            f"{title}<br><span style='color:{MUTED}'>"
            f"{escape(texts.settings_text(result.settings))}</span>{notes}"
        )

    # Slots ----------------------------------------------------------------------------------

    def _on_controls_request_changed(self, request: MatrixRequest) -> None:
        if not request.complete:
            self.compute()
            return
        # The running job's figures are already out of date: stop it, and wait for the burst
        # of changes to end before starting the next.
        self._computation.cancel()
        self._debounce.start()
        self._show_busy("Waiting for the settings to settle…")

    def _on_debounce_timeout(self) -> None:
        # A hidden matrix (its dock closed) waits until it is shown: every roster edit would
        # otherwise cost a whole matrix nobody is looking at.
        if self.isVisible():
            self.compute()
        else:
            self._stale = True

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._stale:
            self._stale = False
            self.compute()

    def _on_computation_progressed(self, done: int, total: int) -> None:
        self.progress.setValue(100 if total == 0 else done * 100 // total)

    def _on_computation_computed(self, result: MatrixResult) -> None:
        self.progress.setValue(100)
        self._result_labels = self._asked_labels
        self.model.set_result(result)
        self._after_result()
        self._show_idle(
            f"{result.size:,} matchups computed in {result.seconds:.2f} s. {texts.CELL_HELP}"
        )
        self.matrix_computed.emit(result)

    def _on_computation_cancelled(self) -> None:
        if self.is_computing:
            return  # a newer request is already on its way
        shown = "The table shows the previous matrix." if self.model.result else ""
        self._show_idle(f"Cancelled. {shown}".strip(), stale=True)
        self.computation_cancelled.emit()

    def _on_computation_failed(self, message: str) -> None:
        self._show_idle(f"Cannot compute the matrix: {message}", stale=True)

    def _on_table_activated(self, index: QModelIndex | QPersistentModelIndex) -> None:
        matchup = self.model.matchup(index)
        if matchup is not None and matchup.best is not None:
            self.cell_activated.emit(index.row(), index.column())
            self.matchup_activated.emit(matchup.best.scenario)

    def _on_measure_combo_changed(self, _index: int) -> None:
        measure = heat.HeatMeasure(self.measure_combo.currentData())  # Qt returns a plain str
        self.model.set_heat_measure(measure)
        self.legend.set_scale(measure, self.model.scale_top)

    def _on_cancel_button_clicked(self) -> None:
        self.cancel()

    def _on_compute_button_clicked(self) -> None:
        self.compute()

    def _on_export_csv_button_clicked(self) -> None:
        self._export("Export Matchups as CSV", ".csv", CSV_FILTER, self.write_matrix_csv)

    def _on_export_pdf_button_clicked(self) -> None:
        self._export("Export Matchups as PDF", ".pdf", PDF_FILTER, self.write_matrix_pdf)

    def _on_print_button_clicked(self) -> None:
        if self.model.result is not None:
            self.print_preview()

    def _export(self, title: str, suffix: str, name_filter: str, write: _Writer) -> None:
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
            write(path)
        except OSError as error:
            plain_text.warning(self, title, f"Could not write {path}:\n{error.strerror or error}")
            return
        self._folder = path.parent
        self.status.setText(f"Saved {path.name}.")
