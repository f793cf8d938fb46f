"""The File menu's work: new, open, import, save, close, recent files, cards, crash recovery.

Every question to the player goes through a ``plain_text`` box (plain text: names are never
markup), a ``QFileDialog`` static function, ``ask_changed_on_disk`` or ``ask_overwrite_read_only``,
so tests can answer them. Problems with a file are shown as the
``RosterFileError``'s own message, which names the file and the line or field at fault.

Signals of ``FileActions``:
    status_message(str): something to tell the player in the status bar.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QFileDialog, QMenu, QMessageBox, QWidget

from gangfight_gui.gui.common import icons, plain_text
from gangfight_gui.gui.common.plain_text import tooltip
from gangfight_gui.gui.roster.autosaver import Autosaver
from gangfight_gui.gui.roster.tabs import RosterTabs
from gangfight_gui.gui.shell.settings import MAX_RECENT_FILES
from gangfight_gui.gui.shell.settings_store import SettingsStore
from gangfight_gui.gui.shell.shortcuts import set_standard_shortcuts
from gangfight_gui.rules.game import game_keys, game_title, playable_games

if TYPE_CHECKING:
    # Loaded when first used: the cards (and Qt's print support) when first printed, the roster
    # files (and their pydantic schemas) when a roster is first made or opened, the dialogs of
    # File › New and Open Sample when first asked, so the window shows without them.
    from datetime import datetime

    from gangfight_gui.cards.layout import CardOdds, OddsAgainst
    from gangfight_gui.gui.imports.report_dialog import ImportReportDialog
    from gangfight_gui.gui.roster.document import RosterDocument
    from gangfight_gui.gui.shell.new_roster_dialog import NewRoster
    from gangfight_gui.roster.autosave import Autosave
    from gangfight_gui.roster.files import (
        FileStamp,
        LoadedRoster,
        RosterChangedOnDisk,
        RosterReadOnly,
    )
    from gangfight_gui.roster.imports.report import ImportReport
    from gangfight_gui.shipped import Sample

ROSTER_FILTER = "Gangfight rosters (*.json);;All files (*)"
GANG_FILTER = "Yaktribe gangs (*.json);;All files (*)"


def ask_overwrite_read_only(parent: QWidget | None, error: RosterReadOnly) -> bool:
    """Whether to save over a read-only file anyway (it stays read-only), as editors ask."""
    box = plain_text.plain_box(
        QMessageBox.Icon.Warning,
        parent,
        "Read-only roster",
        f"{error.source} is read-only.",
        QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Cancel,
        QMessageBox.StandardButton.Cancel,
    )
    box.setInformativeText(
        "Someone (perhaps you) marked it so it is not changed by mistake. Save over it anyway? "
        "It stays read-only."
    )
    box.button(QMessageBox.StandardButton.Save).setText("Save Anyway")
    return plain_text.answer(box) == QMessageBox.StandardButton.Save


OddsSettings = Callable[[str], tuple[Mapping[str, object], Mapping[str, object]]]
"""A game's key → the circumstances and house rules its card odds are worked out in."""


class DiskChoice(enum.Enum):
    OVERWRITE = "overwrite"
    SAVE_AS = "save_as"
    CANCEL = "cancel"


def ask_changed_on_disk(parent: QWidget | None, error: RosterChangedOnDisk) -> DiskChoice:
    """Ask what to do when the file changed since it was opened: overwrite, save as, or not."""
    box = plain_text.plain_box(  # a file name is text
        QMessageBox.Icon.Warning,
        parent,
        "File changed on disk",
        f"{error.source} {error.problem}.",
        QMessageBox.StandardButton.Yes
        | QMessageBox.StandardButton.No
        | QMessageBox.StandardButton.Cancel,
        QMessageBox.StandardButton.No,
    )
    box.setInformativeText(
        "Overwrite it with this roster (the other changes are lost), or save this roster "
        "under another name?"
    )
    box.button(QMessageBox.StandardButton.Yes).setText("Overwrite")
    box.button(QMessageBox.StandardButton.No).setText("Save As…")
    answer = plain_text.answer(box)
    if answer == QMessageBox.StandardButton.Yes:
        return DiskChoice.OVERWRITE
    if answer == QMessageBox.StandardButton.No:
        return DiskChoice.SAVE_AS
    return DiskChoice.CANCEL


def _when(moment: datetime | None) -> str:
    return moment.astimezone().strftime("%Y-%m-%d %H:%M") if moment else "unknown time"


def _autosave_line(autosave: Autosave) -> str:
    if autosave.roster is None:
        return f"• unreadable autosave ({autosave.error})"
    source = autosave.source_path.name if autosave.source_path else "never saved"
    return f"• {autosave.roster.name} ({source}), {_when(autosave.saved_at)}"


class FileActions(QObject):
    """The File menu's actions and what they do to the open documents.

    Signals:
        status_message(str): something to tell the player in the status bar.
    """

    status_message = Signal(str)

    def __init__(
        self,
        window: QWidget,
        tabs: RosterTabs,
        settings: SettingsStore,
        autosaver: Autosaver,
    ) -> None:
        super().__init__(window)
        self._window = window
        self._tabs = tabs
        self._settings = settings
        self._autosaver = autosaver
        self._last_game: str | None = None
        """The game of the last roster made with New Roster, offered first the next time."""
        self._battle_opener: Callable[[Path], bool] | None = None

        def action(text: str, name: str, tip: str, icon: str | None = None) -> QAction:
            made = QAction(text, window)
            made.setObjectName(name)
            made.setStatusTip(tip)
            made.setToolTip(tip)
            if icon is not None:
                made.setIcon(icons.icon(icon))
            return made

        self.new_action = action("&New Roster", "new_action", "Start a new, empty roster", "new")
        self.new_action.setIconText("New")
        set_standard_shortcuts(self.new_action, QKeySequence.StandardKey.New, "Ctrl+N")
        self.new_action.triggered.connect(self._on_new_action_triggered)

        self.open_action = action("&Open…", "open_action", "Open roster files", "open")
        self.open_action.setIconText("Open")
        set_standard_shortcuts(self.open_action, QKeySequence.StandardKey.Open, "Ctrl+O")
        self.open_action.triggered.connect(self.open_dialog)

        self.recent_menu = QMenu("Open &Recent", window)
        self.recent_menu.setObjectName("recent_menu")
        self.recent_menu.aboutToShow.connect(self._on_recent_menu_about_to_show)

        self.samples_action = action(
            "Open Sa&mple…",
            "samples_action",
            "Open copies of the sample gangs that come with the app",
            "samples",
        )
        self.samples_action.triggered.connect(self.open_samples)

        self.import_action = action(
            "&Import Gang…",
            "import_action",
            "Import a Necromunda gang from Yaktribe's JSON file as a new roster",
        )
        self.import_action.triggered.connect(self.import_dialog)
        self.import_report: ImportReportDialog | None = None
        """The report of the last import, while it is open."""

        self.save_action = action("&Save", "save_action", "Save the roster to its file", "save")
        self.save_action.setIconText("Save")
        set_standard_shortcuts(self.save_action, QKeySequence.StandardKey.Save, "Ctrl+S")
        self.save_action.triggered.connect(self._on_save_action_triggered)

        self.save_as_action = action(
            "Save &As…", "save_as_action", "Save the roster to another file"
        )
        set_standard_shortcuts(self.save_as_action, QKeySequence.StandardKey.SaveAs, "Ctrl+Shift+S")
        self.save_as_action.triggered.connect(self._on_save_as_action_triggered)

        self.close_action = action("&Close Roster", "close_action", "Close the roster's tab")
        set_standard_shortcuts(self.close_action, QKeySequence.StandardKey.Close, "Ctrl+W")
        self.close_action.triggered.connect(self._on_close_action_triggered)

        self.print_action = action(
            "&Print Cards…", "print_action", "Preview and print the roster's cards", "print"
        )
        self.print_action.setIconText("Print")
        set_standard_shortcuts(self.print_action, QKeySequence.StandardKey.Print, "Ctrl+P")
        self.print_action.triggered.connect(self._on_print_action_triggered)

        self.export_pdf_action = action(
            "&Export Cards PDF…", "export_pdf_action", "Write the roster's cards to a PDF file"
        )
        self.export_pdf_action.triggered.connect(self._on_export_pdf_action_triggered)

        self.odds_menu = QMenu("Card Odds A&gainst", window)
        self.odds_menu.setObjectName("odds_menu")
        self.odds_menu.setToolTip(
            "Print odds against another open roster of the same game on the cards"
        )
        self.odds_menu.aboutToShow.connect(self._on_odds_menu_about_to_show)
        self._odds_choice: tuple[str, str | None] | None = None
        """(roster label, entry name) of the enemy the cards' odds are worked out against; entry
        None: every entry of that roster."""
        self._odds_settings: OddsSettings = lambda _game: ({}, {})

        self.document_actions = [
            self.save_action,
            self.save_as_action,
            self.close_action,
            self.print_action,
            self.export_pdf_action,
        ]
        tabs.current_document_changed.connect(self._on_tabs_current_document_changed)
        self._on_tabs_current_document_changed(tabs.current_document())

    # Opening

    def add_document(self, document: RosterDocument) -> RosterDocument:
        self._tabs.add_document(document)
        self._autosaver.watch(document)
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

        keys = [game.key for game in playable_games()]  # a game that cannot load is not made
        front = self._tabs.current_document()
        wanted = self._last_game or (front.roster.game if front is not None else None)
        answer = new_roster_dialog.ask(
            self._window, keys, wanted or keys[0], lambda game: self._opponent_name(game)
        )
        if answer is not None:
            self._last_game = answer.game
        return answer

    def _opponent_sample(self, game: str) -> Sample | None:
        """The sample that opens as the other side of a new roster of ``game``: the game's
        first, where no roster of that game is open yet (else the builder has its target)."""
        if any(document.roster.game == game for document in self._tabs.documents()):
            return None
        from gangfight_gui import shipped

        return next(iter(shipped.samples(game)), None)

    def _opponent_name(self, game: str) -> str | None:
        sample = self._opponent_sample(game)
        return None if sample is None else sample.name

    def _on_new_action_triggered(self) -> None:
        answer = self.choose_game()
        if answer is None:
            return
        opponent = self._opponent_sample(answer.game) if answer.with_opponent else None
        if opponent is not None:
            self.open_sample(opponent)
        self.new_roster(answer.game)
        if opponent is not None:  # the new roster opened last is in front: the attacker's side
            self.status_message.emit(
                f"New roster, with a copy of the sample {opponent.name} as the other side"
            )

    def open_dialog(self) -> list[RosterDocument]:
        chosen, _filter = QFileDialog.getOpenFileNames(
            self._window, "Open Rosters", str(self._start_folder()), ROSTER_FILTER
        )
        return self.open_paths(Path(name) for name in chosen)

    def open_samples(self) -> list[RosterDocument]:
        """Ask which shipped samples to open, and open each as an untitled copy.

        The samples are read when asked for, not to show the window; an install
        without them says so.
        """
        from gangfight_gui import shipped

        samples = shipped.samples()
        if not samples:
            plain_text.critical(
                self._window,
                "No sample rosters",
                "No sample rosters came with this installation; reinstall gangfight-gui.",
            )
            return []
        from gangfight_gui.gui.shell import samples_dialog

        chosen = samples_dialog.choose_samples(self._window, samples)
        opened = []
        for sample in chosen:
            document = self.open_sample(sample)
            if document is not None:
                opened.append(document)
        return opened

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
        document = self.add_document(RosterDocument(roster))
        self.status_message.emit(
            f"Opened a copy of the sample {sample.name}; Save asks where to keep it"
        )
        return document

    def open_paths(self, paths: Iterable[Path]) -> list[RosterDocument]:
        """Open each roster as ``open_path`` does; the recent files are saved once, at the end."""
        opened = []
        with self._settings.batched():
            for path in paths:
                document = self.open_path(path)
                if document is not None:
                    opened.append(document)
        return opened

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
            if self._is_gang(Path(path)):
                return self.import_path(Path(path))
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
        self.status_message.emit(f"Opened {loaded.path}")
        return self.add_document(document)

    def _show_open(self, document: RosterDocument) -> RosterDocument:
        """A roster asked for again while open: its tab to the front, and a word of why
        nothing else happened (its file is not read again over unsaved edits)."""
        self._tabs.show_document(document)
        self.status_message.emit(f"{document.display_name} is already open: its tab is in front")
        return document

    @staticmethod
    def _is_gang(path: Path) -> bool:
        """Whether the file at ``path`` is a Yaktribe gang (``looks_like_gang``), not a roster."""
        from gangfight_gui.roster.files import MAX_FILE_BYTES, RosterFileError, read_file
        from gangfight_gui.roster.imports.yaktribe import WHAT, looks_like_gang

        try:
            data, _stamp = read_file(path, max_bytes=MAX_FILE_BYTES, what=WHAT)
        except RosterFileError:
            return False
        return looks_like_gang(data)

    # Importing

    def import_dialog(self) -> RosterDocument | None:
        """File › Import…: ask for a gang file, import it."""
        chosen, _filter = QFileDialog.getOpenFileName(
            self._window, "Import Gang from Yaktribe", str(self._start_folder()), GANG_FILTER
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
        document = self.add_document(RosterDocument(imported.roster))
        document.mark_unsaved()  # not on disk: closing asks, Save asks where
        self._show_import_report(imported.report)
        self.status_message.emit(
            f"Imported {imported.roster.name} from {path.name}; Save asks where to keep it"
        )
        return document

    def open_dropped(self, paths: Iterable[Path]) -> list[RosterDocument]:
        """Files dropped on the window: a Yaktribe gang is imported, any other file opened as a
        roster (whose reader says what is wrong with it)."""
        from gangfight_gui.roster.files import MAX_FILE_BYTES, RosterFileError, read_file
        from gangfight_gui.roster.imports.yaktribe import WHAT, looks_like_gang

        opened = []
        for path in paths:
            try:
                data, _stamp = read_file(path, max_bytes=MAX_FILE_BYTES, what=WHAT)
            except RosterFileError:
                data = b""  # the roster reader names the problem
            if looks_like_gang(data):
                document = self.import_path(path, data)
            else:
                document = self.open_path(path)
            if document is not None:
                opened.append(document)
        return opened

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
            start = self._start_folder() / f"{document.display_name}.json"
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
            if not ask_overwrite_read_only(self._window, error):
                return False
            return self._write(document, path, expected, overwrite_read_only=True)
        except RosterChangedOnDisk as error:
            choice = ask_changed_on_disk(self._window, error)
            if choice is DiskChoice.OVERWRITE:
                return self._write(document, path, None)
            if choice is DiskChoice.SAVE_AS:
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
            QMessageBox.StandardButton.Save
            | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Save,
        )
        if answer == QMessageBox.StandardButton.Save:
            return self.save(document)
        return answer == QMessageBox.StandardButton.Discard

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
        from gangfight_gui.gui.roster.document import RosterDocument
        from gangfight_gui.roster.autosave import discard_autosave, list_autosaves
        from gangfight_gui.roster.files import read_stamp

        open_keys = [d.key for d in self._tabs.documents()]
        autosaves = list_autosaves(exclude=open_keys)
        if not autosaves:
            return []
        lines = "\n".join(_autosave_line(a) for a in autosaves)
        answer = plain_text.question(
            self._window,
            "Recover unsaved rosters?",
            "Gangfight GUI closed without saving changes to:\n\n"
            f"{lines}\n\nRecover them now? Discard deletes them; Cancel asks again next time.",
            QMessageBox.StandardButton.Yes
            | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Yes,
        )
        if answer == QMessageBox.StandardButton.Discard:
            for autosave in autosaves:
                discard_autosave(autosave.document_id)
            return []
        if answer != QMessageBox.StandardButton.Yes:
            return []
        recovered = []
        for autosave in autosaves:
            if autosave.roster is None:
                continue
            source = autosave.source_path
            stamp = read_stamp(source) if source is not None else None
            document = RosterDocument(autosave.roster, source, stamp, key=autosave.document_id)
            document.mark_unsaved()
            recovered.append(self.add_document(document))
        if recovered:
            self.status_message.emit(
                f"Recovered {len(recovered)} roster(s); save them to keep the changes"
            )
        return recovered

    # Cards

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
        none = menu.addAction("&None")
        none.setCheckable(True)
        none.setChecked(self.odds_against() is None)
        none.triggered.connect(lambda: self.set_odds_against(None))
        group.addAction(none)
        current = self._tabs.current_document()
        for document in self._tabs.documents():
            if document is current or not document.roster.models:
                continue
            menu.addSection(document.display_name)
            roster = document.roster
            noun = document.noun
            names: list[str | None] = [
                None,
                *dict.fromkeys(entry_name(e) for e in entries_of(roster)),
            ]
            for name in names:
                choice = (document.display_name, name)
                label = f"Every {noun}" if name is None else name.replace("&", "&&")
                entry = menu.addAction(label)
                entry.setCheckable(True)
                entry.setChecked(choice == self._odds_choice)
                entry.triggered.connect(lambda _=False, c=choice: self.set_odds_against(c))
                group.addAction(entry)

    # Helpers and slots

    def set_battle_opener(self, opener: Callable[[Path], bool]) -> None:
        """Open, recent and dropped files that are battles go to ``opener`` (it answers
        whether the file was a battle's)."""
        self._battle_opener = opener

    def start_folder(self) -> Path:
        """Where a file dialog starts: the folder of the most recent file."""
        return self._start_folder()

    def _start_folder(self) -> Path:
        current = self._tabs.current_document()
        if current is not None and current.path is not None:
            return current.path.parent
        recent = self._settings.settings.recent_files
        if recent:
            return recent[0].parent
        return Path.home()

    def _on_tabs_current_document_changed(self, document: RosterDocument | None) -> None:
        for each in self.document_actions:
            each.setEnabled(document is not None)

    def _current(self) -> RosterDocument | None:
        return self._tabs.current_document()

    def _on_save_action_triggered(self) -> None:
        document = self._current()
        if document is not None:
            self.save(document)

    def _on_save_as_action_triggered(self) -> None:
        document = self._current()
        if document is not None:
            self.save_as(document)

    def _on_close_action_triggered(self) -> None:
        document = self._current()
        if document is not None:
            self.close_document(document)

    def _on_print_action_triggered(self) -> None:
        document = self._current()
        if document is not None:
            self.print_cards(document)

    def _on_export_pdf_action_triggered(self) -> None:
        document = self._current()
        if document is not None:
            self.export_cards_pdf(document)

    def _on_recent_menu_about_to_show(self) -> None:
        self.recent_menu.clear()
        recent = self._settings.settings.recent_files[:MAX_RECENT_FILES]
        if not recent:
            empty = self.recent_menu.addAction("No recent rosters")
            empty.setEnabled(False)
            return
        for number, path in enumerate(recent, start=1):
            label = f"&{number} {path.name}" if number < 10 else f"1&0 {path.name}"
            entry = self.recent_menu.addAction(label)
            entry.setToolTip(tooltip(str(path)))
            entry.setStatusTip(str(path))
            entry.triggered.connect(lambda _checked=False, path=path: self.open_path(path))
        self.recent_menu.addSeparator()
        clear = self.recent_menu.addAction("&Clear Menu")
        clear.triggered.connect(self._on_clear_recent_triggered)

    def _on_clear_recent_triggered(self) -> None:
        self._settings.update(lambda s: s.model_copy(update={"recent_files": ()}))
