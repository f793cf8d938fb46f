"""A player's edit of the combat builder as new wishes: worked out from the fight shown, without a
widget (the builder plans and draws what they make)."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from typing import Any

from gangfight_gui.gui.combat.builder.setup import ATTACKER, TARGET, Setup
from gangfight_gui.gui.combat.builder.wishes import Chosen, Setting, Wishes
from gangfight_gui.gui.combat.fight import EntryKey
from gangfight_gui.rules.engine.paths import get_path
from gangfight_gui.rules.game import AnyGame, AttackKind
from gangfight_gui.rules.kinds import takes


def proposed(setup: Setup, key: str) -> object:
    """What the game proposes for a circumstance in the fight shown (its ``basis``)."""
    return next((row.proposed for row in setup.fields if row.spec.key == key), None)


def side_value(setup: Setup, side: int, key: str, value: object, *, state: bool) -> Wishes:
    """The wishes with a side's state field (``state``) or ad hoc number set to ``value``:
    left out where it is the roster's."""
    wishes = setup.wishes
    shown = setup.attacker if side == ATTACKER else setup.target
    rows = shown.states if state else shown.tweaks
    roster = next((row.roster for row in rows if row.spec.key == key), None)
    values = dict(wishes.states[side] if state else wishes.tweaks[side])
    if value == roster:
        values.pop(key, None)  # back to the roster's: nothing set apart from it
    else:
        values[key] = value
    return wishes.with_side(side, state=values) if state else wishes.with_side(side, tweaks=values)


def choosing(setup: Setup, choice: int, variant: int) -> Wishes | None:
    """The wishes fighting with choice ``choice`` (and its variant ``variant``; -1 the choice
    itself), as the player's choice for this pair and kind; None where there is no such
    choice."""
    if not 0 <= choice < len(setup.choices):
        return None
    wishes = _choosing(setup.wishes, setup, setup.choices[choice].label)
    patches = setup.variant_patches[choice] if choice < len(setup.variant_patches) else ()
    keys = {key for patch in patches for key in patch}
    settings = {k: s for k, s in wishes.settings.items() if k not in keys}
    if 0 <= variant < len(patches):
        for key, value in patches[variant].items():
            settings[key] = Setting(value, proposed(setup, key))
    return dataclasses.replace(wishes, settings=settings)


def attack_kind(game: AnyGame, scenario: Mapping[str, Any]) -> AttackKind:
    """The kind of attack ``scenario`` makes: its ``attack``, else the game's first kind."""
    kinds = {kind.key: kind for kind in game.attack_kinds}
    kind_key = scenario.get("attack")
    kind = kinds.get(kind_key) if isinstance(kind_key, str) else None
    return kind or game.attack_kinds[0]


def opening(
    game: AnyGame,
    attacker: EntryKey | None,
    targets: Sequence[EntryKey],
    scenario: Mapping[str, Any],
) -> Wishes:
    """The picks of exactly this fight (a matchup cell): these entries (``targets`` not empty)
    and the kind of attack ``scenario`` makes."""
    kind = attack_kind(game, scenario)
    return Wishes(
        attacker=attacker, target=targets[0], picked=True, caught=tuple(targets[1:]),
        kind=kind.key,
    )  # fmt: skip


def opened(game: AnyGame, setup: Setup, scenario: Mapping[str, Any]) -> Wishes:
    """The wishes of ``setup`` (planned from ``opening``) with the choice ``scenario`` fights
    with and its circumstances; the choice is held as the player's for the pair."""
    label = game.choice_label(scenario)
    found = next((c for c in setup.choices if c.label == label), None)
    settings: dict[str, Setting] = {}
    for spec in game.scenario_fields:
        value = get_path(scenario, spec.key)
        if value is None and not spec.kind.optional:
            continue
        basis = get_path(found.scenario, spec.key) if found is not None else value
        settings[spec.key] = Setting(value, basis)
    chosen = Chosen(label, setup.attacker.key, setup.target.key, attack_kind(game, scenario).key)
    return dataclasses.replace(setup.wishes, chosen=chosen, settings=settings)


def patched(game: AnyGame, setup: Setup, patch: Mapping[str, object]) -> Wishes:
    """The wishes with the change an advice row or a what-if names (dotted scenario keys), as
    the player's own settings: a circumstance, an ad hoc number of a side
    (``attacker.<field>``, ``target.<field>``), or the choice (``weapons`` and any other key a
    choice sets)."""
    wishes = setup.wishes
    fields = {spec.key: spec for spec in game.scenario_fields}
    entry_fields = {spec.key: spec for spec in game.model_fields}
    rest: dict[str, object] = {}
    for key, value in patch.items():
        role, _dot, name = key.partition(".")
        spec = entry_fields.get(name)
        if key in fields:
            wishes = wishes.setting(key, value, proposed(setup, key))
        elif role in ("attacker", "target") and spec is not None and takes(spec, value):
            side = ATTACKER if role == "attacker" else TARGET
            if spec.tweak:
                wishes = wishes.with_side(side, tweaks={**wishes.tweaks[side], name: value})
            elif spec.state:
                wishes = wishes.with_side(side, state={**wishes.states[side], name: value})
        else:
            rest[key] = value
    if rest:
        for choice in setup.choices:
            if all(get_path(choice.scenario, k) == v for k, v in rest.items()):
                return _choosing(wishes, setup, choice.label)
    return wishes


def _choosing(wishes: Wishes, setup: Setup, label: str) -> Wishes:
    """``wishes`` with the choice ``label`` as the player's for the pair and kind of ``setup``."""
    chosen = Chosen(label, setup.attacker.key, setup.target.key, setup.kind.key)
    return dataclasses.replace(wishes, chosen=chosen)
