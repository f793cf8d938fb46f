"""Take-down, to the finish and what-if: how many such attacks bring the target down, who wins if
the two keep fighting (``finish.py``), and what one change gives.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QWidget

from gangfight_gui.gui.combat.results.chart import BarChart
from gangfight_gui.gui.combat.results.choices_view import CLICK_HINT
from gangfight_gui.gui.combat.results.compare import change_text
from gangfight_gui.gui.combat.results.details_view import heading
from gangfight_gui.gui.combat.results.finish import FinishView
from gangfight_gui.gui.combat.results.reading import RankedWhatIf, rank_what_ifs
from gangfight_gui.gui.combat.results.style import Shown, TabView, dim, set_shown, view_column
from gangfight_gui.gui.combat.results.table import FittedTable
from gangfight_gui.gui.common.named_widgets import named, text_label
from gangfight_gui.rules.game import Chart, TakeDown, Tone

ATTACKER: Tone = "attacker"
"""Each bar is the attacker's chance of having taken the target down."""
MOST_ATTACKS = 12
"""Bars of "down within n attacks" drawn at most; the mean covers the rest."""
SURE = 0.9995
"""Once the chance reaches this, further attacks add nothing the chart could show."""
CHART_HEIGHT = 130
HOW_TO_TRY = "in the roster"
"""The "Try it" of a change the builder cannot make: short, so the change itself is read whole on a
laptop's screen; its tooltip says more (``HOW_TO_TRY_TIP``)."""
GAIN_HELP = (
    "The change's figure less the fight's, as shown (a chance's in percentage points); the "
    "rows are ranked by the game's measure, in each row's tooltip"
)
HOW_TO_TRY_TIP = "Edit the roster entry to try it"
"""What a what-if the builder cannot make says (a weapon's own number, several targets)."""


def within_chart(takedown: TakeDown) -> Chart:
    """P(down within n) as bars n = 1, 2, …, up to a sure thing or ``MOST_ATTACKS``."""
    bars: list[tuple[str, float]] = []
    for n, p in enumerate(takedown.within[:MOST_ATTACKS], start=1):
        bars.append((str(n), p))
        if p >= SURE:
            break
    return Chart(
        f"Chance it is down within n attacks ({takedown.goal})",
        tuple(bars),
        counts=True,
        tones=(ATTACKER,) * len(bars),
    )


def mean_text(takedown: TakeDown) -> str:
    if takedown.mean is None:
        return "Some runs of attacks never get there: no average number of attacks."
    return f"On average {takedown.mean:.1f} attacks like this one {takedown.goal}."


class TakeDownView(TabView):
    """The take-down chart and the ranked what-ifs of the fight shown: the same attack repeated,
    each leaving the state the rulings say (R25, N17, W17); each what-if ranked by its gain on
    the game's ``score``, one carrying a ``patch`` made in the builder by a click.

    Signals:
        patch_chosen(object): a what-if was clicked: its scenario keys and values.
    """

    patch_chosen = Signal(object)

    deferred = True  # a calculation a row: after the odds are painted

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, "takedown_view")
        self.takedown: TakeDown | None = None
        self.ranked: tuple[RankedWhatIf, ...] = ()
        self.takedown_heading = heading("Attacks to take it down", self)
        self.summary = text_label(self, "takedown_summary")
        self.chart = named(BarChart(self), "takedown_chart")
        self.chart.setFixedHeight(CHART_HEIGHT)
        self.note = dim(text_label(self))
        self.finish = FinishView(self)
        self.what_if_heading = heading("What if… (one change, best first)", self)
        self.what_if_note = dim(text_label(self))
        self.what_ifs = named(FittedTable(self, wrap=True), "what_if_table")
        self.what_ifs.viewport().setCursor(Qt.CursorShape.PointingHandCursor)
        self.what_ifs.cellClicked.connect(self._on_what_ifs_cell_clicked)
        takedown = (self.takedown_heading, self.summary, self.chart, self.note, 8)
        what_ifs = (self.what_if_heading, self.what_if_note, self.what_ifs, 8)
        # The duel after the what-ifs: the tab opens on the take-down and its changes whole.
        view_column(self, *takedown, *what_ifs, self.finish, None)

    def follow(self, shown: Shown) -> None:
        self.finish.follow(shown)
        super().follow(shown)

    def refresh(self) -> None:
        fight = self.shown.fight
        self.takedown = fight.game.takedown(fight.scenario) if fight is not None else None
        self._show_takedown()
        self.ranked = rank_what_ifs(fight, self.shown.outcome) if fight is not None else ()
        self._show_what_ifs()

    def _show_takedown(self) -> None:
        takedown = self.takedown
        shown = takedown is not None and bool(takedown.within)
        set_shown(self.chart, shown)
        if takedown is None:
            self.takedown_heading.setText("Attacks to take it down")
            self.summary.setText("This kind of attack does not take a target down.")
            set_shown(self.note, False)
            return
        goal = takedown.goal
        self.takedown_heading.setText(f"Attacks needed {goal}")
        self.summary.setText(mean_text(takedown))
        if shown:
            self.chart.show_chart(within_chart(takedown))
        self.note.setText(takedown.note)
        set_shown(self.note, bool(takedown.note))

    def _show_what_ifs(self) -> None:
        ranked = self.ranked
        set_shown(self.what_ifs, bool(ranked))
        if not ranked:
            self.what_if_note.setText("No single change to try for this fight.")
            return
        self.what_if_note.setText(
            f"Ranked by what each gains on {self._game_title()}'s measure. {CLICK_HINT}; "
            "a change the builder cannot make says how to try it."
        )
        figure = self.shown.headline
        label = figure.label if figure is not None else "Odds"
        self.what_ifs.set_headings(
            ["Change", label, "Gain", "Try it"],
            ["", figure.help if figure is not None else "", GAIN_HELP, ""],
        )
        rows, tips = [], []
        for row in ranked:
            clickable = row.what_if.patch is not None
            gain = change_text(figure, row.figure) if row.gain is not None else ""
            rows.append(
                [
                    row.what_if.label,
                    self._change_text(row),
                    gain,
                    "click" if clickable else HOW_TO_TRY,
                ]
            )
            tip = row.what_if.label
            if row.refusal:
                tip += f"\nNot allowed: {row.refusal}"
            elif row.gain is not None:
                tip += f"\nGain on {self._game_title()}'s measure: {row.gain:+.3f}"
            tips.append(f"{tip}\n{CLICK_HINT if clickable else HOW_TO_TRY_TIP}")
        best = [bool(r.gain and r.gain > 0) and i == 0 for i, r in enumerate(ranked)]
        self.what_ifs.set_rows(rows, bold=best, tips=tips)

    def _change_text(self, row: RankedWhatIf) -> str:
        if row.refusal:
            return "not allowed"
        now = self.shown.headline
        then = row.figure
        if now is None or then is None:
            return ""
        return f"{now.text} → {then.text}"

    def _game_title(self) -> str:
        fight = self.shown.fight
        return fight.game.title if fight is not None else ""

    def _on_what_ifs_cell_clicked(self, row: int, _column: int) -> None:
        if 0 <= row < len(self.ranked):
            patch: Mapping[str, object] | None = self.ranked[row].what_if.patch
            if patch is not None:
                self.patch_chosen.emit(dict(patch))
