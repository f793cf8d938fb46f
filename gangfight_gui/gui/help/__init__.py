"""The manual inside the program: Help › User Guide and F1 on a panel.

``pages`` reads the shipped pages (``docs/``), ``browser`` renders one, ``window`` is the manual's
window with its contents, search and history, and ``sections`` says which section F1 opens on
each panel and which page is a game's guide.
"""
