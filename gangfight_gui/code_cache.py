"""Compiled code kept between starts for texts compiled as the program runs (PySide6's support
modules, dataclasses' methods, readers, the first imports' regular expressions), not every start."""

from __future__ import annotations
import __future__

import atexit
import builtins
import contextlib
import marshal
import os
import re
import sys
from collections.abc import Iterator
from importlib.util import MAGIC_NUMBER
from types import CodeType
from typing import Any

from gangfight_gui import stand_ins

_OPTIMIZED = f".opt-{sys.flags.optimize}" if sys.flags.optimize else ""
FILE = os.path.join(
    os.path.dirname(__file__),
    "__pycache__",
    f"code_cache.{sys.implementation.cache_tag}{_OPTIMIZED}.bin",
)
"""Beside Python's own bytecode, and like it not written where Python writes none
(``PYTHONDONTWRITEBYTECODE``) or cannot."""
MAX_ENTRIES = 4_000
"""Past this many texts kept, a run writes only those it used (old versions of edited classes
would otherwise pile up)."""

_known: dict[Any, Any] = {}
"""(file name, mode, ``__future__`` flags, source) → its code, and (``re``'s program version,
pattern, flags) → the pattern's program (read from ``FILE`` as their marshalled bytes, each
loaded when first asked for: anything else is compiled again)."""
_used: set[tuple[Any, ...]] = set()
_new = 0
"""Texts compiled in this run and not yet written."""
_installed = False


_COMPILE = builtins.compile
_RE_COMPILER: Any = sys.modules["re._compiler"]  # re's own, private: not typed
_RE_PARSER: Any = sys.modules["re._parser"]
_RE_COMPILE = _RE_COMPILER.compile
_SRE: Any = _RE_COMPILER._sre
_FUTURES = 0
for _feature in __future__.all_feature_names:
    _FUTURES |= getattr(__future__, _feature).compiler_flag


def compiled(
    source: str | bytes, filename: str = "<string>", mode: str = "exec", futures: int = 0
) -> CodeType:
    """``source`` compiled as ``exec`` compiles a text (by default), or as ``compile`` with the
    ``__future__`` flags ``futures`` and none inherited, from the kept code when met before."""
    global _new
    key = (filename, mode, futures, source)
    code = _kept(key)
    if type(code) is not CodeType:
        code = _COMPILE(source, filename, mode, futures, dont_inherit=True)
        if stand_ins.ON:
            _known[key] = code
            _new += 1
    _used.add(key)
    return code


def _kept(key: Any) -> object:
    """What ``key`` keeps, loaded from its bytes the first time it is asked for (a start uses
    only some of what the starts before it kept: another game's readers are left as bytes);
    None if nothing or something damaged."""
    value = _known.get(key)
    if type(value) is bytes:
        try:
            value = marshal.loads(value)
        except (ValueError, EOFError, TypeError):
            value = None
        _known[key] = value
    return value


def _kept_compile(
    source: Any,
    filename: Any,
    mode: str,
    flags: int = 0,
    dont_inherit: bool = False,
    optimize: int = -1,
    **more: Any,
) -> Any:
    """``compile`` as the builtin answers (its caller's ``__future__`` flags counted as the
    builtin counts them), a source text or bytes with no other flag from the kept code."""
    if not dont_inherit:
        flags |= sys._getframe(1).f_code.co_flags & _FUTURES
    plain = not flags & ~_FUTURES and optimize == -1 and not more
    if plain and type(source) in (str, bytes) and type(filename) is str:
        return compiled(source, filename, mode, flags)
    return _COMPILE(source, filename, mode, flags, True, optimize, **more)


def _kept_pattern(pattern: Any, flags: int = 0) -> Any:
    """``re``'s compiler (``re._compiler.compile``), a text pattern's program from the kept ones
    when met before: parsing a pattern and making its program is Python's work, about 0.3 ms a
    pattern, where making the pattern from its program is C's."""
    global _new
    if type(pattern) not in (str, bytes) or flags & re.DEBUG:
        return _RE_COMPILE(pattern, flags)
    key = (_SRE.MAGIC, pattern, int(flags))
    _used.add(key)
    program = _kept(key)
    if type(program) is tuple:
        try:
            return _SRE.compile(pattern, *program)
        except (TypeError, ValueError, RuntimeError):  # not a program this Python made
            pass
    parsed = _RE_PARSER.parse(pattern, flags)
    names = parsed.state.groupdict
    by_number: list[str | None] = [None] * parsed.state.groups
    for name, number in names.items():
        by_number[number] = name
    program = (  # plain ints, as marshal writes them (the opcodes are a subclass)
        int(flags | parsed.state.flags),
        [int(word) for word in _RE_COMPILER._code(parsed, flags)],
        parsed.state.groups - 1,
        dict(names),
        tuple(by_number),
    )
    _known[key] = program
    _new += 1
    return _SRE.compile(pattern, *program)


@contextlib.contextmanager
def kept_compiles() -> Iterator[None]:
    """Inside, ``compile`` and ``re``'s compiler answer from the kept code (``_kept_compile``,
    ``_kept_pattern``): around the window's first imports, PySide6's support modules
    (``shibokensupport``) compiled from the source texts it carries at every start, about
    20 ms here, and the regular expressions the modules compile as they load, about 10 ms; the
    builtins again after. Nothing with the stand-ins off."""
    if not stand_ins.ON:
        yield
        return
    original, builtins.compile = builtins.compile, _kept_compile
    _RE_COMPILER.compile = _kept_pattern
    try:
        yield
    finally:
        builtins.compile = original
        _RE_COMPILER.compile = _RE_COMPILE


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
    """The kept texts and their code's bytes; none from a missing, damaged or other Python's
    file."""
    try:
        with open(FILE, "rb") as kept:
            data = kept.read()
        if not data.startswith(MAGIC_NUMBER):
            return {}
        found = marshal.loads(data[len(MAGIC_NUMBER) :])
    except (OSError, ValueError, EOFError, TypeError):
        return {}
    if not isinstance(found, dict) or not all(type(value) is bytes for value in found.values()):
        return {}  # a file not written as these are: compiled afresh, and then written so
    return found


def save() -> None:
    """Write the texts met so far with their code, if any was compiled since the last write and
    bytecode may be written; a folder that cannot be written is left as it is."""
    global _new
    if not _new or sys.dont_write_bytecode:
        return
    kept = _known if len(_known) <= MAX_ENTRIES else {key: _known[key] for key in _used}
    path = FILE
    temporary = f"{path}.{os.getpid()}.tmp"
    try:
        entries = {  # each value as its bytes, loaded at a start only if asked for (``_kept``)
            key: value if type(value) is bytes else marshal.dumps(value)
            for key, value in kept.items()
        }
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(temporary, "wb") as out:
            out.write(MAGIC_NUMBER + marshal.dumps(entries))
        os.replace(temporary, path)  # whole or not at all, whoever reads it meanwhile
    except (OSError, ValueError):
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        return
    _new = 0
