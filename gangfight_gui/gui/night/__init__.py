"""Game night in the window: tonight's crew, and a battle whose odds follow it.

Built on ``roster/night/`` (crews, battles, the log and the summary) and the game protocol alone:
nothing here imports a game's package or compares a game's key.

- ``links``: a battle's two sides as the builder's rosters, each entry as it stands now, and the
  builder's picks back to the battle's entries;
- ``document``: an open battle, its file, its undo stack (each ``BattleChange`` a step) and its
  autosave;
- ``view``: the battle at a glance (each side's entries with their state), the pick of a fight,
  the log and the summary;
- ``dock``: the battle's dock and File menu actions, and the link to the combat builder and
  results (a roll applied to the battle);
- ``new_battle``, ``state_dialog``: the dialogs to start a battle and to set a state by hand;
- ``crew_panel``: tonight's crew, ticked or drawn, with the draw's exact odds.
"""
