"""Everything in a roster that breaks a ruling of RULES.md, listed for the player, never fixed.

Loading already refuses values the schema forbids (an ATT of 41, a size of "big"); this module
finds what is well-formed but wrong for the game (a large model on a 32 mm base) or likely a
mistake (a roster model that starts wounded). It lists every problem at once, so a player fixes a
roster in one pass instead of one error at a time; errors break a rule, warnings only look wrong.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Literal

from gangfight_gui.roster.game_roster import Entry, GameRoster
from gangfight_gui.roster.model_spec import ModelSpec
from gangfight_gui.roster.roster import Roster
from gangfight_gui.rules.engine.errors import RulesError, ScenarioShapeError
from gangfight_gui.rules.game import find_game

Severity = Literal["error", "warning"]

ERROR: Severity = "error"
WARNING: Severity = "warning"


@dataclass(frozen=True, slots=True)
class Problem:
    severity: Severity
    model_index: int | None
    """Position of the model in the roster; None for a problem of the whole roster."""
    model_name: str | None
    field: str | None
    """The field at fault as in the file, e.g. ``base_mm`` or ``weapons[1].range``."""
    rule: str
    """The ruling broken (``R7``) or the roster's own check (``points``, ``names``)."""
    message: str
    """One sentence for the player, naming the model and the rule."""
    also: tuple[int, ...] = ()
    """Further models the same problem is about (the others sharing a name), to flag them too."""

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


def validate_roster(roster: Roster | GameRoster) -> list[Problem]:
    """Every problem of ``roster``: roster-wide ones first, then model by model."""
    problems = list(_points(roster))
    problems += _duplicate_model_names(roster)
    if isinstance(roster, GameRoster):
        problems += _game_entry_problems(roster)
    else:
        for index, model in enumerate(roster.models):
            problems += _model_problems(index, model)
    return sorted(problems, key=lambda p: -1 if p.model_index is None else p.model_index)


def _game_entry_problems(roster: GameRoster) -> Iterator[Problem]:
    """What the entry's game refuses when the entry fights (its field ranges are already checked).

    The game's own rulings decide (a Necromunda fighter's flesh wounds below its T, N2; weapon
    names unique, N2): each entry is set up against itself in every matchup its game tries, and
    whatever the game refuses in those scenarios is the entry's problem, in the game's words.
    """
    game = find_game(roster.game)
    for index, entry in enumerate(roster.models):
        seen: set[str] = set()
        data = entry.to_json()
        try:
            scenarios = game.pair_scenarios(data, data)
            if not scenarios:
                yield Problem(
                    WARNING,
                    index,
                    entry.name,
                    "weapons",
                    game.key,
                    f"{entry.name}: cannot attack: {game.title} offers it no fight as it is "
                    "(a weapon missing?)",
                )
            for scenario in scenarios:
                try:
                    game.calculate(game.read_scenario(scenario))
                except (RulesError, ScenarioShapeError) as error:
                    message = str(error)
                    if message not in seen:
                        seen.add(message)
                        yield Problem(
                            ERROR, index, entry.name, None, game.key, f"{entry.name}: {message}"
                        )
        except (RulesError, ScenarioShapeError) as error:
            yield Problem(ERROR, index, entry.name, None, game.key, f"{entry.name}: {error}")


def has_errors(problems: list[Problem]) -> bool:
    return any(problem.is_error for problem in problems)


def _points(roster: Roster | GameRoster) -> Iterator[Problem]:
    limit = roster.points_limit
    total = roster.total_cost
    if limit is not None and total > limit:
        # The game's own unit (a Necromunda gang spends credits); "pts" is spelt out in a sentence.
        unit = find_game(roster.game).cost_unit if isinstance(roster, GameRoster) else "pts"
        unit = "points" if unit == "pts" else unit
        yield Problem(
            ERROR,
            None,
            None,
            "points_limit",
            "points",
            f"{roster.name or 'The gang'}: costs {total} {unit}, "
            f"{total - limit} over its limit of {limit}",
        )


def _duplicate_model_names(roster: Roster | GameRoster) -> Iterator[Problem]:
    """One problem per name shared by several models: the calculator and cards find models by
    name. Linear in the models, with a message of bounded length, so 20,000 models of one name
    are one line, not 20,000 lines each listing the other 19,999 (issue 16)."""
    indexes: defaultdict[str, list[int]] = defaultdict(list)
    models: Sequence[ModelSpec | Entry] = roster.models
    for index, model in enumerate(models):
        indexes[model.name].append(index)
    for name, found in indexes.items():
        if len(found) < 2:
            continue
        yield Problem(
            ERROR,
            found[0],
            name,
            "name",
            "names",
            f"{name}: {len(found):,} models have this name ({_model_numbers(found)}); "
            "give each model its own name",
            also=tuple(found[1:]),
        )


_LISTED_MODELS = 5


def _model_numbers(indexes: list[int]) -> str:
    """``models 1 and 3``, or ``models 1, 2, 3, 4, 5 and 19,995 more``."""
    numbers = [str(index + 1) for index in indexes[:_LISTED_MODELS]]
    rest = len(indexes) - len(numbers)
    if rest:
        return f"models {', '.join(numbers)} and {rest:,} more"
    return f"models {', '.join(numbers[:-1])} and {numbers[-1]}"


def _model_problems(index: int, model: ModelSpec) -> list[Problem]:
    """A model's problems as its game words them (``Game.entry_problems``: base, EN, wounds, then
    its weapons); a Gangfight roster names no game, so it is the default game's.

    The entry is given as the few fields the checks read, made directly from the model: a
    10,000-model roster is checked on opening it (issue 11), and a whole ``model_dump`` of
    each model would cost that opening a tenth more."""
    entry = {
        "name": model.name,
        "size": model.size.value,
        "base_mm": model.base_mm,
        "endurance": model.endurance,
        "wounds_taken": model.wounds_taken,
        "weapons": [
            {"name": w.name, "kind": w.kind.value, "range": w.range} for w in model.weapons
        ],
    }
    return [
        Problem(
            ERROR if found.error else WARNING,
            index,
            model.name,
            found.field,
            found.ruling or "names",
            found.message,
        )
        for found in find_game(None).entry_problems(entry)
    ]
