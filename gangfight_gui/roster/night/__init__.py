"""Game night: tonight's crew drawn from a roster, and a battle that remembers; for every game
alike, through the ``Game`` protocol, without Qt."""
