"""The pydantic types the roster file's JSON Schema is made from, from the same field specs the
records read by; imported only to make a schema (``roster/schema.py``), never to read a roster."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Annotated, Any, Literal, Union

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, TypeAdapter, create_model
from pydantic_core import PydanticUndefined

from gangfight_gui.roster.file_format import FORMAT, VERSION
from gangfight_gui.roster.records import listed
from gangfight_gui.roster.roster import (
    NAME_KEY,
    attribute_name,
    is_required,
    list_limit,
    longest_text,
    models_of,
    roster_specs,
)
from gangfight_gui.rules.engine.errors import ScenarioShapeError
from gangfight_gui.rules.engine.limits import MAX_MODELS, MAX_WEAPONS
from gangfight_gui.rules.engine.wording import plural
from gangfight_gui.rules.game import FieldSpec, game_keys
from gangfight_gui.rules.kinds import (
    MAX_WORD_CHARS,
    AutoWhole,
    Choice,
    Kind,
    Number,
    Text,
    TextList,
    Whole,
    WordOrWhole,
    YesNo,
)

_CONFIG = ConfigDict(frozen=True, extra="forbid", validate_by_alias=True, validate_by_name=False)
_VERSION_HELP = "The roster format version; a newer one needs a newer Gangfight GUI."


def _named(value: str) -> str:
    """A name is how an entry or a weapon is found: trimmed, never blank."""
    value = value.strip()
    if not value:
        raise ValueError("needs a name")
    return value


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
    return Annotated[tuple[item, ...], Field(max_length=list_limit(spec)), AfterValidator(listed)]


def _word_or_whole(spec: FieldSpec) -> Any:
    """A whole number, or a text of digits or of one of the field's words; the kind judges it."""

    def taken(value: object) -> object:
        if not spec.kind.takes(spec, value):
            raise ValueError(f"must be {spec.kind.wanted(spec)}")
        return value

    text = Annotated[
        str, Field(strict=True, max_length=MAX_WORD_CHARS, pattern=spec.kind.pattern(spec))
    ]
    return Annotated[_whole(spec) | text, AfterValidator(taken)]


_TYPES: dict[type[Kind], Callable[[FieldSpec], Any]] = {
    WordOrWhole: _word_or_whole,
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


def _default(spec: FieldSpec) -> object:
    value = spec.kind.missing(spec)
    return tuple(value) if isinstance(value, list) else value


class _Model(BaseModel):
    model_config = _CONFIG


def _fields(specs: Sequence[FieldSpec], *, named: bool) -> dict[str, Any]:
    """``create_model`` definitions of ``specs``, in their order, each aliased to its file key."""
    fields: dict[str, Any] = {}
    for spec in specs:
        info = Field(
            PydanticUndefined if is_required(spec) else _default(spec),
            alias=spec.key,
            title=spec.label,
            description=spec.help or None,
        )
        fields[f"f_{attribute_name(spec.key, _Model)}"] = (value_type(spec, named=named), info)
    return fields


_file_models: dict[str, tuple[object, type[BaseModel]]] = {}


def file_model(game: str) -> type[BaseModel]:
    """The model of a current roster file of ``game``: its roster with the file's markers."""
    records = models_of(game)
    found = _file_models.get(game)
    if found is None or found[0] is not records:
        word = records.roster.__name__.removesuffix("Roster")
        weapon: Any = create_model(
            f"{word}Weapon", __base__=_Model, **_fields(records.weapon.specs, named=True)
        )
        weapons: Any = Annotated[tuple[weapon, ...], Field(max_length=MAX_WEAPONS)]
        entry: Any = create_model(
            f"{word}Entry",
            __base__=_Model,
            **_fields(records.entry.specs, named=True),
            f_weapons=(weapons, Field(default=(), alias="weapons", title="Weapons")),
        )
        noun = records.entry.noun
        entries: Any = Annotated[tuple[entry, ...], Field(max_length=MAX_MODELS)]
        tag: Any = Literal[records.game.key]
        marker: Any = Literal[FORMAT]
        version: Any = Literal[VERSION]
        marked = create_model(
            f"{word}RosterFile",
            __base__=_Model,
            game=(tag, Field(title="Game", description="The game the roster is for.")),
            **_fields(roster_specs(records.game), named=False),
            f_models=(
                entries,
                Field(default=(), alias="models", title=plural(noun, 2).capitalize()),
            ),
            format=(marker, Field(description="Marks the file as a Gangfight GUI roster.")),
            version=(version, Field(description=_VERSION_HELP)),
        )
        found = _file_models[game] = (records, marked)
    return found[1]


def roster_files(keys: Sequence[str] | None = None) -> TypeAdapter[Any]:
    """Every game's file model (or those of ``keys``) in one discriminated union on ``game``:
    made from the registry, so a game installed beside this program has its branch. A
    registered game that cannot be loaded is left out."""
    models = []
    for key in game_keys() if keys is None else keys:
        try:
            models.append(file_model(key))
        except ScenarioShapeError:
            continue
    union: Any = Union[tuple(models)]  # noqa: UP007  # made at run time from the registry
    return TypeAdapter(Annotated[union, Field(discriminator="game")])
