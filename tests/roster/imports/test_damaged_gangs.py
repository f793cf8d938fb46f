"""Files that are not a Yaktribe gang, damaged, huge or hostile: one ``GangFileError`` naming the
file and the problem, quickly, never a traceback or a hang (as for rosters)."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gangfight_gui.roster.files import roster_from_json, roster_to_json
from gangfight_gui.roster.imports import yaktribe
from gangfight_gui.roster.imports.yaktribe import import_gang
from gangfight_gui.roster.imports.yaktribe_fighters import PROFILE
from gangfight_gui.roster.imports.yaktribe_values import GangFileError
from gangfight_gui.rules.engine.limits import MAX_MODELS
from gangfight_gui.rules.game import find_game
from tests.roster.imports.gangs import EXAMPLE, gang, ganger, write

ORCS = EXAMPLE.parents[1] / "rosters" / "orc_braves.json"


def refusal(path: Path) -> str:
    with pytest.raises(GangFileError) as caught:
        import_gang(path)
    message = str(caught.value)
    assert message.startswith(str(path))
    assert "\n" not in message
    return message.removeprefix(f"{path}: ")


def test_a_file_that_is_not_json(tmp_path: Path) -> None:
    path = tmp_path / "gang.json"
    path.write_text('{"gang": {"gang_name": "Cut', encoding="utf-8")
    assert refusal(path) == (
        "line 1, column 24: is not valid JSON: Unterminated string (the text seems cut short)"
    )


@pytest.mark.parametrize(
    ("data", "problem"),
    [
        ([1, 2], "is not a Yaktribe gang: it must be an object (found [1, 2])"),
        ({"gangers": []}, 'is not a Yaktribe gang: it has no "gang" object'),
        ({"gang": {"gang_name": "X"}}, 'is not a Yaktribe gang: its "gang" has no "gangers" list'),
        ({"gang": "X"}, 'gang: must be an object, the gang (found "X")'),
        (gang(gangers={"a": 1}), 'gang.gangers: must be a list of fighters (found {"a": 1})'),
        (gang(gangers=[7]), "gang.gangers[0]: must be an object, a fighter (found 7)"),
        (gang(gang_name=5), "gang.gang_name: must be text (found 5)"),
        (
            gang(credits="lots"),
            'gang.credits: must be a whole number such as "12" (found "lots")',
        ),
        (gang(credits=2.5), "gang.credits: must be a whole number (found 2.5)"),
        (
            gang(ganger(ws="4+")),
            'gang.gangers[0].ws: must be a whole number such as "12" (found "4+")',
        ),
        (gang(ganger(ws=True)), "gang.gangers[0].ws: must be a whole number (found true)"),
        (gang(ganger(xp=[1])), "gang.gangers[0].xp: must be a whole number (found [1])"),
        (
            gang(ganger(name={"first": "A"})),
            'gang.gangers[0].name: must be text (found {"first": "A"})',
        ),
        (
            gang(ganger(skills="Iron Jaw")),
            'gang.gangers[0].skills: must be a list of texts (found "Iron Jaw")',
        ),
        (gang(ganger(injuries=[None])), "gang.gangers[0].injuries[0]: must be text (found null)"),
        (
            gang(ganger(equipment="Knife")),
            'gang.gangers[0].equipment: must be a list of items (found "Knife")',
        ),
        (
            gang(ganger(equipment=["Knife"])),
            'gang.gangers[0].equipment[0]: must be an object with a name and a qty (found "Knife")',
        ),
        (
            gang(ganger(equipment=[{"name": "Knife", "qty": "two"}])),
            'gang.gangers[0].equipment[0].qty: must be a whole number such as "12" (found "two")',
        ),
        (gang(ganger(notes=["a"])), 'gang.gangers[0].notes: must be text (found ["a"])'),
        (gang(ganger(status=1)), "gang.gangers[0].status: must be text (found 1)"),
        (
            gang(ganger(cost="9" * 20)),
            "gang.gangers[0].cost: is a number of 20 digits, beyond any gang's",
        ),
        (
            gang(ganger(cost=10**20)),
            "gang.gangers[0].cost: is a number of 21 digits, beyond any gang's",
        ),
        (
            gang(ganger(cost="9" * 5000)),
            "gang.gangers[0].cost: is a number of 5,000 digits, beyond any gang's",
        ),
    ],
)
def test_a_wrong_shape_is_named(tmp_path: Path, data: object, problem: str) -> None:
    assert refusal(write(tmp_path / "gang.json", data)) == problem


def test_a_roster_of_this_program_is_told_to_be_opened(tmp_path: Path) -> None:
    path = tmp_path / "orcs.json"
    path.write_bytes(ORCS.read_bytes())
    assert refusal(path) == (
        'is not a Yaktribe gang: it has no "gang" object: it is a roster file of this program; '
        "open it instead"
    )


def test_a_five_thousand_digit_json_number(tmp_path: Path) -> None:
    path = tmp_path / "gang.json"
    text = json.dumps(gang()).replace('"credits": "120"', '"credits": ' + "7" * 5000)
    path.write_text(text, encoding="utf-8")
    assert refusal(path) == "is not valid JSON: a number is far too long"


def test_deep_nesting(tmp_path: Path) -> None:
    path = tmp_path / "gang.json"
    path.write_text('{"gang": ' + "[" * 100_000 + "]" * 100_000 + "}", encoding="utf-8")
    assert refusal(path) == "is nested too deeply"


def test_deep_nesting_within_the_readers_limit_in_a_key_not_read(tmp_path: Path) -> None:
    nested: object = "deep"
    for _ in range(500):
        nested = [nested]
    result = import_gang(write(tmp_path / "gang.json", gang(ganger(pet=nested))))
    assert len(result.roster.models) == 1


def test_a_fifo_is_refused_unopened(tmp_path: Path) -> None:
    path = tmp_path / "gang.json"
    os.mkfifo(path)
    # Opening a FIFO with no writer blocks: reaching open() at all would hang this test.
    assert refusal(path) == "is a named pipe (FIFO), not a Yaktribe gang file"


def test_a_folder_and_a_missing_file(tmp_path: Path) -> None:
    assert refusal(tmp_path) == "is a folder, not a Yaktribe gang file"
    assert refusal(tmp_path / "nowhere.json") == "no such file"


def test_a_huge_file_is_refused_from_its_size(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(yaktribe, "MAX_FILE_BYTES", 1000)
    path = write(tmp_path / "gang.json", gang(gang_notes="x" * 2000))
    assert refusal(path).startswith("is too large (")


@pytest.mark.slow
def test_a_gang_of_a_hundred_thousand_fighters(tmp_path: Path) -> None:
    path = tmp_path / "gang.json"
    path.write_text('{"gang": {"gangers": [' + ",".join(["{}"] * 100_000) + "]}}")
    # Refused from the list's length, before any fighter is read.
    assert refusal(path) == f"holds 100,000 fighters; a roster takes at most {MAX_MODELS:,}"


def test_text_that_is_not_utf8_and_a_key_twice(tmp_path: Path) -> None:
    path = tmp_path / "gang.json"
    path.write_bytes(b'{"gang": {"gang_name": "\xff"}}')
    assert refusal(path) == "line 1, column 25: is not UTF-8 text (byte 0xff)"
    path.write_text('{"gang": {"gangers": [], "gangers": []}}', encoding="utf-8")
    assert refusal(path) == "the key 'gangers' appears twice in one object"


def test_an_empty_file(tmp_path: Path) -> None:
    path = tmp_path / "gang.json"
    path.write_bytes(b"")
    assert refusal(path) == "is empty"


# --- any gang of this shape imports, and its roster is one this program reads ------------------

_number_text = st.integers(-50, 20_000).map(str) | st.sampled_from(["", " 7 ", "+3"])
_profile = st.integers(-3, 30) | st.integers(0, 12).map(str)
_text = st.text(max_size=30)
_item = st.fixed_dictionaries(
    {"name": _text, "qty": _number_text | st.none()}, optional={"extra": st.booleans()}
)
_ganger = st.fixed_dictionaries(
    {"name": st.text(max_size=250)},
    optional={
        **{key: _profile | st.none() for key in PROFILE},
        "type": _text,
        "cost": _number_text,
        "xp": _number_text,
        "kills": _number_text,
        "advance_count": _number_text,
        "equipment": st.lists(_item, max_size=8),
        "skills": st.lists(_text, max_size=4),
        "injuries": st.lists(_text, max_size=4),
        "status": st.sampled_from(["Alive", "Recovery", "Dead", "Retired", ""]),
        "notes": st.text(max_size=50),
        "new_key": st.dictionaries(_text, st.integers(), max_size=2),
    },
)
_gang = st.fixed_dictionaries(
    {"gangers": st.lists(_ganger, max_size=6)},
    optional={
        "gang_name": _text,
        "credits": _number_text,
        "wealth": _number_text,
        "territories": st.lists(_text, max_size=3),
        "gang_notes": st.text(max_size=50),
    },
)


@settings(max_examples=150, deadline=None)
@given(_gang, st.booleans())
def test_any_gang_of_this_shape_imports_with_only_warnings(
    data: dict[str, object], keep_dead: bool
) -> None:
    """Whatever the values, the import gives a roster that reads back as written, each fighter
    named apart, whose every problem is something to fill in or check (a warning)."""
    result = yaktribe.import_gang_data({"gang": data}, "gang.json", keep_dead=keep_dead)
    roster = result.roster
    text = roster_to_json(roster)
    assert roster_to_json(roster_from_json(text)) == text
    names = [entry.name for entry in roster.models]
    assert len(set(names)) == len(names)
    necromunda = find_game("necromunda")
    for entry in roster.models:
        for problem in necromunda.entry_problems(entry.to_json()):
            assert not problem.error, problem.message
    assert len(result.report.imported) + len(result.report.left_out) == len(data["gangers"])  # type: ignore[arg-type]
