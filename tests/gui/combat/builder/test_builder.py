"""The combat builder, driven through its controls like a player at the table.

Each test sets the controls (picks, attack type, weapons, cover, range, drops...) and checks the
Scenario the builder makes against one written out by hand, and its odds against the rules core's
for that Scenario; refusals must show the core's own message in the panel.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QStandardItemModel
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QComboBox, QLabel, QWidget
from pytestqt.qtbot import QtBot

from gangfight_gui.gui.combat.builder.builder import CombatBuilder
from gangfight_gui.gui.combat.builder.form import ModelKey
from gangfight_gui.gui.combat.builder.model_picker import KEY_ROLE, ModelPicker
from gangfight_gui.gui.combat.builder.rows import find_data
from gangfight_gui.rules.gangfight import (
    AttackKind,
    Cover,
    IllegalDrop,
    LongRange,
    NoLineOfSight,
    NotInThreatRange,
    RuleOptions,
    Scenario,
    ShooterEngaged,
    calculate,
    plan_attack,
)
from gangfight_gui.rules.gangfight.dice import max_chosen_drop
from gangfight_gui.rules.gangfight.sizes import Size
from tests.gui.combat.builder_rosters import HUMANS, ORCS, THEIRS, YOURS, profile_of


@pytest.fixture
def builder(qtbot: QtBot) -> Iterator[CombatBuilder]:
    widget = CombatBuilder()
    qtbot.addWidget(widget)
    widget.set_rosters([(YOURS, ORCS), (THEIRS, HUMANS)])
    widget.show()
    yield widget


def _named(key: ModelKey | None) -> tuple[str, ...] | None:
    """A pick's roster and name, without its place: the tests name models that are unique."""
    return None if key is None else (key.roster, key.name)


def _pick(picker: ModelPicker, key: tuple[str, str] | ModelKey) -> None:
    """Choose a model in a picker the way the list does: by its row (a pair: by name)."""
    for row in range(picker.count()):
        shown = picker.itemData(row, KEY_ROLE)
        if shown is not None and tuple(shown)[: len(key)] == tuple(key):
            picker.setCurrentIndex(row)
            return
    raise AssertionError(f"{key} is not offered")


def _choose(combo: QComboBox, data: object) -> None:
    index = find_data(combo, data)
    assert index >= 0, f"{data!r} is not offered: {_offered(combo)}"
    combo.setCurrentIndex(index)


def _offered(combo: QComboBox) -> list[object]:
    """The items a player can choose (greyed ones are shown but not offered)."""
    model = combo.model()
    assert isinstance(model, QStandardItemModel)
    return [combo.itemData(i) for i in range(combo.count()) if model.item(i).isEnabled()]


def _texts(combo: QComboBox) -> list[str]:
    return [combo.itemText(i) for i in range(combo.count())]


def _refusal(builder: CombatBuilder) -> str:
    label = builder.findChild(QLabel, "refusal_label")
    assert label is not None
    return label.text() if label.isVisibleTo(builder) else ""


def _same_odds(scenario: Scenario | None, expected: Scenario) -> None:
    assert scenario == expected
    assert calculate(scenario) == calculate(expected)


def _pair(
    builder: CombatBuilder,
    attacker: tuple[str, str] | ModelKey,
    target: tuple[str, str] | ModelKey,
) -> None:
    _pick(builder.attacker_picker, attacker)
    _pick(builder.target_picker, target)


# -- the Scenario made ------------------------------------------------------------------------


def test_two_hand_weapons_in_melee(builder: CombatBuilder) -> None:
    _pair(builder, (YOURS, "Axe-twin"), (THEIRS, "Duelist"))
    _choose(builder.attack_combo, AttackKind.MELEE)
    _choose(builder.weapons_combo, ("Right axe", "Left axe"))
    assert builder.weapons_combo.currentText() == "Right axe + Left axe (+1 DAM)"

    expected = Scenario(
        attack=AttackKind.MELEE,
        attacker=profile_of(ORCS, "Axe-twin"),
        targets=(profile_of(HUMANS, "Duelist"),),
        weapons=("Right axe", "Left axe"),
    )
    _same_odds(builder.scenario(), expected)
    assert "+1 die: two hand weapons (R10)" in builder.modifiers_box.modifier_texts()
    assert _refusal(builder) == ""


def test_ranged_attack_with_cover_and_distance(builder: CombatBuilder) -> None:
    _pair(builder, (THEIRS, "Marksman"), (YOURS, "Orc Brave"))
    _choose(builder.attack_combo, AttackKind.RANGED)
    assert _texts(builder.weapons_combo) == ['Longbow (18")']
    box = builder.circumstances_box
    _choose(box.cover_combo, Cover.HARD)
    box.by_distance_radio.setChecked(True)
    box.distance_spin.setValue(20.0)
    box.target_in_combat_box.setChecked(True)

    expected = Scenario(
        attack=AttackKind.RANGED,
        attacker=profile_of(HUMANS, "Marksman"),
        targets=(profile_of(ORCS, "Orc Brave"),),
        weapons=("Longbow",),
        cover=Cover.HARD,
        distance=20.0,
        target_in_combat=True,
    )
    _same_odds(builder.scenario(), expected)
    assert "+1 DEF, +2 ARM: hard cover (R24)" in builder.modifiers_box.modifier_texts()
    assert box.range_hint.text().startswith('normal range: 18–24"')


def test_range_given_as_a_band(builder: CombatBuilder) -> None:
    _pair(builder, (THEIRS, "Marksman"), (YOURS, "Orc Brave"))
    _choose(builder.attack_combo, AttackKind.RANGED)
    box = builder.circumstances_box
    box.by_band_radio.setChecked(True)
    assert not box.distance_spin.isVisibleTo(builder)
    assert box.band_combo.isVisibleTo(builder)
    assert 'Long +6" (−2 dice)' in _texts(box.band_combo)
    _choose(box.band_combo, "long_2")

    scenario = builder.scenario()
    assert scenario is not None
    assert (scenario.distance, scenario.range_band) == (None, "long_2")
    assert box.range_hint.text().startswith('long range, 2 steps: 30–36"')
    _same_odds(
        scenario,
        Scenario(
            attack=AttackKind.RANGED,
            attacker=profile_of(HUMANS, "Marksman"),
            targets=(profile_of(ORCS, "Orc Brave"),),
            weapons=("Longbow",),
            range_band="long_2",
        ),
    )


def test_rule_options_change_the_bands(builder: CombatBuilder) -> None:
    _pair(builder, (THEIRS, "Marksman"), (YOURS, "Orc Brave"))
    _choose(builder.attack_combo, AttackKind.RANGED)
    options = RuleOptions(long_range=LongRange.BEYOND_RANGE)
    builder.set_rule_options(options)
    assert "normal" not in _offered(builder.circumstances_box.band_combo)
    scenario = builder.scenario()
    assert scenario is not None
    assert scenario.rules == options


def test_ad_hoc_numbers_change_only_this_calculation(builder: CombatBuilder) -> None:
    _pair(builder, (YOURS, "Orc Brave"), (THEIRS, "Veteran"))
    row = builder.adhoc_editor.attacker_row
    row.spins["attack"].setValue(5)
    _choose(row.size, Size.LARGE)

    scenario = builder.scenario()
    assert scenario is not None and scenario.attacker is not None
    assert (scenario.attacker.attack, scenario.attacker.size) == (5, Size.LARGE)
    assert ORCS.model_named("Orc Brave") == ORCS.models[0]  # the roster is untouched
    assert row.spins["attack"].font().bold()
    assert "the roster says 3" in row.spins["attack"].toolTip()
    # Large now: Slam! is offered against the medium Veteran... as the Trample it is.
    assert AttackKind.TRAMPLE in _offered(builder.attack_combo)

    row.reset.click()
    scenario = builder.scenario()
    assert scenario is not None
    assert scenario.attacker == profile_of(ORCS, "Orc Brave")
    assert not row.spins["attack"].font().bold()


def test_wounds_already_taken_stop_at_endurance(builder: CombatBuilder) -> None:
    _pair(builder, (YOURS, "Orc Brave"), (THEIRS, "Marksman"))
    spin = builder.circumstances_box.wounds_spin
    assert spin.maximum() == 3
    spin.setValue(2)
    scenario = builder.scenario()
    assert scenario is not None
    assert scenario.target.wounds_taken == 2
    assert (
        calculate(scenario).target.p_incapacitated
        > calculate(
            Scenario(
                attack=AttackKind.MELEE,
                attacker=profile_of(ORCS, "Orc Brave"),
                targets=(profile_of(HUMANS, "Marksman"),),
                weapons=("Great axe",),
            )
        ).target.p_incapacitated
    )


def test_falling_needs_no_attacker(builder: CombatBuilder) -> None:
    _pair(builder, (YOURS, "Orc Brave"), (YOURS, "Ogre"))
    _choose(builder.attack_combo, AttackKind.FALLING)
    builder.circumstances_box.fall_distance_spin.setValue(6.0)

    assert not builder.attacker_picker.isEnabled()
    assert not builder.weapons_combo.isVisibleTo(builder)
    assert not builder.drops_box.attack_spin.isEnabled()
    _same_odds(
        builder.scenario(),
        Scenario(
            attack=AttackKind.FALLING,
            attacker=None,
            targets=(profile_of(ORCS, "Ogre"),),
            fall_distance=6.0,
        ),
    )


def test_controls_that_do_not_apply_are_hidden_and_ignored(builder: CombatBuilder) -> None:
    _pair(builder, (THEIRS, "Marksman"), (YOURS, "Orc Brave"))
    box = builder.circumstances_box
    _choose(builder.attack_combo, AttackKind.RANGED)
    _choose(box.cover_combo, Cover.SOFT)
    box.attacker_engaged_box.setChecked(False)
    assert box.cover_combo.isVisibleTo(builder)
    assert not box.melee_distance_spin.isVisibleTo(builder)

    _choose(builder.attack_combo, AttackKind.MELEE)
    assert not box.cover_combo.isVisibleTo(builder)
    assert not box.attacker_engaged_box.isVisibleTo(builder)
    assert not box.target_in_combat_box.isVisibleTo(builder)
    assert not box.dodge_tn_spin.isVisibleTo(builder)
    assert box.melee_distance_spin.isVisibleTo(builder)
    assert box.target_prone_box.isVisibleTo(builder)
    scenario = builder.scenario()
    assert scenario is not None
    assert (scenario.cover, scenario.distance) == (Cover.NONE, None)
    assert not builder.caught_list.isVisibleTo(builder)


# -- what is offered --------------------------------------------------------------------------


def test_slam_or_trample_is_offered_by_size(builder: CombatBuilder) -> None:
    _pair(builder, (YOURS, "Ogre"), (YOURS, "Orc Brave"))
    offered = _offered(builder.attack_combo)
    assert AttackKind.TRAMPLE in offered and AttackKind.SLAM not in offered
    assert "Trample" in "\n".join(builder.size_pair_view.lines)

    _pick(builder.target_picker, (THEIRS, "Giant"))
    offered = _offered(builder.attack_combo)
    assert AttackKind.SLAM in offered and AttackKind.TRAMPLE not in offered
    _choose(builder.attack_combo, AttackKind.SLAM)
    assert "-1 ATT, +1 DEF: Slam! by a smaller model (R17)" in (
        builder.modifiers_box.modifier_texts()
    )
    # The matchup line says it in the core's words, the same as the modifier (R17).
    assert any(
        "-1 ATT, +1 DEF: Slam! by a smaller model" in line for line in builder.size_pair_view.lines
    )

    # The Slam! wished for becomes the Trample the sizes make, and back.
    _pick(builder.target_picker, (THEIRS, "Veteran"))
    assert builder.attack_combo.currentData() == AttackKind.TRAMPLE
    _pick(builder.target_picker, (THEIRS, "Giant"))
    assert builder.attack_combo.currentData() == AttackKind.SLAM

    _pick(builder.attacker_picker, (YOURS, "Orc Brave"))
    offered = _offered(builder.attack_combo)
    assert AttackKind.SLAM not in offered and AttackKind.TRAMPLE not in offered


def test_weapon_pairs_are_not_offered_with_a_shield(builder: CombatBuilder) -> None:
    _pair(builder, (YOURS, "Warboss"), (THEIRS, "Veteran"))
    assert _offered(builder.weapons_combo) == [("Choppa",), ("Hand axe",)]
    assert _texts(builder.weapons_combo) == ["Choppa (+1 DAM)", "Hand axe"]
    _pick(builder.attacker_picker, (YOURS, "Axe-twin"))
    assert ("Right axe", "Left axe") in _offered(builder.weapons_combo)
    _pick(builder.attacker_picker, (THEIRS, "Giant"))
    assert _texts(builder.weapons_combo) == ["Unarmed"]


def test_only_offered_attacks_are_listed(builder: CombatBuilder) -> None:
    _pair(builder, (YOURS, "Orc Brave"), (THEIRS, "Veteran"))
    assert _offered(builder.attack_combo) == [
        AttackKind.MELEE,
        AttackKind.FREE_STRIKE,
        AttackKind.POWER,
        AttackKind.FINESSE,
        AttackKind.FALLING,
    ]
    _pick(builder.attacker_picker, (YOURS, "Goblin"))
    assert AttackKind.AOE_INDIRECT in _offered(builder.attack_combo)


def test_trample_takes_several_smaller_targets(builder: CombatBuilder) -> None:
    _pair(builder, (YOURS, "Ogre"), (YOURS, "Goblin"))
    _choose(builder.attack_combo, AttackKind.TRAMPLE)
    caught = builder.caught_list
    assert caught.isVisibleTo(builder)
    rows = {_named(caught.item(i).data(KEY_ROLE)): caught.item(i) for i in range(caught.count())}
    giant = rows[(THEIRS, "Giant")]
    assert not giant.flags() & Qt.ItemFlag.ItemIsEnabled
    assert "not smaller" in giant.toolTip()
    rows[(THEIRS, "Marksman")].setCheckState(Qt.CheckState.Checked)
    rows[(YOURS, "Orc Brave")].setCheckState(Qt.CheckState.Checked)

    expected = Scenario(
        attack=AttackKind.TRAMPLE,
        attacker=profile_of(ORCS, "Ogre"),
        targets=(
            profile_of(ORCS, "Goblin"),
            profile_of(ORCS, "Orc Brave"),
            profile_of(HUMANS, "Marksman"),
        ),
        weapons=("Club",),
    )
    _same_odds(builder.scenario(), expected)
    assert "each TN step dropped costs 3 dice, one a target (R17)" in (
        builder.modifiers_box.modifier_texts()
    )
    plan = plan_attack(expected)
    top_tn = max(t.attack_tn for t in plan.targets)
    limit = max_chosen_drop(plan.attack_pool, top_tn, plan.drop_cost)
    assert builder.drops_box.attack_spin.maximum() == limit


def test_area_attack_catches_models_and_takes_a_dodge_tn(builder: CombatBuilder) -> None:
    _pair(builder, (YOURS, "Goblin"), (THEIRS, "Veteran"))
    _choose(builder.attack_combo, AttackKind.AOE_DIRECT)
    box = builder.circumstances_box
    box.distance_spin.setValue(10.0)
    box.dodge_tn_spin.setValue(5)
    caught = builder.caught_list
    for i in range(caught.count()):
        if _named(caught.item(i).data(KEY_ROLE)) == (THEIRS, "Duelist"):
            caught.item(i).setCheckState(Qt.CheckState.Checked)

    _same_odds(
        builder.scenario(),
        Scenario(
            attack=AttackKind.AOE_DIRECT,
            attacker=profile_of(ORCS, "Goblin"),
            targets=(profile_of(HUMANS, "Veteran"), profile_of(HUMANS, "Duelist")),
            weapons=("Shortbow",),
            distance=10.0,
            dodge_tn=5,
        ),
    )


# -- refusals ---------------------------------------------------------------------------------


def _core_message(error: type[Exception], scenario: Scenario) -> str:
    with pytest.raises(error) as caught:
        calculate(scenario)
    return str(caught.value)


def test_out_of_threat_range_is_refused_in_the_panel(builder: CombatBuilder, qtbot: QtBot) -> None:
    _pair(builder, (YOURS, "Orc Brave"), (THEIRS, "Veteran"))
    box = builder.circumstances_box
    box.check_distance_box.setChecked(True)
    assert box.melee_distance_spin.isEnabled()
    assert 'threat range: 1"' in box.threat_hint.text()
    with qtbot.waitSignal(builder.scenario_refused) as refused:
        box.melee_distance_spin.setValue(2.5)

    message = _core_message(
        NotInThreatRange,
        Scenario(
            attack=AttackKind.MELEE,
            attacker=profile_of(ORCS, "Orc Brave"),
            targets=(profile_of(HUMANS, "Veteran"),),
            weapons=("Great axe",),
            distance=2.5,
        ),
    )
    assert refused.args == [message]
    assert message in _refusal(builder)
    assert builder.scenario() is None
    assert builder.refusal() == message

    with qtbot.waitSignal(builder.scenario_changed):
        box.melee_distance_spin.setValue(1.0)
    assert _refusal(builder) == ""


def test_no_line_of_sight_is_refused(builder: CombatBuilder, qtbot: QtBot) -> None:
    _pair(builder, (YOURS, "Orc Brave"), (THEIRS, "Veteran"))
    with qtbot.waitSignal(builder.scenario_refused) as refused:
        builder.circumstances_box.line_of_sight_box.setChecked(False)
    message = _core_message(
        NoLineOfSight,
        Scenario(
            attack=AttackKind.MELEE,
            attacker=profile_of(ORCS, "Orc Brave"),
            targets=(profile_of(HUMANS, "Veteran"),),
            weapons=("Great axe",),
            line_of_sight=False,
        ),
    )
    assert refused.args == [message]
    assert message in _refusal(builder)


def test_engaged_shooter_is_refused(builder: CombatBuilder, qtbot: QtBot) -> None:
    _pair(builder, (THEIRS, "Marksman"), (YOURS, "Orc Brave"))
    _choose(builder.attack_combo, AttackKind.RANGED)
    with qtbot.waitSignal(builder.scenario_refused) as refused:
        builder.circumstances_box.attacker_engaged_box.setChecked(True)
    message = _core_message(
        ShooterEngaged,
        Scenario(
            attack=AttackKind.RANGED,
            attacker=profile_of(HUMANS, "Marksman"),
            targets=(profile_of(ORCS, "Orc Brave"),),
            weapons=("Longbow",),
            distance=12.0,
            attacker_engaged=True,
        ),
    )
    assert refused.args == [message]
    assert message in _refusal(builder)


def test_drop_spins_stop_at_what_r3_and_r4_allow(builder: CombatBuilder) -> None:
    _pair(builder, (YOURS, "Orc Brave"), (THEIRS, "Veteran"))
    scenario = builder.scenario()
    assert scenario is not None
    plan = plan_attack(scenario)
    drops = builder.drops_box
    assert drops.attack_spin.maximum() == max_chosen_drop(
        plan.attack_pool, plan.targets[0].attack_tn
    )
    armour = plan.targets[0].armour
    assert armour is not None
    assert drops.armour_spin.maximum() == max_chosen_drop(armour.pool, armour.tn)
    assert drops.attack_spin.text() == "Auto (best)"

    drops.attack_spin.setValue(1)
    scenario = builder.scenario()
    assert scenario is not None and scenario.attack_drop == 1
    _same_odds(
        scenario,
        Scenario(
            attack=AttackKind.MELEE,
            attacker=profile_of(ORCS, "Orc Brave"),
            targets=(profile_of(HUMANS, "Veteran"),),
            weapons=("Great axe",),
            attack_drop=1,
        ),
    )

    _choose(builder.attack_combo, AttackKind.FREE_STRIKE)
    message = _core_message(
        IllegalDrop, dataclasses.replace(scenario, attack=AttackKind.FREE_STRIKE)
    )
    assert message in _refusal(builder)
    drops.attack_spin.setValue(0)
    assert drops.attack_spin.maximum() == 0
    assert builder.scenario() is not None


def test_an_impossible_drop_is_refused_not_changed(builder: CombatBuilder) -> None:
    state = builder.scenario_state()
    builder.set_scenario_state({**state, "attack_drop": 5, "armour_drop": 9})
    assert builder.drops_box.attack_spin.value() == 5
    scenario = Scenario(
        attack=AttackKind.MELEE,
        attacker=profile_of(ORCS, "Orc Brave"),
        targets=(profile_of(HUMANS, "Veteran"),),
        weapons=("Great axe",),
        attack_drop=5,
    )
    message = _core_message(IllegalDrop, scenario)
    assert message in _refusal(builder)
    builder.drops_box.attack_spin.setValue(-1)  # back to Auto (best)
    message = _core_message(IllegalDrop, dataclasses.replace(scenario, armour_drop=9))
    assert message.startswith("armour roll")
    assert message in _refusal(builder)


def test_missing_picks_are_refused_without_rosters(qtbot: QtBot) -> None:
    empty = CombatBuilder()
    qtbot.addWidget(empty)
    assert empty.scenario() is None
    assert "open a roster" in (empty.refusal() or "")
    with qtbot.waitSignal(empty.scenario_changed):
        empty.set_rosters([(YOURS, ORCS)])
    assert _named(empty.attacker_picker.current_key()) == (YOURS, "Orc Brave")
    assert _named(empty.target_picker.current_key()) == (YOURS, "Axe-twin")


# -- swap, rosters, state, signals ------------------------------------------------------------


def test_swap_exchanges_the_models_and_their_numbers(builder: CombatBuilder, qtbot: QtBot) -> None:
    _pair(builder, (YOURS, "Orc Brave"), (THEIRS, "Veteran"))
    builder.adhoc_editor.attacker_row.spins["defense"].setValue(6)
    assert builder.swap_action.shortcut() == QKeySequence("Ctrl+Shift+W")
    assert builder.swap_action in builder.actions()

    with qtbot.waitSignal(builder.scenario_changed) as changed:
        builder.swap_button.click()
    scenario = changed.args[0]
    assert _named(builder.attacker_picker.current_key()) == (THEIRS, "Veteran")
    assert _named(builder.target_picker.current_key()) == (YOURS, "Orc Brave")
    assert scenario.attacker == profile_of(HUMANS, "Veteran")
    assert scenario.target.defense == 6
    assert builder.adhoc_editor.target_row.spins["defense"].value() == 6

    builder.swap_action.trigger()
    assert _named(builder.attacker_picker.current_key()) == (YOURS, "Orc Brave")


def test_picks_survive_rosters_changing(builder: CombatBuilder) -> None:
    _pair(builder, (THEIRS, "Duelist"), (YOURS, "Warboss"))
    reordered = ORCS.with_models(tuple(reversed(ORCS.models)))
    builder.set_rosters([(THEIRS, HUMANS), (YOURS, reordered)])
    assert _named(builder.attacker_picker.current_key()) == (THEIRS, "Duelist")
    assert _named(builder.target_picker.current_key()) == (YOURS, "Warboss")

    builder.set_rosters([(THEIRS, HUMANS)])  # the orcs' roster is closed
    assert _named(builder.target_picker.current_key()) != (YOURS, "Warboss")
    builder.set_rosters([(THEIRS, HUMANS), (YOURS, ORCS)])  # and opened again
    assert _named(builder.target_picker.current_key()) == (YOURS, "Warboss")


def test_picker_groups_models_under_their_roster(builder: CombatBuilder) -> None:
    picker = builder.attacker_picker
    headings = [
        picker.itemText(i) for i in range(picker.count()) if picker.itemData(i, KEY_ROLE) is None
    ]
    assert headings == [YOURS, THEIRS]
    _pick(picker, (THEIRS, "Marksman"))
    assert picker.currentText() == "Their gang › Marksman"


def test_state_round_trip(builder: CombatBuilder, qtbot: QtBot) -> None:
    _pair(builder, (THEIRS, "Marksman"), (YOURS, "Orc Brave"))
    _choose(builder.attack_combo, AttackKind.RANGED)
    box = builder.circumstances_box
    _choose(box.cover_combo, Cover.SOFT)
    box.by_band_radio.setChecked(True)
    _choose(box.band_combo, "long")
    box.target_prone_box.setChecked(True)
    box.wounds_spin.setValue(1)
    builder.adhoc_editor.target_row.spins["armour"].setValue(6)
    builder.drops_box.armour_spin.setValue(1)
    before = builder.scenario()
    assert before is not None

    state = json.loads(json.dumps(builder.scenario_state()))
    again = CombatBuilder()
    qtbot.addWidget(again)
    again.set_scenario_state(state)  # before any roster is open: the picks wait for them
    assert again.scenario() is None
    again.set_rosters([(YOURS, ORCS), (THEIRS, HUMANS)])
    assert again.scenario() == before
    assert again.scenario_state() == state


@pytest.mark.parametrize(
    "state",
    [{}, {"version": 99}, {"attack": "teleport", "distance": "far", "attacker": [1, 2]}, []],
)
def test_broken_state_falls_back_to_defaults(builder: CombatBuilder, state: object) -> None:
    builder.set_scenario_state(state)  # type: ignore[arg-type]
    assert builder.scenario() is not None


def test_every_change_emits_a_new_scenario(builder: CombatBuilder, qtbot: QtBot) -> None:
    _pair(builder, (YOURS, "Orc Brave"), (THEIRS, "Veteran"))
    with qtbot.waitSignal(builder.scenario_changed) as changed:
        builder.circumstances_box.target_prone_box.setChecked(True)
    assert changed.args[0].target_prone
    with qtbot.waitSignal(builder.scenario_changed) as changed:
        _choose(builder.attack_combo, AttackKind.POWER)
    assert changed.args[0].attack is AttackKind.POWER
    with qtbot.waitSignal(builder.scenario_changed) as changed:
        _pick(builder.target_picker, (THEIRS, "Duelist"))
    assert changed.args[0].target.name == "Duelist"
    # A change that gives the same Scenario (a hidden control) emits nothing.
    with qtbot.assertNotEmitted(builder.scenario_changed):
        _choose(builder.circumstances_box.cover_combo, Cover.HARD)


# -- keyboard ---------------------------------------------------------------------------------


def test_tab_reaches_every_control_in_order(builder: CombatBuilder) -> None:
    _pair(builder, (YOURS, "Goblin"), (THEIRS, "Veteran"))
    _choose(builder.attack_combo, AttackKind.AOE_DIRECT)
    box = builder.circumstances_box
    expected = [
        builder.attacker_picker,
        builder.target_picker,
        builder.swap_button,
        builder.adhoc_editor.attacker_row.size,
        builder.caught_list,
        builder.attack_combo,
        builder.weapons_combo,
        box.cover_combo,
        box.distance_spin,
        box.dodge_tn_spin,
        box.line_of_sight_box,
        box.wounds_spin,
        builder.drops_box.attack_spin,
        builder.drops_box.armour_spin,
    ]
    chain: list[QWidget] = []
    widget: QWidget = builder.attacker_picker
    for _ in range(200):
        if (
            widget.isVisibleTo(builder)
            and widget.isEnabled()
            and widget.focusPolicy() & (Qt.FocusPolicy.TabFocus)
        ):
            chain.append(widget)
        following = widget.nextInFocusChain()
        assert following is not None
        widget = following
        if widget is builder.attacker_picker:
            break
    positions = [chain.index(w) for w in expected]
    assert positions == sorted(positions)


def test_labels_have_mnemonics_buddies_and_tooltips_name_rules(builder: CombatBuilder) -> None:
    buddies = {
        label.buddy(): label.text()
        for label in builder.findChildren(QLabel)
        if label.buddy() is not None
    }
    labelled: tuple[QWidget, ...] = (
        builder.attacker_picker,
        builder.target_picker,
        builder.caught_list,
        builder.attack_combo,
        builder.weapons_combo,
        builder.circumstances_box.cover_combo,
        builder.drops_box.attack_spin,
        builder.drops_box.armour_spin,
    )
    for control in labelled:
        assert "&" in buddies[control]
    tipped: tuple[QWidget, ...] = (
        builder.attack_combo,
        builder.weapons_combo,
        builder.circumstances_box.cover_combo,
        builder.circumstances_box.line_of_sight_box,
        builder.circumstances_box.target_prone_box,
        builder.drops_box.attack_spin,
    )
    for control in tipped:
        assert "(R" in control.toolTip()


def test_keyboard_alone_sets_up_a_shot(builder: CombatBuilder, qtbot: QtBot) -> None:
    _pair(builder, (THEIRS, "Marksman"), (YOURS, "Orc Brave"))
    builder.attack_combo.setFocus()
    with qtbot.waitSignal(builder.scenario_changed) as changed:
        QTest.keyClick(builder.attack_combo, Qt.Key.Key_Down)  # Melee -> Ranged
    assert changed.args[0].attack is AttackKind.RANGED
    spin = builder.circumstances_box.distance_spin
    spin.selectAll()
    QTest.keyClicks(spin, "25")
    scenario = builder.scenario()
    assert scenario is not None
    assert scenario.distance == 25.0
    assert "-1 die: long range (R15)" in builder.modifiers_box.modifier_texts()


def _mnemonic(text: str) -> str | None:
    index = text.replace("&&", "").find("&")
    return text.replace("&&", "")[index + 1].lower() if index >= 0 else None


@pytest.mark.parametrize("attack", [AttackKind.RANGED, AttackKind.AOE_DIRECT, AttackKind.MELEE])
def test_visible_mnemonics_are_unique(builder: CombatBuilder, attack: AttackKind) -> None:
    _pair(builder, (YOURS, "Goblin"), (THEIRS, "Veteran"))
    _choose(builder.attack_combo, attack)
    texts = [
        w.text()
        for w in builder.findChildren(QLabel) + builder.findChildren(QAbstractButton)
        if w.isVisibleTo(builder)
    ]
    letters = [m for m in map(_mnemonic, texts) if m is not None]
    assert len(letters) == len(set(letters)), sorted(letters)
    # The main window's menus (File, Edit, View, Help) keep their own.
    assert not set(letters) & set("fevh")


def test_stacks_in_one_column_when_narrow(builder: CombatBuilder, qtbot: QtBot) -> None:
    builder.resize(1400, 500)
    qtbot.waitUntil(lambda: builder.circumstances_box.x() > builder.who_box.x())
    assert builder.circumstances_box.y() == builder.who_box.y()

    builder.resize(builder.minimumSizeHint().width(), 900)
    qtbot.waitUntil(lambda: builder.circumstances_box.x() == builder.who_box.x())
    assert builder.circumstances_box.y() > builder.attack_box.y()
    assert builder.modifiers_box.y() > builder.drops_box.y()


# -- issue 14: loose ends -----------------------------------------------------------------------


def test_a_model_attacking_itself_is_refused_with_the_reason(builder: CombatBuilder) -> None:
    _pair(builder, (YOURS, "Orc Brave"), (YOURS, "Orc Brave"))
    assert builder.scenario() is None
    assert builder.refusal() == (
        "Orc Brave cannot attack itself: pick another model as the attacker or the target"
    )
    assert "cannot attack itself" in builder.modifiers_box.refusal_label.text()
    _pick(builder.target_picker, (THEIRS, "Veteran"))
    assert builder.scenario() is not None


def _ticked(builder: CombatBuilder) -> list[ModelKey]:
    caught = builder.caught_list
    return [
        caught.item(i).data(KEY_ROLE)
        for i in range(caught.count())
        if caught.item(i).checkState() == Qt.CheckState.Checked
    ]


def _tick_all(builder: CombatBuilder) -> None:
    caught = builder.caught_list
    for i in range(caught.count()):
        if caught.item(i).flags() & Qt.ItemFlag.ItemIsEnabled:
            caught.item(i).setCheckState(Qt.CheckState.Checked)


def test_caught_models_are_cleared_when_the_attack_weapon_or_target_changes(
    builder: CombatBuilder,
) -> None:
    _pair(builder, (YOURS, "Goblin"), (THEIRS, "Veteran"))
    _choose(builder.attack_combo, AttackKind.AOE_DIRECT)
    _tick_all(builder)
    assert len(_ticked(builder)) >= 3
    _choose(builder.attack_combo, AttackKind.AOE_INDIRECT)
    assert _ticked(builder) == []
    scenario = builder.scenario()
    assert scenario is not None and len(scenario.targets) == 1

    _tick_all(builder)
    _pick(builder.target_picker, (THEIRS, "Duelist"))
    assert _ticked(builder) == []

    _pair(builder, (YOURS, "Ogre"), (YOURS, "Goblin"))
    _choose(builder.attack_combo, AttackKind.TRAMPLE)
    _tick_all(builder)
    assert _ticked(builder)
    _pick(builder.attacker_picker, (THEIRS, "Giant"))
    assert _ticked(builder) == []


def _greyed_tip(builder: CombatBuilder, kind: AttackKind) -> str:
    combo = builder.attack_combo
    model = combo.model()
    assert isinstance(model, QStandardItemModel)
    item = model.item(find_data(combo, kind))
    assert not item.isEnabled(), f"{kind} is offered"
    return item.toolTip()


def test_attacks_this_pair_cannot_make_are_greyed_with_the_reason(builder: CombatBuilder) -> None:
    """Issue 14: every attack is listed; those the rules forbid here say why (R17, R15)."""
    _pair(builder, (YOURS, "Orc Brave"), (THEIRS, "Veteran"))
    assert builder.attack_combo.count() == len(AttackKind)
    assert "only large and huge models (R17)" in _greyed_tip(builder, AttackKind.SLAM)
    assert "only large and huge models (R17)" in _greyed_tip(builder, AttackKind.TRAMPLE)
    assert _greyed_tip(builder, AttackKind.SLAM).startswith("Not possible: Orc Brave is medium")
    _pair(builder, (YOURS, "Ogre"), (YOURS, "Goblin"))
    assert "that is a Trample (R17)" in _greyed_tip(builder, AttackKind.SLAM)
    assert "no ranged weapon" in _greyed_tip(builder, AttackKind.AOE_DIRECT)
    assert "no ranged weapon" in _greyed_tip(builder, AttackKind.RANGED)


def test_an_ad_hoc_number_typed_out_of_range_is_refused_not_changed(
    builder: CombatBuilder, qtbot: QtBot
) -> None:
    """Issue 14: DEF 99 became 9 without a word; now it is refused with the range."""
    _pair(builder, (YOURS, "Orc Brave"), (THEIRS, "Veteran"))
    roster_def = profile_of(HUMANS, "Veteran").defense
    spin = builder.adhoc_editor.target_row.spins["defense"]
    refused: list[str] = []
    builder.adhoc_editor.edit_refused.connect(refused.append)
    spin.setFocus()
    spin.lineEdit().selectAll()
    qtbot.keyClicks(spin, "99")
    qtbot.keyClick(spin, Qt.Key.Key_Return)
    assert refused == ["DEF 99 refused: it must be from 0 to 40"]
    scenario = builder.scenario()
    assert scenario is not None and scenario.targets[0].defense == roster_def
    assert spin.value() == roster_def

    spin.lineEdit().selectAll()
    qtbot.keyClicks(spin, "12")
    qtbot.keyClick(spin, Qt.Key.Key_Return)
    scenario = builder.scenario()
    assert scenario is not None and scenario.targets[0].defense == 12
    assert refused == ["DEF 99 refused: it must be from 0 to 40"]
