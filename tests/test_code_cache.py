"""The compiled code kept between starts (``gangfight_gui/code_cache.py``): a class made through
it is the class ``dataclasses`` makes, a text met before is not compiled again, and a file that
is damaged, of another Python or not to be written changes nothing; ``compile``, kept
around PySide6's first import, answers as the builtin does; and a regular expression compiled
there is the pattern ``re`` makes, its program kept for the next start."""

from __future__ import annotations

import ast
import builtins
import dataclasses
import inspect
import marshal
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from gangfight_gui import code_cache, stand_ins

BUILTIN_COMPILE = builtins.compile


def _made(cls: type) -> type:
    return dataclass(frozen=True, slots=True)(cls)


def _record() -> type:
    """A frozen dataclass with slots, defaults and a factory, made afresh each call."""

    class Record:
        name: str
        wounds: int = 2
        perks: list[str] = field(default_factory=list)

    return _made(Record)


@pytest.fixture
def kept(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    """The cache empty, its file in ``tmp_path``, dataclasses using it for this test only, the
    stand-ins on (as the suite runs them either way)."""
    monkeypatch.setattr(stand_ins, "ON", True)
    path = tmp_path / "__pycache__" / "code_cache.bin"
    monkeypatch.setattr(code_cache, "FILE", str(path))
    monkeypatch.setattr(code_cache, "_known", {})
    monkeypatch.setattr(code_cache, "_used", set())
    monkeypatch.setattr(code_cache, "_new", 0)
    monkeypatch.setattr(dataclasses, "exec", code_cache._dataclasses_exec, raising=False)
    monkeypatch.setattr(code_cache.sys, "dont_write_bytecode", False)
    return path


def _compiles(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The texts the cache compiles from now on."""
    texts: list[str] = []

    def counted(source: str, *args: Any, **kwargs: Any) -> Any:
        texts.append(source)
        return BUILTIN_COMPILE(source, *args, **kwargs)

    monkeypatch.setattr(code_cache, "_COMPILE", counted)
    return texts


def test_a_dataclass_made_through_the_cache_is_the_one_dataclasses_makes(kept: Path) -> None:
    cached = _record()
    with pytest.MonkeyPatch.context() as patch:
        patch.delattr(dataclasses, "exec")
        own = _record()
    assert code_cache._new > 0  # the cached class's methods came through the cache
    for cls in (cached, own):
        assert cls.__init__.__annotations__ == {  # type: ignore[misc]
            "name": "str",  # as this module writes them, not the names of dataclasses' locals
            "wounds": "int",
            "perks": "list[str]",
            "return": None,
        }
    assert str(inspect.signature(cached)) == str(inspect.signature(own))
    assert repr(cached("Vex")).endswith(".Record(name='Vex', wounds=2, perks=[])")
    assert cached("Vex", 3) == cached("Vex", 3) != cached("Vex")
    assert hash(cached("Vex", 3, ("a",))) == hash(cached("Vex", 3, ("a",)))  # type: ignore[arg-type]
    with pytest.raises(dataclasses.FrozenInstanceError):
        cached("Vex").wounds = 4  # type: ignore[attr-defined]
    assert cached.__slots__ == own.__slots__ == ("name", "wounds", "perks")  # type: ignore[attr-defined]


def test_a_text_met_in_an_earlier_start_is_not_compiled_again(
    kept: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _record()
    first = dict(code_cache._known)
    code_cache.save()
    assert kept.is_file() and code_cache._new == 0
    monkeypatch.setattr(code_cache, "_known", code_cache._read())  # the next start's reading
    assert code_cache._known.keys() == first.keys()
    compiles = _compiles(monkeypatch)
    again = _record()
    assert compiles == []
    assert again("Vex", 3) == again("Vex", 3)
    code_cache.run("def made():\n    return 7\n", namespace := {})
    assert len(compiles) == 1 and namespace["made"]() == 7


@pytest.mark.parametrize(
    "content",
    [
        b"",
        b"not marshal at all",
        b"\x00\x00\r\n" + marshal.dumps({"x": 1}),
        None,
        code_cache.MAGIC_NUMBER + marshal.dumps({"x": compile("", "<string>", "exec")}),
    ],
    ids=["empty", "damaged", "another Python's", "a list", "code, not its bytes"],
)
def test_a_damaged_or_foreign_file_is_compiled_afresh(
    kept: Path, monkeypatch: pytest.MonkeyPatch, content: bytes | None
) -> None:
    kept.parent.mkdir()
    if content is None:
        content = code_cache.MAGIC_NUMBER + marshal.dumps(["def made(): pass"])
    kept.write_bytes(content)
    assert code_cache._read() == {}
    made = ("<string>", "exec", 0, "def made():\n    return 7\n")
    monkeypatch.setattr(code_cache, "_known", {made: "not code"})
    compiles = _compiles(monkeypatch)
    code_cache.run("def made():\n    return 7\n", namespace := {})
    assert len(compiles) == 1 and namespace["made"]() == 7


def test_nothing_is_written_where_python_writes_no_bytecode(
    kept: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(code_cache.sys, "dont_write_bytecode", True)
    _record()
    code_cache.save()
    assert not kept.exists()


def test_a_folder_that_cannot_be_written_is_left_as_it_is(
    kept: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    kept.parent.write_text("a file where its folder would be")
    _record()
    code_cache.save()  # no error: the next start compiles again
    assert kept.parent.read_text() == "a file where its folder would be"
    assert code_cache._new > 0


def test_past_its_limit_a_start_keeps_only_the_texts_it_used(
    kept: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    empty = compile("", "<string>", "exec")
    old = {("<string>", "exec", 0, f"old{index}"): empty for index in range(3)}
    monkeypatch.setattr(code_cache, "_known", dict(old))
    monkeypatch.setattr(code_cache, "MAX_ENTRIES", 2)
    _record()
    code_cache.save()
    assert set(code_cache._read()) == code_cache._used


def test_with_the_stand_ins_off_nothing_is_kept_or_installed(
    kept: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(stand_ins, "ON", False)
    monkeypatch.setattr(code_cache, "_installed", False)
    monkeypatch.delattr(dataclasses, "exec")
    code_cache.install()
    assert not hasattr(dataclasses, "exec")
    code_cache.run("def made():\n    return 7\n", {})
    assert code_cache._known == {} and code_cache._new == 0


def test_inside_kept_compiles_compile_answers_as_the_builtin(
    kept: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    builtin = builtins.compile
    source = "def made(x: int) -> int:\n    return x + 1\n"
    with code_cache.kept_compiles():
        assert builtins.compile is not builtin
        compiles = _compiles(monkeypatch)
        plain = [compile(source, "<made>", "exec", dont_inherit=True) for _ in range(2)]
        inherited = [compile(source, "<made>", "exec") for _ in range(2)]  # this module's
        as_bytes = compile(source.encode(), "<made>", "exec", dont_inherit=True)
        tree = compile(source, "<made>", "exec", ast.PyCF_ONLY_AST)
        value = compile("6 * 7", "<made>", "eval", dont_inherit=True)
    assert builtins.compile is builtin
    # Each text compiled once, with the future flags it was given; the tree by the builtin.
    assert plain[0] is plain[1] and inherited[0] is inherited[1]
    assert compiles == [source, source, source.encode(), source, "6 * 7"]
    assert plain[0].co_filename == "<made>"
    assert _annotations(plain[0]) == _annotations(as_bytes) == {"x": int, "return": int}
    assert _annotations(inherited[0]) == {"x": "int", "return": "int"}  # as the builtin gives
    assert _annotations(builtin(source, "<made>", "exec")) == {"x": "int", "return": "int"}
    assert isinstance(tree, ast.Module) and eval(value) == 42


def _annotations(code: Any) -> dict[str, Any]:
    namespace: dict[str, Any] = {}
    exec(code, namespace)
    return dict(namespace["made"].__annotations__)


def test_kept_compiles_gives_the_builtin_back_after_an_error() -> None:
    builtin = builtins.compile
    with pytest.raises(SyntaxError), code_cache.kept_compiles():
        compile("def (", "<made>", "exec")
    assert builtins.compile is builtin


def test_with_the_stand_ins_off_compile_is_the_builtin_throughout(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(stand_ins, "ON", False)
    with code_cache.kept_compiles():
        assert builtins.compile is BUILTIN_COMPILE


PATTERNS = [
    (r"(?P<name>[A-Z][a-z]+)\s+(\d+)(?:\+(?P<plus>\d+))?$", 0),
    (r"^\s*#\s*(N|W|R)\d+", re.IGNORECASE | re.MULTILINE),
    (rb"[\x00-\x1f]+|(?<=a)b", 0),
    (r"(a)(b)?(?(2)c|d)", re.VERBOSE),
]


def _parses(monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    """The patterns ``re`` parses from now on."""
    parsed: list[Any] = []
    original = code_cache._RE_PARSER.parse

    def counted(pattern: Any, *args: Any) -> Any:
        parsed.append(pattern)
        return original(pattern, *args)

    monkeypatch.setattr(code_cache._RE_PARSER, "parse", counted)
    return parsed


def test_a_pattern_compiled_inside_kept_compiles_is_the_one_re_makes_and_is_kept(
    kept: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    re.purge()  # re's own cache of this process would answer first
    with code_cache.kept_compiles():
        made = [re.compile(pattern, flags) for pattern, flags in PATTERNS]
    re.purge()
    assert made == [re.compile(pattern, flags) for pattern, flags in PATTERNS]
    assert made[0].groupindex == {"name": 1, "plus": 3} and made[0].groups == 3
    assert made[1].flags == re.IGNORECASE | re.MULTILINE | re.UNICODE
    assert made[0].match("Vex  12+3").group("name", 2, "plus") == ("Vex", "12", "3")
    assert code_cache._new == len(PATTERNS)
    code_cache.save()
    monkeypatch.setattr(code_cache, "_known", code_cache._read())  # the next start's reading
    parses = _parses(monkeypatch)
    re.purge()
    with code_cache.kept_compiles():
        again = [re.compile(pattern, flags) for pattern, flags in PATTERNS]
    assert parses == [] and again == made
    assert again[2].findall(b"ab\x01\x02") == [b"b", b"\x01\x02"]


def test_a_damaged_kept_program_is_compiled_afresh(
    kept: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    pattern, flags = PATTERNS[0]
    key = (code_cache._SRE.MAGIC, pattern, flags)
    monkeypatch.setattr(code_cache, "_known", {key: (0, [1, 2, 3], 0, {}, ())})
    parses = _parses(monkeypatch)
    re.purge()
    with code_cache.kept_compiles():
        made = re.compile(pattern, flags)
    re.purge()
    assert parses == [pattern] and made == re.compile(pattern, flags)


def test_outside_kept_compiles_re_compiles_its_own_way() -> None:
    with pytest.raises(re.error), code_cache.kept_compiles():
        re.compile("(unclosed")
    assert code_cache._RE_COMPILER.compile is code_cache._RE_COMPILE


def test_with_the_stand_ins_off_re_compiles_its_own_way(
    kept: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(stand_ins, "ON", False)
    re.purge()
    with code_cache.kept_compiles():
        assert code_cache._RE_COMPILER.compile is code_cache._RE_COMPILE
        re.compile(*PATTERNS[0])
    assert code_cache._known == {}


def test_a_start_loads_only_the_kept_code_it_asks_for(
    kept: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    sources = [f"def made():\n    return {number}\n" for number in range(3)]
    for source in sources:
        code_cache.run(source, {})
    code_cache.save()
    monkeypatch.setattr(code_cache, "_known", code_cache._read())  # the next start's reading
    assert all(type(value) is bytes for value in code_cache._known.values())
    compiles = _compiles(monkeypatch)
    code_cache.run(sources[1], namespace := {})
    assert compiles == [] and namespace["made"]() == 1
    loaded = [type(value) is not bytes for value in code_cache._known.values()]
    assert loaded == [False, True, False]
    code_cache.run("def made():\n    return 3\n", {})  # something new: all written again
    code_cache.save()
    monkeypatch.setattr(code_cache, "_known", code_cache._read())
    for number, source in enumerate(sources):
        code_cache.run(source, namespace := {})
        assert namespace["made"]() == number
    assert len(compiles) == 1


def test_damaged_kept_bytes_are_compiled_afresh(
    kept: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    made = ("<string>", "exec", 0, "def made():\n    return 7\n")
    monkeypatch.setattr(code_cache, "_known", {made: b"\xff not marshal"})
    compiles = _compiles(monkeypatch)
    code_cache.run("def made():\n    return 7\n", namespace := {})
    assert len(compiles) == 1 and namespace["made"]() == 7
