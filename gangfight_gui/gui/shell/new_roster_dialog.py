"""File › New Roster: which game, and whether a sample opens beside it as the other side."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import NamedTuple

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QVBoxLayout,
    QWidget,
)

from gangfight_gui.gui.common.named_widgets import lay_out, named
from gangfight_gui.gui.common.plain_text import accepted, tooltip
from gangfight_gui.rules.game import game_title


class NewRoster(NamedTuple):
    """The player's answer: the game, and whether its sample opens as the other side."""

    game: str
    with_opponent: bool


class NewRosterDialog(QDialog):
    """A game to choose and the other side to open; OK makes the roster."""

    def __init__(
        self,
        games: Sequence[str],
        current: str,
        opponent_of: Callable[[str], str | None],
        parent: QWidget | None = None,
    ) -> None:
        """``opponent_of(game)``: the sample that would open as the other side, by name, or
        None where the game has none or a roster of it is open already (nothing is offered)."""
        super().__init__(parent)
        self.setObjectName("new_roster_dialog")
        self.setWindowTitle("New Roster")
        self._opponent_of = opponent_of
        self.game_combo = named(QComboBox(self), "new_roster_game")
        for key in games:
            self.game_combo.addItem(game_title(key), key)
        self.opponent_box = named(QCheckBox(self), "new_roster_opponent")
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form = QFormLayout()
        form.addRow("&Game:", self.game_combo)
        lay_out(QVBoxLayout(self), form, self.opponent_box, buttons)
        self.game_combo.currentIndexChanged.connect(self._on_game_combo_current_index_changed)
        self.game_combo.setCurrentIndex(max(self.game_combo.findData(current), 0))
        self._on_game_combo_current_index_changed()

    def answer(self) -> NewRoster:
        game = self.game_combo.currentData()
        return NewRoster(game, not self.opponent_box.isHidden() and self.opponent_box.isChecked())

    def _on_game_combo_current_index_changed(self, _index: int = 0) -> None:
        opponent = self._opponent_of(self.game_combo.currentData())
        self.opponent_box.setVisible(opponent is not None)
        self.opponent_box.setChecked(opponent is not None)
        if opponent is not None:
            # Plain text: a sample's name is a roster name, never markup (QCheckBox shows none).
            self.opponent_box.setText(f"Also open the sample {opponent} as the other side")
            self.opponent_box.setToolTip(
                tooltip(
                    f"A copy of {opponent}, to pick a target from in the combat builder; "
                    "close its tab when you no longer need it."
                )
            )
        self.adjustSize()


def ask(
    parent: QWidget | None,
    games: Sequence[str],
    current: str,
    opponent_of: Callable[[str], str | None],
) -> NewRoster | None:
    """Ask which game a new roster is for and whether to open the other side; None: cancelled.
    The one question asked, so tests answer it as they answer QMessageBox's static functions."""
    dialog = NewRosterDialog(games, current, opponent_of, parent)
    return dialog.answer() if accepted(dialog) else None
