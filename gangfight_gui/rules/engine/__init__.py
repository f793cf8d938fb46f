"""Game-independent dice machinery: exact distributions and the dice sources rolls read from."""
