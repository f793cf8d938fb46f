"""The manual, installed as ``gangfight_gui.manual``; every ``*.md`` here and ``images/*.png`` ship.

Not code: this file only makes the folder a package, so both a wheel and an editable install map
it into ``gangfight_gui`` (see ``setup.py``); the window's Help › User Guide shows the pages
(``gangfight_gui/gui/help/``), read with ``gangfight_gui.shipped.manual_file``.
"""
