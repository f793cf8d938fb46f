"""Every test of the roll views that takes ``game`` runs once per game (``fights.game``)."""

from tests.gui.combat.results.fights import game

__all__ = ["game"]
