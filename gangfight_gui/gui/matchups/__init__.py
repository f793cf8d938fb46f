"""The matchup matrix: every model of one roster attacking every model of another, with the same
figures as ``gangfight matchups`` (``view`` the panel, ``worker`` the thread computing them)."""
