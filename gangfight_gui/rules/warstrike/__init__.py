"""WarStrike's close combat (resources/rules-warstrike.md, W1–W17): a unit's Melee Attacks, exactly.
``game.GAME`` is what the rest of the program sees of it, through ``gangfight_gui.rules.game``."""
