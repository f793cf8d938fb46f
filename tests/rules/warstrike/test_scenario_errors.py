"""Every refusal (exit 1, a RulesError naming its ruling) and shape fault (exit 2) of the page."""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

import pytest

from gangfight_gui.rules.engine.errors import RulesError, ScenarioShapeError
from gangfight_gui.rules.engine.sources import SeededDice
from gangfight_gui.rules.warstrike.errors import (
    NoGroups,
    NotCalculated,
    OutOfRange,
    TooManyDice,
    WeaponCount,
)
from gangfight_gui.rules.warstrike.game import GAME
from gangfight_gui.rules.warstrike.scenario import Comparative, read_scenario
from tests.rules.warstrike import scenarios as S

Edit = Callable[[dict[str, Any]], None]


def _set(path: str, value: object) -> Edit:
    def edit(data: dict[str, Any]) -> None:
        *parents, last = path.split(".")
        node: Any = data
        for part in parents:
            node = node[int(part)] if part.isdigit() else node[part]
        node[last] = value

    return edit


def _drop(path: str) -> Edit:
    def edit(data: dict[str, Any]) -> None:
        *parents, last = path.split(".")
        node: Any = data
        for part in parents:
            node = node[int(part)] if part.isdigit() else node[part]
        del node[last]

    return edit


def _edited(*edits: Edit) -> dict[str, Any]:
    data = copy.deepcopy(S.PAGE)
    for edit in edits:
        edit(data)
    return data


CUTLASS = {"name": "Cutlass", "atk": 1}
AXE = {"name": "Axe", "atk": 1}
G0 = "attacker.groups.0"

RULE_BREAKS = [
    # W2
    (_set("defensive_fire", True), NotCalculated, "defensive_fire: not calculated (W2)"),
    (_set("close_combat_shooting", {"shots": 2}), NotCalculated, "close_combat_shooting"),
    (_set("ld_check", 1), NotCalculated, "ld_check: not calculated (W2)"),
    (_set("consolidation", "yes"), NotCalculated, "consolidation: not calculated (W2)"),
    (_set("defenders", [{"ws": 3}]), NotCalculated, "defenders: not calculated (W2)"),
    (
        _set("defender", [S.PAGE["defender"], S.PAGE["defender"]]),
        NotCalculated,
        "defender: 2 units; not calculated (W2)",
    ),
    # W4 ranges
    (
        _set(f"{G0}.ws", -1),
        OutOfRange,
        "attacker.groups[0].ws: must be a whole number of at least 0 (found -1) (W4",
    ),
    (
        _set(f"{G0}.str", -2),
        OutOfRange,
        "attacker.groups[0].str: must be a whole number of at least 0 (found -2) (W4",
    ),
    (
        _set(f"{G0}.weapon.atk", -1),
        OutOfRange,
        "attacker.groups[0].weapon.atk: must be a whole number of at least 0 (found -1)",
    ),
    (
        _set(f"{G0}.weapon.ap", -1),
        OutOfRange,
        "weapon.ap: must be a whole number of at least 0 (found -1) (W4",
    ),
    (
        _set("defender.ws", -1),
        OutOfRange,
        "defender.ws: must be a whole number of at least 0 (found -1) (W4",
    ),
    (
        _set("defender.ar", -1),
        OutOfRange,
        "defender.ar: must be a whole number of at least 0 (found -1) (W4",
    ),
    (
        _set("defender.to", -1),
        OutOfRange,
        "defender.to: must be a whole number of at least 0 (found -1) (W4",
    ),
    (
        _set("defender.hit_counter", -1),
        OutOfRange,
        "defender.hit_counter: must be a whole number of at least 0 (found -1) (W4",
    ),
    # W6
    (
        _set(f"{G0}.count", 0),
        OutOfRange,
        "attacker.groups[0].count: must be a whole number of at least 1 (found 0) (W6",
    ),
    (
        _set("defender.engaged", 0),
        OutOfRange,
        "defender.engaged: must be a whole number of at least 1 (found 0) (W6",
    ),
    # W3
    (_set("rules.comparative.min", -1), OutOfRange, "W3 needs 0 <= min <= max <= 6"),
    (_set("rules.comparative.max", 7), OutOfRange, "W3 needs 0 <= min <= max <= 6"),
    (_set("rules.comparative", {"min": 5, "max": 4}), OutOfRange, "min 5, max 4"),
    # W5
    (_drop(f"{G0}.weapon"), WeaponCount, "names no weapon"),
    (_set(f"{G0}.weapon", []), WeaponCount, "names no weapon"),
    (_set(f"{G0}.weapon", [CUTLASS, AXE]), WeaponCount, "names 2 weapons"),
    (_set(f"{G0}.weapons", [AXE]), WeaponCount, "a group takes exactly one weapon (W5)"),
    # W4: an empty unit
    (_set("attacker.groups", []), NoGroups, "attacker.groups: empty"),
    # W17: a battle's state (the page's defender has 5 engaged)
    (
        _set("defender.models", 4),
        OutOfRange,
        "defender.models: 4 is below the 5 engaged (W17: models >= engaged)",
    ),
    (
        _set("defender.models", 0),
        OutOfRange,
        "defender.models: 0: the unit is destroyed, no model left to be attacked (W17",
    ),
    (_set("defender.models", -3), OutOfRange, "defender.models: -3: the unit is destroyed"),
    (
        _set("defender.suppression_markers", -1),
        OutOfRange,
        "defender.suppression_markers: must be a whole number of at least 0 (found -1) (W4)",
    ),
]


@pytest.mark.parametrize(("edit", "error", "message"), RULE_BREAKS)
def test_rule_breaks_exit_1(edit: Edit, error: type[RulesError], message: str) -> None:
    with pytest.raises(error) as caught:
        read_scenario(_edited(edit))
    assert isinstance(caught.value, RulesError)
    assert not isinstance(caught.value, ScenarioShapeError)
    assert message in str(caught.value)
    assert "\n" not in str(caught.value)


SHAPE_FAULTS = [
    (_set(f"{G0}.count", True), "attacker.groups[0].count: must be a whole number"),
    (_set(f"{G0}.count", 2.0), "attacker.groups[0].count: must be a whole number"),
    (_set(f"{G0}.ws", "3"), "attacker.groups[0].ws: must be a whole number"),
    (_set("defender.ar", 1.5), "defender.ar: must be a whole number"),
    (_set(f"{G0}.count", None), "attacker.groups[0].count: is required"),
    (_drop(f"{G0}.str"), "attacker.groups[0].str: is required"),
    (_drop(f"{G0}.weapon.name"), "attacker.groups[0].weapon.name: is required"),
    (_drop(f"{G0}.weapon.atk"), "attacker.groups[0].weapon.atk: is required"),
    (_drop("defender.engaged"), "defender.engaged: is required"),
    (_drop("defender"), "defender: is required"),
    (
        lambda d: (_drop("defender")(d), _set("defenders", [S.PAGE["defender"]] * 2)(d)),
        "defender: is required (an object with ws, ar, engaged); several units are "
        "not calculated (W2)",
    ),
    (_set("defender", []), "defender: is required"),
    (_drop("attacker"), "attacker: is required"),
    (_drop("attacker.groups"), "attacker.groups: is required"),
    (_set("attacker.groups", {"count": 1}), "attacker.groups: must be a list"),
    (
        _set("ground", "uphill"),
        'ground: must be one of "level", "higher", "lower" (found "uphill")',
    ),
    (_set("ground", 1), "ground: must be one of"),
    (_set("charge", True), "charge: is not a known field"),
    (_set(f"{G0}.points", 10), "attacker.groups[0].points: is not a known field"),
    (_set(f"{G0}.weapon.notes", ""), "attacker.groups[0].weapon.notes: is not a known field"),
    (_set("defender.ld", 7), "defender.ld: is not a known field"),
    (_set("rules.cover", 1), "rules.cover: is not a known field (known: comparative)"),
    (_set("rules.comparative.base", 3.5), "rules.comparative.base: must be a whole number"),
    (_set(f"{G0}.weapon", "Cutlass"), "attacker.groups[0].weapon: must be an object or a list"),
    (_set(f"{G0}.weapon", ["Cutlass"]), "attacker.groups[0].weapon[0]: must be an object"),
    (
        _set(f"{G0}.name", 3),
        "attacker.groups[0].name: must be text of at most 200 characters (found 3)",
    ),
    (_set("game", "necromunda"), 'game: must be "warstrike" here (found "necromunda")'),
    # W17's inputs are whole numbers like the others.
    (_set("defender.models", True), "defender.models: must be a whole number (found true"),
    (_set("defender.models", 5.0), "defender.models: must be a whole number"),
    (
        _set("defender.suppression_markers", "2"),
        'defender.suppression_markers: must be a whole number of at least 0 (found "2")',
    ),
    (
        lambda d: (_set("defender.models", 1)(d), _set("defender.suppression_markers", [])(d)),
        "defender.suppression_markers: must be a whole number of at least 0 (found [])",
    ),
    # Shape first: a rule break (W6) and a shape fault (wrong type) together are exit 2.
    (
        lambda d: (_set("defender.engaged", 0)(d), _set("defender.ws", "x")(d)),
        "defender.ws: must be a whole number",
    ),
    (
        lambda d: (_set("ld_check", True)(d), _set("mystery", 1)(d)),
        "mystery: is not a known field",
    ),
]


@pytest.mark.parametrize(("edit", "message"), SHAPE_FAULTS)
def test_shape_faults_exit_2(edit: Edit, message: str) -> None:
    with pytest.raises(ScenarioShapeError) as caught:
        read_scenario(_edited(edit))
    assert message in str(caught.value)
    assert "\n" not in str(caught.value)


@pytest.mark.parametrize("data", [[], "scenario", 3, None])
def test_not_an_object(data: object) -> None:
    with pytest.raises(ScenarioShapeError, match="scenario: must be an object"):
        read_scenario(data)


ACCEPTED = [
    # W2: false or null asks for nothing.
    _set("defensive_fire", False),
    _set("close_combat_shooting", None),
    _set("ld_check", False),
    _set("consolidation", None),
    _set("defenders", False),
    # A list of one is that unit / weapon.
    _set("defender", [S.PAGE["defender"]]),
    _set(f"{G0}.weapon", [CUTLASS]),
    lambda d: (_drop(f"{G0}.weapon")(d), _set(f"{G0}.weapons", [CUTLASS])(d)),
    # null counts as absent; defaults apply.
    _set("defender.to", None),
    _set("defender.hit_counter", None),
    _set("ground", None),
    _set("rules", None),
    _set("rules.comparative", None),
    _set(f"{G0}.weapon.ws_plus", None),
    _drop("game"),
    # W4: ws_plus and str_plus may be negative; W3's base is any whole number.
    _set(f"{G0}.weapon.ws_plus", -9),
    _set(f"{G0}.weapon.str_plus", -9),
    _set("rules.comparative", {"base": -20, "min": 0, "max": 6}),
    _set("defender.to", 0),
    _set(f"{G0}.weapon.atk", 0),
    # W17: models at least engaged; null is the default (engaged), markers from 0.
    _set("defender.models", 5),
    _set("defender.models", 50),
    _set("defender.models", None),
    _set("defender.suppression_markers", 0),
    _set("defender.suppression_markers", None),
    _set("defender.suppression_markers", 12),
]


@pytest.mark.parametrize("edit", ACCEPTED)
def test_accepted(edit: Edit) -> None:
    GAME.calculate(read_scenario(_edited(edit)))


def test_defaults() -> None:
    data = {
        "attacker": {"groups": [{"count": 2, "ws": 3, "str": 3, "weapon": CUTLASS}]},
        "defender": {"ws": 3, "ar": 3, "engaged": 1},
    }
    scenario = read_scenario(data)
    assert scenario.ground == "level"
    assert scenario.comparative == Comparative(3, 1, 5)
    assert scenario.defender.to is None
    assert scenario.defender.hit_counter == 0
    assert scenario.defender.models is None  # W17: as many as engaged
    assert scenario.defender.models_left == 1
    assert scenario.defender.suppression_markers == 0
    assert scenario.groups[0].name == "Cutlass"  # a group's name defaults to its weapon's
    assert scenario.groups[0].weapon.ws_plus == 0


def test_names_are_any_text_and_null_is_their_default() -> None:
    # A unit's or a group's name may be blank; null or left out, the attacker is "Attacker", a
    # group its weapon's name, the defender "Defender".
    data = _edited(_set("attacker.name", None), _set(f"{G0}.name", None), _set("defender.name", ""))
    scenario = read_scenario(data)
    assert (scenario.attacker, scenario.groups[0].name, scenario.defender.name) == (
        "Attacker",
        "Cutlass",
        "",
    )
    blank = read_scenario(_edited(_set(f"{G0}.name", ""), _drop("defender.name")))
    assert (blank.groups[0].name, blank.defender.name) == ("", "Defender")


@pytest.mark.parametrize(
    ("edit", "message"),
    [
        (
            _set("ground", "uphill"),
            'ground: must be one of "level", "higher", "lower" (found "uphill")',
        ),
        (
            _set("ground", ["higher"]),
            'ground: must be one of "level", "higher", "lower" (found ["higher"])',
        ),
        (
            _set(f"{G0}.weapon.name", 3),
            "attacker.groups[0].weapon.name: must be text of at most 200 characters (found 3)",
        ),
        (
            _set("defender.name", "x" * 201),
            "defender.name: must be text of at most 200 characters (found 201 characters)",
        ),
    ],
)
def test_a_name_or_ground_fault_reads_as_any_text_or_choice_field(edit: Edit, message: str) -> None:
    # The one dialect of every scenario (Gangfight's cover, Necromunda's status): the field, what
    # it takes, what was found, nothing after.
    with pytest.raises(ScenarioShapeError) as caught:
        read_scenario(_edited(edit))
    assert str(caught.value) == message


def test_too_many_dice_is_a_rules_error() -> None:
    """This program's calculation limit, one line, exit 1 (not a ruling, and says so)."""
    data = _edited(_set(f"{G0}.count", 100), _set(f"{G0}.weapon.atk", 7))
    scenario = read_scenario(data)
    with pytest.raises(TooManyDice, match="a limit of this program, not a ruling"):
        GAME.calculate(scenario)
    with pytest.raises(TooManyDice, match="601 to-hit dice"):
        GAME.resolve(
            read_scenario(_edited(_set(f"{G0}.count", 600), _set(f"{G0}.weapon.atk", 1))),
            SeededDice(1),
        )
    huge_to = read_scenario(_edited(_set("defender.to", 101)))
    with pytest.raises(TooManyDice, match=r"defender\.to: 101"):
        GAME.calculate(huge_to)
    GAME.calculate(read_scenario(_edited(_set("defender.to", 100))))
