"""The File menu's rosters: new, open, import, save, close and the recent files, and the
session's rosters kept and reopened."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QMenu, QWidget

from gangfight_gui.gui.common import plain_text
from gangfight_gui.gui.roster.autosaver import Autosaver
from gangfight_gui.gui.roster.tabs import RosterTabs
from gangfight_gui.gui.shell import file_questions
from gangfight_gui.gui.shell.settings import MAX_RECENT_FILES
from gangfight_gui.gui.shell.settings_store import SettingsStore
from gangfight_gui.gui.shell.shortcuts import Act, FrontActions, Key
from gangfight_gui.rules.game import game_keys, game_title, playable_games

if TYPE_CHECKING:
    # Loaded when first used: the roster files (and their pydantic schemas) when a roster is
    # first made or opened, the dialogs of File › New and Open Sample when first asked, so the
    # window shows without them.
    from gangfight_gui.gui.imports.report_dialog import ImportReportDialog
    from gangfight_gui.gui.roster.document import RosterDocument
    from gangfight_gui.gui.shell.new_roster_dialog import NewRoster
    from gangfight_gui.roster.files import FileStamp, LoadedRoster
    from gangfight_gui.roster.imports.report import ImportReport
    from gangfight_gui.shipped import Sample

ROSTER_FILTER = "Gangfight rosters (*.json);;All files (*)"
GANG_FILTER = "Yaktribe gangs (*.json);;All files (*)"
NEW = Act("new", "&New Roster", "Start a new, empty roster", "new", "New", (Key.New, "Ctrl+N"))
OPEN = Act("open", "&Open…", "Open roster files", "open", "Open", (Key.Open, "Ctrl+O"))
SAMPLES = Act(
    "samples", "Open Sa&mple…", "Open copies of the sample gangs that come with the app", "samples"
)
IMPORT = Act(
    "import", "&Import Gang…", "Import a Necromunda gang from Yaktribe's JSON file as a new roster"
)
SAVE = Act("save", "&Save", "Save the roster to its file", "save", "Save", (Key.Save, "Ctrl+S"))
SAVE_AS = Act(
    "save_as", "Save &As…", "Save the roster to another file", keys=(Key.SaveAs, "Ctrl+Shift+S")
)
CLOSE = Act("close", "&Close Roster", "Close the roster's tab", keys=(Key.Close, "Ctrl+W"))


def opened(documents: Iterable[RosterDocument | None]) -> list[RosterDocument]:
    """The rosters that opened, in order (None: one that did not)."""
    return [document for document in documents if document is not None]


def opponent_sample(tabs: RosterTabs, game: str) -> Sample | None:
    """The sample that opens as the other side of a new roster of ``game``: the game's
    first, where no roster of that game is open yet (else the builder has its target)."""
    if any(document.roster.game == game for document in tabs.documents()):
        return None
    from gangfight_gui import shipped

    return next(iter(shipped.samples(game)), None)


def gang_bytes(path: Path) -> bytes | None:
    """The file at ``path`` if it is a Yaktribe gang (``looks_like_gang``), None if it is not or
    cannot be read (the roster reader then names the problem)."""
    from gangfight_gui.roster.files import MAX_FILE_BYTES, RosterFileError, read_file
    from gangfight_gui.roster.imports.yaktribe import WHAT, looks_like_gang

    try:
        data, _stamp = read_file(path, max_bytes=MAX_FILE_BYTES, what=WHAT)
    except RosterFileError:
        return None
    return data if looks_like_gang(data) else None


class RecentMenu(QMenu):
    """The recent files, newest first, each opened by ``open_path``; and Clear Menu."""

    def __init__(
        self, window: QWidget, settings: SettingsStore, open_path: Callable[[Path], object]
    ) -> None:
        super().__init__("Open &Recent", window)
        self.setObjectName("recent_menu")
        self._settings = settings
        self._open_path = open_path
        self.aboutToShow.connect(self._on_about_to_show)

    def _on_about_to_show(self) -> None:
        self.clear()
        recent = self._settings.settings.recent_files[:MAX_RECENT_FILES]
        if not recent:
            empty = self.addAction("No recent rosters")
            empty.setEnabled(False)
            return
        for number, path in enumerate(recent, start=1):
            label = f"&{number} {path.name}" if number < 10 else f"1&0 {path.name}"
            entry = self.addAction(label)
            entry.setToolTip(plain_text.tooltip(str(path)))
            entry.setStatusTip(str(path))
            entry.triggered.connect(lambda _checked=False, path=path: self._open_path(path))
        self.addSeparator()
        clear = self.addAction("&Clear Menu")
        clear.triggered.connect(self._on_clear_triggered)

    def _on_clear_triggered(self) -> None:
        self._settings.update(lambda s: s.model_copy(update={"recent_files": ()}))


class FileActions(FrontActions):
    """The File menu's actions and what they do to the open documents (``document_actions``:
    Save, Save As and Close, on the roster in front)."""

    def __init__(
        self,
        window: QWidget,
        tabs: RosterTabs,
        settings: SettingsStore,
        autosaver: Autosaver,
    ) -> None:
        super().__init__(window, tabs)
        self._settings = settings
        self._autosaver = autosaver
        self._last_game: str | None = None
        """The game of the last roster made with New Roster, offered first the next time."""
        self._battle_opener: Callable[[Path], bool] | None = None
        self.import_report: ImportReportDialog | None = None
        """The report of the last gang imported, while it is open."""

        self.new_action = NEW.make(window, self._on_new_action_triggered)
        self.open_action = OPEN.make(window, self.open_dialog)
        self.recent_menu = RecentMenu(window, settings, self.open_path)
        self.samples_action = SAMPLES.make(window, self.open_samples)
        self.import_action = IMPORT.make(window, self.import_dialog)
        self.save_action = self.on_front(SAVE, self.save)
        self.save_as_action = self.on_front(SAVE_AS, self.save_as)
        self.close_action = self.on_front(CLOSE, self.close_document)

    # Opening

    def add_document(self, document: RosterDocument, said: str = "") -> RosterDocument:
        """``document`` in a new tab, its autosaves written; ``said`` in the status bar."""
        self._tabs.add_document(document)
        self._autosaver.watch(document)
        if said:
            self.status_message.emit(said)
        return document

    def new_roster(self, game: str | None = None) -> RosterDocument:
        """A new, empty roster of ``game`` (None: the first game of the menu) in a new tab, named
        apart from the open ones."""
        from gangfight_gui.gui.roster.clipboard import unique_name
        from gangfight_gui.gui.roster.document import RosterDocument
        from gangfight_gui.roster.roster import new_roster

        if game is None:
            game = game_keys()[0]
        first = f"New {game_title(game)} roster"
        name = unique_name(first, {d.roster.name for d in self._tabs.documents()})
        return self.add_document(RosterDocument(new_roster(game, name)))

    def choose_game(self) -> NewRoster | None:
        """Ask which game a new roster is for, and whether a sample opens beside it as the
        other side (None: cancelled); the last game chosen comes first."""
        from gangfight_gui.gui.shell import new_roster_dialog

        def opponent_name(game: str) -> str | None:
            sample = opponent_sample(self._tabs, game)
            return None if sample is None else sample.name

        front = self._tabs.current_document()
        keys = [game.key for game in playable_games()]  # a game that cannot load is not made
        wanted = self._last_game or (front.roster.game if front is not None else keys[0])
        answer = new_roster_dialog.ask(self._window, keys, wanted, opponent_name)
        if answer is not None:
            self._last_game = answer.game
        return answer

    def _on_new_action_triggered(self) -> None:
        answer = self.choose_game()
        if answer is None:
            return
        opponent = opponent_sample(self._tabs, answer.game) if answer.with_opponent else None
        if opponent is not None:
            self.open_sample(opponent)
        self.new_roster(answer.game)
        if opponent is not None:  # the new roster opened last is in front: the attacker's side
            self.status_message.emit(
                f"New roster, with a copy of the sample {opponent.name} as the other side"
            )

    def open_dialog(self) -> list[RosterDocument]:
        from PySide6.QtWidgets import QFileDialog  # made when a file is asked for

        chosen, _filter = QFileDialog.getOpenFileNames(
            self._window, "Open Rosters", str(self.start_folder()), ROSTER_FILTER
        )
        return self.open_paths(Path(name) for name in chosen)

    def open_samples(self) -> list[RosterDocument]:
        """Ask which shipped samples to open, and open each as an untitled copy. The samples are
        read when asked for, not to show the window; an install without them says so."""
        from gangfight_gui import shipped
        from gangfight_gui.gui.shell import samples_dialog

        samples = shipped.samples()
        if not samples:
            plain_text.critical(
                self._window,
                "No sample rosters",
                "No sample rosters came with this installation; reinstall gangfight-gui.",
            )
            return []
        return opened(map(self.open_sample, samples_dialog.choose_samples(self._window, samples)))

    def open_sample(self, sample: Sample) -> RosterDocument | None:
        """Open a shipped sample as a new untitled roster; None if it cannot be read.

        Untitled, so Save asks where to keep the player's copy and the shipped file (inside the
        installed package, possibly read-only) is never overwritten. Nor is it a recent file.
        """
        from gangfight_gui.gui.roster.document import RosterDocument
        from gangfight_gui.roster.files import RosterFileError, roster_from_bytes

        source = f"sample {sample.file_name}"
        try:
            roster = roster_from_bytes(sample.data, source, default_name=sample.name)
        except RosterFileError as error:
            plain_text.critical(self._window, "Cannot open sample", str(error))
            return None
        said = f"Opened a copy of the sample {sample.name}; Save asks where to keep it"
        return self.add_document(RosterDocument(roster), said)

    def open_paths(self, paths: Iterable[Path]) -> list[RosterDocument]:
        """Open each roster as ``open_path`` does; the recent files are saved once, at the end."""
        with self._settings.batched():
            return opened(map(self.open_path, paths))

    def open_path(self, path: Path) -> RosterDocument | None:
        """Open the roster at ``path`` in a new tab (or show it if open); None if unreadable.

        An unreadable file is reported in one message box naming the file and the problem; a
        Yaktribe gang is imported, as a drop imports it.
        """
        from gangfight_gui.roster.files import RosterFileError, load_roster

        existing = self._tabs.document_for_path(path)
        if existing is not None:
            return self._show_open(existing)
        if self._battle_opener is not None and self._battle_opener(Path(path)):
            return None  # a battle file: opened in the battle's dock
        try:
            loaded = load_roster(path)
        except RosterFileError as error:
            gang = gang_bytes(Path(path))
            if gang is not None:
                return self.import_path(Path(path), gang)
            plain_text.critical(self._window, "Cannot open roster", str(error))
            if not Path(path).exists():
                self._settings.update(lambda s: s.without_recent_file(path))
            return None
        return self.open_loaded(loaded)

    def open_loaded(self, loaded: LoadedRoster) -> RosterDocument:
        """Open a roster already read from its file in a new tab, as ``open_path`` does.

        For a caller that had to read the file first (the screenshot refuses an unreadable
        roster in one line, with no one there to answer a dialog): a 10,000-model roster is
        then read once, not twice.
        """
        from gangfight_gui.gui.roster.document import RosterDocument

        existing = self._tabs.document_for_path(loaded.path)
        if existing is not None:
            return self._show_open(existing)
        # What saves of this file killed midway left beside it.
        from gangfight_gui.roster.atomic import remove_stale_temps

        remove_stale_temps(loaded.path)
        document = RosterDocument(loaded.roster, loaded.path, loaded.stamp)
        self._settings.update(lambda s: s.with_recent_file(loaded.path))
        return self.add_document(document, f"Opened {loaded.path}")

    def _show_open(self, document: RosterDocument) -> RosterDocument:
        """A roster asked for again while open: its tab to the front, and a word of why
        nothing else happened (its file is not read again over unsaved edits)."""
        self._tabs.show_document(document)
        self.status_message.emit(f"{document.display_name} is already open: its tab is in front")
        return document

    # Dropped files

    def open_dropped(self, paths: Iterable[Path]) -> list[RosterDocument]:
        """Files dropped on the window: a Yaktribe gang is imported, any other file opened as a
        roster (whose reader says what is wrong with it)."""
        return opened(map(self._open_dropped, paths))

    def _open_dropped(self, path: Path) -> RosterDocument | None:
        data = gang_bytes(path)
        if data is not None:
            return self.import_path(path, data)
        return self.open_path(path)

    # Gangs kept by another program (Yaktribe)

    def import_dialog(self) -> RosterDocument | None:
        """File › Import Gang…: ask for a gang file, import it."""
        from PySide6.QtWidgets import QFileDialog  # made when a file is asked for

        chosen, _filter = QFileDialog.getOpenFileName(
            self._window, "Import Gang from Yaktribe", str(self.start_folder()), GANG_FILTER
        )
        return self.import_path(Path(chosen)) if chosen else None

    def import_path(self, path: Path, data: bytes | None = None) -> RosterDocument | None:
        """Import the gang at ``path`` (``data``: its bytes, already read) as a new, untitled
        roster, and show the import's report; a file that cannot be imported is one dialog
        naming the problem, and nothing opens (``gui/imports/gang_import``)."""
        from gangfight_gui.gui.imports.gang_import import import_gang_file
        from gangfight_gui.gui.roster.document import RosterDocument

        imported = import_gang_file(self._window, path, data)
        if imported is None:
            return None
        said = f"Imported {imported.roster.name} from {path.name}; Save asks where to keep it"
        document = self.add_document(RosterDocument(imported.roster), said)
        document.mark_unsaved()  # not on disk: closing asks, Save asks where
        self._show_import_report(imported.report)
        return document

    def _show_import_report(self, report: ImportReport) -> None:
        from gangfight_gui.gui.imports.report_dialog import ImportReportDialog

        if self.import_report is not None:  # the next import's report replaces it
            self.import_report.destroyed.disconnect(self._on_import_report_destroyed)
            self.import_report.close()
        dialog = ImportReportDialog(report, self._window)
        dialog.destroyed.connect(self._on_import_report_destroyed)
        self.import_report = dialog
        dialog.show()

    def _on_import_report_destroyed(self) -> None:
        self.import_report = None

    # Saving

    def save(self, document: RosterDocument) -> bool:
        """Save to the document's file (asking for one if it has none); whether it was saved."""
        if document.path is None:
            return self.save_as(document)
        return self._write(document, document.path, document.stamp)

    def save_as(self, document: RosterDocument) -> bool:
        if document.path is not None:
            start = document.path
        else:
            start = self.start_folder() / f"{document.display_name}.json"
        from PySide6.QtWidgets import QFileDialog  # made when a file is asked for

        chosen, _filter = QFileDialog.getSaveFileName(
            self._window, "Save Roster As", str(start), ROSTER_FILTER
        )
        if not chosen:
            return False
        path = Path(chosen)
        if not path.suffix:
            path = path.with_suffix(".json")
        # The file dialog has asked about replacing an existing file.
        return self._write(document, path, None)

    def _write(
        self,
        document: RosterDocument,
        path: Path,
        expected: FileStamp | None,
        *,
        overwrite_read_only: bool = False,
    ) -> bool:
        """Save to ``path``; ``expected`` (the stamp when last read) guards others' changes."""
        from gangfight_gui.roster.files import (
            RosterChangedOnDisk,
            RosterFileError,
            RosterReadOnly,
            save_roster,
        )

        try:
            stamp = save_roster(
                document.roster, path, expected=expected, overwrite_read_only=overwrite_read_only
            )
        except RosterReadOnly as error:
            if not file_questions.ask_overwrite_read_only(self._window, error):
                return False
            return self._write(document, path, expected, overwrite_read_only=True)
        except RosterChangedOnDisk as error:
            choice = file_questions.ask_changed_on_disk(self._window, error)
            if choice is file_questions.DiskChoice.OVERWRITE:
                return self._write(document, path, None)
            if choice is file_questions.DiskChoice.SAVE_AS:
                return self.save_as(document)
            return False
        except RosterFileError as error:
            plain_text.critical(self._window, "Cannot save roster", str(error))
            return False
        document.mark_saved(path, stamp)
        self._settings.update(lambda s: s.with_recent_file(path))
        self.status_message.emit(f"Saved {path}")
        return True

    # Closing

    def ask_to_save(self, document: RosterDocument) -> bool:
        """Whether ``document`` may close: unmodified, saved now, or the player discards it."""
        if not document.is_modified():
            return True
        self._tabs.show_document(document)
        answer = plain_text.question(
            self._window,
            "Unsaved changes",
            f"Save the changes to {document.display_name} before closing?\n\n"
            "If you don't save, your changes will be lost.",
            plain_text.Button.Save | plain_text.Button.Discard | plain_text.Button.Cancel,
            plain_text.Button.Save,
        )
        if answer == plain_text.Button.Save:
            return self.save(document)
        return answer == plain_text.Button.Discard

    def close_document(self, document: RosterDocument) -> bool:
        """Close ``document``'s tab, asking about unsaved changes first; whether it closed."""
        if not self.ask_to_save(document):
            return False
        self._autosaver.forget(document)
        self._tabs.remove_document(document)
        return True

    def close_all(self) -> bool:
        """Ask about every modified document, for quitting; whether all may close.

        The tabs stay open (the window is closing anyway); their autosaves are removed.
        """
        documents = self._tabs.documents()
        for document in documents:
            if not self.ask_to_save(document):
                return False
        self._remember_open_rosters(documents)
        for document in documents:
            self._autosaver.forget(document)
        return True

    def keep_session(self) -> None:
        """Keep everything for next time without asking: the session is ending (logout, SIGTERM).

        Every modified roster is autosaved now (not a moment later: there is no later) and its
        autosave kept, so the next start offers it back; the files open are remembered, so the
        next start reopens them.
        """
        documents = self._tabs.documents()
        self._autosaver.save_all()
        self._remember_open_rosters(documents)

    def _remember_open_rosters(self, documents: list[RosterDocument]) -> None:
        paths = tuple(d.path for d in documents if d.path is not None)
        self._settings.update(lambda s: s.model_copy(update={"open_rosters": paths}))

    # Start-up

    def restore_session(self) -> list[RosterDocument]:
        """Reopen the rosters that were open when the app was last closed (those still there)."""
        paths = [p for p in self._settings.settings.open_rosters if p.is_file()]
        return self.open_paths(paths)

    def offer_recovery(self) -> list[RosterDocument]:
        """Offer the autosaves a crash left behind; open the ones the player recovers."""
        open_keys = [d.key for d in self._tabs.documents()]
        recovered = [
            self.add_document(d) for d in file_questions.ask_recovery(self._window, open_keys)
        ]
        if recovered:
            self.status_message.emit(
                f"Recovered {len(recovered)} roster(s); save them to keep the changes"
            )
        return recovered

    # Helpers and slots

    def set_battle_opener(self, opener: Callable[[Path], bool]) -> None:
        """Open, recent and dropped files that are battles go to ``opener`` (it answers
        whether the file was a battle's)."""
        self._battle_opener = opener

    def start_folder(self) -> Path:
        """Where a file dialog starts: the folder of the most recent file."""
        current = self._tabs.current_document()
        if current is not None and current.path is not None:
            return current.path.parent
        recent = self._settings.settings.recent_files
        if recent:
            return recent[0].parent
        return Path.home()
