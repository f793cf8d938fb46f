"""The battle in the window: its dock and File menu actions, its changes as undoable steps, and
the rolls of its fights applied to it."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QUndoGroup
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QMainWindow,
    QWidget,
)

from gangfight_gui.gui.common import plain_text
from gangfight_gui.gui.common.action_buttons import keep_in_step
from gangfight_gui.gui.common.fitting import scrolled
from gangfight_gui.gui.common.named_widgets import named, text_label
from gangfight_gui.gui.common.on_screen import seen_now
from gangfight_gui.gui.night import files, questions
from gangfight_gui.gui.night.actions import battle_actions
from gangfight_gui.gui.night.kept_roll import KeptRoll
from gangfight_gui.gui.night.placement import DOCK_LEAST, DOCK_WIDTH, WIDE_ENOUGH, fit, tabify

if TYPE_CHECKING:  # loaded with the first battle or crew: the window starts without them
    from gangfight_gui.gui.night.combat_link import CombatLink
    from gangfight_gui.gui.night.document import BattleDocument
    from gangfight_gui.gui.night.links import SideRosters
    from gangfight_gui.gui.night.new_battle import SideChoice
    from gangfight_gui.gui.night.view import BattleView
    from gangfight_gui.roster.files import AnyRoster
    from gangfight_gui.roster.night.battle import Battle, EntryRef
    from gangfight_gui.roster.night.crew import Crew

EMPTY_TEXT = (
    "No battle open. File \u203a New Battle… begins one; File \u203a Open Battle… opens one."
)


class BattleDock(QObject):
    """The open battle, its dock and actions.

    Signals:
        status_message(str): a line for the status bar.
        recent_file(object): a battle file was opened or saved (a ``Path``): list it.
    """

    status_message = Signal(str)
    recent_file = Signal(object)

    def __init__(
        self,
        window: QMainWindow,
        combat: CombatLink,
        undo_group: QUndoGroup,
        side_choices: Callable[[], list[SideChoice]],
        folder: Callable[[], Path],
        front: Callable[[], tuple[AnyRoster, Path | None] | None] = lambda: None,
        print_cards: Callable[[AnyRoster], None] | None = None,
    ) -> None:
        super().__init__(window)
        self._window = window
        self._combat = combat
        self._undo_group = undo_group
        self._side_choices = side_choices
        self._folder = folder
        self._front = front
        self._print_cards = print_cards
        self._crews: list[SideChoice] = []
        """Crews picked this session, offered as sides by New Battle (newest first)."""
        self.document: BattleDocument | None = None
        self._rosters: SideRosters | None = None
        self._watched: set[str] = set()
        self._view_due = False
        self._stale = False
        """The battle view is behind the battle: drawn again when it is next shown."""
        self._kept = KeptRoll()
        """The roll to apply, and its change worked out ahead."""

        self._view: BattleView | None = None
        self.dock = named(QDockWidget("Battle", window), "battle_dock")
        empty = text_label(window, "battle_empty", EMPTY_TEXT)
        empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.dock.setWidget(empty)
        self.dock.toggleViewAction().setText("Batt&le")
        window.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, self.dock)
        self.dock.hide()

        self.actions = battle_actions(window, self)
        self.new_action = self.actions.new
        self.crew_action = self.actions.crew
        self.apply_action = self.actions.apply
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._on_focus_changed)
        self._enable()

    @property
    def view(self) -> BattleView:
        """The battle view, made with the first battle (the window starts without it)."""
        if self._view is None:
            from gangfight_gui.gui.night.view import BattleView

            view = BattleView(self._window)
            view.fight_requested.connect(self.fight)
            view.edit_requested.connect(self.edit_dialog)
            view.next_round_requested.connect(self.next_round)
            view.log_copy_requested.connect(self.copy_log)
            view.log_save_requested.connect(self.save_log_dialog)
            view.apply_button.setDefaultAction(self.apply_action)
            keep_in_step(view.apply_button)  # its text changes with every roll
            old = self.dock.widget()
            area = scrolled(view, "battle_scroll", self._window)
            area.setMinimumWidth(DOCK_LEAST)
            self.dock.setWidget(area)
            if old is not None:
                old.deleteLater()
            self._view = view
        return self._view

    def file_actions(self) -> list[QAction]:
        """The File menu's battle entries, in menu order: all but Apply Roll."""
        return list(self.actions[:-1])

    @property
    def battle(self) -> Battle | None:
        return self.document.battle if self.document is not None else None

    # -- opening and closing ------------------------------------------------------------------

    def new_dialog(self) -> Battle | None:
        """File › New Battle: pick two sides among the open rosters or from files."""
        battle = questions.ask_new_battle(
            self._window, [*self._crews, *self._side_choices()], self._folder()
        )
        if battle is not None:
            self.begin(battle)
        return battle

    def crew_dialog(self) -> Crew | None:
        """Tonight's crew from the roster in front; a crew ticked is offered by New Battle."""
        front = self._front()
        if front is None:
            self.status_message.emit("Open a roster first: the crew is picked from it")
            return None
        roster, path = front
        others = [(c.label, c.roster) for c in self._side_choices() if c.roster is not roster]
        crew = questions.ask_crew(
            self._window, roster, path, others, self._folder(), self._print_cards
        )
        if crew is not None:
            self.add_crew(crew)
        return crew

    def add_crew(self, crew: Crew) -> SideChoice:
        """Offer ``crew`` as a side of the next battle."""
        from gangfight_gui.gui.night.new_battle import SideChoice
        from gangfight_gui.roster.night.battle import SideSource

        choice = SideChoice(
            f"{crew.roster.name} crew", crew.roster, SideSource("crew", crew.source_file)
        )
        self._crews.insert(0, choice)
        return choice

    def begin(self, battle: Battle) -> bool:
        """Open a new battle (not saved yet); False if the open one is kept."""
        if not self.close_battle():
            return False
        from gangfight_gui.gui.night.document import BattleDocument

        document = BattleDocument(battle, parent=self)
        self._open(document)
        document.autosave()
        self.status_message.emit(f"Began the battle {battle.name}")
        return True

    def open_dialog(self) -> Battle | None:
        from PySide6.QtWidgets import QFileDialog  # made when a file is asked for

        chosen, _filter = QFileDialog.getOpenFileName(
            self._window, "Open Battle", str(self._folder()), files.BATTLE_FILTER
        )
        return self.open_path(Path(chosen)) if chosen else None

    def open_if_battle(self, path: Path) -> bool:
        """Open ``path`` here if it is a battle file (File › Open, the recent list, a drop);
        False for any other file, left to the roster's reader."""
        is_battle = files.is_battle_file(path)
        if is_battle:
            self.open_path(path)
        return is_battle

    def open_path(self, path: Path) -> Battle | None:
        """Open the battle at ``path``; a damaged file is one dialog naming the problem. The file
        is read on a worker thread, behind a progress dialog with Cancel once reading takes longer
        than a moment (a file at its limits takes seconds: docs/files.md)."""
        from gangfight_gui.gui.night.document import BattleDocument

        loaded = files.read_battle(self._window, path)
        if loaded is None or not self.close_battle():  # refused, cancelled, or the open one kept
            return None
        self._open(BattleDocument(loaded.battle, loaded.path, loaded.stamp, self))
        self.recent_file.emit(loaded.path)
        self.status_message.emit(f"Opened the battle {loaded.path}")
        return loaded.battle

    def _open(self, document: BattleDocument) -> None:
        self.document = document
        self._undo_group.addStack(document.undo_stack)
        self._undo_group.setActiveStack(document.undo_stack)
        document.battle_changed.connect(self._on_battle_changed)
        document.modified_changed.connect(self._on_modified_changed)
        document.autosave_failed.connect(self.status_message.emit)
        from gangfight_gui.gui.night.links import SideRosters

        self._rosters = SideRosters()
        self._kept.pending = None
        if self._combat.show_game is not None:
            self._combat.show_game(document.battle.game)
        self._on_battle_changed(document.battle)
        self.show_now()
        width = self._window.width()
        narrow = width < WIDE_ENOUGH and tabify(self._window, self.dock, self._combat.builder_dock)
        self.dock.show()
        self.dock.raise_()
        if not narrow:
            self._window.resizeDocks([self.dock], [DOCK_WIDTH], Qt.Orientation.Horizontal)
        fit(self._window, self.dock, self._combat.builder_dock, width)

    def close_battle(self, *, ask: bool = True) -> bool:
        """Close the battle, asking to save unsaved changes; False if the player cancels."""
        document = self.document
        if document is None:
            return True
        if ask and document.is_modified():
            answer = questions.ask_save(self._window, document.battle.name)
            if answer == plain_text.Button.Cancel:
                return False
            if answer == plain_text.Button.Save and not self.save():
                return False
        document.discard()
        self.document = None
        self._kept.pending = None
        self._undo_group.removeStack(document.undo_stack)
        document.deleteLater()
        self._combat.set_rosters([])
        self.dock.hide()
        self._enable()
        return True

    def keep_session(self) -> None:
        """The session ends without questions: unsaved changes go to the autosave."""
        if self.document is not None:
            self.document.autosave()

    def offer_recovery(self) -> Battle | None:
        """Offer the battle a crash or a killed window left in its autosave; open it if the
        player recovers it (the newest one; the others stay for the next start)."""
        from gangfight_gui.gui.night.document import BattleDocument
        from gangfight_gui.roster.files import read_stamp

        newest = questions.ask_recovery(self._window)
        if newest is None or newest.battle is None or not self.close_battle():
            return None
        source = newest.source_path
        stamp = read_stamp(source) if source is not None else None
        document = BattleDocument(newest.battle, source, stamp, self, key=newest.document_id)
        document.mark_unsaved()
        self._open(document)
        self.status_message.emit(f"Recovered the battle {newest.battle.name}; save it to keep it")
        return newest.battle

    # -- saving -------------------------------------------------------------------------------

    def save(self) -> bool:
        document = self.document
        if document is None:
            return False
        return self.save_as() if document.path is None else self.save_to(document.path)

    def save_as(self) -> bool:
        document = self.document
        if document is None:
            return False
        start = document.path or self._folder() / f"{document.battle.name}.json"
        from PySide6.QtWidgets import QFileDialog  # made when a file is asked for

        chosen, _filter = QFileDialog.getSaveFileName(
            self._window, "Save Battle", str(start), files.BATTLE_FILTER
        )
        return bool(chosen) and self.save_to(Path(chosen))

    def save_to(self, path: Path) -> bool:
        """Write the battle to ``path`` (atomically); a failure is one dialog."""
        document = self.document
        if document is None:
            return False
        expected = document.stamp if document.path == path else None
        stamp = files.write_battle(self._window, document.battle, path, expected)
        if stamp is None:
            return False
        document.mark_saved(path, stamp)
        self.recent_file.emit(path)
        self.status_message.emit(f"Saved the battle to {path}")
        self._show_title()
        return True

    # -- the log ------------------------------------------------------------------------------

    def copy_log(self) -> None:
        battle = self.battle
        if battle is not None:
            files.copy_log(battle)
            self.status_message.emit("Copied the battle's log")

    def save_log_dialog(self) -> Path | None:
        battle = self.battle
        if battle is None:
            return None
        chosen = files.ask_log_path(self._window, battle, self._folder())
        return None if chosen is None else self.save_log(chosen[0], markdown=chosen[1])

    def save_log(self, path: Path, *, markdown: bool) -> Path | None:
        """Write the log as Markdown or plain text (by ``markdown``, or the file's suffix)."""
        battle = self.battle
        if battle is None or not files.write_log(self._window, battle, path, markdown=markdown):
            return None
        self.status_message.emit(f"Saved the battle's log to {path}")
        return path

    # -- changes ------------------------------------------------------------------------------

    def _push(self, make: Callable[[Battle], Any]) -> bool:
        from gangfight_gui.roster.night.battle import BattleError

        document = self.document
        if document is None:
            return False
        try:
            change = make(document.battle)
        except BattleError as error:
            self.view.show_message(str(error)[:1].upper() + str(error)[1:])
            plain_text.warning(self._window, "Not applied to the battle", str(error))
            return False
        self._undo_group.setActiveStack(document.undo_stack)
        document.push(change)
        return True

    def next_round(self) -> bool:
        return self._push(lambda battle: battle.next_round())

    def edit_state(self, ref: EntryRef, values: Any, note: str = "") -> bool:
        """Set ``ref``'s state fields by hand (logged with ``note``), one undoable step."""
        return self._push(lambda battle: battle.edit_state(ref, values, note))

    def edit_dialog(self, ref: EntryRef) -> bool:
        battle = self.battle
        if battle is None:
            return False
        answer = questions.ask_state(self._window, battle, ref)
        return answer is not None and self.edit_state(ref, *answer)

    def fight(self, attacker: EntryRef, targets: tuple[EntryRef, ...]) -> bool:
        """Set up ``attacker`` against ``targets`` in the builder, each as it stands now; an
        entry that cannot fight or be attacked is refused with the ruling's words."""
        from gangfight_gui.gui.night.links import best_scenario, entry_key
        from gangfight_gui.roster.night.battle import BattleError

        battle = self.battle
        if battle is None:
            return False
        try:
            battle.check_fight(attacker, targets)
        except BattleError as error:
            self.view.show_message(f"Refused: {error}")
            self.status_message.emit(f"Refused: {error}")
            return False
        self.view.show_message("")
        key = battle.game
        self._watch(key)
        scenario = best_scenario(battle, attacker, targets)
        self._combat.open_fight(
            key,
            entry_key(battle, attacker),
            tuple(entry_key(battle, t) for t in targets),
            scenario,
        )
        return True

    def _watch(self, key: str) -> None:
        """Hear the rolls of ``key``'s results pane (made on first use)."""
        if key in self._watched:
            return
        self._watched.add(key)
        results = self._combat.results(key)
        results.roll_made.connect(lambda roll, key=key: self.take_roll(key, roll))
        results.typed_roll_completed.connect(lambda roll, key=key: self.take_roll(key, roll))

    def take_roll(self, key: str, roll: object) -> None:
        """A roll was made in ``key``'s results: keep it to apply, if its fight is the
        battle's."""
        if self._kept.take(self.battle, key, self._combat.results, roll):
            QTimer.singleShot(0, self, self._prepare)
        self._enable()

    def _prepare(self) -> None:
        """Work out what applying the roll kept would make, while the player reads the roll: the
        battle after it, each side's roster as it would then stand, and the builder's fight of
        them (its memory then holds their choices and limits). Apply Roll then only shows it
        (the next odds within 4 ms of the click). Nothing is shown or changed here;
        a roll the rules refuse to apply is left to Apply Roll to refuse."""
        battle = self.battle
        if battle is None or self._rosters is None:
            return
        change = self._kept.prepare(battle)
        if change is not None and self._combat.prepare_rosters is not None:
            self._combat.prepare_rosters(self._rosters.rosters(change.after))

    def apply_roll(self) -> bool:
        """Apply the roll kept (``take_roll``) to the battle: one undoable step, logged."""
        make = self._kept.change()
        if make is None:
            return False
        done = self._push(make)
        if done:
            self._kept.pending = None  # a roll is applied once
            self._enable()
            if self.document is not None:
                self.status_message.emit(f"Applied: {self.document.undo_stack.undoText()}")
        return done

    # -- showing ------------------------------------------------------------------------------

    def _on_battle_changed(self, battle: Battle) -> None:
        """The builder first (its odds are what the player waits for: they are worked out and
        painted in the next pass of the event loop), the battle view just after."""
        # A roll is of the battle as it stood: applied once, or not at all.
        self._kept.forget()
        if self._rosters is not None:
            self._combat.set_rosters(self._rosters.rosters(battle))
        self._show_title()
        self._enable()
        if not self._view_due:
            self._view_due = True
            QTimer.singleShot(0, self, lambda: self.show_now(hidden_too=False))

    def show_now(self, *, hidden_too: bool = True) -> None:
        """Draw the battle view now (it is drawn a moment after each change, and while it is
        out of sight, a tab behind the builder's, when it is next brought to the front)."""
        battle = self.battle
        if battle is None:
            self._view_due = False
            return
        if not hidden_too and not seen_now(self.view, self._catch_up):
            self._stale = True
            self._view_due = False
            return
        self._view_due = self._stale = False
        self.view.show_battle(battle)

    def _on_modified_changed(self, _modified: bool) -> None:
        self._show_title()
        self._enable()

    def _show_title(self) -> None:
        # Short: at 1366 pixels it is a tab's text; the battle's name heads the view.
        unsaved = self.document is not None and self.document.is_modified()
        self.dock.setWindowTitle("Battle (unsaved)" if unsaved else "Battle")

    def _enable(self) -> None:
        open_ = self.document is not None
        for each in (self.actions.save, self.actions.save_as, self.actions.close):
            each.setEnabled(open_)
        self.apply_action.setEnabled(self._kept.pending is not None)
        self.apply_action.setText(self._kept.apply_text(self.battle))

    def _catch_up(self) -> None:
        """Draw the battle view if it is behind the battle (its tab just brought to the
        front, or its dock shown: ``seen_now`` watches the dock)."""
        if self._stale:
            self.show_now()

    def _on_focus_changed(self, _old: QWidget | None, new: QWidget | None) -> None:
        """Edit › Undo undoes the battle's steps while the focus is in the battle's dock."""
        document = self.document
        if document is not None and new is not None and self.dock.isAncestorOf(new):
            self._undo_group.setActiveStack(document.undo_stack)
