"""The fields a duel's chain lumps but tells at its end (E6: WarStrike's hit counter and
suppression markers, W9, W11, W13, W14, W17), followed beside the chain: each field's law in
the duels a side won, against every die of a small duel and a seeded simulation."""

from __future__ import annotations

import json
from typing import Any

import pytest

from gangfight_gui.rules import duel
from gangfight_gui.rules.duel import Duel, finish
from gangfight_gui.rules.duel_ends import value_text
from gangfight_gui.rules.game import AnyGame, find_game
from tests.rules.duel_helpers import _keys, every_after, simulate, turn_scenario, within
from tests.rules.test_duel import sample_duels

WARSTRIKE_FIELDS = ("models", "hit_counter", "suppression_markers")


def _small(counter: tuple[int, int], markers: tuple[int, int]) -> dict[str, Any]:
    """One cutlass against two models with a hook each, each unit starting from the
    hit counter and markers given (W17)."""
    cutlass = {"name": "Cutlass", "atk": 1, "ap": 1}
    hook = {"name": "Hook", "atk": 1, "ap": 0}
    return {
        "game": "warstrike",
        "attacker": {
            "name": "A",
            "groups": [{"name": "A", "count": 1, "ws": 3, "str": 3, "weapon": cutlass}],
            "unit": {"name": "A", "count": 1, "ws": 3, "str": 3, "ar": 3, "ld": 7,
                     "weapons": [cutlass], "hit_counter": counter[0],
                     "suppression_markers": markers[0]},
        },
        "defender": {
            "name": "B", "ws": 3, "ar": 3, "engaged": 1, "models": 2,
            "unit": {"name": "B", "count": 2, "ws": 3, "str": 3, "ar": 3, "ld": 7,
                     "weapons": [hook], "hit_counter": counter[1],
                     "suppression_markers": markers[1]},
        },
    }  # fmt: skip


def _every_end(
    game: AnyGame, data: dict[str, Any], rounds: int
) -> list[dict[str, dict[str, float]]]:
    """Each side's law of each state field at the end of the duels it won, by every die of
    every attack (``every_after``), the whole entries carried (nothing lumped)."""
    keys = _keys(game)
    first0, second0 = game.duel_sides(data)
    alive = {json.dumps([first0, second0], sort_keys=True): 1.0}
    won: list[dict[str, dict[str, float]]] = [{k: {} for k in keys}, {k: {} for k in keys}]
    for number in range(1, rounds + 1):
        for turn in (0, 1):
            following: dict[str, float] = {}
            for key, p in alive.items():
                sides = json.loads(key)
                scenario = turn_scenario(game, data, number, turn, sides[turn], sides[1 - turn])
                if scenario is None:
                    following[key] = following.get(key, 0.0) + p
                    continue
                law, cut = every_after(game, scenario, 12)
                assert cut == 0
                for after, q in law.items():
                    change = json.loads(after)
                    moved = [dict(sides[0]), dict(sides[1])]
                    moved[turn].update(change["attacker"])
                    moved[1 - turn].update(change["targets"][0])
                    down = [bool(game.end_status(side)) for side in moved]
                    if any(down):
                        assert not all(down)
                        winner = 0 if down[1] else 1
                        for k in keys:
                            told = won[winner][k]
                            text = value_text(moved[winner][k])
                            told[text] = told.get(text, 0.0) + p * q
                        continue
                    state = json.dumps(moved, sort_keys=True)
                    following[state] = following.get(state, 0.0) + p * q
            alive = following
    return won


def _ends(duel: Duel) -> list[dict[str, dict[str, float]]]:
    return [dict(duel.first_end.won), dict(duel.second_end.won)]


@pytest.mark.parametrize(
    ("counter", "markers"),
    [((0, 0), (0, 0)), ((5, 4), (1, 2)), ((11, 3), (0, 7))],
)
def test_small_duel_ends_against_every_die(
    counter: tuple[int, int], markers: tuple[int, int]
) -> None:
    """E6: the models, hit counter and markers of the winner, by every die (W9: a counter at 5
    gains a marker with its next hit; at 4 with its second)."""
    game = find_game("warstrike")
    data = _small(counter, markers)
    duel = finish(game, data, 3)
    brute = _every_end(game, data, 3)
    for side, (told, exact) in enumerate(zip(_ends(duel), brute, strict=True)):
        assert tuple(told) == WARSTRIKE_FIELDS
        for key in WARSTRIKE_FIELDS:
            expected = {v: p for v, p in exact[key].items() if p > 0}
            assert set(told[key]) == set(expected), (side, key)
            for value, p in expected.items():
                assert told[key][value] == pytest.approx(p, abs=1e-12), (side, key, value)


DUELS = 3000
ROUNDS = 6


def test_sample_duel_ends_against_a_seeded_simulation() -> None:
    """E6, E7: each value of each field's law in the duels each side won, against seeded duels
    rolled by ``resolve`` with ``after`` carried whole; the laws sum to the side's chance."""
    game = find_game("warstrike")
    duels = sample_duels(game, 4)
    for index, (scenario, sides) in enumerate(duels):
        duel = finish(game, scenario, ROUNDS, sides)
        tally = simulate(game, scenario, ROUNDS, DUELS, seed=100 + index, sides=sides)
        for side, (end, chance) in enumerate(
            ((duel.first_end, duel.p_first_wins), (duel.second_end, duel.p_second_wins))
        ):
            assert tuple(end.won) == WARSTRIKE_FIELDS
            for key in WARSTRIKE_FIELDS:
                law = end.won[key]
                assert sum(law.values()) == pytest.approx(chance, abs=1e-9)
                counts: dict[str, int] = {}
                for winner, entry in tally.won:
                    if winner == side:
                        text = value_text(entry[key])
                        counts[text] = counts.get(text, 0) + 1
                assert set(counts) <= set(law), (index, side, key)
                for value, p in law.items():
                    assert within(p, counts.get(value, 0), DUELS), (index, side, key, value)


def test_every_sample_duel_tells_each_field_summing_to_its_win() -> None:
    """E6: twenty rounds of ten sample duels, each field's law summing to the side's chance
    to win within 1e-9."""
    game = find_game("warstrike")
    for scenario, sides in sample_duels(game, 10):
        duel = finish(game, scenario, 20, sides)
        for end, chance in (
            (duel.first_end, duel.p_first_wins),
            (duel.second_end, duel.p_second_wins),
        ):
            assert tuple(end.won) == WARSTRIKE_FIELDS
            for law in end.won.values():
                assert sum(law.values()) == pytest.approx(chance, abs=1e-9)
                assert all(p >= 0 for p in law.values())


def test_a_duel_stops_when_its_progress_says_so_and_is_whole_after() -> None:
    """The window's worker stops a duel a newer edit replaced (``Stopped``); the chain it was
    making is kept, so the same duel asked again is whole and equal to a cold one."""
    game = find_game("warstrike")
    scenario, sides = sample_duels(game, 1)[0]
    told: list[tuple[int, int]] = []

    def progress(done: int, total: int) -> bool:
        told.append((done, total))
        return done < 7

    duel.forget()
    with pytest.raises(duel.Stopped):
        duel.finish(game, scenario, 20, sides, progress=progress)
    assert told[-1][0] == 7 and told[-1][1] > 20  # the followed fields count their rounds
    again = duel.finish(game, scenario, 20, sides)
    duel.forget()
    assert again == duel.finish(game, scenario, 20, sides)
