"""F1 on a field: the rulings behind the focused control, in their own words, from the rulings
page its game ships (``Game.rulings_resource``)."""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QMessageBox, QWidget

from gangfight_gui.gui.common.plain_text import plain_box
from gangfight_gui.rules.game import find_game

_RULING = re.compile(r"^- \*\*([A-Z]\d+)([^*]*)\*\*(.*)$")
_CITED = re.compile(r"(?<![\w])[A-Z]\d+\b")
_CITATION = re.compile(r"\([^()]*\)|\b[Rr]ulings?\s+[A-Z]\d+(\s*[,/]\s*[A-Z]\d+)*")
"""Where a number is cited as a ruling: in brackets, or after "Ruling" ("Ruling D3, D4")."""
DICE_LETTER = "D"
""""D6", "D3": a die's name in running text, a ruling only where cited as one."""
NO_RULING = "No ruling is cited for this control; hover it for what it does."


def parse_rulings(text: str) -> dict[str, str]:
    """Each ruling of a rulings page by number ("R17", "N8"): its title and text, on one line."""
    found: dict[str, list[str]] = {}
    current: list[str] | None = None
    for line in text.splitlines():
        match = _RULING.match(line)
        if match:
            number, title, rest = match.groups()
            head = f"{number} {title.strip()}".strip()
            current = found.setdefault(number, [head, rest.strip()])
        elif current is not None and line.startswith("  ") and line.strip():
            current.append(line.strip())
        else:
            current = None
    return {number: " ".join(part for part in parts if part) for number, parts in found.items()}


def rules_file(game: str) -> str:
    """The file name of ``game``'s rulings page (``Game.rulings_resource``: rules.md)."""
    return find_game(game).rulings_resource[1]


@cache
def rulings(game: str) -> dict[str, str]:
    """The rulings of ``game``'s shipped page by number, read where the game says it ships it
    (``Game.rulings_resource``: a game installed beside this program ships its own)."""
    from importlib import resources  # read on the first F1

    from gangfight_gui import shipped

    package, name = find_game(game).rulings_resource
    try:
        text = resources.files(package).joinpath(name).read_text(encoding="utf-8")
    except (ModuleNotFoundError, FileNotFoundError, NotADirectoryError):
        raise shipped.MissingResourceError(
            f"resource not found: {package}/{name} (the installation is incomplete; reinstall it)"
        ) from None
    return parse_rulings(text)


def cited_numbers(text: str) -> list[str]:
    """The ruling numbers ``text`` cites, in order: every capital and number ("R17", "N6"), but
    not a count of dice ("2D6") nor a die ("roll a D6") outside a citation ("(D6, D7)",
    "Ruling D6")."""
    citations = [match.span() for match in _CITATION.finditer(text)]
    return [
        match.group()
        for match in _CITED.finditer(text)
        if not match.group().startswith(DICE_LETTER)
        or any(start <= match.start() < end for start, end in citations)
    ]


def _tips(widget: QWidget) -> list[str]:
    """What the widget says about itself: in a table, the current cell's and column's tooltips
    (a roster editor's column names its ruling there), then its own."""
    tips = []
    if isinstance(widget, QAbstractItemView) and widget.currentIndex().isValid():
        index = widget.currentIndex()
        model = index.model()
        for tip in (
            index.data(Qt.ItemDataRole.ToolTipRole),
            model.headerData(
                index.column(), Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole
            ),
        ):
            if isinstance(tip, str):
                tips.append(tip)
    return [*tips, widget.toolTip()]


def cited_rulings(game: str, widget: QWidget | None, panel: QWidget | None = None) -> list[str]:
    """The rulings of ``game`` ("R17", "N6") the widget cites, else its nearest ancestor's below
    ``panel`` (what a panel's own tooltip cites is the panel's, not a field's). Looked up in the
    rulings of the panel's own game, so two games may use the same letters."""
    known = rulings(game)
    while widget is not None and widget is not panel:
        numbers = [n for tip in _tips(widget) for n in cited_numbers(tip) if n in known]
        if numbers:
            return list(dict.fromkeys(numbers))
        widget = widget.parentWidget()
    return []


def rules_text(game: str, numbers: list[str]) -> str:
    """The text of ``game``'s rulings ``numbers``, each a paragraph; NO_RULING for none."""
    from gangfight_gui import shipped

    try:
        known = rulings(game)
    except shipped.MissingResourceError as error:  # a broken install: say so, in the box
        return str(error)
    texts = [known[number] for number in numbers if number in known]
    return "\n\n".join(texts) if texts else NO_RULING


GUIDE_BUTTON = "User &Guide"


def show_rules_help(
    game: str, numbers: list[str], parent: QWidget, guide: Callable[[], object] | None = None
) -> QMessageBox:
    """Open (without blocking) a box with ``game``'s rulings ``numbers``; returns it. With
    ``guide``, a button opens the User Guide's section of the panel (and closes the box)."""
    text = rules_text(game, numbers)
    box = plain_box(QMessageBox.Icon.Information, parent, "Rules for this control", text)
    box.setObjectName("rules_help")
    if guide is not None:
        button = box.addButton(GUIDE_BUTTON, QMessageBox.ButtonRole.HelpRole)
        button.setObjectName("rules_help_guide")
        button.clicked.connect(guide)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.open()
    return box
