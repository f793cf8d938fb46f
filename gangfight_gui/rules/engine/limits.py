"""How much work one input may ask for (docs/files.md): every size limit, far above real play yet
low enough that the largest input allowed is answered in seconds; past one, the input is refused."""

from __future__ import annotations

MAX_MODELS = 10_000
"""Models in one roster (a gang has tens). 10,000 open in the window in about 1.4 s (the
docs/performance.md), validate in 0.3 s and print as 1,112 pages of cards in about 6 s; 100,000
took over ten seconds just to open."""

MAX_NAME_CHARS = 200
"""Characters in a roster's, model's or weapon's name."""

MAX_PERK_CHARS = 100
"""Characters in one perk."""

MAX_NOTES_CHARS = 10_000
"""Characters in the notes of a roster, a model or a weapon: several printed pages, where a card
has room for a few lines. A 10 MB note took 30 s to print."""

MAX_WEAPONS = 20
"""Weapons carried by one model (a model has one to four)."""

MAX_PERKS = 50
"""Perks of one model."""

MAX_TARGETS = 100
"""Models caught by one Trample or area attack (R17, R23); a blast catches a handful.
100,000 targets took 1.7 GB and 30 s."""

MAX_SCENARIOS = 10_000
"""Scenarios in one JSON list given to ``calc`` or ``roll`` (about 4 s of ``calc``)."""

MAX_ROLL_COUNT = 10_000
"""``roll --count``: rolls of one scenario."""

MAX_ROLLED_TARGETS = 10_000
"""``roll``: rolls times targets, over every scenario of the file. At most about 2 s and 15 MB
of JSON even with 40-dice pools (100,000 rolls printed 48 MB in 6 s)."""

MAX_MATCHUP_ATTACKS = 500_000
"""``matchups``: attacks calculated for one matrix, each attacker's weapon choices times the
targets (two gangs of 50 with three weapon choices each make 7,500). Two 300-entry rosters of
any game fit: 90,000 pairs trying every choice make 90,000 (the example game) to about 478,000
(Gangfight's varied weapons) attacks; past it a matrix is refused before any calculation."""
