"""Tonight's crew in the window, for each game: marks, exact odds before the draw, ticks by hand,
the crew's cost, its cards alone, its sheet and its file."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from gangfight_gui.gui.night.crew_panel import CHANCE, IN, CrewPanel
from gangfight_gui.gui.shell.main_window import MainWindow
from gangfight_gui.roster.files import AnyRoster
from gangfight_gui.roster.night.count import CrewCount
from gangfight_gui.roster.night.crew import load_crew
from gangfight_gui.roster.night.draw import DrawPlan, draw, draw_odds, entry_costs
from gangfight_gui.roster.night.entries import entries_of
from gangfight_gui.rules.engine.wording import chance_text
from tests.gui.night.helpers import PAIRS, ROSTERS


@pytest.mark.parametrize("game", list(PAIRS))
def test_marks_odds_ticks_cost_cards_sheet_and_file(
    laptop_window: MainWindow, game: str, tmp_path: Path
) -> None:
    mine, theirs = laptop_window.open_paths([ROSTERS / name for name in PAIRS[game]])
    printed: list[AnyRoster] = []
    panel = CrewPanel(
        mine.roster, mine.path, laptop_window, print_cards=printed.append,
        others=[("Theirs", theirs.roster)],
    )  # fmt: skip
    try:
        entries = entries_of(mine.roster)
        costs = entry_costs(mine.game, entries)
        panel.count_edit.setText("D3")
        panel.marks[0].setCurrentIndex(1)  # always in
        panel.marks[1].setCurrentIndex(2)  # never in
        panel.limit_spin.setValue(sum(costs) // 2)
        plan = DrawPlan(CrewCount.parse("D3"), len(entries), frozenset({0}), frozenset({1}))
        odds = draw_odds(plan, costs)
        shown = [panel.table.item(row, CHANCE).text() for row in range(len(entries))]
        assert shown == [chance_text(p) for p in odds.chances]
        assert shown[0] == chance_text(Fraction(1)) and shown[1] == chance_text(Fraction(0))
        over = odds.p_over(sum(costs) // 2)
        assert over is not None and chance_text(over) in panel.odds_label.text()
        assert panel.cost_law.toPlainText().count("\n") + 1 == len(odds.cost_law or ())

        panel.seed_spin.setValue(99)
        panel.draw_button.click()
        assert panel.ticked() == draw(plan, 99).picked and 0 in panel.ticked()
        assert 1 not in panel.ticked()
        drawn = panel.crew()
        assert drawn.draw is not None and drawn.draw.seed == 99 and drawn.draw.roll is not None

        # Ticked by hand: the crew is the ticks, its cost shown, its draw gone.
        item = panel.table.item(1, IN)
        item.setCheckState(Qt.CheckState.Checked)
        picked = panel.crew()
        assert picked.draw is None and 1 in picked.picked
        assert f"{picked.cost} {mine.game.cost_key}" in panel.crew_label.text()
        assert picked.cost == sum(costs[i] for i in panel.ticked())

        panel.print_button.click()  # the crew's cards alone
        [roster] = printed
        assert [e["name"] for e in entries_of(roster)] == [
            entries[i]["name"] for i in panel.ticked()
        ]
        sheet = tmp_path / "sheet.pdf"
        assert panel.write_sheet(sheet, theirs.roster)
        assert sheet.read_bytes().startswith(b"%PDF")
        assert panel.save(tmp_path / "crew.json")
        assert load_crew(tmp_path / "crew.json").picked == picked.picked
    finally:
        panel.deleteLater()


def test_the_crew_sheets_choice_of_roster_says_what_it_is(laptop_window: MainWindow) -> None:
    """A drop-down of roster names beside Crew Sheet…, with no label: its tooltip says it."""
    mine, theirs = laptop_window.open_paths([ROSTERS / name for name in PAIRS["gangfight"]])
    panel = CrewPanel(mine.roster, mine.path, laptop_window, others=[("Theirs", theirs.roster)])
    try:
        assert panel.sheet_combo.currentText() == "Theirs"
        assert panel.sheet_combo.toolTip() == "The roster the crew sheet sets the crew against"
    finally:
        panel.deleteLater()


def test_a_count_not_in_the_notation_says_how_to_write_one(laptop_window: MainWindow) -> None:
    [mine] = laptop_window.open_paths([ROSTERS / PAIRS["gangfight"][0]])
    panel = CrewPanel(mine.roster, mine.path, laptop_window)
    try:
        panel.count_edit.setText("3+D4")
        assert "a count adds a D3 or a D6" in panel.odds_label.text()
        assert not panel.draw_button.isEnabled()
    finally:
        panel.deleteLater()


def test_the_file_menu_picks_a_crew_and_begins_a_battle_with_it(
    laptop_window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    from gangfight_gui.gui.night.new_battle import NewBattleDialog

    mine, theirs = laptop_window.open_paths([ROSTERS / name for name in PAIRS["necromunda"]])
    laptop_window.tabs.show_document(mine)

    def drawn(panel: CrewPanel) -> int:
        panel.count_edit.setText("2")
        panel.seed_spin.setValue(5)
        panel.draw_button.click()
        return 1

    def begun(dialog: NewBattleDialog) -> int:
        dialog.combos[1].setCurrentIndex(dialog.combos[1].count() - 1)  # the other roster
        dialog.name_edit.setText("Friday")
        dialog._on_accepted()
        return 1 if dialog.battle() is not None else 0

    monkeypatch.setattr(CrewPanel, "exec", drawn)
    monkeypatch.setattr(NewBattleDialog, "exec", begun)
    assert laptop_window.battle.crew_action in laptop_window.file_menu.actions()
    laptop_window.battle.crew_action.trigger()
    laptop_window.battle.new_action.trigger()  # the crew is offered first
    battle = laptop_window.battle.battle
    assert battle is not None and battle.name == "Friday"
    assert battle.sides[0].source.kind == "crew" and len(battle.sides[0].entries) == 2
    assert battle.sides[1].name == theirs.roster.name
    assert laptop_window.battle.dock.isVisible()
