"""The matchup matrix: every model of one roster attacking every model of another.

``view.MatchupMatrixView`` is the panel; ``model.MatchupMatrixModel`` its table; ``worker`` computes
off the GUI thread; ``csv_export`` and ``printing`` write what the table shows. The figures come
from ``rules.matchups``, the same core as ``gangfight matchups``, so the GUI and the CLI agree.
"""
