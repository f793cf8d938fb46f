"""What a duel to the finish tells of each side's end (E6): the fields the chain lumps but the
game follows beside it (a WarStrike unit's hit counter and markers), and each end in words."""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from gangfight_gui.rules.engine.wording import percent

if TYPE_CHECKING:
    from gangfight_gui.rules.duel import Duel
    from gangfight_gui.rules.duel_chain import State, _Chain
    from gangfight_gui.rules.game import AnyGame

WON = -1
"""The ``into`` of a kernel's way to the side's win."""
FLOOR = 1e-16
"""A followed field's law keeps no value whose chance is below this: its mass joins the
nearest value kept, so the law still sums to the side's chance to win."""
DROPPED = 1e-18
"""A state whose followed law holds less than this is followed no further: its mass (at most
this a state a turn) is left out, so a law sums to the side's chance to win within 1e-12, and a
duel that has all but ended costs nothing more (a WarStrike pair to 100 rounds: 1 s to 0.4 s)."""
Laws = dict[int, tuple[int, list[float]]]
"""By state number (or ``WON``): the law of the number followed, its least and the chance of
each from there up."""
Move = tuple[int, int, list[float], int, list[float]]
"""Into, the law's least, its chances, the step's growth of the number and its pattern."""


def value_text(value: object) -> str:
    """A state field's value as a key of ``won`` (text as it is, others as JSON: 3, true)."""
    return value if isinstance(value, str) else json.dumps(value)


def followed(
    chain: _Chain,
    start: State,
    rounds: int,
    side: int,
    entry: Mapping[str, Any],
    turned: Callable[[], None] = lambda: None,
) -> dict[str, dict[str, float]]:
    """The law at the end of the duels side ``side`` won of each field the chain lumps but the
    game follows beside it, the mass moved as ``duel._run`` moves it; ``turned`` is called
    after each round (it may raise to stop).

    A lumped field (``Game.duel_lumped``) does not change how the duel goes, so the chain keeps
    one state for all its values; it is followed here as one whole number per state
    (``Game.duel_carried``), each attack adding to it (``Game.duel_carry``)."""
    carried_from = tuple(chain.game.duel_carried(entry).items())
    kept = chain.followed.get((start, rounds, side, carried_from))
    if kept is not None:
        return kept
    laws: dict[str, dict[str, float]] = {}
    for key, carried in carried_from:
        won: dict[int, float] = {}
        alive: Laws = {chain.number(start): (carried, [1.0])}
        for count in range(1, rounds + 1):
            for half in (0, 1):
                moves: list[Move] = []
                for number, (low, masses) in alive.items():
                    step = chain.step(number, half, count == 1)
                    if step is None:
                        moves.append((number, low, masses, 0, [1.0]))
                        continue
                    for into, (grow, pattern) in chain.kernel(step, side, key).items():
                        moves.append((into, low, masses, grow, pattern))
                alive = _moved(moves, won)
            turned()
        told: dict[str, float] = {}
        for number, p in sorted(won.items()):
            text = value_text(chain.game.duel_told(key, number))
            told[text] = told.get(text, 0.0) + p
        laws[key] = told
    chain.followed[(start, rounds, side, carried_from)] = laws
    return laws


def _moved(moves: list[Move], won: dict[int, float]) -> Laws:
    """Each law so far (``low``, ``masses``) moved by its step's growth (``grow``,
    ``pattern``) into its next state, the laws summed; what goes to ``WON`` added to ``won``."""
    bounds: dict[int, tuple[int, int]] = {}
    for into, low, masses, grow, pattern in moves:
        first, last = low + grow, low + grow + len(masses) + len(pattern) - 1
        kept = bounds.get(into)
        bounds[into] = (first, last) if kept is None else (min(kept[0], first), max(kept[1], last))
    sums = {into: [0.0] * (last - first) for into, (first, last) in bounds.items()}
    for into, low, masses, grow, pattern in moves:
        summed = sums[into]
        n = len(masses)
        at = low + grow - bounds[into][0]
        for j, w in enumerate(pattern, start=at):
            if w:
                summed[j : j + n] = [
                    o + w * x for o, x in zip(summed[j : j + n], masses, strict=True)
                ]
    found: Laws = {}
    for into, masses in sums.items():
        low = bounds[into][0]
        if into == WON:
            for k, p in enumerate(masses, start=low):
                if p:
                    won[k] = won.get(k, 0.0) + p
        elif sum(masses) >= DROPPED:
            found[into] = _trimmed(low, masses)
    return found


def _trimmed(low: int, masses: list[float]) -> tuple[int, list[float]]:
    """``masses`` without the tails below ``FLOOR``, each tail's mass joined to the value
    kept nearest it."""
    first, last = 0, len(masses)
    while first < last - 1 and masses[first] < FLOOR:
        first += 1
    while last - 1 > first and masses[last - 1] < FLOOR:
        last -= 1
    if first == 0 and last == len(masses):
        return low, masses
    kept = masses[first:last]
    kept[0] += sum(masses[:first])
    kept[-1] += sum(masses[last:])
    return low + first, kept


SHOWN_LEAST = 0.0005
"""A value less likely than this (shown as "<0.1%") is told with the others like it, so a law
of many values (a WarStrike hit counter) stays a line."""
_YES_NO = {"true": "yes", "false": "no"}
"""A yes-or-no field's values in words (``finish --json`` gives them as JSON)."""


def end_lines(game: AnyGame, duel: Duel) -> tuple[str, ...]:
    """Each side's end in words, as the window and ``gangfight finish`` tell it: a heading line
    for the duels it wins, a line for each of its state fields there (by its label, indented),
    and a line for its status in those it loses; chances of every duel, as ``finish --json``
    gives them."""
    labels = {spec.key: spec.label for spec in game.model_fields if spec.state}
    lines: list[str] = []
    first, second = duel.names
    sides = (
        (first, duel.first_end, duel.p_first_wins),
        (second, duel.second_end, duel.p_second_wins),
    )
    for name, end, p_wins in sides:
        fields = [(key, law) for key, law in end.won.items() if law]
        if p_wins <= 0.0:
            lines.append(f"{name} never wins")
        else:
            lines.append(f"When {name} wins ({percent(p_wins)}):" if fields else
                         f"When {name} wins ({percent(p_wins)}): nothing to tell")  # fmt: skip
        lines += [
            f"{INDENT}{labels.get(key, key.replace('_', ' '))}: {_law_words(law)}"
            for key, law in fields
        ]
        lost = ", ".join(
            f"{status.replace('_', ' ')} {percent(p)}" for status, p in end.lost.items()
        )
        lines.append(f"{name} loses: {lost}" if lost else f"{name} never loses")
    return tuple(lines)


INDENT = "  "
"""Before a field's line under its side's heading."""


def _law_words(law: Mapping[str, float]) -> str:
    """Each value and its chance; those under ``SHOWN_LEAST`` summed as "others"."""
    words = [
        f"{_YES_NO.get(value, value)} {percent(p)}" for value, p in law.items() if p >= SHOWN_LEAST
    ]
    rest = [(value, p) for value, p in law.items() if p < SHOWN_LEAST]
    if len(rest) > 1:
        words.append(f"others {percent(sum(p for _, p in rest))}")
    elif rest:
        words.append(f"{_YES_NO.get(rest[0][0], rest[0][0])} {percent(rest[0][1])}")
    return ", ".join(words)
