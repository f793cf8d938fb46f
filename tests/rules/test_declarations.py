"""Games state what they have: their classes hold declarations and behaviour of their own, not
methods that only pass a call on to a function elsewhere (the engine a game names, or a function
held as an attribute, serves instead)."""

from __future__ import annotations

import ast
from pathlib import Path

from tests.conftest import REPO

MOST = 10
"""Pass-through methods allowed in all the games' classes together."""

GAME_FILES = sorted(
    [
        *(REPO / "gangfight_gui" / "rules").glob("*/*.py"),
        *(REPO / "examples" / "pitfight" / "pitfight_game").glob("*.py"),
        *(REPO / "tests").rglob("*.py"),
    ]
)
"""Every module that may hold a game: the built-in games, the example game, the tests' games
(their plugins' build folders aside)."""


def _names(node: ast.expr) -> str:
    """``a.b.C`` of a base class, as written."""
    return ast.unparse(node)


def _game_classes(tree: ast.Module) -> list[ast.ClassDef]:
    """The classes of a module that are games: ``GameBase``'s subclasses, and theirs."""
    games = {"GameBase"}
    found = []
    for node in tree.body:
        if isinstance(node, ast.ClassDef) and any(
            _names(base).rpartition(".")[2] in games for base in node.bases
        ):
            games.add(node.name)
            found.append(node)
    return found


def passes_on(method: ast.FunctionDef) -> bool:
    """Whether ``method``'s body is a single ``return f(...)`` whose arguments are its own
    parameters passed on (``self`` among them or not), docstring aside."""
    body = [
        s
        for s in method.body
        if not (isinstance(s, ast.Expr) and isinstance(s.value, ast.Constant))
    ]
    if len(body) != 1 or not isinstance(body[0], ast.Return):
        return False
    call = body[0].value
    if not isinstance(call, ast.Call):
        return False
    every = method.args.posonlyargs + method.args.args + method.args.kwonlyargs
    parameters = {a.arg for a in every}
    given = [*call.args, *(k.value for k in call.keywords)]
    if not all(isinstance(a, ast.Name) and a.id in parameters for a in given):
        return False
    used = {a.id for a in given if isinstance(a, ast.Name)}
    return parameters - {"self"} <= used


def pass_through_methods(paths: list[Path]) -> list[str]:
    """``file:Class.method`` of every pass-through method of a game class in ``paths``."""
    found = []
    for path in paths:
        if "build" in path.relative_to(REPO).parts:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for game in _game_classes(tree):
            found += [
                f"{path.relative_to(REPO)}:{game.name}.{node.name}"
                for node in game.body
                if isinstance(node, ast.FunctionDef) and passes_on(node)
            ]
    return found


def _method(source: str) -> ast.FunctionDef:
    node = ast.parse(source).body[0]
    assert isinstance(node, ast.FunctionDef)
    return node


def test_a_method_that_passes_its_arguments_on_is_found() -> None:
    assert passes_on(_method("def f(self, a, b):\n    'Doc.'\n    return g(a, b)"))
    assert passes_on(_method("def f(self, a):\n    return m.g(self, a)"))
    assert passes_on(_method("def f(self, a, b=None):\n    return g(a, given=b)"))
    assert not passes_on(_method("def f(self, a):\n    return g(h(a))"))
    assert not passes_on(_method("def f(self, a, b):\n    return g(a)"))
    assert not passes_on(_method("def f(self, a):\n    x = 1\n    return g(a, x)"))
    assert not passes_on(_method("def f(self, a):\n    return a.b"))


def test_the_games_classes_hold_few_methods_that_pass_a_call_on() -> None:
    found = pass_through_methods(GAME_FILES)
    assert len(found) <= MOST, "\n".join(found)


def test_every_game_is_looked_at() -> None:
    """The games' classes are found: the built-in three and the example game at least."""
    classes = {
        game.name
        for path in GAME_FILES
        if "build" not in path.relative_to(REPO).parts
        for game in _game_classes(ast.parse(path.read_text(encoding="utf-8")))
    }
    assert {"GangfightGame", "Necromunda", "WarStrikeGame", "Pitfight"} <= classes
