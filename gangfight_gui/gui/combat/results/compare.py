"""Compare: a pinned result beside the fight shown now, figure by figure, in the pane's width."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QToolButton, QWidget

from gangfight_gui.gui.combat.results.details_view import heading
from gangfight_gui.gui.combat.results.style import Shown, TabView, dim, row, set_shown, view_column
from gangfight_gui.gui.combat.results.table import FittedTable
from gangfight_gui.gui.common.action_buttons import keep_in_step
from gangfight_gui.gui.common.named_widgets import named, text_label
from gangfight_gui.rules.engine.wording import MINUS
from gangfight_gui.rules.game import Figure

EMPTY_HINT = (
    "Pin to Compare (the button above, or the Combat menu) keeps the odds shown now in this "
    "tab; change the fight in the builder and read the two side by side."
)
MISSING = "–"
NO_CHANGE = "no change"
"""The change between two figures that read the same."""
CHANGE_HELP = "The number shown now less the one pinned; a chance's in percentage points"


@dataclass(frozen=True, slots=True)
class Side:
    """One column of the comparison: a fight's title and one target's figures."""

    title: str
    target: str
    figures: tuple[Figure, ...]


def side_of(shown: Shown) -> Side | None:
    """The column of the fight shown and its target picked; None with no fight."""
    if shown.fight is None or shown.view is None:
        return None
    return Side(shown.fight.title, shown.view.name, shown.view.figures)


def shown_number(figure: Figure) -> tuple[Decimal, bool]:
    """The number a figure shows, as the player reads it ("3.4%" is 3.4, "1.48" is 1.48), and
    whether it is a bound: "<0.1%" reads as 0.0 and ">99.9%" as 100.0, each only near."""
    text = figure.text.removesuffix("%")
    if text.startswith("<"):
        return Decimal("0.0"), True
    if text.startswith(">"):
        return Decimal("100.0"), True
    return Decimal(text), False


def change_text(before: Figure | None, after: Figure | None) -> str:
    """How far a figure moved, as the difference of the two numbers shown and in their unit:
    "3.4% → 1.0%" is "−2.4 points" (percentage points), "1.48 → 1.93" is "+0.45"; the same
    text twice is "no change"; a side shown as a bound ("<0.1%") makes the change "about"."""
    if before is None or after is None or before.expected != after.expected:
        return ""
    if before.text == after.text:
        return NO_CHANGE
    (old, old_bound), (new, new_bound) = shown_number(before), shown_number(after)
    delta = new - old
    sign = MINUS if delta < 0 else "+"
    text = f"{sign}{abs(delta)}" + ("" if before.expected else " points")
    return f"about {text}" if old_bound or new_bound else text


def compare_rows(pinned: Side, now: Side | None) -> list[tuple[str, Figure | None, Figure | None]]:
    """(label, pinned figure, current figure) per figure key: the pinned's in order, then any
    the current one adds."""
    current = {f.key: f for f in now.figures} if now is not None else {}
    rows: list[tuple[str, Figure | None, Figure | None]] = [
        (f.label, f, current.get(f.key)) for f in pinned.figures
    ]
    keys = {f.key for f in pinned.figures}
    if now is not None:
        rows += [(f.label, None, f) for f in now.figures if f.key not in keys]
    return rows


class CompareView(TabView):
    """The pinned side and the current side as columns of one table, under a button of
    ``pin_action`` (Pin to Compare, Unpin): the tab that explains pinning offers it. One table,
    so each label stays on the line of its values and the columns share the pane's width."""

    def __init__(self, pin_action: QAction | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent, "compare_view")
        self.pin_button = named(QToolButton(self), "compare_pin_button")
        if pin_action is not None:
            self.pin_button.setDefaultAction(pin_action)
            keep_in_step(self.pin_button)
        self.pin_button.setVisible(pin_action is not None)
        self.pinned: Side | None = None
        self.now: Side | None = None
        self.hint = dim(text_label(self, "compare_hint", EMPTY_HINT))
        self.pinned_title = text_label(self, "compare_pinned_title")
        self.now_title = text_label(self, "compare_now_title")
        self.table = named(FittedTable(self), "compare_table")
        top = row((heading("Compare", self), 1), self.pin_button)
        view_column(self, top, self.hint, self.pinned_title, self.now_title, self.table, None)
        self.refresh()

    def pin(self, side: Side | None) -> None:
        self.pinned = side
        self.changed()

    def follow(self, shown: Shown) -> None:
        side = side_of(shown)
        if side == self.now:
            return
        self.now = side
        if self.pinned is not None:
            self.changed()

    def refresh(self) -> None:
        pinned, now = self.pinned, self.now
        set_shown(self.hint, pinned is None)
        set_shown((self.pinned_title, self.now_title, self.table), pinned is not None)
        if pinned is None:
            return
        self.pinned_title.setText(f"Pinned: {pinned.title}")
        self.now_title.setText(f"Now: {now.title}" if now is not None else "Now: no fight")
        self.table.set_headings(
            ["Figure", "Pinned", "Now", "Change"],
            ["", pinned.target, now.target if now is not None else "", CHANGE_HELP],
        )
        rows = compare_rows(pinned, now)
        tips = []
        for label, before, after in rows:
            figure = before if before is not None else after
            help = figure.help if figure is not None else ""
            tips.append("\n".join(part for part in (label, help) if part))
        self.table.set_rows(
            [
                [
                    label,
                    before.text if before is not None else MISSING,
                    after.text if after is not None else MISSING,
                    change_text(before, after),
                ]
                for label, before, after in rows
            ],
            tips=tips,
        )
