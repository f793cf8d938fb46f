"""The one reader of every game's objects (``rules/reading.py``'s ``Shape``): its quick path, one
expression made from the kinds, reads exactly what the field by field path reads, and refuses
what it refuses in the same words, for every field of every game and a plugin's."""

from __future__ import annotations

import math
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gangfight_gui.rules.engine.errors import RulesError, ScenarioShapeError
from gangfight_gui.rules.game import FieldSpec, find_game
from gangfight_gui.rules.kinds import CHOICE, KINDS, TEXT, WHOLE
from gangfight_gui.rules.reading import REQUIRED, FreeKeys, Shape
from tests import skirmish_game

SPECS: tuple[FieldSpec, ...] = (
    tuple(
        dict.fromkeys(
            spec
            for game in map(find_game, ("gangfight", "necromunda", "warstrike"))
            for specs in (
                game.model_fields,
                game.weapon_fields,
                game.scenario_fields,
                game.house_rules,
                game.roster_fields,
            )
            for spec in specs
        )
    )
    + skirmish_game.MODEL_FIELDS
    + skirmish_game.WEAPON_FIELDS
    + skirmish_game.ROSTER_FIELDS
)
"""Every field of the built-in games and of a plugin using every kind."""

EDGES: tuple[object, ...] = (
    True, False, None, 0, 1, -1, 2, 3, 6, 7, 12, 60, 1000, 10**6, -(10**6), 2.5, 0.0, 6.0,
    math.nan, math.inf, "", " ", "x", "auto", "0", "1", "single", "standing", "none", "x" * 201,
    [], ["Melee"], ["x" * 101], [1], ["a"] * 60, (), {}, {"a": 1},
)  # fmt: skip
"""Values at and beside every bound a field of these games has, of every JSON type."""

JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-100, 100) | st.floats() | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=4), inner),
    max_leaves=8,
)


def _outcome(read: Any, value: object) -> tuple[str, object]:
    """What reading ``{"k": value}`` gives: its values, or its refusal's kind and words."""
    try:
        return "read", read({"k": value}, "at")
    except (ScenarioShapeError, RulesError) as error:
        return type(error).__name__, str(error)


def _shape(spec: FieldSpec) -> Shape:
    return Shape((FieldSpec("k", spec.label, spec.kind, spec.minimum, spec.maximum, spec.default,
                            spec.choices, exclusive_minimum=spec.exclusive_minimum,
                            max_items=spec.max_items, ruling="R0"),),
                 range_error=RulesError)  # fmt: skip


def test_every_kind_is_among_the_fields() -> None:
    assert {spec.kind for spec in SPECS} == set(KINDS)


@pytest.mark.parametrize("spec", SPECS, ids=lambda spec: f"{spec.key}-{spec.kind!r}")
def test_the_quick_path_reads_as_the_field_by_field_path(spec: FieldSpec) -> None:
    shape = _shape(spec)
    for value in EDGES:
        assert _outcome(shape.read, value) == _outcome(shape._read, value), value


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(SPECS), JSON)
def test_the_quick_path_reads_any_json_as_the_field_by_field_path(
    spec: FieldSpec, value: object
) -> None:
    shape = _shape(spec)
    assert repr(_outcome(shape.read, value)) == repr(_outcome(shape._read, value))


def test_a_fault_reads_as_its_kind_words_it() -> None:
    ws = FieldSpec("ws", "WS", KINDS[0], 2, 6, ruling="N2")
    shape = Shape((ws,), ("name",), absent={"ws": REQUIRED}, range_error=RulesError)
    assert shape.read({"ws": 3, "name": "x"}, "attacker") == (3,)
    cases = {
        "attacker.ws: must be a whole number from 2 to 6 (found 7) (N2)": {"ws": 7},
        "attacker.ws: must be a whole number from 2 to 6 (found true)": {"ws": True},
        "attacker.ws: is required": {},
        "attacker.wss: is not a known field (did you mean 'ws'?)": {"wss": 3},
        "attacker: must be an object (found [])": [],
    }
    for words, data in cases.items():
        with pytest.raises((RulesError, ScenarioShapeError)) as caught:
            shape.read(data, "attacker")
        assert str(caught.value) == words
    with pytest.raises(RulesError):
        shape.read({"ws": 7}, "attacker")
    with pytest.raises(ScenarioShapeError):
        shape.read({"ws": "7"}, "attacker")


def test_a_null_reads_as_left_out_in_the_fields_named_only() -> None:
    # Gangfight's range band: null or left out is none; any other field's null is a fault.
    band = FieldSpec("band", "Band", TEXT, maximum=10)
    ws = FieldSpec("ws", "WS", WHOLE, 2, 6, 3)
    shape = Shape((ws, band), absent={"band": None}, null_is_absent=("band",))
    for read in (shape.read, shape._read):
        assert read({"band": None}, "at") == read({}, "at") == (3, None)
        assert read({"band": "long_2", "ws": 4}, "at") == (4, "long_2")
        with pytest.raises(ScenarioShapeError) as caught:
            read({"ws": None, "band": None}, "at")
        assert str(caught.value) == "at.ws: must be a whole number from 2 to 6 (found null)"


def test_the_known_keys_are_listed_as_the_file_orders_them() -> None:
    # A field's key among the keys its reader reads itself places it in the list a fault gives
    # (WarStrike's ground between the defender and the rules, as its page writes a scenario).
    ground = FieldSpec("ground", "Ground", CHOICE, default="level", choices=("level", "higher"))
    shape = Shape((ground,), ("game", "ground", "rules"))
    for read in (shape.read, shape._read):
        with pytest.raises(ScenarioShapeError) as caught:
            read({"slope": 1}, "")
        assert str(caught.value) == "slope: is not a known field (known: game, ground, rules)"
    after = Shape((ground,), ("game", "rules"))
    with pytest.raises(ScenarioShapeError, match=r"\(known: ground, game, rules\)$"):
        after.read({"slope": 1}, "")


def test_an_object_of_free_keys_reads_each_value_as_its_kind() -> None:
    """A weapon's name → its dice (Necromunda's ``attack_dice``): each value read as the one
    spec's kind, its fault at its key's path; a wrong kind at once, a range fault after it."""
    dice = FreeKeys(FieldSpec("dice", "Dice", WHOLE, 0, 6, ruling="R0"), range_error=RulesError)
    assert dice.read({"Knife": 2, "Chain blade": 0}, "attack_dice") == {
        "Knife": 2,
        "Chain blade": 0,
    }
    assert dice.read({}, "attack_dice") == {}
    faults = [
        ([1], ScenarioShapeError, "attack_dice: must be an object (found [1])"),
        (
            {"Knife": -1},
            RulesError,
            "attack_dice.Knife: must be a whole number from 0 to 6 (found -1) (R0)",
        ),
        (
            {"Knife": 9, "Club": "1"},
            ScenarioShapeError,
            'attack_dice.Club: must be a whole number from 0 to 6 (found "1")',
        ),
        (
            {"a\nb": True},
            ScenarioShapeError,
            'attack_dice."a\\nb": must be a whole number from 0 to 6 (found true)',
        ),
    ]
    for value, error, message in faults:
        with pytest.raises(error) as raised:
            dice.read(value, "attack_dice")
        assert str(raised.value) == message
