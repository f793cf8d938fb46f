"""A game that lacks every member of the protocol."""

GAME = object()
