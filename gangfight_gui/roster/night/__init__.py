"""Game night: tonight's crew drawn from a roster, and a battle that remembers (issue 22).

Everything here works for every game alike, through the ``Game`` protocol (``rules/game.py``)
and the roster layer: a crew is a roster's entries picked by hand or drawn (``count``,
``draw``, ``crew``); a battle keeps two sides as they stood when it began, each entry's state
fields, the round and a log (``battle``), saved as a file of its own (``battle_file``), told as
text or Markdown (``battle_log``) and summed up after the game (``summary``). Nothing here needs
Qt: the window's panels and the ``gangfight crew`` command are built on it.
"""
