"""The matrix's inputs: which roster attacks which, and the circumstances of every cell.

``MatrixControls`` turns its widgets into one ``MatrixRequest`` value and says when it changed;
it never computes anything. Rosters are offered by the label the main window gives them and kept
selected by that label when the list of open rosters changes (a roster edited in its tab arrives
again under the same label, with new contents).
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from gangfight_gui.gui.common.plain_text import tooltip
from gangfight_gui.gui.matchups import texts
from gangfight_gui.roster.roster import Roster
from gangfight_gui.rules.engine.wording import count_of
from gangfight_gui.rules.gangfight.matchups import MatchupSettings
from gangfight_gui.rules.gangfight.options import LongRange, RuleOptions
from gangfight_gui.rules.gangfight.planning import ENGAGED_SHOT_CAP
from gangfight_gui.rules.gangfight.ranges import LONG, NORMAL, SHORT, parse_band
from gangfight_gui.rules.gangfight.scenario import Cover

BANDS = (SHORT, NORMAL, LONG, "long_2", "long_3", "long_4")
"""The bands offered; a fifth long step (-5 dice) leaves no real profile a shot."""


@dataclass(frozen=True, slots=True)
class MatrixRequest:
    """What to compute: roster A's models attack roster B's, in these circumstances."""

    attackers: Roster | None
    targets: Roster | None
    settings: MatchupSettings

    @property
    def complete(self) -> bool:
        return self.attackers is not None and self.targets is not None


def band_label(band: str, option: LongRange) -> str:
    """ "Short (+1 die)", "Normal", "Long (-1 die)", "Long, 2 steps (-2 dice)"."""
    dice = parse_band(band, option).dice
    if band == SHORT:
        return f"Short (+{count_of(dice, 'die')})"
    if band == NORMAL:
        return "Normal"
    steps = -dice
    name = "Long" if steps == 1 else f"Long, {steps} steps"
    return f"{name} (−{count_of(steps, 'die')})"


class MatrixControls(QWidget):
    """Roster pickers (with swap) and the settings applied to the whole matrix.

    Signals:
        request_changed(object): the inputs changed; the new ``MatrixRequest``.
    """

    request_changed = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("matrix_controls")
        self._rosters: dict[str, Roster] = {}
        self._rules = RuleOptions()
        self._updating = False

        self.attackers_combo = self._combo("attackers_combo", "Roster whose models attack (rows)")
        self.targets_combo = self._combo(
            "targets_combo", "Roster whose models are attacked (columns)"
        )
        self.swap_button = QToolButton(self)
        self.swap_button.setObjectName("swap_button")
        self.swap_button.setText("⇄")
        self.swap_button.setToolTip("Swap attackers and targets")
        self.swap_button.setAccessibleName("Swap attackers and targets")

        self.cover_combo = self._combo(
            "cover_combo", "Cover of every target against shooting (R24)"
        )
        for cover in Cover:
            self.cover_combo.addItem(texts.cover_text(cover).capitalize(), cover)
        self.band_combo = self._combo("band_combo", "Range band of every shot (R15)")
        self._fill_bands(NORMAL)
        self.in_combat_check = QCheckBox("Target in close co&mbat", self)
        self.in_combat_check.setObjectName("in_combat_check")
        self.in_combat_check.setToolTip(
            f"Shots at a target in close combat roll at most "
            f"{count_of(ENGAGED_SHOT_CAP, 'die')} (R16)"
        )

        pickers: list[QWidget] = [
            self._label("&Attackers:", self.attackers_combo),
            self.attackers_combo,
            self.swap_button,
            self._label("&Targets:", self.targets_combo),
            self.targets_combo,
        ]
        settings: list[QWidget] = [
            self._label("&Cover:", self.cover_combo),
            self.cover_combo,
            self._label("&Range:", self.band_combo),
            self.band_combo,
            self.in_combat_check,
        ]
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        for widgets in (pickers, settings):
            row = QHBoxLayout()
            for widget in widgets:
                row.addWidget(widget)
            row.addStretch(1)
            layout.addLayout(row)

        self.attackers_combo.currentIndexChanged.connect(self._on_attackers_combo_changed)
        self.targets_combo.currentIndexChanged.connect(self._on_targets_combo_changed)
        self.swap_button.clicked.connect(self._on_swap_button_clicked)
        self.cover_combo.currentIndexChanged.connect(self._on_cover_combo_changed)
        self.band_combo.currentIndexChanged.connect(self._on_band_combo_changed)
        self.in_combat_check.toggled.connect(self._on_in_combat_check_toggled)

    def _combo(self, name: str, tip: str) -> QComboBox:
        combo = QComboBox(self)
        combo.setObjectName(name)
        combo.setToolTip(tip)
        combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        combo.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        return combo

    def _label(self, text: str, buddy: QWidget) -> QLabel:
        label = QLabel(text, self)
        label.setBuddy(buddy)
        return label

    # Public interface -----------------------------------------------------------------------

    def request(self) -> MatrixRequest:
        return MatrixRequest(
            self._roster_of(self.attackers_combo),
            self._roster_of(self.targets_combo),
            MatchupSettings(
                Cover(self.cover_combo.currentData()),  # Qt hands back the StrEnum as a str
                str(self.band_combo.currentData()),
                self.in_combat_check.isChecked(),
                self._rules,
            ),
        )

    def labels(self) -> tuple[str, str]:
        """The labels of the rosters picked, attackers and targets ("" for none)."""
        return self.attackers_combo.currentText(), self.targets_combo.currentText()

    def set_rosters(self, rosters: Sequence[tuple[str, Roster]]) -> None:
        """Offer these rosters; keep each picker's label if it is still open.

        A new picker choice defaults to the first roster for attackers and the second (or the
        first, when only one is open: a gang against itself) for targets.
        """
        before = self.request()
        keep_a, keep_b = self.attackers_combo.currentText(), self.targets_combo.currentText()
        before_labels = list(self._rosters)
        self._rosters = dict(rosters)
        labels = list(self._rosters)
        with self._batch():
            for combo in (self.attackers_combo, self.targets_combo):
                combo.clear()
                for label, roster in self._rosters.items():
                    combo.addItem(label, label)
                    combo.setItemData(
                        combo.count() - 1,
                        tooltip(f"{roster.name}: {len(roster.models)} models"),
                        Qt.ItemDataRole.ToolTipRole,
                    )
            self._select(self.attackers_combo, keep_a if keep_a in self._rosters else "")
            chosen_a = self.attackers_combo.currentText()
            default_b = next((label for label in labels if label != chosen_a), chosen_a)
            # A gang against itself is kept only while no other gang is open: rosters open one
            # at a time, and the first one alone would otherwise pin both pickers to it.
            if keep_b == chosen_a and len(labels) > 1 and len(before_labels) <= 1:
                keep_b = ""
            self._select(self.targets_combo, keep_b if keep_b in self._rosters else default_b)
        self._emit_if_changed(before)

    def set_rule_options(self, rules: RuleOptions) -> None:
        """Take the preferences' house rules; "normal" becomes "long" without a Normal band."""
        if rules == self._rules:
            return
        before = self.request()
        band = self.band_combo.currentData()
        self._rules = rules
        if band == NORMAL and rules.long_range is LongRange.BEYOND_RANGE:
            band = LONG
        with self._batch():
            self._fill_bands(band)
        self._emit_if_changed(before)

    def swap(self) -> None:
        before = self.request()
        a, b = self.attackers_combo.currentIndex(), self.targets_combo.currentIndex()
        with self._batch():
            self.attackers_combo.setCurrentIndex(b)
            self.targets_combo.setCurrentIndex(a)
        self._emit_if_changed(before)

    # Internals ------------------------------------------------------------------------------

    def _fill_bands(self, selected: str) -> None:
        self.band_combo.clear()
        for band in BANDS:
            if band == NORMAL and self._rules.long_range is LongRange.BEYOND_RANGE:
                continue
            self.band_combo.addItem(band_label(band, self._rules.long_range), band)
        index = self.band_combo.findData(selected)
        self.band_combo.setCurrentIndex(max(0, index))

    def _roster_of(self, combo: QComboBox) -> Roster | None:
        label = combo.currentData()
        return self._rosters.get(label) if isinstance(label, str) else None

    @staticmethod
    def _select(combo: QComboBox, label: str) -> None:
        index = combo.findData(label)
        combo.setCurrentIndex(index if index >= 0 else (0 if combo.count() else -1))

    @contextlib.contextmanager
    def _batch(self) -> Iterator[None]:
        """Silence the per-widget change signals while several widgets change together."""
        self._updating = True
        try:
            yield
        finally:
            self._updating = False

    def _emit_if_changed(self, before: MatrixRequest) -> None:
        after = self.request()
        if after != before:
            self.request_changed.emit(after)

    def _emit(self) -> None:
        if not self._updating:
            self.request_changed.emit(self.request())

    def _on_attackers_combo_changed(self, _index: int) -> None:
        self._emit()

    def _on_targets_combo_changed(self, _index: int) -> None:
        self._emit()

    def _on_swap_button_clicked(self) -> None:
        self.swap()

    def _on_cover_combo_changed(self, _index: int) -> None:
        self._emit()

    def _on_band_combo_changed(self, _index: int) -> None:
        self._emit()

    def _on_in_combat_check_toggled(self, _checked: bool) -> None:
        self._emit()
