"""From the player's wishes, the open rosters and the game's declarations to the fight on screen.

``plan`` is the builder's whole logic, without a widget (the builder only draws its ``Setup``):

1. the picks: the player's, or the defaults (the attacker from the roster in front, the target
   from another roster, never the attacker itself);
2. the entries as this fight takes them: the roster's, with the state fields and ad hoc numbers
   the player set for this fight (``FieldSpec.state``, ``tweak``);
3. the kind of attack: the one wished for where ``Game.offers`` opens it, else the first open;
4. the choices (``Game.choices``), each made into the fight by setting the circumstances shown
   (``scenario_fields`` whose ``attacks`` and ``requires`` hold, within ``field_limits``) on a
   copy of its scenario with the house rules (``with_house_rules``, ``engine/paths.set_path``);
5. the choice: the player's for this pair and kind, else the best by ``Game.score`` (the
   builder starts on the best weapon, not the first);
6. the ``Fight`` the other panels read, with every choice × variant as its alternatives, or the
   reason there is none. Where the choice is known without scoring (the player's, or the only
   one), only it is made into the fight; the others, their variants and the alternatives are
   worked out when first read (``Setup.options``, ``Fight.alternatives``: the Weapons menu
   browsed, the Choices view ranking them, one picked), so a change after which the player's
   choice stands (a battle's result applied) pays for one choice, not every one.

Nothing here knows a game: every step is a member of the protocol (``rules/game.py``).
"""

from __future__ import annotations

import contextlib
from collections import OrderedDict
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

import orjson

from gangfight_gui.gui.combat.builder.empty import no_roster_text
from gangfight_gui.gui.combat.builder.entries import Catalogue
from gangfight_gui.gui.combat.builder.wishes import Setting, Wishes
from gangfight_gui.gui.combat.fight import Alternative, EntryKey, Fight, Listing
from gangfight_gui.gui.combat.later import Later
from gangfight_gui.rules.engine.errors import RulesError, ScenarioShapeError
from gangfight_gui.rules.engine.paths import get_path, set_path
from gangfight_gui.rules.game import (
    AnyGame,
    AttackKind,
    Choice,
    FieldSpec,
    Limits,
    Offer,
    with_house_rules,
)
from gangfight_gui.rules.kinds import takes

ATTACKER, TARGET = 0, 1
SIDES = ("attacker", "target")
MEMO_SIZE = 640
"""What is remembered of the fights worked out (a pair's choices; each choice's fight, limits,
score and variants: a dozen entries a fight with four choices): a player weighing a few
circumstances goes back and forth over a few dozen fights, each then worked out once. Bounded:
what is remembered is walked by each of Python's full collections."""


# --- values --------------------------------------------------------------------------------------


def clamped(spec: FieldSpec, value: object, limits: Limits, fallback: object) -> object:
    """``value`` brought within ``limits`` (a number to the nearest bound, a choice no longer
    open to ``fallback`` or the first open one)."""
    if takes(spec, value, limits):
        return value
    if isinstance(value, int | float) and not isinstance(value, bool):
        low, high = limits.minimum, limits.maximum
        if high is not None and value > high:
            return high
        if low is not None and value < low:
            return low
        return value
    if spec.kind.chosen and limits.choices:
        return fallback if takes(spec, fallback, limits) else limits.choices[0]
    if spec.kind.listed and isinstance(value, list | tuple) and limits.choices is not None:
        return [v for v in value if v in limits.choices]
    return fallback


def shown_value(spec: FieldSpec, value: object) -> str:
    """A value as a player reads it ("yes", a choice's label, the field's blank for none):
    the words a battle's log uses for the same fields (``roster/night/battle.value_text``)."""
    from gangfight_gui.roster.night.battle import value_text  # with the first roster open

    return value_text(spec, value)


def entry_value(spec: FieldSpec, entry: Mapping[str, Any] | None) -> object:
    """A field's value in a roster entry: written, else its default."""
    if entry is None:
        return spec.default
    return entry.get(spec.key, spec.default)


# --- what is shown ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class FieldRow:
    """A circumstance as shown: its spec, the value in the fight, its bounds and hint now."""

    spec: FieldSpec
    value: object
    limits: Limits
    proposed: object
    """What the game's choice proposes (the value when the player sets none)."""


@dataclass(frozen=True, slots=True)
class NumberRow:
    """An entry field shown beside a pick: an ad hoc number or a state field."""

    spec: FieldSpec
    value: object
    roster: object
    """The roster's value: a value set apart from it is this fight's only."""
    limits: Limits
    shown: bool = True
    """False: the game offers it as a circumstance too, whose control is shown in its place."""

    @property
    def changed(self) -> bool:
        return self.value != self.roster


@dataclass(frozen=True, slots=True)
class Side:
    """The attacker or the target as this fight takes it."""

    key: EntryKey | None
    entry: Mapping[str, Any] | None
    """The roster's entry (JSON)."""
    fighting: Mapping[str, Any] | None
    """The entry with this fight's ad hoc numbers and state."""
    tweaks: tuple[NumberRow, ...]
    states: tuple[NumberRow, ...]


@dataclass(frozen=True, slots=True)
class MenuRow:
    """A row of the Weapons menu: a choice, or one of its variants (``choice_variants``)."""

    label: str
    choice: int
    variant: int
    """-1: the choice itself; else the index of the variant (shown indented under it)."""


@dataclass(frozen=True, slots=True)
class CaughtRow:
    """An entry an attack of several targets may catch: ticked or not, or why it cannot be."""

    key: EntryKey
    refusal: str
    ticked: bool


@dataclass(frozen=True, slots=True)
class Setup:
    """Everything the builder shows, worked out from the wishes (``plan``)."""

    game: AnyGame
    wishes: Wishes
    """The wishes with the default picks filled in."""
    catalogue: Catalogue
    attacker: Side
    target: Side
    offers: tuple[Offer, ...]
    kind: AttackKind
    caught: tuple[CaughtRow, ...]
    over: int
    """Entries ticked beyond what one attack catches (``AttackKind.targets``)."""
    shown_menu: tuple[MenuRow, ...]
    """The Weapons menu as known without working out every choice: every choice, the variants
    of the one set up (all of ``menu`` once ``options`` is worked out)."""
    shown_current: int
    """The row of ``shown_menu`` on screen; -1 when there is none."""
    fields: tuple[FieldRow, ...]
    """The circumstances that apply, in the game's order."""
    fight: Fight | None
    refusal: str
    choices: tuple[Choice, ...] = ()
    options: Later[Options] | None = None
    """Every choice made into the fight with its variants, worked out when first read (the
    Weapons menu opening, the Choices view, a choice picked) where the player's choice was set
    up without the others; at once where the best was scored among them all."""

    @property
    def menu(self) -> tuple[MenuRow, ...]:
        """Every choice, each followed by its variants (N8's odd die) where it has several."""
        return self.options.get().menu if self.options is not None else self.shown_menu

    @property
    def current(self) -> int:
        """The row of ``menu`` on screen; -1 when there is none."""
        return self.options.get().current if self.options is not None else self.shown_current

    @property
    def variant_patches(self) -> tuple[tuple[Mapping[str, object], ...], ...]:
        """For each choice, the circumstances each of its variants sets."""
        return self.options.get().variant_patches if self.options is not None else ()

    @property
    def alternative_rows(self) -> tuple[tuple[int, int], ...]:
        """(choice, variant) of each of ``fight.alternatives``."""
        return self.options.get().alternative_rows if self.options is not None else ()

    @property
    def fights(self) -> tuple[Mapping[str, Any], ...]:
        """Each of ``choices`` made into the fight (the circumstances set): what the best is
        chosen among. A choice's variants (N8's odd die) are left at the game's own pick
        ("auto") until the player picks one: a variant is a circumstance of the choice, and a
        variant picked by the program would have to be told apart from the player's when the
        pair changes."""
        return self.options.get().fights if self.options is not None else ()

    @property
    def uses_attacker(self) -> bool:
        return self.kind.needs_attacker

    @property
    def many(self) -> bool:
        return self.kind.targets > 1


# --- memory ----------------------------------------------------------------------------------


class Memo:
    """What ``plan`` works out, remembered by its inputs: the choices of a pair, each fight's
    circumstances and limits, each fight's score. Bounded; one per builder."""

    def __init__(self, size: int = MEMO_SIZE) -> None:
        self._size = size
        self._store: OrderedDict[Hashable, object] = OrderedDict()

    def get(self, key: Hashable, make: Callable[[], Any]) -> Any:
        store = self._store
        if key in store:
            store.move_to_end(key)
            return store[key]
        value = make()
        store[key] = value
        if len(store) > self._size:
            store.popitem(last=False)
        return value

    def clear(self) -> None:
        self._store.clear()


def _dumps(value: object) -> bytes:
    return orjson.dumps(value, option=orjson.OPT_SORT_KEYS)


def _copy(value: Mapping[str, Any]) -> dict[str, Any]:
    copied: dict[str, Any] = orjson.loads(orjson.dumps(value))
    return copied


# --- the plan --------------------------------------------------------------------------------


def plan(
    game: AnyGame,
    wishes: Wishes,
    catalogue: Catalogue,
    *,
    front: str | None = None,
    house_rules: Mapping[str, object] | None = None,
    memo: Memo | None = None,
) -> Setup:
    """The fight the wishes make with these rosters (see the module docstring)."""
    memo = memo if memo is not None else Memo()
    rules = dict(house_rules or {})
    wishes = _with_picks(wishes, catalogue, front)
    a_key, t_key = catalogue.find(wishes.attacker), catalogue.find(wishes.target)
    a_entry, t_entry = catalogue.entry(a_key), catalogue.entry(t_key)
    a_fighting = _fighting(game, a_entry, wishes, ATTACKER)
    t_fighting = _fighting(game, t_entry, wishes, TARGET)

    offers: tuple[Offer, ...] = memo.get(
        ("offers", _dumps(a_fighting), _dumps(t_fighting)),
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

    def side(key: EntryKey | None, entry: Any, fighting: Any, index: int, limits: Any) -> Side:
        return Side(
            key,
            entry,
            fighting,
            _number_rows(game, entry, fighting, "tweak", wishes, index, {}),
            _number_rows(game, entry, fighting, "state", wishes, index, limits),
        )

    def refused(refusal: str) -> Setup:
        return Setup(
            game,
            wishes,
            catalogue,
            side(a_key, a_entry, a_fighting, ATTACKER, {}),
            side(t_key, t_entry, t_fighting, TARGET, {}),
            offers,
            kind,
            caught,
            over,
            (),
            -1,
            (),
            None,
            refusal,
        )

    refusal = _refusal(game, catalogue, kind, offer, a_fighting, t_fighting)
    if refusal:
        return refused(refusal)
    assert t_fighting is not None
    targets = (t_fighting, *caught_entries)
    choices_key = ("choices", kind.key, _dumps(attacker_used), _dumps(targets), _dumps(rules))
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
    index = _chosen(wishes, choices, a_key, t_key, kind)
    made: list[Made] | None = None
    if index is None or len(choices) == 1:
        made = [_made(game, memo, kind, choice.scenario, settings) for choice in choices]
        if index is None:
            index = _best(game, memo, made) if len(made) > 1 else 0
    if made is not None:
        scenario, fields, limits = made[index]
    else:
        scenario, fields, limits = _made(game, memo, kind, choices[index].scenario, settings)

    def every_choice() -> Options:
        found = made or [_made(game, memo, kind, c.scenario, settings) for c in choices]
        return _options(game, memo, choices, found, index, scenario)

    options = Later(every_choice, (game.key, choices_key, _dumps(_settings_key(settings)), index))
    if made is not None:
        menu, current = options.get().menu, options.get().current  # every choice made already
    else:
        variants = {index: _variants(game, memo, scenario)}
        menu, current, *_rest = _menu(choices, variants, index, scenario)
    a_side = side(a_key, a_entry, a_fighting, ATTACKER, limits)
    t_side = side(t_key, t_entry, t_fighting, TARGET, limits)
    fight = Fight(
        game,
        scenario,
        memo.get(("describe", _dumps(scenario)), lambda: _describe(game, scenario)),
        a_key if kind.needs_attacker else None,
        (t_key, *caught_keys) if t_key is not None else (),
        options.then(_listing),
        -1,
        _adhoc_lines(game, (a_side, t_side), kind),
        {"duel": (attacker_used, t_fighting)} if attacker_used is not None else {},
    )
    return Setup(
        game,
        wishes,
        catalogue,
        a_side,
        t_side,
        offers,
        kind,
        caught,
        over,
        menu,
        current,
        fields,
        fight,
        "",
        choices,
        options,
    )


@dataclass(frozen=True, slots=True)
class Options:
    """Every choice of the pair made into the fight, with its variants: what the Weapons menu
    lists when it opens and the Choices view ranks (``Setup.options``)."""

    menu: tuple[MenuRow, ...]
    current: int
    variant_patches: tuple[tuple[Mapping[str, object], ...], ...]
    alternatives: tuple[Alternative, ...]
    alternative_rows: tuple[tuple[int, int], ...]
    fight_current: int
    fights: tuple[Mapping[str, Any], ...]


def _options(
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
    variants = [_variants(game, memo, fight) for fight in fights]
    patches = tuple(
        tuple(_patch(game, fight, v.scenario) for v in found)
        for fight, found in zip(fights, variants, strict=True)
    )
    listed = _menu(choices, dict(enumerate(variants)), index, scenario)
    menu, current, alternatives, rows, at = listed
    return Options(menu, current, patches, alternatives, rows, at, tuple(fights))


def _listing(options: Options) -> Listing:
    return options.alternatives, options.fight_current


def _menu(
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


def _fighting(
    game: AnyGame, entry: Mapping[str, Any] | None, wishes: Wishes, side: int
) -> dict[str, Any] | None:
    """The entry with this fight's ad hoc numbers and state (only values its fields take)."""
    if entry is None:
        return None
    changes = {**wishes.states[side], **wishes.tweaks[side]}
    if not changes:
        return dict(entry)
    fighting = dict(entry)
    for spec in game.model_fields:
        if (spec.tweak or spec.state) and spec.key in changes:
            value = changes[spec.key]
            if takes(spec, value):
                fighting[spec.key] = value
    return fighting


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
    memo_key = ("caught", kind.key, _dumps(attacker))
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


def applies(spec: FieldSpec, kind: str, value_of: Callable[[str], object]) -> bool:
    """Whether a circumstance applies: its attack kinds, and its ``requires`` by the values
    the fight has."""
    if spec.attacks and kind not in spec.attacks:
        return False
    return all(value_of(key) == value for key, value in spec.requires)


Made = tuple[dict[str, Any], tuple[FieldRow, ...], Mapping[str, Limits]]
"""A choice made into the fight: its scenario, the circumstances' rows and the limits."""


def _made(
    game: AnyGame,
    memo: Memo,
    kind: AttackKind,
    choice: Mapping[str, Any],
    settings: Mapping[str, Setting],
) -> Made:
    key = ("made", kind.key, _dumps(choice), _dumps(_settings_key(settings)))
    made: Made = memo.get(key, lambda: make_fight(game, kind, choice, settings))
    return made


def _settings_key(settings: Mapping[str, Setting]) -> list[list[object]]:
    return [[key, s.value, s.basis] for key, s in sorted(settings.items())]


def make_fight(
    game: AnyGame,
    kind: AttackKind,
    choice: Mapping[str, Any],
    settings: Mapping[str, Setting],
) -> Made:
    """A choice's scenario (the house rules set on it: ``plan``) made into the fight: every
    circumstance that applies set on a copy (the player's where it still means what it meant,
    else the game's), brought within the fight's limits. The scenario, its rows and the
    limits."""
    base = choice
    values: dict[str, object] = {}

    def value_of(key: str) -> object:
        return values[key] if key in values else get_path(base, key)

    wanted: list[tuple[FieldSpec, object, object]] = []
    for spec in game.scenario_fields:
        if not applies(spec, kind.key, value_of):
            continue
        proposed = get_path(base, spec.key)
        if proposed is None and not _has_path(base, spec.key):
            proposed = spec.default
        setting = settings.get(spec.key)
        value = proposed
        if setting is not None and setting.basis == proposed and takes(spec, setting.value):
            value = setting.value
        values[spec.key] = value
        wanted.append((spec, value, proposed))
    scenario = _set_all(base, wanted)
    limits = _limits(game, scenario)
    fixed = [
        (spec, clamped(spec, value, limits[spec.key], proposed), proposed)
        if spec.key in limits
        else (spec, value, proposed)
        for spec, value, proposed in wanted
    ]
    if fixed != wanted:
        scenario = _set_all(base, fixed)
        limits = _limits(game, scenario)
    rows = tuple(
        FieldRow(spec, value, limits.get(spec.key, Limits()), proposed)
        for spec, value, proposed in fixed
    )
    return scenario, rows, limits


def _limits(game: AnyGame, scenario: Mapping[str, Any]) -> Mapping[str, Limits]:
    try:
        return game.field_limits(scenario)
    except (RulesError, ScenarioShapeError):
        return {}


def _has_path(data: Mapping[str, Any], key: str) -> bool:
    *parents, last = key.split(".")
    node = get_path(data, ".".join(parents)) if parents else data
    return isinstance(node, Mapping) and last in node


def _set_all(
    base: Mapping[str, Any], values: Sequence[tuple[FieldSpec, object, object]]
) -> dict[str, Any]:
    scenario = _copy(base)
    for spec, value, _proposed in values:
        if value is None and not _has_path(scenario, spec.key):
            continue  # a field the choice leaves out stays out while it holds nothing
        with contextlib.suppress(KeyError):  # a path through a list item the fight has not
            set_path(scenario, spec.key, _plain(value))
    return scenario


def _plain(value: object) -> object:
    return list(value) if isinstance(value, tuple) else value


def score(game: AnyGame, memo: Memo, scenario: Mapping[str, Any]) -> float | None:
    """``Game.score`` of the fight; None where the rules refuse it."""

    def work() -> float | None:
        try:
            return float(game.score(game.calculate(game.read_scenario(scenario))))
        except (RulesError, ScenarioShapeError):
            return None

    found: float | None = memo.get(("score", _dumps(scenario)), work)
    return found


def _chosen(
    wishes: Wishes,
    choices: Sequence[Choice],
    attacker: EntryKey | None,
    target: EntryKey | None,
    kind: AttackKind,
) -> int | None:
    """The player's choice for this pair and kind where it is still open, else None."""
    chosen = wishes.chosen
    if chosen is not None and (chosen.attacker, chosen.target, chosen.kind) == (
        attacker,
        target,
        kind.key,
    ):
        for index, choice in enumerate(choices):
            if choice.label == chosen.label:
                return index
    return None


def _best(game: AnyGame, memo: Memo, made: Sequence[Made]) -> int:
    """The best choice by score (the first of equals, in the game's order)."""
    best, best_score = 0, None
    for index, (scenario, _rows, _limits) in enumerate(made):
        found = score(game, memo, scenario)
        if found is not None and (best_score is None or found > best_score):
            best, best_score = index, found
    return best


def _variants(game: AnyGame, memo: Memo, scenario: Mapping[str, Any]) -> tuple[Choice, ...]:
    found: tuple[Choice, ...] = memo.get(
        ("variants", _dumps(scenario)), lambda: tuple(game.choice_variants(scenario))
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


def _describe(game: AnyGame, scenario: Mapping[str, Any]) -> str:
    try:
        return game.describe(scenario)
    except (RulesError, ScenarioShapeError):
        return ""


def duplicate_states(game: AnyGame) -> frozenset[str]:
    """State fields the game also offers as circumstances of the target (WarStrike's defender's
    models left, ``defender.models``, label and key alike; Gangfight's *Prone* and *Target
    prone*, ``target_prone``): the target's are shown once, the circumstance in their place
    (two boxes for one thing)."""
    found = _DUPLICATES.get(game.key)
    if found is None:
        found = _DUPLICATES[game.key] = _duplicate_states(game)
    return found


_DUPLICATES: dict[str, frozenset[str]] = {}


def _duplicate_states(game: AnyGame) -> frozenset[str]:
    return frozenset(
        spec.key
        for spec in game.model_fields
        if spec.state and any(_same_field(field, spec) for field in game.scenario_fields)
    )


def target_states(game: AnyGame) -> dict[str, str]:
    """Each circumstance that is the target's state field, with that field's key
    (``defender.models`` → ``models_left``, ``target_prone`` → ``prone``): the builder shows
    it in the target's row of the state at the start (a separate "Defender's state"
    and two boxes for a prone target)."""
    states = [spec for spec in game.model_fields if spec.state and not spec.tweak]
    found = {}
    for field in game.scenario_fields:
        state = next((spec for spec in states if _same_field(field, spec)), None)
        if state is not None:
            found[field.key] = state.key
    return found


def _same_field(circumstance: FieldSpec, state: FieldSpec) -> bool:
    """Whether a circumstance is the target's ``state`` field: its key ends in the state's,
    after a dot (``defender.models``) or as the target's (``target_prone``), and its label is
    the state's, or the target's ("Target prone")."""
    key, label = circumstance.key, circumstance.label.lower()
    own = state.label.lower()
    keyed = key.rsplit(".", 1)[-1] == state.key or key == f"target_{state.key}"
    return keyed and label in (own, f"target {own}")


def _state_limits(limits: Mapping[str, Limits], side: int, key: str) -> Limits:
    """A state field's bounds for this fight: ``field_limits`` names it by its scenario path
    (``target.wounds_taken``; the first of several targets ``targets[0]…`` or ``targets.0…``)."""
    role = SIDES[side]
    paths = [f"{role}.{key}"]
    if side == TARGET:
        paths += [f"targets[0].{key}", f"targets.0.{key}"]
    return next((limits[path] for path in paths if path in limits), Limits())


def _number_rows(
    game: AnyGame,
    entry: Mapping[str, Any] | None,
    fighting: Mapping[str, Any] | None,
    flag: str,
    wishes: Wishes,
    side: int,
    limits: Mapping[str, Limits],
) -> tuple[NumberRow, ...]:
    if entry is None or fighting is None:
        return ()
    hidden = duplicate_states(game) if flag == "state" and side == TARGET else frozenset()
    return tuple(
        NumberRow(
            spec,
            entry_value(spec, fighting),
            entry_value(spec, entry),
            _state_limits(limits, side, spec.key) if flag == "state" else Limits(),
            spec.key not in hidden,
        )
        for spec in game.model_fields
        if getattr(spec, flag) and not (flag == "state" and spec.tweak)
    )


def _adhoc_lines(game: AnyGame, sides: Sequence[Side], kind: AttackKind) -> tuple[str, ...]:
    """The numbers and state set for this fight only, each beside the roster's, so no text
    hides them: "Orc Brave, this fight only: ATT 4 (roster 3)"."""
    lines = []
    for index, side in enumerate(sides):
        if side.entry is None or (index == ATTACKER and not kind.needs_attacker):
            continue
        parts = [
            f"{row.spec.label} {shown_value(row.spec, row.value)} "
            f"(roster {shown_value(row.spec, row.roster)})"
            for row in (*side.states, *side.tweaks)
            if row.changed
        ]
        if parts:
            lines.append(
                f"{side.entry.get('name', SIDES[index])}, this fight only: {', '.join(parts)}"
            )
    if kind.targets > 1 and any(
        row.changed for row in (*sides[TARGET].tweaks, *sides[TARGET].states)
    ):
        lines.append(
            f"The target's numbers change the {game.entry_noun} aimed at only; the others "
            "caught keep their roster's"
        )
    return tuple(lines)
