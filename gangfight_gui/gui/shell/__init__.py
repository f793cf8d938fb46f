"""The application's shell: start, main window, menus, settings.

Before anything else of the window is imported, PySide6's per-module import check is made
cheaper (``pyside_import_hook``).
"""

from gangfight_gui.gui.shell import pyside_import_hook

pyside_import_hook.install()
