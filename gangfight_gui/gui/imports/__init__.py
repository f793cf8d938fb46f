"""Gangs brought in from other programs: the window's side of ``roster/imports``."""
