"""The matchups To the finish (E8), for every game: each cell the row's chance to win a duel to the
finish, on the worker thread, with progress, and cancelled keeping the last matrix."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from gangfight_gui.gui.matchups.view import MatchupsView
from gangfight_gui.roster.night.entries import entries_of
from gangfight_gui.rules.duel_matchups import FINISH_FIGURE, duel_pairing
from gangfight_gui.rules.game import AnyGame
from tests.gui.matchups.conftest import Compute, big_roster, samples


def test_each_cell_is_the_rows_chance_to_win_to_the_finish(
    view: MatchupsView, computed: Compute, game: AnyGame
) -> None:
    first, second = samples(game)
    plain = computed(lambda: view.set_rosters([("mine", first), ("theirs", second)]))
    duels = computed(lambda: view.finish_check.setChecked(True))
    assert duels.size == plain.size
    circumstances = view.controls.circumstances()
    attackers, targets = entries_of(first), entries_of(second)
    for r, attacker in enumerate(attackers):
        for c, target in enumerate(targets):
            cell = duels.cell(r, c)
            expected = duel_pairing(game, attacker, target, 20, circumstances, view.house_rules)
            assert cell.figures == expected.figures
            if cell.figure is not None:
                assert cell.figure.key == FINISH_FIGURE
                assert 0.0 <= cell.figure.probability <= 1.0
    shorter = computed(lambda: view.finish_rounds.setValue(2))
    assert shorter.rows != duels.rows  # fewer rounds, fewer duels ended
    back = computed(lambda: view.finish_check.setChecked(False))
    assert back.rows == plain.rows


@pytest.mark.parametrize("count", [30])
def test_a_large_duel_matrix_shows_progress_and_cancels(
    qtbot: QtBot, view: MatchupsView, computed: Compute, game: AnyGame, count: int
) -> None:
    first, second = samples(game)
    shown = computed(lambda: view.set_rosters([("mine", first), ("theirs", second)]))
    big = big_roster(game, count)
    view.finish_check.setChecked(True)
    view.set_rosters([("mine", big), ("theirs", big)])
    view.compute()
    qtbot.waitUntil(lambda: 0 < view.progress.value() < 100, timeout=20_000)
    assert view.is_computing and view.cancel_button.isVisible()
    with qtbot.waitSignal(view.computation_cancelled, timeout=20_000):
        view.cancel_button.click()
    assert view.result is shown, "the table keeps the last complete matrix"
    assert "Cancelled" in view.status.text()
