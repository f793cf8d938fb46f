"""Rolling in the pane: the same seed gives the CLI's dice, the history replays, copy as text."""

from __future__ import annotations

import dataclasses
import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from gangfight_gui.cli.main import main as cli_main
from gangfight_gui.gui.combat.results.pane import ROLL_TAB, ResultsPane
from gangfight_gui.gui.combat.roll.dice_view import DiceRow, DiceView
from gangfight_gui.gui.combat.roll.endurance import EnduranceBoxes
from gangfight_gui.gui.combat.roll.history import RollRecord
from gangfight_gui.report import roll_text
from gangfight_gui.rules.gangfight import (
    AttackKind,
    ResolvedAttack,
    Scenario,
    TypedDice,
    calculate,
    plan_test,
    roll_many,
)
from gangfight_gui.rules.gangfight.reading import read_scenario
from gangfight_gui.rules.gangfight.resolve import roll_test
from gangfight_gui.rules.gangfight.steps import roll_steps
from tests.conftest import REPO
from tests.rules.gangfight.profiles import KNIGHT, MARKSMAN, OGRE

EXAMPLE = REPO / "examples" / "orc_vs_veteran.json"


def _example() -> Scenario:
    return read_scenario(json.loads(EXAMPLE.read_text()))


@pytest.fixture
def pane(qtbot: QtBot) -> ResultsPane:
    widget = ResultsPane()
    qtbot.addWidget(widget)
    widget.resize(700, 800)
    widget.show()
    widget.show_outcome(calculate(_example()))
    return widget


def _dice(pane: ResultsPane, name: str) -> tuple[int, ...]:
    view = pane.roll_view.findChild(DiceView, name)
    assert view is not None, name
    return view.row.dice


def _cli_roll(seed: int, capsys: pytest.CaptureFixture[str]) -> dict[str, object]:
    assert cli_main(["roll", str(EXAMPLE), "--seed", str(seed), "--json"]) == 0
    rolls = json.loads(capsys.readouterr().out)
    assert isinstance(rolls, list) and len(rolls) == 1
    roll = rolls[0]
    assert isinstance(roll, dict)
    return roll


@pytest.mark.parametrize("seed", [7, 14, 20, 123456789])
def test_seeded_roll_shows_the_dice_of_gangfight_roll(
    pane: ResultsPane, seed: int, capsys: pytest.CaptureFixture[str]
) -> None:
    cli = _cli_roll(seed, capsys)
    resolved = pane.roll(seed)
    assert resolved is not None
    attack = cli["attack_roll"]
    assert isinstance(attack, dict)
    assert list(_dice(pane, "attack_dice")) == attack["dice"]
    armour = cli["armour_roll"]
    if armour is None:
        assert pane.roll_view.findChild(DiceView, "armour_dice_0") is None
    else:
        assert isinstance(armour, dict)
        assert list(_dice(pane, "armour_dice_0")) == armour["dice"]
    boxes = pane.roll_view.findChild(EnduranceBoxes, "endurance_0")
    assert boxes is not None
    assert boxes.wounds == (4, 0, cli["final_wounds"])
    assert str(seed) in pane.seed_label.text()
    assert pane.tabs.currentIndex() == ROLL_TAB


def test_seven_is_the_cli_text_example(pane: ResultsPane) -> None:
    pane.roll(7)
    assert _dice(pane, "attack_dice") == (3, 2, 4)
    assert _dice(pane, "armour_dice_0") == (6, 1, 1)
    armour = pane.roll_view.findChild(DiceView, "armour_dice_0")
    assert armour is not None
    assert armour.row.chained_from == (None, None, 0)  # the crit 1 rolled for the 6
    assert armour.row.set_aside == 2  # R4: 2 dropped
    result = pane.roll_view.findChild(QLabel, "armour_dice_0_result")
    assert result is not None
    assert result.text() == "1 success"
    state = pane.roll_view.findChild(QLabel, "roll_result_0")
    assert state is not None
    assert state.text() == "0, EN 4: 4 left, standing"


def test_the_view_shows_the_cores_steps(pane: ResultsPane) -> None:
    """One model of a roll: every step of ``roll_steps`` (but the attack's name, which is the
    pane's headline) is shown in the core's words, in order, as the copied text has them."""
    resolved = pane.roll(7)
    assert resolved is not None
    steps = roll_steps(resolved)[1:]
    shown = [label.text() for label in pane.roll_view.findChildren(QLabel)]
    results = [text for text in shown if text in {step.result for step in steps}]
    assert results == [step.result for step in steps]
    assert all(step.result in roll_text(resolved) for step in steps)


def test_roll_action_rolls_with_a_new_seed_each_time(qtbot: QtBot, pane: ResultsPane) -> None:
    assert pane.roll_action.shortcut().toString() == "Ctrl+R"
    with qtbot.waitSignal(pane.roll_made) as first:
        pane.roll_action.trigger()
    with qtbot.waitSignal(pane.roll_made) as second:
        QTest.keyClick(pane, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    rolls = [first.args[0], second.args[0]]
    assert all(isinstance(r, ResolvedAttack) for r in rolls)
    seeds = [r.seed for r in rolls]
    assert seeds[0] != seeds[1]
    assert [r.seed for r in pane.history.records()] == seeds[::-1]
    expected = roll_many(_example(), seeds[1], 1)[0]
    assert expected.attack is not None
    assert _dice(pane, "attack_dice") == expected.attack.dice


def test_history_replays_a_roll_from_its_seed(pane: ResultsPane) -> None:
    old = _example()
    pane.roll(14)
    pane.roll(20)
    # Another scenario is shown meanwhile: the old roll replays for the scenario it was made for.
    pane.show_outcome(calculate(dataclasses.replace(old, attack_drop=2)))
    assert pane.roll_view.resolved is None
    records = pane.history.records()
    assert [r.seed for r in records] == [20, 14]
    assert records[1].text.startswith("seed 14 · ")
    pane.history.select(1)
    expected = roll_many(old, 14, 1)[0]
    shown = pane.roll_view.resolved
    assert shown is not None and shown.seed == 14
    assert expected.attack is not None
    assert _dice(pane, "attack_dice") == expected.attack.dice
    assert shown.target.final_wounds == expected.target.final_wounds
    assert "14" in pane.seed_label.text()


def test_replay_equals_the_roll(pane: ResultsPane) -> None:
    made = pane.roll(99)
    assert made is not None
    record = RollRecord.of(made)
    assert record.replay() == made


def test_copy_as_text_puts_the_cli_text_on_the_clipboard(pane: ResultsPane) -> None:
    assert not pane.copy_roll_action.isEnabled()
    pane.roll(7)
    assert pane.copy_roll_action.isEnabled()
    pane.copy_roll_action.trigger()
    text = QGuiApplication.clipboard().text()
    assert text == roll_text(roll_many(_example(), 7, 1)[0])
    assert text.startswith("Roll with seed 7\n  Melee attack: Orc Brave")


def test_trample_roll_shows_each_targets_dice(qtbot: QtBot) -> None:
    pane = ResultsPane()
    qtbot.addWidget(pane)
    marksmen = tuple(dataclasses.replace(MARKSMAN, name=f"Marksman {i}") for i in (1, 2))
    scenario = Scenario(AttackKind.TRAMPLE, KNIGHT, marksmen, ("Sword",))
    pane.show_outcome(calculate(scenario))
    resolved = pane.roll(5)
    assert resolved is not None
    for i in range(2):
        view = pane.roll_view.findChild(DiceView, f"attack_dice_{i}")
        assert view is not None
        assert view.row.dice == resolved.targets[i].attack.dice  # type: ignore[union-attr]
    assert pane.roll_view.findChild(DiceView, "attack_dice") is None


def test_dice_row_of_the_basic_rules_crit_chain(qtbot: QtBot) -> None:
    # Basic Rules: 3, 4, 6 at TN 4, then 6, then 5: four successes (R2).
    rolled = roll_test(plan_test(3, 4), TypedDice([3, 4, 6, 6, 5]))
    view = DiceView()
    qtbot.addWidget(view)
    view.set_roll(rolled)
    row = view.row
    assert row.succeeded == (False, True, True, True, True)
    assert row.chained_from == (None, None, None, 2, 3)
    plain = DiceView()
    qtbot.addWidget(plain)
    plain.set_row(DiceRow(dice=(3, 4, 5), chained_from=(None,) * 3, succeeded=(False,) * 3))
    assert view.sizeHint().width() > plain.sizeHint().width()
    assert not view.grab().isNull()


def test_endurance_boxes_draw_earlier_and_new_wounds(qtbot: QtBot) -> None:
    boxes = EnduranceBoxes()
    qtbot.addWidget(boxes)
    boxes.set_wounds(4, 1, 5)
    assert boxes.wounds == (4, 1, 5)
    assert boxes.sizeHint().width() > 6 * 18
    assert "0 left" in boxes.toolTip()
    assert not boxes.grab().isNull()


KINDS = {
    "power": Scenario(AttackKind.POWER, KNIGHT, (OGRE,), ("Sword",)),
    "slam": Scenario(AttackKind.SLAM, KNIGHT, (OGRE,), ("Sword",)),
    "finesse": Scenario(AttackKind.FINESSE, KNIGHT, (MARKSMAN,), ("Sword",)),
    "falling": Scenario(AttackKind.FALLING, None, (OGRE,), fall_distance=6.0),
    "area": Scenario(
        AttackKind.AOE_DIRECT, MARKSMAN, (OGRE, KNIGHT), ("Crossbow",), range_band="short"
    ),
}


@pytest.mark.parametrize("name", sorted(KINDS))
def test_every_kind_of_roll_shows_its_dice(qtbot: QtBot, name: str) -> None:
    pane = ResultsPane()
    qtbot.addWidget(pane)
    scenario = KINDS[name]
    pane.show_outcome(calculate(scenario))
    for seed in range(12):
        resolved = pane.roll(seed)
        assert resolved == roll_many(scenario, seed, 1)[0]
        shown = {v.objectName(): v.row.dice for v in pane.roll_view.findChildren(DiceView)}
        expected = {}
        if resolved.attack is not None:
            expected["attack_dice"] = resolved.attack.dice
        for i, roll in enumerate(resolved.targets):
            if roll.dodge is not None:
                expected[f"dodge_dice_{i}"] = roll.dodge.dice
            if roll.armour is not None:
                expected[f"armour_dice_{i}"] = roll.armour.dice
        assert shown == expected
        effects = pane.roll_view.findChild(QLabel, "knock_back_0")
        if name in ("power", "slam") and resolved.target.hits:
            assert effects is not None
            assert effects.text() == f'{resolved.target.hits}" and down'
        pane.copy_roll()
        assert QGuiApplication.clipboard().text() == roll_text(resolved)
