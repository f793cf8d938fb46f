"""The bundle's ``gangfight`` program (PyInstaller needs a script; the CLI is the package's)."""

import sys

from gangfight_gui.cli.main import main

if __name__ == "__main__":
    sys.exit(main())
