"""What is rolled and why: the dice and TNs, every modifier with its ruling, or the refusal.

The player should be able to check the calculator against the rulebook, so each change to the
dice is listed with its reason and ruling number, in the core's words ("+1 die: two hand weapons
(R10)"). An attack the rules forbid shows the core's message in red in the same place, so a
refusal is never a dialog or a crash, and it sits where the player is already looking.
"""

from __future__ import annotations

import textwrap
from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QGroupBox, QLabel, QVBoxLayout, QWidget

from gangfight_gui.gui.combat.builder.attack_setup import Verdict
from gangfight_gui.gui.combat.builder.labels import capitalised
from gangfight_gui.gui.combat.steady import LinesLabel, SizeHold, fight_key, own_background
from gangfight_gui.rules.gangfight.views import roll_lines

REFUSAL_COLOUR = QColor(176, 0, 32)
BULLET = "\u2022 "
NO_MODIFIERS = "No modifiers: the profiles as they are."


class ModifiersView(QGroupBox):
    """The rolls and modifiers of the attack, and a red refusal when it cannot be made."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("Rolls and modifiers", parent)
        self.setObjectName("modifiers_box")
        self.refusal_label = QLabel(self)
        self.refusal_label.setTextFormat(Qt.TextFormat.PlainText)  # names (issue 16)
        self.refusal_label.setObjectName("refusal_label")
        self.refusal_label.setWordWrap(True)
        self.refusal_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        palette = self.refusal_label.palette()
        palette.setColor(QPalette.ColorRole.WindowText, REFUSAL_COLOUR)
        self.refusal_label.setPalette(palette)
        font = self.refusal_label.font()
        font.setBold(True)
        self.refusal_label.setFont(font)
        # Wrapped here rather than by Qt: a word-wrapped label's height is not honoured by the
        # builder's column layout, which then clipped the last line. Plain text, selectable.
        self.list_label = LinesLabel(self)
        self.list_label.setObjectName("modifiers_view")
        own_background(self.list_label)  # spares the group box's frame a repaint each edit
        self._hold = SizeHold(self.list_label)
        layout = QVBoxLayout(self)
        layout.addWidget(self.refusal_label)
        layout.addWidget(self.list_label)
        layout.addStretch(1)

    def show_verdict(self, verdict: Verdict, adhoc: Sequence[str] = ()) -> None:
        """The rolls, the modifiers and ``adhoc`` (the ad hoc numbers in use), or the refusal."""
        self.refusal_label.setVisible(verdict.refusal is not None)
        self.refusal_label.setText(
            f"Not possible: {verdict.refusal}" if verdict.refusal is not None else ""
        )
        self.refusal_label.setAccessibleName(
            capitalised(verdict.refusal) if verdict.refusal else ""
        )
        if verdict.plan is None:
            self.list_label.setText("")
            self._hold.update(None)
            return
        modifiers = [BULLET + str(m) for m in verdict.plan.modifiers] or [NO_MODIFIERS]
        lines = [*roll_lines(verdict.plan), *modifiers, *(BULLET + line for line in adhoc)]
        text = "\n".join(_wrapped(line) for line in lines)
        changed = self.list_label.text() != text
        if changed:
            self.list_label.setText(text)
        # Lines come and go as the player edits: the list keeps its size while the same models
        # fight, so the box does not jump (and the builder is not laid out again).
        self._hold.update(fight_key(verdict.plan.scenario), changed=changed)

    def modifier_texts(self) -> list[str]:
        """The modifier lines shown, without bullets (for tests and the lead's integration)."""
        texts: list[str] = []
        for line in self.list_label.text().splitlines():
            if line.startswith(BULLET):
                texts.append(line.removeprefix(BULLET))
            elif line.startswith(CONTINUED) and texts:
                texts[-1] += " " + line.removeprefix(CONTINUED)
        return texts


WRAP_COLUMNS = 64
"""Characters a line of the list may take in the builder's one-column width."""
CONTINUED = "   "


def _wrapped(line: str) -> str:
    if len(line) <= WRAP_COLUMNS and line.isprintable() and line == line.rstrip():
        return line  # what textwrap gives back for a short line, without its cost
    return textwrap.fill(line, WRAP_COLUMNS, subsequent_indent=CONTINUED, break_on_hyphens=False)
