"""A roster of any game: one immutable pydantic model per game, built from the game's field specs
alone (``model_fields``, ``weapon_fields``, ``roster_fields``), so nothing here knows a game."""

from __future__ import annotations

import keyword
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import TYPE_CHECKING, Annotated, Any, ClassVar, Literal, Self, TypeVar

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    TypeAdapter,
    create_model,
)
from pydantic_core import PydanticUndefined

from gangfight_gui.rules.engine.limits import (
    MAX_MODELS,
    MAX_NAME_CHARS,
    MAX_NOTES_CHARS,
    MAX_WEAPONS,
)
from gangfight_gui.rules.engine.wording import plural
from gangfight_gui.rules.game import AnyGame, FieldSpec, find_game
from gangfight_gui.rules.kinds import (
    NAME_KEY as NAME_KEY,
)
from gangfight_gui.rules.kinds import (
    NOTES_KEY as NOTES_KEY,
)
from gangfight_gui.rules.kinds import (
    OPTIONAL_WHOLE,
    TEXT,
    AutoWhole,
    Choice,
    Kind,
    Number,
    Text,
    TextList,
    Whole,
    YesNo,
)
from gangfight_gui.rules.kinds import (
    list_limit as list_limit,
)
from gangfight_gui.rules.kinds import (
    longest_text as longest_text,
)

MAX_POINTS = 100_000
"""The largest cost and points limit a roster takes when a game's spec gives none: far above
any gang, and a bound for the editor's spin box."""


DEFAULT_ROSTER_NAME = "New roster"

# Frozen: an edit builds a validated copy (``with_value``…), so undo keeps whole values. A file's
# unknown key is refused, never dropped.
_CONFIG = ConfigDict(frozen=True, extra="forbid", validate_by_alias=True, validate_by_name=False)


def _named(value: str) -> str:
    """A name is how an entry or a weapon is found: trimmed, never blank."""
    value = value.strip()
    if not value:
        raise ValueError("needs a name")
    return value


def _listed(items: tuple[str, ...]) -> tuple[str, ...]:
    """A list of short texts (perks, traits) without blanks or surrounding spaces."""
    return tuple(item.strip() for item in items if item.strip())


def describe_value(spec: FieldSpec) -> str:
    """What a field takes, as a message or a tooltip says it: "a whole number from 2 to 6"."""
    return spec.kind.wanted(spec)


def _range(spec: FieldSpec) -> dict[str, Any]:
    """The bounds of a number field as pydantic's constraints (an exclusive minimum: ``gt``)."""
    low = "gt" if spec.exclusive_minimum else "ge"
    return {low: spec.minimum, "le": spec.maximum}


def _whole(spec: FieldSpec) -> Any:
    return Annotated[int, Field(strict=True, **_range(spec))]


def _text(spec: FieldSpec) -> Any:
    return Annotated[str, Field(strict=True, max_length=longest_text(spec))]


def _text_list(spec: FieldSpec) -> Any:
    item: Any = Literal[tuple(spec.choices)] if spec.choices else _text(spec)
    return Annotated[tuple[item, ...], Field(max_length=list_limit(spec)), AfterValidator(_listed)]


_TYPES: dict[type[Kind], Callable[[FieldSpec], Any]] = {
    AutoWhole: lambda spec: Literal["auto"] | _whole(spec),
    Whole: _whole,
    Number: lambda spec: Annotated[float, Field(strict=True, allow_inf_nan=False, **_range(spec))],
    YesNo: lambda spec: Annotated[bool, Field(strict=True)],
    Choice: lambda spec: Literal[tuple(spec.choices)],
    TextList: _text_list,
    Text: _text,
}
"""The pydantic type of each kind (a subclass, such as an optional number, takes its base's)."""


def value_type(spec: FieldSpec, *, named: bool) -> Any:
    """The pydantic type of one field: its kind, its range, its limits; ``named``: the field
    ``name`` is a name that finds its record (an entry's, a weapon's), never blank."""
    kind = type(spec.kind)
    kept = next(made for base, made in _TYPES.items() if issubclass(kind, base))(spec)
    if named and spec.key == NAME_KEY and spec.kind.textual and not spec.kind.listed:
        kept = Annotated[kept, AfterValidator(_named)]
    return kept | None if spec.kind.takes_none(spec) else kept


def is_required(spec: FieldSpec) -> bool:
    """A field a file must give: no default and no value of its own to fall back on."""
    return spec.kind.missing(spec) is None and not spec.kind.takes_none(spec)


def _default(spec: FieldSpec) -> object:
    value = spec.kind.missing(spec)
    return tuple(value) if isinstance(value, list) else value


def attribute_name(key: str, base: type[BaseModel]) -> str:
    """The attribute a field of file key ``key`` gets on a model derived from ``base``: the key
    itself where Python and pydantic allow it, else a name of its own (the key is its alias)."""
    usable = (
        key.isidentifier()
        and not keyword.iskeyword(key)
        and not key.startswith(("_", "model_"))
        and not hasattr(base, key)
    )
    return key if usable else f"field_{key.encode().hex()}"


def _fields(specs: Sequence[FieldSpec], base: type[BaseModel]) -> dict[str, Any]:
    """``create_model`` definitions of ``specs``, in their order, each aliased to its file key."""
    fields: dict[str, Any] = {}
    for spec in specs:
        info = Field(
            PydanticUndefined if is_required(spec) else _default(spec),
            alias=spec.key,
            title=spec.label,
            description=spec.help or None,
        )
        named = not issubclass(base, Roster)  # a roster may be unnamed: its file names it
        fields[attribute_name(spec.key, base)] = (value_type(spec, named=named), info)
    return fields


def _with_name(specs: Sequence[FieldSpec], noun: str) -> tuple[FieldSpec, ...]:
    """``specs`` with a name first if the game declares none: entries are found by name."""
    if any(spec.key == NAME_KEY for spec in specs):
        return tuple(specs)
    return (FieldSpec(NAME_KEY, "Name", TEXT, help=f"The {noun}'s name"), *specs)


class _Record(BaseModel):
    """What an entry and a weapon share: their file keys, their JSON, a value by its key."""

    model_config = _CONFIG

    specs: ClassVar[tuple[FieldSpec, ...]] = ()
    """The game's specs of this record's fields, in file order."""
    attributes: ClassVar[dict[str, str]] = {}
    """File key → attribute name."""
    cost_key: ClassVar[str | None] = None
    """The field holding the price (``Game.cost_key``), if this record has one."""

    if TYPE_CHECKING:
        name: str

    @cached_property
    def _json(self) -> dict[str, Any]:
        # Worked out once: a record is immutable, and validation reads every entry's JSON at
        # each edit of a 10,000-entry roster. Hidden behind ``to_json``, which copies it.
        data: dict[str, Any] = self.model_dump(mode="json", by_alias=True)
        return data

    def __copy__(self) -> Self:
        # A copy (``model_copy``, which may change fields) works its JSON out again.
        copied = super().__copy__()
        copied.__dict__.pop("_json", None)
        return copied

    def __deepcopy__(self, memo: dict[int, Any] | None = None) -> Self:
        copied = super().__deepcopy__(memo)
        copied.__dict__.pop("_json", None)
        return copied

    def to_json(self) -> dict[str, Any]:
        """The record as its file holds it (every field, defaults included; lists as lists):
        what every game's members take as an entry or a weapon. A fresh copy, the caller's."""
        data = dict(self._json)
        weapons = data.get("weapons")
        if isinstance(weapons, list):
            data["weapons"] = [dict(weapon) for weapon in weapons]
        return data

    def json_view(self) -> Mapping[str, Any]:
        """The record's JSON itself, not a copy, for a reader that only reads it (a game's
        checks of 10,000 entries, which a copy each would slow by a tenth)."""
        return self._json

    def value_of(self, key: str) -> Any:
        """The value of the field whose file key is ``key`` (a list field as a tuple)."""
        return getattr(self, self.attributes[key])

    @property
    def price(self) -> int:
        """Its own price (``cost_key``); 0 without one."""
        if self.cost_key is None:
            return 0
        value = getattr(self, self.attributes[self.cost_key])
        return value if isinstance(value, int) else 0

    def has_price(self) -> bool:
        return self.cost_key is not None and self.value_of(self.cost_key) is not None

    def with_value(self, key: str, value: object) -> Self:
        """A validated copy with the field ``key`` set to ``value`` (ValidationError if it does
        not take it: nothing is clamped or guessed)."""
        return self.model_validate({**self._json, key: value})


class Weapon(_Record):
    """One weapon of an entry; each game's weapon model derives from it."""


class Entry(_Record):
    """One fighter, unit or model of a roster, with its weapons; each game's entry model derives
    from it."""

    game_key: ClassVar[str] = ""
    noun: ClassVar[str] = "entry"
    weapon_model: ClassVar[type[Weapon]] = Weapon

    if TYPE_CHECKING:
        weapons: tuple[Weapon, ...]

    @property
    def full_cost(self) -> int:
        """Its own price and its weapons': what its card and the roster's total count."""
        total = self.price
        for weapon in self.weapons:
            total += weapon.price
        return total

    def has_any_price(self) -> bool:
        """Whether it or a weapon names a price (a card prints no cost otherwise)."""
        return self.has_price() or any(weapon.has_price() for weapon in self.weapons)

    def with_weapons(self, weapons: Iterable[Weapon | Mapping[str, Any]]) -> Self:
        """A validated copy carrying ``weapons`` instead (ValidationError past the limits)."""
        listed = [w.to_json() if isinstance(w, Weapon) else dict(w) for w in weapons]
        return self.model_validate({**self._json, "weapons": listed})

    def with_weapon_value(self, index: int, key: str, value: object) -> Self:
        """A validated copy with field ``key`` of weapon ``index`` set to ``value``."""
        weapons: list[Weapon | Mapping[str, Any]] = list(self.weapons)
        weapons[index] = {**self.weapons[index].to_json(), key: value}
        return self.with_weapons(weapons)


class Roster(BaseModel):
    """A roster of one game: its name, notes, cost limit, the game's roster fields and entries.

    Each game's roster model derives from it; ``game`` is the game's key (the file's
    discriminator). Edits build validated copies, so undo keeps whole values.
    """

    model_config = _CONFIG

    entry_model: ClassVar[type[Entry]] = Entry
    attributes: ClassVar[dict[str, str]] = {}
    """File key → attribute name of the roster's own fields (``roster_fields`` included)."""

    if TYPE_CHECKING:
        game: str
        name: str
        notes: str
        points_limit: int | None
        models: tuple[Entry, ...]

    @property
    def total_cost(self) -> int:
        """The price of every entry and of its weapons; a missing price counts 0.

        One loop, no call an entry: a 10,000-entry roster is summed on opening it.
        """
        total = 0
        for entry in self.models:
            total += entry.full_cost
        return total

    def value_of(self, key: str) -> Any:
        return getattr(self, self.attributes[key])

    def with_value(self, key: str, value: object) -> Self:
        """A validated copy with the roster's own field ``key`` set (ValidationError if not)."""
        return self._validated({self.attributes[key]: value}, self.models)

    def with_models(self, models: Iterable[Entry]) -> Self:
        """A validated copy holding ``models`` (ValidationError past ``MAX_MODELS``, or for an
        entry of another game). The other entries stay the same objects, not revalidated: an
        edit of a 10,000-entry roster costs no more than of a small one."""
        return self._validated({}, tuple(models))

    def _validated(self, changed: dict[str, Any], models: tuple[Entry, ...]) -> Self:
        """A copy with the attributes ``changed`` and ``models``, validated by file key."""
        fields = {attr: getattr(self, attr) for attr in self.attributes.values()} | changed
        by_key = {key: fields[attr] for key, attr in self.attributes.items()}
        return self.model_validate({**by_key, "game": self.game, "models": models})

    def replace_model(self, index: int, entry: Entry) -> Self:
        models = list(self.models)
        models[index] = entry
        return self.with_models(models)

    def insert_model(self, index: int, entry: Entry) -> Self:
        models = list(self.models)
        models.insert(index, entry)
        return self.with_models(models)

    def model_named(self, name: str) -> Entry | None:
        return next((m for m in self.models if m.name == name), None)


# --- one set of models per game -----------------------------------------------------------


@dataclass(frozen=True, slots=True)
class GameModels:
    """The pydantic models of one game's rosters, built from its specs."""

    game: AnyGame
    weapon: type[Weapon]
    entry: type[Entry]
    roster: type[Roster]


def _title_word(key: str) -> str:
    return "".join(part.capitalize() for part in key.replace("-", "_").split("_")) or "Game"


_R = TypeVar("_R", bound=_Record)


def _record_model(game: AnyGame, base: type[_R], noun: str, **extra: Any) -> type[_R]:
    """The game's model of a weapon or an entry (``base``), its ``extra`` fields last."""
    specs = _with_name(game.weapon_fields if base is Weapon else game.model_fields, noun)
    name = f"{_title_word(game.key)}{base.__name__}"
    model: type[_R] = create_model(name, __base__=base, **_fields(specs, base), **extra)
    model.specs = specs
    model.attributes = {s.key: attribute_name(s.key, base) for s in specs}
    model.cost_key = game.cost_key if game.cost_key in model.attributes else None
    return model


def _build(game: AnyGame) -> GameModels:
    word = _title_word(game.key)
    noun = game.entry_noun
    weapon = _record_model(game, Weapon, "weapon")
    weapons = (
        Annotated[tuple[weapon, ...], Field(max_length=MAX_WEAPONS)],  # type: ignore[valid-type]
        Field(default=(), alias="weapons", title="Weapons"),
    )
    entry = _record_model(game, Entry, noun, weapons=weapons)
    entry.game_key = game.key
    entry.noun = noun
    entry.weapon_model = weapon

    own = roster_specs(game)
    tag: Any = Literal[game.key]
    entries: Any = Annotated[tuple[entry, ...], Field(max_length=MAX_MODELS)]  # type: ignore[valid-type]
    roster: type[Roster] = create_model(
        f"{word}Roster",
        __base__=Roster,
        game=(tag, Field(title="Game", description="The game the roster is for.")),
        **_fields(own, Roster),
        models=(entries, Field(default=(), title=plural(noun, 2).capitalize())),
    )
    roster.entry_model = entry
    roster.attributes = {s.key: attribute_name(s.key, Roster) for s in own}
    return GameModels(game, weapon, entry, roster)


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
    """The models of the game named ``key`` (ScenarioShapeError for an unknown game), built on
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
    return models.roster.model_validate({"game": models.game.key, "name": name})


def new_entry(key: str, name: str) -> Entry:
    """An entry of the game ``key`` named ``name``, every other field at its spec's default (a
    field with none at its lowest value, its first choice or empty)."""
    model = models_of(key).entry
    return model.model_validate(starting_values(model.specs, name))


def new_weapon(entry: Entry, name: str) -> Weapon:
    """A weapon for ``entry``'s game named ``name``, every other field at its default."""
    model = entry.weapon_model
    return model.model_validate(starting_values(model.specs, name))


def starting_values(specs: Sequence[FieldSpec], name: str) -> dict[str, Any]:
    """A new record's JSON: its name, and a value for each field a file must give."""
    data: dict[str, Any] = {NAME_KEY: name}
    for spec in specs:
        if spec.key != NAME_KEY and is_required(spec):
            data[spec.key] = spec.kind.starting(spec)
    return data


# --- one value against its spec (a battle file's state fields) ------------------------------


class EntryError(ValueError):
    """A value that an entry's field does not take; ``field`` is its path, ``problem`` why."""

    def __init__(self, field: str, problem: str) -> None:
        super().__init__(f"{field}: {problem}")
        self.field = field
        self.problem = problem


_adapters: dict[FieldSpec, TypeAdapter[Any]] = {}


def check_value(spec: FieldSpec, value: object, where: str) -> object:
    """``value`` as the field of ``spec`` holds it (a list as a tuple, a name trimmed) when the
    field takes it (``kinds.takes``); else an EntryError saying what it takes."""
    problem = spec.kind.problem(spec, value)
    if problem is not None:
        raise EntryError(where, problem)
    adapter = _adapters.get(spec)
    if adapter is None:
        adapter = _adapters[spec] = TypeAdapter(value_type(spec, named=True))
    return adapter.validate_python(value)
