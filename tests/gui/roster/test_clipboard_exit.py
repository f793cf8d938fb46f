"""Copying models then quitting must not crash: a Python QMimeData left on the clipboard did."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

SCRIPT = textwrap.dedent(
    """
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication
    from gangfight_gui.gui.roster.clipboard import (
        entries_from_mime, entries_to_mime, release_clipboard,
    )
    from gangfight_gui.roster.roster import new_entry

    app = QApplication([])
    app.aboutToQuit.connect(release_clipboard)
    zog = new_entry("necromunda", "Zog")
    QApplication.clipboard().setMimeData(entries_to_mime("necromunda", [zog]))
    QTimer.singleShot(0, app.quit)
    app.exec()
    print([m.name for m in entries_from_mime(QApplication.clipboard().mimeData(), "necromunda")])
    """
)


def test_quitting_after_a_copy_exits_cleanly_and_the_entries_still_paste() -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run(
        [sys.executable, "-c", SCRIPT], capture_output=True, text=True, env=env, check=False
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "['Zog']"
