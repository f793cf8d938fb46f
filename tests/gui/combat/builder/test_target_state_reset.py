"""The target's row of the state at the start has its Reset in every game, also where the game
shows circumstances in its fields' place (WarStrike's defender's state, Gangfight's prone
target): Reset takes back what was set for this fight there too."""

from __future__ import annotations

from gangfight_gui.gui.combat.builder.field_widgets import BoolField, IntField
from gangfight_gui.gui.combat.builder.setup import TARGET
from gangfight_gui.gui.shell.main_window import MainWindow
from tests.gui.combat.builder.helpers import caught_up, edit, fight, open_samples


def test_reset_takes_back_the_targets_state_set_for_this_fight(
    window: MainWindow, game: str
) -> None:
    builder = open_samples(window, game)
    in_row = [row for row in builder.setup.fields if row.spec.key in builder.state_grid_fields]
    own = [row for row in builder.setup.target.states if row.shown]
    assert in_row or own, "the target's row shows no state"
    reset = builder.state_grid.reset_buttons[TARGET]
    assert reset.isVisibleTo(builder) and not reset.isEnabled()  # nothing changed yet
    before = fight(builder).scenario
    for row in in_row:  # each circumstance shown in the row: changed, then reset
        control = builder.field_controls[row.spec.key]
        if isinstance(control, BoolField):
            wanted: object = not row.value
        else:
            assert isinstance(control, IntField)
            wanted = control.value() + 1
        edit(builder, row.spec.key, wanted)
        caught_up()
        assert fight(builder).scenario != before, row.spec.key
        assert reset.isEnabled(), f"{row.spec.label}: set for this fight, Reset is offered"
        reset.click()
        caught_up()
        assert fight(builder).scenario == before, row.spec.key
        assert not reset.isEnabled()
