"""The results pane's tabs: their names and texts, and the page each tab's content is put on."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QFrame, QScrollArea, QTabWidget, QVBoxLayout, QWidget

from gangfight_gui.gui.common.named_widgets import NO_MARGINS, lay_out, named

TABS = ("odds", "details", "choices", "takedown", "roll", "typed", "compare")
"""The tabs, in order; ``tab_index`` names them."""
TAB_TEXTS = {
    "odds": ("Odds", "A chart of the outcome and the chance of at least k"),
    "details": ("Details", "Every figure, the rolls and modifiers, this program's readings"),
    "choices": ("Choices", "Every choice of this pair ranked best first, and the game's advice"),
    "takedown": (
        "Take-down",
        "Take-down, to the finish and what-if: attacks needed, who wins if the two keep "
        "fighting, what one change gives",
    ),
    "roll": ("Roll", "Roll it with random dice (Ctrl+R), and this session's rolls"),
    "typed": ("Typed dice", "Type in the dice rolled at the table: the odds after each throw"),
    "compare": ("Compare", "A pinned result beside the fight shown now"),
}


class TabPage(QWidget):
    """A tab's place: it asks for no more than its content's minimum, so a long roll or a tall
    table in one tab never makes the pane ask for more height than the dock has (the tab's
    content scrolls instead); the tabs take the pane's spare height anyway."""

    def sizeHint(self) -> QSize:
        return self.minimumSizeHint()


def add_tab_pages(tabs: QTabWidget) -> None:
    """An empty page for each of ``TABS``, in order, with its text and tooltip."""
    for name in TABS:
        text, tip = TAB_TEXTS[name]
        holder = named(TabPage(), f"{name}_tab")
        lay_out(QVBoxLayout(holder), margins=NO_MARGINS)
        index = tabs.addTab(holder, text)
        tabs.setTabToolTip(index, f"{text}: {tip}")


def place_view(tabs: QTabWidget, name: str, view: QWidget) -> None:
    """Put a tab's content on its page, in a scroll area so it is never cut."""
    holder = tabs.widget(TABS.index(name))
    assert holder is not None
    layout = holder.layout()
    assert layout is not None
    # The Roll tab's steps scroll inside it; its history stays in view below.
    layout.addWidget(view if name == "roll" else scrolled(holder, view, f"{name}_scroll"))


def scrolled(parent: QWidget, view: QWidget, name: str) -> QScrollArea:
    """``view`` in a scroll area of its width, scrolled up and down."""
    area = named(QScrollArea(parent), name)
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    area.setWidget(view)
    return area
