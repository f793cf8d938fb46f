"""N16/N17 and items to fill in at the command line: one line on stderr, exit 1 for a refusal,
exit 2 for input that is not a scenario; ``roll --json`` carries ``after`` and a fight started
from it runs."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from tests.cli.test_games_dispatch import _run
from tests.rules.necromunda.profiles import PAGE_SCENARIO, fighter, scenario


def test_status_input_and_its_refusals(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    data = copy.deepcopy(PAGE_SCENARIO)
    data["target"]["status"] = "prone"
    code, _, err = _run(capsys, tmp_path, data, "calc", "--json")
    assert code == 2 and err.count("\n") == 1 and 'target.status: must be one of "standing"' in err
    data["target"]["status"] = "seriously_injured"  # with "reaction" asked (N17, N15)
    code, _, err = _run(capsys, tmp_path, data, "calc")
    assert code == 1 and err.count("\n") == 1 and "(N17, N15)" in err
    data["attacker"]["status"] = "out_of_action"
    code, _, err = _run(capsys, tmp_path, data, "roll", "--json", "--seed", "1")
    assert code == 1 and "attacker.status: out of action" in err and "(N17)" in err


def test_a_weapon_to_fill_in_is_refused_by_name(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    attacker = fighter("Neo", "Knife")
    attacker["weapons"].append({"name": "Chain Glaive*", "profile": "to fill in"})
    code, out, _ = _run(capsys, tmp_path, scenario(attacker, fighter("T")), "calc", "--json")
    assert code == 0 and json.loads(out)["attack_dice"] == {"Unarmed": 1}
    named = scenario(attacker, fighter("T"), weapons=["Chain Glaive*"])
    code, _, err = _run(capsys, tmp_path, named, "calc", "--json")
    assert code == 1 and err.count("\n") == 1 and "'Chain Glaive*' has no profile yet" in err


def test_roll_json_after_and_the_next_fight(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    data = scenario(fighter("A", a=3), fighter("T", w=3, t=4))
    code, out, _ = _run(capsys, tmp_path, data, "roll", "--json", "--seed", "5", "--count", "3")
    assert code == 0
    rolls = json.loads(out)
    assert all(list(roll)[-1] == "after" for roll in rolls)
    for roll in rolls:  # --count K: alternatives, each from the scenario's state (N17)
        assert roll["after"]["target"]["w"] == 3 - roll["wounds_lost"]
    following = copy.deepcopy(data)
    following["target"] |= rolls[0]["after"]["target"]
    following["attacker"] |= rolls[0]["after"]["attacker"]
    code, out, err = _run(capsys, tmp_path, following, "roll", "--json", "--seed", "6")
    if rolls[0]["after"]["target"]["status"] == "out_of_action":
        assert code == 1 and "(N17)" in err
    else:
        assert code == 0 and "after" in json.loads(out)[0]
