"""A dice drop belongs to the fight it was set for: another attacker, target or attack starts
from auto, while a circumstance changed in the same fight keeps it (R4, R5)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot

from gangfight_gui.gui.combat.builder.builder import CombatBuilder
from gangfight_gui.gui.combat.builder.field_widgets import AUTO, IntField
from gangfight_gui.rules.game import find_game
from gangfight_gui.rules.gangfight import AttackKind
from tests.gui.combat.builder.helpers import choose, choose_item, edit, value
from tests.gui.combat.builder_rosters import HUMANS, ORCS, THEIRS, YOURS

GAME = find_game("gangfight")


@pytest.fixture
def builder(qtbot: QtBot) -> Iterator[CombatBuilder]:
    widget = CombatBuilder(GAME)
    qtbot.addWidget(widget)
    widget.set_rosters([(YOURS, ORCS), (THEIRS, HUMANS)])
    widget.show()
    yield widget


def drop_one(builder: CombatBuilder) -> None:
    """Drop 1 of the attack's dice, as a player does in the Dice drops box."""
    spin = builder.field_controls["attack_drop"]
    assert isinstance(spin, IntField)
    spin.setValue(1)
    assert value(builder, "attack_drop") == 1


def test_a_drop_goes_back_to_auto_for_another_attacker(builder: CombatBuilder) -> None:
    """The issue's evening: drop 1 for the Duelist, then the Marksman shoots: no drop carried."""
    choose(builder.attacker_picker, THEIRS, "Duelist")
    choose(builder.target_picker, YOURS, "Orc Brave")
    drop_one(builder)
    choose(builder.attacker_picker, THEIRS, "Marksman")
    choose_item(builder.attack_combo, AttackKind.RANGED.label)
    assert value(builder, "attack_drop") == AUTO
    assert builder.field_controls["attack_drop"].text() == AUTO  # as the box reads
    choose(builder.attacker_picker, THEIRS, "Duelist")  # back: the drop was that fight's
    assert value(builder, "attack_drop") == AUTO


def test_a_drop_goes_back_to_auto_for_another_target_attack_or_a_swap(
    builder: CombatBuilder,
) -> None:
    choose(builder.attacker_picker, YOURS, "Warboss")
    choose(builder.target_picker, THEIRS, "Veteran")
    drop_one(builder)
    choose(builder.target_picker, THEIRS, "Duelist")
    assert value(builder, "attack_drop") == AUTO
    drop_one(builder)
    builder.swap()
    assert value(builder, "attack_drop") == AUTO
    builder.swap()
    drop_one(builder)
    choose_item(builder.attack_combo, AttackKind.POWER.label)
    assert value(builder, "attack_drop") == AUTO


def test_a_drop_stays_while_the_same_fight_changes_its_circumstances(
    builder: CombatBuilder,
) -> None:
    choose(builder.attacker_picker, YOURS, "Warboss")
    choose(builder.target_picker, THEIRS, "Veteran")
    drop_one(builder)
    edit(builder, "distance", 0.5)
    assert value(builder, "distance") == 0.5
    assert value(builder, "attack_drop") == 1
    builder.set_rosters([(YOURS, ORCS), (THEIRS, HUMANS)])  # the rosters given again
    assert value(builder, "attack_drop") == 1


def test_a_restored_fight_keeps_its_drop(builder: CombatBuilder, qtbot: QtBot) -> None:
    choose(builder.attacker_picker, YOURS, "Warboss")
    choose(builder.target_picker, THEIRS, "Veteran")
    drop_one(builder)
    state = builder.fight_state()
    again = CombatBuilder(GAME)
    qtbot.addWidget(again)
    again.set_fight_state(state)  # the last run's fight, its rosters not open yet
    again.set_rosters([(YOURS, ORCS), (THEIRS, HUMANS)])
    assert value(again, "attack_drop") == 1
