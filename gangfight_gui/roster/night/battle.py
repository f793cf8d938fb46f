"""A battle that remembers: two sides, each entry's state, the round and a log; a value, changed
only through methods that each return an undoable ``BattleChange``."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from types import MappingProxyType
from typing import Any, Literal

from gangfight_gui.roster.files import AnyRoster
from gangfight_gui.roster.night.crew import Crew
from gangfight_gui.roster.night.entries import entries_of, entry_name, game_key
from gangfight_gui.roster.roster import EntryError, check_value
from gangfight_gui.rules.engine.steps import steps_text
from gangfight_gui.rules.engine.wording import plural
from gangfight_gui.rules.game import (
    AnyGame,
    EntryState,
    FieldSpec,
    Figure,
    TickBoxes,
    find_game,
)

MAX_ROUND = 10_000
"""Rounds a battle may reach (a game has a handful)."""

MAX_LOG = 5_000
"""Records one battle's log may hold (an evening has tens of attacks): a battle file at this
limit and ``MAX_BATTLE_BYTES`` opens in under 5 s (benchmarks/bench_battle_open.py)."""

SIDE_KINDS = ("crew", "roster")


class BattleError(ValueError):
    """A change the battle refuses (an entry out of the fight, sides of two games…); the message
    says why, citing the ruling where there is one."""


class FightRefused(BattleError):
    """An attacker that cannot fight, or a target that cannot be attacked, now (R25, N17, W17)."""


@dataclass(frozen=True, slots=True)
class EntryRef:
    """One entry of a battle: its side (0 or 1) and its place in that side's roster."""

    side: int
    index: int


@dataclass(frozen=True, slots=True)
class SideSource:
    """Where a side came from: a crew or a whole roster, and its file if it had one."""

    kind: Literal["crew", "roster"] = "roster"
    file: str | None = None


@dataclass(frozen=True, slots=True)
class Side:
    """One side of a battle: its roster as it stood when the battle began, and each entry's
    state fields now (in roster order)."""

    roster: AnyRoster
    entries: tuple[Mapping[str, Any], ...]
    """The roster's entries as its file holds them, read-only."""
    states: tuple[Mapping[str, Any], ...]
    source: SideSource = SideSource()

    @property
    def name(self) -> str:
        return self.roster.name


@dataclass(frozen=True, slots=True)
class Change:
    """What one entry's state fields were and became (only the fields that changed)."""

    ref: EntryRef
    name: str
    before: Mapping[str, Any]
    after: Mapping[str, Any]


@dataclass(frozen=True, slots=True)
class AttackRecord:
    """One attack in the log: who, how, the dice, the odds it had and what changed."""

    round: int
    attacker: EntryRef | None
    attacker_name: str
    targets: tuple[EntryRef, ...]
    target_names: tuple[str, ...]
    how: str
    """The fight in a line (``Game.describe``)."""
    scenario: Mapping[str, Any]
    """The scenario rolled, as ``gangfight calc`` reads it: the fight can be worked out again."""
    dice: tuple[int, ...]
    """Every die of the roll, in the order read (typed in again, they give the same roll)."""
    steps: tuple[str, ...]
    """The roll as the steps a player follows, a line each (``steps_text``)."""
    odds: tuple[Figure, ...]
    """The headline odds the fight had before the dice (``Game.headline``)."""
    changes: tuple[Change, ...]
    kind: Literal["attack"] = "attack"


@dataclass(frozen=True, slots=True)
class EditRecord:
    """A state set by hand (standing up, a marker removed): what changed, and the player's
    note."""

    round: int
    changes: tuple[Change, ...]
    note: str = ""
    kind: Literal["edit"] = "edit"


@dataclass(frozen=True, slots=True)
class RoundRecord:
    """A new round begins."""

    round: int
    kind: Literal["round"] = "round"


Record = AttackRecord | EditRecord | RoundRecord


@dataclass(frozen=True, slots=True)
class BattleChange:
    """One undoable step: the battle before and after it, and its name for Edit › Undo.

    The window's undo command wraps it: redo shows ``after``, undo shows ``before``.
    """

    text: str
    before: Battle
    after: Battle


def state_fields(game: AnyGame) -> tuple[FieldSpec, ...]:
    """The entry fields a battle keeps per entry and ``after`` sets (``FieldSpec.state``)."""
    return tuple(spec for spec in game.model_fields if spec.state)


def initial_state(game: AnyGame, entry: Mapping[str, Any]) -> Mapping[str, Any]:
    """An entry's state fields as its roster holds them (the field's default where it has none):
    the state it starts the battle in."""
    return MappingProxyType(
        {spec.key: entry.get(spec.key, spec.default) for spec in state_fields(game)}
    )


def side_of(roster: AnyRoster, source: SideSource | None = None) -> Side:
    """A side of a whole roster, every entry in the state its roster holds."""
    game = find_game(game_key(roster))
    entries = tuple(MappingProxyType(e) for e in entries_of(roster))
    states = tuple(initial_state(game, e) for e in entries)
    return Side(roster, entries, states, source or SideSource("roster"))


def side_of_crew(crew: Crew, file: str | None = None) -> Side:
    """A side of tonight's crew."""
    return side_of(crew.roster, SideSource("crew", file))


def start_battle(first: Side, second: Side, name: str = "") -> Battle:
    """A battle between two sides of one game, in round 1, with an empty log."""
    games = game_key(first.roster), game_key(second.roster)
    if games[0] != games[1]:
        titles = [find_game(g).title for g in games]
        raise BattleError(
            f"a battle needs two sides of one game ({first.name} is {titles[0]}, "
            f"{second.name} is {titles[1]})"
        )
    game = find_game(games[0])
    for side in (first, second):
        if not side.entries:
            raise BattleError(f"{side.name} has no {plural(game.entry_noun, 0)}")
    return Battle(games[0], name.strip() or f"{first.name} against {second.name}", (first, second))


@dataclass(frozen=True, slots=True)
class Battle:
    """Two sides of one game, each entry's state, the round and the log.

    A value (frozen, as rosters are): an undo keeps the battles before and after and puts back the
    one it needs; a long log is shared between them, not copied."""

    game: str
    name: str
    sides: tuple[Side, Side]
    round: int = 1
    log: tuple[Record, ...] = ()
    _game: AnyGame | None = field(default=None, compare=False, repr=False)

    @property
    def rules(self) -> AnyGame:
        """The battle's game (``find_game``), looked up once."""
        if self._game is None:
            object.__setattr__(self, "_game", find_game(self.game))
        assert self._game is not None
        return self._game

    # -- reading --

    def refs(self, side: int) -> tuple[EntryRef, ...]:
        return tuple(EntryRef(side, i) for i in range(len(self.sides[side].entries)))

    def _at(self, ref: EntryRef) -> tuple[Mapping[str, Any], Mapping[str, Any]]:
        """The entry at ``ref`` as its roster holds it, and its state fields now."""
        if ref.side not in (0, 1) or not 0 <= ref.index < len(self.sides[ref.side].entries):
            raise BattleError(f"the battle has no entry {ref.index + 1} on side {ref.side + 1}")
        side = self.sides[ref.side]
        return side.entries[ref.index], side.states[ref.index]

    def name_of(self, ref: EntryRef) -> str:
        return entry_name(self._at(ref)[0])

    def state(self, ref: EntryRef) -> Mapping[str, Any]:
        """The entry's state fields now."""
        return self._at(ref)[1]

    def entry(self, ref: EntryRef) -> dict[str, Any]:
        """The entry as it stands now: its roster entry with its state fields set over it, what
        the game's ``choices`` and ``offers`` take, so a fight starts from the battle's state."""
        entry, state = self._at(ref)
        return {**entry, **state}

    def entry_state(self, ref: EntryRef) -> EntryState:
        """The entry's state at a glance, and whether it may fight or be attacked
        (``Game.entry_state``, given the roster entry and its state apart)."""
        return self.rules.entry_state(*self._at(ref))

    def boxes(self, ref: EntryRef) -> tuple[TickBoxes, ...]:
        """The entry's card's rows of tick boxes, ticked as it stands now (``Game.card_boxes``
        with its state: R25, N17, W17)."""
        return self.rules.card_boxes(*self._at(ref))

    def check_fight(self, attacker: EntryRef | None, targets: Sequence[EntryRef]) -> None:
        """``FightRefused`` with the ruling when the attacker cannot fight or a target cannot be
        attacked now; ``BattleError`` for a pick that is no fight at all."""
        if not targets:
            raise BattleError("pick a target")
        if len(set(targets)) != len(targets):
            raise BattleError("a target is picked twice")
        if attacker is not None:
            if attacker in targets:
                raise BattleError(f"{self.name_of(attacker)} cannot attack itself")
            refusal = self.entry_state(attacker).attack_refusal
            if refusal:
                raise FightRefused(f"{self.name_of(attacker)} cannot attack: {refusal}")
        for target in targets:
            refusal = self.entry_state(target).target_refusal
            if refusal:
                raise FightRefused(f"{self.name_of(target)} cannot be attacked: {refusal}")

    # -- changing --

    def apply_roll(
        self,
        attacker: EntryRef | None,
        targets: Sequence[EntryRef],
        scenario: Mapping[str, Any],
        roll: Any,
        odds: Sequence[Figure] | None = None,
    ) -> BattleChange:
        """Apply a resolved roll of ``scenario`` (random or typed-in dice): each side's state
        fields as ``Game.after`` says (R25, N17, W17), and the attack in the log.

        ``targets`` are the scenario's targets in its order (``After.targets`` follows it);
        ``attacker`` None for damage without one (a fall, R22). ``odds`` are the headline
        figures the fight had, as the window already shows them; None works them out. The
        pick is refused as ``check_fight`` refuses it.
        """
        game = self.rules
        targets = tuple(targets)
        self.check_fight(attacker, targets)
        parsed = game.read_scenario(scenario)
        after = game.after(parsed, roll)
        if after.targets and len(after.targets) != len(targets):
            raise BattleError(
                f"the roll has {len(after.targets)} targets where {len(targets)} were picked"
            )
        if odds is None:
            odds = game.headline(game.calculate(parsed))
        steps = game.roll_steps(roll)
        updates: list[tuple[EntryRef, Mapping[str, Any]]] = []
        if attacker is not None and after.attacker:
            updates.append((attacker, after.attacker))
        updates += zip(targets, after.targets, strict=False)
        sides, changes = self._with_states(updates)
        record = AttackRecord(
            self.round,
            attacker,
            "" if attacker is None else self.name_of(attacker),
            targets,
            tuple(self.name_of(t) for t in targets),
            game.describe(scenario),
            MappingProxyType(dict(scenario)),
            tuple(die.face for step in steps for die in step.dice),
            tuple(steps_text(steps).splitlines()),
            tuple(odds),
            changes,
        )
        who = record.attacker_name or "No attacker"
        text = f"Apply roll: {who} → {', '.join(record.target_names)}"
        return self._step(text, replace(self, sides=sides, log=(*self.log, record)))

    def edit_state(self, ref: EntryRef, values: Mapping[str, Any], note: str = "") -> BattleChange:
        """Set state fields of one entry by hand (standing up, a marker removed), logged with
        the player's ``note``; the values are checked against the fields' ranges."""
        sides, changes = self._with_states([(ref, values)])
        told = ", ".join(change_text(self.rules, change) for change in changes)
        text = f"Edit {self.name_of(ref)}: {told or 'no change'}"
        record = EditRecord(self.round, changes, note.strip())
        return self._step(text, replace(self, sides=sides, log=(*self.log, record)))

    def next_round(self) -> BattleChange:
        """Begin the next round."""
        if self.round >= MAX_ROUND:
            raise BattleError(f"a battle has at most {MAX_ROUND:,} rounds")
        number = self.round + 1
        after = replace(self, round=number, log=(*self.log, RoundRecord(number)))
        return self._step(f"Round {number}", after)

    def renamed(self, name: str) -> BattleChange:
        cleaned = " ".join(name.split())
        if not cleaned:
            raise BattleError("a battle needs a name")
        return self._step(f"Rename battle to {cleaned}", replace(self, name=cleaned))

    def _step(self, text: str, after: Battle) -> BattleChange:
        if len(after.log) > MAX_LOG:
            raise BattleError(f"a battle's log holds at most {MAX_LOG:,} records")
        return BattleChange(text, self, after)

    def _with_states(
        self, updates: Sequence[tuple[EntryRef, Mapping[str, Any]]]
    ) -> tuple[tuple[Side, Side], tuple[Change, ...]]:
        """The sides with ``updates`` set (each checked against its state field), and the
        changes made; a value a field does not take is a ``BattleError`` naming both."""
        specs = {spec.key: spec for spec in state_fields(self.rules)}
        states = [list(self.sides[0].states), list(self.sides[1].states)]
        changes = []
        for ref, values in updates:
            self._at(ref)  # an entry of the battle, or a BattleError
            current = states[ref.side][ref.index]
            changed: dict[str, Any] = {}
            for key in values:
                if key not in specs:
                    known = ", ".join(specs) or "none"
                    raise BattleError(f"{key!r} is not a state field (state fields: {known})")
            for key, spec in specs.items():  # in the game's order of the fields
                if key not in values:
                    continue
                try:
                    checked = check_value(spec, values[key], key)
                except EntryError as error:
                    name = self.name_of(ref)
                    raise BattleError(f"{name}: {spec.label}: {error.problem}") from None
                if checked != current.get(key):
                    changed[key] = checked
            if changed:
                before = MappingProxyType({key: current.get(key) for key in changed})
                states[ref.side][ref.index] = MappingProxyType({**current, **changed})
                changes.append(Change(ref, self.name_of(ref), before, MappingProxyType(changed)))
        sides = (
            replace(self.sides[0], states=tuple(states[0])),
            replace(self.sides[1], states=tuple(states[1])),
        )
        return sides, tuple(changes)


def value_text(spec: FieldSpec, value: object) -> str:
    """A state value as a player reads it: "yes"/"no", a choice's label, the field's
    ``blank`` for none ("–", or WarStrike's "all" models left)."""
    return spec.blank if value is None else spec.kind.show(spec, value)


def change_text(game: AnyGame, change: Change) -> str:
    """ "Wounds 1 → 2, Prone no → yes": each field a change set, as a player reads it."""
    specs = {spec.key: spec for spec in state_fields(game)}
    told = []
    for key, after in change.after.items():
        spec, before = specs.get(key), change.before.get(key)
        if spec is None:  # a field the game no longer has: its values as logged
            told.append(f"{key} {before} → {after}")
        else:
            told.append(f"{spec.label} {value_text(spec, before)} → {value_text(spec, after)}")
    return ", ".join(told)
