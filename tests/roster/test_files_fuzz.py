"""Whatever a file holds, reading it gives a roster or a RosterFileError, nothing else."""

from __future__ import annotations

import json
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gangfight_gui.roster.files import (
    AnyRoster,
    RosterFileError,
    load_roster,
    roster_from_bytes,
    roster_from_data,
    roster_from_json,
)
from gangfight_gui.roster.roster import Roster, models_of, roster_specs
from gangfight_gui.rules.game import find_game
from tests.conftest import ROSTERS

SAMPLES = sorted(ROSTERS.glob("*.json"))
FUZZ = settings(deadline=None, max_examples=200, suppress_health_check=[HealthCheck.too_slow])

json_scalars = (
    st.none()
    | st.booleans()
    | st.integers(min_value=-(10**20), max_value=10**20)
    | st.floats(allow_nan=True, allow_infinity=True)
    | st.text(max_size=30)
)
json_values = st.recursive(
    json_scalars,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=10), inner),
    max_leaves=12,
)


def read(text_or_bytes: str | bytes) -> Roster | None:
    """Read, accepting only the two outcomes the GUI is written for."""
    try:
        if isinstance(text_or_bytes, bytes):
            return roster_from_bytes(text_or_bytes, "fuzz.json")
        return roster_from_json(text_or_bytes, "fuzz.json")
    except RosterFileError as error:
        assert str(error).startswith("fuzz.json: ")
        assert "\n" not in str(error)
        return None


@FUZZ
@given(st.binary(max_size=300))
def test_random_bytes(data: bytes) -> None:
    read(data)


@FUZZ
@given(st.binary(min_size=1, max_size=200))
def test_random_bytes_from_a_file_on_disk(data: bytes) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "fuzz.json"
        path.write_bytes(data)
        try:
            load_roster(path)
        except RosterFileError as error:
            assert str(error).startswith(f"{path}: ")
        assert path.read_bytes() == data


@pytest.mark.parametrize("sample", SAMPLES, ids=lambda p: p.name)
def test_every_truncation_of_a_valid_file(sample: Path) -> None:
    data = sample.read_bytes()
    complete = len(data.rstrip())
    for length in range(len(data)):
        roster = read(data[:length])
        # Only the whole file (perhaps without its final newline) reads; the rest is refused.
        assert (roster is not None) == (length >= complete), length


@FUZZ
@given(json_values)
def test_random_json_values(value: Any) -> None:
    read(json.dumps(value))


@pytest.mark.slow
@FUZZ
@given(json_values)
def test_random_json_as_models(value: Any) -> None:
    read(json.dumps({"format": "gangfight-roster", "version": 1, "models": value}))
    read(json.dumps([value]))


def _sample_documents() -> list[dict[str, Any]]:
    return [json.loads(path.read_text(encoding="utf-8")) for path in SAMPLES]


def _keys(game: str) -> tuple[list[str], list[str], list[str]]:
    """The game's roster, entry and weapon fields (its file keys)."""
    models = models_of(game)
    roster = [spec.key for spec in roster_specs(find_game(game))]
    return roster, [s.key for s in models.entry.specs], [s.key for s in models.weapon.specs]


@st.composite
def mutated_documents(draw: st.DrawFn) -> tuple[dict[str, Any], str]:
    """A sample file of any game with one field set to a random JSON value, and that field's
    path."""
    document = draw(st.sampled_from(_sample_documents()))
    value = draw(json_values)
    level = draw(st.sampled_from(["roster", "model", "weapon"]))
    roster_fields, model_fields, weapon_fields = _keys(document.get("game", "gangfight"))
    if level == "roster":
        field = draw(st.sampled_from(roster_fields))
        document[field] = value
        return document, field
    index = draw(st.integers(0, len(document["models"]) - 1))
    model = document["models"][index]
    if level == "weapon" and model["weapons"]:
        position = draw(st.integers(0, len(model["weapons"]) - 1))
        field = draw(st.sampled_from(weapon_fields))
        model["weapons"][position][field] = value
        return document, f"models[{index}].weapons[{position}].{field}"
    field = draw(st.sampled_from(model_fields))
    model[field] = value
    return document, f"models[{index}].{field}"


@pytest.mark.slow
@FUZZ
@given(mutated_documents())
def test_mutated_field_values_are_refused_at_that_field(case: tuple[dict[str, Any], str]) -> None:
    document, path = case
    try:
        roster_from_json(json.dumps(document), "fuzz.json")
    except RosterFileError as error:
        assert error.field is not None
        assert error.field.startswith(path), (error.field, path)
        assert str(error).startswith("fuzz.json: ")
        assert "\n" not in str(error)
        assert "models[" not in str(error)  # the game's words, never a JSON path


def _outcome(read_roster: Callable[[], AnyRoster]) -> AnyRoster | tuple[str, str | None]:
    """The roster read, or what its error says is wrong and where (a parsed document has no
    line to name)."""
    try:
        return read_roster()
    except RosterFileError as error:
        return error.problem, error.field


def _same_as_from_parsed_data(text: str) -> None:
    """The file's own text gives exactly what its parsed document gives (an autosave's and an
    embedded roster's way): the same roster or the same message."""
    from_text = _outcome(lambda: roster_from_json(text, "fuzz.json"))
    from_data = _outcome(lambda: roster_from_data(json.loads(text), "fuzz.json"))
    assert from_text == from_data
    assert type(from_text) is type(from_data)


@pytest.mark.parametrize("sample", SAMPLES, ids=lambda path: path.name)
def test_a_sample_reads_the_same_from_its_text_as_from_its_parsed_data(sample: Path) -> None:
    _same_as_from_parsed_data(sample.read_text(encoding="utf-8"))


@pytest.mark.slow
@FUZZ
@given(mutated_documents(), st.booleans())
def test_a_mutated_file_reads_the_same_from_its_text_as_from_its_parsed_data(
    case: tuple[dict[str, Any], str], indented: bool
) -> None:
    document, _path = case
    _same_as_from_parsed_data(json.dumps(document, indent=2 if indented else None))


@pytest.mark.parametrize(
    "text",
    [
        '{"format": "gangfight-roster", "version": 2, "name": "A \\ud800 gang"}',
        '{"format": "gangfight-roster", "version": 2, "models": [{"name": "\\udc00"}]}',
        '{"format": "gangfight-roster", "version": 2, "models": [{"name": "A", "attack": NaN}]}',
        '{"format": "gangfight-roster", "version": 2, "models": [{"name": "A", "base_mm": 1e999}]}',
        '{"format": "gangfight-roster", "version": 2, "points_limit": 1' + "0" * 30 + "}",
        '{"format": "gangfight-roster", "version": 2, "notes": ' + "[" * 300 + "]" * 300 + "}",
        '{"format": "gangfight-roster", "version": 2, "game": "gangfight", "extra": 1}',
        '{"format": "gangfight-roster", "version": 2}',
        '{"version": 2, "format": "gangfight-roster", "models": [{"name": "A", "cost": -0}]}',
    ],
)
def test_what_json_readers_disagree_on_gives_the_same_answer(text: str) -> None:
    """Lone surrogates, NaN, overflowing and huge numbers, deep nesting, unknown keys."""
    _same_as_from_parsed_data(text)
