"""The combat panel: the builder of an attack, and its results: odds, drop advice and rolls."""
