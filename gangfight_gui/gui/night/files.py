"""Game night's files in the window: a battle file told from a roster's, a battle read and written,
its log saved or copied; a file that cannot be read or written is one dialog naming it."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

from gangfight_gui.gui.common import plain_text

if TYPE_CHECKING:  # loaded with the first battle: the window starts without them
    from gangfight_gui.roster.files import FileStamp
    from gangfight_gui.roster.night.battle import Battle
    from gangfight_gui.roster.night.battle_file import LoadedBattle

BATTLE_FILTER = "Battles (*.json);;All files (*)"
LOG_FILTERS = ("Text (*.txt)", "Markdown (*.md)")
LOG_SUFFIXES = {".txt": False, ".text": False, ".md": True, ".markdown": True}
"""Whether a log file of each suffix is written as Markdown (else as the filter chosen says)."""
SNIFF_BYTES = 200
"""A battle file names its format in its first line or two (``battle_to_json``)."""
BATTLE_MARKER = b'"gangfight-battle"'
"""``battle_file.BATTLE.marker`` as the file writes it (that module loads with the first battle)."""


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


def read_battle(parent: QWidget, path: Path) -> LoadedBattle | None:
    """The battle at ``path``, read on a worker thread behind a progress dialog with Cancel
    once reading takes longer than a moment; None if refused (one dialog) or cancelled."""
    from gangfight_gui.gui.common.background import in_background
    from gangfight_gui.roster.night.battle_file import LoadedBattle, load_battle

    loaded, refusal = in_background(
        "battle_open",
        "Open battle",
        f"Reading the battle {path.name}…",
        lambda _progress: load_battle(path),
        parent,
        busy=True,
    )
    if refusal is not None:
        plain_text.critical(parent, "Cannot open battle", refusal)
    return loaded if isinstance(loaded, LoadedBattle) else None


def write_battle(
    parent: QWidget, battle: Battle, path: Path, expected: FileStamp | None
) -> FileStamp | None:
    """Write ``battle`` to ``path`` (atomically; ``expected`` guards others' changes); the
    file's stamp, or None after the dialog saying why it failed."""
    from gangfight_gui.roster.files import RosterFileError
    from gangfight_gui.roster.night.battle_file import save_battle

    try:
        return save_battle(battle, path, expected=expected)
    except (RosterFileError, OSError) as error:
        plain_text.critical(parent, "Cannot save battle", str(error))
        return None


def copy_log(battle: Battle) -> None:
    from gangfight_gui.roster.night.battle_log import log_text

    QGuiApplication.clipboard().setText(log_text(battle))


def ask_log_path(parent: QWidget, battle: Battle, folder: Path) -> tuple[Path, bool] | None:
    """Where to save the battle's log, and whether as Markdown (by the filter chosen)."""
    from PySide6.QtWidgets import QFileDialog  # made when a file is asked for, not at the start

    chosen, kind = QFileDialog.getSaveFileName(
        parent,
        "Save the Battle's Log",
        str(folder / f"{battle.name}.md"),
        ";;".join(LOG_FILTERS),
        LOG_FILTERS[1],
    )
    if not chosen:
        return None
    return Path(chosen), kind != LOG_FILTERS[0]


def write_log(parent: QWidget, battle: Battle, path: Path, *, markdown: bool) -> bool:
    """Write the log as Markdown or plain text (by ``markdown``, or the file's suffix);
    whether it was written (else a dialog says why)."""
    markdown = LOG_SUFFIXES.get(path.suffix.lower(), markdown)
    from gangfight_gui.roster.files import RosterFileError, save_bytes
    from gangfight_gui.roster.night.battle_log import log_markdown, log_text

    text = log_markdown(battle) if markdown else log_text(battle)
    try:
        save_bytes(text.encode("utf-8"), path)
    except (RosterFileError, OSError) as error:
        plain_text.critical(parent, "Cannot save the log", str(error))
        return False
    return True
