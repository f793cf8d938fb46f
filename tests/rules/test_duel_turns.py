"""A duel's turns (E3, E7, E8, E10, E11): what the second may answer with where they stand
(Gangfight's shots and threat range), the Reaction attacks a Necromunda first makes when N15's
default weapons are not a legal choice, the matchups' fights chosen again each turn against a
duel worked out by hand, and E7's simulation at its 20,000 duels."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from gangfight_gui.rules.duel import finish
from gangfight_gui.rules.duel_matchups import duel_pairing
from gangfight_gui.rules.game import AnyGame, find_game
from gangfight_gui.rules.pairings import best_pairing, set_up
from tests.rules.duel_helpers import every_after, simulate, within
from tests.rules.test_duel import _sums, sample_duels

ROSTERS = Path(__file__).resolve().parent.parent.parent / "rosters"


def _models(file: str) -> dict[str, dict[str, Any]]:
    models = json.loads((ROSTERS / file).read_text(encoding="utf-8"))["models"]
    return {model["name"]: model for model in models}


HUMANS = _models("human_veterans.json")
ORCS = _models("orc_braves.json")


def _shot(attacker: dict[str, Any], target: dict[str, Any], **where: Any) -> dict[str, Any]:
    """``attacker``'s shot at ``target`` (its first ranged choice), at a distance in inches."""
    game = find_game("gangfight")
    shot = next(s for s in game.pair_scenarios(attacker, target) if s["attack"] == "ranged")
    shot.pop("range_band", None)
    return {**shot, **where}


def _fight(data: dict[str, Any] | None) -> dict[str, Any]:
    assert data is not None
    return {k: v for k, v in data.items() if k not in ("attacker", "target", "rules")}


# --- E10: where they stand (Gangfight) -----------------------------------------------------------


def test_e10_a_melee_attack_is_answered_in_melee() -> None:
    """R8: the Marksman's best fight against the Orc is its Longbow, but struck in melee it
    answers with its Dagger."""
    game = find_game("gangfight")
    marksman, orc = HUMANS["Human Marksman"], ORCS["Orc Brave"]
    alone = best_pairing(game, marksman, orc).scenario
    assert alone is not None and alone["attack"] == "ranged"
    assert alone["weapons"] == ["Longbow"]
    data = best_pairing(game, orc, marksman).scenario
    assert data is not None and data["attack"] == "melee"
    duel = finish(game, data, 20, (orc, marksman))
    assert _fight(duel.second_fight)["attack"] == "melee"
    assert _fight(duel.second_fight)["weapons"] == ["Dagger"]


def test_e10_a_shot_is_answered_by_a_shot_at_the_same_distance_and_cover() -> None:
    """The Orc Shooter, shot at from 5" in soft cover, shoots back with its Blunderbuss from 5"
    into the same cover: 5" is beyond its threat range (1", R8), so its Knife is not open."""
    game = find_game("gangfight")
    crossbow, shooter = HUMANS["Veteran Crossbowman"], ORCS["Orc Shooter"]
    duel = finish(game, _shot(crossbow, shooter, distance=5, cover="soft"), 20, (crossbow, shooter))
    answer = _fight(duel.second_fight)
    assert (answer["attack"], answer["weapons"]) == ("ranged", ["Blunderbuss"])
    assert (answer["distance"], answer["cover"]) == (5, "soft")
    assert "range_band" not in answer
    _sums(duel)


def test_e10_a_band_is_shot_back_in_the_same_band() -> None:
    """A shot given by its band, not its distance: the answer is in the same band."""
    game = find_game("gangfight")
    crossbow, marksman = HUMANS["Veteran Crossbowman"], HUMANS["Human Marksman"]
    data = _shot(crossbow, marksman, distance=None, range_band="short", cover="hard")
    duel = finish(game, data, 20, (crossbow, marksman))
    answer = _fight(duel.second_fight)
    assert (answer["attack"], answer["weapons"]) == ("ranged", ["Longbow"])
    assert (answer["distance"], answer["range_band"], answer["cover"]) == (None, "short", "hard")


@pytest.mark.parametrize("distance", [8, 1.5])
def test_e10_beyond_threat_range_a_model_without_a_shot_has_no_fight(distance: float) -> None:
    """R8: the Orc Brave, with only its Great axe, cannot charge a shot from beyond 1": the duel
    is the Crossbowman's shots alone, and the Orc never wins."""
    game = find_game("gangfight")
    crossbow, orc = HUMANS["Veteran Crossbowman"], ORCS["Orc Brave"]
    duel = finish(game, _shot(crossbow, orc, distance=distance), 20, (crossbow, orc))
    assert duel.second_fight is None
    assert duel.p_second_wins == 0.0
    assert duel.notes == (
        "Orc Brave has nothing to attack Veteran Crossbowman with: the duel is Veteran "
        "Crossbowman's attacks alone (E6)",
    )
    _sums(duel)


def test_e10_within_threat_range_a_model_answers_a_shot_in_melee() -> None:
    """From 1" (a medium model's threat range, R8) the Orc Brave answers with its Great axe."""
    game = find_game("gangfight")
    crossbow, orc = HUMANS["Veteran Crossbowman"], ORCS["Orc Brave"]
    duel = finish(game, _shot(crossbow, orc, distance=1), 20, (crossbow, orc))
    answer = _fight(duel.second_fight)
    assert (answer["attack"], answer["weapons"], answer["distance"]) == ("melee", ["Great axe"], 1)
    assert duel.p_second_wins > 0.5
    _sums(duel)


# --- E11: Necromunda's Reaction attacks in a duel --------------------------------------------


def _necromunda_fighter(name: str, weapons: list[dict[str, Any]]) -> dict[str, Any]:
    return {"name": name, "ws": 3, "s": 3, "t": 3, "w": 1, "a": 1, "weapons": weapons}


def _melee(name: str, strength: str = "S") -> dict[str, Any]:
    return {"name": name, "strength": strength, "ap": 0, "d": 1, "traits": ["Melee"]}


def test_e11_the_firsts_reaction_weapons_fall_back_to_its_first_legal_choice() -> None:
    """N15's default (every Melee or Sidearm weapon) is three weapons for A, not a legal N5
    choice: when B's answer asks for Reaction attacks, A makes them with the weapons of its
    first legal choice against B."""
    game = find_game("necromunda")
    a = _necromunda_fighter("A", [_melee("Club"), _melee("Axe", "S+1"), _melee("Maul", "S+2")])
    b = _necromunda_fighter("B", [_melee("Knife")])
    data = {"game": "necromunda", "attacker": a, "target": b, "weapons": ["Maul"],
            "reaction": True}  # fmt: skip
    duel = finish(game, data, 20)
    first_choice = game.pair_scenarios(a, b)[0]["weapons"]
    assert first_choice == ["Club"]
    answer = duel.second_fight
    assert answer is not None
    assert answer["reaction"] == {"enabled": True, "weapons": first_choice}
    outcome = game.outcome_json(game.calculate(game.read_scenario(answer)))
    assert outcome["reaction"]["p_reaction"] > 0
    _sums(duel)


def test_e11_the_firsts_reaction_weapons_are_n15s_default_where_legal() -> None:
    """With two weapons N15's default is a legal choice: the answer names none."""
    game = find_game("necromunda")
    a = _necromunda_fighter("A", [_melee("Club"), _melee("Axe", "S+1")])
    b = _necromunda_fighter("B", [_melee("Knife")])
    data = {"game": "necromunda", "attacker": a, "target": b, "weapons": ["Axe"],
            "reaction": True}  # fmt: skip
    answer = finish(game, data, 20).second_fight
    assert answer is not None
    assert answer["reaction"] == {"enabled": True}


# --- E8: the matchups' fights chosen again each turn -----------------------------------------


def _best_law(game: AnyGame, me: dict[str, Any], them: dict[str, Any]) -> Any:
    """The best of ``me``'s fights against ``them`` by ``Game.score`` (the first on ties), read."""
    best: tuple[float, Any] | None = None
    for made in game.pair_scenarios(me, them):
        scenario = game.read_scenario(set_up(game, made, None, {}))
        score = game.score(game.calculate(scenario))
        if best is None or score > best[0]:
            best = score, scenario
    assert best is not None
    return best[1]


def _by_hand(game: AnyGame, first: dict[str, Any], second: dict[str, Any], rounds: int) -> float:
    """The row's chance to win, both fights chosen again from the state at each turn, each
    attack's law by every die through ``resolve`` and ``after`` (not ``after_law``)."""
    alive: dict[str, float] = {json.dumps([first, second]): 1.0}
    won = 0.0
    for _ in range(rounds):
        for turn in (0, 1):
            following: dict[str, float] = {}
            for key, p in alive.items():
                sides = json.loads(key)
                law, cut = every_after(game, _best_law(game, sides[turn], sides[1 - turn]), 12)
                assert cut == 0.0
                for after, q in law.items():
                    change = json.loads(after)
                    moved = [dict(sides[0]), dict(sides[1])]
                    moved[turn].update(change["attacker"])
                    moved[1 - turn].update(change["targets"][0])
                    if game.end_status(moved[1]):
                        won += p * q
                    elif not game.end_status(moved[0]):
                        state = json.dumps(moved)
                        following[state] = following.get(state, 0.0) + p * q
            alive = following
    return won


def test_e8_the_matchups_choose_both_fights_again_each_turn() -> None:
    """Against 3 wounds neither weapon of A takes B down in one hit, and the Maul comes first;
    once the Maul's 2 damage leave B 1 wound, the Pick's Strength is the better fight (N17's
    wounds left). The cell is the duel with both fights chosen afresh from the state each turn,
    as a duel worked out by hand says; keeping the first turn's fight gives another figure."""
    game = find_game("necromunda")
    a = _necromunda_fighter(
        "A",
        [{"name": "Maul", "strength": "S", "ap": 0, "d": 2, "traits": ["Melee"]},
         {"name": "Pick", "strength": "S+1", "ap": 0, "d": 1, "traits": ["Melee", "Unwieldy"]}],
    )  # fmt: skip
    b = {**_necromunda_fighter("B", [_melee("Knife")]), "w": 3, "t": 4}
    assert best_pairing(game, a, b).scenario["weapons"] == ["Maul"]  # type: ignore[index]
    assert best_pairing(game, a, {**b, "w": 1}).scenario["weapons"] == ["Pick"]  # type: ignore[index]
    rounds = 3
    cell = duel_pairing(game, a, b, rounds)
    assert cell.figures[0].key == "p_first_wins"
    expected = _by_hand(game, a, b, rounds)
    assert cell.score == pytest.approx(expected, abs=1e-12)
    assert cell.scenario is not None
    kept = finish(game, cell.scenario, rounds, (a, b))
    assert kept.p_first_wins == pytest.approx(0.07634086693850617, abs=1e-12)
    assert cell.score == pytest.approx(0.08533778914310336, abs=1e-12)


# --- E7: the simulation at the rulings' 20,000 duels --------------------------------------------


@pytest.mark.slow
@pytest.mark.parametrize("key", ["gangfight", "necromunda", "warstrike"])
def test_e7_a_sample_duel_against_20000_simulated(key: str) -> None:
    """E7 as written: 20,000 seeded duels of a sample pair, each attack rolled by the game's own
    ``resolve``; every figure within the tolerance, ``expected_rounds`` within 4·s/√m."""
    game = find_game(key)
    n, rounds = 20_000, 8
    scenario, sides = sample_duels(game, 1)[0]
    duel = finish(game, scenario, rounds, sides)
    tally = simulate(game, scenario, rounds, n, seed=20_000, sides=sides)
    for p, count in (
        (duel.p_first_wins, tally.first),
        (duel.p_second_wins, tally.second),
        (duel.p_draw, tally.draw),
        (duel.p_unfinished, tally.unfinished),
    ):
        assert within(p, count, n), (p, count)
    assert duel.expected_rounds is not None
    m = len(tally.lengths)
    mean = sum(tally.lengths) / m
    s = (sum((x - mean) ** 2 for x in tally.lengths) / (m - 1)) ** 0.5
    assert abs(duel.expected_rounds - mean) <= 4 * s / m**0.5


# --- entries alike but for their names ---------------------------------------------------------


@pytest.mark.parametrize("key", ["gangfight", "necromunda", "warstrike"])
def test_entries_alike_but_for_their_names_share_figures_not_names(key: str) -> None:
    """A duel of the same two profiles under other names: the same figures, the answer told
    under the new names wherever the scenario names them (a WarStrike group too)."""
    game = find_game(key)
    scenario, (a, b) = sample_duels(game, 1)[0]
    before = finish(game, scenario, 20, (a, b))
    renamed = {"Ansel": a["name"], "Brond": b["name"]}
    c, d = {**a, "name": "Ansel"}, {**b, "name": "Brond"}
    again = json.loads(json.dumps(scenario))
    for part in again.values():
        if isinstance(part, dict) and part.get("name") in renamed.values():
            part["name"] = "Ansel" if part["name"] == a["name"] else "Brond"
    after = finish(game, again, 20, (c, d))
    assert (after.first, after.second) == ("Ansel", "Brond")
    assert after.p_first_wins == before.p_first_wins
    assert after.p_second_wins == before.p_second_wins
    assert before.second_fight is not None and after.second_fight is not None
    told = json.dumps(after.second_fight)
    assert json.dumps(a["name"]) not in told and json.dumps(b["name"]) not in told
    assert "Brond" in told and "\\u00ab" not in told and "\u00ab" not in told
    names = json.dumps(before.second_fight).replace(json.dumps(a["name"]), '"Ansel"')
    assert json.loads(names.replace(json.dumps(b["name"]), '"Brond"')) == after.second_fight
