"""A Necromunda gang exported by Yaktribe, read into a Necromunda roster.

The file, as the public readers of it agree: one object ``{"gang": {...}}``. The gang has its
name, type, notes (``\\r\\n`` line ends) and numbers written as strings (``"credits": "1715"``),
lists of strings (territories…), and ``gangers``, the fighters: each with its profile ``m ws bs
s t w i a ld cl wil int`` as JSON integers (target numbers without the "+", 0 where the fighter
has no such characteristic), ``cost``, ``xp``, ``kills``, ``advance_count`` as numeric strings,
``equipment`` (``{"name", "qty"}``, ``qty`` a numeric string, weapons and wargear mixed),
``skills`` and ``injuries`` (lists of strings), ``status`` ("Alive", "Recovery", "Dead") and
``notes``. It has no weapon profile and no save. Keys not read here (images, dates, ids, keys of
newer exports) are ignored; a key read here that is missing or null counts as absent.

What the import makes of it (this project's reading where the issue leaves a choice; the README's
"Bring your gang from Yaktribe" says the same to the player):

- every value goes where the roster has a field for it (the game's field specs: name, type,
  profile, cost, XP, kills, advances, skills, lasting injuries, campaign status); what has no
  field goes into the fighter's or the gang's notes;
- a 0 in a characteristic the roster may leave empty (BS, I, Ld, Cl, Wil, Int) is "none";
- a value the field does not take (a WS of 0 or 7, an XP of 12,000, a characteristic missing)
  is kept in the fighter's notes as the file has it, the field gets the nearest value it takes
  (or, for a 0 meaning "none" where the roster needs a value, the value a new fighter starts
  with), and the field is listed to check: the roster's problems list names it until the player
  has looked. The report names every such value;
- a text longer than a field takes, or more skills or items than a fighter holds, keeps what fits
  and the rest goes to the notes (cut, and said so, at the notes' own limit);
- dead fighters are left out unless asked for; fighters in Recovery are kept and marked "in
  recovery"; a status this program does not know imports the fighter as active, the status in
  its notes;
- each piece of equipment becomes an item of that name (qty 2: two items, "Knife" and "Knife 2",
  N2), marked "to fill in", with no traits: nothing about it is guessed;
- the save is not in the file: every fighter's Sv is none, listed to check;
- two fighters of one name: the second is renamed "Name 2" (the roster finds fighters by name).

Nothing here imports the game's package: the roster's fields, ranges and words come from the
game's field specs (``find_game``), and the roster is read by the roster layer like any file, so
the import writes only what the editor, validation, cards and calculator accept. A file that is
not a Yaktribe gang, damaged, huge or hostile is one ``GangFileError`` naming the file and the
problem; nothing is half imported.
"""

from __future__ import annotations

import codecs
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from gangfight_gui.roster.files import (
    FORMAT,
    MAX_FILE_BYTES,
    VERSION,
    AnyRoster,
    RosterFileError,
    json_kind,
    parse_text,
    read_file,
    roster_from_data,
    text_of,
)
from gangfight_gui.roster.imports.report import (
    Fighter,
    ImportReport,
    LeftOut,
    OutOfRange,
    Pending,
)
from gangfight_gui.roster.roster import list_limit, longest_text
from gangfight_gui.rules.engine.errors import ScenarioShapeError
from gangfight_gui.rules.engine.limits import (
    MAX_MODELS,
    MAX_NAME_CHARS,
    MAX_WEAPONS,
)
from gangfight_gui.rules.game import AnyGame, FieldSpec, find_game
from gangfight_gui.rules.kinds import found

GAME = "necromunda"
"""The game a Yaktribe gang is for: the roster file's ``game``."""
ORIGIN = "Yaktribe"
WHAT = "a Yaktribe gang file"

PROFILE = ("m", "ws", "bs", "s", "t", "w", "i", "a", "ld", "cl", "wil", "int")
"""The characteristics, in the file's and the roster's order (the same keys in both)."""
RECORDS = (("cost", "cost"), ("xp", "xp"), ("kills", "kills"), ("advances", "advance_count"))
"""(roster field, file key) of the numbers a campaign keeps."""
STATUSES = {"alive": "active", "recovery": "in recovery", "dead": "dead"}
"""A fighter's ``status`` (any case) → the roster's ``campaign_status``."""
ACTIVE = "active"
DEAD = "dead"
TO_FILL_IN = "to fill in"
"""The roster's word for an item whose profile is not known yet (a weapon's ``profile``)."""
SAVE = "sv"
RESERVED = "unarmed"
"""N2: the name of unarmed attacks, which no item may take (compared without case)."""
GANG_FIELDS = (
    ("type", "gang_type"),
    ("credits", "credits"),
    ("reputation", "reputation"),
    ("wealth", "wealth"),
)
"""(roster field, file key) of the gang's values a Necromunda roster has fields for
(``Game.roster_fields``); a key the game does not declare goes to the notes with the rest."""
GANG_NUMBERS = (
    ("gang_rating", "Gang rating"),
    ("credits", "Credits"),
    ("reputation", "Reputation"),
    ("wealth", "Wealth"),
    ("meat", "Meat"),
)
GANG_TEXTS = (
    ("gang_type", "Gang type"),
    ("campaign", "Campaign"),
    ("alignment", "Alignment"),
    ("allegiance", "Allegiance"),
    ("url", "Yaktribe page"),
    ("gang_id", "Yaktribe gang id"),
)
_READ_GANG_KEYS = frozenset(
    {"gang_name", "gang_notes", "gangers", "stash", "gang_image"}
    | {key for key, _label in GANG_NUMBERS + GANG_TEXTS}
)
MAX_DIGITS = 15
"""A number of more digits is no gang's (the richest campaign counts in thousands): refused as
damaged rather than converted (Python converts more than 4,300 digits only on request, in
quadratic time)."""
SHOWN_CHARS = 40
"""The longest file value quoted in a message or the report."""

_WHOLE = re.compile(r"[+-]?[0-9]+", re.ASCII)
_GANG_START = re.compile(rb'\A\s*\{\s*"gang"\s*:', re.ASCII)


class GangFileError(RosterFileError):
    """A file that cannot be imported as a gang; the message names the file and the problem."""


@dataclass(frozen=True, slots=True)
class ImportedGang:
    """The roster an import made (untitled: it has no file yet) and the import's report."""

    roster: AnyRoster
    report: ImportReport


def looks_like_gang(data: bytes) -> bool:
    """Whether ``data`` starts as a Yaktribe gang does (``{"gang": …``), as a roster file never
    does: a file dropped on the window is imported, not opened, when it does."""
    return _GANG_START.match(data.removeprefix(codecs.BOM_UTF8)) is not None


def import_gang(path: Path | str, *, keep_dead: bool = False) -> ImportedGang:
    """Read the Yaktribe gang at ``path`` into a roster; ``keep_dead`` keeps the dead fighters."""
    path = Path(path)
    data = read_gang_file(path)
    return import_gang_bytes(data, str(path), keep_dead=keep_dead, default_name=path.stem)


def read_gang_file(path: Path) -> bytes:
    """The bytes of the file at ``path``, a FIFO, a folder or a huge file refused unopened or
    unread (``safe_read``), as a ``GangFileError``."""
    data, _stamp = read_file(path, max_bytes=MAX_FILE_BYTES, what=WHAT, error=GangFileError)
    return data


def import_gang_bytes(
    data: bytes, source: str, *, keep_dead: bool = False, default_name: str = ""
) -> ImportedGang:
    """The roster and report of a gang file's bytes; ``source`` names the file in messages."""
    document = parse_text(text_of(data, source, GangFileError), source, GangFileError)
    return import_gang_data(document, source, keep_dead=keep_dead, default_name=default_name)


def import_gang_data(
    document: object, source: str, *, keep_dead: bool = False, default_name: str = ""
) -> ImportedGang:
    """The roster and report of a gang file's parsed JSON."""
    try:
        game = find_game(GAME)
    except ScenarioShapeError as error:
        raise GangFileError(source, f"cannot be imported: {error}") from None
    conversion = _Conversion(game, source, keep_dead)
    roster_document = conversion.roster_document(document, default_name)
    try:
        roster = roster_from_data(roster_document, source)
    except RosterFileError as error:
        problem = f"cannot be imported: {error.problem}"
        raise GangFileError(source, problem, field=error.field) from None
    return ImportedGang(roster, conversion.report(roster.name))


def shown(value: object) -> str:
    """A file's value as the report quotes it: numbers and texts as written, cut short."""
    text = value if isinstance(value, str) else repr(value)
    return text if len(text) <= SHOWN_CHARS else text[: SHOWN_CHARS - 1] + "…"


def unique_name(name: str, taken: set[str], limit: int, counters: dict[str, int]) -> str:
    """``name``, or N2's "Knife 2" (then 3…) when taken or reserved, within ``limit`` characters.

    ``counters`` remembers the last number tried per name, so ten thousand fighters of one name
    are named in linear time."""
    if name not in taken and name.lower() != RESERVED:
        return name
    number = counters.get(name, 1)
    while True:
        number += 1
        suffix = f" {number}"
        candidate = name[: limit - len(suffix)].rstrip() + suffix
        if candidate not in taken:
            counters[name] = number
            return candidate


def nearest(spec: FieldSpec, value: int) -> int:
    """The value of ``spec``'s range nearest to ``value`` (``value`` itself when it takes it)."""
    if spec.minimum is not None and value < spec.minimum:
        return spec.minimum
    if spec.maximum is not None and value > spec.maximum:
        return spec.maximum
    return value


def _range_words(spec: FieldSpec) -> str:
    low, high = spec.minimum, spec.maximum
    if low is not None and high is not None:
        return f"from {low:,} to {high:,}"
    if low is not None:
        return f"of at least {low:,}"
    return f"of at most {high:,}"


def _lines(text: str) -> str:
    """A text of the file with its ``\\r\\n`` (and lone ``\\r``) line ends as ``\\n``."""
    return text.replace("\r\n", "\n").replace("\r", "\n").strip()


def _cut(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


@dataclass
class _Draft:
    """One fighter on its way into the roster; committed only if it is kept (a dead fighter's
    findings do not reach the report)."""

    values: dict[str, Any]
    file_name: str
    type: str
    campaign_status: str
    weapons: list[dict[str, Any]] = field(default_factory=list)
    own_notes: str = ""
    kept_lines: list[str] = field(default_factory=list)
    unchecked: list[str] = field(default_factory=list)
    out_of_range: list[tuple[str, str, str, str]] = field(default_factory=list)
    """(field, label, the file's value, outcome) before the fighter's final name is known."""


class _Conversion:
    """One gang file read into a roster document, the report gathered on the way."""

    def __init__(self, game: AnyGame, source: str, keep_dead: bool) -> None:
        self.game = game
        self.source = source
        self.keep_dead = keep_dead
        self.fields = {spec.key: spec for spec in game.model_fields}
        self.weapon_fields = {spec.key: spec for spec in game.weapon_fields}
        self.roster_fields = {spec.key: spec for spec in game.roster_fields}
        self.checkable = set(self.fields["unchecked"].choices)
        self.imported: list[Fighter] = []
        self.left_out: list[LeftOut] = []
        self.to_fill_in: list[Pending] = []
        self.to_check: list[Pending] = []
        self.out_of_range: list[OutOfRange] = []
        self.kept: list[str] = []
        self.names: set[str] = set()
        self.counters: dict[str, int] = {}

    def report(self, gang: str) -> ImportReport:
        return ImportReport(
            self.source,
            gang,
            self.game.key,
            self.game.title,
            tuple(self.imported),
            tuple(self.left_out),
            tuple(self.to_fill_in),
            tuple(self.to_check),
            tuple(self.out_of_range),
            tuple(self.kept),
        )

    # --- reading values ------------------------------------------------------------------------

    def fail(self, where: str, problem: str) -> GangFileError:
        return GangFileError(self.source, problem, field=where)

    def number(self, value: object, where: str) -> int | None:
        """A whole number written as a number or as a numeric string ("1715"); None when
        absent, null or an empty string. Anything else is a damaged file."""
        if value is None:
            return None
        if isinstance(value, str):
            text = value.strip()
            if not text:
                return None
            if not _WHOLE.fullmatch(text):
                raise self.fail(
                    where, f'must be a whole number such as "12" (found {found(value)})'
                )
            digits = len(text.lstrip("+-"))
            if digits > MAX_DIGITS:
                raise self.fail(where, f"is a number of {digits:,} digits, beyond any gang's")
            return int(text)
        if isinstance(value, int) and not isinstance(value, bool):
            if abs(value) >= 10**MAX_DIGITS:
                digits = len(str(abs(value)))
                raise self.fail(where, f"is a number of {digits:,} digits, beyond any gang's")
            return value
        raise self.fail(where, f"must be a whole number (found {found(value)})")

    def text(self, value: object, where: str) -> str | None:
        if value is None:
            return None
        if isinstance(value, str):
            return value
        raise self.fail(where, f"must be text (found {found(value)})")

    def texts(self, value: object, where: str) -> list[str]:
        """A list of strings (absent or null: empty), each trimmed, blanks dropped."""
        if value is None:
            return []
        if not isinstance(value, list):
            raise self.fail(where, f"must be a list of texts (found {found(value)})")
        kept = []
        for index, item in enumerate(value):
            if not isinstance(item, str):
                raise self.fail(f"{where}[{index}]", f"must be text (found {found(item)})")
            if item.strip():
                kept.append(item.strip())
        return kept

    # --- the gang ------------------------------------------------------------------------------

    def roster_document(self, document: object, default_name: str) -> dict[str, Any]:
        """The roster file's object for the gang in ``document``."""
        gang = self.gang_object(document)
        gangers = gang["gangers"]
        name = (self.text(gang.get("gang_name"), "gang.gang_name") or "").strip()
        if not name:
            name = default_name.strip() or "Imported gang"
            self.kept.append(f"The file names no gang: the roster is called {name!r}.")
        if len(name) > MAX_NAME_CHARS:
            self.out_of_range.append(
                OutOfRange(
                    None,
                    "name",
                    "Name",
                    shown(name),
                    f"cut to {MAX_NAME_CHARS} characters; the whole name is in the roster's notes",
                )
            )
        models = []
        for index, ganger in enumerate(gangers):
            model = self.fighter(ganger, f"gang.gangers[{index}]")
            if model is not None:
                models.append(model)
        fields, placed = self.gang_fields(gang)
        notes = self.gang_notes(gang, name, placed)
        return {
            "format": FORMAT,
            "version": VERSION,
            "game": self.game.key,
            "name": _cut(name, MAX_NAME_CHARS),
            "notes": notes,
            "points_limit": None,
            **fields,
            "models": models,
        }

    def gang_fields(self, gang: Mapping[str, Any]) -> tuple[dict[str, Any], dict[str, str]]:
        """The gang's values the roster has a field for (its type, credits, reputation, wealth),
        each as the field takes it; and, by file key, the notes line of each value placed
        (empty: it fitted), so the notes keep what a field could not."""
        fields: dict[str, Any] = {}
        placed: dict[str, str] = {}
        for key, file_key in GANG_FIELDS:
            spec = self.roster_fields.get(key)
            if spec is None:
                continue
            where = f"gang.{file_key}"
            placed[file_key] = ""
            if spec.kind.textual and not spec.kind.listed:
                text = (self.text(gang.get(file_key), where) or "").strip()
                fields[key] = _cut(text, longest_text(spec))
                if fields[key] != text:
                    placed[file_key] = f"{spec.label}: {text}"
                    limit = longest_text(spec)
                    outcome = f"cut to {limit} characters; the whole text is in the notes"
                    self.out_of_range.append(
                        OutOfRange(None, key, spec.label, shown(text), outcome)
                    )
                continue
            value = self.number(gang.get(file_key), where)
            if value is None:
                continue
            fields[key] = nearest(spec, value)
            if fields[key] != value:
                placed[file_key] = f"{spec.label}: {value:,}"
                outcome = (
                    f"this program takes a {spec.label} {_range_words(spec)}; set to "
                    f"{fields[key]:,}; the file's value is in the roster's notes"
                )
                self.out_of_range.append(
                    OutOfRange(None, key, spec.label, shown(str(value)), outcome)
                )
        return fields, placed

    def gang_object(self, document: object) -> Mapping[str, Any]:
        if not isinstance(document, dict):
            raise GangFileError(
                self.source,
                f"is not a Yaktribe gang: it must be an object (found {found(document)})",
            )
        if "gang" not in document:
            hint = (
                ": it is a roster file of this program; open it instead"
                if document.get("format") == FORMAT
                else ""
            )
            raise GangFileError(
                self.source, f'is not a Yaktribe gang: it has no "gang" object{hint}'
            )
        gang = document["gang"]
        if not isinstance(gang, dict):
            raise self.fail("gang", f"must be an object, the gang (found {found(gang)})")
        if "gangers" not in gang:
            raise GangFileError(
                self.source, 'is not a Yaktribe gang: its "gang" has no "gangers" list'
            )
        gangers = gang["gangers"]
        if not isinstance(gangers, list):
            raise self.fail("gang.gangers", f"must be a list of fighters (found {found(gangers)})")
        if len(gangers) > MAX_MODELS:
            raise GangFileError(
                self.source,
                f"holds {len(gangers):,} fighters; a roster takes at most {MAX_MODELS:,}",
            )
        return gang

    def gang_notes(self, gang: Mapping[str, Any], name: str, placed: Mapping[str, str]) -> str:
        """The gang's own notes, then what the roster has no field for, under "From Yaktribe"
        (``placed``: the notes line of each file key ``gang_fields`` placed, empty if none)."""
        lines = []
        if len(name) > MAX_NAME_CHARS:
            lines.append(f"Name: {name}")
        for key, label in GANG_TEXTS:
            text = self.scalar(gang.get(key), f"gang.{key}")
            line = placed.get(key, f"{label}: {text}" if text else "")
            if line:
                lines.append(line)
        for key, label in GANG_NUMBERS:
            value = self.number(gang.get(key), f"gang.{key}")
            line = placed.get(key, f"{label}: {value:,}" if value is not None else "")
            if line:
                lines.append(line)
        stash = self.stash(gang.get("stash"))
        if stash:
            lines.append(f"Stash: {stash}")
        for key, value in gang.items():
            if key in _READ_GANG_KEYS or not isinstance(value, list) or not value:
                continue
            if all(isinstance(item, str) for item in value):
                label = key.replace("_", " ").strip().capitalize()
                items = ", ".join(item.strip() for item in value if item.strip())
                if items:
                    lines.append(f"{label}: {items}")
        own = _lines(self.text(gang.get("gang_notes"), "gang.gang_notes") or "")
        if lines:
            kept = "; ".join(line.partition(":")[0] for line in lines if ":" in line)
            self.kept.append(
                f'The roster\'s notes keep, under "From {ORIGIN}", what it has no field for'
                + (f" ({kept})" if kept else "")
                + "."
            )
        return self.notes_with(own, lines, None)

    def scalar(self, value: object, where: str) -> str:
        """A text or a number as text (an id may be either); absent or null: empty."""
        if isinstance(value, int) and not isinstance(value, bool):
            return shown(str(value))
        return (self.text(value, where) or "").strip()

    def stash(self, value: object) -> str:
        """The stash as text: its items (strings, or objects with a name and a qty) by name; a
        stash of another shape is not read (said in the report), as the issue gives no shape."""
        if value is None:
            return ""
        if not isinstance(value, list):
            self.kept.append(f"The stash ({json_kind(value)}) was not read.")
            return ""
        items = []
        for item in value:
            if isinstance(item, str) and item.strip():
                items.append(item.strip())
            elif isinstance(item, dict) and isinstance(item.get("name"), str):
                qty = item.get("qty")
                count = str(qty).strip() if type(qty) in (str, int) else ""  # as written
                shown_qty = f" ×{shown(count)}" if count not in ("", "1") else ""
                items.append(f"{item['name'].strip()}{shown_qty}")
        return ", ".join(items)

    def notes_with(self, own: str, lines: list[str], draft: _Draft | None) -> str:
        """``own`` notes, then ``lines`` under "From Yaktribe:", within the notes' limit; the
        player's own text is cut first, so what the import kept survives (and the cut is
        reported)."""
        limit = longest_text(self.fields["notes"])
        tail = ("\n".join([f"From {ORIGIN}:", *lines])) if lines else ""
        gap = "\n\n" if own and tail else ""
        if len(own) + len(gap) + len(tail) <= limit:
            return own + gap + tail
        room = max(0, limit - len(gap) - len(tail))
        kept_own = own[: room - 1] + "…" if room else ""
        if room == 0:
            tail = _cut(tail, limit)
            gap = ""
        outcome = f"cut to {limit:,} characters"
        if draft is None:
            self.out_of_range.append(
                OutOfRange(None, "notes", "Notes", f"of {len(own):,} characters", outcome)
            )
        else:
            draft.out_of_range.append(("notes", "Notes", f"of {len(own):,} characters", outcome))
        return kept_own + gap + tail

    # --- a fighter -----------------------------------------------------------------------------

    def fighter(self, ganger: object, where: str) -> dict[str, Any] | None:
        """The roster entry of one fighter, or None when it is left out (dead)."""
        if not isinstance(ganger, dict):
            raise self.fail(where, f"must be an object, a fighter (found {found(ganger)})")
        name = (self.text(ganger.get("name"), f"{where}.name") or "").strip()
        kind = (self.text(ganger.get("type"), f"{where}.type") or "").strip()
        status_text = (self.text(ganger.get("status"), f"{where}.status") or "").strip()
        status = STATUSES.get(status_text.lower(), ACTIVE) if status_text else ACTIVE
        draft = _Draft({}, name, kind, status)
        if status_text and status_text.lower() not in STATUSES:
            draft.kept_lines.append(f"Status: {status_text} (imported as active)")
        self.read_profile(draft, ganger, where)
        self.read_texts(draft, ganger, where)
        self.read_equipment(draft, ganger.get("equipment"), f"{where}.equipment")
        draft.own_notes = _lines(self.text(ganger.get("notes"), f"{where}.notes") or "")
        if status == DEAD and not self.keep_dead:
            self.left_out.append(LeftOut(name or "A fighter without a name", kind, "dead"))
            return None
        return self.commit(draft)

    def fit(self, draft: _Draft, spec: FieldSpec, value: int | None, written: str) -> None:
        """Set a whole-number field: as the file has it when the field takes it; else the value
        kept in the notes, the field at the nearest value it takes (a "none" the field cannot be:
        the value a new fighter starts with), and listed to check."""
        key = spec.key
        if value is not None and nearest(spec, value) == value:
            draft.values[key] = value
            return
        if value is None or (value == 0 and key in PROFILE):
            kept = spec.default
            why = "not in the file" if value is None else "none"
        else:
            kept = nearest(spec, value)
            why = ""
        draft.values[key] = kept
        if key in self.checkable:
            draft.unchecked.append(key)
        shown_value = "missing" if value is None else shown(written)
        draft.kept_lines.append(
            f"{spec.label}: {shown_value}" + (f" ({why})" if why and value is not None else "")
        )
        outcome = (
            f"this program takes a {spec.label} {_range_words(spec)}; set to {kept}, to check; "
            "the file's value is in the fighter's notes"
        )
        label = f"{spec.label} ({why})" if why and value is not None else spec.label
        draft.out_of_range.append((key, label, shown_value, outcome))

    def read_profile(self, draft: _Draft, ganger: Mapping[str, Any], where: str) -> None:
        for key in PROFILE:
            spec = self.fields[key]
            raw = ganger.get(key)
            value = self.number(raw, f"{where}.{key}")
            if spec.kind.optional and (value is None or value == 0):
                draft.values[key] = None  # 0: no such characteristic
            else:
                self.fit(draft, spec, value, str(raw))
        draft.values[SAVE] = None  # not in the file: to check
        draft.unchecked.append(SAVE)
        for key, file_key in RECORDS:
            raw = ganger.get(file_key)
            value = self.number(raw, f"{where}.{file_key}")
            if value is None:
                continue  # an optional key: the field's default (0)
            self.fit(draft, self.fields[key], value, str(raw))

    def read_texts(self, draft: _Draft, ganger: Mapping[str, Any], where: str) -> None:
        """The type, skills and lasting injuries: what fits the fields, the rest in the notes."""
        type_spec = self.fields["type"]
        if len(draft.type) > longest_text(type_spec):
            draft.kept_lines.append(f"Type: {draft.type}")
            draft.out_of_range.append(
                ("type", "Type", shown(draft.type), self.cut_words(type_spec))
            )
        draft.values["type"] = _cut(draft.type, longest_text(type_spec))
        for key, file_key in (("skills", "skills"), ("injuries", "injuries")):
            spec = self.fields[key]
            items = self.texts(ganger.get(file_key), f"{where}.{file_key}")
            limit, most = longest_text(spec), list_limit(spec)
            fitting: list[str] = []
            for item in items:
                if len(item) > limit or len(fitting) == most:
                    draft.kept_lines.append(f"{spec.label}: {item}")
                    outcome = (
                        self.cut_words(spec)
                        if len(item) > limit
                        else f"a fighter holds at most {most} here; the rest is in its notes"
                    )
                    if len(fitting) < most:
                        fitting.append(_cut(item, limit))
                    draft.out_of_range.append((key, spec.label, shown(item), outcome))
                else:
                    fitting.append(item)
            draft.values[key] = fitting
        draft.values["campaign_status"] = draft.campaign_status

    @staticmethod
    def cut_words(spec: FieldSpec) -> str:
        return f"cut to {longest_text(spec)} characters; the whole text is in the fighter's notes"

    def read_equipment(self, draft: _Draft, value: object, where: str) -> None:
        """Each piece of equipment as items by name (qty 2: two items, N2), profile to fill in;
        items beyond a fighter's limit named in its notes."""
        if value is None:
            return
        if not isinstance(value, list):
            raise self.fail(where, f"must be a list of items (found {found(value)})")
        limit = longest_text(self.weapon_fields["name"])
        taken: set[str] = set()
        counters: dict[str, int] = {}
        no_room: list[str] = []
        for index, item in enumerate(value):
            place = f"{where}[{index}]"
            if not isinstance(item, dict):
                raise self.fail(
                    place, f"must be an object with a name and a qty (found {found(item)})"
                )
            name = (self.text(item.get("name"), f"{place}.name") or "").strip()
            qty = self.number(item.get("qty"), f"{place}.qty")
            count = 1 if qty is None else qty
            if not name or count < 1:
                if name or count < 0:
                    label = f"Item {name!r}" if name else "An item"
                    draft.out_of_range.append(
                        ("weapons", f"{label} qty", shown(str(qty)), "not imported")
                    )
                continue
            if len(name) > limit:
                draft.kept_lines.append(f"Item: {name}")
                draft.out_of_range.append(
                    ("weapons", "Item", shown(name), self.cut_words(self.weapon_fields["name"]))
                )
            room = MAX_WEAPONS - len(draft.weapons)
            for _ in range(min(count, room)):
                item_name = unique_name(_cut(name, limit), taken, limit, counters)
                taken.add(item_name)
                draft.weapons.append({"name": item_name, "traits": [], "profile": TO_FILL_IN})
            if count > room:
                left = count - room
                no_room.append(f"{name} ×{left:,}" if left > 1 else name)
        if no_room:
            draft.kept_lines.append(f"Also carried (no room): {', '.join(no_room)}")
            draft.out_of_range.append(
                (
                    "weapons",
                    "Equipment",
                    f"of more than {MAX_WEAPONS} items",
                    f"a fighter carries at most {MAX_WEAPONS} items here; the others are named "
                    "in its notes",
                )
            )

    def commit(self, draft: _Draft) -> dict[str, Any]:
        """Name the fighter apart from the others, finish its notes, and report it."""
        name_limit = longest_text(self.fields["name"])
        base = _cut(draft.file_name, name_limit) or _cut(draft.type, name_limit) or "Fighter"
        name = unique_name(base, self.names, name_limit, self.counters)
        self.names.add(name)
        if draft.file_name and len(draft.file_name) > name_limit:
            draft.kept_lines.append(f"Name: {draft.file_name}")
            draft.out_of_range.append(
                ("name", "Name", shown(draft.file_name), self.cut_words(self.fields["name"]))
            )
        if name != base:
            draft.out_of_range.append(
                (
                    "name",
                    "Name",
                    shown(base),
                    f"another fighter has it: renamed {name!r} (the roster finds fighters by name)",
                )
            )
        elif not draft.file_name:
            draft.out_of_range.append(("name", "Name", "missing", f"named {name!r}"))
        values = {"name": name, **draft.values}
        values["unchecked"] = list(dict.fromkeys(draft.unchecked))
        values["notes"] = self.notes_with(draft.own_notes, draft.kept_lines, draft)
        values["weapons"] = draft.weapons
        self.imported.append(Fighter(name, values["type"], draft.campaign_status))
        for weapon in draft.weapons:
            self.to_fill_in.append(Pending(name, weapon["name"]))
        for key in values["unchecked"]:
            self.to_check.append(Pending(name, self.fields[key].label, key))
        for key, label, value, outcome in draft.out_of_range:
            self.out_of_range.append(OutOfRange(name, key, label, value, outcome))
        return values
