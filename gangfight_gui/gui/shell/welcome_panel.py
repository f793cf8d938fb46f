"""What the window shows while no roster is open: what the app is for, and where to start."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

import gangfight_gui

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

        title = QLabel(gangfight_gui.APP_NAME, self)
        title.setObjectName("welcome_title")
        font = title.font()
        font.setPointSizeF(font.pointSizeF() * 2.5)
        font.setBold(True)
        title.setFont(font)
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)

        text = QLabel(ABOUT_TEXT, self)
        text.setObjectName("welcome_text")
        text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        text.setWordWrap(True)

        hint = QLabel(HINT_TEXT, self)
        hint.setObjectName("welcome_hint")
        hint.setWordWrap(True)
        hint.setAlignment(Qt.AlignmentFlag.AlignCenter)

        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.buttons: list[QPushButton] = []
        for label, action in actions:
            button = QPushButton(action.icon(), label, self)
            button.setObjectName(f"welcome_{action.objectName()}")
            button.setIconSize(QSize(24, 24))
            button.setMinimumSize(180, 44)
            button.setToolTip(action.toolTip())
            button.setEnabled(action.isEnabled())
            button.clicked.connect(action.trigger)
            action.enabledChanged.connect(button.setEnabled)
            buttons.addWidget(button)
            self.buttons.append(button)
        buttons.addStretch(1)

        layout = QVBoxLayout(self)
        layout.addStretch(1)
        layout.addWidget(title)
        layout.addWidget(text)
        layout.addSpacing(24)
        layout.addLayout(buttons)
        layout.addSpacing(8)
        layout.addWidget(hint)
        layout.addStretch(1)
