"""Fuzzing ``calc`` and ``roll`` with damaged scenarios: whatever the file holds, the
command answers with exit 0, 1 or 2, lets no exception escape, and says what is wrong in one
stderr line.

The scenarios start from valid ones and are damaged the way files are: a field removed, a value
of the wrong type, a number far too large or too long, text in place of a band, brackets nested
thousands deep, bytes cut off. The budget is small so CI stays fast; the seeded cases that found
tracebacks are kept as explicit examples.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from gangfight_gui.cli.main import main
from tests.fuzzing import FUZZ, damage

REPO = Path(__file__).resolve().parents[2]
EXAMPLE: dict[str, Any] = json.loads(
    (REPO / "examples" / "orc_vs_veteran.json").read_text(encoding="utf-8")
)
SHOOTER = {
    "name": "Marksman",
    "marksmanship": 4,
    "weapons": [{"name": "Bow", "kind": "ranged", "range": 12}],
}
BASES: list[dict[str, Any]] = [
    EXAMPLE,
    {**EXAMPLE, "attack": "ranged", "attacker": SHOOTER, "weapons": ["Bow"], "range_band": "long"},
    {
        "attack": "aoe_direct",
        "attacker": SHOOTER,
        "weapons": ["Bow"],
        "targets": [EXAMPLE["target"], {**EXAMPLE["target"], "name": "Second"}],
        "range_band": "short",
    },
    {"attack": "falling", "target": EXAMPLE["target"], "fall_distance": 7},
    # The README's scenarios of the other games: their readers answer the same way.
    {
        "game": "necromunda",
        "attacker": {
            "name": "Hookhand Durn",
            **{"ws": 3, "s": 4, "t": 3, "w": 2, "a": 2, "sv": 5},
            "weapons": [
                {"name": "Chain hook", "strength": "S+1", "ap": 0, "d": 1, "traits": ["Melee"]},
                {"name": "Pistol", "strength": "3", "ap": 0, "d": 1, "traits": ["Sidearm"]},
            ],
        },
        "target": {
            "name": "Sister Nel",
            **{"ws": 3, "s": 3, "t": 3, "w": 1, "a": 1, "sv": 5},
            "weapons": [
                {"name": "Stiletto", "strength": "S", "ap": -1, "d": 1, "traits": ["Melee"]}
            ],
        },
        "weapons": ["Chain hook", "Pistol"],
        "charging": True,
        "reaction": {"weapons": ["Stiletto"]},
    },
    {
        "game": "warstrike",
        "attacker": {
            "name": "Salt Reavers",
            "groups": [
                {
                    "name": "Reaver deckhands",
                    **{"count": 9, "ws": 3, "str": 3},
                    "weapon": {"name": "Hanger", "atk": 2, "ap": 1},
                }
            ],
        },
        "defender": {
            "name": "Watch pikemen",
            **{"ws": 3, "ar": 3, "to": 1, "engaged": 6, "hit_counter": 2},
        },
        "ground": "higher",
    },
]


@st.composite
def damaged_scenarios(draw: st.DrawFn) -> str:
    base = draw(st.sampled_from(BASES))
    document: Any = base
    document = draw(damage(document))
    if draw(st.booleans()):
        document = [document, draw(st.sampled_from(BASES))]
    text = json.dumps(document)
    cut = draw(st.sampled_from([None, None, None, "cut", "nest", "digits"]))
    if cut == "cut":
        text = text[: draw(st.integers(min_value=0, max_value=len(text)))]
    elif cut == "nest":
        depth = draw(st.integers(min_value=500, max_value=50_000))
        text = text[:-1] + ', "rules": ' + "[" * depth + "]" * depth + "}"
    elif cut == "digits":
        text = text.replace("4", "4" * draw(st.integers(min_value=4_000, max_value=6_000)), 1)
    return text


def run(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, text: str, *args: str
) -> tuple[int, str]:
    path = tmp_path / "fuzz.json"
    path.write_text(text, encoding="utf-8")
    code = main([*args[:1], str(path), *args[1:]])
    _out, err = capsys.readouterr()
    return code, err


def check(code: int, err: str) -> None:
    assert code in (0, 1, 2), err
    lines = err.splitlines()
    if code == 0:
        assert lines == []
    else:
        # One line naming the problem, plus, for a list, the count of failed scenarios.
        assert 1 <= len(lines) <= 2, err[:3000]
        assert all(line.startswith("gangfight ") or "scenarios failed" in line for line in lines)


@pytest.mark.slow
@FUZZ
@given(text=damaged_scenarios())
@example(text="[" * 100_000)
@example(text='{"attack": "melee", "attack_drop": ' + "9" * 5_000 + "}")
@example(text=json.dumps({**BASES[1], "range_band": "long_" + "9" * 5_000}))
@example(text=json.dumps({**EXAMPLE, "attack": {"\x85": None}}))  # a line break to Python
@example(text='{"attack": "melee", "attacker": "\\ud844"}')  # half a surrogate pair
def test_calc_answers_any_damaged_scenario(
    capsys: pytest.CaptureFixture[str], tmp_path_factory: pytest.TempPathFactory, text: str
) -> None:
    check(*run(capsys, tmp_path_factory.mktemp("calc"), text, "calc", "--json"))


@pytest.mark.slow
@FUZZ
@given(text=damaged_scenarios(), count=st.sampled_from(["1", "3"]))
@example(text="{" * 100_000, count="1")
def test_roll_answers_any_damaged_scenario(
    capsys: pytest.CaptureFixture[str],
    tmp_path_factory: pytest.TempPathFactory,
    text: str,
    count: str,
) -> None:
    tmp = tmp_path_factory.mktemp("roll")
    check(*run(capsys, tmp, text, "roll", "--seed", "1", "--count", count))
