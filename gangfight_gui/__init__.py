"""Gangfight GUI: roster builder and exact combat calculator for the Gangfight skirmish game."""

__version__ = "0.1.0"
APP_NAME = "Gangfight GUI"
