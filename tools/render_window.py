"""Render the main window to a PNG, to look at it without a screen.

Usage: python tools/render_window.py OUT.png [ROSTER.json ...] [--size 1280x800] [--select N]

Rosters given are opened in tabs (the last one in front), and model N (default 1) of the front
roster is selected, so the detail panel shows. Nothing is read from or written to the user's
settings: the app's folders point at a temporary folder.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog=Path(argv[0]).name, description=__doc__)
    parser.add_argument("out", type=Path, help="PNG file to write")
    parser.add_argument("rosters", type=Path, nargs="*", help="roster files to open")
    parser.add_argument("--size", default="1280x800", help="window size, WIDTHxHEIGHT")
    parser.add_argument("--select", type=int, default=1, help="model to select (1 = first)")
    args = parser.parse_args(argv[1:])
    width, _, height = args.size.partition("x")

    # Works over ssh and in CI; an explicit QT_QPA_PLATFORM still wins.
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    home = tempfile.TemporaryDirectory(prefix="gangfight-render-")
    os.environ["GANGFIGHT_GUI_HOME"] = home.name

    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication

    from gangfight_gui import resources
    from gangfight_gui.gui import main_window

    app = QApplication(argv[:1])
    app.setWindowIcon(QIcon(str(resources.resource_path("icon.svg"))))
    window = main_window.MainWindow(start_session=False)
    window.resize(int(width), int(height))
    window.show()
    window.open_paths(list(args.rosters))
    editor = window.tabs.current_editor()
    if editor is not None and args.select > 0:
        editor.select_rows([args.select - 1])
    app.processEvents()
    ok = window.grab().save(str(args.out))
    for document in window.documents():
        document.undo_stack.setClean()
    window.close()
    home.cleanup()
    if not ok:
        print(f"{argv[0]}: could not write {args.out}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
