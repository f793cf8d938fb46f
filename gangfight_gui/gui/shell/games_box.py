"""Help › Games: every installed game, its version and, for one that cannot be loaded, why."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from gangfight_gui.gui.common.plain_text import plain_box
from gangfight_gui.rules import registry
from gangfight_gui.rules.game import game_problems


def games_text() -> str:
    """A line per installed game: its name, distribution and version, or its problem."""
    lines = []
    for game in registry.installed():
        where = " ".join(part for part in (game.distribution, game.version) if part)
        lines.append(f"{game.title} ({game.key}): {where}")
        if game.problem:
            lines.append(f"    cannot be loaded: {game.problem}")
    return "\n".join(lines)


def problems_line() -> str:
    """What the start says when some game cannot be loaded (empty when every game loads)."""
    problems = game_problems()
    if not problems:
        return ""
    return f"{'; '.join(problems)} (Help › Games lists every game)"


def show_games(parent: QWidget) -> QMessageBox:
    """Open (without blocking) the box listing the installed games; returns it."""
    # A plugin's words are text, never markup.
    box = plain_box(QMessageBox.Icon.Information, parent, "Games installed", games_text())
    box.setObjectName("games_box")
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.open()
    return box
