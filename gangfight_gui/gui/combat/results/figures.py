"""One target's figures: the few numbers a player decides on, then how they come about.

Big tiles carry what matters at the table (expected wounds taken, the chance to wound, to
incapacitate, to kill; for Power, Finesse and Slam! the inches and the knock-down; the Free
Strike risk of a Slam! or Trample), a grid beside the chart shows the rolls that lead there, and
a compact table gives the "at least k" odds. Every value is a label made once and updated in
place, so a recompute costs a few ``setText`` calls and a chart update: the pane must redraw
within a frame while the player edits the attack.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from gangfight_gui.gui.combat.results.at_least import AtLeastTable
from gangfight_gui.gui.combat.results.chart import ResultsChart
from gangfight_gui.gui.combat.results.style import dim, set_shown, set_text
from gangfight_gui.gui.combat.results.tiles import TILE_KEYS, TILES, FigureTiles
from gangfight_gui.gui.combat.results.wording import (
    area_measure,
    expected,
    percent,
)
from gangfight_gui.gui.combat.steady import (
    HeightHold,
    fight_key,
    held_block,
    own_background,
    select_on_hover,
)
from gangfight_gui.rules.engine.distribution import at_least_table, mean
from gangfight_gui.rules.gangfight.outcome import AttackOutcome, TargetOutcome
from gangfight_gui.rules.gangfight.views import detail_figures

DETAILS = (
    ("attack_roll", "Attack roll"),
    ("expected_hits", "Hits"),
    ("p_hit", "At least one hit"),
    ("dodge_roll", "Dodge"),
    ("expected_wounds", "Wounds"),
    ("armour_roll", "Armour roll"),
    ("endurance", "Endurance"),
)
"""The detail rows (key, name), in the order they happen at the table; values are labels named
``figure_<key>``."""

Figures = dict[str, str]


class ResultsFigures(QWidget):
    """The figures of one target of an outcome; ``show_target`` updates them in place."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.tiles = FigureTiles(self)
        # No taller than their figures, when the breakdown under them is left out.
        self.tiles.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        self._names: dict[str, QLabel] = {}
        self._values: dict[str, QLabel] = {}
        self._value_holds: dict[str, HeightHold] = {}
        details = QGridLayout()
        details.setHorizontalSpacing(12)
        details.setVerticalSpacing(3)
        details.setColumnStretch(1, 1)
        for row, (key, name) in enumerate(DETAILS):
            label = dim(QLabel(name, self))
            value = QLabel("–", self)
            value.setObjectName(f"figure_{key}")
            own_background(value)
            value.setWordWrap(True)
            select_on_hover(value)  # selectable, cheaply (issue 11)
            details.addWidget(label, row, 0, Qt.AlignmentFlag.AlignTop)
            details.addWidget(value, row, 1)
            self._names[key] = label
            self._values[key] = value
            self._value_holds[key] = HeightHold(value, wraps=True)
        self._at_least_title = dim(QLabel(self))
        self.at_least = AtLeastTable(self)
        self.chart = ResultsChart(self)

        left = QVBoxLayout()
        left.addLayout(details)
        left.addStretch(1)
        # Everything under the tiles, in one widget so the table view can leave it out.
        self.breakdown = QWidget(self)
        self.breakdown.setObjectName("results_breakdown")
        body = QHBoxLayout()
        body.setContentsMargins(0, 0, 0, 0)
        body.setSpacing(10)
        body.addLayout(left, 5)
        body.addWidget(self.chart, 6)
        breakdown = QVBoxLayout(self.breakdown)
        breakdown.setContentsMargins(0, 0, 0, 0)
        breakdown.setSpacing(6)
        breakdown.addLayout(body, 1)
        # The "at least" odds take more lines for a larger attacker: their block keeps its
        # height while the same models fight, so the chart above is not resized and redrawn.
        odds, self._odds_hold = held_block(
            self.breakdown, [self._at_least_title, self.at_least], spacing=6, wraps=False
        )
        breakdown.addWidget(odds)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(6)
        layout.addWidget(self.tiles)
        layout.addWidget(self.breakdown, 1)

    def figure_text(self, key: str) -> str:
        """The text shown for a figure (a key of TILES or DETAILS); for tests and copying."""
        if key in TILE_KEYS:
            return self.tiles.text(key)
        return self._values[key].text()

    def is_figure_shown(self, key: str) -> bool:
        if key in TILE_KEYS:
            return key in self.tiles.keys
        return not self._values[key].isHidden()

    def show_target(self, outcome: AttackOutcome, index: int) -> None:
        target = outcome.targets[index]
        plan = outcome.plan
        values = _tile_figures(outcome, target)
        self.tiles.show_figures([(spec, values[spec.key]) for spec in TILES if spec.key in values])
        details = detail_figures(outcome, target)
        fight = fight_key(plan.scenario)
        for key, _ in DETAILS:
            text = details.get(key)
            set_shown(self._names[key], text is not None)
            changed = set_shown(self._values[key], text is not None)
            if text is not None:
                changed |= set_text(self._values[key], text)
                # A line wrapping one word later must not move the rows under it each edit.
                self._value_holds[key].update(fight, changed=changed)
        name = area_measure(plan.kind).capitalize() if plan.kind.is_area else "Hits"  # R23
        set_text(self._names["expected_hits"], name)
        if plan.wounds:
            dist, unit = target.final_wounds, "wounds taken"
        else:
            dist = target.hits
            unit = "inches" if plan.knocks_back or plan.moves_away else "hits"
        changed = set_text(self._at_least_title, f"Chance of at least k {unit}")
        height = self.at_least.height()
        self.at_least.set_odds(at_least_table(dist), unit)
        changed |= self.at_least.height() != height
        self._odds_hold.update(fight, changed=changed)
        self.chart.show_distribution(dist, unit)


def _tile_figures(outcome: AttackOutcome, target: TargetOutcome) -> Figures:
    plan = outcome.plan
    values: Figures = {}
    if plan.wounds:
        values["expected_final_wounds"] = expected(mean(target.final_wounds))
        values["p_wounded"] = percent(target.p_wounded)
        values["p_incapacitated"] = percent(target.p_incapacitated)
        values["p_dead"] = percent(target.p_dead)
    if plan.knocks_back:
        values["knockback"] = f'{expected(mean(target.hits))}"'
        values["p_knocked_down"] = percent(target.p_hit)
    if plan.moves_away:
        values["move_away"] = f'{expected(mean(target.hits))}"'
    if plan.offers_free_strike:
        values["p_free_strike"] = percent(1.0 - target.p_hit)
    return values
