"""Clash: a test game whose rulings' letters clash with Necromunda's and with the dice."""
