"""Necromunda close combat (resources/rules-necromunda.md, N1–N17): one fight, exactly.
``game.GAME`` is what the rest of the program sees of it, through ``gangfight_gui.rules.game``."""
