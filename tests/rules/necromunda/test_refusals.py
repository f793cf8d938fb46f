"""N16: every refusal (RulesError, exit 1) and shape error (ScenarioShapeError, exit 2).

Each message is one line naming the field and its limit or the ruling. Attacks that cannot hit
or have no dice are not refused: they compute.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from fractions import Fraction
from typing import Any

import pytest

from gangfight_gui.rules.engine.errors import RulesError, ScenarioShapeError
from gangfight_gui.rules.necromunda.outcome import calculate
from gangfight_gui.rules.necromunda.scenario import read_scenario
from tests.rules.necromunda.profiles import WEAPONS, fighter, scenario

Edit = Callable[[dict[str, Any]], None]


def _base() -> dict[str, Any]:
    return scenario(
        fighter("A", "Knife", "Stub pistol", "Thunder maul"),
        fighter("T", "Knife", "Chain blade", "Power edge"),
        weapons=["Knife"],
    )


def _set(path: str, value: Any) -> Edit:
    """An edit setting ``a.b.c`` (list indexes as numbers) to ``value``."""

    def edit(data: dict[str, Any]) -> None:
        *parents, last = path.split(".")
        node: Any = data
        for key in parents:
            node = node[int(key)] if key.isdigit() else node[key]
        node[int(last) if last.isdigit() else last] = value

    return edit


def _both(first: Edit, second: Edit) -> Edit:
    def edit(data: dict[str, Any]) -> None:
        first(data)
        second(data)

    return edit


def _drop(path: str) -> Edit:
    def edit(data: dict[str, Any]) -> None:
        *parents, last = path.split(".")
        node: Any = data
        for key in parents:
            node = node[int(key)] if key.isdigit() else node[key]
        del node[last]

    return edit


RULE_BREAKS: list[tuple[str, Edit, str]] = [
    ("ws below 2", _set("attacker.ws", 1), "attacker.ws: must be a whole number from 2 to 6"),
    ("ws above 6", _set("target.ws", 7), "target.ws: must be a whole number from 2 to 6"),
    ("sv below 2", _set("target.sv", 1), "target.sv: must be a whole number from 2 to 6"),
    ("sv above 6", _set("target.sv", 7), "target.sv: must be a whole number from 2 to 6"),
    ("s below 1", _set("attacker.s", 0), "attacker.s: must be a whole number of at least 1"),
    ("t below 1", _set("target.t", 0), "target.t: must be a whole number of at least 1"),
    ("w below 1", _set("target.w", 0), "target.w: must be a whole number of at least 1"),
    ("a negative", _set("attacker.a", -1), "attacker.a: must be a whole number from 0 to 20"),
    ("a over the program's limit", _set("attacker.a", 21), "this program's"),
    ("flesh wounds negative", _set("target.flesh_wounds", -1), "target.flesh_wounds"),
    ("flesh wounds reach t", _set("target.flesh_wounds", 3), "flesh_wounds < t"),
    (
        "fixed strength 0",
        _set("attacker.weapons.0.strength", 0),
        'attacker.weapons[0].strength: must be "S", "S+N", "S-N" or a whole number of at least 1 '
        "(found 0) (N3)",
    ),
    ("fixed strength '0'", _set("attacker.weapons.0.strength", "0"), "(N3)"),
    ("negative strength", _set("attacker.weapons.0.strength", -2), "(N3)"),
    (
        "positive ap",
        _set("attacker.weapons.0.ap", 1),
        "attacker.weapons[0].ap: must be a whole number of at most 0",
    ),
    (
        "d below 1",
        _set("attacker.weapons.0.d", 0),
        "attacker.weapons[0].d: must be a whole number from 1 to 10",
    ),
    ("d over the program's limit", _set("attacker.weapons.0.d", 11), "this program's"),
    ("negative assists", _set("assists", -1), "assists: must be a whole number of at least 0"),
    (
        "negative interference",
        _set("interference", -2),
        "interference: must be a whole number of at least 0",
    ),
    (
        "reaction negative assists",
        _set("reaction", {"weapons": ["Knife"], "assists": -1}),
        "reaction.assists",
    ),
    (
        "extra_die 2",
        _set("extra_die", 2),
        'extra_die: must be "auto" or a whole number from 0 to 1 (found 2) (N8)',
    ),
    ("extra_die '2'", _set("reaction", {"weapons": ["Knife"], "extra_die": "2"}), "(N8)"),
    ("faces add to 5", _set("rules", {"injury_faces": {"flesh_wound": 5}}), "add up to 5"),
    (
        "faces negative",
        _set("rules", {"injury_faces": {"flesh_wound": 7, "out_of_action": -1}}),
        "rules.injury_faces.out_of_action",
    ),
    ("vehicle attacker", _set("attacker.vehicle", True), "vehicles are not modelled (N1)"),
    ("vehicle target", _set("target.vehicle", True), "vehicles are not modelled (N1)"),
    ("targets", _set("targets", []), "(N1)"),
    ("out of sight without charge", _set("out_of_sight", True), "(N9)"),
    ("reaction charging", _set("reaction", {"charging": True}), "(N15)"),
    ("reaction out of sight", _set("reaction", {"out_of_sight": True}), "(N15)"),
    ("three weapons", _set("weapons", ["Knife", "Stub pistol", "Thunder maul"]), "at most two"),
    ("same weapon twice", _set("weapons", ["Knife", "Knife"]), "chosen twice (N5)"),
    ("weapon lacked", _set("weapons", ["Chain blade"]), "has no weapon 'Chain blade'"),
    (
        "neither trait",
        _set("attacker.weapons.0.traits", ["rapid fire"]),
        "neither Melee nor Sidearm (N5)",
    ),
    ("unwieldy pair", _set("weapons", ["Knife", "Thunder maul"]), "Unwieldy"),
    ("unarmed reserved", _set("attacker.weapons.0.name", "Unarmed"), "reserved (N2)"),
    ("duplicate names", _set("attacker.weapons.1.name", "Knife"), "'Knife 2' (N2)"),
    ("split not legal", _set("attack_dice", {"Knife": 2}), '{"Knife": 1} (N7)'),
    ("split names unarmed", _set("attack_dice", {"Unarmed": 1}), "(N7)"),
    (
        "split negative",
        _set("attack_dice", {"Knife": -1}),
        "attack_dice.Knife: must be a whole number of at least 0 (found -1) (N7)",
    ),
    ("reaction default illegal", _set("reaction", True), "name the weapons"),
    # N17: who may take part in a fight.
    ("attacker out of action", _set("attacker.status", "out_of_action"), "no further part (N17)"),
    ("target out of action", _set("target.status", "out_of_action"), "target.status: out of"),
    (
        "attacker seriously injured",
        _set("attacker.status", "seriously_injured"),
        "attacker.status: seriously injured, it cannot fight (N17)",
    ),
    (
        "reaction of a seriously injured target",
        _both(_set("target.status", "seriously_injured"), _set("reaction", True)),
        "makes no Reaction attacks (N17, N15)",
    ),
    # Items that are not weapons, or not yet, are refused by name when chosen.
    (
        "wargear chosen",
        _set("attacker.weapons.0.profile", "wargear"),
        "weapons: 'Knife' is wargear, not a weapon (N5)",
    ),
    (
        "weapon to fill in chosen",
        _set("attacker.weapons.0.profile", "to fill in"),
        "weapons: 'Knife' has no profile yet",
    ),
    ("reaction split not legal", _set("reaction", {"weapons": [], "attack_dice": {"x": 1}}), "N7"),
]

SHAPE_ERRORS: list[tuple[str, Edit, str]] = [
    ("attacker missing", _drop("attacker"), "attacker: is required (a fighter object"),
    ("target missing", _drop("target"), "target: is required"),
    ("target null", _set("target", None), "target: must be an object (found null)"),
    ("ws missing", _drop("attacker.ws"), "attacker.ws: is required"),
    ("a missing", _drop("target.a"), "target.a: is required"),
    (
        "ws a bool",
        _set("attacker.ws", True),
        "attacker.ws: must be a whole number from 2 to 6 (found true)",
    ),
    ("ws a text", _set("attacker.ws", "3"), "attacker.ws: must be a whole number"),
    ("ws a float", _set("attacker.ws", 3.0), "attacker.ws: must be a whole number"),
    ("sv a bool", _set("target.sv", False), "target.sv: must be a whole number"),
    ("weapon name missing", _drop("attacker.weapons.0.name"), "attacker.weapons[0].name"),
    ("weapon strength missing", _drop("attacker.weapons.0.strength"), ".strength: is required"),
    ("strength unknown", _set("attacker.weapons.0.strength", "S*2"), 'must be "S"'),
    ("strength a bool", _set("attacker.weapons.0.strength", True), 'must be "S"'),
    ("strength signed text", _set("attacker.weapons.0.strength", "-1"), 'must be "S"'),
    (
        "traits a text",
        _set("attacker.weapons.0.traits", "melee"),
        "attacker.weapons[0].traits: must be a list of at most 50 texts",
    ),
    # N5: the weapons chosen are a list of texts, worded as the traits are
    (
        "weapons a text",
        _set("weapons", "Knife"),
        "weapons: must be a list of at most 50 texts of at most 200 characters each "
        '(found "Knife")',
    ),
    (
        "reaction weapons a number",
        _set("reaction", {"weapons": [3]}),
        "reaction.weapons: must be a list of at most 50 texts of at most 200 characters each "
        "(found [3])",
    ),
    ("fighter weapons an object", _set("target.weapons", {}), "target.weapons: must be a list"),
    ("charging a text", _set("charging", "yes"), "charging: must be true or false"),
    ("assists a float", _set("assists", 1.5), "assists: must be a whole number"),
    (
        "assists a bool",
        _set("assists", True),
        "assists: must be a whole number of at least 0 (found true)",
    ),
    # N8: a text neither "auto" nor a number is no odd die at all, as a bool is (exit 2)
    (
        "extra_die text",
        _set("extra_die", "first"),
        'extra_die: must be "auto" or a whole number from 0 to 1 (found "first")',
    ),
    ("extra_die a bool", _set("extra_die", True), "extra_die"),
    ("extra_die null", _set("extra_die", None), "extra_die"),
    ("extra_die a list", _set("extra_die", [0]), "extra_die"),
    ("reaction a text", _set("reaction", "yes"), "reaction: must be an object"),
    (
        "reaction unknown field",
        _set("reaction", {"brokn": True}),
        "reaction.brokn: is not a known field (did you mean 'broken'?)",
    ),
    ("reaction enabled a text", _set("reaction", {"enabled": "no"}), "reaction.enabled"),
    (
        "unknown field",
        _set("chargin", True),
        "chargin: is not a known field (did you mean 'charging'?)",
    ),
    (
        "rules unknown field",
        _set("rules", {"incapacitation": "x"}),
        "rules.incapacitation: is not a known field",
    ),
    ("face count a text", _set("rules", {"injury_faces": {"flesh_wound": "6"}}), "whole number"),
    (
        "attack_dice count a text",
        _set("reaction", {"weapons": ["Knife"], "attack_dice": {"Knife": "1"}}),
        'reaction.attack_dice.Knife: must be a whole number of at least 0 (found "1")',
    ),
    ("attack_dice a list", _set("attack_dice", [1]), "attack_dice: must be an object"),
    (
        "another game",
        _set("game", "gangfight"),
        'game: must be "necromunda" here (found "gangfight")',
    ),
    ("status unknown", _set("target.status", "prone"), 'target.status: must be one of "standing"'),
    ("status a bool", _set("attacker.status", True), "attacker.status"),
    ("status null", _set("attacker.status", None), 'attacker.status: must be one of "standing"'),
    (
        "profile unknown",
        _set("attacker.weapons.1.profile", "gun"),
        'attacker.weapons[1].profile: must be one of "weapon"',
    ),
    (
        "faces unknown key",
        _set("rules", {"injury_faces": {"dead": 1, "flesh_wound": 5}}),
        "rules.injury_faces.dead: is not a known field (known: flesh_wound, ",
    ),
    (
        "fighter unknown key",
        _set("attacker.wounds", 2),
        "attacker.wounds: is not a known field (did you mean 'flesh_wounds'?)",
    ),
    (
        "weapon unknown key",
        _set("target.weapons.0.rng", "E"),
        "target.weapons[0].rng: is not a known field (known: ",
    ),
]


def _refusal(edit: Edit) -> Exception:
    data = copy.deepcopy(_base())
    edit(data)
    with pytest.raises((RulesError, ScenarioShapeError)) as caught:
        calculate(read_scenario(data))
    return caught.value


@pytest.mark.parametrize(("case", "edit", "message"), RULE_BREAKS, ids=[c[0] for c in RULE_BREAKS])
def test_rule_breaks_are_rules_errors(case: str, edit: Edit, message: str) -> None:
    error = _refusal(edit)
    assert isinstance(error, RulesError), f"{case}: {error!r}"
    assert not isinstance(error, ScenarioShapeError)
    assert message in str(error)
    assert "\n" not in str(error)


@pytest.mark.parametrize(
    ("case", "edit", "message"), SHAPE_ERRORS, ids=[c[0] for c in SHAPE_ERRORS]
)
def test_shape_faults_are_shape_errors(case: str, edit: Edit, message: str) -> None:
    error = _refusal(edit)
    assert isinstance(error, ScenarioShapeError), f"{case}: {error!r}"
    assert not isinstance(error, RulesError)
    assert message in str(error)
    assert "\n" not in str(error)


def test_names_with_line_breaks_keep_messages_on_one_line() -> None:
    lacked = _set("weapons", ["Chain\nblade"])
    renamed = _set("attacker.name", "Two\nlines")
    for edits in ((lacked,), (lacked, renamed), (_set("attack_dice", {"a\nb": 1}),)):
        data = copy.deepcopy(_base())
        for edit in edits:
            edit(data)
        with pytest.raises(RulesError) as caught:
            read_scenario(data)
        assert "\n" not in str(caught.value)


def test_not_an_object_is_a_shape_error() -> None:
    with pytest.raises(ScenarioShapeError, match="scenario: must be an object"):
        read_scenario([])  # type: ignore[arg-type]


def test_every_message_names_a_ruling_or_a_field() -> None:
    for _, edit, _ in RULE_BREAKS:
        text = str(_refusal(edit))
        assert "(N" in text or "this program's" in text, text


def test_attacks_that_cannot_hit_compute() -> None:
    """N16: hit_target 7 and no dice are not refused; the target stays unharmed."""
    cannot = scenario(fighter("A", ws=6), fighter("T"), broken=True, interference=3)
    none = scenario(fighter("A", a=0), fighter("T"))
    for data in (cannot, none):
        outcome = calculate(read_scenario(data))
        assert outcome.action.states["unharmed"] == 1
    (group,) = calculate(read_scenario(cannot)).action.action.groups
    assert group.hit_target == 7
    assert calculate(read_scenario(none)).action.action.attack_dice == {"Unarmed": 0}


def test_roster_fighter_is_a_valid_fighter() -> None:
    """N2: a roster's fields the rules do not use are accepted and ignored."""
    extra = fighter("A", "Knife", m=5, bs=4, i=4, ld=7, cl=7, wil=8, int=8, cost=95, notes="x")
    extra["weapons"][0] |= {"cost": 10, "notes": "rusty"}
    plain = fighter("A", "Knife")
    states = [
        calculate(read_scenario(scenario(f, fighter("T"), weapons=["Knife"]))).action.states
        for f in (extra, plain)
    ]
    assert states[0] == states[1]


@pytest.mark.parametrize(
    ("strength", "s", "expected"),
    [
        ("S", 3, 3),
        ("S+2", 3, 5),
        ("s-1", 3, 2),
        ("S-3", 2, 1),
        ("S - 5", 1, 1),
        ("7", 1, 7),
        (4, 9, 4),
        (" s + 1 ", 3, 4),
        ("S+01", 3, 4),
    ],
)
def test_strength_forms(strength: Any, s: int, expected: int) -> None:
    """N3: S, S+N, S−N (never below 1) and fixed numbers."""
    weapon = {"name": "W", "strength": strength, "traits": ["melee"]}
    attacker = fighter("A", s=s) | {"weapons": [weapon]}
    data = scenario(attacker, fighter("T", t=1), weapons=["W"])
    (group,) = calculate(read_scenario(data)).action.action.groups
    assert group.strength == expected
    # N10 against T1: S ≥ 2 wounds on 2+, S1 on 4+.
    assert group.wound_target == (2 if expected >= 2 else 4)


@pytest.mark.parametrize("given", ["auto", "AUTO", " Auto "])
def test_the_odd_die_is_auto_in_any_case(given: str) -> None:
    """N8: "auto" read as the kind reads a word, without its case and spaces."""
    data = scenario(fighter("A", "Knife", "Chain blade", a=1), fighter("T"))
    data |= {"weapons": ["Knife", "Chain blade"], "charging": True, "extra_die": given}
    plan = read_scenario(data)
    assert plan.action.auto_odd_die
    assert plan.action.attack_dice == read_scenario(data | {"extra_die": "auto"}).action.attack_dice


@pytest.mark.parametrize(
    ("given", "dice"), [(0, [2, 1]), ("0", [2, 1]), (1, [1, 2]), (" 1", [1, 2])]
)
def test_the_odd_die_by_its_index_as_a_number_or_its_digits(given: object, dice: list[int]) -> None:
    """N8: 0 or 1, given as a number or as its digits, picks the weapon the odd die goes to."""
    data = scenario(fighter("A", "Knife", "Chain blade", a=1), fighter("T"))
    data |= {"weapons": ["Knife", "Chain blade"], "charging": True, "extra_die": given}
    plan = read_scenario(data)
    assert not plan.action.auto_odd_die
    assert list(plan.action.attack_dice.values()) == dice


def test_traits_compare_without_case() -> None:
    """N3: "MELEE" is Melee; a Melee Sidearm is a sidearm for N7."""
    both = {"name": "Gunblade", "strength": 4, "traits": ["Melee", "SIDEARM"]}
    data = scenario(fighter("A", a=3) | {"weapons": [both]}, fighter("T"), weapons=["Gunblade"])
    assert read_scenario(data).action.attack_dice == {"Gunblade": 1, "Unarmed": 2}


def test_reaction_false_or_null_or_disabled_is_no_reaction() -> None:
    for value in (False, None, {"enabled": False, "weapons": ["Knife"], "broken": True}):
        data = _base() | {"reaction": value}
        outcome = calculate(read_scenario(data))
        assert outcome.reaction is None
        assert outcome.p_reaction == Fraction(0)


def test_weapon_defaults() -> None:
    """N3: ap 0, d 1, traits [] when omitted (a weapon with no traits cannot be chosen)."""
    data = scenario(fighter("A") | {"weapons": [{"name": "Rock", "strength": "S"}]}, fighter("T"))
    plan = read_scenario(data)
    assert plan.action.attacker.weapons[0].ap == 0
    assert plan.action.attacker.weapons[0].d == 1
    with pytest.raises(RulesError, match="neither Melee nor Sidearm"):
        read_scenario(data | {"weapons": ["Rock"]})


def test_page_weapons_table_is_the_page_one() -> None:
    """The helper's weapons match the worked examples' table (strength/ap/d traits)."""
    assert WEAPONS["Thunder maul"] == {
        "strength": "S+2",
        "ap": -1,
        "d": 2,
        "traits": ["melee", "unwieldy"],
    }
