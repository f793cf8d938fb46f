"""The one builder with Gangfight's declarations: what today's Gangfight builder did well, kept —
legal weapon pairs (R10), Slam! or Trample by size (R17), the models a Trample or a blast catches
(R17, R23), a fall with no attacker (R22), drops within R3/R4, bands by the weapon (R15), namesakes
told apart — each checked against the rules core on the scenario the builder made."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QStandardItemModel
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from gangfight_gui.gui.combat.builder.builder import CombatBuilder
from gangfight_gui.gui.combat.builder.field_widgets import IntField
from gangfight_gui.gui.combat.fight import EntryKey
from gangfight_gui.rules.game import find_game
from gangfight_gui.rules.gangfight import AttackKind, Scenario, calculate
from gangfight_gui.rules.gangfight.dice import max_chosen_drop
from gangfight_gui.rules.gangfight.planning import plan_attack
from tests.gangfight_rosters import Roster
from tests.gui.combat.builder.helpers import caught_up, choose, choose_item, edit, fight
from tests.gui.combat.builder_rosters import HUMANS, ORCS, THEIRS, YOURS, profile_of

GAME = find_game("gangfight")


@pytest.fixture
def builder(qtbot: QtBot) -> Iterator[CombatBuilder]:
    widget = CombatBuilder(GAME)
    qtbot.addWidget(widget)
    widget.set_rosters([(YOURS, ORCS), (THEIRS, HUMANS)])
    widget.show()
    yield widget


def _scenario(builder: CombatBuilder) -> Scenario:
    read: Scenario = GAME.read_scenario(fight(builder).scenario)
    return read


def _pair(builder: CombatBuilder, attacker: str, target: str) -> None:
    for picker, name in ((builder.attacker_picker, attacker), (builder.target_picker, target)):
        roster = YOURS if ORCS.model_named(name) is not None else THEIRS
        choose(picker, roster, name)


def _kind(builder: CombatBuilder, kind: AttackKind) -> None:
    choose_item(builder.attack_combo, kind.label)


def _refusal_of(builder: CombatBuilder, kind: AttackKind) -> str:
    model = builder.attack_combo.model()
    assert isinstance(model, QStandardItemModel)
    item = model.item(builder.attack_combo.findData(kind.value))
    return "" if item.isEnabled() else item.toolTip()


def test_two_hand_weapons_fight_together_and_never_with_a_shield(builder: CombatBuilder) -> None:
    _pair(builder, "Axe-twin", "Veteran")
    menu = [builder.weapons_combo.itemText(i) for i in range(builder.weapons_combo.count())]
    assert "Melee attack (Right axe + Left axe)" in menu
    # R10: +1 die with two hand weapons: the pair is the best, so it is preselected.
    assert builder.weapons_combo.currentText() == "Melee attack (Right axe + Left axe)"
    assert _scenario(builder).weapons == ("Right axe", "Left axe")
    _pair(builder, "Warboss", "Veteran")
    menu = [builder.weapons_combo.itemText(i) for i in range(builder.weapons_combo.count())]
    assert not any("Shield" in text and "+" in text for text in menu)  # R10


def test_a_shot_by_distance_or_by_band_and_the_bands_by_the_house_rule(
    builder: CombatBuilder,
) -> None:
    _pair(builder, "Goblin", "Marksman")
    _kind(builder, AttackKind.RANGED)
    assert builder.field_controls["range_band"].isVisible()  # no distance given: by band
    edit(builder, "distance", 14.0)
    assert not builder.field_controls["range_band"].isVisible()
    scenario = _scenario(builder)
    assert scenario.distance == 14.0 and scenario.weapons == ("Shortbow",)
    hint = builder.field_hints["distance"].text()
    assert hint.endswith('for the Shortbow (range 12")') and hint.startswith("normal")
    edit(builder, "cover", "hard")
    assert _scenario(builder).cover.value == "hard"
    edit(builder, "distance", None)
    edit(builder, "range_band", "short")
    assert _scenario(builder).range_band == "short"
    bands = builder.field_controls["range_band"].values()  # type: ignore[union-attr]
    builder.set_house_rules({"rules.long_range": "beyond_range"})  # R15's other reading
    caught_up()
    assert builder.field_controls["range_band"].values() != bands  # type: ignore[union-attr]
    assert _scenario(builder).rules.long_range.value == "beyond_range"


def test_slam_or_trample_is_offered_by_size_with_the_reason(builder: CombatBuilder) -> None:
    _pair(builder, "Ogre", "Veteran")
    assert _refusal_of(builder, AttackKind.TRAMPLE) == ""
    assert "that is a Trample (R17)" in _refusal_of(builder, AttackKind.SLAM)
    _pair(builder, "Ogre", "Giant")
    assert _refusal_of(builder, AttackKind.SLAM) == ""
    assert "that is a Slam! (R17)" in _refusal_of(builder, AttackKind.TRAMPLE)
    _pair(builder, "Orc Brave", "Veteran")
    assert "only large and huge models (R17)" in _refusal_of(builder, AttackKind.SLAM)
    assert "no ranged weapon" in _refusal_of(builder, AttackKind.RANGED)


def test_a_trample_catches_the_smaller_models_ticked(builder: CombatBuilder) -> None:
    _pair(builder, "Ogre", "Veteran")
    _kind(builder, AttackKind.TRAMPLE)
    caught = builder.caught_list
    assert caught.isVisible()
    rows = {caught.item(i).text(): caught.item(i) for i in range(caught.count())}
    giant = rows[f"{THEIRS} › Giant"]
    assert not giant.flags() & Qt.ItemFlag.ItemIsEnabled  # not smaller: refused, with why
    assert "R17" in giant.toolTip()
    rows[f"{THEIRS} › Duelist"].setCheckState(Qt.CheckState.Checked)
    rows[f"{YOURS} › Goblin"].setCheckState(Qt.CheckState.Checked)  # a friend: no sides
    shown = fight(builder)
    assert [key.name for key in shown.targets] == ["Veteran", "Goblin", "Duelist"]
    assert [t.name for t in _scenario(builder).targets] == ["Veteran", "Goblin", "Duelist"]
    # Another kind catches nobody: the ticks go.
    _kind(builder, AttackKind.MELEE)
    _kind(builder, AttackKind.TRAMPLE)
    assert len(fight(builder).targets) == 1


def test_an_area_attack_takes_a_dodge_tn_only_then(builder: CombatBuilder) -> None:
    _pair(builder, "Goblin", "Veteran")
    assert not builder.field_controls["dodge_tn"].isVisible()
    _kind(builder, AttackKind.AOE_INDIRECT)
    assert builder.field_controls["dodge_tn"].isVisible()
    edit(builder, "dodge_tn", 5)
    assert _scenario(builder).dodge_tn == 5


def test_a_fall_hides_the_attacker_and_keeps_its_place(builder: CombatBuilder) -> None:
    _pair(builder, "Orc Brave", "Veteran")
    top = builder.target_picker.geometry().top()
    _kind(builder, AttackKind.FALLING)
    assert not builder.attacker_picker.isVisible()
    assert builder.target_picker.geometry().top() == top  # nothing moves
    assert fight(builder).attacker is None
    edit(builder, "fall_distance", 7.0)
    scenario = _scenario(builder)
    assert scenario.attacker is None and scenario.fall_distance == 7.0
    assert builder.field_hints["fall_distance"].text().startswith("hurts beyond")


def test_drops_stop_where_r3_and_r4_stop_them(builder: CombatBuilder) -> None:
    _pair(builder, "Warboss", "Veteran")
    scenario = _scenario(builder)
    plan = plan_attack(scenario)
    limit = max_chosen_drop(plan.attack_pool, plan.targets[0].attack_tn, plan.drop_cost)
    spin = builder.field_controls["attack_drop"]
    assert isinstance(spin, IntField)
    assert spin.maximum() == limit
    assert builder.field_hints["attack_drop"].text() == f"up to {limit} (R3, R4)"
    spin.setValue(1)
    assert _scenario(builder).attack_drop == 1
    assert calculate(_scenario(builder)).plan.scenario.attack_drop == 1


def test_a_number_typed_out_of_range_is_refused_not_changed(
    builder: CombatBuilder, qtbot: QtBot
) -> None:
    _pair(builder, "Warboss", "Veteran")
    builder.adhoc_button.click()
    spin = builder.adhoc_grid.controls[1]["defense"]
    assert isinstance(spin, IntField)
    before = spin.value()
    spin.setFocus()
    spin.lineEdit().selectAll()
    with qtbot.waitSignal(builder.edit_refused) as said:
        QTest.keyClicks(spin, "99")
        QTest.keyClick(spin, Qt.Key.Key_Return)
    assert said.args[0] == f"DEF 99 refused: it must be from 0 to {spin.maximum()}"
    assert profile_of(HUMANS, "Veteran").defense == before
    assert _scenario(builder).target.defense == before


def test_namesakes_are_offered_apart_and_each_fights_with_its_numbers(
    builder: CombatBuilder,
) -> None:
    weak = HUMANS.models[0]
    hard = weak.with_value("defense", 6).with_value("armour", 6)
    twins = Roster(name="Twins", models=(weak, hard))
    builder.set_rosters([(YOURS, ORCS), ("Twins", twins)])
    caught_up()
    texts = [builder.target_picker.itemText(i) for i in range(builder.target_picker.count())]
    assert "Twins › Veteran (model 1)" in texts and "Twins › Veteran (model 2)" in texts
    choose(builder.attacker_picker, YOURS, "Orc Brave")
    choose(builder.target_picker, "Twins", "Veteran", 1)
    assert fight(builder).targets == (EntryKey("Twins", "Veteran", 1),)
    assert _scenario(builder).target.defense == 6
    # Remembered with its place: the second twin comes back, also after the roster is edited.
    state = builder.fight_state()
    builder.set_rosters([(YOURS, ORCS)])
    builder.set_fight_state(state)
    builder.set_rosters([(YOURS, ORCS), ("Twins", twins)])
    assert _scenario(builder).target.defense == 6


def test_picks_survive_the_rosters_changing(builder: CombatBuilder) -> None:
    _pair(builder, "Ogre", "Marksman")
    reordered = Roster(name=HUMANS.name, models=tuple(reversed(HUMANS.models)))
    builder.set_rosters([(YOURS, ORCS), (THEIRS, reordered)])
    assert fight(builder).targets[0].name == "Marksman"
    builder.set_rosters([(YOURS, ORCS)])  # the target's roster closed: no fight, pick kept
    assert builder.fight() is None
    builder.set_rosters([(YOURS, ORCS), (THEIRS, HUMANS)])
    assert fight(builder).targets[0].name == "Marksman"


def test_a_broken_remembered_fight_is_the_defaults(builder: CombatBuilder) -> None:
    for state in (
        None,
        [],
        {"version": 3, "attacker": 5, "kind": 7, "settings": "x"},
        {"version": 2},
    ):
        builder.set_fight_state(state)
        shown = fight(builder)
        assert shown.attacker is not None and shown.attacker.roster == YOURS
        assert shown.targets[0].roster == THEIRS


def test_the_targets_prone_is_one_box_among_the_circumstances(builder: CombatBuilder) -> None:
    """The target's *Prone* state once duplicated the *Target prone* circumstance."""
    caught_up()
    grid = builder.state_grid
    assert not grid.controls[1]["prone"].isVisibleTo(builder)  # the target's: not here
    assert grid.controls[0]["prone"].isVisibleTo(builder)  # the attacker's: here only
    assert builder.field_controls["target_prone"].isVisibleTo(builder)
    edit(builder, "target_prone", True)
    assert fight(builder).scenario["target_prone"] is True
