"""The battle file: versioned JSON, saved atomically and autosaved like a roster."""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import asdict, dataclass, field
from pathlib import Path
from types import MappingProxyType
from typing import Any

from gangfight_gui.roster.files import (
    FileStamp,
    RosterFileError,
    roster_to_data,
)
from gangfight_gui.roster.night import documents, shape
from gangfight_gui.roster.night.battle import (
    MAX_LOG,
    MAX_ROUND,
    SIDE_KINDS,
    AttackRecord,
    Battle,
    Change,
    EditRecord,
    EntryRef,
    Record,
    RoundRecord,
    Side,
    SideSource,
    initial_state,
    state_fields,
)
from gangfight_gui.roster.night.crew import MAX_PATH_CHARS
from gangfight_gui.roster.night.entries import entries_of
from gangfight_gui.rules.engine.limits import MAX_NAME_CHARS, MAX_NOTES_CHARS
from gangfight_gui.rules.game import AnyGame, Figure, Tone
from gangfight_gui.rules.kinds import found

MAX_BATTLE_BYTES = 40 * 1024 * 1024
"""Two rosters and a log: the most that opens in under 5 s with the log at ``MAX_LOG``
(benchmarks/bench_battle_open.py; docs/files.md, Limits)."""

MAX_SCENARIO_DEPTH = 32
"""Lists and objects nested in a logged scenario (a real one nests four or five)."""
MAX_DICE = 10_000
MAX_STEPS = 10_000
MAX_LINE = 10_000
MAX_FIGURES = 1_000
TONES: tuple[Tone, ...] = ("attacker", "defender", "neutral")
Document = dict[str, Any]


class BattleFileError(RosterFileError):
    """A battle file that cannot be read, saved or understood: file, field and why (a roster
    file's error, so the window answers both alike)."""


@dataclass(frozen=True, slots=True)
class LoadedBattle:
    battle: Battle
    path: Path
    stamp: FileStamp


# --- writing ---------------------------------------------------------------------------------


def battle_to_data(battle: Battle) -> Document:
    """The file's JSON object: marker, version and game first, every field written."""
    return BATTLE.data(
        battle.game,
        {
            "name": battle.name,
            "round": battle.round,
            "sides": [_side_json(side) for side in battle.sides],
            "log": [_record_json(record) for record in battle.log],
        },
    )


def battle_to_json(battle: Battle) -> str:
    """The file's text: the same battle, the same bytes."""
    return BATTLE.to_json(battle_to_data(battle))


def save_battle(
    battle: Battle,
    path: Path | str,
    *,
    expected: FileStamp | None = None,
    overwrite_read_only: bool = False,
) -> FileStamp:
    """Write ``battle`` atomically as ``save_roster`` writes a roster (``FileKind.save``)."""
    how = {"expected": expected, "overwrite_read_only": overwrite_read_only}
    return BATTLE.save(battle_to_data(battle), path, **how)


def _plain(value: object) -> object:
    """JSON of a read-only value: mappings as objects, tuples as lists."""
    if isinstance(value, Mapping):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_plain(v) for v in value]
    return value


def _side_json(side: Side) -> Document:
    return {
        "source": {"kind": side.source.kind, "file": side.source.file},
        "roster": roster_to_data(side.roster),
        "states": [_plain(state) for state in side.states],
    }


def _ref_json(ref: EntryRef, name: str) -> Document:
    return {"side": ref.side, "index": ref.index, "name": name}


def _change_json(change: Change) -> Document:
    return {
        **_ref_json(change.ref, change.name),
        "before": _plain(change.before),
        "after": _plain(change.after),
    }


def _record_json(record: Record) -> Document:
    if isinstance(record, AttackRecord):
        return {
            "kind": "attack",
            "round": record.round,
            "attacker": None
            if record.attacker is None
            else _ref_json(record.attacker, record.attacker_name),
            "targets": [
                _ref_json(ref, name)
                for ref, name in zip(record.targets, record.target_names, strict=True)
            ],
            "how": record.how,
            "scenario": _plain(record.scenario),
            "dice": list(record.dice),
            "steps": list(record.steps),
            "odds": [asdict(figure) for figure in record.odds],
            "changes": [_change_json(c) for c in record.changes],
        }
    if isinstance(record, EditRecord):
        return {
            "kind": "edit",
            "round": record.round,
            "changes": [_change_json(c) for c in record.changes],
            "note": record.note,
        }
    return {"kind": "round", "round": record.round}


# --- reading ---------------------------------------------------------------------------------


def load_battle(path: Path | str) -> LoadedBattle:
    """Read and check the battle file at ``path`` without changing it (``FileKind.load``)."""
    battle, stamp = BATTLE.load(path)
    return LoadedBattle(battle, Path(path), stamp)


def battle_from_bytes(data: bytes, source: str | None = None) -> Battle:
    return BATTLE.from_bytes(data, source)


def battle_from_data(document: object, source: str | None = None) -> Battle:
    """A battle from its file's parsed JSON (of any known version): an autosave's, a file's."""
    return BATTLE.from_data(document, source)


def _read(top: Mapping[str, Any], game: AnyGame, source: str) -> Battle:
    name = FIELDS["name"].read(top["name"], "name")
    round_ = FIELDS["round"].read(top["round"], "round")
    sides_list = top["sides"]
    if not isinstance(sides_list, list) or len(sides_list) != 2:
        raise shape.ShapeError(
            "sides", f"must hold the battle's two sides (found {found(sides_list)})"
        )
    first, second = (_read_side(game, s, f"sides[{i}]", source) for i, s in enumerate(sides_list))
    sides = (first, second)
    return Battle(game.key, name, sides, round_, _log(sides).read(top["log"], "log"))


def _read_side(game: AnyGame, value: object, where: str, source: str) -> Side:
    side = shape.obj(value, where, ("source", "roster", "states"))
    origin = SIDE_SOURCE.read(side["source"], f"{where}.source")
    roster = documents.embedded_roster(
        side["roster"], f"{where}.roster", source, game, "this side's"
    )
    entries = tuple(MappingProxyType(e) for e in entries_of(roster))
    raw_states = shape.items(side["states"], f"{where}.states", len(entries))
    if len(raw_states) != len(entries):
        raise shape.ShapeError(
            f"{where}.states", f"must hold one state for each of the side's {len(entries)} entries"
        )
    fields = {spec.key: shape.Field(spec) for spec in state_fields(game)}
    state = shape.Object(fields, tuple(fields))  # a field left out: as its entry holds it
    states = [
        MappingProxyType({**initial_state(game, entry), **state.read(raw, f"{where}.states[{i}]")})
        for i, (entry, raw) in enumerate(zip(entries, raw_states, strict=True))
    ]
    return Side(roster, entries, tuple(states), origin)


@dataclass(frozen=True, slots=True)
class Values(shape.Shape):
    """A logged state's values: kept as written (a field's range may have changed since)."""

    def read(self, value: object, where: str) -> Mapping[str, Any]:
        given = shape.mapping(value, where)
        for key, item in given.items():
            at = shape.join(where, key)
            NAME.read(key, at)
            if isinstance(item, list):
                for i, part in enumerate(item):
                    LINE.read(part, f"{at}[{i}]")
            elif not isinstance(item, str | int | None) and not _finite(item):
                what = "a number, text, true, false, null or a list of texts"
                raise shape.ShapeError(at, f"must be {what} (found {found(item)})")
        return MappingProxyType(dict(given))

    def schema(self) -> shape.Schema:
        told = ["integer", "number", "string", "boolean", "null", "array"]
        return {"type": "object", "additionalProperties": {"type": told}}


def _finite(value: object) -> bool:
    return isinstance(value, float) and math.isfinite(value)


@dataclass(frozen=True, slots=True)
class Scenario(shape.Shape):
    """A logged fight's scenario, nested no deeper than ``MAX_SCENARIO_DEPTH``."""

    def read(self, value: object, where: str) -> Mapping[str, Any]:
        scenario = shape.mapping(value, where)
        if not shape.depth(scenario, MAX_SCENARIO_DEPTH):
            raise shape.ShapeError(where, f"is nested more than {MAX_SCENARIO_DEPTH} deep")
        return MappingProxyType(dict(scenario))

    def schema(self) -> shape.Schema:
        return {"type": "object", "description": "As gangfight calc reads it."}


@dataclass(frozen=True, slots=True)
class Named(shape.Shape):
    """An entry the log names (``part``: its side, place and name, and what changed), its place
    one of the battle's ``sides`` (None: in the schema alone); read as the entry and the rest."""

    part: shape.Object
    name: str
    """Its name among the schema's definitions."""
    sides: tuple[Side, Side] | None = None
    places: tuple[shape.Field, ...] = field(init=False, compare=False)

    def __post_init__(self) -> None:
        sides = self.sides or ()
        places = tuple(shape.whole(0, len(side.entries) - 1) for side in sides)
        object.__setattr__(self, "places", places)

    def read(self, value: object, where: str) -> tuple[EntryRef, dict[str, Any]]:
        found = self.part.read(value, where)
        index = self.places[found["side"]].read(found["index"], f"{where}.index")
        return EntryRef(found["side"], index), found

    def schema(self) -> shape.Schema:
        return {"$ref": f"#/$defs/{self.name}"}


def _change(named: tuple[EntryRef, dict[str, Any]]) -> Change:
    ref, found = named
    return Change(ref, found["name"], found["before"], found["after"])


def _attack(**found: Any) -> AttackRecord:
    attacker = found["attacker"]
    return AttackRecord(
        attacker=None if attacker is None else attacker[0],
        attacker_name="" if attacker is None else attacker[1]["name"],
        targets=tuple(ref for ref, _ in found["targets"]),
        target_names=tuple(target["name"] for _, target in found["targets"]),
        scenario=found["scenario"],
        dice=found["dice"],
        steps=found["steps"],
        odds=found["odds"],
        round=found["round"],
        how=found["how"],
        changes=tuple(map(_change, found["changes"])),
    )


def _edit(**found: Any) -> EditRecord:
    return EditRecord(found["round"], tuple(map(_change, found["changes"])), found["note"])


def _log(sides: tuple[Side, Side] | None) -> shape.Items:
    """The log's shape, its entries those of ``sides`` (None: in the schema alone)."""
    most = None if sides is None else len(sides[0].entries) + len(sides[1].entries)
    ref = Named(REF, "entry_ref", sides)
    changes = shape.Items(Named(CHANGE, "change", sides), None if most is None else 2 * most)
    attack = {
        "kind": shape.Kept({"const": "attack"}),
        "round": ROUND,
        "attacker": shape.Nullable(ref),
        "targets": shape.Items(ref, most),
        "how": LINE,
        "scenario": Scenario(),
        "dice": shape.Items(shape.whole(1, 6), MAX_DICE),
        "steps": shape.texts(MAX_LINE, MAX_STEPS),
        "odds": shape.Items(FIGURE, MAX_FIGURES),
        "changes": changes,
    }
    edit = {
        "kind": shape.Kept({"const": "edit"}),
        "round": ROUND,
        "changes": changes,
        "note": shape.text(MAX_NOTES_CHARS),
    }
    kinds = {
        "attack": shape.Object(attack, title="Attack", make=_attack),
        "edit": shape.Object(edit, title="Hand edit", make=_edit),
        "round": shape.Object(
            {"kind": shape.Kept({"const": "round"}), "round": ROUND},
            title="New round",
            make=lambda **found: RoundRecord(found["round"]),
        ),
    }
    return shape.Items(shape.Tagged(kinds), MAX_LOG)


NAME = shape.text(MAX_NAME_CHARS)
LINE = shape.text(MAX_LINE)
ROUND = shape.whole(1, MAX_ROUND)
REF = shape.Object({"side": shape.whole(0, 1), "index": shape.whole(0), "name": NAME})
CHANGE = shape.Object({**REF.fields, "before": Values(), "after": Values()})
SIDE_SOURCE = shape.Object(
    {"kind": shape.choice(SIDE_KINDS), "file": shape.Nullable(shape.text(MAX_PATH_CHARS))},
    make=SideSource,
)
FIGURE = shape.Object(
    {
        "key": NAME,
        "label": NAME,
        "probability": shape.number(),
        "expected": shape.yes_no("An expected count, not a chance."),
        "scale": shape.number("What the figure is out of, for its colour (1 for a chance)."),
        "tone": shape.choice(TONES),
        "help": shape.text(MAX_NOTES_CHARS, "What the figure counts."),
    },
    ("scale", "help"),
    make=Figure,
)
FIELDS: dict[str, shape.Shape] = {
    "name": shape.text(MAX_NAME_CHARS, named=True),
    "round": ROUND,
    "sides": shape.Kept(
        {"type": "array", "minItems": 2, "maxItems": 2, "items": {"$ref": "#/$defs/side"}}
    ),  # read with the file's game
    "log": _log(None),  # read with the file's sides
}
"""The battle file's fields after its format, version and game, declared once: read by
``_read``, written into its schema (``schemas``)."""


BATTLE = documents.FileKind(
    "gangfight-battle", 1, "battle", BattleFileError, FIELDS, _read, 1, MAX_BATTLE_BYTES
)
"""The battle file: written as ``battle_to_data`` says, read by ``_read``."""
