"""Which section of the manual F1 opens on each panel, and which page is a game's guide."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtWidgets import QWidget

from gangfight_gui.gui.help.pages import page, page_names
from gangfight_gui.rules.game import game_keys

WINDOW_PAGE = "window.md"
"""The window as every game shares it: its panels, keys, files and preferences."""


@dataclass(frozen=True, slots=True)
class PanelSection:
    """A panel (by the object names of its widgets) and the anchor of its section."""

    object_names: tuple[str, ...]
    """The panel itself first; then what holds it (its dock), found when the focus is beside
    the panel (the dock's title bar, another game's page of the builder)."""
    anchor: str
    shared: bool = False
    """Only on the window's page (a panel that is the same for every game)."""

    def __str__(self) -> str:
        return self.anchor


# Each game's guide has every panel's section under the window page's heading; tests/docs checks
# that every anchor here is a heading of every guide and every object name a widget of the window.
PANEL_SECTIONS = (
    PanelSection(("welcome_panel",), "getting-started", shared=True),
    PanelSection(("roster_editor", "roster_tabs"), "rosters"),
    PanelSection(("validation_panel",), "problems"),
    PanelSection(("combat_builder", "combat_builder_dock"), "the-builder"),
    PanelSection(("results", "results_dock"), "results"),
    PanelSection(("choices_view",), "choices"),
    PanelSection(("takedown_view",), "take-down-and-what-if"),
    PanelSection(("roll_panel",), "roll"),
    PanelSection(("typed_dice_view",), "typed-dice"),
    PanelSection(("compare_view",), "compare"),
    PanelSection(("table_view_page",), "at-the-table", shared=True),
    PanelSection(("matchups_dock",), "matchups"),
)
_BY_NAME = {name: section for section in PANEL_SECTIONS for name in section.object_names}


def guide_page(game_key: str | None) -> str:
    """The guide of the game ``game_key`` (``"necromunda.md"``), else the window's page."""
    if game_key is not None and f"{game_key}.md" in page_names():
        return f"{game_key}.md"
    return WINDOW_PAGE


def section_named(object_name: str) -> PanelSection | None:
    """The section of the panel called ``object_name``: one of the names above, alone or after
    a game's key and ``_`` (``warstrike_results``)."""
    found = _BY_NAME.get(object_name)
    if found is None:
        key, _, name = object_name.partition("_")
        found = _BY_NAME.get(name) if key in game_keys() else None
    return found


def game_of(widget: QWidget | None) -> str | None:
    """The game of the innermost panel of a game's own holding ``widget`` (``necromunda`` in
    ``necromunda_combat_builder``); None in a panel every game shares."""
    while widget is not None:
        key, _, name = widget.objectName().partition("_")
        if name in _BY_NAME and key in game_keys():
            return key
        widget = widget.parentWidget()
    return None


def panel_of(widget: QWidget | None) -> tuple[QWidget, PanelSection] | None:
    """The innermost panel holding ``widget`` (or ``widget`` itself) and its section."""
    while widget is not None:
        section = section_named(widget.objectName())
        if section is not None:
            return widget, section
        widget = widget.parentWidget()
    return None


def section_for(widget: QWidget | None, game_key: str | None) -> tuple[str, str]:
    """The page and anchor F1 opens for ``widget``, the game ``game_key`` in front: its panel's
    section in that game's guide, or the guide's top outside any panel."""
    found = panel_of(widget)
    page = guide_page(game_key)
    if found is None:
        return page, ""
    section = found[1]
    return (WINDOW_PAGE if section.shared else page), section.anchor


def section_problems(guides: tuple[str, ...]) -> list[str]:
    """The sections F1 opens that a page lacks: each panel's in the window's page and in each
    of ``guides`` (``"necromunda.md"``…), the window's own panels in the window's page alone."""
    problems = []
    for section in PANEL_SECTIONS:
        for name in (WINDOW_PAGE,) if section.shared else (WINDOW_PAGE, *guides):
            if section.anchor not in page(name).anchors():
                problems.append(f"F1 opens #{section.anchor}, which {name} lacks")
    return problems
