"""Necromunda close combat (resources/rules-necromunda.md, N1–N17): one fight, exactly.

The package reads a scenario (``scenario``), works out the exact outcome of the fight and of the
target's Reaction attacks (``dice`` for the per-die numbers and exact laws, ``outcome`` for the
sequence), resolves single rolls (``resolve``) and the state they leave each fighter in
(``state``, N17), and renders them for the CLI (``report``) and the window (``views``,
``fight``, ``advice``, ``takedown``, ``typed``, ``entries``). ``game.GAME`` is what the rest of
the program sees of it, through ``gangfight_gui.rules.game``.
"""
