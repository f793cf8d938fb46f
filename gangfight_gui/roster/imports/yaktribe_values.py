"""What every part of a Yaktribe gang's import shares: its values read (numbers written as strings,
texts), its findings gathered for the report, and the notes that keep what has no field."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from gangfight_gui.roster.faults import clipped
from gangfight_gui.roster.file_errors import RosterFileError
from gangfight_gui.roster.imports.report import Fighter, ImportReport, LeftOut, OutOfRange, Pending
from gangfight_gui.roster.roster import longest_text
from gangfight_gui.rules.game import AnyGame, FieldSpec
from gangfight_gui.rules.kinds import found

ORIGIN = "Yaktribe"

RESERVED = "unarmed"
"""N2: the name of unarmed attacks, which no item may take (compared without case)."""

MAX_DIGITS = 15
"""A number of more digits is no gang's (the richest campaign counts in thousands): refused as
damaged rather than converted (Python converts more than 4,300 digits only on request, in
quadratic time)."""
SHOWN_CHARS = 40
"""The longest file value quoted in a message or the report."""

_WHOLE = re.compile(r"[+-]?[0-9]+", re.ASCII)


class GangFileError(RosterFileError):
    """A file that cannot be imported as a gang; the message names the file and the problem."""


def shown(value: object) -> str:
    """A file's value as the report quotes it: numbers and texts as written, cut short."""
    return clipped(value if isinstance(value, str) else repr(value), SHOWN_CHARS)


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


def range_words(spec: FieldSpec) -> str:
    low, high = spec.minimum, spec.maximum
    if low is not None and high is not None:
        return f"from {low:,} to {high:,}"
    if low is not None:
        return f"of at least {low:,}"
    return f"of at most {high:,}"


def plain_lines(text: str) -> str:
    """A text of the file with its ``\\r\\n`` (and lone ``\\r``) line ends as ``\\n``."""
    return text.replace("\r\n", "\n").replace("\r", "\n").strip()


@dataclass
class Draft:
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
    out_of_range: list[OutOfRange] = field(default_factory=list)
    """Its values no field takes as written, named the fighter's once its final name is known."""


class GangReading:
    """One gang file on its way into a roster: the game's fields (its field specs, never its
    package: the import writes only what any roster of the game takes), the values read, and the
    report's findings gathered on the way."""

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

    def out(self, draft: Draft | None, key: str, label: str, value: str, outcome: str) -> None:
        """Report a value no field takes as written: the fighter's (``draft``), else the gang's."""
        found = OutOfRange(None, key, label, value, outcome)
        (self.out_of_range if draft is None else draft.out_of_range).append(found)

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
        elif isinstance(value, int) and not isinstance(value, bool):
            text = str(value)
        else:
            raise self.fail(where, f"must be a whole number (found {found(value)})")
        digits = len(text.lstrip("+-"))
        if digits > MAX_DIGITS:
            raise self.fail(where, f"is a number of {digits:,} digits, beyond any gang's")
        return int(text)

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

    def notes_with(self, own: str, lines: list[str], draft: Draft | None) -> str:
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
            tail = clipped(tail, limit)
            gap = ""
        outcome = f"cut to {limit:,} characters"
        self.out(draft, "notes", "Notes", f"of {len(own):,} characters", outcome)
        return kept_own + gap + tail
