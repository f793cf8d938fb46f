"""The end lines of a duel (E6) whose laws have many values: a WarStrike unit's hit counter and
markers, the values under 0.05% told together, as the window and ``gangfight finish`` tell them."""

from __future__ import annotations

from gangfight_gui.rules.duel import finish
from gangfight_gui.rules.duel_ends import SHOWN_LEAST, end_lines
from gangfight_gui.rules.engine.wording import percent
from gangfight_gui.rules.game import find_game
from tests.rules.test_duel import sample_duels


def test_warstrike_end_lines_tell_the_counter_and_markers_in_a_line() -> None:
    game = find_game("warstrike")
    scenario, sides = sample_duels(game, 1)[0]
    duel = finish(game, scenario, 20, sides)
    line = end_lines(game, duel)[0]
    counter = duel.first_end.won["hit_counter"]
    rare = [p for p in counter.values() if p < SHOWN_LEAST]
    assert len(rare) > 1  # a law of many values
    told = ", ".join(f"{v} {percent(p)}" for v, p in counter.items() if p >= SHOWN_LEAST)
    assert f"Hit counter: {told}, others {percent(sum(rare))}; " in line
    assert "; Suppression markers: " in line
    assert line.startswith(f"{duel.first} wins with Models left: ")
