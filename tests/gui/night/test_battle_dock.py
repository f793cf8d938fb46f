"""The battle dock's other parts, for each game: a fight refused with the ruling's words, a state
set by hand as an undoable named step, the log saved as text and Markdown, the Combat menu."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QDialog, QSpinBox
from pytestqt.qtbot import QtBot

from gangfight_gui.gui.night.state_dialog import StateDialog
from gangfight_gui.gui.shell.main_window import MainWindow
from gangfight_gui.roster.files import load_roster
from gangfight_gui.roster.night.battle import (
    Battle,
    EntryRef,
    side_of,
    start_battle,
    state_fields,
    value_text,
)
from gangfight_gui.roster.night.battle_file import save_battle
from gangfight_gui.roster.night.battle_log import log_markdown, log_text
from gangfight_gui.rules.game import find_game
from gangfight_gui.rules.kinds import CHOICE, OPTIONAL_WHOLE, WHOLE, YES_NO
from tests.gui.night.helpers import PAIRS, ROSTERS, look_at_battle, settle


def begin(window: MainWindow, game: str) -> Battle:
    first, second = window.open_paths([ROSTERS / name for name in PAIRS[game]])
    battle = start_battle(side_of(first.roster), side_of(second.roster))
    assert window.battle.begin(battle)
    return battle


def out_of_the_fight(battle: Battle, ref: EntryRef) -> dict[str, Any]:
    """State values that leave ``ref`` unable to be attacked, found from the game's state
    fields alone (a status among its choices, or a count at its bound)."""
    for spec in state_fields(battle.rules):
        tries: list[object] = list(spec.choices) if spec.kind is CHOICE else []
        if spec.kind in (WHOLE, OPTIONAL_WHOLE):
            tries += [v for v in (spec.minimum, 0, spec.maximum) if v is not None]
        for value in tries:
            try:
                changed = battle.edit_state(ref, {spec.key: value}).after
            except ValueError:
                continue
            if changed.entry_state(ref).target_refusal:
                return {spec.key: value}
    raise AssertionError(f"no state takes {battle.name_of(ref)} out of the fight")


@pytest.mark.parametrize("game", list(PAIRS))
def test_an_entry_out_of_the_fight_is_shown_so_and_refused_in_the_rulings_words(
    laptop_window: MainWindow, game: str
) -> None:
    battle = begin(laptop_window, game)
    dock = laptop_window.battle
    target = EntryRef(1, 0)
    values = out_of_the_fight(battle, target)
    assert dock.edit_state(target, values, "taken out by a fall")
    name = battle.name_of(target)
    assert laptop_window.edit_actions.undo_action.text().startswith(f"Undo Edit {name}: ")
    settle(laptop_window)
    now = dock.battle
    assert now is not None
    refusal = now.entry_state(target).target_refusal
    row = dock.view.tables[1].item(0, 0)
    assert row is not None and refusal in row.toolTip()  # greyed, the ruling in its tooltip
    builder = laptop_window.combat.page(game).builder
    before = builder.fight()
    dock.view.pick(EntryRef(0, 0), target)
    dock.view.fight_button.click()
    assert dock.view.message.text() == f"Refused: {name} cannot be attacked: {refusal}"
    assert builder.fight() == before  # the builder is left as it was
    assert now.log[-1].note == "taken out by a fall"
    laptop_window.edit_actions.undo_action.trigger()  # and the edit is undone
    assert dock.battle is not None and not dock.battle.entry_state(target).target_refusal


@pytest.mark.parametrize("game", list(PAIRS))
def test_the_state_dialog_sets_every_state_field_of_the_game(
    laptop_window: MainWindow, game: str
) -> None:
    battle = begin(laptop_window, game)
    ref = EntryRef(0, 0)
    values = out_of_the_fight(battle, ref)
    dialog = StateDialog(battle, ref, laptop_window)
    try:
        assert dict(dialog.values()) == dict(battle.state(ref))  # shown as it stands
        for key, value in values.items():
            dialog.set_value(key, value)
        dialog.note.setText("rallied")
        wanted = {**battle.state(ref), **values}
        assert dict(dialog.values()) == wanted
    finally:
        dialog.deleteLater()

    def accepted(self: StateDialog) -> int:
        for key, value in values.items():
            self.set_value(key, value)
        return QDialog.DialogCode.Accepted.value

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(StateDialog, "exec", accepted)
        assert laptop_window.battle.edit_dialog(ref)
    now = laptop_window.battle.battle
    assert now is not None and dict(now.state(ref)) == wanted


@pytest.mark.parametrize("game", list(PAIRS))
def test_the_log_is_saved_as_text_or_markdown_and_apply_is_in_the_combat_menu(
    laptop_window: MainWindow, game: str, tmp_path: Path
) -> None:
    begin(laptop_window, game)
    dock = laptop_window.battle
    assert dock.next_round()
    battle = dock.battle
    assert battle is not None
    markdown = dock.save_log(tmp_path / "diary.md", markdown=False)  # the suffix decides
    text = dock.save_log(tmp_path / "diary.txt", markdown=True)
    assert markdown is not None and markdown.read_text("utf-8") == log_markdown(battle)
    assert text is not None and text.read_text("utf-8") == log_text(battle)
    laptop_window.combat_menu.aboutToShow.emit()
    assert dock.apply_action in laptop_window.combat_menu.actions()
    assert not dock.apply_action.isEnabled()  # no roll of the battle's yet


def test_a_warstrike_unit_with_every_model_reads_all_in_its_state(
    laptop_window: MainWindow,
) -> None:
    """W17: a unit whose models left are not set has them all; the state dialog and the words
    of the battle (its log, the builder's state) say "all", as the roster and builder do."""
    battle = begin(laptop_window, "warstrike")
    ref = EntryRef(0, 1)  # the Watch sergeant: untouched by the attacks
    spec = next(s for s in state_fields(battle.rules) if s.key == "models")
    assert battle.state(ref).get("models") is None
    assert value_text(spec, None) == "all"
    dialog = StateDialog(battle, ref, laptop_window)
    try:
        spin = dialog.findChild(QSpinBox, "state_models")
        assert spin is not None and spin.text() == "all"
    finally:
        dialog.deleteLater()


def test_a_change_to_the_battle_plans_only_its_games_fight(
    laptop_window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With rosters of two games open, a Necromunda battle's change works out Necromunda's
    fight again, not Gangfight's, whose rosters are as they were."""
    from gangfight_gui.gui.combat.builder.builder import CombatBuilder

    window = laptop_window
    window.open_paths([ROSTERS / name for name in PAIRS["gangfight"]])
    battle = begin(window, "necromunda")
    settle(window)
    planned: list[str] = []
    plan = CombatBuilder._plan
    monkeypatch.setattr(
        CombatBuilder, "_plan", lambda self: planned.append(self.game.key) or plan(self)
    )
    target = EntryRef(1, 0)
    assert window.battle.edit_state(target, out_of_the_fight(battle, target), "a fall")
    settle(window)
    assert planned and set(planned) == {"necromunda"}


@pytest.mark.parametrize("game", list(PAIRS))
def test_a_roll_is_worked_out_while_it_is_read_and_applied_as_worked_out(
    laptop_window: MainWindow, game: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """After a roll, while the player reads it, the battle it would make and the
    builder's next fight are worked out; Apply Roll then asks the rules for no new choice or
    limit, and the battle is exactly the one the rules make of that roll."""
    from gangfight_gui.roster.night.battle_file import battle_to_data

    window = laptop_window
    battle = begin(window, game)
    dock = window.battle
    attacker, target = EntryRef(0, 0), EntryRef(1, 0)
    assert dock.fight(attacker, (target,))
    settle(window)
    results = window.combat.page(game).results
    roll = results.roll(seed=7)
    fight = results.fight
    assert fight is not None and roll is not None
    settle(window)  # the player reads the roll
    builder = window.combat.page(game).builder
    asked: list[str] = []
    for name in ("offers", "choices", "field_limits", "choice_variants"):
        method = getattr(builder.game, name)

        def spy(*args: Any, _name: str = name, _method: Any = method) -> Any:
            asked.append(_name)
            return _method(*args)

        monkeypatch.setattr(builder.game, name, spy)
    reading = results.reading
    odds = reading.headline if reading is not None else ()
    expected = battle.apply_roll(attacker, (target,), fight.scenario, roll, odds or None)
    assert dock.apply_action.isEnabled()
    dock.apply_action.trigger()
    assert asked == []  # the next fight was worked out ahead
    now = dock.battle
    assert now is not None and battle_to_data(now) == battle_to_data(expected.after)
    settle(window)
    assert builder.fight() is not None or builder.refusal()


def test_an_entry_out_of_the_fight_reads_fainter_under_a_dark_palette(
    laptop_window: MainWindow,
) -> None:
    """Under a dark desktop whose disabled text is its normal text, an entry out of action
    still reads fainter than one in play (its row in the text halfway to the base)."""
    from PySide6.QtGui import QPalette

    from tests.gui.combat.results.test_painted import dark_palette

    window = laptop_window
    window.setPalette(dark_palette())
    battle = begin(window, "necromunda")
    target = EntryRef(1, 0)
    assert window.battle.edit_state(target, out_of_the_fight(battle, target), "a fall")
    window.battle.dock.raise_()
    settle(window)
    settle(window)
    table = window.battle.view.tables[1]
    out, ready = table.item(0, 0), table.item(1, 0)
    assert out is not None and ready is not None
    text = table.palette().color(QPalette.ColorRole.Text)
    assert ready.foreground().color().lightness() in (0, text.lightness())  # the default
    assert text.lightness() - out.foreground().color().lightness() >= 40


def moved(battle: Battle, ref: EntryRef) -> list[dict[str, Any]]:
    """Each state field of the game changed alone from how ``ref`` stands, to a value the field
    takes that leaves it in the fight (a wound lost, a marker, a status)."""
    found = []
    for spec in state_fields(battle.rules):
        now = battle.state(ref)[spec.key]
        tries: list[object] = list(spec.choices) if spec.kind is CHOICE else []
        if spec.kind is YES_NO:
            tries = [not now]
        if spec.kind in (WHOLE, OPTIONAL_WHOLE):
            start = battle.entry(ref).get(spec.blank_is, 0) if now is None else now
            tries = [start - 1, start + 1]
        for value in tries:
            if value == now:
                continue
            try:
                changed = battle.edit_state(ref, {spec.key: value}).after
            except ValueError:
                continue
            if not changed.entry_state(ref).target_refusal:
                found.append({spec.key: value})
                break
    return found


@pytest.mark.parametrize("game", list(PAIRS))
def test_an_entry_whose_state_moved_never_reads_ready(
    qtbot: QtBot, laptop_window: MainWindow, game: str
) -> None:
    # R25, N17, W17: a wound lost, a flesh wound, a marker… each is told in the State column
    # (Necromunda's wounds lost read "ready": its W holds the wounds left).
    battle = begin(laptop_window, game)
    dock = laptop_window.battle
    ref = max(battle.refs(1), key=lambda r: sum(b.count for b in battle.boxes(r)))
    changes = moved(battle, ref)
    assert len(changes) >= 2, changes
    look_at_battle(laptop_window)
    table = dock.view.tables[1]

    def state_cell() -> str:
        item = table.item(ref.index, table.columnCount() - 1)
        return item.text() if item is not None else ""

    for values in changes:
        assert dock.edit_state(ref, values, "by hand")
        now = dock.battle
        assert now is not None
        words = now.entry_state(ref).summary
        assert words, f"{values}: no words for the state"
        qtbot.waitUntil(lambda words=words: state_cell() == words)
        laptop_window.edit_actions.undo_action.trigger()
        qtbot.waitUntil(lambda: state_cell() == "ready")


@pytest.mark.parametrize("game", list(PAIRS))
def test_a_reopened_battle_brings_its_games_builder_and_results(
    qtbot: QtBot, laptop_window: MainWindow, game: str, tmp_path: Path
) -> None:
    # A battle opened in a window with no roster (the combat docks on the first game's page)
    # brings its own game's builder and results, their docks titled with its game.
    first, second = (load_roster(ROSTERS / name).roster for name in PAIRS[game])
    path = tmp_path / "night.json"
    save_battle(start_battle(side_of(first), side_of(second)), path)
    combat = laptop_window.combat
    qtbot.waitUntil(lambda: bool(combat.pages))  # the first game's page, as at start-up
    assert laptop_window.battle.open_path(path) is not None
    title = find_game(game).title
    assert combat.current_game() == game
    assert combat.builder_dock.windowTitle() == f"Combat builder: {title}"
    assert combat.results_dock.windowTitle() == f"Results: {title}"


@pytest.mark.parametrize("size", [(1366, 768), (1280, 720)], ids=["1366x768", "1280x720"])
@pytest.mark.parametrize("game", list(PAIRS))
def test_a_battle_begun_on_a_laptop_keeps_the_window_on_its_screen(
    laptop_window: MainWindow, game: str, size: tuple[int, int]
) -> None:
    """The battle goes in front as a tab of the builder's place; the window is as wide as the
    laptop's screen before and after (it grew to 1395–1470 px)."""
    laptop_window.resize(*size)
    first, second = laptop_window.open_paths([ROSTERS / name for name in PAIRS[game]])
    settle(laptop_window)  # the builder filled, as a player sees it before File › New Battle
    assert laptop_window.size().toTuple() == size
    assert laptop_window.battle.begin(start_battle(side_of(first.roster), side_of(second.roster)))
    settle(laptop_window)
    assert laptop_window.size().toTuple() == size
    dock = laptop_window.battle.dock
    assert dock in laptop_window.tabifiedDockWidgets(laptop_window.combat.builder_dock)
    assert not dock.visibleRegion().isEmpty()  # in front
