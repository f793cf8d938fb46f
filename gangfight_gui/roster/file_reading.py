"""Any file of this program read as a roster file is: its bytes whole with their stamp, as UTF-8
text, as JSON with no key twice; every problem one error naming the file."""

from __future__ import annotations

import codecs
import hashlib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from gangfight_gui.roster.file_errors import RosterFileError
from gangfight_gui.roster.safe_read import ReadProblem, parse_json, read_regular_file

MAX_FILE_BYTES = 50 * 1024 * 1024
"""Far above any real roster (1,000 models take under 1 MB); a wrong pick stops here."""


@dataclass(frozen=True, slots=True)
class FileStamp:
    """What a file held when it was read or written, to notice later changes by others."""

    mtime_ns: int
    size: int
    sha256: str

    def same_content(self, other: FileStamp) -> bool:
        """Equal bytes; the time alone changes when a file is merely touched or copied back."""
        return self.size == other.size and self.sha256 == other.sha256


def read_file(
    path: Path,
    *,
    max_bytes: int,
    what: str,
    error: type[RosterFileError] = RosterFileError,
) -> tuple[bytes, FileStamp]:
    """The bytes of the file at ``path`` and their stamp, every problem one ``error`` naming the
    file (``what`` is the content expected: "a roster file", "a battle file")."""
    source = str(path)
    try:
        data, status = read_regular_file(path, max_bytes, what=what)
    except ReadProblem as problem:
        raise error(source, problem.problem) from None
    except FileNotFoundError:
        raise error(source, "no such file") from None
    except IsADirectoryError:
        raise error(source, f"is a folder, not {what}") from None
    except OSError as problem:
        raise error(source, f"cannot be read: {os_reason(problem)}") from None
    stamp = FileStamp(status.st_mtime_ns, len(data), hashlib.sha256(data).hexdigest())
    return data, stamp


def read_stamp(path: Path | str, *, max_bytes: int = MAX_FILE_BYTES) -> FileStamp | None:
    """The stamp of the file as it is now, or None if it is gone or unreadable."""
    what = "a roster file" if max_bytes == MAX_FILE_BYTES else "a file"
    try:
        return read_file(Path(path), max_bytes=max_bytes, what=what)[1]
    except RosterFileError:
        return None


def text_of(data: bytes, source: str, error: type[RosterFileError] = RosterFileError) -> str:
    """A file's bytes as text: UTF-8, a byte order mark allowed; ``error`` names the line and
    column of the first byte that is not (every file of this program is read so)."""
    data = data.removeprefix(codecs.BOM_UTF8)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as problem:
        line = data.count(b"\n", 0, problem.start) + 1
        column = problem.start - (data.rfind(b"\n", 0, problem.start) + 1) + 1
        byte = data[problem.start]
        raise error(
            source, f"is not UTF-8 text (byte 0x{byte:02x})", line=line, column=column
        ) from None


class _DuplicateKey(Exception):
    def __init__(self, key: str) -> None:
        super().__init__(key)
        self.key = key


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """Refuse ``{"attack": 3, "attack": 5}``: JSON readers disagree on which one counts."""
    result = dict(pairs)
    if len(result) != len(pairs):
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                raise _DuplicateKey(key)
            seen.add(key)
    return result


def parse_text(text: str, source: str, error: type[RosterFileError] = RosterFileError) -> Any:
    """A file's JSON, a key twice in one object refused; ``error`` names the line of a syntax
    error (every JSON file of this program is parsed so)."""
    if not text.strip():
        raise error(source, "is empty")
    try:
        return parse_json(text, object_pairs_hook=_unique_keys)
    except ReadProblem as problem:
        raise error(source, problem.problem, line=problem.line, column=problem.column) from None
    except _DuplicateKey as duplicate:
        raise error(source, f"the key {duplicate.key!r} appears twice in one object") from None


def json_kind(value: object) -> str:
    """How a message names the kind of a JSON value it did not expect: "null", "a string"…"""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true or false"
    if isinstance(value, int | float):
        return "a number"
    if isinstance(value, str):
        return "a string"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    return "a value"


def os_reason(error: OSError) -> str:
    return error.strerror.lower() if error.strerror else str(error)
