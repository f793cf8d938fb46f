"""``python -m gangfight_gui`` opens the GUI, like the ``gangfight-gui`` command."""

import sys

from gangfight_gui.gui.shell import app

if __name__ == "__main__":
    sys.exit(app.main())
