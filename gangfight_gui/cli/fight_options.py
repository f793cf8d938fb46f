"""The options ``gangfight matchups`` and ``gangfight cards --odds-against`` take for the
circumstances and house rules of their fights, made from what every installed game declares."""

from __future__ import annotations

import argparse
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from gangfight_gui.cli.errors import AsCliError, CliError
from gangfight_gui.rules import kinds
from gangfight_gui.rules.game import AnyGame, FieldSpec, playable_games
from gangfight_gui.rules.kinds import AUTO, BadValue, from_text
from gangfight_gui.rules.pairings import matchup_fields, rules_problem

DEST = "fight_option:"
"""The prefix of these options' attributes on the parsed arguments."""
HOUSE_PREFIX = "rules."


def option_name(spec: FieldSpec, *, house: bool) -> str:
    """``--cover``, ``--range-band``; ``--incapacitation`` for the house rule
    ``rules.incapacitation``."""
    key = spec.key.removeprefix(HOUSE_PREFIX) if house else spec.key
    return "--" + key.replace("_", "-")


@dataclass
class _Option:
    flag: bool
    helps: list[str] = field(default_factory=list)


def _specs(game: AnyGame) -> Iterable[tuple[FieldSpec, bool]]:
    yield from ((spec, False) for spec in matchup_fields(game))
    yield from ((spec, True) for spec in game.house_rules)


def _choices(spec: FieldSpec) -> str:
    return f" [{', '.join(spec.choices)}]" if spec.choices else ""


def _options(spec: FieldSpec) -> str:
    return f" [{spec.kind.wanted(spec)}]"


def _bounds(before: str) -> Callable[[FieldSpec], str]:
    def bounds(spec: FieldSpec) -> str:
        if spec.minimum is None or spec.maximum is None:
            return ""
        return f" [{before}{spec.minimum} to {spec.maximum}]"

    return bounds


@dataclass(frozen=True, slots=True)
class KindOption:
    """How a kind of field is given on the command line."""

    flag: bool = False
    """A yes or no: ``--name`` and ``--no-name``; else the option takes a value."""
    values: Callable[[FieldSpec], str] = lambda _spec: ""
    """What the option takes, for its help: " [hard, soft]", " [1 to 6]"."""
    pairs_own: bool = False
    """A circumstance given as "auto" is each pair's own value (``pairings.set_up``)."""


OPTIONS: dict[type[kinds.Kind], KindOption] = {
    kinds.YesNo: KindOption(flag=True),
    kinds.Choice: KindOption(values=_choices),
    kinds.WordOrWhole: KindOption(values=_options),
    kinds.AutoWhole: KindOption(values=_bounds(f"{AUTO} or ")),
    kinds.Whole: KindOption(values=_bounds(""), pairs_own=True),
    kinds.Number: KindOption(values=_bounds("")),
    kinds.TextList: KindOption(),
    kinds.Text: KindOption(),
}
"""The option of each kind; a subclass (an optional whole number) takes its nearest base's."""


def kind_option(spec: FieldSpec) -> KindOption:
    """The option of ``spec``'s kind."""
    return next(OPTIONS[base] for base in type(spec.kind).__mro__ if base in OPTIONS)


def add_fight_options(parser: argparse.ArgumentParser, what: str) -> None:
    """Every installed game's circumstances and house rules as options of ``parser``.

    A name two games share is one option; it is a flag only when it is yes-or-no in each of them.
    """
    found: dict[str, _Option] = {}
    for game in playable_games():
        for spec, house in _specs(game):
            name = option_name(spec, house=house)
            way = kind_option(spec)
            option = found.setdefault(name, _Option(flag=way.flag))
            option.flag = option.flag and way.flag
            help = f"{spec.help or spec.label}{way.values(spec)}"
            ruling = f", {spec.ruling}{'*' if spec.reading else ''}" if spec.ruling else ""
            option.helps.append(f"{game.title}{' house rule' if house else ''}{ruling}: {help}")
    if not found:
        return
    group = parser.add_argument_group(
        f"circumstances and house rules of {what} (each game's own; * this program's reading)"
    )
    taken = {action.dest for action in parser._actions} | {
        option for action in parser._actions for option in action.option_strings
    }
    for name, option in found.items():
        if name in taken:
            continue  # a field named like one of the command's own options: not offered
        help = "; ".join(option.helps).replace("%", "%%")
        if option.flag:
            group.add_argument(
                name, dest=DEST + name, action=argparse.BooleanOptionalAction, help=help
            )
        else:
            group.add_argument(name, dest=DEST + name, metavar="VALUE", help=help)


def given(args: argparse.Namespace) -> dict[str, object]:
    """The fight options given, by option name, as parsed (a flag's True or False, else text)."""
    return {
        key.removeprefix(DEST): value
        for key, value in vars(args).items()
        if key.startswith(DEST) and value is not None
    }


@dataclass(frozen=True, slots=True)
class FightSettings:
    """The circumstances and house rules given for one game's fights, by their dotted keys."""

    circumstances: dict[str, object]
    house_rules: dict[str, object]


def fight_settings(game: AnyGame, args: argparse.Namespace) -> FightSettings:
    """The options given, as values of ``game``'s fields (every house rule: the value given,
    else the game's default); CliError (exit 2) for an option of another game, a value
    ``game`` does not take or house rules it refuses together (N13's faces add up to 6)."""
    specs = {option_name(spec, house=house): (spec, house) for spec, house in _specs(game)}
    circumstances: dict[str, object] = {}
    rules: dict[str, object] = {spec.key: spec.default for spec in game.house_rules}
    house_given = []
    for name, raw in given(args).items():
        if name not in specs:
            known = ", ".join(specs) or "none"
            raise CliError(f"{name}: not a setting of {game.title} fights (its: {known})")
        spec, house = specs[name]
        if isinstance(raw, bool):
            value: object = raw
        elif not house and str(raw).strip() == AUTO and kind_option(spec).pairs_own:
            value = None  # the pair's own (pairings.set_up)
        else:
            with AsCliError(BadValue, prefix=f"{name}: "):
                value = from_text(spec, str(raw))
        (rules if house else circumstances)[spec.key] = value
        if house:
            house_given.append(name)
    problem = rules_problem(game, rules) if house_given else None
    if problem:
        raise CliError(f"{', '.join(house_given)}: {problem}")
    return FightSettings(circumstances, rules)
