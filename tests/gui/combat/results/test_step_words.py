"""A roll's steps read as a player says them: a step's name and what a die must show never say
the same word twice ("Hit roll roll ≤ 4", "Saves roll ≤ 3 saves"), in every game."""

from __future__ import annotations

import re

from gangfight_gui.gui.combat.results.pane import ResultsPane
from gangfight_gui.rules.game import AnyGame
from tests.gui.combat.results.fights import fight_of


def said_twice(text: str) -> list[str]:
    """The words of ``text`` said more than once ("roll" in "Hit roll roll ≤ 4")."""
    words = [w.lower() for w in re.findall(r"[A-Za-z]+", text)]
    return sorted({w for w in words if words.count(w) > 1})


def test_said_twice_finds_the_issues_words() -> None:
    assert said_twice("Hit roll roll ≤ 4") == ["roll"]
    assert said_twice("Saves roll ≤ 3 saves") == ["saves"]
    assert said_twice("Hit roll ≤ 4") == []


def test_a_steps_name_and_need_say_each_word_once(pane: ResultsPane, game: AnyGame) -> None:
    shown: list[str] = []
    for seed in range(1, 6):
        pane.show_fight(fight_of(game.key))
        pane.roll(seed=seed)
        shown += [head for head, _result in pane.roll_panel.steps.row_texts()]
    assert shown, f"{game.title}: steps shown"
    assert not {head: said_twice(head) for head in shown if said_twice(head)}
