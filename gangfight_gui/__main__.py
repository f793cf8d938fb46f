"""``python -m gangfight_gui`` opens the GUI, like the ``gangfight-gui`` command."""

import sys

from gangfight_gui.gui import start

if __name__ == "__main__":
    sys.exit(start.main())
