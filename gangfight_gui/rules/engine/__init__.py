"""Game-independent dice machinery: exact laws and the dice sources rolls read from."""
