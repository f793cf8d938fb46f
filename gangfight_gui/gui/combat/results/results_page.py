"""The results page, made with the first fight: the fight's title, ad hoc numbers and targets
over the headline tiles and the tabs."""

from __future__ import annotations

from PySide6.QtCore import QSignalBlocker, Qt
from PySide6.QtWidgets import QLabel, QTabBar, QTabWidget, QVBoxLayout, QWidget

from gangfight_gui.gui.combat.results.style import set_shown
from gangfight_gui.gui.combat.results.tab_pages import add_tab_pages
from gangfight_gui.gui.combat.results.tiles import FigureTiles
from gangfight_gui.gui.combat.steady import HeightHold, own_background
from gangfight_gui.gui.common.named_widgets import NO_MARGINS, font_of, lay_out, named, text_label


def make_page(
    parent: QWidget,
) -> tuple[QWidget, QLabel, QLabel, QTabBar, HeightHold, FigureTiles, QTabWidget]:
    """The page, its title, ad hoc numbers, targets, the header's hold, tiles and tabs."""
    page = QWidget(parent)
    header = named(QWidget(page), "results_header")
    title = own_background(text_label(header, "results_title"))
    title.setFont(font_of(title, 1.15, bold=True))
    adhoc = own_background(text_label(header, "results_adhoc"))
    adhoc.hide()
    targets = named(QTabBar(header), "results_targets")
    targets.setDrawBase(False)
    targets.hide()
    lay_out(QVBoxLayout(header), title, adhoc, targets, None, margins=NO_MARGINS, spacing=4)
    header_hold = HeightHold(header)
    tiles = FigureTiles(page)
    tabs = named(QTabWidget(page), "results_tabs")
    tabs.setDocumentMode(True)
    for bar in (targets, tabs.tabBar()):
        bar.setExpanding(False)
        bar.setElideMode(Qt.TextElideMode.ElideRight)
        bar.setUsesScrollButtons(False)
    add_tab_pages(tabs)
    lay_out(QVBoxLayout(page), header, tiles, (tabs, 1), margins=(6, 6, 6, 6), spacing=6)
    return page, title, adhoc, targets, header_hold, tiles, tabs


def set_target_tabs(targets: QTabBar, names: list[str], current: int) -> tuple[bool, int]:
    """One tab a target, shown when there are several; whether anything changed, and the
    target now chosen (``current``, kept within the targets)."""
    changed = names != [targets.tabText(i) for i in range(targets.count())]
    if changed:
        with QSignalBlocker(targets):
            while targets.count():
                targets.removeTab(0)
            for index, name in enumerate(names):
                targets.addTab(name)
                targets.setTabToolTip(index, name)
            current = max(0, min(current, len(names) - 1))
            targets.setCurrentIndex(current)
    return set_shown(targets, len(names) > 1) or changed, current
