"""The end lines of a duel (E6) whose laws have many values: a WarStrike unit's hit counter and
markers, the values under 0.05% told together, as the window and ``gangfight finish`` tell them."""

from __future__ import annotations

from dataclasses import replace

from gangfight_gui.rules.duel import finish
from gangfight_gui.rules.duel_ends import SHOWN_LEAST, end_lines
from gangfight_gui.rules.engine.wording import percent
from gangfight_gui.rules.game import find_game
from tests.rules.test_duel import sample_duels


def test_warstrike_end_lines_tell_the_counter_and_markers_in_a_line() -> None:
    game = find_game("warstrike")
    scenario, sides = sample_duels(game, 1)[0]
    duel = finish(game, scenario, 20, sides)
    lines = end_lines(game, duel)
    counter = duel.first_end.won["hit_counter"]
    rare = [p for p in counter.values() if p < SHOWN_LEAST]
    assert len(rare) > 1  # a law of many values
    told = ", ".join(f"{v} {percent(p)}" for v, p in counter.items() if p >= SHOWN_LEAST)
    assert lines[0] == f"When {duel.first} wins ({percent(duel.p_first_wins)}):"
    assert lines[1].startswith("  Models left: ")
    assert lines[2] == f"  Hit counter: {told}, others {percent(sum(rare))}"
    assert lines[3].startswith("  Suppression markers: ")
    assert lines[4] == f"{duel.first} loses: destroyed {percent(duel.first_end.lost['destroyed'])}"
    assert lines[5] == f"When {duel.second} wins ({percent(duel.p_second_wins)}):"


def test_a_side_that_never_wins_is_told_so() -> None:
    """A side whose chance to win is 0 never wins; one that is never taken down never loses."""
    game = find_game("warstrike")
    scenario, sides = sample_duels(game, 1)[0]
    duel = finish(game, scenario, 20, sides)
    never = replace(duel, p_second_wins=0.0, first_end=replace(duel.first_end, lost={}))
    lines = end_lines(game, never)
    assert f"{duel.first} never loses" in lines
    assert f"{duel.second} never wins" in lines
