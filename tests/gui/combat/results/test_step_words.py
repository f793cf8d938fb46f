"""The words of a roll and a take-down, in every game: a step's name and what a die must show
never say the same word twice ("Hit roll roll ≤ 4", "Saves roll ≤ 3 saves"), and the take-down
names its target."""

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


def test_the_take_down_names_its_target(pane: ResultsPane, game: AnyGame) -> None:
    """The heading says whom: "Attacks needed to take Forge-boss Kattar out of action"."""
    fight = fight_of(game.key)
    pane.show_fight(fight)
    pane.show_tab("takedown")
    target = game.views(game.calculate(game.read_scenario(fight.scenario)))[0].name
    assert target
    assert target in pane.takedown_view.takedown_heading.text()
