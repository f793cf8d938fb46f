"""A pair's choices: the player's or the best by score, and every choice with its variants
as the Weapons menu lists them and the Choices view ranks them."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from gangfight_gui.gui.combat.builder.making import Made
from gangfight_gui.gui.combat.builder.memo import Memo, dumps
from gangfight_gui.gui.combat.builder.setup import MenuRow, Options
from gangfight_gui.gui.combat.builder.wishes import Wishes
from gangfight_gui.gui.combat.fight import Alternative, EntryKey, Listing
from gangfight_gui.rules.engine.errors import RulesError, ScenarioShapeError
from gangfight_gui.rules.engine.paths import get_path
from gangfight_gui.rules.game import AnyGame, AttackKind, Choice


def score(game: AnyGame, memo: Memo, scenario: Mapping[str, Any]) -> float | None:
    """``Game.score`` of the fight; None where the rules refuse it."""

    def work() -> float | None:
        try:
            return float(game.score(game.calculate(game.read_scenario(scenario))))
        except (RulesError, ScenarioShapeError):
            return None

    found: float | None = memo.get(("score", dumps(scenario)), work)
    return found


def players_choice(
    wishes: Wishes,
    choices: Sequence[Choice],
    attacker: EntryKey | None,
    target: EntryKey | None,
    kind: AttackKind,
) -> int | None:
    """The player's choice for this pair and kind where it is still open, else None."""
    chosen = wishes.chosen
    if chosen is None or chosen[1:] != (attacker, target, kind.key):
        return None
    return next((i for i, choice in enumerate(choices) if choice.label == chosen.label), None)


def best_choice(game: AnyGame, memo: Memo, made: Sequence[Made]) -> int:
    """The best choice by score (the first of equals, in the game's order)."""
    scores = [score(game, memo, scenario) for scenario, _rows, _limits in made]
    scored = [(found, -index) for index, found in enumerate(scores) if found is not None]
    return -max(scored)[1] if scored else 0  # the highest score, the lowest index of equals


def variants_of(game: AnyGame, memo: Memo, scenario: Mapping[str, Any]) -> tuple[Choice, ...]:
    """``Game.choice_variants`` of a fight, remembered in ``memo``."""
    found: tuple[Choice, ...] = memo.get(
        ("variants", dumps(scenario)), lambda: tuple(game.choice_variants(scenario))
    )
    return found


def _patch(
    game: AnyGame, scenario: Mapping[str, Any], variant: Mapping[str, Any]
) -> Mapping[str, object]:
    """The circumstances a variant sets apart from its choice (N8's odd die)."""
    return {
        spec.key: get_path(variant, spec.key)
        for spec in game.scenario_fields
        if get_path(variant, spec.key) != get_path(scenario, spec.key)
    }


def all_options(
    game: AnyGame,
    memo: Memo,
    choices: Sequence[Choice],
    made: Sequence[Made],
    index: int,
    scenario: Mapping[str, Any],
) -> Options:
    """Every choice made into the fight (``made``: the circumstances set), each with its
    variants and the circumstances each variant sets; ``index`` is the choice set up,
    ``scenario`` its fight."""
    fights = [m[0] for m in made]
    variants = [variants_of(game, memo, fight) for fight in fights]
    patches = tuple(
        tuple(_patch(game, fight, v.scenario) for v in found)
        for fight, found in zip(fights, variants, strict=True)
    )
    listed = menu_rows(choices, dict(enumerate(variants)), index, scenario)
    menu, current, alternatives, rows, at = listed
    return Options(menu, current, patches, alternatives, rows, at, tuple(fights))


def listing_of(options: Options) -> Listing:
    """The fight's alternatives and its index among them."""
    return options.alternatives, options.fight_current


def menu_rows(
    choices: Sequence[Choice],
    variants: Mapping[int, Sequence[Choice]],
    index: int,
    scenario: Mapping[str, Any],
) -> tuple[tuple[MenuRow, ...], int, tuple[Alternative, ...], tuple[tuple[int, int], ...], int]:
    """The Weapons menu and its row on screen; the alternatives, the (choice, variant) of each and
    the fight's index among them. A choice whose ``variants`` are not given is its row alone."""
    menu: list[MenuRow] = []
    current = -1
    alternatives: list[Alternative] = []
    rows: list[tuple[int, int]] = []
    fight_current = -1
    for c, choice in enumerate(choices):
        menu.append(MenuRow(choice.label, c, -1))
        if c == index:
            current = len(menu) - 1
        found = variants.get(c, ())
        several = len(found) > 1
        for v, variant in enumerate(found):
            if several:
                menu.append(MenuRow(variant.label, c, v))
                if c == index and variant.scenario == scenario:
                    current = len(menu) - 1
            if c == index and variant.scenario == scenario:
                fight_current = len(alternatives)
            label = variant.label if several else choice.label
            alternatives.append(Alternative(label, variant.scenario))
            rows.append((c, v))
    return tuple(menu), current, tuple(alternatives), tuple(rows), fight_current
