"""A game names its engine: the protocol's members its class leaves out are that module's
functions, imported on first use (``GameBase.engine``), so a roster's game loads without its
rules of combat; a class's own member wins, ``GameBase``'s default fills a gap, and an engine
that is missing or lacks a member is named in one line."""

from __future__ import annotations

import importlib.machinery
import subprocess
import sys
import types
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

import pytest

from gangfight_gui.rules import registry
from gangfight_gui.rules.game import AttackKind, FieldSpec, GameBase, Offer, find_game
from gangfight_gui.rules.game_base import BEHAVIOUR, FromEngine, engine_names
from gangfight_gui.rules.kinds import TEXT
from tests.conftest import ROSTERS

ENGINE = "tests_engine_of_duel_game"


def _named(entry: Mapping[str, Any]) -> str:
    return f"Strike ({entry['name']})"


@pytest.fixture
def engine() -> Iterator[types.ModuleType]:
    """A module of functions under the protocol's names, as a game's engine is."""
    module = types.ModuleType(ENGINE)
    module.__spec__ = importlib.machinery.ModuleSpec(ENGINE, None)
    module.read_scenario = dict  # type: ignore[attr-defined]
    module.choice_label = _named  # type: ignore[attr-defined]
    module.describe = lambda scenario: "a duel"  # type: ignore[attr-defined]
    sys.modules[ENGINE] = module
    yield module
    del sys.modules[ENGINE]


class Duel(GameBase):
    key = "duel"
    title = "Duel"
    rulings = "Duel rules"
    rulings_resource = ("", "")
    entry_noun = "duellist"
    cost_unit = "coins"
    model_fields = (FieldSpec("name", "Name", TEXT),)
    weapon_fields = ()
    scenario_fields = ()
    attack_kinds = (AttackKind("strike", "Strike"),)
    engine = ENGINE

    def describe(self, scenario: Mapping[str, Any]) -> str:
        return "the class's own"


def test_a_member_the_class_leaves_out_is_the_engines_function(
    engine: types.ModuleType,
) -> None:
    game = Duel()
    assert game.read_scenario is dict
    assert game.choice_label({"name": "Vosk"}) == "Strike (Vosk)"


def test_the_class_wins_and_the_default_fills_a_gap(engine: types.ModuleType) -> None:
    game = Duel()
    assert game.describe({}) == "the class's own"  # the engine's says "a duel"
    assert game.offers(None, None) == (Offer(Duel.attack_kinds[0], "Pick an attacker first"),)


def test_the_engine_is_imported_on_first_use_only() -> None:
    game = Duel()  # no engine module anywhere yet: declaring and checking need none
    assert registry.missing_members(game) == ()
    assert game.title == "Duel"
    with pytest.raises(registry.GameLoadError, match=f"'duel' \\({ENGINE}\\) could not be loaded"):
        game.calculate({})


def test_an_engine_that_is_not_installed_is_named(engine: types.ModuleType) -> None:
    class Elsewhere(Duel):
        engine = "no_such_engine_module"

    problems = registry.protocol_problems(Elsewhere(), "duel")
    assert problems == ["names the engine 'no_such_engine_module', a module that is not installed"]
    assert registry.protocol_problems(Duel(), "duel") == []


def test_an_engine_of_several_modules_gives_each_member_from_the_first_that_has_it(
    engine: types.ModuleType,
) -> None:
    second = types.ModuleType("tests_engine_second")
    second.__spec__ = importlib.machinery.ModuleSpec("tests_engine_second", None)
    second.choice_label = lambda scenario: "the second's"  # type: ignore[attr-defined]
    second.score = lambda outcome: 0.5  # type: ignore[attr-defined]
    sys.modules["tests_engine_second"] = second

    class Split(Duel):
        engine = (ENGINE, "tests_engine_second")

    class Missing(Duel):
        engine = (ENGINE, "no_such_engine_module")

    try:
        game = Split()
        assert game.read_scenario is dict  # the first module's alone
        assert game.choice_label({"name": "Vosk"}) == "Strike (Vosk)"  # the first's wins
        assert game.score(None) == 0.5  # the first lacks it: the second's
        assert registry.protocol_problems(game, "duel") == []
        assert registry.protocol_problems(Missing(), "duel") == [
            "names the engine 'no_such_engine_module', a module that is not installed"
        ]
        with pytest.raises(
            registry.GameLoadError,
            match=f"'duel' \\({ENGINE}, tests_engine_second\\) lacks what every game supplies: "
            "calculate",
        ):
            game.calculate({})
        with pytest.raises(
            registry.GameLoadError, match="'duel' \\(no_such_engine_module\\) could not be"
        ):
            Missing().calculate({})
    finally:
        del sys.modules["tests_engine_second"]


def test_a_member_the_engine_lacks_is_named(engine: types.ModuleType) -> None:
    with pytest.raises(
        registry.GameLoadError,
        match=f"'duel' \\({ENGINE}\\) lacks what every game supplies: calculate",
    ):
        Duel().calculate({})


REPORT_MODULES = """
import atexit, runpy, sys
report = sys.argv.pop(1)
atexit.register(lambda: open(report, "w", encoding="utf-8").write("\\n".join(sys.modules)))
runpy.run_module("gangfight_gui.cli.main", run_name="__main__", alter_sys=True)
"""


@pytest.mark.parametrize(
    ("roster", "game", "engine_modules"),
    [
        ("orc_braves.json", "gangfight", {"outcome", "resolve", "typed", "whatif"}),
        ("necromunda_ashveil_sisters.json", "necromunda", {"outcome", "duel", "fight"}),
        ("warstrike_harbour_watch.json", "warstrike", {"outcome", "resolve", "table_dice"}),
    ],
)
def test_validating_a_roster_loads_no_engine(
    roster: str, game: str, engine_modules: set[str], tmp_path: Path
) -> None:
    report = tmp_path / "modules.txt"
    done = subprocess.run(
        [sys.executable, "-c", REPORT_MODULES, str(report), "validate", str(ROSTERS / roster)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    held = set(report.read_text(encoding="utf-8").split())
    assert f"gangfight_gui.rules.{game}.entries" in held  # its entries' rules were asked
    assert {f"gangfight_gui.rules.{game}.{name}" for name in engine_modules} & held == set()


def test_a_subclass_member_calling_super_stays_the_subclasss(engine: types.ModuleType) -> None:
    class Louder(Duel):
        def choice_label(self, scenario: Mapping[str, Any]) -> str:
            label: str = super().choice_label(scenario)
            return label.upper()

    game = Louder()
    assert game.choice_label({"name": "Vosk"}) == "STRIKE (VOSK)"
    assert game.choice_label({"name": "Grak"}) == "STRIKE (GRAK)"  # and again, after the first


@pytest.mark.parametrize("key", ["gangfight", "necromunda", "warstrike"])
def test_each_member_of_an_engine_of_several_modules_is_the_one_its_modules_define(
    key: str,
) -> None:
    """The first module that has a name gives it, so a name a module only imported from outside
    the engine (Gangfight's ``output`` imports the wording's ``headline``) must not stand before
    the module that defines the member: each member given is the one function of that name that
    the engine's modules define."""
    game = find_game(key)
    modules = [importlib.import_module(name) for name in engine_names(game)]
    wrong = {}
    for name in BEHAVIOUR:
        given = next((getattr(m, name) for m in modules if hasattr(m, name)), None)
        defined = {
            getattr(m, name)
            for m in modules
            if getattr(getattr(m, name, None), "__module__", None) == m.__name__
        }
        if given is not None and defined != {given}:
            wrong[name] = (given, defined)
    assert wrong == {}
    assert len(modules) > 1


@pytest.mark.parametrize("key", ["gangfight", "necromunda", "warstrike"])
def test_a_game_declares_the_members_it_leaves_to_the_defaults(key: str) -> None:
    """A member no engine module defines and the class leaves to ``GameBase`` is declared in
    ``defaults``, so asking for it imports none of the engine (a start asks for
    ``choice_variants``); one declared there is defined by no module, so none is hidden."""
    game = find_game(key)
    modules = [importlib.import_module(name) for name in engine_names(game)]
    own = type(game).__dict__
    lacking = {
        name
        for name in BEHAVIOUR
        if isinstance(own.get(name, FromEngine(name)), FromEngine)
        and not any(getattr(m, name, None) is not None for m in modules)
    }
    assert lacking == set(type(game).defaults)
    assert all(getattr(type(game), name) is getattr(GameBase, name) for name in lacking)
