"""The File menu's cards: Print Cards, Export Cards PDF and the odds against another roster
printed on them."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtGui import QActionGroup
from PySide6.QtWidgets import QMenu, QWidget

from gangfight_gui.gui.common import plain_text
from gangfight_gui.gui.common.named_widgets import named
from gangfight_gui.gui.roster.tabs import RosterTabs
from gangfight_gui.gui.shell.shortcuts import Act, FrontActions, Key

if TYPE_CHECKING:
    # Loaded when first printed: the cards and Qt's print support.
    from gangfight_gui.cards.layout import CardOdds, OddsAgainst
    from gangfight_gui.gui.roster.document import RosterDocument

OddsSettings = Callable[[str], tuple[Mapping[str, object], Mapping[str, object]]]
"""A game's key → the circumstances and house rules its card odds are worked out in."""
PRINT = Act(
    "print",
    "&Print Cards…",
    "Preview and print the roster's cards",
    "print",
    "Print",
    (Key.Print, "Ctrl+P"),
)
EXPORT_PDF = Act("export_pdf", "&Export Cards PDF…", "Write the roster's cards to a PDF file")


class CardActions(FrontActions):
    """The File menu's actions that print the roster in front's cards, or write them to a PDF,
    with the odds against the enemy chosen in Card Odds Against."""

    def __init__(self, window: QWidget, tabs: RosterTabs, start_folder: Callable[[], Path]) -> None:
        super().__init__(window, tabs)
        self._start_folder = start_folder

        self.print_action = self.on_front(PRINT, self.print_cards)
        self.export_pdf_action = self.on_front(EXPORT_PDF, self.export_cards_pdf)

        tip = "Print odds against another open roster of the same game on the cards"
        self.odds_menu = named(QMenu("Card Odds A&gainst", window), "odds_menu", tip)
        self.odds_menu.aboutToShow.connect(self._on_odds_menu_about_to_show)
        self._odds_choice: tuple[str, str | None] | None = None
        """(roster label, entry name) of the enemy the cards' odds are worked out against; entry
        None: every entry of that roster."""
        self._odds_settings: OddsSettings = lambda _game: ({}, {})

    def print_cards(self, document: RosterDocument) -> None:
        from gangfight_gui.gui.shell import card_printing  # Qt's print support: not at start-up

        fits, odds = self._card_odds(document)
        if fits:
            card_printing.preview_cards(document.roster, self._window, odds)

    def export_cards_pdf(self, document: RosterDocument) -> Path | None:
        from gangfight_gui.gui.shell import card_printing  # Qt's print support: not at start-up

        fits, odds = self._card_odds(document)
        if not fits:
            return None
        folder = document.path.parent if document.path is not None else self._start_folder()
        path = card_printing.export_cards_pdf(document.roster, self._window, folder, odds)
        if path is not None:
            self.status_message.emit(f"Wrote the cards of {document.display_name} to {path}")
        return path

    def set_odds_against(self, choice: tuple[str, str | None] | None) -> None:
        """Print the cards with odds against (roster label, entry name; None: every entry), or
        without (None)."""
        self._odds_choice = choice

    def set_odds_settings(self, settings: OddsSettings) -> None:
        """Where the odds' circumstances and house rules come from: the game's key in, its
        matchup controls' values and Preferences' house rules out (the window's wiring)."""
        self._odds_settings = settings

    def odds_against(self) -> OddsAgainst | None:
        """The enemy for the cards' odds, if it is still open (one entry, or every entry), with
        the circumstances and house rules of its game's matchups."""
        if self._odds_choice is None:
            return None
        from gangfight_gui.cards.layout import OddsAgainst
        from gangfight_gui.roster.files import game_of
        from gangfight_gui.roster.night.entries import entries_of, entry_name

        label, name = self._odds_choice
        for document in self._tabs.documents():
            if document.display_name != label:
                continue
            roster = document.roster
            if name is not None and name not in {entry_name(e) for e in entries_of(roster)}:
                return None
            circumstances, rules = self._odds_settings(game_of(roster))
            return OddsAgainst(roster, name, circumstances, rules)
        return None

    def _card_odds(self, document: RosterDocument) -> tuple[bool, CardOdds | None]:
        """Whether ``document``'s cards can be printed as asked, and their odds worked out (off
        the GUI thread); (False, None) when refused or cancelled (a dialog says why)."""
        from gangfight_gui.cards.layout import odds_problem
        from gangfight_gui.gui.shell import card_printing

        odds = self.odds_against()
        if odds is None:
            return True, None
        problem = odds_problem(document.roster, odds)
        if problem:
            plain_text.critical(
                self._window,
                "Cannot print card odds",
                f"{problem[:1].upper()}{problem[1:]}. Choose File › Card Odds Against › None, "
                "or a roster of the same game.",
            )
            return False, None
        worked = card_printing.worked_out_odds(document.roster, odds, self._window)
        return worked is not None, worked

    def _on_odds_menu_about_to_show(self) -> None:
        from gangfight_gui.roster.night.entries import entries_of, entry_name

        menu = self.odds_menu
        menu.clear()
        group = QActionGroup(menu)

        def add(label: str, choice: tuple[str, str | None] | None, checked: bool) -> None:
            entry = menu.addAction(label)
            entry.setCheckable(True)
            entry.setChecked(checked)
            entry.triggered.connect(lambda: self.set_odds_against(choice))
            group.addAction(entry)

        add("&None", None, self.odds_against() is None)
        current = self._tabs.current_document()
        for document in self._tabs.documents():
            if document is current or not document.roster.models:
                continue
            menu.addSection(document.display_name)
            names: list[str | None] = [
                None,
                *dict.fromkeys(entry_name(e) for e in entries_of(document.roster)),
            ]
            for name in names:
                choice = (document.display_name, name)
                label = f"Every {document.noun}" if name is None else name.replace("&", "&&")
                add(label, choice, choice == self._odds_choice)
