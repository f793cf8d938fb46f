"""To the finish: who wins if the two keep fighting, turn about, from the fight shown (E1–E12); a
part of the Take-down tab.
"""

from __future__ import annotations

from PySide6.QtCore import Slot
from PySide6.QtWidgets import QSpinBox, QWidget

from gangfight_gui.gui.combat.fight import Fight
from gangfight_gui.gui.combat.results.chart import BarChart
from gangfight_gui.gui.combat.results.details_view import heading
from gangfight_gui.gui.combat.results.style import (
    Shown,
    TabView,
    dim,
    row,
    set_shown,
    view_column,
)
from gangfight_gui.gui.common.named_widgets import named, text_label
from gangfight_gui.gui.common.worker import Computation, Progress
from gangfight_gui.rules.duel import (
    DEFAULT_ROUNDS,
    MAX_ROUNDS,
    MIN_ROUNDS,
    Duel,
    Stopped,
    finish,
)
from gangfight_gui.rules.duel_ends import end_lines
from gangfight_gui.rules.engine.wording import percent
from gangfight_gui.rules.game import Chart, Tone

CHART_HEIGHT = 130
NEUTRAL: Tone = "neutral"
WORKING_ON_ENDS = "Working out the rest of each side's end…"
"""Under the ends while the fields a game follows beside the chances are worked out."""
SIDES_KEY = "duel"
"""``Fight.extra``'s key of the two entries as the builder fights them (their state)."""


def outcome_chart(duel: Duel) -> Chart:
    """The four ends of the duel (E6), each with whom it is good for."""
    first, second = duel.names
    return Chart(
        "How the duel ends",
        (
            (f"{first} wins", duel.p_first_wins),
            (f"{second} wins", duel.p_second_wins),
            ("Draw", duel.p_draw),
            ("Unfinished", duel.p_unfinished),
        ),
        tones=("attacker", "defender", "neutral", "neutral"),
    )


def rounds_chart(duel: Duel) -> Chart:
    """The chance the duel ends in round k, either way, k = 1 … N."""
    return Chart(
        "Round in which it ends",
        tuple(
            (str(row.round), row.p_first_wins + row.p_second_wins + row.p_draw)
            for row in duel.by_round
        ),
        counts=True,
        tones=(NEUTRAL,) * len(duel.by_round),
    )


class FinishView(TabView):
    """The duel to the finish of the fight shown, to the rounds chosen: ``rules/duel.finish``
    from the entries' state in the builder, on a worker thread (a WarStrike unit's end takes up
    to a second), a newer edit stopping the duel of the one before."""

    deferred = True  # a duel a refresh: after the odds are painted

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, "finish_view")
        self.duel: Duel | None = None
        self.refusal = ""
        self.working = False
        """A duel is being worked out; ``duel`` is the one before until it is there."""
        self._computation: Computation | None = None
        self.finish_heading = heading("To the finish", self)
        self.rounds = named(QSpinBox(self), "finish_rounds")
        self.rounds.setRange(MIN_ROUNDS, MAX_ROUNDS)
        self.rounds.setValue(DEFAULT_ROUNDS)
        self.rounds.setSuffix(" rounds at most")
        self.rounds.setToolTip("The duel stops here: what has not ended is unfinished (E5)")
        self.rounds.valueChanged.connect(self.changed)
        self.summary = text_label(self, "finish_summary")
        self.outcomes = named(BarChart(self), "finish_outcomes")
        self.outcomes.setFixedHeight(CHART_HEIGHT)
        self.by_round = named(BarChart(self), "finish_by_round")
        self.by_round.setFixedHeight(CHART_HEIGHT)
        self.ends = dim(text_label(self, "finish_ends"))
        top = row((self.finish_heading, 1), self.rounds)
        view_column(self, top, self.summary, self.outcomes, self.by_round, self.ends, None)

    @property
    def settled(self) -> bool:
        """Nothing is being worked out: the duel of the fight shown is there, or why there is
        none (or there is no fight)."""
        return not self.working and not self.stale

    def drawn(self, shown: Shown) -> object:
        return shown.fight

    def refresh(self) -> None:
        fight = self.shown.fight
        if fight is None:
            if self._computation is not None:
                self._computation.cancel()
            self._shown(None, "")
            return
        if self._computation is None:
            self._computation = Computation("finish_thread", self)
            self._computation.computed.connect(self._on_computation_computed)
            self._computation.failed.connect(self._on_computation_failed)
        self.working = True
        if self.duel is None:  # a figure shown stays until the new one is there: no flicker
            self.summary.setText("Working out the duel to the finish…")
        self._start(fight, self.rounds.value(), whole=False)

    def _start(self, fight: Fight, rounds: int, *, whole: bool) -> None:
        """The duel on the worker: first its chances (a WarStrike unit's to 100 rounds within
        a tenth of a second), then, ``whole``, the fields a game follows beside them (its hit
        counter and markers, up to half a second), the chain made for the first kept."""
        assert self._computation is not None
        sides = fight.extra.get(SIDES_KEY)

        def work(progress: Progress) -> tuple[Duel, Fight, int, bool] | None:
            game = fight.game
            try:
                duel = finish(game, fight.scenario, rounds, sides, ends=whole, progress=progress)
            except Stopped:  # a newer edit: the worker reports it cancelled
                return None
            more = not whole and any(
                game.duel_carried(side) for side in game.duel_sides(fight.scenario, sides)
            )
            return duel, fight, rounds, more

        self._computation.start(work)  # a refusal (a ValueError) comes back as ``failed``

    def shutdown(self) -> None:
        """Stop the duel being worked out (the window is closing)."""
        if self._computation is not None:
            self._computation.shutdown()

    @Slot(object)
    def _on_computation_computed(self, result: object) -> None:
        if not isinstance(result, tuple):
            return
        duel, fight, rounds, more = result
        self._shown(duel, "", more)
        if more:
            self._start(fight, rounds, whole=True)

    @Slot(str)
    def _on_computation_failed(self, why: str) -> None:
        self._shown(None, why)

    def _shown(self, duel: Duel | None, refusal: str, more: bool = False) -> None:
        """``more``: the fields followed beside the chances are still being worked out."""
        self.working = more
        self.duel, self.refusal = duel, refusal
        set_shown((self.outcomes, self.by_round, self.ends), duel is not None)
        if duel is None:
            self.summary.setText(
                f"No duel to the finish here: {self.refusal}" if self.refusal else ""
            )
            return
        first, second = duel.names
        if duel.second_fight is not None:
            fight = self.shown.fight
            label = fight.game.choice_label(duel.second_fight) if fight else ""
            answer = f"{second} answers with {label}, its best each turn."
        else:
            answer = f"{second} has nothing to attack with: {first}'s attacks alone."
        rounds = (
            f"on average in {duel.expected_rounds:.1f} rounds"
            if duel.expected_rounds is not None
            else "never within the rounds"
        )
        self.summary.setText(
            f"{first} {percent(duel.p_first_wins)}, {second} "
            f"{percent(duel.p_second_wins)}, draw {percent(duel.p_draw)}, unfinished "
            f"{percent(duel.p_unfinished)}; it ends {rounds}. {answer}"
        )
        self.outcomes.show_chart(outcome_chart(duel))
        self.by_round.show_chart(rounds_chart(duel))
        lines = end_lines(self.shown.fight.game, duel) if self.shown.fight else ()
        if self.working:
            lines += (WORKING_ON_ENDS,)
        self.ends.setText("\n".join(lines))
