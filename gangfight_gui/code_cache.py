"""Compiled code kept between starts for the texts run with ``exec`` (a dataclass's methods, a
record's maker, a reader): each compiled when first met, not at every start (``stand_ins.py``)."""

from __future__ import annotations

import atexit
import contextlib
import marshal
import os
import sys
from importlib.util import MAGIC_NUMBER
from types import CodeType
from typing import Any

from gangfight_gui import stand_ins

FILE = os.path.join(
    os.path.dirname(__file__), "__pycache__", f"code_cache.{sys.implementation.cache_tag}.bin"
)
"""Beside Python's own bytecode, and like it not written where Python writes none
(``PYTHONDONTWRITEBYTECODE``) or cannot."""
MAX_ENTRIES = 4_000
"""Past this many texts kept, a run writes only those it used (old versions of edited classes
would otherwise pile up)."""

_known: dict[str, Any] = {}
"""Source text → its code (read from ``FILE``: anything else is compiled again)."""
_used: set[str] = set()
_new = 0
"""Texts compiled in this run and not yet written."""
_installed = False


def compiled(source: str) -> CodeType:
    """``source`` compiled as ``exec`` compiles a text (file ``<string>``, no ``__future__``
    flags of the caller), from the kept code when the text was met before."""
    global _new
    code = _known.get(source)
    if type(code) is not CodeType:
        code = compile(source, "<string>", "exec", dont_inherit=True)
        if stand_ins.ON:
            _known[source] = code
            _new += 1
    _used.add(source)
    return code


def run(source: str, globals_: dict[str, Any], locals_: dict[str, Any] | None = None) -> None:
    """``exec(source, globals_, locals_)``, the text compiled once (``compiled``)."""
    exec(compiled(source), globals_, locals_)


def _dataclasses_exec(
    source: str | CodeType,
    globals_: dict[str, Any] | None = None,
    locals_: dict[str, Any] | None = None,
) -> None:
    """The ``exec`` ``dataclasses`` calls to make a class's methods (each from a text of its
    fields' names, no values), the texts compiled once; without globals, its own, as its
    ``exec`` would take them."""
    if globals_ is None:
        globals_ = vars(sys.modules["dataclasses"])
    exec(compiled(source) if type(source) is str else source, globals_, locals_)


def install() -> None:
    """Read the kept code, hand ``dataclasses`` the caching ``exec`` and write what this run
    compiled at exit; once, and nothing with the stand-ins off."""
    global _installed
    if _installed or not stand_ins.ON:
        return
    _installed = True
    _known.update(_read())
    import dataclasses

    dataclasses.exec = _dataclasses_exec  # type: ignore[attr-defined]  # found before builtins
    atexit.register(save)


def _read() -> dict[str, Any]:
    """The kept texts and their code; none from a missing, damaged or other Python's file."""
    try:
        with open(FILE, "rb") as kept:
            data = kept.read()
        if not data.startswith(MAGIC_NUMBER):
            return {}
        found = marshal.loads(data[len(MAGIC_NUMBER) :])
    except (OSError, ValueError, EOFError, TypeError):
        return {}
    return found if isinstance(found, dict) else {}


def save() -> None:
    """Write the texts met so far with their code, if any was compiled since the last write and
    bytecode may be written; a folder that cannot be written is left as it is."""
    global _new
    if not _new or sys.dont_write_bytecode:
        return
    entries = _known if len(_known) <= MAX_ENTRIES else {text: _known[text] for text in _used}
    path = FILE
    temporary = f"{path}.{os.getpid()}.tmp"
    try:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(temporary, "wb") as out:
            out.write(MAGIC_NUMBER + marshal.dumps(entries))
        os.replace(temporary, path)  # whole or not at all, whoever reads it meanwhile
    except (OSError, ValueError):
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        return
    _new = 0
