"""A roster of any game: its records made per game from the game's field specs alone, read and
checked through the kinds (``rules/kinds.py``), so nothing here knows a game."""

from __future__ import annotations

import keyword
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass
from typing import Any

from gangfight_gui.roster.records import Entry as Entry
from gangfight_gui.roster.records import EntryError as EntryError
from gangfight_gui.roster.records import (
    Record,
    Refused,
    checked_spec,
    conversion,
    held,
    json_writer,
    maker,
)
from gangfight_gui.roster.records import Roster as Roster
from gangfight_gui.roster.records import Weapon as Weapon
from gangfight_gui.roster.records import is_required as is_required
from gangfight_gui.rules.engine.limits import MAX_NAME_CHARS, MAX_NOTES_CHARS, MAX_WEAPONS
from gangfight_gui.rules.game import AnyGame, FieldSpec, find_game
from gangfight_gui.rules.kinds import NAME_KEY as NAME_KEY
from gangfight_gui.rules.kinds import NOTES_KEY as NOTES_KEY
from gangfight_gui.rules.kinds import OPTIONAL_WHOLE, TEXT
from gangfight_gui.rules.kinds import list_limit as list_limit
from gangfight_gui.rules.kinds import longest_text as longest_text
from gangfight_gui.rules.reading import Shape

MAX_POINTS = 100_000
"""The largest cost and points limit a roster takes when a game's spec gives none: far above
any gang, and a bound for the editor's spin box."""


DEFAULT_ROSTER_NAME = "New roster"


def describe_value(spec: FieldSpec) -> str:
    """What a field takes, as a message or a tooltip says it: "a whole number from 2 to 6"."""
    return spec.kind.wanted(spec)


def attribute_name(key: str, base: type) -> str:
    """The attribute a field of file key ``key`` gets on a record derived from ``base``: the key
    itself where Python allows it, else a name of its own (``value_of`` finds it by its key)."""
    usable = (
        key.isidentifier()
        and not keyword.iskeyword(key)
        and not key.startswith("_")
        and not hasattr(base, key)
    )
    return key if usable else f"field_{key.encode().hex()}"


# --- one set of records per game ------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class GameModels:
    """The records of one game's rosters, made from its specs."""

    game: AnyGame
    weapon: type[Weapon]
    entry: type[Entry]
    roster: type[Roster]


def _title_word(key: str) -> str:
    return "".join(part.capitalize() for part in key.replace("-", "_").split("_")) or "Game"


def _with_name(specs: Sequence[FieldSpec], noun: str) -> tuple[FieldSpec, ...]:
    """``specs`` with a name first if the game declares none: entries are found by name."""
    if any(spec.key == NAME_KEY for spec in specs):
        return tuple(specs)
    return (FieldSpec(NAME_KEY, "Name", TEXT, help=f"The {noun}'s name"), *specs)


def _record_class(base: type[Record | Roster], name: str, specs: tuple[FieldSpec, ...]) -> Any:
    """A record class of ``base`` holding ``specs``' fields (after a roster's game, and then an
    entry's weapons or a roster's entries)."""
    attributes = {spec.key: attribute_name(spec.key, base) for spec in specs}
    first, last = _AROUND.get(base, ((), ()))
    names = (*first, *attributes.values(), *last)
    made: Any = type(name, (base,), {"__slots__": names, "__module__": __name__})
    made.specs = specs
    made.attributes = attributes
    made.fields = names
    if issubclass(base, Record):
        listed = {spec.key for spec in specs if spec.kind.listed}
        made._json_of = json_writer(attributes, listed, weapons=base is Entry)
    conversions = [conversion(spec, base is not Roster) for spec in specs]
    made._make = maker(made, names, [*(None for _ in first), *conversions, *(None for _ in last)])
    return made


_AROUND: dict[type, tuple[tuple[str, ...], tuple[str, ...]]] = {
    Entry: ((), ("weapons",)),
    Roster: (("game",), ("models",)),
}
"""The attributes a record holds before and after its fields' (given as read, unconverted)."""


def _shape(specs: tuple[FieldSpec, ...], extra: Collection[str] = ()) -> Shape:
    return Shape(specs, extra, shape_error=Refused, key=lambda spec: spec.key)


def _build(game: AnyGame) -> GameModels:
    word = _title_word(game.key)
    noun = game.entry_noun
    weapon: Any = _record_class(Weapon, f"{word}Weapon", _with_name(game.weapon_fields, "weapon"))
    weapon.cost_key = game.cost_key if game.cost_key in weapon.attributes else None
    read_weapon = _shape(weapon.specs).read
    make_weapon = weapon._make
    weapon._read = staticmethod(lambda value: make_weapon(*read_weapon(value, "")))

    entry: Any = _record_class(Entry, f"{word}Entry", _with_name(game.model_fields, noun))
    entry.cost_key = game.cost_key if game.cost_key in entry.attributes else None
    entry.game_key = game.key
    entry.noun = noun
    entry.weapon_model = weapon
    entry._read = staticmethod(_entry_reader(entry, _shape(entry.specs, ("weapons",)), weapon))

    roster: Any = _record_class(Roster, f"{word}Roster", roster_specs(game))
    roster.entry_model = entry
    roster.game_key = game.key
    roster.known = frozenset({"game", *roster.attributes, "models"})
    roster.checked = tuple((spec, checked_spec(spec)) for spec in roster.specs)
    return GameModels(game, weapon, entry, roster)


def _entry_reader(entry: Any, shape: Shape, weapon: Any) -> Callable[[object], Any]:
    """An entry class's ``_read``: its fields through its ``Shape``, then its weapons."""
    read_fields = shape.read
    read_weapon = weapon._read
    make = entry._make

    def read(value: Any) -> Any:
        values = read_fields(value, "")
        weapons = value.get("weapons", ())
        if not isinstance(weapons, list | tuple) or len(weapons) > MAX_WEAPONS:
            raise Refused
        carried = tuple(item if type(item) is weapon else read_weapon(item) for item in weapons)
        return make(*values, carried)

    return read


def roster_specs(game: AnyGame) -> tuple[FieldSpec, ...]:
    """A roster's own fields as specs: name, notes and cost limit (every game's, in the game's
    cost unit), then the game's ``roster_fields``."""
    unit = game.cost_unit
    return (
        FieldSpec(
            "name",
            "Name",
            TEXT,
            maximum=MAX_NAME_CHARS,
            default=DEFAULT_ROSTER_NAME,
            help="The roster's name, shown on its tab and printed on its cards",
        ),
        FieldSpec(
            NOTES_KEY,
            "Notes",
            TEXT,
            maximum=MAX_NOTES_CHARS,
            default="",
            help="Notes about the whole roster",
        ),
        FieldSpec(
            "points_limit",
            "Cost limit",
            OPTIONAL_WHOLE,
            0,
            MAX_POINTS,
            help=f"The most the roster may cost, in {unit}; none for no limit",
        ),
        *(spec for spec in game.roster_fields if spec.key not in _SHARED_ROSTER_KEYS),
    )


_SHARED_ROSTER_KEYS = frozenset({"game", "name", NOTES_KEY, "points_limit", "models"})

_built: dict[str, GameModels] = {}


def models_of(key: str | None) -> GameModels:
    """The records of the game named ``key`` (ScenarioShapeError for an unknown game), made on
    first use and again if the registry now holds another game of that key (tests)."""
    game = find_game(key)
    found = _built.get(game.key)
    if found is None or found.game is not game:
        found = _built[game.key] = _build(game)
    return found


def roster_model(key: str | None) -> type[Roster]:
    return models_of(key).roster


def new_roster(key: str | None, name: str = DEFAULT_ROSTER_NAME) -> Roster:
    """An empty roster of the game ``key``."""
    models = models_of(key)
    return models.roster.from_json({"game": models.game.key, "name": name})


def new_entry(key: str, name: str) -> Entry:
    """An entry of the game ``key`` named ``name``, every other field at its spec's default (a
    field with none at its lowest value, its first choice or empty)."""
    model = models_of(key).entry
    return model.from_json(starting_values(model.specs, name))


def new_weapon(entry: Entry, name: str) -> Weapon:
    """A weapon for ``entry``'s game named ``name``, every other field at its default."""
    model = entry.weapon_model
    return model.from_json(starting_values(model.specs, name))


def starting_values(specs: Sequence[FieldSpec], name: str) -> dict[str, Any]:
    """A new record's JSON: its name, and a value for each field a file must give."""
    data: dict[str, Any] = {NAME_KEY: name}
    for spec in specs:
        if spec.key != NAME_KEY and is_required(spec):
            data[spec.key] = spec.kind.starting(spec)
    return data


# --- one value against its spec (a battle file's state fields) ------------------------------


def check_value(spec: FieldSpec, value: object, where: str) -> object:
    """``value`` as the field of ``spec`` holds it (a list as a tuple, a name trimmed) when the
    field takes it (``kinds.takes``); else an EntryError saying what it takes."""
    from gangfight_gui.roster.faults import value_problem

    problem = value_problem(spec, value)
    if problem is not None:
        raise EntryError(where, problem)
    return held(spec, value)
