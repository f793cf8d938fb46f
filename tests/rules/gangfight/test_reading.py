"""The pure-Python scenario reader (docs/cli.md's scenario JSON): every problem names its field.

Shape problems are ``ScenarioShapeError`` (the CLI's exit 2); what the rules refuse is left to
the planner (exit 1), so a well-formed but illegal attack reads without error.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gangfight_gui.rules.engine.errors import ScenarioShapeError
from gangfight_gui.rules.gangfight import AttackKind, Cover, Size, model_reading
from gangfight_gui.rules.gangfight import reading as reading_module
from gangfight_gui.rules.gangfight.game import GAME
from gangfight_gui.rules.gangfight.model_reading import ProfileReader, read_model, read_weapon
from gangfight_gui.rules.gangfight.reading import read_scenario
from gangfight_gui.rules.gangfight.writing import scenario_json

EXAMPLE = Path(__file__).resolve().parents[3] / "examples" / "orc_vs_veteran.json"


def _example() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    return data


def test_the_cli_md_example_reads_as_written() -> None:
    scenario = read_scenario(_example())
    assert scenario.attack is AttackKind.MELEE
    assert scenario.attacker is not None
    assert scenario.attacker.name == "Orc Brave"
    assert scenario.attacker.weapons[0].damage_bonus == 2
    assert scenario.target.defense == 4
    assert scenario.weapons == ("Great axe",)
    assert scenario.cover is Cover.NONE


def test_defaults_are_cli_md_s() -> None:
    scenario = read_scenario(
        {"attack": "melee", "attacker": {"name": "A"}, "target": {"name": "B"}}
    )
    assert scenario.target.size is Size.MEDIUM
    assert scenario.target.endurance == 1
    assert scenario.target.attack == 0
    assert (scenario.attack_drop, scenario.armour_drop) == ("auto", "auto")
    assert scenario.line_of_sight is True


SHAPE_PROBLEMS: list[tuple[dict[str, Any], str]] = [
    ({"attakc": 1}, "attakc: is not a known field (did you mean 'attack'?)"),
    ({"game": "necromunda"}, 'game: must be "gangfight" here (found "necromunda")'),
    ({"attack": "punch"}, 'attack: must be one of "melee", "ranged"'),
    ({"attack": ["melee"]}, "attack: must be one of"),
    ({"cover": "bushes"}, 'cover: must be one of "none" (None), "soft" (Soft: +1 DEF, +1 ARM), '),
    ({"attacker": {"name": "X", "attack": -1}}, "attacker.attack: must be a whole number "),
    ({"attacker": {"name": "X", "attack": True}}, "attacker.attack: must be a whole number"),
    ({"attacker": {"name": "X", "attack": 2.5}}, "from 0 to 40 (found 2.5)"),
    ({"attacker": {"name": "   "}}, "attacker.name: needs a name"),
    ({"attacker": {"attack": 3}}, "attacker.name: is required"),
    ({"attacker": {"name": "X", "size": "tiny"}}, 'attacker.size: must be one of "small"'),
    ({"attacker": {"name": "X", "strength": 3}}, "attacker.strength: is not a known field"),
    (
        {"attacker": {"name": "X", "weapons": [{"name": "Axe", "kind": "club"}]}},
        'attacker.weapons[0].kind: must be one of "hand"',
    ),
    (
        {"attacker": {"name": "X", "weapons": [{"name": "Bow", "kind": "ranged", "range": 0}]}},
        "attacker.weapons[0].range: must be a number above 0",
    ),
    ({"attacker": {"name": "X", "weapons": [{"name": "Axe"}]}}, "weapons[0].kind: is required"),
    ({"attacker": {"name": "X", "perks": "marauder"}}, "attacker.perks: must be a list"),
    (
        {"attacker": {"name": "X", "weapons": [{"name": "Axe", "kind": "hand", "cost": -5}]}},
        "attacker.weapons[0].cost: must be a whole number from 0 to 100,000",
    ),
    ({"target": {"name": "X", "notes": 3}}, "target.notes: must be text"),
    ({"attack_drop": "lots"}, 'attack_drop: must be "auto" or a whole number from 0 to 60'),
    ({"armour_drop": -1}, "armour_drop: must be"),
    ({"distance": "near"}, 'distance: must be a number from 0" to 1,000", or none (found "near")'),
    ({"distance": 1001}, 'distance: must be a number from 0" to 1,000", or none (found 1001)'),
    ({"target_prone": "yes"}, 'target_prone: must be true or false (found "yes")'),
    ({"rules": {"incapacitation": "never"}}, "rules.incapacitation: must be one of"),
    ({"rules": {"long": 1}}, "rules.long: is not a known field"),
    ({"dodge_tn": 13}, "dodge_tn: must be a whole number from 2 to 12"),
    # the weapons used are a list of texts, its fault worded by that kind, as every game's list
    (
        {"weapons": "Great axe"},
        "weapons: must be a list of at most 50 texts of at most 200 characters each "
        '(found "Great axe")',
    ),
    ({"weapons": ["Great axe", 3]}, '(found ["Great axe", 3])'),
    ({"weapons": None}, "weapons: must be a list of at most 50 texts"),
    ({"weapons": ["x"] * 51}, "weapons: must be a list of at most 50 texts of at most 200 "),
    (
        {"range_band": ["long"]},
        'range_band: must be text of at most 200 characters (found ["long"])',
    ),
    ({"attack": None}, 'attack: must be one of "melee", "ranged", '),
    ({"target": None}, "target: 'melee' takes a 'target' model"),
    ({"targets": [{"name": "A"}]}, "targets: 'melee' has one 'target', not 'targets'"),
    ({"attacker": None}, "attacker: 'melee' takes an 'attacker' model"),
    ({"attack": "trample"}, "targets: 'trample' takes 'targets', a list of models"),
    ({"attack": "falling"}, "fall_distance: 'falling' takes 'fall_distance' in inches"),
]


@pytest.mark.parametrize(("change", "message"), SHAPE_PROBLEMS)
def test_each_shape_problem_names_its_field_and_what_it_takes(
    change: dict[str, Any], message: str
) -> None:
    with pytest.raises(ScenarioShapeError) as error:
        read_scenario(_example() | change)
    assert message in str(error.value)
    assert "\n" not in str(error.value)


MORE_PROBLEMS: list[dict[str, Any]] = [
    {"attack": "trample", "target": None, "targets": [{"name": "A"}, {"name": "B", "defense": 99}]},
    {
        "attacker": {
            "name": " X ",
            "attack": 3,
            "weapons": [{"name": " Axe ", "kind": "hand", "damage_bonus": 41}],
        }
    },
    {"attacker": {"name": "X", "weapons": [{"name": "", "kind": "hand"}]}},
    {"attacker": {"name": "X", "weapons": [{"name": "Axe", "kind": "hand", "notes": 3}]}},
    {"attacker": {"name": "X", "weapons": [{"name": "Axe", "kind": "hand", "range": 1001}]}},
    {"attacker": {"name": "X", "weapons": "Axe"}},
    {"attacker": {"name": "X", "status": "asleep"}},
    {"attacker": {"name": "X", "prone": 1}},
    {"attacker": {"name": "X", "base_mm": 0}},
    {"attacker": {"name": "X", "perks": ["x" * 101]}},
    {"attacker": {"name": "X", "wounds_taken": -1, "endurance": 41}},
    {"weapons": ["x" * 201]},
    {"range_band": 3},
    {"fall_distance": -1},
    {"attacker_engaged": None},
    {"rules": []},
    {"targets": ["A"] * 101},
]
"""Faults besides SHAPE_PROBLEMS': the fast paths' fields, each wrong in its own way."""


@pytest.mark.parametrize("change", [change for change, _ in SHAPE_PROBLEMS] + MORE_PROBLEMS)
def test_the_fast_paths_word_every_fault_as_the_plain_reading(
    change: dict[str, Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    # The reader's quick paths leave every fault to the field by field reading: with them
    # switched off, and no profile remembered, each fault reads the same.
    data = _example() | change
    with pytest.raises(ScenarioShapeError) as fast:
        read_scenario(data)
    _field_by_field(monkeypatch)
    with pytest.raises(ScenarioShapeError) as plain:
        read_scenario(data, read_model)
    assert str(fast.value) == str(plain.value)


def _field_by_field(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every object of a scenario read field by field, without the quick path."""
    for shape in (
        reading_module._KEYS,
        reading_module._CIRCUMSTANCES,
        reading_module._RULES,
        model_reading.MODEL,
        model_reading.WEAPON,
    ):
        monkeypatch.setattr(shape, "read", shape._read)


def test_the_weapons_used_and_the_range_band_read_as_given() -> None:
    # A weapon is named as long as a model's weapon may be named (MAX_NAME_CHARS, 200), longer
    # than an item of other lists (100); a range band is any name, or none (null or left out),
    # which the planner reads (R15).
    long_name = "x" * 200
    scenario = read_scenario(_example() | {"weapons": [long_name], "range_band": "long_3"})
    assert scenario.weapons == (long_name,)
    assert scenario.range_band == "long_3"
    assert read_scenario(_example() | {"range_band": None}).range_band is None
    data = _example()
    del data["weapons"], data["range_band"]
    assert (read_scenario(data).weapons, read_scenario(data).range_band) == ((), None)


def test_the_first_bad_target_of_many_is_named_by_its_index() -> None:
    data = _example() | {"attack": "trample", "target": None}
    data["targets"] = [{"name": "A"}, {"name": "B", "defense": 99}]
    with pytest.raises(ScenarioShapeError, match=r"^targets\[1\]\.defense: must be"):
        read_scenario(data)


def test_not_an_object() -> None:
    with pytest.raises(ScenarioShapeError, match="must be an object"):
        read_scenario([1, 2])


def test_a_well_formed_illegal_attack_reads_the_planner_refuses_it() -> None:
    # R17: a medium model cannot Slam!, but that is a rule (exit 1), not a shape (exit 2).
    scenario = read_scenario(_example() | {"attack": "slam"})
    assert scenario.attack is AttackKind.SLAM


def test_perks_are_trimmed_and_lower_case() -> None:
    profile = read_model({"name": "A", "perks": [" Marauder ", "skirmisher"]}, "attacker")
    assert profile.perks == frozenset({"marauder", "skirmisher"})


def test_profiles_read_once_but_errors_every_time() -> None:
    reader = ProfileReader()
    model = {"name": "A", "attack": 3}
    assert reader(model, "attacker") is reader(dict(model), "attacker")
    with pytest.raises(ScenarioShapeError, match=r"^target\.attack"):
        reader({"name": "A", "attack": -3}, "target")
    with pytest.raises(ScenarioShapeError, match=r"^attacker\.attack"):
        reader({"name": "A", "attack": -3}, "attacker")


def test_a_name_seen_again_with_other_numbers_is_read_again() -> None:
    # The reader keys only names it has met before: same name, other profile, other result.
    reader = ProfileReader()
    first = reader({"name": "Orc", "attack": 3, "wounds_taken": 0}, "target")
    wounded = reader({"name": "Orc", "attack": 3, "wounds_taken": 2}, "target")
    again = reader({"wounds_taken": 0, "attack": 3, "name": "Orc"}, "target")
    assert (first.wounds_taken, wounded.wounds_taken) == (0, 2)
    assert again is first
    assert reader({"name": "Orc", "attack": 3, "wounds_taken": 2}, "target") is wounded
    with pytest.raises(ScenarioShapeError, match=r"^target\.attack"):
        reader({"name": "Orc", "attack": 3.0}, "target")


models = st.fixed_dictionaries(
    {
        "name": st.text(st.characters(categories=["L", "N"]), min_size=1, max_size=12),
        "size": st.sampled_from(["small", "medium", "large", "huge"]),
        "attack": st.integers(0, 40),
        "defense": st.integers(0, 40),
        "armour": st.integers(0, 40),
        "endurance": st.integers(0, 40),
        "wounds_taken": st.integers(0, 40),
        "perks": st.lists(st.sampled_from(["marauder", "skirmisher"]), unique=True),
        "weapons": st.lists(
            st.fixed_dictionaries(
                {
                    "name": st.sampled_from(["Axe", "Bow", "Shield"]),
                    "kind": st.sampled_from(["hand", "pistol", "two_handed", "ranged", "shield"]),
                    "damage_bonus": st.integers(-10, 40),
                    "range": st.floats(0.5, 1000),
                }
            ),
            max_size=2,
        ),
    }
)


@settings(max_examples=60)
@given(
    st.sampled_from([k.value for k in AttackKind]),
    models,
    st.lists(models, min_size=1, max_size=3),
    st.sampled_from(["none", "soft", "hard"]),
    st.one_of(st.just("auto"), st.integers(0, 60)),
)
def test_written_scenarios_read_back_equal(
    attack: str, attacker: dict[str, Any], targets: list[dict[str, Any]], cover: str, drop: Any
) -> None:
    # scenario_json is what matchups print for calc to re-run: it must read back unchanged.
    data: dict[str, Any] = {"attack": attack, "attacker": attacker, "cover": cover}
    if attack in ("trample", "aoe_direct", "aoe_indirect"):
        data["targets"] = targets
    else:
        data["target"] = targets[0]
    if attack == "falling":
        data["fall_distance"] = 3.0
    data["attack_drop"] = drop
    scenario = read_scenario(data)
    assert read_scenario(scenario_json(scenario)) == scenario


def test_matchup_pairs_are_scenarios_calc_reads() -> None:
    # Game protocol: pair_scenarios gives scenario JSON that read_scenario accepts.
    orc = _example()["attacker"] | {"cost": 12, "notes": "big"}
    veteran = _example()["target"]
    pairs = GAME.pair_scenarios(orc, veteran)
    # Every attack the pair can make that wounds (a matchup measures wounds): a medium
    # Orc without marauder or skirmisher has no wounding Power or Finesse Attack (R18, R19).
    assert [p["attack"] for p in pairs] == ["melee"]
    outcome = GAME.calculate(GAME.read_scenario(pairs[0]))
    assert GAME.score(outcome) == pytest.approx(0.93, abs=0.005)
    marauder = orc | {"perks": ["marauder", "skirmisher"]}
    kinds = [p["attack"] for p in GAME.pair_scenarios(marauder, veteran)]
    assert kinds == ["melee", "power", "finesse"]


weapon_values = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-12, 42),
    st.floats(allow_nan=True),
    st.sampled_from(["", " Axe", "Axe", "hand", "pistol", "ranged", "club"]),
    st.lists(st.integers(), max_size=1),
)


@settings(max_examples=300)
@given(
    st.dictionaries(
        st.sampled_from(["name", "kind", "damage_bonus", "range", "cost", "notes", "reach"]),
        weapon_values,
    )
)
def test_the_quick_weapon_reading_agrees_with_the_checked_one(data: dict[str, Any]) -> None:
    # The quick path reads what the field by field reading reads, to the same weapon.
    def outcome() -> object:
        try:
            return read_weapon(data, "attacker.weapons[0]")
        except ScenarioShapeError as error:
            return str(error)

    quick = outcome()
    with pytest.MonkeyPatch.context() as monkeypatch:
        _field_by_field(monkeypatch)
        model_reading.WEAPONS.clear()
        assert outcome() == quick


field_values = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-3, 70),
    st.floats(allow_nan=True, allow_infinity=True),
    st.sampled_from(["auto", "none", "soft", "hard", "short", "long_2", "", "x" * 201]),
    st.lists(st.sampled_from(["Sword", "Bow", "", 3, None]), max_size=3),
    st.dictionaries(
        st.sampled_from(["incapacitation", "long_range", "other"]),
        st.sampled_from(["zero_or_less", "more_than_endurance", "beyond_range", "x", 1]),
        max_size=2,
    ),
)
PLAIN_FIELDS = (
    "weapons",
    "cover",
    "distance",
    "range_band",
    "target_in_combat",
    "target_prone",
    "attack_drop",
    "armour_drop",
    "rules",
    "fall_distance",
    "dodge_tn",
    "line_of_sight",
    "attacker_engaged",
)


@settings(max_examples=400)
@given(st.dictionaries(st.sampled_from(PLAIN_FIELDS), field_values))
def test_the_quick_scenario_reading_agrees_with_the_field_by_field_one(
    fields: dict[str, Any],
) -> None:
    # Whatever the plain fields hold, the quick path gives the scenario the field by field
    # reading gives, or leaves the value to it (which then words the first problem).
    data = _example() | fields

    def outcome(read: Any) -> Any:
        try:
            return read(data)
        except ScenarioShapeError as error:
            return str(error)

    quick = outcome(read_scenario)
    with pytest.MonkeyPatch.context() as monkeypatch:
        _field_by_field(monkeypatch)
        checked = outcome(read_scenario)
    assert quick == checked
    if not isinstance(quick, str):
        assert [type(getattr(quick, f)) for f in PLAIN_FIELDS if f != "rules"] == [
            type(getattr(checked, f)) for f in PLAIN_FIELDS if f != "rules"
        ]
