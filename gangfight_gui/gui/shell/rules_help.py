"""F1: the rulings behind the focused control, in their own words.

Controls name the rulings they follow in their tooltips ("… by size (R17)"); F1 finds those
numbers on the focused widget or the nearest ancestor with any, and shows each ruling's text
from the shipped ``resources/rules.md`` (a copy of the project's RULES.md), so a player can
check a rule at the table without leaving the program.
"""

from __future__ import annotations

import re
from functools import cache

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QWidget

RULES_FILE = "rules.md"
_RULING = re.compile(r"^- \*\*(R\d+)([^*]*)\*\*(.*)$")
_CITED = re.compile(r"\bR(\d+)\b")
NO_RULING = "No ruling is cited for this control; hover it for what it does."


def parse_rulings(text: str) -> dict[str, str]:
    """Each ruling of a RULES.md text by number ("R17"): its title and text, on one line."""
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


@cache
def rulings() -> dict[str, str]:
    from gangfight_gui import shipped  # importlib.resources: read on the first F1 (issue 11)

    return parse_rulings(shipped.resource_bytes(RULES_FILE).decode("utf-8"))


def cited_rulings(widget: QWidget | None) -> list[str]:
    """The ruling numbers ("R17") the widget's tooltip cites, else its nearest ancestor's."""
    while widget is not None:
        numbers = [f"R{n}" for n in _CITED.findall(widget.toolTip())]
        if numbers:
            return list(dict.fromkeys(numbers))
        widget = widget.parentWidget()
    return []


def rules_text(numbers: list[str]) -> str:
    known = rulings()
    texts = [known[number] for number in numbers if number in known]
    return "\n\n".join(texts) if texts else NO_RULING


def show_rules_help(focused: QWidget | None, parent: QWidget) -> QMessageBox:
    """Open (without blocking) a box with the rulings behind ``focused``; returns it."""
    box = QMessageBox(parent)
    box.setObjectName("rules_help")
    box.setWindowTitle("Rules for this control")
    box.setIcon(QMessageBox.Icon.Information)
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setText(rules_text(cited_rulings(focused)))
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.open()
    return box
