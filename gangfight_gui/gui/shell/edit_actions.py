"""The Edit menu and the roster toolbar: undo, redo, clipboard and the actions on entries, acting
on the roster in front, worded in its game's nouns."""

from __future__ import annotations

import weakref
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication, QWidget

from gangfight_gui.gui.common import icons
from gangfight_gui.gui.roster.tabs import RosterTabs
from gangfight_gui.gui.shell.shortcuts import Act, Key, key_sequences
from gangfight_gui.rules.engine.wording import plural

if TYPE_CHECKING:  # the editor and the clipboard's roster reader load with the first roster
    from gangfight_gui.gui.roster.editor import RosterEditor


def words(noun: str) -> dict[str, str]:
    """The words of an entry action's text and tip for ``noun`` ("fighter")."""
    one = noun.capitalize()
    return {"one": one, "many": plural(one, 2), "noun": noun, "nouns": plural(noun, 2)}


CUT = Act("cut", "Cu&t {many}", "Copy the selected {nouns} and delete them", keys=(Key.Cut,))
COPY = Act(
    "copy",
    "&Copy {many}",
    "Copy the selected {nouns}, to paste them into this or another roster",
    "copy",
    "Copy",
    (Key.Copy,),
)
PASTE = Act(
    "paste",
    "Pa&ste {many}",
    "Paste copied {nouns} into this roster",
    "paste",
    "Paste",
    (Key.Paste,),
)
ADD = Act(
    "add_model",
    "&Add {one}",
    "Add a new {noun} below the selected one",
    "add",
    "Add model",
    ("Ctrl+Shift+N",),
)
DUPLICATE = Act(
    "duplicate",
    "Dupl&icate {many}",
    "Copy the selected {nouns} just below themselves",
    "duplicate",
    "Duplicate",
    ("Ctrl+D",),
)
DELETE = Act(
    "delete", "&Delete {many}", "Delete the selected {nouns}", "delete", "Delete", (Key.Delete,)
)
MOVE_UP = Act(
    "move_up", "Move &Up", "Move the selected {nouns} one place up", "up", "Move up", ("Alt+Up",)
)
MOVE_DOWN = Act(
    "move_down",
    "Move Do&wn",
    "Move the selected {nouns} one place down",
    "down",
    "Move down",
    ("Alt+Down",),
)
FIND = Act("find", "&Find {many}", "Filter the {nouns} by name, list or weapon", keys=(Key.Find,))
FIRST_TIPS = {
    "cut": "Copy the selected models to the clipboard and delete them",
    "delete": "Delete the selected models from the roster",
    "move_up": "Move the selected models one place up in the roster",
    "move_down": "Move the selected models one place down in the roster",
    "find": "Filter the models by name, perk or weapon",
}
"""Entry actions' tips before any roster is in front, where they say more than the worded."""
SORTED_MOVE_TIP = "Click the sorted column's header until the arrow goes to move {nouns}"


class EditActions(QObject):
    """Undo/redo, copy/cut/paste and the model actions, following the current tab: one set for
    the window, each enabled only where it can act, so a greyed button says "select a fighter
    first" without a word. Undo and Redo come from the tabs' undo group, so their text names the
    step ("Undo Edit Sv of Sister Nel")."""

    def __init__(self, window: QWidget, tabs: RosterTabs) -> None:
        super().__init__(window)
        self._tabs = tabs
        self._watched: weakref.WeakSet[RosterEditor] = weakref.WeakSet()
        self._clipboard_models: tuple[str, bool] | None = None
        """(game, whether the clipboard holds entries of that game); None until asked."""
        self._noun = ""
        self._words: dict[QAction, tuple[str, str]] = {}
        """Each entry action's text and tip, to be worded in the game's nouns."""
        self._tips: dict[QAction, str] = {}
        """Each entry action's tooltip as worded (a move's while the view is not sorted)."""

        self.undo_action = tabs.undo_group.createUndoAction(window, "Undo")
        self.redo_action = tabs.undo_group.createRedoAction(window, "Redo")
        for made, name, keys in (
            (self.undo_action, "undo", (Key.Undo, "Ctrl+Z")),
            (self.redo_action, "redo", (Key.Redo, "Ctrl+Shift+Z")),
        ):
            made.setObjectName(f"{name}_action")
            made.setShortcuts(key_sequences(keys))
            made.setIcon(icons.icon(name))

        def entry(act: Act, slot: Callable[[RosterEditor], None]) -> QAction:
            """An entry action: its text and tip worded by ``_name_for`` ({one}, {many},
            {noun}, {nouns}), ``FIRST_TIPS`` its tip before any roster is in front."""
            made = act.make(window, lambda: self._on_action(slot))
            self._words[made] = (act.text, act.tip)
            self._word(made, words("model"), FIRST_TIPS.get(act.name))
            return made

        self.cut_action = entry(CUT, lambda editor: editor.cut_selected())
        self.copy_action = entry(COPY, lambda editor: editor.copy_selected())
        self.paste_action = entry(PASTE, lambda editor: editor.paste())
        self.add_action = entry(ADD, lambda editor: editor.add_entry())
        self.duplicate_action = entry(DUPLICATE, lambda editor: editor.duplicate_selected())
        self.delete_action = entry(DELETE, lambda editor: editor.delete_selected())
        self.move_up_action = entry(MOVE_UP, lambda editor: editor.move_selected(-1))
        self.move_down_action = entry(MOVE_DOWN, lambda editor: editor.move_selected(1))
        self.find_action = entry(FIND, lambda editor: editor.focus_search())
        tabs.current_document_changed.connect(self.update_actions)
        tabs.editor_made.connect(self.update_actions)
        QApplication.clipboard().dataChanged.connect(self._on_clipboard_data_changed)
        self._on_clipboard_data_changed()

    def scope_keys_to(self, area: QWidget) -> None:
        """Let the roster actions' keys act only while the focus is in ``area``.

        Ctrl+D, Alt+Up or Delete pressed in the combat builder or the matchups must not change
        the roster behind them. The menus and toolbar buttons still act on the roster in front
        wherever the focus is: a click says which panel is meant.
        """
        # Every action whose keys change the roster in front: undo, redo and the entry actions.
        for each in (self.undo_action, self.redo_action, *self._words):
            each.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            area.addAction(each)

    def model_actions(self) -> list[QAction]:
        """The actions on models, in toolbar order."""
        return [
            self.add_action,
            self.duplicate_action,
            self.delete_action,
            self.move_up_action,
            self.move_down_action,
        ]

    def _name_for(self, noun: str) -> None:
        """Word the entry actions for the game in front ("Add Fighter", "Delete Units")."""
        if noun == self._noun:
            return
        self._noun = noun
        for each in self._words:
            self._word(each, words(noun))
        self.add_action.setIconText(f"Add {noun}")

    def _word(self, action: QAction, nouns: dict[str, str], tip: str | None = None) -> None:
        """``action``'s text and tips in ``nouns`` (``tip`` for its own), the tooltip ending in
        its keys."""
        text, worded = self._words[action]
        tip = (tip or worded).format(**nouns)
        action.setText(text.format(**nouns))
        action.setStatusTip(tip)
        if not action.shortcut().isEmpty():
            keys = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
            tip = f"{tip} ({keys})"
        action.setToolTip(tip)
        self._tips[action] = tip

    def update_actions(self) -> None:
        """Enable each action only where it can act on the current tab."""
        document = self._tabs.current_document()
        if document is not None:
            self._name_for(document.noun)
        # A tab not shown yet has no editor, nothing selected: not made to be read.
        editor = self._tabs.current_editor(make=False)
        if editor is not None and editor not in self._watched:
            self._watched.add(editor)
            editor.selection_changed.connect(self.update_actions)
        selected = bool(editor.selected_rows()) if editor is not None else False
        self.add_action.setEnabled(document is not None)
        self.find_action.setEnabled(document is not None)
        for each in (self.duplicate_action, self.delete_action, self.copy_action, self.cut_action):
            each.setEnabled(selected)
        for each, delta in ((self.move_up_action, -1), (self.move_down_action, 1)):
            each.setEnabled(editor is not None and editor.can_move(delta))
            sorted_view = editor is not None and editor.is_sorted() and selected
            sorted_tip = SORTED_MOVE_TIP.format(nouns=plural(self._noun or "entry", 2))
            each.setToolTip(sorted_tip if sorted_view else self._tips[each])
        game = document.roster.game if document is not None else None
        self.paste_action.setEnabled(game is not None and self._clipboard_has_entries(game))

    def _on_action(self, slot: Callable[[RosterEditor], None]) -> None:
        editor = self._tabs.current_editor()
        if editor is not None:
            slot(editor)
        self.update_actions()

    def _clipboard_has_entries(self, game: str) -> bool:
        """Whether the clipboard holds entries of ``game``: read once per change and game, and
        only with a roster open to paste into."""
        if self._clipboard_models is None or self._clipboard_models[0] != game:
            from gangfight_gui.gui.roster.clipboard import entries_from_mime

            found = entries_from_mime(QApplication.clipboard().mimeData(), game)
            self._clipboard_models = (game, bool(found))
        return self._clipboard_models[1]

    def _on_clipboard_data_changed(self) -> None:
        self._clipboard_models = None
        self.update_actions()
