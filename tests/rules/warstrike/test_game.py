"""WarStrike behind the Game protocol: registry, fields, text, headline and matchups."""

from __future__ import annotations

import inspect

from gangfight_gui.rules.game import FieldSpec, Figure, Game, find_game, game_keys
from gangfight_gui.rules.kinds import OPTIONAL_WHOLE, WHOLE
from gangfight_gui.rules.warstrike.game import GAME
from gangfight_gui.rules.warstrike.limits import MINIMUM
from tests.helpers.protocol_calls import takes_protocol_arguments
from tests.rules.warstrike import scenarios as S

ROSTER_UNIT_KEYS = (
    "name", "count", "ws", "str", "ar", "to", "ld", "points", "notes",
    "models", "hit_counter", "suppression_markers",  # W17: the unit's battle state
)  # fmt: skip
ROSTER_WEAPON_KEYS = ("name", "atk", "ws_plus", "ap", "str_plus", "points", "notes")

UNIT = {
    "name": "Deck crew",
    "count": 8,
    "ws": 3,
    "str": 3,
    "ar": 2,
    "to": None,
    "ld": 6,
    "points": 40,
    "notes": "Boarders",
    "weapons": [
        {"name": "Cutlass", "atk": 2, "ws_plus": 0, "ap": 1, "str_plus": 0, "points": 8,
         "notes": ""},
        {"name": "Boathook", "atk": 1, "ws_plus": 1, "ap": 2, "str_plus": 1, "points": 4,
         "notes": "long"},
    ],
}  # fmt: skip
TARGET = {"name": "Marines", "count": 5, "ws": 4, "str": 3, "ar": 4, "to": 1, "ld": 8,
          "points": 60, "notes": "", "weapons": []}  # fmt: skip


def test_registry_finds_warstrike() -> None:
    assert "warstrike" in game_keys()
    assert find_game("warstrike") is GAME


def test_game_satisfies_the_protocol() -> None:
    """Every member of the Game protocol is there, with the protocol's parameters."""
    game = find_game("warstrike")
    assert game.key == "warstrike"
    assert game.title == "WarStrike"
    assert game.rulings == "WarStrike rulings (W1–W17)"
    assert game.entry_noun == "unit"
    members = [
        name
        for name, _ in inspect.getmembers(Game)
        if not name.startswith("_") and callable(getattr(Game, name))
    ]
    assert set(members) >= {"read_scenario", "calculate", "resolve", "roll_steps", "score"}
    for name in members:
        assert takes_protocol_arguments(getattr(game, name), getattr(Game, name)), name
    for fields in (game.model_fields, game.weapon_fields, game.scenario_fields, game.house_rules):
        assert fields and all(isinstance(f, FieldSpec) for f in fields)


def test_fields_cover_the_roster_unit() -> None:
    assert tuple(f.key for f in GAME.model_fields) == ROSTER_UNIT_KEYS
    assert tuple(f.key for f in GAME.weapon_fields) == ROSTER_WEAPON_KEYS
    for spec in (*GAME.model_fields, *GAME.weapon_fields, *GAME.scenario_fields, *GAME.house_rules):
        if spec.kind in (WHOLE, OPTIONAL_WHOLE):
            assert spec.minimum is not None and spec.maximum is not None
            assert spec.minimum <= spec.maximum
            if spec.key.split(".")[-1] in MINIMUM:  # W4, W6: the rulings' minima
                assert spec.minimum == MINIMUM[spec.key.split(".")[-1]]
    by_key = {f.key: f for f in GAME.weapon_fields}
    assert by_key["ws_plus"].minimum is not None and by_key["ws_plus"].minimum < 0  # W4
    to = {f.key: f for f in GAME.model_fields}["to"]
    assert to.kind is OPTIONAL_WHOLE and to.default is None  # W12: no Toughness


def test_readings_are_marked() -> None:
    """W3, W4, W9, W17: fields whose ruling is this project's reading say so."""
    scenario = {f.key: f for f in GAME.scenario_fields}
    house = {f.key: f for f in GAME.house_rules}
    assert house["rules.comparative.base"].reading
    assert house["rules.comparative.min"].ruling == "W3"
    assert scenario["defender.hit_counter"].reading
    assert scenario["defender.models"].reading and scenario["defender.models"].ruling == "W17"
    assert {f.key: f for f in GAME.model_fields}["ws"].reading
    assert not scenario["defender.engaged"].reading


def test_outcome_text_carries_the_readings() -> None:
    text = GAME.outcome_text(GAME.calculate(GAME.read_scenario(S.PAGE)))
    assert "Boarding party against Crew" in text
    assert "Deckhands: 12 dice; hit on ≤ 3 (50.0%), saved on ≤ 5 (83.3%)" in text
    assert "Casualties           expected 0.75, at least one 55.0%" in text
    note = text.splitlines()[-1]
    assert note.startswith("Readings not in the draft")
    for ruling in ("(W3)", "(W4)", "(W7)", "(W9)", "(W15)"):
        assert ruling in note


def test_headline() -> None:
    outcome = GAME.calculate(GAME.read_scenario(S.MIN0_MAX6))
    figures = GAME.headline(outcome)
    assert all(isinstance(f, Figure) for f in figures)
    assert [(f.key, f.probability, f.expected) for f in figures] == [
        ("casualties.mean", 1.0, True),  # an expected count, shown as 1.00, not as a chance
        ("p_unit_wiped", 0.25, False),
        ("p_any_casualty", 0.75, False),
        ("p_any_suppression_marker", 1.0, False),
    ]
    assert figures[0].text == "1.00"


def test_pair_scenarios_one_per_weapon() -> None:
    scenarios = GAME.pair_scenarios(UNIT, TARGET)
    assert len(scenarios) == 2
    for scenario, weapon in zip(scenarios, UNIT["weapons"], strict=True):
        read = GAME.read_scenario(scenario)  # clean scenario JSON: no roster-only keys
        assert read.groups[0].count == 8
        assert read.groups[0].weapon.name == weapon["name"]
        assert read.defender.engaged == 5  # min(defender count, attacker count)
        assert read.defender.to == 1
        assert read.ground == "level"
        assert read.defender.hit_counter == 0
    assert GAME.pair_scenarios(TARGET, UNIT) == ()  # no weapon, no attack (W5)
    small = dict(UNIT, count=3)
    assert GAME.read_scenario(GAME.pair_scenarios(small, TARGET)[0]).defender.engaged == 3


def test_score_prefers_the_deadlier_weapon() -> None:
    scores = [
        GAME.score(GAME.calculate(GAME.read_scenario(s))) for s in GAME.pair_scenarios(UNIT, TARGET)
    ]
    # The cutlass rolls 16 dice, the boathook 8: the cutlass is expected to kill more.
    assert scores[0] > scores[1] > 0
    outcome = GAME.calculate(GAME.read_scenario(S.MIN0_MAX6))
    assert GAME.score(outcome) == 1.0 / 2 + 0.25  # E[casualties]/engaged + P(wiped)


def test_main_chart_is_the_casualties_law() -> None:
    outcome = GAME.calculate(GAME.read_scenario(S.MIN0_MAX6))
    chart = GAME.views(outcome)[0].charts[0]
    assert (chart.title, chart.bars) == (
        "Casualties",
        (("0", 0.25), ("1", 0.5), ("2 (wiped)", 0.25)),
    )
    assert chart.counts
    assert chart.tones == ("defender", "attacker", "attacker")  # none is the defender's luck


def test_choice_label_names_the_weapon() -> None:
    labels = [GAME.choice_label(s) for s in GAME.pair_scenarios(UNIT, TARGET)]
    assert labels == ["Cutlass", "Boathook"]
    assert GAME.choice_label(S.PAGE) == "Cutlass + Boarding axe"
    assert GAME.choice_label({}) == "no weapon"
