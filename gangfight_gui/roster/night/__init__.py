"""Game night: tonight's crew drawn from a roster, and a battle that remembers.

Everything here works for every game alike, through the ``Game`` protocol (``rules/game.py``)
and the roster layer, and needs no Qt: the window's crew and battle panels and the ``gangfight
crew`` command are built on it.

- ``entries``: a roster's entries as JSON, their price in the game's cost field;
- ``count``, ``draw``: the count's notation ("3+D3"), a seeded draw and its exact odds;
- ``crew``: tonight's crew and the crew file;
- ``battle``: the battle model (picks, rolls applied by ``Game.after``, hand edits, rounds, each
  change an undoable ``BattleChange``);
- ``battle_file``: the battle file (autosaved by ``roster/autosave.py`` like a roster);
- ``battle_log``, ``summary``: the log as text or Markdown, and the summary after the game;
- ``documents``, ``shape``: what the crew and battle files' readers share;
- ``schemas``: the two files' JSON Schemas, shipped in ``resources/``.
"""
