"""The bundle's ``gangfight-gui`` program (PyInstaller needs a script; the app is the package's)."""

import sys

from gangfight_gui.gui.start import main

if __name__ == "__main__":
    sys.exit(main())
