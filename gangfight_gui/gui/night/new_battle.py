"""File › New Battle: two sides, each an open roster or a roster or crew file, and a name."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QGridLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from gangfight_gui.gui.common import plain_text
from gangfight_gui.gui.common.named_widgets import button, in_rows, lay_out, named, text_label
from gangfight_gui.roster.files import AnyRoster, RosterFileError
from gangfight_gui.roster.night.battle import (
    Battle,
    BattleError,
    SideSource,
    side_of,
    start_battle,
)
from gangfight_gui.roster.night.crew import load_roster_or_crew
from gangfight_gui.rules.engine.limits import MAX_NAME_CHARS
from gangfight_gui.rules.game import find_game

FILE_FILTER = "Rosters and crews (*.json);;All files (*)"


@dataclass(frozen=True, slots=True)
class SideChoice:
    """A roster a side may be: its label in the menus, the roster, where it came from."""

    label: str
    roster: AnyRoster
    source: SideSource


def choice_text(choice: SideChoice) -> str:
    game = find_game(choice.roster.game).title
    return f"{choice.label} ({game} {choice.source.kind})"


class NewBattleDialog(QDialog):
    """Pick the two sides and name the battle; ``battle()`` is the battle begun. A side keeps its
    roster as it stands now: what happens to its file afterwards changes nothing in the battle."""

    def __init__(
        self,
        choices: Sequence[SideChoice],
        parent: QWidget | None = None,
        folder: Path | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("new_battle_dialog")
        self.setWindowTitle("New Battle")
        self._choices = list(choices)
        self._folder = folder or Path.home()
        self.combos = (QComboBox(self), QComboBox(self))
        rows = []
        for row, (combo, text) in enumerate(
            zip(self.combos, ("Side &1:", "Side &2:"), strict=True)
        ):
            combo.setObjectName(f"battle_side_{row}_combo")
            file_button = button(
                "From &File…" if row == 0 else "From F&ile…",
                f"battle_side_{row}_file_button",
                self,
                "A roster or crew file (gangfight crew's file)",
                lambda _checked=False, row=row: self._on_file_button(row),
            )
            label = QLabel(text, self)
            label.setBuddy(combo)  # its key (Alt+1) picks the side; a reader names the box
            rows.append((label, combo, file_button))
        grid = in_rows(QGridLayout(), *rows)
        grid.setColumnStretch(1, 1)
        self.name_edit = named(QLineEdit(self), "battle_name_edit")
        self.name_edit.setMaxLength(MAX_NAME_CHARS)
        self.name_edit.setPlaceholderText("Side 1 against Side 2")
        name_label = QLabel("&Name:", self)
        name_label.setBuddy(self.name_edit)
        grid.addWidget(name_label, 2, 0)
        grid.addWidget(self.name_edit, 2, 1, 1, 2)
        self.problem = text_label(self, "new_battle_problem")
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText("Begin")
        buttons.accepted.connect(self._on_accepted)
        buttons.rejected.connect(self.reject)
        lay_out(QVBoxLayout(self), grid, self.problem, buttons)
        self._fill()
        if len(self._choices) > 1:
            self.combos[1].setCurrentIndex(1)
        self._battle: Battle | None = None

    def _fill(self) -> None:
        for combo in self.combos:
            index = combo.currentIndex()
            combo.clear()
            combo.addItems([choice_text(choice) for choice in self._choices])
            combo.setCurrentIndex(max(0, index))

    def add_choice(self, choice: SideChoice, row: int) -> None:
        """Offer ``choice`` too, picked for side ``row``."""
        self._choices.append(choice)
        self._fill()
        self.combos[row].setCurrentIndex(len(self._choices) - 1)

    def _on_file_button(self, row: int) -> None:
        chosen, _filter = QFileDialog.getOpenFileName(
            self, "Side from a Roster or Crew", str(self._folder), FILE_FILTER
        )
        if chosen:
            self.add_file(Path(chosen), row)

    def add_file(self, path: Path, row: int) -> bool:
        """Offer the roster or crew file at ``path`` for side ``row``; its problem in a dialog."""
        try:
            roster, crew = load_roster_or_crew(path)
        except RosterFileError as error:
            plain_text.critical(self, "Cannot read the side", str(error))
            return False
        source = SideSource("crew" if crew else "roster", str(path))
        self.add_choice(SideChoice(roster.name or path.stem, roster, source), row)
        return True

    def make_battle(self) -> Battle:
        """The battle of the sides picked; ``BattleError`` says why there is none."""
        picked = [combo.currentIndex() for combo in self.combos]
        if min(picked) < 0:
            raise BattleError("pick both sides")
        first, second = (self._choices[i] for i in picked)
        return start_battle(
            side_of(first.roster, first.source),
            side_of(second.roster, second.source),
            self.name_edit.text(),
        )

    def battle(self) -> Battle | None:
        return self._battle

    def _on_accepted(self) -> None:
        try:
            self._battle = self.make_battle()
        except BattleError as error:
            self.problem.setText(f"Cannot begin: {error}")
            return
        self.accept()
