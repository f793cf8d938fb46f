"""``plan``: from the player's wishes, the open rosters and the game's declarations to the
fight on screen (a ``Setup``), the builder's whole logic without a widget."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from gangfight_gui.gui.combat.builder.choices import (
    all_options,
    best_choice,
    listing_of,
    menu_rows,
    players_choice,
    variants_of,
)
from gangfight_gui.gui.combat.builder.empty import no_roster_text
from gangfight_gui.gui.combat.builder.entries import Catalogue
from gangfight_gui.gui.combat.builder.making import Made, made_fight, settings_key
from gangfight_gui.gui.combat.builder.memo import Memo, dumps
from gangfight_gui.gui.combat.builder.setup import (
    ATTACKER,
    TARGET,
    CaughtRow,
    Options,
    Setup,
    Side,
)
from gangfight_gui.gui.combat.builder.sides import adhoc_lines, fighting_entry, number_rows
from gangfight_gui.gui.combat.builder.wishes import Wishes
from gangfight_gui.gui.combat.fight import EntryKey, Fight
from gangfight_gui.gui.combat.later import Later
from gangfight_gui.rules.engine.errors import RulesError, ScenarioShapeError
from gangfight_gui.rules.game import AnyGame, AttackKind, Choice, Limits, Offer, with_house_rules


def plan(
    game: AnyGame,
    wishes: Wishes,
    catalogue: Catalogue,
    *,
    front: str | None = None,
    house_rules: Mapping[str, object] | None = None,
    memo: Memo | None = None,
) -> Setup:
    """The fight the wishes make with these rosters, step by step:

    1. the picks: the player's, or the defaults (the attacker from the roster in front, the
       target from another roster, never the attacker itself);
    2. the entries as this fight takes them: the roster's, with the state fields and ad hoc
       numbers the player set for this fight (``FieldSpec.state``, ``tweak``);
    3. the kind of attack: the one wished for where ``Game.offers`` opens it, else the first open;
    4. the choices (``Game.choices``), each made into the fight by setting the circumstances
       shown (``scenario_fields`` whose ``attacks`` and ``requires`` hold, within
       ``field_limits``) on a copy of its scenario with the house rules (``with_house_rules``,
       ``engine/paths.set_path``);
    5. the choice: the player's for this pair and kind, else the best by ``Game.score`` (the
       builder starts on the best weapon, not the first);
    6. the ``Fight`` the other panels read, with every choice × variant as its alternatives, or
       the reason there is none. Where the choice is known without scoring (the player's, or
       the only one), only it is made into the fight; the others, their variants and the
       alternatives are worked out when first read (``Setup.options``, ``Fight.alternatives``:
       the Weapons menu browsed, the Choices view ranking them, one picked), so a change after
       which the player's choice stands (a battle's result applied) pays for one choice, not
       every one.

    Nothing here knows a game: every step is a member of the protocol (``rules/game.py``).
    """
    memo = memo if memo is not None else Memo()
    rules = dict(house_rules or {})
    wishes = _with_picks(wishes, catalogue, front)
    a_key, t_key = catalogue.find(wishes.attacker), catalogue.find(wishes.target)
    a_entry, t_entry = catalogue.entry(a_key), catalogue.entry(t_key)
    a_fighting = fighting_entry(game, a_entry, wishes, ATTACKER)
    t_fighting = fighting_entry(game, t_entry, wishes, TARGET)

    offers: tuple[Offer, ...] = memo.get(
        ("offers", dumps(a_fighting), dumps(t_fighting)),
        lambda: tuple(game.offers(a_fighting, t_fighting)),
    )
    kind = _kind(game, offers, wishes.kind)
    offer = next((o for o in offers if o.kind.key == kind.key), None)
    attacker_used = a_fighting if kind.needs_attacker else None

    caught: tuple[CaughtRow, ...] = ()
    over = 0
    caught_entries: list[Mapping[str, Any]] = []
    caught_keys: list[EntryKey] = []
    if kind.targets > 1 and t_key is not None:
        caught = _caught_rows(game, catalogue, kind, a_fighting, a_key, t_key, wishes.caught)
        for row in caught:
            if row.ticked and len(caught_keys) < kind.targets - 1:
                entry = catalogue.entry(row.key)
                if entry is not None:
                    caught_keys.append(row.key)
                    caught_entries.append(entry)
        over = sum(1 for row in caught if row.ticked) - len(caught_keys)

    def refused(refusal: str, limits: Mapping[str, Limits] | None = None) -> Setup:
        """The sides (their state within ``limits``) and no fight: ``refusal``'s."""
        a_side, t_side = (
            Side(
                key,
                entry,
                fighting,
                number_rows(game, entry, fighting, "tweak", wishes, index, {}),
                number_rows(game, entry, fighting, "state", wishes, index, limits or {}),
            )
            for index, (key, entry, fighting) in enumerate(
                ((a_key, a_entry, a_fighting), (t_key, t_entry, t_fighting))
            )
        )
        sides = (a_side, t_side)
        return Setup(game, wishes, catalogue, *sides, offers, kind, caught, over, refusal=refusal)

    refusal = _refusal(game, catalogue, kind, offer, a_fighting, t_fighting)
    if refusal:
        return refused(refusal)
    assert t_fighting is not None
    targets = (t_fighting, *caught_entries)
    choices_key = ("choices", kind.key, dumps(attacker_used), dumps(targets), dumps(rules))
    choices: tuple[Choice, ...] = memo.get(
        choices_key,
        lambda: tuple(
            Choice(choice.label, with_house_rules(game, choice.scenario, rules))
            for choice in game.choices(attacker_used, targets, kind.key)
        ),
    )
    if not choices:
        return refused("No fight is possible between these two: no legal choice.")

    # The player's choice is set up without scoring: only it is made into the fight now; the
    # others, with their variants, when the Weapons menu opens or the Choices view ranks them
    # (``Setup.options``). Otherwise every choice is made, and the best scored among them.
    settings = wishes.settings
    index = players_choice(wishes, choices, a_key, t_key, kind)
    made: list[Made] | None = None
    if index is None or len(choices) == 1:
        made = [made_fight(game, memo, kind, choice.scenario, settings) for choice in choices]
        if index is None:
            index = best_choice(game, memo, made) if len(made) > 1 else 0
    if made is not None:
        scenario, fields, limits = made[index]
    else:
        scenario, fields, limits = made_fight(game, memo, kind, choices[index].scenario, settings)

    def every_choice() -> Options:
        found = made or [made_fight(game, memo, kind, c.scenario, settings) for c in choices]
        return all_options(game, memo, choices, found, index, scenario)

    options = Later(every_choice, (game.key, choices_key, dumps(settings_key(settings)), index))
    if made is not None:
        menu, current = options.get().menu, options.get().current  # every choice made already
    else:
        variants = {index: variants_of(game, memo, scenario)}
        menu, current, *_rest = menu_rows(choices, variants, index, scenario)
    shown = refused("", limits)
    fight = Fight(
        game,
        scenario,
        memo.get(("describe", dumps(scenario)), lambda: _describe(game, scenario)),
        a_key if kind.needs_attacker else None,
        (t_key, *caught_keys) if t_key is not None else (),
        options.then(listing_of),
        -1,
        adhoc_lines(game, (shown.attacker, shown.target), kind),
        {"duel": (attacker_used, t_fighting)} if attacker_used is not None else {},
    )
    return replace(
        shown,
        shown_menu=menu,
        shown_current=current,
        fields=fields,
        fight=fight,
        choices=choices,
        options=options,
    )


def _with_picks(wishes: Wishes, catalogue: Catalogue, front: str | None) -> Wishes:
    """The wishes with the default picks filled in where the player made none; never the
    attacker as its own target ("Forge-boss Kattar against Forge-boss Kattar")."""
    if not wishes.picked:
        attacker = catalogue.default_attacker(front)
        target = catalogue.default_target(attacker)
        if (attacker, target) != (wishes.attacker, wishes.target):
            wishes = replace(
                wishes,
                attacker=attacker,
                target=target,
                caught=(),
                tweaks=({}, {}),
                states=({}, {}),
            )
    found_a, found_t = catalogue.find(wishes.attacker), catalogue.find(wishes.target)
    if found_a is not None and found_a == found_t:
        wishes = replace(
            wishes,
            target=catalogue.default_target(found_a),
            tweaks=(wishes.tweaks[0], {}),
            states=(wishes.states[0], {}),
        )
    return wishes


def _kind(game: AnyGame, offers: Sequence[Offer], wished: str | None) -> AttackKind:
    """The kind wished for where it is open, else the first open, else the one wished for (or
    the first) to say why it is not."""
    open_kinds = [o.kind for o in offers if o.offered]
    for kind in open_kinds:
        if kind.key == wished:
            return kind
    if open_kinds:
        return open_kinds[0]
    every = [o.kind for o in offers] or list(game.attack_kinds)
    return next((k for k in every if k.key == wished), every[0])


def _refusal(
    game: AnyGame,
    catalogue: Catalogue,
    kind: AttackKind,
    offer: Offer | None,
    attacker: Mapping[str, Any] | None,
    target: Mapping[str, Any] | None,
) -> str:
    if not catalogue.groups:
        return no_roster_text(game.title)
    if not any(names for _label, names in catalogue.groups):
        return f"The rosters have no {game.entry_noun} to fight with."
    if target is None:
        return f"Pick the {game.entry_noun} attacked."
    if kind.needs_attacker and attacker is None:
        return f"Pick the attacking {game.entry_noun}."
    if offer is not None and not offer.offered:
        return offer.refusal
    return ""


def _caught_rows(
    game: AnyGame,
    catalogue: Catalogue,
    kind: AttackKind,
    attacker: Mapping[str, Any] | None,
    attacker_key: EntryKey | None,
    target: EntryKey,
    wished: Sequence[EntryKey],
) -> tuple[CaughtRow, ...]:
    """Every other entry of the game's open rosters, friends included (a blast does not choose
    sides), each refused where this kind cannot take it (``Game.offers`` against it)."""
    ticked = {found for key in wished if (found := catalogue.find(key)) is not None}
    memo_key = ("caught", kind.key, dumps(attacker))
    refusals = catalogue.memo.get(memo_key)
    if not isinstance(refusals, dict):
        # Asked once for these rosters and this attacker (a 10,000-entry roster: once, not
        # on every edit of the Trample's circumstances).
        refusals = {
            key: next(
                (
                    o.refusal
                    for o in game.offers(attacker, catalogue.entry(key))
                    if o.kind.key == kind.key
                ),
                "Not a target of this attack",
            )
            for key in catalogue
        }
        catalogue.memo[memo_key] = refusals
    return tuple(
        CaughtRow(key, refusal, key in ticked and not refusal)
        for key, refusal in refusals.items()
        if key not in (attacker_key, target)
    )


def _describe(game: AnyGame, scenario: Mapping[str, Any]) -> str:
    try:
        return game.describe(scenario)
    except (RulesError, ScenarioShapeError):
        return ""
