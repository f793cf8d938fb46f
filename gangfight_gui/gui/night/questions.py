"""The questions the battle asks the player: a new battle's sides, tonight's crew, an entry's
state, saving before closing, and recovering an autosave; each dialog gone once answered."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QWidget

from gangfight_gui.gui.common import plain_text

if TYPE_CHECKING:  # loaded with the first battle or crew: the window starts without them
    from gangfight_gui.gui.common.plain_text import Button
    from gangfight_gui.gui.night.new_battle import SideChoice
    from gangfight_gui.roster.autosave import Autosave
    from gangfight_gui.roster.files import AnyRoster
    from gangfight_gui.roster.night.battle import Battle, EntryRef
    from gangfight_gui.roster.night.crew import Crew


def ask_new_battle(parent: QWidget, choices: list[SideChoice], folder: Path) -> Battle | None:
    """File › New Battle's dialog: two sides among ``choices`` or from files."""
    from gangfight_gui.gui.night.new_battle import NewBattleDialog

    dialog = NewBattleDialog(choices, parent, folder)
    return dialog.battle() if plain_text.accepted(dialog) else None


def ask_crew(
    parent: QWidget,
    roster: AnyRoster,
    path: Path | None,
    others: Sequence[tuple[str, AnyRoster]],
    folder: Path,
    print_cards: Callable[[AnyRoster], None] | None,
) -> Crew | None:
    """Tonight's Crew's panel for ``roster``: the crew ticked, None if none was."""
    from gangfight_gui.gui.night.crew_panel import CrewPanel

    panel = CrewPanel(roster, path, parent, print_cards=print_cards, others=others, folder=folder)
    plain_text.accepted(panel)  # closed either way, the crew is what is ticked
    return panel.crew() if panel.ticked() else None


def ask_state(parent: QWidget, battle: Battle, ref: EntryRef) -> tuple[Any, str] | None:
    """An entry's state fields set by hand, and the note to log with them (None: cancelled)."""
    from gangfight_gui.gui.night.state_dialog import StateDialog

    dialog = StateDialog(battle, ref, parent)
    return (dialog.values(), dialog.note.text()) if plain_text.accepted(dialog) else None


def ask_save(parent: QWidget, name: str) -> Button:
    """Save, Discard or Cancel: the battle called ``name`` has unsaved changes."""
    return plain_text.question(
        parent,
        "Save the battle?",
        f"The battle {name} has unsaved changes. Save them?",
        plain_text.Button.Save | plain_text.Button.Discard | plain_text.Button.Cancel,
        plain_text.Button.Save,
    )


def ask_recovery(parent: QWidget) -> Autosave | None:
    """The battle a crash or a killed window left in its autosave (the newest one; the others
    stay for the next start), if the player recovers it; Discard deletes it."""
    from gangfight_gui.roster.autosave import discard_autosave, list_autosaves

    autosaves = list_autosaves(battles=True)
    if not autosaves:
        return None
    newest = autosaves[0]
    button = plain_text.Button
    if newest.battle is None:
        title = "Damaged battle autosave"
        text = f"A battle's autosave cannot be read:\n\n{newest.error}\n\nDelete it?"
        buttons, default = button.Discard | button.Cancel, button.Cancel
    else:
        where = f" ({newest.source_path})" if newest.source_path is not None else ""
        title = "Recover the battle?"
        text = (
            f"Gangfight GUI closed without saving the battle {newest.battle.name}{where}.\n\n"
            "Recover it now? Discard deletes it; Cancel asks again next time."
        )
        buttons, default = button.Yes | button.Discard | button.Cancel, button.Yes
    answer = plain_text.question(parent, title, text, buttons, default)
    if answer == button.Discard:
        discard_autosave(newest.document_id)
    return newest if answer == button.Yes else None
