"""The battle file: versioned JSON, saved atomically and autosaved like a roster."""

from __future__ import annotations

import json
import math
from collections.abc import Mapping
from dataclasses import asdict, dataclass
from functools import partial
from pathlib import Path
from types import MappingProxyType
from typing import Any

from gangfight_gui.roster.files import (
    FileStamp,
    RosterFileError,
    read_file,
    roster_to_data,
    save_bytes,
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
from gangfight_gui.roster.roster import EntryError, check_value
from gangfight_gui.rules.engine.limits import MAX_NAME_CHARS, MAX_NOTES_CHARS
from gangfight_gui.rules.game import AnyGame, Figure, Tone

FORMAT = "gangfight-battle"
VERSION = 1
"""The version this code writes; files up to it open, newer ones are refused."""

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
RECORD_KEYS = {
    "attack": (
        "kind",
        "round",
        "attacker",
        "targets",
        "how",
        "scenario",
        "dice",
        "steps",
        "odds",
        "changes",
    ),
    "edit": ("kind", "round", "changes", "note"),
    "round": ("kind", "round"),
}
"""Each kind of log record's fields, in the order the file writes them."""

Document = dict[str, Any]
MIGRATIONS: tuple[documents.Migration, ...] = ()
"""MIGRATIONS[n - 1] turns a version n document into version n + 1; none yet, version 1 being
the first. The rosters inside migrate by the roster file's own ``files.MIGRATIONS``."""


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
    return {
        "format": FORMAT,
        "version": VERSION,
        "game": battle.game,
        "name": battle.name,
        "round": battle.round,
        "sides": [_side_json(side) for side in battle.sides],
        "log": [_record_json(record) for record in battle.log],
    }


def battle_to_json(battle: Battle) -> str:
    """The file's text: the same battle, the same bytes."""
    return json.dumps(battle_to_data(battle), indent=1, ensure_ascii=False, allow_nan=False) + "\n"


def save_battle(
    battle: Battle,
    path: Path | str,
    *,
    expected: FileStamp | None = None,
    overwrite_read_only: bool = False,
) -> FileStamp:
    """Write ``battle`` atomically as ``save_roster`` writes a roster (``files.save_bytes``):
    the old file kept as ``<name>.bak``, a file changed on disk since ``expected`` or read-only
    refused."""
    return save_bytes(
        battle_to_json(battle).encode("utf-8"),
        path,
        expected=expected,
        overwrite_read_only=overwrite_read_only,
        max_bytes=MAX_BATTLE_BYTES,
    )


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
    """Read and check the battle file at ``path`` without changing it; a damaged or hostile file
    (huge, nested deep, a FIFO…) is one ``BattleFileError`` naming the field and why, as a
    roster's."""
    path = Path(path)
    data, stamp = read_file(
        path, max_bytes=MAX_BATTLE_BYTES, what="a battle file", error=BattleFileError
    )
    return LoadedBattle(battle_from_bytes(data, str(path)), path, stamp)


def battle_from_bytes(data: bytes, source: str = "<battle>") -> Battle:
    return battle_from_data(documents.parsed(data, source, BattleFileError), source)


def battle_from_data(document: object, source: str = "<battle>") -> Battle:
    """A battle from its file's parsed JSON (of any known version): an autosave's, a file's."""
    return documents.checked(_read, document, source, BattleFileError)


_KEYS = ("format", "version", "game", "name", "round", "sides", "log")


def _read(document: object, source: str) -> Battle:
    migrated = documents.current(
        document,
        source,
        marker=FORMAT,
        version=VERSION,
        migrations=MIGRATIONS,
        what="battle",
        error=BattleFileError,
    )
    shape.obj(migrated, "", _KEYS)
    game = documents.game_named(migrated["game"])
    name = shape.text(migrated["name"], "name", MAX_NAME_CHARS, empty=False)
    round_ = shape.integer(migrated["round"], "round", 1, MAX_ROUND)
    sides_list = shape.items(migrated["sides"], "sides", 2)
    if len(sides_list) != 2:
        raise shape.ShapeError("sides", "must hold the battle's two sides")
    first, second = (_read_side(game, s, f"sides[{i}]", source) for i, s in enumerate(sides_list))
    sides = (first, second)
    records = shape.items(migrated["log"], "log", MAX_LOG)
    log = tuple(_read_record(sides, r, f"log[{i}]") for i, r in enumerate(records))
    return Battle(game.key, name, sides, round_, log)


def _read_side(game: AnyGame, value: object, where: str, source: str) -> Side:
    found = shape.obj(value, where, ("source", "roster", "states"))
    origin = shape.obj(found["source"], f"{where}.source", ("kind", "file"))
    kind = origin["kind"]
    if kind not in SIDE_KINDS:
        raise shape.ShapeError(
            f"{where}.source.kind", f"must be 'crew' or 'roster' (found {shape.shown(kind)})"
        )
    file = shape.optional_text(origin["file"], f"{where}.source.file", MAX_PATH_CHARS)
    roster = documents.embedded_roster(
        found["roster"], f"{where}.roster", source, game, "this side's"
    )
    entries = tuple(MappingProxyType(e) for e in entries_of(roster))
    raw_states = shape.items(found["states"], f"{where}.states", len(entries))
    if len(raw_states) != len(entries):
        raise shape.ShapeError(
            f"{where}.states", f"must hold one state for each of the side's {len(entries)} entries"
        )
    specs = state_fields(game)
    states = []
    for i, (entry, raw) in enumerate(zip(entries, raw_states, strict=True)):
        at = f"{where}.states[{i}]"
        given = shape.obj(raw, at, (), tuple(spec.key for spec in specs))
        state = dict(initial_state(game, entry))  # a field the file lacks: as its entry holds it
        for spec in specs:
            if spec.key in given:
                try:
                    state[spec.key] = check_value(spec, given[spec.key], shape.join(at, spec.key))
                except EntryError as error:
                    raise shape.ShapeError(error.field, error.problem) from None
        states.append(MappingProxyType(state))
    return Side(roster, entries, tuple(states), SideSource(kind, file))


def _read_ref(sides: tuple[Side, Side], value: object, where: str) -> tuple[EntryRef, str]:
    found = shape.obj(value, where, ("side", "index", "name"))
    side = shape.integer(found["side"], f"{where}.side", 0, 1)
    index = shape.integer(found["index"], f"{where}.index", 0, len(sides[side].entries) - 1)
    name = shape.text(found["name"], f"{where}.name", MAX_NAME_CHARS)
    return EntryRef(side, index), name


def _read_values(value: object, where: str) -> Mapping[str, Any]:
    """A logged state's values: kept as written (a field's range may have changed since)."""
    found = shape.mapping(value, where)
    for key, item in found.items():
        at = shape.join(where, key)
        shape.text(key, at, MAX_NAME_CHARS)
        if isinstance(item, list):
            for i, part in enumerate(item):
                shape.text(part, f"{at}[{i}]", MAX_LINE)
        elif isinstance(item, float):
            if not math.isfinite(item):
                raise shape.ShapeError(at, "must be a finite number")
        elif item is not None and not isinstance(item, str | int | bool):
            raise shape.ShapeError(
                at, f"must be a number, text, true, false or null (found {shape.shown(item)})"
            )
    return MappingProxyType(dict(found))


def _read_changes(sides: tuple[Side, Side], value: object, where: str) -> tuple[Change, ...]:
    most = 2 * (len(sides[0].entries) + len(sides[1].entries))
    return shape.each(value, where, most, partial(_read_change, sides))


def _read_change(sides: tuple[Side, Side], value: object, where: str) -> Change:
    found = shape.obj(value, where, ("side", "index", "name", "before", "after"))
    ref, name = _read_ref(sides, {k: found[k] for k in ("side", "index", "name")}, where)
    before = _read_values(found["before"], f"{where}.before")
    return Change(ref, name, before, _read_values(found["after"], f"{where}.after"))


def _at_least_0(value: object, where: str) -> float:
    if (
        isinstance(value, bool)
        or not isinstance(value, int | float)
        or not math.isfinite(value)
        or value < 0
    ):
        raise shape.ShapeError(
            where, f"must be a number of at least 0 (found {shape.shown(value)})"
        )
    return float(value)


def _read_figure(value: object, where: str) -> Figure:
    found = shape.obj(
        value, where, ("key", "label", "probability", "expected", "tone"), ("scale", "help")
    )
    tone = found["tone"]
    if tone not in TONES:
        raise shape.ShapeError(
            f"{where}.tone", f"must be one of {', '.join(TONES)} (found {shape.shown(tone)})"
        )
    return Figure(
        shape.text(found["key"], f"{where}.key", MAX_NAME_CHARS),
        shape.text(found["label"], f"{where}.label", MAX_NAME_CHARS),
        _at_least_0(found["probability"], f"{where}.probability"),
        shape.boolean(found["expected"], f"{where}.expected"),
        scale=_at_least_0(found.get("scale", 1.0), f"{where}.scale"),
        tone=tone,
        help=shape.text(found.get("help", ""), f"{where}.help", MAX_NOTES_CHARS),
    )


def _round(found: Mapping[str, Any], where: str) -> int:
    return shape.integer(found["round"], f"{where}.round", 1, MAX_ROUND)


def _read_record(sides: tuple[Side, Side], value: object, where: str) -> Record:
    kind = value.get("kind") if isinstance(value, Mapping) else None
    if not isinstance(kind, str) or kind not in RECORD_KEYS:
        raise shape.ShapeError(
            f"{where}.kind", f"must be 'attack', 'edit' or 'round' (found {shape.shown(kind)})"
        )
    found = shape.obj(value, where, RECORD_KEYS[kind])
    if kind == "round":
        return RoundRecord(_round(found, where))
    if kind == "edit":
        return EditRecord(
            _round(found, where),
            _read_changes(sides, found["changes"], f"{where}.changes"),
            shape.text(found["note"], f"{where}.note", MAX_NOTES_CHARS),
        )
    attacker, attacker_name = (
        (None, "")
        if found["attacker"] is None
        else _read_ref(sides, found["attacker"], f"{where}.attacker")
    )
    most = len(sides[0].entries) + len(sides[1].entries)
    targets = shape.each(found["targets"], f"{where}.targets", most, partial(_read_ref, sides))
    scenario = shape.mapping(found["scenario"], f"{where}.scenario")
    if not shape.depth(scenario, MAX_SCENARIO_DEPTH):
        raise shape.ShapeError(
            f"{where}.scenario", f"is nested more than {MAX_SCENARIO_DEPTH} deep"
        )
    # The dice and the steps are read inline, not by shape.each: a file at its limits holds a
    # million lines of steps, where a call more a line costs a tenth of a second.
    dice = tuple(
        shape.integer(die, f"{where}.dice[{place}]", 1, 6)
        for place, die in enumerate(shape.items(found["dice"], f"{where}.dice", MAX_DICE))
    )
    steps = tuple(
        shape.text(line, f"{where}.steps[{place}]", MAX_LINE)
        for place, line in enumerate(shape.items(found["steps"], f"{where}.steps", MAX_STEPS))
    )
    return AttackRecord(
        attacker=attacker,
        attacker_name=attacker_name,
        targets=tuple(ref for ref, _ in targets),
        target_names=tuple(name for _, name in targets),
        scenario=MappingProxyType(dict(scenario)),
        dice=dice,
        steps=steps,
        odds=shape.each(found["odds"], f"{where}.odds", MAX_FIGURES, _read_figure),
        round=_round(found, where),
        how=shape.text(found["how"], f"{where}.how", MAX_LINE),
        changes=_read_changes(sides, found["changes"], f"{where}.changes"),
    )
