"""WarStrike's close combat (resources/rules-warstrike.md, W1–W16): a unit's Melee Attacks, exactly.

The package reads a scenario (``scenario``), computes the exact laws of hits, failed saves,
casualties and suppression markers (``outcome``), resolves single rolls (``resolve``) and offers
it all through the ``Game`` protocol (``game.GAME``). It imports only the standard library and
``gangfight_gui.rules.engine`` / ``gangfight_gui.rules.game``.
"""
