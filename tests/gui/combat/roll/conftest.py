"""The roll views' tests take ``game`` (each game in turn) and ``pane`` from ``fights.py``."""

from tests.gui.combat.results.fights import game, pane

__all__ = ["game", "pane"]
