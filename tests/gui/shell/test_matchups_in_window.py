"""Matchups in the main window: the matrix sees the open rosters, a cell opens the builder, and
cards print with odds against a chosen enemy."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from gangfight_gui.rules.engine.distribution import mean
from gangfight_gui.rules.gangfight import calculate
from tests.cards.pdftext import read_pdf
from tests.gui.roster_helpers import close_quietly, make_window

ROSTERS = Path(__file__).resolve().parents[3] / "rosters"


def test_a_cell_opens_its_matchup_in_the_combat_builder(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    try:
        window.open_paths([ROSTERS / "orc_braves.json", ROSTERS / "human_veterans.json"])
        view = window.matchups.view
        window.matchups.dock.toggleViewAction().trigger()
        assert window.matchups.dock.isVisible()
        with qtbot.waitSignal(view.matrix_computed, timeout=10_000):
            view.compute()
        result = view.result
        assert result is not None
        assert result.attackers_roster == "Orc Braves"
        cell = result.cell(2, 3)
        best = cell.best
        assert best is not None
        view.table.activated.emit(view.model.index(2, 3))
        window.combat.recompute_now()
        scenario = window.combat.builder.scenario()
        assert scenario is not None
        assert scenario.attacker == best.scenario.attacker
        assert scenario.target == best.scenario.target
        assert scenario.weapons == best.scenario.weapons
        expected = mean(calculate(scenario).target.final_wounds)
        assert expected == best.expected_final_wounds
        shown = dict(window.combat.results.tiles.figures())["Wounds taken"]
        assert shown == f"{best.expected_final_wounds:.2f}"
    finally:
        close_quietly(window)


def test_matchups_dock_is_in_the_view_menu_and_hidden_at_first(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    try:
        assert not window.matchups.dock.isVisible()
        texts = [a.text() for a in window.view_menu.actions()]
        assert "&Matchups" in texts
        assert window.matchups.dock.toggleViewAction().shortcut().toString() == "Ctrl+M"
    finally:
        close_quietly(window)


def test_rosters_opened_one_at_a_time_face_each_other(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    try:
        window.open_paths([ROSTERS / "orc_braves.json"])
        window.open_paths([ROSTERS / "human_veterans.json"])
        controls = window.matchups.view.controls
        assert controls.attackers_combo.currentText() == "Orc Braves"
        assert controls.targets_combo.currentText() == "Human Veterans"
    finally:
        close_quietly(window)


def test_cards_exported_with_odds_against_a_chosen_enemy(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = make_window(qtbot)
    try:
        window.open_paths([ROSTERS / "human_veterans.json", ROSTERS / "orc_braves.json"])
        actions = window.file_actions
        actions.odds_menu.aboutToShow.emit()
        entries = {a.text(): a for a in actions.odds_menu.actions() if a.isCheckable()}
        assert "&None" in entries and "Orc Brave" not in entries  # the front roster's own
        entries["Human Veteran"].trigger()
        reference = actions.odds_reference()
        assert reference is not None and reference.target.name == "Human Veteran"

        out = tmp_path / "orcs.pdf"
        monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(out), ""))
        actions.export_pdf_action.trigger()
        text = read_pdf(out).all_text
        assert "vs Human Veteran: wounds / chance incapacitated" in text
        assert "Orc Brave" in text

        actions.odds_menu.aboutToShow.emit()
        next(a for a in actions.odds_menu.actions() if a.text() == "&None").trigger()
        assert actions.odds_reference() is None
    finally:
        close_quietly(window)
