"""The sample rosters, installed as ``gangfight_gui.samples``; every ``*.json`` here ships.

Not code: this file only makes the folder a package, so both a wheel and an editable install map
it into ``gangfight_gui`` (see ``setup.py``); ``gangfight samples DIR`` writes the rosters out.
"""
