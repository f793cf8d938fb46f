"""The battle in the window: its dock, its File menu actions, and its link to the combat panels.

One battle is open at a time (an evening's game). Its two sides are handed to the combat builder
as two more rosters, each entry as it stands now (``links``): picking a fight in the battle view
fills the one builder from the entries' state (``CombatDocks.open_fight``), and a fight whose
attacker and targets are the battle's may have its roll, random or typed in, applied to the
battle (Apply Roll to Battle): the game's ``after`` sets the entries' state, the attack is
logged with its dice and the odds it had, and the builder's next odds are of the entries as
they now stand. Every change is one step of the battle's undo stack, which joins the window's
undo group so Edit › Undo names it.

A battle is saved as its own file (``battle_file.py``), listed among the recent files, and
autosaved like a roster (``document.py``): after a crash or a killed window, the next start
offers it back (``offer_recovery``). A damaged battle file is one dialog naming the file, the
field and the problem.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence, QUndoGroup
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDockWidget,
    QFileDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
    QWidget,
)

from gangfight_gui.gui.common import plain_text
from gangfight_gui.gui.common.action_buttons import keep_in_step
from gangfight_gui.gui.common.fitting import COMPACT_WIDTH, scrolled
from gangfight_gui.gui.common.on_screen import seen_now

if TYPE_CHECKING:  # loaded with the first battle or crew: the window starts without them
    from gangfight_gui.gui.combat.fight import Fight
    from gangfight_gui.gui.combat.results.pane import ResultsPane
    from gangfight_gui.gui.night.document import BattleDocument
    from gangfight_gui.gui.night.links import SideRosters
    from gangfight_gui.gui.night.new_battle import SideChoice
    from gangfight_gui.gui.night.view import BattleView
    from gangfight_gui.roster.files import AnyRoster
    from gangfight_gui.roster.night.battle import Battle, EntryRef
    from gangfight_gui.roster.night.crew import Crew
    from gangfight_gui.rules.game import Figure

DOCK_WIDTH = 470
"""The battle beside the calculator: both sides' tables and their state whole."""
WIDE_ENOUGH = COMPACT_WIDTH + DOCK_WIDTH
"""A window at least this wide keeps the battle beside the rosters, the builder and the results
(each at its width, the rosters at their least); narrower, the battle is a tab of the builder's
place."""
DOCK_LEAST = 400
"""Never narrower: the pick's menus and buttons, and each side's names and states."""
BATTLE_FILTER = "Battles (*.json);;All files (*)"
LOG_FILTERS = ("Text (*.txt)", "Markdown (*.md)")
SNIFF_BYTES = 200
"""A battle file names its format in its first line or two (``battle_to_json``)."""
BATTLE_MARKER = b'"gangfight-battle"'
"""``battle_file.FORMAT`` as the file writes it (that module loads with the first battle)."""
EMPTY_TEXT = (
    "No battle open. File \u203a New Battle… begins one; File \u203a Open Battle… opens one."
)


class CombatLink:
    """What the battle needs of the combat docks (``gui/shell/combat_docks.py``), passed in by
    the window so this feature folder does not import the shell."""

    def __init__(
        self,
        set_rosters: Callable[[Sequence[tuple[str, AnyRoster]]], None],
        open_fight: Callable[[str, Any, tuple[Any, ...], dict[str, Any]], None],
        results: Callable[[str], ResultsPane],
        builder_dock: QDockWidget | None = None,
        prepare_rosters: Callable[[Sequence[tuple[str, AnyRoster]]], None] | None = None,
        show_game: Callable[[str], None] | None = None,
    ) -> None:
        self.set_rosters = set_rosters
        self.open_fight = open_fight
        self.results = results
        self.builder_dock = builder_dock
        """Where the battle goes as a tab when the window is too narrow for it beside."""
        self.prepare_rosters = prepare_rosters
        """Sides as they would stand after a roll waiting to be applied: the builder works
        their fight out ahead (``CombatDocks.prepare_rosters``)."""
        self.show_game = show_game
        """Bring a game's builder and results to the front: a battle opened brings its own,
        their docks titled with its game (``CombatDocks.show_game``)."""


def is_battle_file(path: Path) -> bool:
    """Whether ``path`` holds a battle (its format marker near the start), without reading it
    all: File › Open and the recent list open a battle in the battle dock, a roster in a tab."""
    try:
        if not path.is_file():  # a FIFO or a device would block the read: the roster's
            return False  # reader refuses those with its own message
        with open(path, "rb") as file:
            start = file.read(SNIFF_BYTES)
    except OSError:
        return False
    return BATTLE_MARKER in start


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
        self._pending: (
            tuple[Fight, EntryRef | None, tuple[EntryRef, ...], Any, tuple[Figure, ...]] | None
        ) = None
        self._prepared: tuple[Any, Battle, Any] | None = None
        """The roll kept, the battle it was worked out on and its change (``_prepare``)."""

        self._view: BattleView | None = None
        self.dock = QDockWidget("Battle", window)
        self.dock.setObjectName("battle_dock")
        empty = QLabel(EMPTY_TEXT, window)
        empty.setObjectName("battle_empty")
        empty.setWordWrap(True)
        empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.dock.setWidget(empty)
        self.dock.toggleViewAction().setText("Batt&le")
        window.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, self.dock)
        self.dock.hide()

        def action(text: str, name: str, tip: str, slot: Callable[[], object]) -> QAction:
            made = QAction(text, window)
            made.setObjectName(name)
            made.setToolTip(tip)
            made.setStatusTip(tip)
            made.triggered.connect(lambda _checked=False: slot())
            return made

        self.new_action = action(
            "New &Battle…", "new_battle_action",
            "Begin a battle between two rosters or crews, keeping each entry's state",
            self.new_dialog,
        )  # fmt: skip
        self.crew_action = action(
            "Tonight's Cre&w…", "crew_action",
            "Pick tonight's crew from the roster in front, by hand or drawn at random, with "
            "the draw's exact odds; print its cards",
            self.crew_dialog,
        )  # fmt: skip
        self.open_action = action(
            "Open Ba&ttle…", "open_battle_action", "Open a saved battle", self.open_dialog
        )
        self.save_action = action(
            "Save Batt&le", "save_battle_action", "Save the battle to its file", self.save
        )
        self.save_as_action = action(
            "Save Battle As…", "save_battle_as_action", "Save the battle to another file",
            self.save_as,
        )  # fmt: skip
        self.close_action = action(
            "Close Battle", "close_battle_action", "Close the battle (asks to save it)",
            self.close_battle,
        )  # fmt: skip
        self.apply_action = action(
            "&Apply Roll to Battle", "apply_roll_action",
            "Apply the roll shown (random or typed in) to the battle: the game's result sets "
            "each side's state, and the attack is logged",
            self.apply_roll,
        )  # fmt: skip
        self.apply_action.setShortcut(QKeySequence("Ctrl+Shift+Return"))
        self.apply_action.setIconText("Apply Roll")  # the battle view's button: the menu names who
        window.addAction(self.apply_action)
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
        """The File menu's battle entries, in menu order."""
        return [
            self.crew_action,
            self.new_action,
            self.open_action,
            self.save_action,
            self.save_as_action,
            self.close_action,
        ]

    @property
    def battle(self) -> Battle | None:
        return self.document.battle if self.document is not None else None

    # -- opening and closing ------------------------------------------------------------------

    def new_dialog(self) -> Battle | None:
        """File › New Battle: pick two sides among the open rosters or from files."""
        from gangfight_gui.gui.night.new_battle import NewBattleDialog

        dialog = NewBattleDialog(
            [*self._crews, *self._side_choices()], self._window, self._folder()
        )
        try:
            if dialog.exec() != QDialog.DialogCode.Accepted:
                return None
            battle = dialog.battle()
        finally:
            dialog.deleteLater()
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
        from gangfight_gui.gui.night.crew_panel import CrewPanel

        panel = CrewPanel(
            roster, path, self._window, print_cards=self._print_cards, others=others,
            folder=self._folder(),
        )  # fmt: skip
        try:
            panel.exec()
            crew = panel.crew() if panel.ticked() else None
        finally:
            panel.deleteLater()
        if crew is not None:
            self.add_crew(crew)
        return crew

    def add_crew(self, crew: Crew) -> SideChoice:
        """Offer ``crew`` as a side of the next battle."""
        from gangfight_gui.gui.night.new_battle import SideChoice
        from gangfight_gui.roster.night.battle import SideSource

        source = SideSource("crew", crew.source_file)
        choice = SideChoice(f"{crew.roster.name} crew", crew.roster, source)
        self._crews.insert(0, choice)
        return choice

    def begin(self, battle: Battle) -> bool:
        """Open a new battle (not saved yet); False if the open one is kept."""
        if not self.close_battle():
            return False
        from gangfight_gui.gui.night.document import BattleDocument

        self._open(BattleDocument(battle, parent=self))
        assert self.document is not None
        self.document.autosave()
        self.status_message.emit(f"Began the battle {battle.name}")
        return True

    def open_dialog(self) -> Battle | None:
        chosen, _filter = QFileDialog.getOpenFileName(
            self._window, "Open Battle", str(self._folder()), BATTLE_FILTER
        )
        if not chosen:
            return None
        return self.open_path(Path(chosen))

    def open_if_battle(self, path: Path) -> bool:
        """Open ``path`` here if it is a battle file (File › Open, the recent list, a drop);
        False for any other file, left to the roster's reader."""
        if not is_battle_file(path):
            return False
        self.open_path(path)
        return True

    def open_path(self, path: Path) -> Battle | None:
        """Open the battle at ``path``; a damaged file is one dialog naming the problem. The file
        is read on a worker thread, behind a progress dialog with Cancel once reading takes longer
        than a moment (a file at its limits takes seconds: docs/files.md)."""
        from gangfight_gui.gui.common.background import in_background
        from gangfight_gui.gui.night.document import BattleDocument
        from gangfight_gui.roster.night.battle_file import LoadedBattle, load_battle

        loaded, refusal = in_background(
            "battle_open",
            "Open battle",
            f"Reading the battle {path.name}…",
            lambda _progress: load_battle(path),
            self._window,
            busy=True,
        )
        if refusal is not None:
            plain_text.critical(self._window, "Cannot open battle", refusal)
        if not isinstance(loaded, LoadedBattle):  # refused, or cancelled: nothing opened
            return None
        if not self.close_battle():
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
        self._pending = None
        if self._combat.show_game is not None:
            self._combat.show_game(document.battle.game)
        self._on_battle_changed(document.battle)
        self.show_now()
        width = self._window.width()
        narrow = width < WIDE_ENOUGH and self._tabify()
        self.dock.show()
        self.dock.raise_()
        if not narrow:
            self._window.resizeDocks([self.dock], [DOCK_WIDTH], Qt.Orientation.Horizontal)
        self._fit(width)

    def _tabify(self) -> bool:
        """The battle as a tab of the builder's place, before it is shown, so a window too
        narrow for it beside never grows past its screen; False if it cannot be (floating)."""
        neighbour = self._combat.builder_dock
        if neighbour is None or self.dock.isFloating():
            return False
        self._window.tabifyDockWidget(neighbour, self.dock)
        return True

    def _fit(self, width: int) -> None:
        """A window too narrow for the battle beside the rosters and the builder (a laptop's
        1366 or 1280 pixels) takes it as a tab of the builder's place: Fight in Builder brings
        the builder to the front, and Apply Roll is in the Combat menu (Ctrl+Shift+Enter)
        whatever is in front."""
        window = self._window
        neighbour = self._combat.builder_dock
        if neighbour is None or self.dock.isFloating():
            return
        if width < WIDE_ENOUGH or window.width() > width:
            window.tabifyDockWidget(neighbour, self.dock)
            self.dock.raise_()
            if not window.isMaximized() and not window.isFullScreen():
                layout = window.layout()
                if layout is not None:  # its least size as the tab leaves it, not as it was
                    layout.activate()
                window.resize(width, window.height())

    def close_battle(self, *, ask: bool = True) -> bool:
        """Close the battle, asking to save unsaved changes; False if the player cancels."""
        document = self.document
        if document is None:
            return True
        if ask and document.is_modified():
            answer = plain_text.question(
                self._window,
                "Save the battle?",
                f"The battle {document.battle.name} has unsaved changes. Save them?",
                QMessageBox.StandardButton.Save
                | QMessageBox.StandardButton.Discard
                | QMessageBox.StandardButton.Cancel,
                QMessageBox.StandardButton.Save,
            )
            if answer == QMessageBox.StandardButton.Cancel:
                return False
            if answer == QMessageBox.StandardButton.Save and not self.save():
                return False
        document.discard()
        self._drop()
        return True

    def keep_session(self) -> None:
        """The session ends without questions: unsaved changes go to the autosave."""
        if self.document is not None:
            self.document.autosave()

    def _drop(self) -> None:
        document = self.document
        if document is None:
            return
        self.document = None
        self._pending = None
        self._undo_group.removeStack(document.undo_stack)
        document.deleteLater()
        self._combat.set_rosters([])
        self.dock.hide()
        self._enable()

    def offer_recovery(self) -> Battle | None:
        """Offer the battle a crash or a killed window left in its autosave; open it if the
        player recovers it (the newest one; the others stay for the next start)."""
        from gangfight_gui.gui.night.document import BattleDocument
        from gangfight_gui.roster.autosave import discard_autosave, list_autosaves
        from gangfight_gui.roster.files import read_stamp

        autosaves = list_autosaves(battles=True)
        if not autosaves:
            return None
        newest = autosaves[0]
        if newest.battle is None:
            answer = plain_text.question(
                self._window,
                "Damaged battle autosave",
                f"A battle's autosave cannot be read:\n\n{newest.error}\n\nDelete it?",
                QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel,
                QMessageBox.StandardButton.Cancel,
            )
            if answer == QMessageBox.StandardButton.Discard:
                discard_autosave(newest.document_id)
            return None
        where = f" ({newest.source_path})" if newest.source_path is not None else ""
        answer = plain_text.question(
            self._window,
            "Recover the battle?",
            f"Gangfight GUI closed without saving the battle {newest.battle.name}{where}.\n\n"
            "Recover it now? Discard deletes it; Cancel asks again next time.",
            QMessageBox.StandardButton.Yes
            | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Yes,
        )
        if answer == QMessageBox.StandardButton.Discard:
            discard_autosave(newest.document_id)
            return None
        if answer != QMessageBox.StandardButton.Yes or not self.close_battle():
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
        if document.path is None:
            return self.save_as()
        return self.save_to(document.path)

    def save_as(self) -> bool:
        document = self.document
        if document is None:
            return False
        start = document.path or self._folder() / f"{document.battle.name}.json"
        chosen, _filter = QFileDialog.getSaveFileName(
            self._window, "Save Battle", str(start), BATTLE_FILTER
        )
        if not chosen:
            return False
        return self.save_to(Path(chosen))

    def save_to(self, path: Path) -> bool:
        """Write the battle to ``path`` (atomically); a failure is one dialog."""
        document = self.document
        if document is None:
            return False
        from gangfight_gui.roster.files import RosterFileError
        from gangfight_gui.roster.night.battle_file import save_battle

        expected = document.stamp if document.path == path else None
        try:
            stamp = save_battle(document.battle, path, expected=expected)
        except (RosterFileError, OSError) as error:
            plain_text.critical(self._window, "Cannot save battle", str(error))
            return False
        document.mark_saved(path, stamp)
        self.recent_file.emit(path)
        self.status_message.emit(f"Saved the battle to {path}")
        self._show_title()
        return True

    # -- the log ------------------------------------------------------------------------------

    def copy_log(self) -> None:
        from gangfight_gui.roster.night.battle_log import log_text

        battle = self.battle
        if battle is not None:
            QGuiApplication.clipboard().setText(log_text(battle))
            self.status_message.emit("Copied the battle's log")

    def save_log_dialog(self) -> Path | None:
        battle = self.battle
        if battle is None:
            return None
        chosen, kind = QFileDialog.getSaveFileName(
            self._window,
            "Save the Battle's Log",
            str(self._folder() / f"{battle.name}.md"),
            ";;".join(LOG_FILTERS),
            LOG_FILTERS[1],
        )
        if not chosen:
            return None
        return self.save_log(Path(chosen), markdown=kind != LOG_FILTERS[0])

    def save_log(self, path: Path, *, markdown: bool) -> Path | None:
        """Write the log as Markdown or plain text (by ``markdown``, or the file's suffix)."""
        battle = self.battle
        if battle is None:
            return None
        if path.suffix.lower() in (".txt", ".text"):
            markdown = False
        elif path.suffix.lower() in (".md", ".markdown"):
            markdown = True
        from gangfight_gui.roster.files import RosterFileError, save_bytes
        from gangfight_gui.roster.night.battle_log import log_markdown, log_text

        text = log_markdown(battle) if markdown else log_text(battle)
        try:
            save_bytes(text.encode("utf-8"), path)
        except (RosterFileError, OSError) as error:
            plain_text.critical(self._window, "Cannot save the log", str(error))
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
        from gangfight_gui.gui.night.state_dialog import StateDialog

        dialog = StateDialog(battle, ref, self._window)
        try:
            if dialog.exec() != QDialog.DialogCode.Accepted:
                return False
            values, note = dialog.values(), dialog.note.text()
        finally:
            dialog.deleteLater()
        return self.edit_state(ref, values, note)

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
        from gangfight_gui.gui.night.links import fight_refs

        battle = self.battle
        self._pending = None
        if battle is not None and battle.game == key:
            results = self._combat.results(key)
            fight = results.fight
            refs = fight_refs(battle, fight) if fight is not None else None
            if fight is not None and refs is not None:
                reading = results.reading
                odds = reading.headline if reading is not None else ()
                self._pending = (fight, refs[0], refs[1], roll, odds)
                QTimer.singleShot(0, self, self._prepare)
        self._enable()

    def _prepare(self) -> None:
        """Work out what applying the roll kept would make, while the player reads the roll: the
        battle after it, each side's roster as it would then stand, and the builder's fight of
        them (its memory then holds their choices and limits). Apply Roll then only shows it
        (the next odds within 4 ms of the click). Nothing is shown or changed here;
        a roll the rules refuse to apply is left to Apply Roll to refuse."""
        from gangfight_gui.roster.night.battle import BattleError

        pending, battle = self._pending, self.battle
        if pending is None or battle is None or self._rosters is None:
            return
        if self._prepared is not None and self._prepared[0] is pending:
            return
        fight, attacker, targets, roll, odds = pending
        try:
            change = battle.apply_roll(attacker, targets, fight.scenario, roll, odds or None)
        except BattleError:
            return
        self._prepared = (pending, battle, change)
        if self._combat.prepare_rosters is not None:
            self._combat.prepare_rosters(self._rosters.rosters(change.after))

    def apply_roll(self) -> bool:
        """Apply the roll kept (``take_roll``) to the battle: one undoable step, logged."""
        pending = self._pending
        if pending is None:
            return False
        fight, attacker, targets, roll, odds = pending
        prepared, self._prepared = self._prepared, None

        def make(battle: Battle) -> Any:
            if prepared is not None and prepared[0] is pending and prepared[1] is battle:
                return prepared[2]  # worked out while the roll was read (``_prepare``)
            return battle.apply_roll(attacker, targets, fight.scenario, roll, odds or None)

        done = self._push(make)
        if done:
            self._pending = None  # a roll is applied once
            self._enable()
            if self.document is not None:
                self.status_message.emit(f"Applied: {self.document.undo_stack.undoText()}")
        return done

    # -- showing ------------------------------------------------------------------------------

    def _on_battle_changed(self, battle: Battle) -> None:
        """The builder first (its odds are what the player waits for: they are worked out and
        painted in the next pass of the event loop), the battle view just after."""
        # A roll is of the battle as it stood: applied once, or not at all.
        self._pending = self._prepared = None
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
        document = self.document
        if document is None:
            self.dock.setWindowTitle("Battle")
            return
        # Short: at 1366 pixels it is a tab's text; the battle's name heads the view.
        self.dock.setWindowTitle("Battle (unsaved)" if document.is_modified() else "Battle")

    def _enable(self) -> None:
        open_ = self.document is not None
        for each in (self.save_action, self.save_as_action, self.close_action):
            each.setEnabled(open_)
        pending = self._pending
        self.apply_action.setEnabled(pending is not None)
        if pending is None:
            self.apply_action.setText("&Apply Roll to Battle")
        else:
            battle = self.battle
            names = [battle.name_of(t) for t in pending[2]] if battle is not None else []
            who = battle.name_of(pending[1]) if battle is not None and pending[1] else "No attacker"
            told = f"{who} \u2192 {', '.join(names)}".replace("&", "&&")
            self.apply_action.setText(f"&Apply Roll to Battle: {told}")

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
