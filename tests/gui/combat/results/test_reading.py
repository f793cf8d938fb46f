"""What the pane reads of a fight, for every game: the game's own views and notes, a refusal in
the game's words, the choices and what-ifs ranked by the game's score (checked against
calculating each directly)."""

from __future__ import annotations

import pytest

from gangfight_gui.gui.combat.fight import Alternative, Fight
from gangfight_gui.gui.combat.results.reading import rank_alternatives, rank_what_ifs, read_fight
from gangfight_gui.rules.engine.errors import RulesError, ScenarioShapeError
from gangfight_gui.rules.game import AnyGame
from tests.gui.combat.results.fights import changed, fight_of

REFUSED = {
    "gangfight": {"attack_drop": 5},  # R4: at most 2 drops with 3 dice at TN 4
    "necromunda": {"weapons": ["Nope"]},  # N5: a weapon it does not have
    "warstrike": {"defender__engaged": 99},  # W17: more engaged than models
    "pitfight": {"weapon": "Nope"},  # P2
}
"""A setting each game's rulings refuse, for the sample pair."""


def refused_fight(game: AnyGame) -> Fight:
    return changed(fight_of(game.key), **REFUSED[game.key])


def test_a_fight_reads_as_its_game_calculates_it(game: AnyGame) -> None:
    fight = fight_of(game.key)
    reading = read_fight(fight)
    outcome = game.calculate(game.read_scenario(fight.scenario))
    assert not reading.refused
    assert reading.views == game.views(outcome)
    assert reading.notes == game.notes(outcome)
    assert reading.headline == game.headline(outcome)


def test_a_refused_fight_is_the_games_own_message(game: AnyGame) -> None:
    fight = refused_fight(game)
    with pytest.raises((RulesError, ScenarioShapeError)) as raised:
        game.calculate(game.read_scenario(fight.scenario))
    reading = read_fight(fight)
    assert reading.refused
    assert reading.refusal == str(raised.value)
    assert reading.outcome is None and reading.views == ()


def test_choices_are_ranked_by_the_games_score_best_starred(game: AnyGame) -> None:
    fight = fight_of(game.key)
    ranked = rank_alternatives(fight)
    assert sorted(r.index for r in ranked) == list(range(len(fight.alternatives)))
    scores = {
        i: game.score(game.calculate(game.read_scenario(a.scenario)))
        for i, a in enumerate(fight.alternatives)
    }
    assert [r.score for r in ranked] == sorted(scores.values(), reverse=True)
    assert [r.best for r in ranked] == [True] + [False] * (len(ranked) - 1)
    assert [r.index for r in ranked if r.current] == [fight.current]
    for row in ranked:
        outcome = game.calculate(game.read_scenario(fight.alternatives[row.index].scenario))
        assert row.figures == game.headline(outcome)


def test_a_refused_choice_comes_last_with_its_reason(game: AnyGame) -> None:
    fight = fight_of(game.key)
    broken = Alternative("Broken", refused_fight(game).scenario)
    mixed = Fight(
        game,
        fight.scenario,
        fight.title,
        fight.attacker,
        fight.targets,
        (broken, *fight.alternatives),
        1,
    )
    ranked = rank_alternatives(mixed)
    assert ranked[-1].index == 0 and ranked[-1].refusal and ranked[-1].score is None
    assert ranked[0].best and not ranked[-1].best


def test_what_ifs_are_ranked_by_what_they_gain(game: AnyGame) -> None:
    fight = fight_of(game.key)
    outcome = game.calculate(game.read_scenario(fight.scenario))
    ranked = rank_what_ifs(fight, outcome)
    expected = []
    for what_if in game.what_ifs(fight.scenario):
        changed_outcome = game.calculate(game.read_scenario(what_if.scenario))
        gain = game.score(changed_outcome) - game.score(outcome)
        expected.append((what_if.label, pytest.approx(gain)))
    assert sorted(expected, key=lambda e: -e[1].expected) == [
        (r.what_if.label, r.gain) for r in ranked
    ]
    assert ranked, f"{game.title} offers what-ifs for the sample fight"
