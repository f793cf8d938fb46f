"""Game night's battle wired into the window: its sides offered from the open rosters, its
fights set up in the combat docks, its files among the recent ones."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from gangfight_gui.gui.shell.combat_docks import roster_labels

if TYPE_CHECKING:  # loaded with the first roster, not to show the window
    from gangfight_gui.gui.night.dock import BattleDock
    from gangfight_gui.gui.night.new_battle import SideChoice
    from gangfight_gui.gui.shell.main_window import MainWindow


def make_battle(window: MainWindow) -> BattleDock:
    """Game night's battle: its sides reach the builder as two more rosters,
    its files open from File › Open and the recent list like a roster's."""
    from gangfight_gui.gui.night.combat_link import CombatLink
    from gangfight_gui.gui.night.dock import BattleDock

    def side_choices() -> list[SideChoice]:
        from gangfight_gui.gui.night.new_battle import SideChoice
        from gangfight_gui.roster.night.battle import SideSource

        documents = window.tabs.documents()
        return [
            SideChoice(label, roster, SideSource("roster", str(d.path) if d.path else None))
            for (label, roster), d in zip(roster_labels(documents), documents, strict=True)
        ]

    def front_roster() -> tuple[Any, Path | None] | None:
        document = window.tabs.current_document()
        return None if document is None else (document.roster, document.path)

    def print_roster_cards(roster: Any) -> None:
        from gangfight_gui.gui.shell import card_printing  # Qt's print support: not at start-up

        card_printing.preview_cards(roster, window)

    combat = window.combat
    battle = BattleDock(
        window,
        CombatLink(
            combat.set_battle_rosters,
            combat.open_fight,
            lambda key: combat.page(key).results,
            combat.builder_dock,
            combat.prepare_rosters,
            combat.show_game,
        ),
        window.tabs.undo_group,
        side_choices,
        window.file_actions.start_folder,
        front=front_roster,
        print_cards=print_roster_cards,
    )
    battle.recent_file.connect(
        lambda path: window.settings.update(lambda s: s.with_recent_file(path))
    )
    window.file_actions.set_battle_opener(battle.open_if_battle)
    return battle
