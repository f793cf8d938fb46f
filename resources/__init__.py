"""The app's own files (icon, fonts, roster schema), installed as ``gangfight_gui.resources``.

Not code: this file only makes the folder a package, so both a wheel and an editable install map
it into ``gangfight_gui`` (see ``setup.py``); read the files with ``gangfight_gui.shipped``.
"""
