"""Pitfight: a tiny game for Gangfight GUI, as a separately installed plugin (docs/games.md)."""
