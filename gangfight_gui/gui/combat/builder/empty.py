"""What a game's builder shows while no roster of the game is open, without the builder."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QSizePolicy, QVBoxLayout, QWidget

from gangfight_gui.gui.combat.steady import own_background
from gangfight_gui.gui.common.named_widgets import text_label

SWAP_TIP = "Swap the attacker and the target, each keeping its numbers (Ctrl+Shift+W)"
"""The builder's Swap button and the Combat menu's Swap, which is there before the builder."""


def no_roster_text(title: str) -> str:
    """The builder's one line with no roster of the game ``title`` open."""
    return f"Open or create a {title} roster to set up a fight."


class EmptyBuilder(QWidget):
    """The builder as it looks with no roster of its game open (``CombatBuilder``'s empty
    state, on which it lays out its boxes): one plain line saying where to start. The builder is
    made only when a roster of the game opens (``gui/shell/combat_docks.py``), so a
    window with none neither imports nor builds it (docs/performance.md)."""

    def __init__(self, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("empty_combat_builder")
        own_background(self)  # an edit repaints the builder, not the window behind it
        # Never squeezed below its rows' own height: it scrolls instead (rows squeezed to fit
        # were squeezed again, every one of them, each time a row came or went).
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        # Laid out from the top: growing or shrinking (rows coming and going) repaints only
        # what moved, not the whole panel.
        self.setAttribute(Qt.WidgetAttribute.WA_StaticContents)
        self.empty_label = text_label(self, "builder_empty_label", no_roster_text(title))
        self.lines = QVBoxLayout(self)
        """The rows, top to bottom, the room left below them."""
        self.lines.setSpacing(6)
        self.lines.addWidget(self.empty_label)
        self.lines.addStretch(1)
