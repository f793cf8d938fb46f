"""Game night in the window: tonight's crew, and a battle whose odds follow it, built on
``roster/night/`` and the game protocol alone."""
