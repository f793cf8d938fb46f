"""A fighter the rules refuse is named with the reason in the game's words, never
behind a JSON path ("Matron Ilse Vorne: attacker.weapons: two weapons named 'Arc lash'")."""

from __future__ import annotations

import json
from pathlib import Path

from gangfight_gui.rules.necromunda.fight import offers

ROSTERS = Path(__file__).resolve().parents[3] / "rosters"


def test_a_fighter_with_two_weapons_of_one_name_is_refused_in_words() -> None:
    roster = json.loads((ROSTERS / "necromunda_ashveil_sisters.json").read_text("utf-8"))
    fighter = roster["models"][0]
    fighter["weapons"][1]["name"] = fighter["weapons"][0]["name"]
    (offer,) = offers(fighter, roster["models"][1])
    assert offer.refusal == (
        "Matron Ilse Vorne: two weapons named 'Arc lash'; name the second 'Arc lash 2' (N2)"
    )
