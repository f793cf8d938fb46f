"""``rules/pairings.py``: the one matchup code of every game (the dock, the command, the cards, the
crew sheet): the best fight by brute force, circumstances only where they apply, house rules as
``with_house_rules`` sets them, the work bounded by the limit."""

from __future__ import annotations

import copy
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from gangfight_gui.roster.files import load_roster
from gangfight_gui.roster.night.entries import entries_of
from gangfight_gui.rules import pairings
from gangfight_gui.rules.engine.errors import RulesError, ScenarioShapeError
from gangfight_gui.rules.engine.limits import MAX_MATCHUP_ATTACKS
from gangfight_gui.rules.engine.paths import get_path, set_path
from gangfight_gui.rules.field_spec import field_applies
from gangfight_gui.rules.game import AnyGame, find_game, with_house_rules
from gangfight_gui.rules.kinds import WHOLE
from gangfight_gui.rules.pairings import (
    TooManyAttacks,
    best_pairing,
    changed_settings,
    check_work,
    matchup_fields,
    pairing_grid,
    rules_problem,
    set_up,
    setting_text,
)
from tests.helpers.away import AWAY
from tests.helpers.example_game import KEY, ROSTER, example_on_path

ROSTERS = Path(__file__).resolve().parents[2] / "rosters"
SAMPLES = {
    "gangfight": ("human_veterans", "orc_braves", "monsters"),
    "necromunda": ("necromunda_ashveil_sisters", "necromunda_slagworks_rivet_crew"),
    "warstrike": ("warstrike_salt_reavers", "warstrike_harbour_watch"),
}
CHANGED = {key: AWAY[key][1:] for key in SAMPLES}
"""Per game: circumstances and every house rule away from the defaults, taken together."""


def entries(game: str) -> list[dict[str, Any]]:
    return [
        e
        for name in SAMPLES[game]
        for e in entries_of(load_roster(ROSTERS / f"{name}.json").roster)
    ]


def pairs(game: str) -> Iterator[tuple[dict[str, Any], dict[str, Any]]]:
    found = entries(game)
    for attacker in found:
        for target in found:
            if attacker is not target:
                yield attacker, target


def brute_best(
    game: AnyGame, attacker: dict[str, Any], target: dict[str, Any], circ: Any, rules: Any
) -> tuple[dict[str, Any] | None, float]:
    """Every scenario of the pair, set up the slow way (a deep copy, ``with_house_rules``,
    ``set_path`` where the field applies), the best by score, the first on ties."""
    best: tuple[dict[str, Any] | None, float] = (None, float("-inf"))
    for made in game.pair_scenarios(attacker, target):
        scenario = with_house_rules(game, made, rules)
        for spec in matchup_fields(game):
            wanted = spec.key in circ and spec.kind is not WHOLE
            if wanted and field_applies(game, spec, scenario):
                set_path(scenario, spec.key, circ[spec.key])
        try:
            score = game.score(game.calculate(game.read_scenario(scenario)))
        except (RulesError, ScenarioShapeError):
            continue
        if score > best[1]:
            best = scenario, score
    return best


@pytest.mark.parametrize("key", list(SAMPLES))
@pytest.mark.parametrize("changed", [False, True], ids=["defaults", "changed"])
def test_the_best_pairing_is_the_best_score_of_every_choice(key: str, changed: bool) -> None:
    game = find_game(key)
    circ, rules = CHANGED[key] if changed else ({}, {})
    circ = {k: v for k, v in circ.items() if not isinstance(v, int) or isinstance(v, bool)}
    for attacker, target in pairs(key):
        found = best_pairing(game, attacker, target, circ, rules)
        scenario, score = brute_best(game, attacker, target, circ, rules)
        assert found.score == score
        if scenario is None:
            assert found.scenario is None and found.figure is None
            continue
        assert found.scenario is not None
        assert game.read_scenario(found.scenario) == game.read_scenario(scenario)
        assert found.figures == game.headline(game.calculate(game.read_scenario(scenario)))
        assert found.choice == game.choice_label(found.scenario)
        assert len(found.options) == len(game.pair_scenarios(attacker, target))


@pytest.mark.parametrize("key", list(SAMPLES))
def test_set_up_is_with_house_rules_and_set_path_where_each_field_applies(key: str) -> None:
    game = find_game(key)
    circ, rules = CHANGED[key]
    for attacker, target in list(pairs(key))[:12]:
        for made in game.pair_scenarios(attacker, target):
            before = copy.deepcopy(made)
            done = set_up(game, made, circ, rules)
            assert made == before, "the pair's own scenario is never changed"
            assert get_path(done, next(iter(rules))) == next(iter(rules.values()))
            for spec in matchup_fields(game):
                applies = field_applies(game, spec, done)
                if spec.key not in circ:
                    assert get_path(done, spec.key) == get_path(made, spec.key), "its own"
                elif spec.kind is WHOLE:
                    assert get_path(done, spec.key) <= circ[spec.key]
                elif applies:
                    assert get_path(done, spec.key) == circ[spec.key]
                else:
                    assert get_path(done, spec.key) == get_path(made, spec.key)
            json.dumps(done)  # still plain JSON


def test_cover_never_reaches_a_melee_attack() -> None:
    game = find_game("gangfight")
    veteran, orc = entries("gangfight")[0], entries("gangfight")[4]
    for made in game.pair_scenarios(veteran, orc):
        done = set_up(game, made, {"cover": "hard"})
        assert (done.get("cover") == "hard") == (done["attack"] == "ranged")  # R11, R24


def test_a_number_is_kept_within_the_pair() -> None:
    game = find_game("warstrike")
    reavers, watch = (
        entries_of(load_roster(ROSTERS / f"{n}.json").roster) for n in SAMPLES["warstrike"]
    )
    deckhands, pikemen = reavers[0], watch[0]  # 10 models against 8
    made = game.pair_scenarios(deckhands, pikemen)[0]
    done = set_up(game, made, {"defender.engaged": 50, "attacker.groups.0.count": 50})
    assert get_path(done, "defender.engaged") == pikemen["count"]  # W17: the models left
    assert get_path(done, "attacker.groups.0.count") == deckhands["count"]  # the unit's models
    fewer = set_up(game, made, {"defender.engaged": 3, "attacker.groups.0.count": 4})
    assert (get_path(fewer, "defender.engaged"), get_path(fewer, "attacker.groups.0.count")) == (
        3,
        4,
    )
    assert set_up(game, made, {"defender.engaged": None}) == made, "None: the pair's own"


def test_rules_at_their_defaults_leave_a_scenario_as_the_game_made_it() -> None:
    for key in SAMPLES:
        game = find_game(key)
        rules = {spec.key: spec.default for spec in game.house_rules}
        attacker, target = next(pairs(key))
        for made in game.pair_scenarios(attacker, target):
            assert set_up(game, made, {}, rules) == made


def test_the_grid_reports_progress_and_stops_when_asked() -> None:
    game = find_game("necromunda")
    found = entries("necromunda")
    seen: list[tuple[int, int]] = []

    def progress(done: int, total: int) -> bool:
        seen.append((done, total))
        return done < 13

    rows = pairing_grid(game, found, found, progress=progress)
    total = len(found) ** 2
    assert len(found) == 10
    assert seen == [(n, total) for n in range(1, 14)]
    assert [len(row) for row in rows] == [10, 3], "a whole row, then the cells done"


@pytest.mark.parametrize("key", list(SAMPLES))
def test_a_grid_over_the_limit_is_refused_before_any_fight(
    key: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    game = find_game(key)
    many = [dict(e, name=f"{e['name']} {n}") for n in range(200) for e in entries(key)][:1_000]

    def no_fight(*_args: object) -> None:
        raise AssertionError("calculated past the limit")

    monkeypatch.setattr(pairings, "best_pairing", no_fight)
    with pytest.raises(TooManyAttacks, match="at most 500,000 a matrix"):
        pairing_grid(game, many, many)


def many_of(crew: list[dict[str, Any]], count: int) -> list[dict[str, Any]]:
    """``count`` entries cycling through ``crew``, each named apart."""
    return [
        dict(crew[n % len(crew)], name=f"{crew[n % len(crew)]['name']} {n}") for n in range(count)
    ]


@pytest.mark.parametrize("key", list(SAMPLES))
def test_two_300_entry_rosters_of_the_samples_fit_the_limit(key: str) -> None:
    game = find_game(key)
    many = many_of(entries(key), 300)
    attacks = check_work(game, many, many)
    # each pair tries every choice: Gangfight's samples about two a pair (melee, Power, Finesse,
    # shots), WarStrike's at least one
    assert 90_000 <= attacks <= MAX_MATCHUP_ATTACKS
    assert attacks == sum(len(game.pair_scenarios(a, many[0])) for a in many) * 300


def test_two_300_entry_rosters_of_the_example_game_fit_the_limit(example_game: Path) -> None:
    with example_on_path(example_game):
        game = find_game(KEY)
        many = many_of(entries_of(load_roster(ROSTER).roster), 300)
        assert check_work(game, many, many) == 90_000, "one strike a pair"


def test_house_rules_a_game_refuses_together_are_named() -> None:
    necromunda = find_game("necromunda")
    assert rules_problem(necromunda, CHANGED["necromunda"][1]) is None
    wrong = {**CHANGED["necromunda"][1], "rules.injury_faces.out_of_action": 2}
    assert rules_problem(necromunda, wrong) == ("the counts add up to 7, not 6 (N13)")
    warstrike = find_game("warstrike")
    upside = {"rules.comparative.base": 3, "rules.comparative.min": 5, "rules.comparative.max": 2}
    assert "W3" in str(rules_problem(warstrike, upside))
    assert rules_problem(find_game("gangfight"), CHANGED["gangfight"][1]) is None


def test_settings_read_as_a_player_reads_them() -> None:
    gangfight = {spec.key: spec for spec in find_game("gangfight").scenario_fields}
    necromunda = find_game("necromunda")
    assert setting_text(gangfight["cover"], "hard") == "Cover: Hard: +1 DEF, +2 ARM (R24)"
    assert setting_text(gangfight["target_in_combat"], False) == "Target in close combat: no (R16)"
    faces = necromunda.house_rules[0]
    assert setting_text(faces, 3) == "Injury die: flesh wound: 3 (N13*)", "* this program's reading"
    chosen = changed_settings(necromunda.house_rules, CHANGED["necromunda"][1])
    assert [spec.key for spec, _ in chosen] == [
        "rules.injury_faces.flesh_wound",
        "rules.injury_faces.seriously_injured",
    ], "out of action stays at its default: not a change"


def test_the_example_game_pairs_through_the_same_code(example_game: Path) -> None:
    with example_on_path(example_game):
        game = find_game(KEY)
        crew = entries_of(load_roster(ROSTER).roster)
        assert [spec.key for spec in matchup_fields(game)] == ["charging", "cover"]
        plain = best_pairing(game, crew[0], crew[1])
        charging = best_pairing(game, crew[0], crew[1], {"charging": True, "cover": True})
        doubled = best_pairing(game, crew[0], crew[1], None, {"rules.sixes": "double"})
        assert plain.scenario is not None and charging.scenario is not None
        assert charging.scenario["charging"] is True and charging.scenario["cover"] is True
        assert doubled.scenario is not None and doubled.scenario["rules"]["sixes"] == "double"
        assert doubled.score > plain.score, "a 6 counting twice (P6) helps the attacker"
