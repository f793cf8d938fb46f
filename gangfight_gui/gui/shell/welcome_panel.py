"""What the window shows while no roster is open: what the app is for, and where to start."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

import gangfight_gui
from gangfight_gui.gui.common.named_widgets import font_of, lay_out, named, text_label

ABOUT_TEXT = (
    "Build gang rosters for Gangfight, and for the close combat of Necromunda and WarStrike, "
    "and work out the exact odds of every attack."
)

HINT_TEXT = (
    "Start a roster, open one, or drop roster files onto this window. New here? Open sample… "
    "opens both sides of a game's fight in one click."
)


class WelcomePanel(QWidget):
    """The app's name, what it does, and buttons for the actions that start a session.

    ``actions`` are (label, action) pairs: each button triggers its action and follows its
    enabled state.
    """

    def __init__(self, actions: list[tuple[str, QAction]], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("welcome_panel")

        title = named(QLabel(gangfight_gui.APP_NAME, self), "welcome_title")
        title.setFont(font_of(title, 2.5, bold=True))
        text = text_label(self, "welcome_text", ABOUT_TEXT)
        hint = text_label(self, "welcome_hint", HINT_TEXT)
        for label in (title, text, hint):
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.buttons = [self._button(label, action) for label, action in actions]
        buttons = lay_out(QHBoxLayout(), None, *self.buttons, None)
        lay_out(QVBoxLayout(self), None, title, text, 24, buttons, 8, hint, None)

    def _button(self, label: str, action: QAction) -> QPushButton:
        """A big button that triggers ``action`` and follows its enabled state."""
        button = named(QPushButton(action.icon(), label, self), f"welcome_{action.objectName()}")
        button.setIconSize(QSize(24, 24))
        button.setMinimumSize(180, 44)
        button.setToolTip(action.toolTip())
        button.setEnabled(action.isEnabled())
        button.clicked.connect(action.trigger)
        action.enabledChanged.connect(button.setEnabled)
        return button
