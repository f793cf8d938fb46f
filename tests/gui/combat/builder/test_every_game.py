"""The one combat builder, for each of the three games and the example game: built from what the
game declares (``rules/game.py``), never from its name. Each test drives the window as a player
does (pickers, menus, boxes) and checks the fight it makes against the game's own members."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QStandardItemModel
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gangfight_gui.gui.combat.builder.field_widgets import (
    READING_MARK,
    BoolField,
    ChoiceField,
    IntField,
)
from gangfight_gui.gui.combat.builder.making import applies
from gangfight_gui.gui.combat.builder.sides import shown_value
from gangfight_gui.gui.combat.fight import EntryKey
from gangfight_gui.gui.shell.main_window import MainWindow
from gangfight_gui.gui.shell.rules_help import cited_rulings
from gangfight_gui.rules.engine.paths import get_path
from gangfight_gui.rules.game import find_game
from gangfight_gui.rules.kinds import CHOICE, WHOLE, YES_NO
from tests.gui.combat.builder.helpers import (
    change_first_circumstance,
    choose,
    choose_item,
    edit,
    fight,
    open_samples,
    samples,
    set_control,
)
from tests.gui.roster_helpers import close_quietly, make_window


def _score(game: str, scenario: object) -> float:
    rules = find_game(game)
    return float(rules.score(rules.calculate(rules.read_scenario(scenario))))  # type: ignore[arg-type]


def test_the_attacker_comes_from_the_roster_in_front_and_the_target_from_another(
    window: MainWindow, game: str
) -> None:
    builder = open_samples(window, game)
    shown = fight(builder)
    labels = [label for label, _names in builder.setup.catalogue.groups]
    assert shown.attacker is not None and shown.attacker.roster == labels[0]
    assert shown.targets[0] != shown.attacker  # never the attacker itself
    if len(labels) > 1:  # another roster of the game is open: the enemy comes from it
        assert shown.targets[0].roster == labels[1]
        window.tabs.setCurrentIndex(1)  # until the player picks, the attacker follows the front
        assert fight(builder).attacker is not None
        assert fight(builder).attacker.roster == labels[1]  # type: ignore[union-attr]
        assert fight(builder).targets[0].roster == labels[0]


def test_picks_make_the_fight_and_swap_turns_it_around(window: MainWindow, game: str) -> None:
    builder = open_samples(window, game)
    groups = builder.setup.catalogue.groups
    (first, names), (last, others) = groups[0], groups[-1]
    target_name = others[-1] if last != first else names[1]
    attacker = choose(builder.attacker_picker, first, names[0])
    target = choose(builder.target_picker, last, target_name)
    shown = fight(builder)
    assert (shown.attacker, shown.targets) == (attacker, (target,))
    assert builder.attacker_picker.currentText().endswith(names[0])
    # Swap with the button: the sides exchange, each with its own entry.
    builder.swap_button.click()
    shown = fight(builder)
    assert (shown.attacker, shown.targets) == (target, (attacker,))
    # The Combat menu's Swap acts on the fight on screen (Ctrl+Shift+W).
    window.combat.swap_action.trigger()
    assert fight(builder).attacker == attacker


def test_picking_the_target_as_attacker_swaps_rather_than_fight_itself(
    window: MainWindow, game: str
) -> None:
    """Never "Forge-boss Kattar against Forge-boss Kattar"."""
    builder = open_samples(window, game)
    before = fight(builder)
    assert before.attacker is not None
    target = before.targets[0]
    choose(builder.attacker_picker, target.roster, target.name, target.place)
    after = fight(builder)
    assert after.attacker == target
    assert after.targets[0] == before.attacker
    assert after.attacker != after.targets[0]


def test_the_best_choice_is_preselected_until_the_player_picks_one(
    window: MainWindow, game: str
) -> None:
    builder = open_samples(window, game)
    for attacker in builder.setup.catalogue.in_roster(builder.setup.catalogue.labels[0]):
        choose(builder.attacker_picker, attacker.roster, attacker.name, attacker.place)
        setup = builder.setup
        if setup.fight is None:
            continue
        scores = [_score(game, made) for made in setup.fights]
        # No other choice does better than the one preselected (its variants, N8's odd die,
        # left at the game's own pick).
        assert _score(game, setup.fight.scenario) == pytest.approx(max(scores)), attacker
        shown = builder.weapons_combo.currentText().strip()
        assert shown == setup.menu[setup.current].label
    # A choice the player makes stays while the circumstances change.
    setup = builder.setup
    rows = [row for row in setup.menu if row.variant < 0]
    if len(rows) > 1:
        other = next(r for r in rows if r.choice != setup.menu[setup.current].choice)
        choose_item(builder.weapons_combo, other.label)
        assert builder.setup.menu[builder.setup.current].label == other.label
        flag = next(
            (
                r.spec.key
                for r in builder.setup.fields
                if isinstance(builder.field_controls[r.spec.key], BoolField)
            ),
            None,
        )
        if flag is not None:
            edit(builder, flag, not builder.setup.fields[0].value)
            assert builder.setup.menu[builder.setup.current].choice == other.choice


def test_kinds_the_pair_cannot_make_are_greyed_with_the_reason(
    window: MainWindow, game: str
) -> None:
    """A kind refused (by the pair, or by the state the target starts in) stays in the menu,
    greyed, its tooltip the game's reason; and the panel says why there is no fight."""
    builder = open_samples(window, game)
    found = False
    for side in (1, 0):
        for key, control in builder.state_grid.controls[side].items():
            if not control.isVisible():
                continue
            values: list[object] = []
            if isinstance(control, ChoiceField):
                values = control.values()[1:]
            elif isinstance(control, BoolField):
                values = [True]
            elif isinstance(control, IntField) and control.minimum() < 1 <= control.maximum():
                values = [control.minimum() + (1 if control.specialValueText() else 0)]
            for wanted in values:
                set_control(control, wanted)
                refused = [o for o in builder.setup.offers if not o.offered]
                if refused:
                    found = True
                    model = builder.attack_combo.model()
                    assert isinstance(model, QStandardItemModel)
                    for offer in refused:
                        row = builder.attack_combo.findData(offer.kind.key)
                        item = model.item(row)
                        assert not item.isEnabled(), (key, wanted)
                        assert offer.refusal in item.toolTip()
                    if not any(o.offered for o in builder.setup.offers):
                        assert builder.refusal_label.isVisibleTo(builder)
                        assert builder.refusal_label.text() == builder.refusal()
                builder.state_grid.reset.emit(side)
    assert found, "no state of an entry refuses a kind"


def test_circumstances_show_where_their_attacks_and_requires_hold(
    window: MainWindow, game: str
) -> None:
    builder = open_samples(window, game)
    rules = builder.game
    kinds = [o.kind.key for o in builder.setup.offers if o.offered]
    for kind in kinds:
        if builder.attack_combo.isVisibleTo(builder):
            choose_item(
                builder.attack_combo, next(k.label for k in rules.attack_kinds if k.key == kind)
            )
        scenario = fight(builder).scenario
        for spec in rules.scenario_fields:
            shown = applies(spec, kind, lambda key, s=scenario: get_path(s, key))
            control = builder.field_controls[spec.key]
            # A row waiting on another box is shown greyed (no blank gap).
            usable = control.isVisibleTo(builder) and control.isEnabled()
            assert usable == shown, (kind, spec.key)
    # A field that requires another shows once that one holds, and leaves the fight when not.
    for spec in rules.scenario_fields:
        if not spec.requires or spec.attacks:
            continue
        needed, wanted = spec.requires[0]
        if builder.field_controls[needed].isHidden() or not isinstance(wanted, bool):
            continue
        edit(builder, needed, wanted)
        assert builder.field_controls[spec.key].isVisibleTo(builder)
        control = builder.field_controls[spec.key]
        if isinstance(control, BoolField):
            edit(builder, spec.key, not spec.default)
            assert get_path(fight(builder).scenario, spec.key) == (not spec.default)
            edit(builder, needed, not wanted)
            assert not control.isEnabled()  # greyed in its place, no gap
            assert get_path(fight(builder).scenario, spec.key) in (spec.default, None)


def test_a_box_that_shows_other_rows_never_moves_the_rest_of_the_panel(
    window: MainWindow, game: str
) -> None:
    """Ticking *Charging* (Necromunda's *Out of sight*) or *Reaction attacks* (its reaction's
    rows) shows rows in a place kept for them: nothing else on the panel moves."""
    builder = open_samples(window, game)
    rules = builder.game
    togglers = {
        key
        for spec in rules.scenario_fields
        for key, wanted in spec.requires
        if isinstance(wanted, bool) and key in builder.field_controls
    }

    def places() -> dict[str, object]:
        QApplication.processEvents()
        return {
            key: control.mapTo(builder, control.rect().topLeft())
            for key, control in builder.field_controls.items()
            if control.isVisible()
        }

    toggled = 0
    for key in sorted(togglers):
        if not builder.field_controls[key].isVisible():
            continue
        for _ in range(2):  # on, then back off
            before = places()
            edit(builder, key, not builder.field_controls[key].isChecked())
            after = places()
            both = before.keys() & after.keys()
            assert {k: after[k] for k in both} == {k: before[k] for k in both}, key
            toggled += 1
    if game == "necromunda":
        assert toggled >= 4  # charging and the reaction, both ways


def test_limits_bound_each_field_and_their_hint_stands_beside_it(
    window: MainWindow, game: str
) -> None:
    builder = open_samples(window, game)
    limits = builder.game.field_limits(fight(builder).scenario)
    checked = 0
    for row in builder.setup.fields:
        key = row.spec.key
        control = builder.field_controls[key]
        hint = builder.field_hints[key]
        bound = limits.get(key)
        if bound is None:
            continue
        checked += 1
        assert hint.text() == bound.hint
        # Beside it, or in the tooltip of the target's state it shows as.
        assert hint.isVisibleTo(builder) or key in builder.state_grid_fields
        if bound.hint:
            assert bound.hint in control.toolTip()
        if isinstance(control, IntField) and bound.maximum is not None:
            assert control.maximum() == bound.maximum
        if isinstance(control, ChoiceField) and bound.choices is not None:
            assert control.values() == list(bound.choices)
    state_limits = [
        row for row in (*builder.setup.target.states,) if row.limits.maximum is not None
    ]
    for row in state_limits:
        control = builder.state_grid.controls[1][row.spec.key]
        assert isinstance(control, IntField)
        assert control.maximum() == row.limits.maximum
        assert row.limits.hint in control.toolTip()
    assert checked or state_limits, "the game bounds nothing of this fight"


def test_readings_are_starred_with_their_ruling_in_the_tooltip_and_f1(
    window: MainWindow, game: str, qtbot: QtBot
) -> None:
    builder = open_samples(window, game)
    for row in builder.setup.fields:
        spec, control = row.spec, builder.field_controls[row.spec.key]
        label = builder.field_labels.get(spec.key)
        if spec.key not in builder.state_grid_fields:  # else under its state's heading
            text = control.text() if isinstance(control, BoolField) else label.text()  # type: ignore[union-attr]
            assert text.endswith(READING_MARK) == spec.reading
        if spec.reading:
            assert "this program's reading" in control.toolTip()
        if spec.ruling:
            first = spec.ruling.split(",")[0].strip()
            assert first in cited_rulings(game, control)
    shown = [row.spec for row in builder.setup.fields]
    readings = any(
        s.reading for s in (*shown, *builder.state_grid.specs, *builder.adhoc_grid.specs)
    )
    assert builder.reading_note.isVisibleTo(builder) == readings
    assert readings == (game != "pitfight")  # the example game's rulings fill no gap


def test_ad_hoc_numbers_change_this_fight_only_and_reset(window: MainWindow, game: str) -> None:
    builder = open_samples(window, game)
    roster_before = [d.roster for d in window.documents()]
    builder.adhoc_button.click()
    grid = builder.adhoc_grid
    assert grid.isVisibleTo(builder)
    spec = next(s for s in grid.specs if s.kind is WHOLE)
    control = grid.controls[0][spec.key]
    assert isinstance(control, IntField)
    roster_value = control.value()
    wanted = roster_value + 1 if roster_value < control.maximum() else roster_value - 1
    control.setValue(wanted)
    shown = fight(builder)
    assert builder.setup.attacker.fighting is not None
    assert builder.setup.attacker.fighting[spec.key] == wanted
    assert control.font().bold()
    assert any(f"{spec.label} {wanted} (roster {roster_value})" in line for line in shown.adhoc)
    assert [d.roster for d in window.documents()] == roster_before  # the rosters stay as they are
    grid.reset_buttons[0].click()
    assert builder.setup.attacker.fighting[spec.key] == roster_value
    assert fight(builder).adhoc == ()


def test_the_state_a_fight_starts_from_is_shown_and_set_for_this_fight(
    window: MainWindow, game: str
) -> None:
    builder = open_samples(window, game)
    sides = [
        (side, row)
        for side, rows in ((0, builder.setup.attacker.states), (1, builder.setup.target.states))
        for row in rows
        if row.shown
    ]
    assert sides, "the game declares no state shown beside the picks"
    for side, row in sides:
        control = builder.state_grid.controls[side][row.spec.key]
        assert control.isVisibleTo(builder)
    # A number of the state the fight reads changes the fight, this fight only.
    changed = False
    for side, row in sides:
        control = builder.state_grid.controls[side][row.spec.key]
        if not isinstance(control, IntField):
            continue
        before = fight(builder).scenario
        now = control.value()
        if control.specialValueText() and now == control.minimum():
            wanted = control.minimum() + 2  # from "all" or "none" to a number
        else:
            wanted = now + 1 if now < control.maximum() else now - 1
        control.setValue(wanted)
        entry = (builder.setup.attacker, builder.setup.target)[side]
        assert entry.fighting is not None and entry.fighting[row.spec.key] == control.to_value(
            wanted
        )
        assert any(row.spec.label in line for line in fight(builder).adhoc)
        changed = changed or fight(builder).scenario != before
        builder.state_grid.reset_buttons[side].click()
        assert fight(builder).scenario == before
    assert changed, "no state shown changes the fight"


def test_house_rules_are_set_on_every_fight(window: MainWindow, game: str) -> None:
    builder = open_samples(window, game)
    rules = builder.game
    assert rules.house_rules
    values: dict[str, object] = {}
    for spec in rules.house_rules:
        if spec.kind is CHOICE:
            values[spec.key] = next(c for c in spec.choices if c != spec.default)
        elif spec.kind is WHOLE and isinstance(spec.default, int):
            values[spec.key] = spec.default
    window.combat.set_house_rules(game, values)
    for key, wanted in values.items():
        assert get_path(fight(builder).scenario, key) == wanted
        for alternative in fight(builder).alternatives:
            assert get_path(alternative.scenario, key) == wanted


def test_a_matchup_cell_opens_exactly_its_fight(window: MainWindow, game: str) -> None:
    builder = open_samples(window, game)
    catalogue = builder.setup.catalogue
    last = catalogue.labels[-1]
    attacker = next(catalogue.in_roster(last))
    target = next(key for key in catalogue if key != attacker)
    rules = builder.game
    entries = [catalogue.entry(attacker), catalogue.entry(target)]
    scenarios = rules.pair_scenarios(entries[0], entries[1])  # type: ignore[arg-type]
    scenario = dict(scenarios[-1])  # the last choice, not the best: exactly what was asked
    kind = scenario.get("attack", rules.attack_kinds[0].key)
    flag = next(
        (
            s
            for s in rules.scenario_fields
            if s.kind is YES_NO
            and s.matchup
            and applies(s, str(kind), lambda key: get_path(scenario, key))
        ),
        None,
    )
    if flag is not None:
        scenario[flag.key] = not flag.default
    window.combat.open_fight(game, attacker, (target,), scenario)
    shown = fight(builder)
    assert (shown.attacker, shown.targets) == (attacker, (target,))
    assert rules.choice_label(shown.scenario) == rules.choice_label(scenario)
    if flag is not None:
        assert get_path(shown.scenario, flag.key) == (not flag.default)
    assert window.combat.current_game() == game


def test_the_last_fight_of_each_game_comes_back_at_the_next_start(qtbot: QtBot, game: str) -> None:
    window = make_window(qtbot)
    builder = open_samples(window, game)
    catalogue = builder.setup.catalogue
    keys = list(catalogue)
    choose(builder.attacker_picker, keys[-1].roster, keys[-1].name, keys[-1].place)
    flag = next((r.spec.key for r in builder.setup.fields if r.spec.kind is YES_NO), None)
    if flag is not None:
        edit(
            builder,
            flag,
            not builder.setup.fields[[r.spec.key for r in builder.setup.fields].index(flag)].value,
        )
    remembered = fight(builder).scenario
    close_quietly(window)

    again = make_window(qtbot)
    try:
        again.open_paths(samples(game))
        again.start_session()
        restored = again.combat.page(game).builder
        assert fight(restored).scenario == remembered
    finally:
        close_quietly(again)


def test_the_fight_on_screen_is_what_calc_reads_and_rolls_with_ctrl_r(
    window: MainWindow, game: str, qtbot: QtBot
) -> None:
    builder = open_samples(window, game)
    shown = fight(builder)
    rules = builder.game
    outcome = rules.calculate(rules.read_scenario(shown.scenario))
    strip = window.combat.page(game).headline
    assert strip.isVisible()  # the answer is in view beside the builder
    figures = rules.headline(outcome)
    assert strip.shown_figures()[0] == figures[0]  # type: ignore[attr-defined]
    assert shown.title == rules.describe(shown.scenario)
    roll = window.combat.results.roll_action
    assert roll.isEnabled() and roll in window.combat_menu.actions()
    assert roll.shortcut().toString() == "Ctrl+R"


def test_values_are_shown_in_words(window: MainWindow, game: str) -> None:
    builder = open_samples(window, game)
    for row in builder.setup.fields:
        control = builder.field_controls[row.spec.key]
        if isinstance(control, ChoiceField):
            assert control.currentText() == next(
                label
                for value, label in zip(
                    control.values(),
                    [control.itemText(i) for i in range(control.count())],
                    strict=True,
                )
                if value == str(row.value)
            )
            assert shown_value(row.spec, row.value)


def test_the_compact_builder_keeps_who_how_and_the_circumstances(
    window: MainWindow, game: str
) -> None:
    builder = open_samples(window, game)
    window.table_view.action.trigger()
    try:
        assert builder.isVisible()
        for widget in (builder.who_box, builder.how_box):
            assert widget.isVisible()
        assert not builder.adhoc_button.isVisible()
        # The state at the start only where it holds circumstances (Gangfight's
        # target prone, WarStrike's defender's models left, at the table too).
        assert builder.state_box.isVisible() == bool(builder.state_grid_fields)
        for key in builder.state_grid_fields:
            if any(row.spec.key == key for row in builder.setup.fields):
                assert builder.field_controls[key].isVisible(), key
        assert any(control.isVisible() for control in builder.field_controls.values())
    finally:
        window.table_view.action.trigger()
    assert builder.state_box.isVisible()


def test_keys_only(window: MainWindow, game: str, qtbot: QtBot) -> None:
    """Tab walks the who and how: a fight is set up from the keyboard."""
    builder = open_samples(window, game)
    builder.attacker_picker.setFocus(Qt.FocusReason.OtherFocusReason)
    qtbot.waitUntil(builder.attacker_picker.hasFocus)
    qtbot.keyClick(builder.attacker_picker, Qt.Key.Key_Tab)
    assert builder.target_picker.hasFocus()


def test_a_player_opens_two_gangs_sets_up_a_fight_reads_the_odds_and_rolls(
    window: MainWindow, game: str, qtbot: QtBot
) -> None:
    """The whole turn, as a player of the game: the samples open, an attacker and a target
    picked, one circumstance, the odds read above the builder, Ctrl+R twice (fresh seeds)."""
    builder = open_samples(window, game)
    catalogue = builder.setup.catalogue
    keys = list(catalogue)
    attacker, target = keys[-1], keys[0]
    choose(builder.attacker_picker, attacker.roster, attacker.name, attacker.place)
    choose(builder.target_picker, target.roster, target.name, target.place)
    change_first_circumstance(builder)
    QApplication.processEvents()
    shown = fight(builder)
    rules = builder.game
    first = rules.headline(rules.calculate(rules.read_scenario(shown.scenario)))[0]
    strip = window.combat.page(game).headline
    assert strip.shown_figures()[0] == first  # type: ignore[attr-defined]
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    results = window.combat.page(game).results
    seeds = []
    for _ in range(2):
        with qtbot.waitSignal(results.roll_made):
            QTest.keyClick(
                builder.attacker_picker, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier
            )
        text = results.roll_panel.text()
        assert text.startswith("Roll with seed ")
        seeds.append(text.split("\n")[0])
    assert seeds[0] != seeds[1]  # a fresh random seed per roll


def test_a_matrix_cell_double_clicked_opens_exactly_its_fight_in_the_builder(
    window: MainWindow, game: str, qtbot: QtBot
) -> None:
    """The matchups dock asks for a cell's fight; the builder of its game sets up exactly those
    entries and that choice (the wiring of the window, for every game)."""
    builder = open_samples(window, game)
    window.matchups.dock.show()
    view = window.matchups.view
    qtbot.waitUntil(lambda: view.result is not None and not view.is_computing, timeout=20_000)
    result = view.result
    assert result is not None
    row, column = next(
        (r, c)
        for r in reversed(range(len(result.attackers)))
        for c in range(len(result.targets))
        if result.cell(r, c).scenario is not None
    )
    window.combat.builder_dock.hide()
    view.table.doubleClicked.emit(view.model.index(row, column))
    shown = fight(builder)
    assert shown.attacker == EntryKey(result.labels[0], result.attackers[row], row)
    assert shown.targets == (EntryKey(result.labels[1], result.targets[column], column),)
    cell = result.cell(row, column).scenario
    assert builder.game.choice_label(shown.scenario) == builder.game.choice_label(cell)
    assert window.combat.builder_dock.isVisible()
    assert window.combat.current_game() == game


def test_a_state_left_empty_reads_as_its_game_words_it(window: MainWindow, game: str) -> None:
    """An optional number left empty shows the field's ``blank`` (a dash, or the word a game
    gives it), in the state beside the picks as in the roster table."""
    builder = open_samples(window, game)
    for side in (0, 1):
        for key, control in builder.state_grid.controls[side].items():
            if isinstance(control, IntField) and control.to_value(control.value()) is None:
                assert control.text() == control.spec.blank, key


@pytest.mark.parametrize("game", ["warstrike"])
def test_a_warstrike_unit_with_every_model_reads_all(window: MainWindow, game: str) -> None:
    """W17: a unit whose models left are not set has all of them; the box says "all", not a
    dash a player has to hover to understand."""
    builder = open_samples(window, game)
    control = builder.state_grid.controls[0]["models"]
    assert isinstance(control, IntField)
    assert control.to_value(control.value()) is None
    assert control.text() == "all"
