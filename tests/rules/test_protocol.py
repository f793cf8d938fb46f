"""The protocol's own pieces, whatever the game: figures and their colours, fields, ``GameBase``'s
defaults, typed-in dice by padding (``engine/typed.py``), and every game checked against it."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import pytest

from gangfight_gui.rules import registry
from gangfight_gui.rules.engine.errors import NotEnoughDice
from gangfight_gui.rules.engine.sources import DiceSource
from gangfight_gui.rules.engine.steps import Die, Step, steps_text
from gangfight_gui.rules.game import (
    After,
    Choice,
    EntryState,
    FieldSpec,
    Figure,
    GameBase,
    find_game,
    game_keys,
)
from gangfight_gui.rules.kinds import CHOICE
from tests.cli.coin_game import GAME as COIN


def test_a_figure_reads_as_a_player_reads_it_and_colours_by_what_it_shows() -> None:
    chance = Figure("p_hit", "Hit", 0.0004)
    assert (chance.text, chance.share) == ("<0.1%", 0.0004)
    count = Figure("casualties.mean", "Casualties", 1.48, expected=True, scale=4)
    assert (count.text, count.share) == ("1.48", pytest.approx(0.37))
    assert Figure("x", "X", 9.0, expected=True, scale=4).share == 1.0
    assert Figure("x", "X", 1.0, expected=True, scale=0).share == 0.0
    assert count.tone == "attacker"


def test_a_fields_choices_read_as_labelled() -> None:
    spec = FieldSpec("cover", "Cover", CHOICE, choices=("none", "soft"), choice_labels=("No", "S"))
    assert (spec.label_of("soft"), spec.label_of("hard")) == ("S", "hard")
    assert FieldSpec("n", "N", CHOICE, choices=("a",)).label_of("a") == "a"


@pytest.mark.parametrize("key", ["gangfight", "necromunda", "warstrike"])
def test_every_built_in_game_answers_the_protocol(key: str) -> None:
    assert key in game_keys()
    game = find_game(key)
    assert registry.protocol_problems(game, key) == []
    for fields in (game.model_fields, game.weapon_fields, game.scenario_fields, game.house_rules):
        assert len({s.key for s in fields}) == len(fields)  # a key once a tuple
    for spec in (*game.model_fields, *game.weapon_fields, *game.scenario_fields):
        if spec.kind is CHOICE and spec.default is not None:
            assert spec.default in spec.choices, (key, spec.key)


class Ladder(GameBase):
    """A fake game for the defaults: one die a rung, then as many dice as its first die shows,
    listed again by a step that ``repeats`` them."""

    key = "ladder"
    title = "Ladder"

    def choice_label(self, scenario: Mapping[str, Any]) -> str:
        return "Climb"

    def choices(
        self, attacker: Mapping[str, Any] | None, targets: Sequence[Mapping[str, Any]], kind: str
    ) -> tuple[Choice, ...]:
        return (Choice("Climb", {"rungs": 2}),)

    def resolve(self, scenario: int, dice: DiceSource) -> tuple[int, ...]:
        first = dice.d6()
        return (first, *(dice.d6() for _ in range(min(first, scenario))))

    def roll_steps(self, roll: tuple[int, ...]) -> tuple[Step, ...]:
        first, rest = roll[0], roll[1:]
        return (
            Step("First", str(first), (Die(first, True),), "any"),
            Step("Rungs", str(len(rest)), tuple(Die(d, d > 3) for d in rest), "4+"),
            Step("Rungs again", "the same", tuple(Die(d, d > 3) for d in rest), repeats=True),
            Step("Top", "reached"),
        )


def test_game_base_defaults() -> None:
    ladder = Ladder()
    assert [o.offered for o in ladder.offers({"name": "a"}, None)] == [True]
    assert ladder.offers(None, None)[0].refusal == "Pick an attacker first"
    assert ladder.choice_variants({"rungs": 1}) == (Choice("Climb", {"rungs": 1}),)
    assert ladder.pair_scenarios({}, {}) == ({"rungs": 2},)
    assert (ladder.notes(None), ladder.advice(None), ladder.what_ifs({})) == ((), (), ())
    assert ladder.takedown({}) is None
    assert ladder.after(None, None) == After({}, ())
    assert ladder.entry_state({}) == EntryState()
    assert ladder.field_limits({}) == {}


def test_typed_dice_by_padding_skip_steps_that_repeat_dice() -> None:
    ladder = Ladder()
    start = ladder.typed_progress(3, [])
    assert start.next is not None and (start.next.title, start.next.count) == ("First", 1)
    part = ladder.typed_progress(3, [2, 5])
    assert part.next is not None and (part.next.title, part.next.count) == ("Rungs", 1)
    assert part.steps[-1].dice == (Die(5, True),) and part.steps[-1].result == "…"
    assert part.to_come == "Rungs: 1 die to come"
    done = ladder.typed_progress(3, [2, 5, 1])
    assert done.next is None and done.roll == (2, 5, 1)
    assert [s.title for s in done.steps] == ["First", "Rungs", "Rungs again", "Top"]
    with pytest.raises(NotEnoughDice, match="1 die left over"):
        ladder.typed_progress(3, [2, 5, 1, 4])
    with pytest.raises(NotEnoughDice, match="not 0"):
        ladder.typed_progress(3, [0])
    # The text of a roll is unchanged by the repeat: it shows each step as it is.
    assert "Rungs again: [5] 1 = the same" in steps_text(done.steps)


def test_the_small_test_game_still_plays_through_the_defaults() -> None:
    progress = COIN.typed_progress(4, [])
    assert progress.next is not None and progress.next.title == "Coin roll"
    assert COIN.typed_progress(4, [5]).next is None
    assert COIN.choices(None, (), "attack")[0].scenario == {"game": "coin", "tn": 4}
