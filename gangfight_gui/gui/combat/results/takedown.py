"""How many attacks bring the target down, and which single change would help most.

Both answer "is this worth it?" before the player commits (issue: Matchups). They cost a few
calculations each, so they are worked out only while their tab is on screen.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QGridLayout, QGroupBox, QLabel, QVBoxLayout, QWidget

from gangfight_gui.rules.engine.wording import count_of, percent
from gangfight_gui.rules.gangfight.attrition import attacks_to_incapacitate
from gangfight_gui.rules.gangfight.hints import Hint, what_if
from gangfight_gui.rules.gangfight.outcome import AttackOutcome

WITHIN_COLUMNS = 8
"""Attacks shown in the "within k" row; the mean covers the rest."""
HINTS_SHOWN = 6


class TakeDownView(QWidget):
    """The attacks-to-incapacitate figures and the what-if hints for one target.

    Signals:
        hint_chosen(Scenario): a hint was clicked (or activated from the keyboard): the
            scenario with its one change, for the builder to take up.
    """

    hint_chosen = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("takedown_view")
        self._hints: list[Hint] = []
        self._pending: tuple[AttackOutcome, int] | None = None
        self._shown: tuple[AttackOutcome, int] | None = None

        self.attacks_box = QGroupBox("Attacks to take it down", self)
        self.summary = QLabel(self.attacks_box)
        self.summary.setObjectName("takedown_summary")
        self.summary.setWordWrap(True)
        self.within = QGridLayout()
        self.within.setHorizontalSpacing(14)
        box_layout = QVBoxLayout(self.attacks_box)
        box_layout.addWidget(self.summary)
        box_layout.addLayout(self.within)

        self.hints_box = QGroupBox("What if… (one change, best first)", self)
        self.hints = QLabel(self.hints_box)
        self.hints.setObjectName("whatif_hints")
        self.hints.setTextFormat(Qt.TextFormat.RichText)
        self.hints.setWordWrap(True)
        self.hints.setTextInteractionFlags(
            Qt.TextInteractionFlag.LinksAccessibleByMouse
            | Qt.TextInteractionFlag.LinksAccessibleByKeyboard
        )
        self.hints.setToolTip("Click a change to make it in the combat builder")
        self.hints.linkActivated.connect(self._on_hints_link_activated)
        QVBoxLayout(self.hints_box).addWidget(self.hints)

        layout = QVBoxLayout(self)
        layout.addWidget(self.attacks_box)
        layout.addWidget(self.hints_box)
        layout.addStretch(1)

    def set_outcome(self, outcome: AttackOutcome | None, target: int = 0) -> None:
        """Remember what to show; the work is done when the view is (or becomes) visible."""
        self._pending = None if outcome is None else (outcome, target)
        if self.isVisible():
            self.refresh()

    def refresh(self) -> None:
        if self._pending == self._shown:
            return
        self._shown = self._pending
        if self._pending is None:
            self.summary.setText("")
            self._set_within([])
            self.hints.setText("")
            return
        outcome, target = self._pending
        self._show_attacks(outcome, target)
        self._show_hints(outcome)

    @property
    def shown_hints(self) -> tuple[Hint, ...]:
        """The hints listed, in order: the n-th is the link ``n``."""
        return tuple(self._hints)

    def _on_hints_link_activated(self, link: str) -> None:
        index = int(link) if link.isdigit() else -1
        if 0 <= index < len(self._hints):
            self.hint_chosen.emit(self._hints[index].scenario)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.refresh()

    def _show_attacks(self, outcome: AttackOutcome, target: int) -> None:
        model = outcome.targets[target].target
        taken = attacks_to_incapacitate(outcome, target)
        if taken.wounds_needed == 0:
            self.summary.setText(f"{model.name} is already incapacitated (R14).")
            self._set_within([])
            return
        need = count_of(taken.wounds_needed, "wound")
        if taken.mean is None:
            self.summary.setText(
                f"{model.name} needs {need} to go down (R14), and this attack cannot wound it: "
                "no number of attacks will do."
                if taken.beyond >= 1.0
                else f"{model.name} needs {need} (R14); many attacks, with some chance never."
            )
        else:
            self.summary.setText(
                f"{model.name} needs {need} to go down (R14): on average "
                f"<b>{taken.mean:.1f}</b> attacks like this one, wounds carrying over."
            )
        self._set_within([(k, taken.within(k)) for k in range(1, WITHIN_COLUMNS + 1)])

    def _set_within(self, cells: list[tuple[int, float]]) -> None:
        while self.within.count():
            item = self.within.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        if not cells:
            return
        self.within.addWidget(QLabel("within", self), 0, 0)
        self.within.addWidget(QLabel("down", self), 1, 0)
        for column, (k, p) in enumerate(cells, start=1):
            head = QLabel(count_of(k, "attack"), self)
            value = QLabel(f"<b>{percent(p)}</b>", self)
            value.setObjectName(f"within_{k}")
            self.within.addWidget(head, 0, column)
            self.within.addWidget(value, 1, column)

    def _show_hints(self, outcome: AttackOutcome) -> None:
        hints = [h for h in what_if(outcome.plan.scenario, outcome) if h.gain > 1e-9]
        self._hints = hints[:HINTS_SHOWN]
        if not hints:
            self.hints.setText("No single change of these helps: die, TN, cover, band, weapons.")
            return
        unit = "wounds" if outcome.plan.wounds else "hits"
        rows = [
            f'<b>+{h.gain:.2f}</b> {unit}: <a href="{i}">{escape(h.change)}</a> → '
            f"{h.expected_final_wounds:.2f} wounds, {percent(h.p_incapacitated)} to incapacitate"
            for i, h in enumerate(self._hints)
        ]
        self.hints.setText("<br>".join(rows))
