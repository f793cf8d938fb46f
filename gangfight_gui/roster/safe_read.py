"""Reading a file and its JSON so that no input can hang, crash or exhaust the program; the CLI and
the roster loader both read through here, so each hostile input has one answer everywhere."""

from __future__ import annotations

import json
import math
import os
import stat
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any


class ReadProblem(ValueError):
    """Why a file or its JSON cannot be read, as a phrase to follow the file's name.

    A JSON syntax error also has ``syntax`` (the reader's own words, e.g. "Expecting value") and
    ``line`` and ``column`` (1-based), so each caller can place them in its own wording.
    """

    def __init__(
        self,
        problem: str,
        *,
        syntax: str | None = None,
        line: int | None = None,
        column: int | None = None,
    ):
        super().__init__(problem)
        self.problem = problem
        self.syntax = syntax
        self.line = line
        self.column = column


def _kind_of(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a named pipe (FIFO)"
    if stat.S_ISSOCK(mode):
        return "a socket"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    return "not a regular file"


def _refuse_unless_regular(mode: int, what: str) -> None:
    if not stat.S_ISREG(mode):
        kind = _kind_of(mode)
        article = "" if kind.startswith("not ") else "is "
        raise ReadProblem(f"{article}{kind}, not {what}")


def read_regular_file(
    path: Path | str, max_bytes: int, *, what: str = "a file"
) -> tuple[bytes, os.stat_result]:
    """The bytes of the regular file at ``path`` (at most ``max_bytes``) and its status.

    ``what`` names the expected content in messages (``"a roster file"``). Raises
    ``FileNotFoundError`` for a missing file (callers word that themselves), ``ReadProblem`` for
    a file that is not regular or too large, and ``OSError`` for the rest (permissions...).

    A FIFO, a device, a socket or a folder is refused before it is opened (opening a FIFO blocks
    until a writer appears, which may be never); the file is then opened with ``O_NONBLOCK`` and
    checked again with ``fstat``, so a regular file swapped for a FIFO between the two looks cannot
    block either. A file over ``max_bytes`` is refused from its size, without reading it.
    """
    _refuse_unless_regular(os.stat(path).st_mode, what)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)
    with os.fdopen(fd, "rb") as stream:
        status = os.fstat(stream.fileno())
        _refuse_unless_regular(status.st_mode, what)
        if status.st_size > max_bytes:
            raise ReadProblem(
                f"is too large ({_megabytes(status.st_size)}; at most {_megabytes(max_bytes)})"
            )
        data = stream.read(max_bytes + 1)
    if len(data) > max_bytes:
        raise ReadProblem(f"is too large (more than {_megabytes(max_bytes)})")
    return data, status


def _megabytes(size: int) -> str:
    return f"{size / (1024 * 1024):.0f} MB" if size >= 1024 * 1024 else f"{size} bytes"


def parse_json(
    text: str, *, object_pairs_hook: Callable[[list[tuple[str, Any]]], Any] | None = None
) -> Any:
    """``json.loads``, with every way the standard reader can fail turned into a ``ReadProblem``.

    The C reader guards its recursion, so a document 100,000 brackets deep fails within
    milliseconds with RecursionError, answered here as a sentence.
    """
    try:
        return json.loads(text, object_pairs_hook=object_pairs_hook)
    except json.JSONDecodeError as error:
        # Cut short: the error is at the very end, or a string never closes before it.
        cut_short = error.pos >= len(text.rstrip()) or error.msg.startswith("Unterminated")
        hint = " (the text seems cut short)" if cut_short else ""
        # The reader's words end "... starting at" or "... at" before the place it gives apart.
        words = error.msg.removesuffix(" at").removesuffix(" starting")
        raise ReadProblem(
            f"is not valid JSON: {words}{hint}",
            syntax=words + hint,
            line=error.lineno,
            column=error.colno,
        ) from None
    except RecursionError:
        raise ReadProblem("is nested too deeply") from None
    except ValueError as error:
        # int() refuses more than sys.get_int_max_str_digits() (4,300) digits.
        if "digits" in str(error):
            raise ReadProblem("is not valid JSON: a number is far too long") from None
        raise


def is_plain_json(value: object, deepest: int) -> bool:
    """Whether ``value`` is what a JSON file can hold and a strict reader reads back: null, true
    or false, text, a finite number, and lists and objects of them (text keys), at most
    ``deepest`` levels below it. NaN and infinity are not: ``json`` writes them as words no
    JSON reader takes."""
    if deepest < 0:
        return False
    if value is None or isinstance(value, bool | int | str):
        return True
    if isinstance(value, float):
        return math.isfinite(value)
    if isinstance(value, list | tuple):
        return all(is_plain_json(item, deepest - 1) for item in value)
    if isinstance(value, Mapping):
        return all(
            isinstance(key, str) and is_plain_json(item, deepest - 1) for key, item in value.items()
        )
    return False
