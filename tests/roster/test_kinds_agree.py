"""One answer to "does this field take this value?": the kind's (``rules/kinds.py``), a roster's
records (an entry's, a weapon's, a roster's own field), the type the roster file's schema states
(pydantic, ``schema_types.value_type``) and a battle's state check (``check_value``) agree on the
boundary values of every field of every game."""

from __future__ import annotations

import math
from collections.abc import Iterator
from typing import Any

import pytest
from pydantic import TypeAdapter, ValidationError

from gangfight_gui.roster.records import checked_spec
from gangfight_gui.roster.roster import (
    EntryError,
    check_value,
    new_entry,
    new_roster,
    new_weapon,
    roster_specs,
)
from gangfight_gui.roster.schema_types import value_type
from gangfight_gui.rules.game import FieldSpec, find_game
from gangfight_gui.rules.kinds import KINDS, list_limit, longest_text, takes
from tests import skirmish_game
from tests.every_game import GAMES, installed


def boundary_values(spec: FieldSpec) -> Iterator[object]:
    """The values at and past each edge of ``spec``, and values of the wrong type."""
    yield from (None, True, False, 0, 1, "3", "auto", math.nan, math.inf, 2.5, [], {})
    for edge in (spec.minimum, spec.maximum):
        if edge is not None:
            yield from (edge - 1, edge, edge + 1, float(edge), edge + 0.5, str(edge))
    if spec.kind.textual:
        longest = longest_text(spec)
        yield from ("", "  ", "a", "x" * longest, "x" * (longest + 1), " " + "x" * longest)
        most = list_limit(spec)
        item = spec.choices[0] if spec.choices else "a"
        yield from ([item], (item,), [item] * most, [item] * (most + 1), ["x" * longest])
        yield from (["x" * (longest + 1)], ["", item], [3], ["not one of them"], [None])
    for choice in spec.choices:
        yield from (choice, choice.upper(), [choice])


def _every_spec(key: str) -> list[FieldSpec]:
    game = find_game(key)
    return [
        *game.model_fields,
        *game.weapon_fields,
        *game.scenario_fields,
        *game.house_rules,
        *roster_specs(game),
    ]


def _pydantic_takes(adapter: TypeAdapter[Any], value: object) -> bool:
    try:
        adapter.validate_python(value)
    except ValidationError:
        return False
    return True


def _state_takes(spec: FieldSpec, value: object) -> bool:
    try:
        check_value(spec, value, spec.key)
    except EntryError:
        return False
    return True


def _record_takes(record: Any, key: str, value: object) -> bool:
    try:
        record.with_value(key, value)
    except EntryError:
        return False
    return True


@pytest.fixture(params=GAMES)
def game_key(request: pytest.FixtureRequest) -> Iterator[str]:
    yield from installed(request)


def test_the_kind_the_roster_file_and_the_state_check_agree_on_every_field(game_key: str) -> None:
    disagree = []
    for spec in _every_spec(game_key):
        adapter: TypeAdapter[Any] = TypeAdapter(value_type(spec, named=True))
        for value in boundary_values(spec):
            answers = (
                takes(spec, value),
                _pydantic_takes(adapter, value),
                _state_takes(spec, value),
            )
            if len(set(answers)) > 1:
                disagree.append(f"{spec.key} ({spec.kind!r}) {value!r:.40}: {answers}")
    assert disagree == []


def test_the_kind_and_the_roster_records_agree_on_every_field(game_key: str) -> None:
    game = find_game(game_key)
    entry = new_entry(game_key, "Tester")
    records = [
        (entry, type(entry).specs, False),
        (new_weapon(entry, "Stick"), entry.weapon_model.specs, False),
        (new_roster(game_key), roster_specs(game), True),
    ]
    disagree = []
    for record, specs, own in records:
        for spec in specs:
            checked = checked_spec(spec) if own else spec  # a roster's name may be blank
            for value in boundary_values(spec):
                answers = (takes(checked, value), _record_takes(record, spec.key, value))
                if len(set(answers)) > 1:
                    disagree.append(f"{spec.key} ({spec.kind!r}) {value!r:.40}: {answers}")
    assert game.model_fields and disagree == []


def test_the_games_use_every_kind() -> None:
    with skirmish_game.installed():
        used = {spec.kind for key in (*GAMES[:3], skirmish_game.KEY) for spec in _every_spec(key)}
    assert used == set(KINDS)


def test_an_exclusive_minimum_is_refused_in_every_layer() -> None:
    # a Gangfight base (mm) is above 0: 0 itself is refused, the least above it taken
    base = next(s for s in find_game("gangfight").model_fields if s.exclusive_minimum)
    adapter: TypeAdapter[Any] = TypeAdapter(value_type(base, named=True))
    assert base.minimum == 0
    assert not takes(base, 0) and not _pydantic_takes(adapter, 0) and not _state_takes(base, 0)
    assert takes(base, 0.5) and _pydantic_takes(adapter, 0.5) and _state_takes(base, 0.5)
