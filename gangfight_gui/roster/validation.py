"""Everything in a roster that breaks its game's rulings, listed for the player at once, never
fixed: what every roster shares (names, cost limit) and what its game finds wrong in each entry."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Literal

from gangfight_gui.roster.roster import Entry, Roster
from gangfight_gui.rules.engine.errors import RulesError, ScenarioShapeError
from gangfight_gui.rules.engine.wording import plural
from gangfight_gui.rules.game import AnyGame, find_game
from gangfight_gui.rules.game import Problem as GameProblem

Severity = Literal["error", "warning"]

ERROR: Severity = "error"
WARNING: Severity = "warning"


@dataclass(frozen=True, slots=True)
class Problem:
    """One thing wrong in a roster that loaded: an error breaks a rule, a warning only looks wrong
    (loading already refused the values the game's field specs forbid)."""

    severity: Severity
    model_index: int | None
    """Position of the entry in the roster; None for a problem of the whole roster."""
    model_name: str | None
    field: str | None
    """The field at fault as in the file, e.g. ``base_mm`` or ``weapons[1].range``."""
    rule: str
    """The ruling broken (``R7``), the roster's own check (``points``, ``names``), or the game's
    key for a check of its own that cites no ruling."""
    message: str
    """One sentence for the player, naming the entry and the rule."""
    also: tuple[int, ...] = ()
    """Further entries the same problem is about (the others sharing a name), to flag them too."""

    @property
    def is_error(self) -> bool:
        return self.severity == ERROR

    @property
    def location(self) -> str | None:
        """Where in the file: ``models[2].base_mm``, ``models[2]``, a roster field, or None."""
        if self.model_index is None:
            return self.field
        model = f"models[{self.model_index}]"
        return f"{model}.{self.field}" if self.field else model


class EntryChecks:
    """The game's problems of each entry, remembered per entry value between validations.

    A roster version shares every entry it did not change with the one before (``Roster.
    with_models``), so the game is asked again only about new entries. Entries are kept by
    identity, and the last roster's alone, so memory follows the roster open.
    """

    def __init__(self) -> None:
        self._known: dict[int, tuple[Entry, tuple[GameProblem, ...]]] = {}

    def check(self, game: AnyGame, entries: tuple[Entry, ...]) -> list[tuple[GameProblem, ...]]:
        """The game's problems of each of ``entries``, in their order."""
        known = self._known
        kept: dict[int, tuple[Entry, tuple[GameProblem, ...]]] = {}
        found = []
        for entry in entries:
            key = id(entry)
            old = known.get(key)
            problems = old[1] if old is not None and old[0] is entry else game_problems(game, entry)
            kept[key] = (entry, problems)
            found.append(problems)
        self._known = kept
        return found


def game_problems(game: AnyGame, entry: Entry) -> tuple[GameProblem, ...]:
    """What ``game`` finds wrong with ``entry`` (``Game.entry_problems``); a refusal the game
    raises instead of listing becomes one problem, so a game's slip never hides the roster."""
    try:
        return tuple(game.entry_problems(entry.json_view()))
    except (RulesError, ScenarioShapeError) as error:
        return (GameProblem("", f"{entry.name}: {error}"),)


def validate_roster(roster: Roster, checks: EntryChecks | None = None) -> list[Problem]:
    """Every problem of ``roster``: roster-wide ones first, then entry by entry.

    ``checks`` remembers the game's verdicts between calls (a document keeps one).
    """
    game = find_game(roster.game)
    problems = list(_cost(roster, game))
    problems += _alike_names(roster, game.entry_noun)
    verdicts = (checks or EntryChecks()).check(game, roster.models)
    for index, (entry, found) in enumerate(zip(roster.models, verdicts, strict=True)):
        for problem in found:
            problems.append(
                Problem(
                    ERROR if problem.error else WARNING,
                    index,
                    entry.name,
                    problem.field or None,
                    problem.ruling or game.key,
                    problem.message,
                )
            )
    return sorted(problems, key=lambda p: -1 if p.model_index is None else p.model_index)


def has_errors(problems: list[Problem]) -> bool:
    return any(problem.is_error for problem in problems)


def cost_words(game: AnyGame, amount: int) -> str:
    """``amount`` in the game's unit as a sentence says it: "85 points", "120 credits" (a unit
    printed as an abbreviation, "pts", is spelt out)."""
    unit = "points" if game.cost_unit == "pts" else game.cost_unit
    return f"{amount:,} {unit}"


def _cost(roster: Roster, game: AnyGame) -> Iterator[Problem]:
    limit = roster.points_limit
    if limit is None:
        return
    total = roster.total_cost
    if total > limit:
        yield Problem(
            ERROR,
            None,
            None,
            "points_limit",
            "points",
            f"{roster.name or 'The roster'}: costs {cost_words(game, total)}, "
            f"{total - limit:,} over its limit of {limit:,}",
        )


def _alike_names(roster: Roster, noun: str) -> Iterator[Problem]:
    """One problem per name shared by several entries: the calculator and cards find entries by
    name. Linear in the entries, with a message of bounded length, so 20,000 entries of one name
    are one line, not 20,000 lines each listing the other 19,999."""
    indexes: defaultdict[str, list[int]] = defaultdict(list)
    for index, entry in enumerate(roster.models):
        indexes[entry.name].append(index)
    for name, found in indexes.items():
        if len(found) < 2:
            continue
        yield Problem(
            ERROR,
            found[0],
            name,
            "name",
            "names",
            f"{name}: {len(found):,} {plural(noun, len(found))} have this name "
            f"({_numbers(noun, found)}); give each {noun} its own name",
            also=tuple(found[1:]),
        )


_LISTED = 5


def _numbers(noun: str, indexes: list[int]) -> str:
    """``fighters 1 and 3``, or ``models 1, 2, 3, 4, 5 and 19,995 more``."""
    nouns = plural(noun, 2)
    numbers = [str(index + 1) for index in indexes[:_LISTED]]
    rest = len(indexes) - len(numbers)
    if rest:
        return f"{nouns} {', '.join(numbers)} and {rest:,} more"
    return f"{nouns} {', '.join(numbers[:-1])} and {numbers[-1]}"
