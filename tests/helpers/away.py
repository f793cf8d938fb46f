"""Per game, circumstances and house rules away from the game's defaults, as ``gangfight
matchups`` and ``gangfight cards`` options spell them and as the dotted keys they mean: the
matchups, cards and Preferences tests of every game fight in them."""

from __future__ import annotations

from tests.helpers.example_game import KEY

AWAY: dict[str, tuple[list[str], dict[str, object], dict[str, object]]] = {
    "gangfight": (
        [
            *("--cover", "hard", "--range-band", "long"),
            *("--incapacitation", "more_than_endurance", "--long-range", "beyond_range"),
        ],
        {"cover": "hard", "range_band": "long"},
        {"rules.incapacitation": "more_than_endurance", "rules.long_range": "beyond_range"},
    ),
    "necromunda": (
        [
            *("--charging", "--reaction.enabled"),
            *("--injury-faces.flesh-wound", "3", "--injury-faces.seriously-injured", "2"),
        ],
        {"charging": True, "reaction.enabled": True},
        {
            "rules.injury_faces.flesh_wound": 3,
            "rules.injury_faces.seriously_injured": 2,
            "rules.injury_faces.out_of_action": 1,
        },
    ),
    "warstrike": (
        [
            *("--ground", "higher", "--defender.engaged", "2"),
            *("--comparative.base", "4", "--comparative.min", "0", "--comparative.max", "6"),
        ],
        {"ground": "higher", "defender.engaged": 2},
        {"rules.comparative.base": 4, "rules.comparative.min": 0, "rules.comparative.max": 6},
    ),
    KEY: (
        ["--charging", "--cover", "yes", "--sixes", "double"],
        {"charging": True, "cover": True},
        {"rules.sixes": "double"},
    ),
}
"""Game key → (options, circumstances, every house rule): all taken together by the game."""
