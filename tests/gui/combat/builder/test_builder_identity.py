"""Picks by model identity (issue 14) and the limit of models one attack catches (issue 16).

A roster may hold two models of one name while it is edited (validation warns, nothing stops
it): the builder tells them apart by their place in the roster, remembers them across runs and
edits, and ticks the right one in the caught list of a Trample or area attack (R17, R23).
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from gangfight_gui.gui.combat.builder.builder import CombatBuilder
from gangfight_gui.gui.combat.builder.form import ModelKey
from gangfight_gui.gui.combat.builder.model_picker import KEY_ROLE, ModelPicker
from gangfight_gui.roster.roster import Entry
from gangfight_gui.rules.engine.limits import MAX_TARGETS
from gangfight_gui.rules.gangfight import AttackKind, Scenario, calculate
from gangfight_gui.rules.gangfight.profile import Profile, WeaponKind
from gangfight_gui.rules.gangfight.sizes import Size
from tests.gangfight_rosters import ModelSpec, Roster, WeaponSpec, profile
from tests.gui.combat.builder.test_builder import _choose, _refusal
from tests.gui.combat.builder_rosters import ORCS, THEIRS, YOURS, profile_of


def _twin(defense: int, endurance: int, name: str = "Twin") -> Entry:
    return ModelSpec(
        name=name,
        size=Size.SMALL,
        defense=defense,
        endurance=endurance,
        weapons=(WeaponSpec(name="Knife", kind=WeaponKind.HAND),),
    )


TWINS = Roster(name="Twins", models=(_twin(2, 2), _twin(5, 6)))
"""Two models named alike; the second is much harder to hit and to take out."""
FIRST, SECOND = (profile(spec) for spec in TWINS.models)


@pytest.fixture
def builder(qtbot: QtBot) -> Iterator[CombatBuilder]:
    widget = CombatBuilder()
    qtbot.addWidget(widget)
    widget.set_rosters([(YOURS, ORCS), (THEIRS, TWINS)])
    widget.show()
    yield widget


def _rows(picker: ModelPicker) -> list[ModelKey]:
    return [
        key for row in range(picker.count()) if (key := picker.itemData(row, KEY_ROLE)) is not None
    ]


def _pick(picker: ModelPicker, key: ModelKey) -> None:
    picker.setCurrentIndex(
        next(r for r in range(picker.count()) if picker.itemData(r, KEY_ROLE) == key)
    )


def _target(builder: CombatBuilder) -> Profile:
    scenario = builder.scenario()
    assert scenario is not None, builder.refusal()
    return scenario.target


def test_both_models_of_one_name_are_offered_and_each_fights_with_its_own_numbers(
    builder: CombatBuilder,
) -> None:
    twins = [key for key in _rows(builder.target_picker) if key.roster == THEIRS]
    assert twins == [ModelKey(THEIRS, "Twin", 0), ModelKey(THEIRS, "Twin", 1)]
    _pick(builder.attacker_picker, ModelKey(YOURS, "Orc Brave", 0))
    _pick(builder.target_picker, twins[1])
    assert _target(builder) == SECOND
    assert builder.adhoc_editor.target_row.spins["defense"].value() == 5
    scenario = builder.scenario()
    assert scenario is not None
    expected = Scenario(
        attack=AttackKind.MELEE,
        attacker=profile_of(ORCS, "Orc Brave"),
        targets=(SECOND,),
        weapons=("Great axe",),
    )
    assert calculate(scenario) == calculate(expected)
    _pick(builder.target_picker, twins[0])
    assert _target(builder) == FIRST


def test_namesakes_are_shown_with_their_places_and_others_by_name(builder: CombatBuilder) -> None:
    """The player tells the two Twins apart as the roster table counts them (from 1)."""
    picker = builder.target_picker
    _pick(picker, ModelKey(THEIRS, "Twin", 1))
    assert picker.currentText() == f"{THEIRS} \u203a Twin (model 2)"
    texts = [picker.itemText(row) for row in range(picker.count())]
    assert f"{THEIRS} \u203a Twin (model 1)" in texts
    assert f"{YOURS} \u203a Orc Brave" in texts

    _pick(builder.attacker_picker, ModelKey(YOURS, "Ogre", 3))
    _pick(picker, ModelKey(YOURS, "Goblin", 4))
    _choose(builder.attack_combo, AttackKind.TRAMPLE)
    caught = builder.caught_list
    listed = [caught.item(i).text() for i in range(caught.count())]
    assert f"{THEIRS} \u203a Twin (model 1) (small)" in listed
    assert f"{THEIRS} \u203a Twin (model 2) (small)" in listed

    # Renamed apart, the places are no longer needed and no longer shown.
    apart = TWINS.with_models((TWINS.models[0], _twin(5, 6, "Other")))
    builder.set_rosters([(YOURS, ORCS), (THEIRS, apart)])
    listed = [caught.item(i).text() for i in range(caught.count())]
    assert f"{THEIRS} \u203a Twin (small)" in listed
    texts = [picker.itemText(row) for row in range(picker.count())]
    assert f"{THEIRS} \u203a Twin" in texts


def test_a_model_may_attack_its_namesake_but_not_itself(builder: CombatBuilder) -> None:
    _pick(builder.attacker_picker, ModelKey(THEIRS, "Twin", 1))
    _pick(builder.target_picker, ModelKey(THEIRS, "Twin", 0))
    scenario = builder.scenario()
    assert scenario is not None and scenario.attacker == SECOND and scenario.target == FIRST
    _pick(builder.target_picker, ModelKey(THEIRS, "Twin", 1))
    assert "cannot attack itself" in _refusal(builder)


def test_the_second_namesake_is_remembered_across_runs_and_roster_edits(
    builder: CombatBuilder, qtbot: QtBot
) -> None:
    _pick(builder.target_picker, ModelKey(THEIRS, "Twin", 1))
    state = builder.scenario_state()
    assert state["target"] == [THEIRS, "Twin", 1]

    again = CombatBuilder()
    qtbot.addWidget(again)
    again.set_scenario_state(state)  # before any roster is open
    again.set_rosters([(YOURS, ORCS), (THEIRS, TWINS)])
    assert _target(again) == SECOND

    # A model added in front moves both: place 1 now holds the first Twin, and a place and a
    # name are all that tell namesakes apart (models have no other identity), so it is taken.
    grown = TWINS.with_models((_twin(3, 3, "Newcomer"), *TWINS.models))
    again.set_rosters([(YOURS, ORCS), (THEIRS, grown)])
    assert _target(again) == FIRST

    # The second Twin renamed: its place holds no Twin, so the name finds the first one.
    renamed = TWINS.with_models((TWINS.models[0], _twin(5, 6, "Other")))
    again.set_rosters([(YOURS, ORCS), (THEIRS, renamed)])
    assert again.target_picker.current_key() == ModelKey(THEIRS, "Twin", 0)
    assert _target(again) == FIRST


def test_a_state_saved_before_places_opens_the_first_model_of_the_name(
    builder: CombatBuilder,
) -> None:
    builder.set_scenario_state({"attacker": [YOURS, "Orc Brave"], "target": [THEIRS, "Twin"]})
    assert builder.target_picker.current_key() == ModelKey(THEIRS, "Twin", 0)
    assert _target(builder) == FIRST


def _caught_rows(builder: CombatBuilder) -> dict[ModelKey, int]:
    caught = builder.caught_list
    return {caught.item(i).data(KEY_ROLE): i for i in range(caught.count())}


def test_the_caught_list_ticks_the_namesake_ticked(builder: CombatBuilder) -> None:
    """R17: an Ogre tramples the Goblin and, ticked, the second Twin only."""
    _pick(builder.attacker_picker, ModelKey(YOURS, "Ogre", 3))
    _pick(builder.target_picker, ModelKey(YOURS, "Goblin", 4))
    _choose(builder.attack_combo, AttackKind.TRAMPLE)
    rows = _caught_rows(builder)
    assert ModelKey(THEIRS, "Twin", 0) in rows and ModelKey(THEIRS, "Twin", 1) in rows
    item = builder.caught_list.item(rows[ModelKey(THEIRS, "Twin", 1)])
    item.setCheckState(Qt.CheckState.Checked)
    scenario = builder.scenario()
    assert scenario is not None
    assert scenario.targets == (profile_of(ORCS, "Goblin"), SECOND)
    assert builder.scenario_state()["also_caught"] == [[THEIRS, "Twin", 1]]


def test_a_target_restored_by_name_alone_keeps_its_numbers_when_the_attacker_changes(
    builder: CombatBuilder,
) -> None:
    builder.set_scenario_state(
        {
            "attacker": [YOURS, "Orc Brave"],
            "target": [THEIRS, "Twin"],
            "target_tweaks": {"defense": 6},
            "wounds_taken": 1,
        }
    )
    assert _target(builder).defense == 6
    _pick(builder.attacker_picker, ModelKey(YOURS, "Warboss", 2))
    target = _target(builder)
    assert (target.defense, target.wounds_taken) == (6, 1)


def test_a_catch_restored_by_name_alone_can_be_unticked(builder: CombatBuilder) -> None:
    """A state saved before places ticks the first Twin; unticking it leaves nobody caught."""
    builder.set_scenario_state(
        {
            "attacker": [YOURS, "Ogre"],
            "target": [YOURS, "Goblin"],
            "attack": "trample",
            "also_caught": [[THEIRS, "Twin"]],
        }
    )
    scenario = builder.scenario()
    assert scenario is not None and scenario.targets[1:] == (FIRST,)
    rows = _caught_rows(builder)
    item = builder.caught_list.item(rows[ModelKey(THEIRS, "Twin", 0)])
    item.setCheckState(Qt.CheckState.Unchecked)
    scenario = builder.scenario()
    assert scenario is not None and scenario.targets == (profile_of(ORCS, "Goblin"),)
    assert builder.scenario_state()["also_caught"] == []


def test_an_area_attack_catches_at_most_max_targets_models(qtbot: QtBot) -> None:
    """Issue 16: the scenario reader's limit, said plainly; unticking one makes the attack."""
    crowd = Roster(
        name="Crowd", models=tuple(_twin(3, 3, f"Goblin {i + 1}") for i in range(MAX_TARGETS))
    )
    builder = CombatBuilder()
    qtbot.addWidget(builder)
    builder.set_rosters([(YOURS, ORCS), (THEIRS, crowd)])
    builder.show()
    _pick(builder.attacker_picker, ModelKey(YOURS, "Goblin", 4))
    _pick(builder.target_picker, ModelKey(THEIRS, "Goblin 1", 0))
    _choose(builder.attack_combo, AttackKind.AOE_INDIRECT)
    caught = builder.caught_list
    assert caught.count() == len(ORCS.models) - 1 + MAX_TARGETS - 1
    for i in range(caught.count()):
        caught.item(i).setCheckState(Qt.CheckState.Checked)
    assert builder.scenario() is None
    ticked = caught.count()
    message = (
        f"{ticked + 1} models are caught (the target and {ticked} ticked); one "
        f"{AttackKind.AOE_INDIRECT.label} catches at most {MAX_TARGETS}: untick "
        f"{ticked + 1 - MAX_TARGETS}"
    )
    assert builder.refusal() == message
    assert message in _refusal(builder)
    under_list = builder.caught_limit_label
    assert under_list.isVisibleTo(builder)
    assert under_list.textFormat() is Qt.TextFormat.PlainText
    assert under_list.text() == (
        f"Untick {ticked + 1 - MAX_TARGETS}: one attack catches at most {MAX_TARGETS} models, "
        f"the target and {MAX_TARGETS - 1} more"
    )

    for i in range(ticked + 1 - MAX_TARGETS):
        caught.item(i).setCheckState(Qt.CheckState.Unchecked)
    scenario = builder.scenario()
    assert scenario is not None
    assert len(scenario.targets) == MAX_TARGETS
    assert _refusal(builder) == ""
    assert not under_list.isVisibleTo(builder)
