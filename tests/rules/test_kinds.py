"""A field's kind (``rules/kinds.py``): what it takes, how its range reads, how typed text is
parsed and how a value is shown; and no module but the kinds' asks a kind by its name."""

from __future__ import annotations

import ast
import math
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from gangfight_gui.rules import kinds
from gangfight_gui.rules.game import FieldSpec, Limits
from gangfight_gui.rules.kinds import (
    AUTO,
    AUTO_WHOLE,
    CHOICE,
    NUMBER,
    OPTIONAL_NUMBER,
    OPTIONAL_WHOLE,
    RELATIVE_OR_WHOLE,
    TEXT,
    TEXT_LIST,
    WHOLE,
    WORD_OR_WHOLE,
    YES_NO,
    BadValue,
    from_text,
    takes,
)

PACKAGE = Path(kinds.__file__).resolve().parent.parent
EXAMPLE = PACKAGE.parent / "examples" / "pitfight" / "pitfight_game"
KIND_NAMES = frozenset(
    {"int", "optional_int", "number", "optional_number", "auto_int", "text", "text_list", "bool"}
    | {"choice"}
)
"""The names a field's kind had when it was a string."""
CONSTANTS = frozenset(name for name in dir(kinds) if getattr(kinds, name) in kinds.KINDS)

WS = FieldSpec("ws", "WS", WHOLE, 1, 10)
SAVE = FieldSpec("sv", "Sv", OPTIONAL_WHOLE, 2, 6, unit="+")
BASE = FieldSpec("base", "Base", NUMBER, 0, 100, 25.0, exclusive_minimum=True, unit="mm")
RANGE = FieldSpec("range", "Range", OPTIONAL_NUMBER, 0, 48, unit='"')
DROP = FieldSpec("drop", "Drop", AUTO_WHOLE, 0, 3, AUTO)
COVER = FieldSpec("cover", "Cover", CHOICE, default="none", choices=("none", "soft", "hard"))
CHARGING = FieldSpec("charging", "Charging", YES_NO, default=False)
NAME = FieldSpec("name", "Name", TEXT, maximum=20)
PERKS = FieldSpec("perks", "Perks", TEXT_LIST, maximum=10, default=(), max_items=2)
STRENGTH = FieldSpec("strength", "S", RELATIVE_OR_WHOLE, 1, None, "S", ("S",))
ODD = FieldSpec("odd", "Odd die", WORD_OR_WHOLE, 0, 1, "auto", ("auto",),
                choice_labels=("Auto", "First", "Second"))  # fmt: skip


@pytest.mark.parametrize(
    ("spec", "value", "taken"),
    [
        (WS, 0, False),
        (WS, 1, True),
        (WS, 10, True),
        (WS, 11, False),
        (WS, True, False),  # a bool is not a whole number
        (WS, 2.0, False),
        (WS, None, False),
        (SAVE, None, True),
        (SAVE, 7, False),
        (BASE, 0, False),  # the exclusive minimum itself
        (BASE, 0.5, True),
        (BASE, 100, True),
        (BASE, math.nan, False),
        (BASE, math.inf, False),
        (RANGE, None, True),
        (DROP, AUTO, True),
        (DROP, 4, False),
        (COVER, "soft", True),
        (COVER, "Soft", False),
        (CHARGING, 1, False),
        (CHARGING, False, True),
        (NAME, "x" * 20, True),
        (NAME, "x" * 21, False),
        (NAME, "  ", False),  # a name is never blank
        (PERKS, ["a", "b"], True),
        (PERKS, ["a", "b", "c"], False),  # max_items
        (PERKS, ["x" * 11], False),
        (PERKS, "a", False),
        (STRENGTH, "S", True),
        (STRENGTH, " s + 2", True),  # a word without its case and spaces
        (STRENGTH, "S-1", True),
        (STRENGTH, 4, True),
        (STRENGTH, "4", True),  # a number as its digits
        (STRENGTH, 0, False),
        (STRENGTH, "0", False),
        (STRENGTH, "S*2", False),
        (STRENGTH, "S+", False),
        (STRENGTH, "-1", False),  # digits only: a sign belongs to a word
        (STRENGTH, True, False),
        (STRENGTH, 4.0, False),
        (STRENGTH, "S+" + "1" * 11, False),  # longer than a card's column
        (ODD, "auto", True),
        (ODD, "AUTO", True),
        (ODD, 1, True),
        (ODD, "1", True),
        (ODD, 2, False),
        (ODD, "auto+1", False),  # no number added to a word of this kind
        (ODD, "first", False),
    ],
)
def test_takes(spec: FieldSpec, value: object, taken: bool) -> None:
    assert takes(spec, value) is taken


def test_the_fights_limits_narrow_the_range_and_the_choices() -> None:
    assert not takes(WS, 6, Limits(maximum=5))
    assert takes(WS, 5, Limits(maximum=5))
    assert not takes(COVER, "hard", Limits(choices=("none", "soft")))
    # a word or a number is open now only as one of the choices, spelled as it is written
    assert takes(ODD, "Auto", Limits(choices=("auto",)))
    assert not takes(ODD, 1, Limits(choices=("auto",)))
    assert takes(ODD, 1, Limits(choices=("auto", "0", "1")))


@pytest.mark.parametrize(
    ("spec", "wanted"),
    [
        (WS, "a whole number from 1 to 10"),
        (SAVE, "a whole number from 2+ to 6+, or none"),
        (BASE, "a number above 0 and at most 100 mm"),
        (RANGE, 'a number from 0" to 48", or none'),
        (DROP, '"auto" or a whole number from 0 to 3'),
        (COVER, 'one of "none", "soft", "hard"'),
        (CHARGING, "true or false"),
        (NAME, "text of at most 20 characters"),
        (PERKS, "a list of at most 2 texts of at most 10 characters each"),
        (STRENGTH, '"S", "S+N", "S-N" or a whole number of at least 1'),
        (ODD, '"auto" or a whole number from 0 to 1'),
    ],
)
def test_what_a_field_takes_reads_as_a_player_says_it(spec: FieldSpec, wanted: str) -> None:
    assert spec.kind.wanted(spec) == wanted


@pytest.mark.parametrize(
    ("spec", "value", "problem"),
    [
        (WS, -1, "must be a whole number from 1 to 10 (found -1)"),
        (WS, "3", 'must be a whole number from 1 to 10 (found "3")'),
        (CHARGING, 1, "must be true or false (found 1)"),
        (NAME, "x" * 21, "must be text of at most 20 characters (found 21 characters)"),
        (NAME, " ", "needs a name"),
        (
            PERKS,
            ["a"] * 3,
            "must be a list of at most 2 texts of at most 10 characters each (found 3 items)",
        ),
        (WS, 5, None),
        (
            STRENGTH,
            "S*2",
            'must be "S", "S+N", "S-N" or a whole number of at least 1 (found "S*2")',
        ),
        (ODD, [0], 'must be "auto" or a whole number from 0 to 1 (found [0])'),
    ],
)
def test_one_wording_of_a_value_read_from_a_file(
    spec: FieldSpec, value: object, problem: str | None
) -> None:
    assert spec.kind.problem(spec, value) == problem


@pytest.mark.parametrize(
    ("spec", "value", "shown"),
    [
        (SAVE, 4, "4+"),
        (SAVE, None, "–"),
        (BASE, 25.0, "25 mm"),
        (RANGE, 12.5, '12.5"'),
        (COVER, "soft", "soft"),
        (CHARGING, True, "yes"),
        (PERKS, ("Tough", "Quick"), "Tough, Quick"),
        (NAME, "Orc\n Brave", "Orc Brave"),
        (STRENGTH, 4, "4"),
        (STRENGTH, "S+1", "S+1"),
        (ODD, "auto", "auto"),
    ],
)
def test_a_value_shows_with_its_unit(spec: FieldSpec, value: object, shown: str) -> None:
    assert spec.kind.show(spec, value) == shown


@pytest.mark.parametrize(
    ("spec", "text", "value"),
    [
        (WS, " 7 ", 7),
        (SAVE, "–", None),
        (SAVE, "none", None),
        (BASE, "32", 32.0),
        (DROP, "auto", AUTO),
        (CHARGING, "yes", True),
        (CHARGING, "off", False),
        (COVER, "hard", "hard"),
        (STRENGTH, " s + 1 ", "S+1"),  # the word as the field declares it
        (STRENGTH, "S-01", "S-1"),
        (STRENGTH, "4", 4),
        (ODD, "AUTO", "auto"),
        (ODD, "1", 1),
    ],
)
def test_typed_text(spec: FieldSpec, text: str, value: object) -> None:
    assert from_text(spec, text) == value


@pytest.mark.parametrize(
    ("spec", "text", "message"),
    [
        (WS, "11", "'11' is not a whole number from 1 to 10"),
        (WS, "seven", "'seven' is not a whole number from 1 to 10"),
        (CHARGING, "maybe", "'maybe' is not true or false"),
        (COVER, "far", '\'far\' is not one of "none", "soft", "hard"'),
        (STRENGTH, "S*2", '\'S*2\' is not "S", "S+N", "S-N" or a whole number of at least 1'),
        (ODD, "2", "'2' is not \"auto\" or a whole number from 0 to 1"),
    ],
)
def test_typed_text_a_field_does_not_take_says_what_it_takes(
    spec: FieldSpec, text: str, message: str
) -> None:
    with pytest.raises(BadValue) as raised:
        from_text(spec, text)
    assert str(raised.value) == message


def test_a_menu_offers_the_words_then_the_numbers_of_a_bounded_field() -> None:
    assert ODD.kind.options(ODD) == ("auto", "0", "1")
    assert [ODD.label_of(value) for value in ("auto", "0", "1")] == ["Auto", "First", "Second"]
    assert STRENGTH.kind.options(STRENGTH) == ("S",)  # numbers without end are typed
    many = FieldSpec("many", "Many", WORD_OR_WHOLE, 1, 100, choices=("none",))
    assert many.kind.options(many) == ("none",)  # too many numbers for a menu: typed


@pytest.mark.parametrize("spec", [STRENGTH, ODD], ids=["strength", "odd"])
def test_the_pattern_of_the_texts_is_the_kinds_reading(spec: FieldSpec) -> None:
    """The JSON Schema's pattern takes a text exactly where the kind reads one (its bounds
    aside, which the roster's schema type asks the kind)."""
    assert isinstance(spec.kind, kinds.WordOrWhole)
    pattern = re.compile(spec.kind.pattern(spec))
    texts = ["S", "s", " S + 1 ", "S-2", "S+", "S*2", "4", " 4 ", "-1", "4+", "auto", "AUTO"]
    texts += ["auto+1", "Sauto", "", " ", "x", "1 2", "S+1 2", "first"]
    for text in texts:
        read = spec.kind.parts(spec, text) is not None
        assert bool(pattern.fullmatch(text)) is read, text


def _is_kind(node: ast.expr) -> bool:
    """``x.kind`` or a name ``kind``: a field's kind, or another kind (an attack's)."""
    return (isinstance(node, ast.Attribute) and node.attr == "kind") or (
        isinstance(node, ast.Name) and node.id == "kind"
    )


def _names_a_kind(node: ast.expr) -> bool:
    """A field kind's old name ("optional_int"), a kind's constant (``WHOLE``), or a tuple of
    them: what a comparison that rebuilds a kind's meaning compares with."""
    if isinstance(node, ast.Constant):
        return node.value in KIND_NAMES
    if isinstance(node, ast.Name | ast.Attribute):
        return (node.id if isinstance(node, ast.Name) else node.attr) in CONSTANTS
    if isinstance(node, ast.Tuple | ast.List | ast.Set):
        return any(_names_a_kind(item) for item in node.elts)
    return False


def kind_comparisons(root: Path) -> list[str]:
    """Where a module under ``root`` (the kinds' module aside) compares a kind with a kind's
    name or tests its name's prefix, as ``path:line``."""
    found = []
    for path in sorted(root.rglob("*.py")):
        if path.name == "kinds.py" and path.parent.name == "rules":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Compare):
                sides = [node.left, *node.comparators]
                if any(_is_kind(side) for side in sides) and any(
                    _names_a_kind(side) for side in sides
                ):
                    found.append(f"{path.relative_to(root.parent)}:{node.lineno}")
            elif (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr in ("startswith", "endswith")
                and _is_kind(node.func.value)
                and any(_names_a_kind(arg) or _prefix(arg) for arg in node.args)
            ):
                found.append(f"{path.relative_to(root.parent)}:{node.lineno}")
    return sorted(found, key=lambda place: (place.split(":")[0], int(place.split(":")[1])))


def _prefix(node: ast.expr) -> bool:
    return isinstance(node, ast.Constant) and node.value in ("optional", "optional_", "int")


def test_no_module_asks_a_kind_by_its_name() -> None:
    assert kind_comparisons(PACKAGE) == []
    assert kind_comparisons(EXAMPLE) == []


def test_the_walk_finds_each_way_a_kind_was_compared(tmp_path: Path) -> None:
    package = tmp_path / "package"
    package.mkdir()
    (package / "old.py").write_text(
        "def f(spec, kind):\n"
        '    a = spec.kind == "bool"\n'
        '    b = kind in ("int", "optional_int")\n'
        '    c = spec.kind.startswith("optional_")\n'
        "    d = spec.kind is WHOLE\n"
        '    e = kind == "melee"  # an attack kind\n'
        "    return a, b, c, d, e\n",
        encoding="utf-8",
    )
    assert kind_comparisons(package) == [f"package/old.py:{n}" for n in (2, 3, 4, 5)]


QUICK_SOURCE_SCRIPT = """
from gangfight_gui.rules.game import FieldSpec
from gangfight_gui.rules.kinds import TEXT_LIST
spec = FieldSpec("skills", "Skills", TEXT_LIST, choices=tuple("abcdefghijklmnopqrst"))
print(TEXT_LIST.quick_source(spec, "v0"))
"""


def test_a_quick_source_is_the_same_text_at_every_start() -> None:
    """Kept compiled between starts by its text (``code_cache``): a set written as Python
    orders it, which moves with each start's string hashes, made a new text every start."""
    texts = {
        subprocess.run(
            [sys.executable, "-c", QUICK_SOURCE_SCRIPT],
            env={**os.environ, "PYTHONHASHSEED": str(seed)},
            capture_output=True,
            text=True,
            check=True,
        ).stdout
        for seed in range(1, 6)
    }
    assert len(texts) == 1
    assert "{'a', 'b', 'c'," in texts.pop()  # the choices' own order
