"""Cards with odds against a whole sample roster, every pair of each game's samples (the
README's page of cards is the Orc Braves against the Human Veterans in hard cover): no odds line
cut, a line too long for one taking two (docs/window.md)."""

from __future__ import annotations

from itertools import permutations

import pytest

from gangfight_gui.cards.layout import OddsAgainst
from gangfight_gui.roster.files import load_roster
from tests.cards.test_nothing_cut import cut_texts
from tests.every_game import sample_paths

CIRCUMSTANCES = {"gangfight": [{}, {"cover": "hard"}], "necromunda": [{}], "warstrike": [{}]}


@pytest.mark.parametrize("key", list(CIRCUMSTANCES))
def test_cards_with_odds_against_a_whole_sample_roster_cut_nothing(
    monkeypatch: pytest.MonkeyPatch, key: str
) -> None:
    paths = [path for path in sample_paths(key) if path.name != "monsters.json"]
    found = []
    for first, second in permutations(paths, 2):
        mine, theirs = load_roster(first).roster, load_roster(second).roster
        for circumstances in CIRCUMSTANCES[key]:
            odds = OddsAgainst(theirs, None, circumstances)
            cut = cut_texts(monkeypatch, mine, odds)
            found += [f"{first.name} vs {second.name} {circumstances}: {c!r}" for c in cut]
    assert found == [], "\n".join(found)
