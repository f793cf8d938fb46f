"""A game names its rulings for a player (a roster's facts say "From the Gangfight rulings
(R1–R25)"): no file name, which a player of the installed program has nowhere to open."""

from __future__ import annotations

import re

from gangfight_gui.rules.game import AnyGame


def test_each_game_names_its_rulings_without_a_file(matchup_game: AnyGame) -> None:
    assert not re.search(r"\.\w+\b", matchup_game.rulings), matchup_game.rulings
    first, last = re.findall(r"[A-Z]\d+", matchup_game.rulings)  # the range a player looks up
    assert first[0] == last[0] and int(first[1:]) < int(last[1:])
