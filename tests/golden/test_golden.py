"""No change of the code changes a result unseen: ``calc --json`` and ``roll --json --seed 1
--count 3`` print the bytes recorded in ``expected.json`` for every example and test scenario of
the three games.

``scenarios.json.gz`` holds the scenarios (the examples, every matchup of the sample rosters, and
each scenario the tests read or calculated), ``expected.json`` digests of what was printed for
them. A deliberate change of output is recorded again with ``make golden`` (``make_golden.py``).
"""

from __future__ import annotations

import json
from collections import Counter

from gangfight_gui.rules.game import find_game
from tests.golden import driver


def test_the_golden_set_covers_every_game_and_its_attacks() -> None:
    scenarios = driver.load_scenarios()
    games = Counter(item["game"] for item in scenarios)
    assert set(games) == {"gangfight", "necromunda", "warstrike"}
    assert min(games.values()) >= 100
    kinds = {item["scenario"]["attack"] for item in scenarios if item["game"] == "gangfight"}
    # R11-R23: every kind of Gangfight attack, Trample and area attacks with several targets
    assert kinds == {kind.key for kind in find_game("gangfight").attack_kinds}
    assert {item["source"] for item in scenarios} >= {"orc_vs_veteran.json", "rosters", "tests"}


def test_calc_and_roll_print_what_the_golden_file_records() -> None:
    scenarios = driver.load_scenarios()
    expected = json.loads(driver.EXPECTED.read_text(encoding="utf-8"))
    found = driver.digests(scenarios)
    assert len(found["single"]) == len(expected["single"]) == len(scenarios)
    changed = [
        f"{item['game']} scenario {index} ({item['source']}): {command}"
        for index, (item, now, then) in enumerate(
            zip(scenarios, found["single"], expected["single"], strict=True)
        )
        for command in ("calc", "roll")
        if now[command] != then[command]
    ]
    assert changed == [], f"{len(changed)} outputs changed, the first: {changed[:5]}"
    assert found["lists"] == expected["lists"]
