"""The application's shell: start, main window, menus, settings; imported first, it makes
PySide6's per-module import check cheaper (``pyside_import_hook``)."""

from gangfight_gui.gui.shell import pyside_import_hook

pyside_import_hook.install()
