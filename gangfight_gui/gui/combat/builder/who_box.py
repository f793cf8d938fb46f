"""The combat builder's Who box: the attacker, the target, Swap, and the others an attack
catches."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGridLayout, QGroupBox, QLabel, QPushButton, QSizePolicy, QWidget

from gangfight_gui.gui.combat.builder.caught_list import CaughtList
from gangfight_gui.gui.combat.builder.empty import SWAP_TIP
from gangfight_gui.gui.combat.builder.entries import pick_text
from gangfight_gui.gui.combat.builder.entry_picker import EntryPicker
from gangfight_gui.gui.combat.builder.setup import Setup
from gangfight_gui.gui.combat.results.style import refusal_colour, set_shown, show_text
from gangfight_gui.gui.combat.steady import keep_place
from gangfight_gui.gui.common.elided import ElidedLabel
from gangfight_gui.gui.common.named_widgets import named
from gangfight_gui.gui.common.plain_text import tooltip


class WhoBox(QGroupBox):
    """Who fights: an attacker and a target picked among the open rosters of a game whose
    entries are ``noun``s, swapped by its button, and the others caught (ticked below them)."""

    def __init__(self, noun: str, parent: QWidget) -> None:
        super().__init__("Who", parent)
        self.setObjectName("who_box")
        self.noun = noun
        self.attacker_picker = named(EntryPicker(noun, self), "attacker_picker")
        self.target_picker = named(EntryPicker(noun, self), "target_picker")
        self.swap_button = named(QPushButton("S&wap", self), "swap_button", SWAP_TIP)
        self.swap_button.setAutoDefault(False)
        self.caught_list = named(CaughtList(noun, self), "caught_list")
        grid = QGridLayout(self)
        grid.setContentsMargins(6, 2, 6, 4)
        grid.setVerticalSpacing(4)
        self.attacker_label = QLabel("&Attacker:", self)
        self.attacker_label.setBuddy(self.attacker_picker)
        target_label = QLabel("&Target:", self)
        target_label.setBuddy(self.target_picker)
        for widget in (self.attacker_label, self.attacker_picker):
            # A kind with no attacker (a fall) hides the attacker, keeping its place.
            keep_place(widget)
        grid.addWidget(self.attacker_label, 0, 0)
        grid.addWidget(self.attacker_picker, 0, 1)
        grid.addWidget(target_label, 1, 0)
        grid.addWidget(self.target_picker, 1, 1)
        grid.addWidget(self.swap_button, 0, 2, 2, 1)
        self.swap_button.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Expanding)
        self.caught_label = QLabel("Also &caught:", self)
        self.caught_label.setBuddy(self.caught_list)
        self.caught_label.setAlignment(Qt.AlignmentFlag.AlignTop)
        grid.addWidget(self.caught_label, 2, 0)
        grid.addWidget(self.caught_list, 2, 1, 1, 2)
        self.caught_limit_label = named(ElidedLabel("", self), "caught_limit_label")
        refusal_colour(self.caught_limit_label)
        self.caught_limit_label.hide()
        grid.addWidget(self.caught_limit_label, 3, 1, 1, 2)
        grid.setColumnStretch(1, 1)

    def show_setup(self, setup: Setup) -> None:
        """Draw the picks of ``setup``, the attacker hidden for a kind with none, and the
        others caught."""
        used = setup.uses_attacker
        for picker, side in (
            (self.attacker_picker, setup.attacker),
            (self.target_picker, setup.target),
        ):
            picker.set_catalogue(setup.catalogue)
            picker.set_current_key(side.key)
            tip = pick_text(side.key, self.noun) if side.key is not None else ""
            text = tooltip(tip or f"Pick a {self.noun} of any open roster")
            if picker.toolTip() != text:
                picker.setToolTip(text)
        set_shown((self.attacker_label, self.attacker_picker), used)
        self._show_caught(setup)

    def _show_caught(self, setup: Setup) -> None:
        many = setup.many
        if many:
            self.caught_list.set_rows(setup.caught, setup.catalogue.numbered)
        set_shown((self.caught_list, self.caught_label), many)
        over = setup.over
        most = setup.kind.targets
        text = (
            f"Untick {over:,}: one attack catches at most {most:,} "
            f"{self.noun}s, the target and {most - 1:,} more"
            if over
            else ""
        )
        show_text(self.caught_limit_label, text)
