"""Matchups of any game: for two roster entries, the best fight their game offers, in the
circumstances a player chose and under the group's house rules, one code path for every game."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from gangfight_gui.rules.engine.errors import RulesError, ScenarioShapeError
from gangfight_gui.rules.engine.limits import MAX_MATCHUP_ATTACKS
from gangfight_gui.rules.engine.paths import get_path
from gangfight_gui.rules.field_spec import field_applies
from gangfight_gui.rules.game import AnyGame, FieldSpec, Figure

Progress = Callable[[int, int], bool]
"""Called as ``progress(done, total)`` after each pair; returning False cancels."""


@dataclass(frozen=True, slots=True)
class Option:
    """One scenario a pair was tried with, for a cell's tooltip: the choice and its figure."""

    label: str
    figure: Figure | None
    """The first headline figure; None when the scenario was refused."""
    refusal: str = ""


@dataclass(frozen=True, slots=True)
class Pairing:
    """The best fight of one attacker against one target, or why none is possible."""

    attacker: str
    target: str
    scenario: dict[str, Any] | None
    """Scenario JSON that ``gangfight calc`` re-runs to the same figures; None if none legal."""
    figures: tuple[Figure, ...]
    """The best fight's headline figures (``Game.headline``), the matrix cell's first."""
    score: float
    refusals: tuple[str, ...] = ()
    choice: str = ""
    """What the best fight uses, in a few words (``Game.choice_label``)."""
    options: tuple[Option, ...] = ()
    """Every scenario tried, in the game's order (the best among them)."""

    @property
    def figure(self) -> Figure | None:
        """The cell's figure: the first headline figure of the best fight."""
        return self.figures[0] if self.figures else None


class TooManyAttacks(ValueError):
    """A matrix over ``MAX_MATCHUP_ATTACKS``; the message says how many it would take."""


def matchup_fields(game: AnyGame) -> tuple[FieldSpec, ...]:
    """The circumstances a matchup offers (the matchups dock's controls), in the game's order."""
    return tuple(spec for spec in game.scenario_fields if spec.matchup)


def set_up(
    game: AnyGame,
    scenario: Mapping[str, Any],
    circumstances: Mapping[str, object] | None = None,
    house_rules: Mapping[str, object] | None = None,
) -> dict[str, Any]:
    """``scenario`` with the house rules and the circumstances set where each applies: only
    where its attack kinds and ``requires`` allow (cover never reaches a melee attack, R11); a
    None leaves the game's own value for the pair (W6); a whole number is kept within the
    game's ``field_limits`` (W17), else at most the pair's own value (this program's reading:
    a pair never engages more models than it has).

    House rules are set as ``with_house_rules`` sets them (only the game's own keys), but on a
    copy of the objects on each key's way alone: a matrix sets them on tens of thousands of
    scenarios, and a deep copy of each was two fifths of its time. The result shares the rest
    with ``scenario``: read it, or set keys on it with ``set_up`` again, never in place."""
    given = house_rules or {}
    wanted = {spec.key: given.get(spec.key, spec.default) for spec in game.house_rules}
    differ = [spec for spec in game.house_rules if get_path(scenario, spec.key) != wanted[spec.key]]
    # All or none: a game may read a rules object it finds as whole (N13's three faces), so a
    # rule not given is set at its default beside one that is.
    if all(_default_left_out(spec, wanted[spec.key], scenario) for spec in differ):
        differ = []
    changes = {spec.key: wanted[spec.key] for spec in differ}
    found = _patched(scenario, changes)  # the bands depend on R15: the rules first
    changes = {}
    if circumstances:
        limits = None
        for spec in matchup_fields(game):
            value = circumstances.get(spec.key)
            if value is None or not field_applies(game, spec, found):
                continue
            if spec.kind.whole and not spec.kind.automatic:
                if limits is None:
                    limits = game.field_limits(found)
                value = _bounded(spec, value, limits.get(spec.key), get_path(found, spec.key))
            if get_path(found, spec.key) != value and not _default_left_out(spec, value, found):
                changes[spec.key] = value
    return _patched(found, changes)


def _patched(scenario: Mapping[str, Any], changes: Mapping[str, object]) -> dict[str, Any]:
    """``scenario`` with each dotted key of ``changes`` set as ``engine/paths.set_path`` sets
    it (a whole-number part indexes a list), copying only the objects on each key's way."""
    top = dict(scenario)
    for key, value in changes.items():
        node: Any = top
        *way, last = key.split(".")
        for part in way:
            if isinstance(node, list):
                index = int(part)
                node[index] = node = _copied(node[index])
            else:
                node[part] = node = _copied(node.get(part))
        if isinstance(node, list):
            node[int(last)] = value
        else:
            node[last] = value
    return top


def _copied(child: object) -> dict[str, Any] | list[Any]:
    """A copy of an object or list on a key's way; anything else (a ``true`` standing for an
    empty object) becomes a new object, as ``set_path`` makes one."""
    if isinstance(child, list):
        return list(child)
    return dict(child) if isinstance(child, dict) else {}


def _default_left_out(spec: FieldSpec, value: object, scenario: Mapping[str, Any]) -> bool:
    """A scenario that leaves a field out plays its default: setting the default changes
    nothing (and a copy of every scenario of a matrix would cost a tenth of its time)."""
    if value != spec.default or spec.kind.optional:
        return False
    node: object = scenario
    for part in spec.key.split("."):
        if not isinstance(node, Mapping):
            return False  # a list on the way: the key names an item that is there
        if part not in node:
            return True
        node = node[part]
    return False


def _bounded(spec: FieldSpec, value: object, limits: Any, own: object) -> object:
    if not isinstance(value, int) or isinstance(value, bool):
        return value
    low = limits.minimum if limits is not None and limits.minimum is not None else spec.minimum
    high = limits.maximum if limits is not None else None
    if high is None:  # this program's reading: never more than the pair's own fight has
        high = own if isinstance(own, int) and not isinstance(own, bool) else spec.maximum
    if high is not None:
        value = min(value, high)
    if low is not None:
        value = max(value, low)
    return value


def best_pairing(
    game: AnyGame,
    attacker: Mapping[str, Any],
    target: Mapping[str, Any],
    circumstances: Mapping[str, object] | None = None,
    house_rules: Mapping[str, object] | None = None,
) -> Pairing:
    """Try every scenario the game offers for the pair, set up as asked; the best score wins,
    the first on ties (the game lists the plainer choice first)."""
    names = str(attacker.get("name", "")), str(target.get("name", ""))
    best: tuple[dict[str, Any], tuple[Figure, ...], float] | None = None
    options: list[Option] = []
    refusals: list[str] = []
    for made in game.pair_scenarios(attacker, target):
        scenario = dict(set_up(game, made, circumstances, house_rules))
        label = game.choice_label(scenario)
        try:
            outcome = game.calculate(game.read_scenario(scenario))
        except (RulesError, ScenarioShapeError) as error:
            refusals.append(str(error))
            options.append(Option(label, None, str(error)))
            continue
        figures = game.headline(outcome)
        options.append(Option(label, figures[0] if figures else None))
        score = game.score(outcome)
        if best is None or score > best[2]:
            best = scenario, figures, score
    if best is None:
        return Pairing(*names, None, (), float("-inf"), tuple(refusals), options=tuple(options))
    label = game.choice_label(best[0])
    return Pairing(*names, best[0], best[1], best[2], tuple(refusals), label, tuple(options))


def attacks_to_calculate(
    game: AnyGame, attackers: Sequence[Mapping[str, Any]], targets: Sequence[Mapping[str, Any]]
) -> int:
    """About how many attacks a matrix calculates: each attacker's scenarios against the first
    target, times the targets (a pair's choices hardly depend on the target)."""
    if not targets:
        return 0
    first = targets[0]
    return sum(len(game.pair_scenarios(a, first)) for a in attackers) * len(targets)


def too_many(attacks: int, attackers: int, targets: int) -> str:
    """The one message for a matrix over the limit, for every game and every place."""
    return (
        f"{attackers:,} attackers against {targets:,} targets make about {attacks:,} attacks to "
        f"calculate; at most {MAX_MATCHUP_ATTACKS:,} a matrix"
    )


def check_work(
    game: AnyGame, attackers: Sequence[Mapping[str, Any]], targets: Sequence[Mapping[str, Any]]
) -> int:
    """The attacks a matrix takes (``attacks_to_calculate``); TooManyAttacks over the limit."""
    attacks = len(attackers) * len(targets)
    # Every pair tries at least one attack: no need to count a matrix bigger than the limit.
    if attacks <= MAX_MATCHUP_ATTACKS:
        attacks = attacks_to_calculate(game, attackers, targets)
    if attacks > MAX_MATCHUP_ATTACKS:
        raise TooManyAttacks(too_many(attacks, len(attackers), len(targets)))
    return attacks


def pairing_grid(
    game: AnyGame,
    attackers: Sequence[Mapping[str, Any]],
    targets: Sequence[Mapping[str, Any]],
    circumstances: Mapping[str, object] | None = None,
    house_rules: Mapping[str, object] | None = None,
    *,
    progress: Progress | None = None,
    cell: Callable[[Mapping[str, Any], Mapping[str, Any]], Pairing] | None = None,
) -> list[list[Pairing]]:
    """Rows of attackers, columns of targets, each cell the pair's best fight (or ``cell`` of
    the pair, its attacks not counted as they are calculated); the work is
    bounded by ``MAX_MATCHUP_ATTACKS`` for every game, so no roster keeps a caller busy long.

    TooManyAttacks before any calculation when the matrix is over the limit, or as soon as the
    attacks calculated pass it (a pair may try more choices than the estimate). ``progress`` is
    called after each cell; returning False cancels, and the rows done so far are returned (the
    last may be short).
    """
    check_work(game, attackers, targets)
    total = len(attackers) * len(targets)
    done = attacks = 0
    rows: list[list[Pairing]] = []
    for attacker in attackers:
        row: list[Pairing] = []
        rows.append(row)
        for target in targets:
            if cell is not None:
                row.append(cell(attacker, target))
            else:
                row.append(best_pairing(game, attacker, target, circumstances, house_rules))
                attacks += len(row[-1].options)
                if attacks > MAX_MATCHUP_ATTACKS:
                    raise TooManyAttacks(too_many(attacks, len(attackers), len(targets)))
            done += 1
            if progress is not None and not progress(done, total):
                return rows
    return rows


def setting_text(spec: FieldSpec, value: object) -> str:
    """A circumstance or house rule as a line of a caption or a card: "Charging: yes",
    "Cover: Hard: +1 DEF, +2 ARM", "Engaged defenders: 3", "Injury die: flesh wound: 3 (N13*)";
    the ruling, and ``*`` where it is this program's reading."""
    if spec.kind.ticked:
        text = f"{spec.label}: {spec.kind.show(spec, value)}"
    elif value is None:
        text = f"{spec.label}: auto"
    else:
        text = f"{spec.label}: {spec.label_of(value)}"
    if spec.ruling:
        text += f" ({spec.ruling}{'*' if spec.reading else ''})"
    elif spec.reading:
        text += " (*)"
    return text


def changed_settings(
    specs: Sequence[FieldSpec], values: Mapping[str, object]
) -> tuple[tuple[FieldSpec, object], ...]:
    """The settings of ``values`` that differ from their field's default (None: the pair's own,
    no change), in the order of ``specs``."""
    return tuple(
        (spec, values[spec.key])
        for spec in specs
        if spec.key in values and values[spec.key] is not None and values[spec.key] != spec.default
    )


def changed_texts(
    game: AnyGame, circumstances: Mapping[str, object], house_rules: Mapping[str, object]
) -> tuple[str, ...]:
    """The circumstances and house rules set away from the game's defaults, a line each ("Cover:
    Hard: +1 DEF, +1 ARM (R24)"): what a matrix or a card's odds assume that a player could not
    guess; empty when every fight is as the game sets it."""
    chosen = (
        *changed_settings(matchup_fields(game), circumstances),
        *changed_settings(game.house_rules, house_rules),
    )
    return tuple(setting_text(spec, value) for spec, value in chosen)


def _default_of(spec: FieldSpec, name: str) -> object:
    """A field's default as its JSON holds it; a field with none takes its plainest value."""
    if spec.key == "name":
        return name
    value = spec.kind.starting(spec)
    return list(value) if isinstance(value, tuple) else value


def sample_fight(game: AnyGame) -> dict[str, Any] | None:
    """A fight of two entries made of the game's defaults, each with one weapon of its defaults:
    enough to ask whether a set of house rules is one the game takes (``rules_problem``).
    None if the game offers such a pair no fight."""

    def entry(name: str) -> dict[str, Any]:
        found = {spec.key: _default_of(spec, name) for spec in game.model_fields}
        found["weapons"] = [{s.key: _default_of(s, "Weapon") for s in game.weapon_fields}]
        return found

    scenarios = game.pair_scenarios(entry("Attacker"), entry("Target"))
    return scenarios[0] if scenarios else None


def rules_problem(game: AnyGame, house_rules: Mapping[str, object]) -> str | None:
    """Why the game refuses these house rules together (N13's faces must add up to 6), or None.

    Asked of ``sample_fight``: a fight the game reads with its own defaults but not with these
    rules is refused for the rules alone, the same for every pair of a matrix or a card."""
    sample = sample_fight(game)
    if sample is None:
        return None
    try:
        game.read_scenario(sample)
    except (RulesError, ScenarioShapeError):
        return None  # the sample itself is not a fight: nothing to tell
    try:
        game.read_scenario(set_up(game, sample, None, house_rules))
    except (RulesError, ScenarioShapeError) as error:
        where, _, said = str(error).partition(": ")
        # In the player's words: "the counts add up to 7, not 6 (N13)", not a path in the JSON.
        named = said and any(spec.key.startswith(where) for spec in game.house_rules)
        return said if named else str(error)
    return None
