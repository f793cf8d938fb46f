"""N8 in the window: a Necromunda fighter with two melee weapons and an odd number of Attack dice
gets one row per way to give the odd die in the Choices tab, and picking a row sets it up."""

from __future__ import annotations

import pytest

from gangfight_gui.gui.shell.main_window import MainWindow
from gangfight_gui.rules.game import find_game
from tests.conftest import ROSTERS
from tests.gui.combat.builder.helpers import choose, choose_item, fight

GAME = find_game("necromunda")


@pytest.fixture
def window(window: MainWindow) -> MainWindow:
    """The window with two Necromunda gangs open."""
    window.open_paths(
        [
            ROSTERS / "necromunda_ashveil_sisters.json",
            ROSTERS / "necromunda_slagworks_rivet_crew.json",
        ]
    )
    return window


def test_the_odd_die_is_offered_both_ways_and_a_row_sets_it_up(window: MainWindow) -> None:
    pages = window.combat.page("necromunda")
    builder, results = pages.builder, pages.results
    results.show_tab("choices")
    choices = results.choices_view
    choose(builder.attacker_picker, "Ashveil Sisters", "Bladedancer Sorrel")
    choose(builder.target_picker, "Slagworks Rivet Crew", "Forge-boss Kattar")
    # A 2, two sabres: 2 + 1 = 3 dice (N6), split 2 and 1 either way (N7, N8).
    choose_item(builder.weapons_combo, "Twin sabre + Twin sabre 2")
    menu = [builder.weapons_combo.itemText(i) for i in range(builder.weapons_combo.count())]
    assert [text.strip() for text in menu] == [
        "Twin sabre",
        "Twin sabre 2",
        "Twin sabre + Twin sabre 2",
        "Twin sabre (2 dice) + Twin sabre 2 (1 die)",
        "Twin sabre (1 die) + Twin sabre 2 (2 dice)",
        "Unarmed",
    ]
    labels = [a.label for a in fight(builder).alternatives]
    assert labels == [
        "Twin sabre",
        "Twin sabre 2",
        "Twin sabre (2 dice) + Twin sabre 2 (1 die)",
        "Twin sabre (1 die) + Twin sabre 2 (2 dice)",
        "Unarmed",
    ]
    assert fight(builder).current == -1  # "auto" is this program's pick, not a row
    window.combat.recompute_now()
    choices.catch_up()
    assert choices.choices.rowCount() == len(labels)
    shown = [row[0] for row in choices.choices.cell_texts()]
    assert any(text.endswith("Twin sabre (1 die) + Twin sabre 2 (2 dice)") for text in shown)

    row = [r.index for r in choices.ranked].index(3)
    choices.choices.cellClicked.emit(row, 0)
    assert builder.weapons_combo.currentText().strip() == labels[3]
    odd = builder.field_controls["extra_die"]
    assert odd.value() == "1"  # type: ignore[union-attr]
    # N8's menu, its values by the weapons' names; a menu states no range of numbers
    assert odd.values() == ["auto", "0", "1"]  # type: ignore[union-attr]
    assert odd.currentText() == "Twin sabre 2"  # type: ignore[union-attr]
    assert "From 0 to 1" not in odd.toolTip()
    scenario = fight(builder).scenario
    assert scenario == fight(builder).alternatives[3].scenario
    assert fight(builder).current == 3
    outcome = GAME.calculate(GAME.read_scenario(scenario))
    assert outcome.action.action.attack_dice == {"Twin sabre": 1, "Twin sabre 2": 2}
    window.combat.recompute_now()
    choices.catch_up()
    now = choices.choices.cell_texts()[[r.index for r in choices.ranked].index(3)][0]
    assert now.endswith("(2 dice) (now)")
    headline = dict(results.tiles.figures())
    assert headline[GAME.headline(outcome)[0].label] == GAME.headline(outcome)[0].text
    # Back to the weapons alone: the program's pick of the odd die again.
    choose_item(builder.weapons_combo, "Twin sabre + Twin sabre 2")
    assert fight(builder).current == -1
