"""``GameBase``: the plain defaults of the members a game may leave out, and each member a game
leaves to its ``engine`` modules looked up there on first use."""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Generic, TypeVar, overload

from gangfight_gui.rules.field_spec import FieldSpec, Limits
from gangfight_gui.rules.fight_parts import (
    After,
    AttackKind,
    Choice,
    EntryState,
    Offer,
    Problem,
    TickBoxes,
    TypedProgress,
)
from gangfight_gui.rules.game_protocol import Game

if TYPE_CHECKING:  # annotations only
    from gangfight_gui.rules.outcome_parts import AdviceTable, Note, TakeDown, WhatIf

DeclaredT = TypeVar("DeclaredT")


class GameBase:
    """Plain defaults for the members a game may leave out: one kind of attack, no advice, no
    what-ifs, no take-down, typed-in dice followed by padding (``engine/typed.py``), no problems
    beyond the fields' ranges. A game subclasses it and overrides what its rules have; the
    registry checks the result against ``Game`` all the same."""

    cost_key = "cost"
    samples_resource: tuple[str, str] = ("", "")
    guide_resource: tuple[str, str] = ("", "")
    choice_rulings: tuple[str, ...] = ()
    house_rules: tuple[FieldSpec, ...] = ()
    roster_fields: tuple[FieldSpec, ...] = ()
    attack_kinds: tuple[AttackKind, ...] = (AttackKind("attack", "Attack"),)
    padding_face = 1
    """The face that stands in for dice not typed yet (``typed_progress``): one that adds no
    die of its own (a 1 never explodes, R2)."""
    engine: str | tuple[str, ...] = ""
    """The module (``"package.module"``), or the modules searched in order, whose functions,
    named as the protocol's members, are the game's behaviour wherever its class defines none:
    imported on first use, so a game's declarations (its fields, for a roster) load without its
    rules of combat."""
    defaults: tuple[str, ...] = ()
    """The protocol's members the game leaves to ``GameBase``'s own (no duel of its own, one
    choice a fight): declared, so no engine module is imported only to find it lacks them."""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """Each member of the protocol that the class leaves to its ``engine`` is looked up
        there on first use (``FromEngine``), before ``GameBase``'s default."""
        super().__init_subclass__(**kwargs)
        if not cls.engine:
            return
        own = [klass for klass in cls.__mro__ if klass not in (GameBase, object)]
        for name in BEHAVIOUR:
            if name in cls.defaults:
                continue
            if not any(
                name in vars(klass) and not isinstance(vars(klass)[name], FromEngine)
                for klass in own
            ):
                setattr(cls, name, FromEngine(name))

    def __getattr__(self, name: str) -> Any:
        """A member beyond the protocol (``outcome_json_encoded``) from the game's ``engine``."""
        if name.startswith("_") or not type(self).engine:
            raise AttributeError(name)
        found = engine_member(self, name)
        if found is None:
            raise AttributeError(name)
        self.__dict__[name] = found
        return found

    def offers(
        self, attacker: Mapping[str, Any] | None, target: Mapping[str, Any] | None
    ) -> tuple[Offer, ...]:
        """Every kind is open to any pair; with no attacker only those that need none."""
        return tuple(
            Offer(
                kind,
                "" if attacker is not None or not kind.needs_attacker else "Pick an attacker first",
            )
            for kind in self.attack_kinds
        )

    def choice_variants(self, scenario: Mapping[str, Any]) -> tuple[Choice, ...]:
        label: str = self.choice_label(scenario)
        return (Choice(label, dict(scenario)),)

    def pair_scenarios(
        self, attacker: Mapping[str, Any], target: Mapping[str, Any]
    ) -> tuple[dict[str, Any], ...]:
        """The choices of every offered kind that needs an attacker."""
        found: list[dict[str, Any]] = []
        for offer in self.offers(attacker, target):
            if offer.offered and offer.kind.needs_attacker:
                choices: tuple[Choice, ...] = self.choices(attacker, (target,), offer.kind.key)
                found += [c.scenario for c in choices]
        return tuple(found)

    def field_limits(self, scenario: Mapping[str, Any]) -> Mapping[str, Limits]:
        return {}

    def notes(self, outcome: Any) -> tuple[Note, ...]:
        return ()

    def advice(self, outcome: Any) -> tuple[AdviceTable, ...]:
        return ()

    def what_ifs(self, scenario: Mapping[str, Any]) -> tuple[WhatIf, ...]:
        return ()

    def takedown(self, scenario: Mapping[str, Any]) -> TakeDown | None:
        return None

    def typed_progress(self, scenario: Any, dice: Sequence[int]) -> TypedProgress:
        from gangfight_gui.rules.engine.typed import padded_progress

        return padded_progress(self, scenario, dice, self.padding_face)

    def entry_problems(self, entry: Mapping[str, Any]) -> tuple[Problem, ...]:
        return ()

    def entry_state(
        self, entry: Mapping[str, Any], state: Mapping[str, Any] | None = None
    ) -> EntryState:
        return EntryState()

    def after(self, scenario: Any, roll: Any) -> After:
        """A game without a battle state: nothing changes."""
        return After({}, ())

    first_turn_only: tuple[str, ...] = ()

    def after_law(self, scenario: Any) -> tuple[tuple[After, float], ...]:
        """A game without a battle state: nothing changes, whatever the dice."""
        return ((After({}, ()), 1.0),)

    def end_status(self, entry: Mapping[str, Any]) -> str:
        """The word "down" once ``entry_state`` says the entry cannot attack."""
        return "down" if self.entry_state(entry).attack_refusal else ""

    def duel_lumped(self, state: Mapping[str, object]) -> Mapping[str, object]:
        """Every state field tells states apart."""
        return state

    def duel_carried(self, entry: Mapping[str, Any]) -> Mapping[str, int]:
        """Nothing lumped, so nothing to follow beside the chain."""
        return {}

    def duel_carry(self, key: str, after: Mapping[str, object]) -> int:
        """Nothing lumped: nothing moves."""
        return 0

    def duel_told(self, key: str, carried: int) -> object:
        """Nothing lumped: nothing told."""
        return carried

    def duel_sides(
        self,
        data: Mapping[str, Any],
        given: tuple[Mapping[str, Any], Mapping[str, Any]] | None = None,
    ) -> tuple[dict[str, Any], dict[str, Any]]:
        """The scenario's ``attacker`` and ``target`` objects, once the scenario reads, with the
        ``state`` fields of ``given`` where given."""
        self.read_scenario(data)
        first, second = dict(data["attacker"]), dict(data["target"])
        if given is not None:
            keys = [spec.key for spec in self.model_fields if spec.state]
            for entry, source in zip((first, second), given, strict=True):
                entry.update({key: source[key] for key in keys if key in source})
        return first, second

    def duel_fight(
        self, data: Mapping[str, Any], attacker: Mapping[str, Any], target: Mapping[str, Any]
    ) -> dict[str, Any]:
        """``data`` with the ``state`` fields of its ``attacker`` and ``target`` objects set."""
        keys = [spec.key for spec in self.model_fields if spec.state]
        result = dict(data)
        for side, entry in (("attacker", attacker), ("target", target)):
            result[side] = {**data[side], **{k: entry[k] for k in keys if k in entry}}
        return result

    def duel_reply(
        self, data: Mapping[str, Any], reply: Mapping[str, Any]
    ) -> dict[str, Any] | None:
        """Every answer is open, with its own circumstances."""
        return dict(reply)

    def entry_facts(self, entry: Mapping[str, Any]) -> tuple[str, ...]:
        return ()

    def card_boxes(
        self, entry: Mapping[str, Any], state: Mapping[str, Any] | None = None
    ) -> tuple[TickBoxes, ...]:
        return ()


BEHAVIOUR = tuple(
    name for name, value in vars(Game).items() if callable(value) and not name.startswith("_")
)
"""The protocol's members that do something (the rest are declarations)."""


def engine_names(game: object) -> tuple[str, ...]:
    """The modules named by ``game``'s ``engine``, in the order they are searched."""
    engine = getattr(type(game), "engine", "")
    return (engine,) if isinstance(engine, str) else tuple(engine)


def engine_member(game: GameBase, name: str) -> Any:
    """``name`` from the first of ``game``'s ``engine`` modules that has it, None when none has
    it: each answer kept on the game, a member it lacks too (``calc`` asks every fight for
    ``outcome_json_encoded``, which most games lack); a ``GameLoadError`` names the game and the
    module that cannot be imported."""
    known = game.__dict__.get("_engine_members")
    if known is None:
        known = game.__dict__["_engine_members"] = {}
    if name not in known:
        found = None
        for module in _engine_modules(game):
            found = getattr(module, name, None)
            if found is not None:
                break
        known[name] = found
    return known[name]


def _engine_modules(game: GameBase) -> Iterator[Any]:
    """``game``'s ``engine`` modules in order, each imported as it is reached."""
    import importlib

    from gangfight_gui.rules.registry import unloadable

    for module in engine_names(game):
        try:
            imported = importlib.import_module(module)
        except Exception as error:  # a plugin's import may fail in any way: name it
            raise unloadable(str(getattr(game, "key", "?")), module, error) from error
        yield imported


class FromEngine:
    """A member of the protocol found in the game's ``engine`` modules on first use (or else
    ``GameBase``'s default), then kept on the game, so later calls go straight to it (unless a
    subclass's own member reached it through ``super()``, which must stay the subclass's)."""

    def __init__(self, name: str) -> None:
        self.name = name

    def __get__(self, game: GameBase | None, owner: type | None = None) -> Any:
        if game is None:
            return self
        found = engine_member(game, self.name)
        if found is None:
            default = getattr(GameBase, self.name, None)
            if default is None:
                from gangfight_gui.rules.registry import GameLoadError

                key = str(getattr(game, "key", "?"))
                raise GameLoadError(
                    f"game {key!r} ({', '.join(engine_names(game))}) lacks what every game"
                    f" supplies: {self.name}",
                    key,
                )
            found = default.__get__(game, type(game))
        if getattr(type(game), self.name, None) is self:  # not reached through super()
            game.__dict__[self.name] = found
        return found


class Declared(Generic[DeclaredT]):
    """A game's declaration (its fields, its entries' checks) kept in another of its modules,
    imported on first use and then kept on the game: the game's class then loads with its
    title and key alone, as the window's first page shows them (``registry.title``)."""

    def __init__(self, module: str, name: str) -> None:
        self.module = module
        self.name = name
        self.attribute = name

    def __set_name__(self, owner: type, attribute: str) -> None:
        self.attribute = attribute

    @overload
    def __get__(self, game: None, owner: type | None = None) -> Declared[DeclaredT]: ...
    @overload
    def __get__(self, game: object, owner: type | None = None) -> DeclaredT: ...
    def __get__(self, game: object, owner: type | None = None) -> Any:
        if game is None:
            return self
        import importlib

        found = getattr(importlib.import_module(self.module), self.name)
        game.__dict__[self.attribute] = found
        return found
