"""The records a roster is made of (a weapon, an entry, a roster): immutable, equal by value,
made quickly from values their kinds took (``roster/roster.py`` makes each game's)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, ClassVar, NoReturn, Self

from gangfight_gui import code_cache
from gangfight_gui.rules.engine.limits import MAX_MODELS
from gangfight_gui.rules.engine.wording import count_of
from gangfight_gui.rules.game import FieldSpec
from gangfight_gui.rules.kinds import NAME_KEY


class EntryError(ValueError):
    """A value a roster, an entry or a weapon does not take: ``field`` is where, as the file
    writes it (``models[2].ws``; empty: the whole value), ``problem`` the first fault in the
    game's words, ``more`` how many further faults were found."""

    def __init__(self, field: str, problem: str, more: int = 0) -> None:
        self.field = field
        self.problem = problem
        self.more = more
        super().__init__(self.sentence())

    def sentence(self) -> str:
        """The problem, plus "(and N more problems)" when there are several."""
        if not self.more:
            return self.problem
        return f"{self.problem} (and {count_of(self.more, 'more problem')})"


class Refused(ValueError):
    """A value the quick reading refuses; its fault is worded afterwards (``roster/faults.py``)."""


def is_required(spec: FieldSpec) -> bool:
    """A field a file must give: no default and no value of its own to fall back on."""
    return spec.kind.missing(spec) is None and not spec.kind.takes_none(spec)


def listed(items: Sequence[str] | None) -> tuple[str, ...] | None:
    """A list of short texts (perks, traits) without blanks or surrounding spaces."""
    if items is None:
        return None
    return tuple(filter(None, map(str.strip, items)))


def _decimal(value: object) -> object:
    """A decimal field's value as a float (a file may write 25 for 25.0)."""
    if type(value) is int:
        try:
            return float(value)
        except OverflowError:
            raise Refused from None
    return value


def conversion(spec: FieldSpec, named: bool) -> Callable[[Any], object] | None:
    """How a checked value of ``spec`` is held: a list as a tuple without blanks, a name trimmed
    (``named``: the record is found by it), a decimal as a float; None: as read."""
    kind = spec.kind
    if kind.listed:
        return listed
    if named and spec.key == NAME_KEY and kind.textual:
        return str.strip
    if kind.number and not kind.whole:
        return _decimal
    return None


def held(spec: FieldSpec, value: object) -> object:
    """``value``, taken by ``spec``, as an entry or a weapon holds it (``_conversion``)."""
    convert = conversion(spec, True)
    return value if convert is None else convert(value)


def _plain(value: object) -> object:
    """A held value as JSON writes it (a tuple as a list)."""
    return list(value) if isinstance(value, tuple) else value


def maker(
    cls: type, attributes: Sequence[str], conversions: Sequence[Callable[[Any], object] | None]
) -> Any:
    """A function making a ``cls`` from its attributes' values, each converted as it is held:
    stored through the slots' descriptors, as quickly as a 10,000-entry roster needs."""
    namespace: dict[str, Any] = {"new": object.__new__, "cls": cls}
    lines = ["    self = new(cls)"]
    for index, (attribute, conversion) in enumerate(zip(attributes, conversions, strict=True)):
        namespace[f"set{index}"] = getattr(cls, attribute).__set__
        namespace[f"convert{index}"] = conversion
        value = f"v{index}" if conversion is None else f"convert{index}(v{index})"
        lines.append(f"    set{index}(self, {value})")
    if issubclass(cls, Record):
        namespace["set_json"] = vars(Record)["_json"].__set__
        lines.append("    set_json(self, None)")
    parameters = ", ".join(f"v{index}" for index in range(len(attributes)))
    source = f"def make({parameters}):\n" + "\n".join([*lines, "    return self"]) + "\n"
    code_cache.run(source, namespace)  # made from the number of the specs' attributes only
    return staticmethod(namespace["make"])


def json_writer(attributes: Mapping[str, str], listed: Collection[str], weapons: bool) -> Any:
    """A record class's ``_json_of``: its values by file key, as JSON writes them (a list field's
    tuple as a list, an entry's weapons as their JSON), one expression made once per class."""
    namespace: dict[str, Any] = {"plain": _plain}
    items = [
        f"{key!r}: plain(self.{name})" if key in listed else f"{key!r}: self.{name}"
        for key, name in attributes.items()
    ]
    if weapons:
        items.append("'weapons': [weapon.json_view() for weapon in self.weapons]")
    source = "def json_of(self):\n    return {" + ", ".join(items) + "}\n"
    code_cache.run(source, namespace)  # made from the specs' keys (as literals) and names only
    return namespace["json_of"]


class _Frozen:
    """An immutable record: an edit builds a checked copy (``with_value``…), so undo keeps whole
    values; equal by type and values, hashable."""

    __slots__ = ()

    fields: ClassVar[tuple[str, ...]] = ()
    """Every attribute holding a value, in file order (for equality, hashing and ``repr``)."""
    attributes: ClassVar[dict[str, str]] = {}
    """File key → attribute name of each of its fields."""

    def value_of(self, key: str) -> Any:
        """The value of the field whose file key is ``key`` (a list field as a tuple)."""
        return getattr(self, self.attributes[key])

    def __setattr__(self, name: str, value: object) -> NoReturn:
        raise AttributeError(f"{type(self).__name__} is immutable: an edit makes a checked copy")

    def __delattr__(self, name: str) -> NoReturn:
        raise AttributeError(f"{type(self).__name__} is immutable: an edit makes a checked copy")

    def _values(self) -> tuple[object, ...]:
        return tuple(getattr(self, name) for name in self.fields)

    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        return self is other or self._values() == other._values()

    def __hash__(self) -> int:
        return hash(self._values())

    def __repr__(self) -> str:
        shown = ", ".join(f"{name}={getattr(self, name)!r}" for name in self.fields)
        return f"{type(self).__name__}({shown})"

    def __copy__(self) -> Self:
        return self

    def __deepcopy__(self, memo: dict[int, Any] | None = None) -> Self:
        return self


class Record(_Frozen):
    """What an entry and a weapon share: their file keys, their JSON, a value by its key."""

    __slots__ = ("_json",)

    specs: ClassVar[tuple[FieldSpec, ...]] = ()
    """The game's specs of this record's fields, in file order."""
    cost_key: ClassVar[str | None] = None
    """The field holding the price (``Game.cost_key``), if this record has one."""
    noun: ClassVar[str] = "weapon"
    _make: ClassVar[Callable[..., Any]]
    _read: ClassVar[Callable[[object], Any]]
    """The record of a JSON object, checked; ``Refused`` at the first value refused."""
    _json_of: ClassVar[Callable[[Any], dict[str, Any]]]
    """The record's JSON (each game's record class has its own, ``json_writer``)."""

    if TYPE_CHECKING:
        name: str
        _json: dict[str, Any] | None

    @classmethod
    def from_json(cls, data: object, *, where: str = "") -> Self:
        """The record ``data`` (a JSON object, or a mapping of file keys) gives, checked;
        EntryError naming the first fault (``where`` names the record in it)."""
        try:
            made: Self = cls._read(data)
        except Refused:
            from gangfight_gui.roster.faults import record_error

            raise record_error(cls, data, where) from None
        return made

    def json_view(self) -> Mapping[str, Any]:
        """The record's JSON itself, not a copy, for a reader that only reads it (a game's
        checks of 10,000 entries, which a copy each would slow by a tenth). Worked out once."""
        data = self._json
        if data is None:
            data = self._json_of()
            object.__setattr__(self, "_json", data)
        return data

    def to_json(self) -> dict[str, Any]:
        """The record as its file holds it (every field, defaults included; lists as lists):
        what every game's members take as an entry or a weapon. A fresh copy, the caller's."""
        data = dict(self.json_view())
        weapons = data.get("weapons")
        if isinstance(weapons, list):
            data["weapons"] = [dict(weapon) for weapon in weapons]
        return data

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
        """A checked copy with the field ``key`` set to ``value`` (EntryError if it does not
        take it: nothing is clamped or guessed)."""
        return self.from_json({**self.json_view(), key: value}, where=self.name)


class Weapon(Record):
    """One weapon of an entry; each game's weapon record derives from it."""

    __slots__ = ()


class Entry(Record):
    """One fighter, unit or model of a roster, with its weapons; each game's entry record derives
    from it."""

    __slots__ = ()

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
        """A checked copy carrying ``weapons`` instead (EntryError past the limits)."""
        return self.from_json({**self.json_view(), "weapons": list(weapons)}, where=self.name)

    def with_weapon_value(self, index: int, key: str, value: object) -> Self:
        """A checked copy with field ``key`` of weapon ``index`` set to ``value``."""
        weapons: list[Weapon | Mapping[str, Any]] = list(self.weapons)
        weapons[index] = {**self.weapons[index].json_view(), key: value}
        return self.with_weapons(weapons)


class Roster(_Frozen):
    """A roster of one game: its name, notes, cost limit, the game's roster fields and entries.

    Each game's roster record derives from it; ``game`` is the game's key (the file's
    discriminator). Edits build checked copies, so undo keeps whole values.
    """

    __slots__ = ()

    entry_model: ClassVar[type[Entry]] = Entry
    specs: ClassVar[tuple[FieldSpec, ...]] = ()
    """The roster's own fields (``roster_specs``, the game's ``roster_fields`` included), in file
    order."""
    game_key: ClassVar[str] = ""
    known: ClassVar[frozenset[str]] = frozenset()
    """The keys of a roster's JSON: the game, its own fields, its entries."""
    checked: ClassVar[tuple[tuple[FieldSpec, FieldSpec], ...]] = ()
    """Each own field's spec beside the spec its value is checked by (``checked_spec``)."""
    _make: ClassVar[Callable[..., Any]]

    if TYPE_CHECKING:
        game: str
        name: str
        notes: str
        points_limit: int | None
        models: tuple[Entry, ...]

    @classmethod
    def from_json(cls, data: object, *, markers: Collection[str] = ()) -> Self:
        """The roster ``data`` (a JSON object: the game, the roster's fields, ``models``) gives,
        checked; EntryError naming the first fault and counting the others. ``markers``: keys
        a file holds beside the roster's (its format and version, checked by its reader)."""
        made: Self | None = _read_roster(cls, data, markers)
        if made is None:
            from gangfight_gui.roster.faults import roster_error

            raise roster_error(cls, data, markers)
        return made

    def own_json(self) -> dict[str, Any]:
        """The roster's own fields as its file holds them, the game first, without its entries."""
        data: dict[str, Any] = {"game": self.game}
        for key, name in self.attributes.items():
            data[key] = _plain(getattr(self, name))
        return data

    @property
    def total_cost(self) -> int:
        """The price of every entry and of its weapons; a missing price counts 0.

        One loop, no call an entry: a 10,000-entry roster is summed on opening it.
        """
        total = 0
        for entry in self.models:
            total += entry.full_cost
        return total

    def with_value(self, key: str, value: object) -> Self:
        """A checked copy with the roster's own field ``key`` set (EntryError if not)."""
        return self.from_json({**self.own_json(), key: value, "models": self.models})

    def with_models(self, models: Iterable[Entry]) -> Self:
        """A checked copy holding ``models`` (EntryError past ``MAX_MODELS``, or for an entry of
        another game). The entries stay the same objects, not checked again: an edit of a
        10,000-entry roster costs no more than of a small one."""
        return self.from_json({**self.own_json(), "models": tuple(models)})

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


def _read_roster(cls: type[Roster], data: object, markers: Collection[str]) -> Any:
    """The roster of ``data``, or None at its first fault (worded by ``roster/faults.py``)."""
    game = cls.game_key
    if not isinstance(data, Mapping) or data.get("game", game) != game:
        return None
    known = cls.known
    if any(key not in known and key not in markers for key in data):
        return None
    values: list[object] = [game]
    for spec, checked in cls.checked:
        value = data.get(spec.key, _ABSENT)
        if value is _ABSENT:
            value = spec.kind.missing(spec)
            if value is None and is_required(spec):
                return None
        elif not checked.kind.takes(checked, value):
            return None
        values.append(value)
    models = data.get("models", ())
    if not isinstance(models, list | tuple) or len(models) > MAX_MODELS:
        return None
    entry = cls.entry_model
    read = entry._read
    try:
        values.append(tuple(item if type(item) is entry else read(item) for item in models))
        return cls._make(*values)
    except Refused:
        return None


_ABSENT: Any = object()


def checked_spec(spec: FieldSpec) -> FieldSpec:
    """The spec a roster's own field is checked by: a roster's name may be blank (its file names
    it), where an entry's, which finds it, may not."""
    return dataclasses.replace(spec, key="title") if spec.key == NAME_KEY else spec
