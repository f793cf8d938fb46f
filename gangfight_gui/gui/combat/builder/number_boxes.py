"""The combat builder's numbers of each side for this fight only: the state it starts in, in a
box, and its ad hoc numbers, behind a toggle."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGroupBox, QToolButton, QVBoxLayout, QWidget

from gangfight_gui.gui.combat.builder.numbers import NumbersGrid
from gangfight_gui.gui.common.named_widgets import lay_out, named
from gangfight_gui.rules.game import AnyGame


def state_box(game: AnyGame, parent: QWidget) -> tuple[QGroupBox, NumbersGrid]:
    """The box of each side's state at the start (``game``'s ``state`` fields that are not
    ``tweak``s) and its grid; hidden for a game with none."""
    box = named(QGroupBox("State at the start", parent), "state_box")
    box.setToolTip(
        "Where each side starts this fight (wounds taken, models left…), for this fight "
        "only: the roster is not changed. Reset brings back the roster's."
    )
    specs = [s for s in game.model_fields if s.state and not s.tweak]
    grid = NumbersGrid(specs, "state", "Back to the {role}'s state in the roster", box)
    grid.setObjectName("state_grid")
    lay_out(QVBoxLayout(box), grid, margins=(6, 2, 6, 4))
    box.setVisible(bool(specs))
    return box, grid


def adhoc_numbers(game: AnyGame, parent: QWidget) -> tuple[QToolButton, NumbersGrid]:
    """The toggle of each side's ad hoc numbers (``game``'s ``tweak`` fields) and their grid,
    hidden until toggled; the toggle hidden for a game with none."""
    button = named(QToolButton(parent), "adhoc_button")
    button.setText("Ad hoc numbers, for this fight only")
    button.setCheckable(True)
    button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
    button.setArrowType(Qt.ArrowType.RightArrow)
    button.setAutoRaise(True)
    button.setToolTip(
        f"Change a picked {game.entry_noun}'s numbers for this fight only; the roster is not "
        "changed. Reset brings back the roster's numbers."
    )
    tweaks = [spec for spec in game.model_fields if spec.tweak]
    grid = NumbersGrid(
        tweaks, "adhoc", "Back to the roster's numbers for the {role}", parent, upright=True
    )
    grid.setObjectName("adhoc_grid")
    grid.hide()
    button.setVisible(bool(tweaks))
    return button, grid
