"""After the game: a summary per side, told from the battle's log and its states: who is out of the
fight, what its entries took and dealt, and its luck."""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from gangfight_gui.roster.night.battle import (
    AttackRecord,
    Battle,
    Change,
    state_fields,
    value_text,
)
from gangfight_gui.rules.engine.errors import NotEnoughDice, RulesError, ScenarioShapeError
from gangfight_gui.rules.engine.wording import count_of
from gangfight_gui.rules.game import FieldSpec, Figure


@dataclass(frozen=True, slots=True)
class FieldTotal:
    """What attacks changed of one state field, in a few words: "+5", "Out of action ×2"."""

    label: str
    text: str


@dataclass(frozen=True, slots=True)
class Luck:
    """One headline figure summed over attacks: what happened against what was expected."""

    label: str
    happened: float
    expected: float
    luck: float
    """Happened − expected, signed so that positive is good for the side summed up."""
    expected_count: bool
    """The figure is an expected count (wounds, casualties), not a chance."""

    @property
    def text(self) -> str:
        """ "Down: 2 (0.87 expected, +1.13)"."""
        whole = self.happened == int(self.happened)
        got = f"{self.happened:g}" if whole else f"{self.happened:.2f}"
        return f"{self.label}: {got} ({self.expected:.2f} expected, {signed(self.luck)})"


@dataclass(frozen=True, slots=True)
class SideSummary:
    name: str
    entries: int
    attacks: int
    """Attacks its entries made."""
    out: tuple[tuple[str, str], ...]
    """(name, state in a few words) of each entry out of the fight at the end."""
    taken: tuple[FieldTotal, ...]
    dealt: tuple[FieldTotal, ...]
    luck_attacking: tuple[Luck, ...]
    luck_defending: tuple[Luck, ...]
    unknown_luck: int = 0
    """Attacks whose dice the game could not work out again (luck left out for them)."""


def summarize(battle: Battle) -> tuple[SideSummary, SideSummary]:
    """Each side's summary, in the battle's side order. What a side took and dealt comes from the
    attacks alone: hand edits are the players' corrections, not the fight's doing."""
    game = battle.rules
    specs = state_fields(game)
    attacks = [r for r in battle.log if isinstance(r, AttackRecord)]
    happened = [_happened(battle, record) for record in attacks]
    summaries = []
    for side in (0, 1):
        own = [a for a in attacks if a.attacker is not None and a.attacker.side == side]
        taken = [c for a in attacks for c in a.changes if c.ref.side == side]
        dealt = [c for a in own for c in a.changes if c.ref.side != side]
        states = [(battle.name_of(ref), battle.entry_state(ref)) for ref in battle.refs(side)]
        out = [(name, at.summary or at.attack_refusal) for name, at in states if at.attack_refusal]
        attacking = [(a, h) for a, h in zip(attacks, happened, strict=True) if a in own]
        defending = [
            (a, h)
            for a, h in zip(attacks, happened, strict=True)
            if any(t.side == side for t in a.targets)
            and (a.attacker is None or a.attacker.side != side)
        ]
        summaries.append(
            SideSummary(
                battle.sides[side].name,
                len(battle.sides[side].entries),
                len(own),
                tuple(out),
                _totals(battle, specs, taken),
                _totals(battle, specs, dealt),
                _luck(attacking, +1),
                _luck(defending, -1),
                sum(1 for a, h in attacking if h is None),
            )
        )
    return summaries[0], summaries[1]


def _happened(battle: Battle, record: AttackRecord) -> dict[str, Figure] | None:
    """The headline figures given every die of the roll (what happened), by key; None when the
    game cannot work the roll out again (its rules changed since, or it gives no such odds)."""
    game = battle.rules
    try:
        progress = game.typed_progress(game.read_scenario(record.scenario), record.dice)
    except (RulesError, ScenarioShapeError, NotEnoughDice):
        return None
    if progress.next is not None or not progress.odds:
        return None
    return {figure.key: figure for figure in progress.odds}


def _luck(
    attacks: Iterable[tuple[AttackRecord, dict[str, Figure] | None]], sign: int
) -> tuple[Luck, ...]:
    """Each headline figure summed over ``attacks``, what happened against what was expected:
    ``sign`` +1 for a side's own attacks (more than expected is luck), -1 for the attacks on it;
    a figure good for the defender (``Figure.tone``) counts the other way."""
    sums: dict[str, list[float]] = {}
    counts: dict[str, bool] = {}
    for record, happened in attacks:
        if happened is None:
            continue
        for figure in record.odds:
            got = happened.get(figure.key)
            if got is None:
                continue
            label = _shared_label(figure, record.target_names)
            total = sums.setdefault(label, [0.0, 0.0, 0.0])
            toward = -1 if figure.tone == "defender" else 1
            total[0] += got.probability
            total[1] += figure.probability
            total[2] += sign * toward * (got.probability - figure.probability)
            counts[label] = figure.expected
    return tuple(
        Luck(label, got, expected, luck, counts[label])
        for label, (got, expected, luck) in sums.items()
    )


def _shared_label(figure: Figure, names: tuple[str, ...]) -> str:
    """A figure's label without the target's name an attack on several targets puts in front
    (key ``targets[i].…``, label "Name: …", ``rules/game.py``'s ``Figure.key``), so a side's luck
    adds up each kind of figure once, however many targets its attacks had."""
    for i, name in enumerate(names):
        if figure.key.startswith(f"targets[{i}].") and figure.label.startswith(f"{name}: "):
            return figure.label.removeprefix(f"{name}: ")
    return figure.label


def _totals(
    battle: Battle, specs: tuple[FieldSpec, ...], changes: Iterable[Change]
) -> tuple[FieldTotal, ...]:
    by_key = {spec.key: spec for spec in specs}
    numbers: Counter[str] = Counter()
    reached: defaultdict[str, Counter[str]] = defaultdict(Counter)
    for change in changes:
        for key, after in change.after.items():
            spec = by_key.get(key)
            if spec is None:
                continue
            before = change.before.get(key)
            if spec.kind.whole and _number(after) and _number(before):
                entry = battle.sides[change.ref.side].entries[change.ref.index]
                numbers[key] += _as_int(spec, entry, after) - _as_int(spec, entry, before)
            else:
                reached[key][value_text(spec, after)] += 1
    totals = []
    for spec in specs:
        if numbers.get(spec.key):
            totals.append(FieldTotal(spec.label, signed(numbers[spec.key])))
        if spec.key in reached:
            words = ", ".join(f"{word} ×{n}" for word, n in reached[spec.key].items())
            totals.append(FieldTotal(spec.label, words))
    return tuple(totals)


def _number(value: object) -> bool:
    return value is None or (isinstance(value, int) and not isinstance(value, bool))


def _as_int(spec: FieldSpec, entry: Mapping[str, Any], value: Any) -> int:
    """A number state's value as counted: none is the entry's ``spec.blank_is`` field (all of a
    WarStrike unit's models), else 0."""
    if value is None:
        value = entry.get(spec.blank_is, 0) if spec.blank_is else 0
        return value if isinstance(value, int) and not isinstance(value, bool) else 0
    return int(value)


def signed(value: float) -> str:
    """ "+3", "−4", "+0.50": a change with its sign (a minus sign, not a hyphen)."""
    text = f"{abs(value)}" if isinstance(value, int) else f"{abs(value):.2f}"
    return ("−" if value < 0 else "+") + text


def totals_text(totals: Iterable[FieldTotal]) -> str:
    """ "Wounds taken +5, Status: Down ×1"; "nothing" when empty."""
    parts = [
        f"{t.label} {t.text}" if t.text[:1] in "+−" else f"{t.label}: {t.text}" for t in totals
    ]
    return ", ".join(parts) or "nothing"


def side_lines(summary: SideSummary, noun: str) -> list[str]:
    """A side's summary as plain lines, for the text and Markdown exports."""
    lines = [
        f"{summary.name}: {count_of(summary.entries, noun)}, {count_of(summary.attacks, 'attack')}"
    ]
    out = "; ".join(f"{name} ({state})" for name, state in summary.out) or "none"
    lines.append(f"Out of the fight: {out}")
    lines.append(f"Taken: {totals_text(summary.taken)}")
    lines.append(f"Dealt: {totals_text(summary.dealt)}")
    for title, lucks in (
        ("Luck attacking", summary.luck_attacking),
        ("Luck defending", summary.luck_defending),
    ):
        if lucks:
            lines.append(f"{title}: " + "; ".join(luck.text for luck in lucks))
    if summary.unknown_luck:
        lines.append(
            f"({count_of(summary.unknown_luck, 'attack')} left out of the luck: the game could "
            "not work its dice out again)"
        )
    return lines
