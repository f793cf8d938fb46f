"""What a roster card says and where cards sit on paper, as plain values in millimetres.

No Qt here: the painter in ``card_painter`` only draws what this module decides, so the content
(effective damage, ranges, the wound track) and the page arithmetic are tested without a display.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any, Final

from gangfight_gui.report import option_figures
from gangfight_gui.roster.files import game_of
from gangfight_gui.roster.roster import Entry, Roster, Weapon
from gangfight_gui.rules.engine.wording import count_of
from gangfight_gui.rules.game import AnyGame, FieldSpec, Figure, find_game
from gangfight_gui.rules.gangfight.choices import melee_weapon_choices
from gangfight_gui.rules.gangfight.entries import profile as entry_profile
from gangfight_gui.rules.gangfight.errors import RulesError
from gangfight_gui.rules.gangfight.matchups import AttackOption, WeaponOdds, option_of, weapon_odds
from gangfight_gui.rules.gangfight.options import RuleOptions
from gangfight_gui.rules.gangfight.outcome import calculate
from gangfight_gui.rules.gangfight.planning import TWO_WEAPONS_DICE
from gangfight_gui.rules.gangfight.profile import (
    ATTRIBUTE_ABBREVIATIONS,
    ATTRIBUTES,
    Profile,
    WeaponKind,
)
from gangfight_gui.rules.gangfight.reading import GAME_KEY
from gangfight_gui.rules.gangfight.scenario import AttackKind, Scenario
from gangfight_gui.rules.gangfight.sizes import SIZES, Size
from gangfight_gui.rules.pairings import best_pairing

PAGE_SIZES_MM: Final[dict[str, tuple[float, float]]] = {
    "A4": (210.0, 297.0),
    "Letter": (215.9, 279.4),
}
"""Paper width and height, portrait."""

CARD_WIDTH_MM: Final = 63.0
CARD_HEIGHT_MM: Final = 88.0
"""Poker-card size, so printed cards fit the standard sleeves players already own."""

MIN_MARGIN_MM: Final = 7.0
"""Room outside the card grid for the cut marks, and inside what most printers can reach."""

CUT_MARK_GAP_MM: Final = 1.0
CUT_MARK_LENGTH_MM: Final = 3.5

STAT_KEYS: Final = (*ATTRIBUTES, "movement", "action_points")
"""Profile order on the card: the calculator's attributes, then MOV and AP (RULES.md, Profiles)."""

KIND_LABELS: Final[dict[WeaponKind, str]] = {
    WeaponKind.HAND: "hand",
    WeaponKind.PISTOL: "pistol",
    WeaponKind.TWO_HANDED: "two-handed",
    WeaponKind.RANGED: "ranged",
    WeaponKind.SHIELD: "shield",
}

SHIELD_NOTE: Final = "off-hand, no attack"
UNARMED_NAME: Final = "Unarmed"


@dataclass(frozen=True, slots=True)
class Rect:
    """A rectangle in millimetres from the top-left corner of the page (or of a card)."""

    x: float
    y: float
    width: float
    height: float

    @property
    def right(self) -> float:
        return self.x + self.width

    @property
    def bottom(self) -> float:
        return self.y + self.height


@dataclass(frozen=True, slots=True)
class Line:
    """A straight segment in millimetres, for cut marks."""

    x1: float
    y1: float
    x2: float
    y2: float


@dataclass(frozen=True, slots=True)
class Stat:
    label: str
    """The abbreviation printed as the column header (ATT, DEF, …)."""
    value: int | str
    """A number, or "–" for a field a profile leaves empty (a WarStrike unit with no To)."""


@dataclass(frozen=True, slots=True)
class WeaponLine:
    """One row of the card's weapon table, with the numbers a player needs at the table."""

    name: str
    kind: WeaponKind | None
    """Gangfight's weapon kind; None on the cards of other games, whose columns are ``cells``."""
    damage: int | None
    """DAM + the weapon's damage bonus (R13: the armour TN when this weapon is used); None for a
    shield, which makes no attack."""
    range_in: float | None
    """Ranged kinds only (R15): the weapon's range in inches, None if the roster gives none."""
    note: str = ""
    """Replaces damage and range for a shield."""
    odds: str = ""
    """Against the reference target, when the cards are printed with odds (issue: Matchups)."""
    cells: tuple[str, ...] = ()
    """The numbers under the card's ``columns``, for games other than Gangfight."""

    @property
    def kind_label(self) -> str:
        return KIND_LABELS[self.kind] if self.kind is not None else ""


@dataclass(frozen=True, slots=True)
class MatchupLine:
    """A Necromunda or WarStrike entry's best fight against one opponent, as a card prints it."""

    opponent: str
    choice: str
    """What the best fight uses ("Chain blade + Stub pistol"), or why there is none."""
    figure: Figure | None
    """The game's first headline figure of that fight (P(out of action), expected casualties);
    None when the pair has no legal fight."""

    @property
    def text(self) -> str:
        return self.figure.text if self.figure is not None else "–"


@dataclass(frozen=True, slots=True)
class CardContent:
    """Everything printed on one model's card, already worked out from its profile."""

    name: str
    size: str
    base: str
    threat: str
    stats: tuple[Stat, ...]
    weapons: tuple[WeaponLine, ...]
    perks: tuple[str, ...]
    notes: tuple[str, ...]
    """Paragraphs: the model's notes, then each weapon's notes prefixed with its name."""
    wound_boxes: int
    """One tick box per point of EN (R14: all ticked is Incapacitated)."""
    cost: int | None
    roster_name: str
    cost_unit: str
    """Printed after the cost: the game's own (``Game.cost_unit``: "pts", "credits")."""
    odds_heading: str = ""
    """The legend under the weapons when they carry odds: whom against, what the figures are."""
    subtitle: str = ""
    """The line under the name; Gangfight's card builds it from size, base and threat."""
    columns: tuple[str, ...] = ("DAM", "RANGE")
    """The weapon table's number columns: Gangfight's, or a game's weapon fields."""
    stats_split: int | None = None
    """A heavier rule before this stat column (Gangfight: MOV and AP are not combat stats)."""
    wounds_label: str = "WOUNDS"
    tags_label: str = "Perks"
    matchups: tuple[MatchupLine, ...] = ()
    """Other games' odds: one line per opponent, under ``odds_heading`` (``MatchupOdds``)."""

    @property
    def subtitle_line(self) -> str:
        if self.subtitle:
            return self.subtitle
        return f"{self.size}  ·  base {self.base}  ·  threat {self.threat}"


def format_inches(value: float) -> str:
    """0.5 → 0.5", 24.0 → 24": no trailing .0 on a card."""
    return f'{value:g}"'


def single_line(text: str) -> str:
    """Text for a one-line cell: line breaks and tabs become single spaces."""
    return " ".join(text.split())


def weapon_line(model: Entry, weapon: Weapon) -> WeaponLine:
    name = single_line(weapon.name)
    kind = WeaponKind(weapon.value_of("kind"))
    if kind is WeaponKind.SHIELD:
        return WeaponLine(name, kind, None, None, SHIELD_NOTE)
    # R13: the armour roll's TN is DAM + the bonus of the weapon used; a TN is never negative.
    damage = max(0, model.value_of("damage") + weapon.value_of("damage_bonus"))
    range_in = weapon.value_of("range") if kind.is_ranged else None
    return WeaponLine(name, kind, damage, range_in)


def weapon_lines(model: Entry) -> tuple[WeaponLine, ...]:
    """The model's weapons in roster order, and Unarmed when it has no melee weapon.

    RULES.md, Profiles: a model with no melee weapon fights unarmed with bonus 0, so the card says
    what it hits with rather than leaving the player to remember.
    """
    lines = [weapon_line(model, weapon) for weapon in model.weapons]
    if not any(WeaponKind(weapon.value_of("kind")).is_melee for weapon in model.weapons):
        lines.append(WeaponLine(UNARMED_NAME, WeaponKind.HAND, model.value_of("damage"), None))
    return tuple(lines)


def card_content(
    model: Entry, roster_name: str = "", odds: OddsReference | None = None
) -> CardContent:
    """The card for one model: its identity line, profile, weapons, perks, notes and wounds."""
    size = Size(model.value_of("size"))
    info = SIZES[size]
    base_mm = model.value_of("base_mm")
    if base_mm is not None:
        base = f"{base_mm:g} mm"
    else:
        low, high = info.base_mm  # R7: the legal range, when the roster names no base
        base = f"{low}–{high} mm"
    own_notes = str(model.value_of("notes")).strip()
    notes = [own_notes] if own_notes else []
    notes += [
        f"{single_line(w.name)}: {str(w.value_of('notes')).strip()}"
        for w in model.weapons
        if str(w.value_of("notes")).strip()
    ]
    return CardContent(
        name=single_line(model.name),
        size=size.value.capitalize(),
        base=base,
        threat=format_inches(info.threat_in),  # R8
        stats=tuple(Stat(ATTRIBUTE_ABBREVIATIONS[key], model.value_of(key)) for key in STAT_KEYS),
        weapons=_with_odds(model, weapon_lines(model), odds),
        perks=tuple(perk[:1].upper() + perk[1:] for perk in model.value_of("perks")),
        notes=tuple(notes),
        wound_boxes=model.value_of("endurance"),
        cost=model.full_cost if model.has_any_price() else None,
        roster_name=single_line(roster_name),
        cost_unit=find_game(GAME_KEY).cost_unit,
        odds_heading=(
            f"vs {single_line(odds.target.name)}: wounds / chance incapacitated" if odds else ""
        ),
        stats_split=len(STAT_KEYS) - 2,
    )


def roster_cards(roster: Roster, odds: CardOdds | None = None) -> tuple[CardContent, ...]:
    """One card per model, in roster order; a ``MixedGamesError`` for odds of another game."""
    problem = odds_problem(roster, odds)
    if problem:
        raise MixedGamesError(problem)
    if game_of(roster) != GAME_KEY:
        game = find_game(roster.game)
        matchups = odds if isinstance(odds, MatchupOdds) else None
        return tuple(
            entry_card_content(game, entry, roster.name, matchups) for entry in roster.models
        )
    gangfight = odds if isinstance(odds, OddsReference) else None
    return tuple(card_content(model, roster.name, gangfight) for model in roster.models)


def _card_value(spec: FieldSpec, value: object) -> str:
    if value is None:
        return "–"
    if spec.kind == "bool":
        return "yes" if value else "no"
    if spec.kind == "text_list" and isinstance(value, list | tuple):
        return ", ".join(str(v) for v in value)
    return single_line(str(value))


def _applies(spec: FieldSpec, weapon: Mapping[str, Any]) -> bool:
    """Whether a weapon field applies to this weapon (``FieldSpec.requires``): a Necromunda
    item's S, AP, D and traits only to a weapon, never to wargear or an item to fill in."""
    return all(weapon.get(key) == value for key, value in spec.requires)


def _unmet(game: AnyGame, specs: list[FieldSpec], weapon: Mapping[str, Any]) -> list[str]:
    """What the weapon is instead, where its fields do not apply ("Wargear", "Profile to fill
    in"): the label of each field a requirement names, as its value reads."""
    unmet = (key for spec in specs for key, value in spec.requires if weapon.get(key) != value)
    keys = dict.fromkeys(unmet)
    by_key = {s.key: s for s in game.weapon_fields}
    return [by_key[key].label_of(weapon.get(key)) for key in keys if key in by_key]


def _numeric(spec: FieldSpec) -> bool:
    return spec.kind in ("int", "optional_int")


MAX_WEAPON_COLUMNS: Final = 4
"""A poker card has room for the name and four narrow number columns."""


def entry_card_content(
    game: AnyGame, entry: Entry, roster_name: str = "", odds: MatchupOdds | None = None
) -> CardContent:
    """The card of a fighter or unit of another game, laid out from its game's field specs.

    The profile row holds the entry's whole-number fields marked ``on_card`` in the game's order;
    the weapon table its weapons' whole-number fields, with their text fields (a Necromunda
    weapon's strength and traits) beside the name; other text fields go to the notes. With
    ``odds``, a line per opponent under the weapons (``matchup_lines``).
    """
    values = entry.to_json()
    model_specs = [
        s for s in game.model_fields if s.on_card and s.key not in ("name", game.cost_key)
    ]
    stats = tuple(
        Stat(s.label, _card_value(s, values.get(s.key))) for s in model_specs if _numeric(s)
    )
    texts = [
        f"{s.label}: {_card_value(s, values.get(s.key))}"
        for s in model_specs
        if not _numeric(s) and s.key != "notes" and values.get(s.key) not in (None, "", (), [])
    ]
    weapon_specs = [
        s for s in game.weapon_fields if s.on_card and s.key not in ("name", game.cost_key)
    ]
    number_specs = [s for s in weapon_specs if _numeric(s)][:MAX_WEAPON_COLUMNS]
    columns = tuple(s.label.upper() for s in number_specs)
    lines = []
    notes = [*texts]
    own_notes = str(values.get("notes") or "").strip()
    if own_notes:
        notes.insert(0, own_notes)
    for weapon in values["weapons"]:
        name = single_line(str(weapon.get("name", "")))
        secondary = "  ".join(
            [
                _card_value(s, weapon.get(s.key))
                for s in weapon_specs
                if not _numeric(s)
                and s.key != "notes"
                and _applies(s, weapon)
                and weapon.get(s.key) not in (None, "", (), [])
            ]
            + _unmet(game, weapon_specs, weapon)
        )
        cells = tuple(
            _card_value(s, weapon.get(s.key)) if _applies(s, weapon) else _card_value(s, None)
            for s in number_specs
        )
        lines.append(WeaponLine(name, None, None, None, note=secondary, cells=cells))
        weapon_notes = str(weapon.get("notes") or "").strip()
        if weapon_notes:
            notes.append(f"{name}: {weapon_notes}")
    card = CardContent(
        name=single_line(entry.name),
        size="",
        base="",
        threat="",
        stats=stats,
        weapons=tuple(lines),
        perks=(),
        notes=tuple(notes),
        wound_boxes=0,
        cost=entry.full_cost if entry.has_any_price() else None,
        roster_name=single_line(roster_name),
        cost_unit=game.cost_unit,
        subtitle=game.title,
        columns=columns,
        wounds_label="",
    )
    return card if odds is None else _with_matchups(card, game, entry, odds)


@dataclass(frozen=True, slots=True)
class OddsReference:
    """The enemy model each weapon's odds are worked out against, and the rules to use."""

    target: Entry
    rules: RuleOptions = field(default_factory=RuleOptions)
    range_band: str = "normal"

    @property
    def game(self) -> str:
        return GAME_KEY

    @property
    def against_name(self) -> str:
        return self.target.name


@dataclass(frozen=True, slots=True)
class MatchupOdds:
    """The opponents a Necromunda or WarStrike roster's cards are worked out against.

    Each card gets one line per opponent: the best fight of its game's matchups (``rules/
    pairings.py``, the same as ``gangfight matchups``) and that fight's first headline figure, in
    the game's own words.
    """

    against: Roster
    only: str | None = None
    """One opponent's name (``--odds-model``); None: every entry of ``against``."""

    @property
    def game(self) -> str:
        return self.against.game

    @property
    def against_name(self) -> str:
        return self.only if self.only is not None else self.against.name

    @property
    def opponents(self) -> tuple[Entry, ...]:
        return tuple(e for e in self.against.models if self.only is None or e.name == self.only)


CardOdds = OddsReference | MatchupOdds
"""What the cards' odds are worked out against: a Gangfight model, or another game's roster."""


def odds_against(roster: Roster, name: str | None, rules: RuleOptions) -> CardOdds | None:
    """The cards' odds against the entry ``name`` of ``roster`` (None: against every entry, where
    the game's cards take that), or None when there is no such entry."""
    if game_of(roster) != GAME_KEY:
        if name is None or roster.model_named(name) is not None:
            return MatchupOdds(roster, name)
        return None
    model = roster.model_named(name) if name is not None else None
    return OddsReference(model, rules=rules) if model is not None else None


def odds_choices(roster: Roster) -> list[str | None]:
    """Whom a roster's entries may be given odds against, for a menu: each entry by name, and
    None (every entry) first where the game's cards take that."""
    names: list[str | None] = [entry.name for entry in roster.models]
    return names if game_of(roster) == GAME_KEY else [None, *names]


class MixedGamesError(ValueError):
    """Odds asked of a roster against a roster of another game; the message says which games."""


def odds_problem(roster: Roster, odds: CardOdds | None) -> str | None:
    """Why ``roster``'s cards cannot carry ``odds``, or None: a fight needs one game's rules."""
    if odds is None:
        return None
    return games_problem(roster.name, game_of(roster), odds.against_name, odds.game)


def games_problem(name: str, game: str, other_name: str, other_game: str) -> str | None:
    """The one message for odds between rosters of two games, or None when the games agree."""
    if game == other_game:
        return None
    return (
        f"card odds need two rosters of one game ({name} is {find_game(game).title}, "
        f"{other_name} is {find_game(other_game).title})"
    )


def matchup_lines(game: AnyGame, entry: Entry, odds: MatchupOdds) -> tuple[MatchupLine, ...]:
    """``entry``'s best fight against each opponent, as ``gangfight matchups`` finds it."""
    lines = []
    attacker = entry.to_json()
    for opponent in odds.opponents:
        pairing = best_pairing(game, attacker, opponent.to_json())
        if pairing.scenario is None:
            lines.append(MatchupLine(single_line(opponent.name), "no legal fight", None))
            continue
        choice = single_line(game.choice_label(pairing.scenario))
        lines.append(MatchupLine(single_line(opponent.name), choice, pairing.figures[0]))
    return tuple(lines)


def _with_matchups(
    card: CardContent, game: AnyGame, entry: Entry, odds: MatchupOdds
) -> CardContent:
    """The card with its matchup lines and their heading ("Out of action, best choice vs
    Slagworks Rivet Crew"): what the number is first, named as the game's matchups name it."""
    lines = matchup_lines(game, entry, odds)
    figure = next((line.figure for line in lines if line.figure is not None), None)
    what = figure.label if figure is not None else "No legal fight"
    heading = f"{what}, best choice vs {single_line(odds.against_name)}"
    return replace(card, matchups=lines, odds_heading=heading)


odds_text = option_figures
"""Expected final wounds / the chance to incapacitate in one attack, e.g. "0.93 / 3%"."""


def _with_odds(
    model: Entry, lines: tuple[WeaponLine, ...], odds: OddsReference | None
) -> tuple[WeaponLine, ...]:
    if odds is None:
        return lines
    attacker = entry_profile(model.to_json())
    target = entry_profile(odds.target.to_json())
    out = []
    for line in lines:
        if line.kind is WeaponKind.SHIELD:
            out.append(line)
            continue
        if line.name == UNARMED_NAME and not any(w.kind.is_melee for w in attacker.weapons):
            found = weapon_odds_unarmed(attacker, target, odds)
        else:
            found = weapon_odds(
                attacker, line.name, target, rules=odds.rules, range_band=odds.range_band
            )
        if found.in_cover is not None:
            text = f"open {odds_text(found.open_ground)} · hard cover {odds_text(found.in_cover)}"
        else:
            text = f"melee {odds_text(found.open_ground)}"
        out.append(replace(line, odds=text))
    pair = next((c for c in melee_weapon_choices(attacker) if len(c) == 2), None)
    if pair is not None:
        scenario = Scenario(AttackKind.MELEE, attacker, (target,), pair, rules=odds.rules)
        weapons = [attacker.weapon(name) for name in pair]
        out.append(
            WeaponLine(
                " + ".join(pair),
                WeaponKind.HAND,
                max(0, attacker.damage + max(w.damage_bonus for w in weapons)),
                None,
                note=f"both, +{count_of(TWO_WEAPONS_DICE, 'die')} (R10)",
                odds=f"melee {odds_text(_option(scenario))}",
            )
        )
    return tuple(out)


def _option(scenario: Scenario) -> AttackOption | None:
    try:
        return option_of(calculate(scenario))
    except RulesError:
        return None


def weapon_odds_unarmed(attacker: Profile, target: Profile, odds: OddsReference) -> WeaponOdds:
    """A model with no melee weapon fights unarmed (RULES.md, Profiles)."""
    return WeaponOdds(
        _option(Scenario(AttackKind.MELEE, attacker, (target,), (), rules=odds.rules)), None
    )


# --- Wound track ----------------------------------------------------------------------------

WOUND_BOX_SIZES_MM: Final = (4.0, 3.3, 2.7, 2.2)
"""Largest first: boxes shrink only when a big EN would otherwise need more than two rows."""
WOUND_BOX_GAP_MM: Final = 0.9
WOUND_GROUP: Final = 5
"""An extra gap after every fifth box, so wounds can be counted at a glance."""


@dataclass(frozen=True, slots=True)
class WoundTrack:
    boxes: tuple[Rect, ...]
    """One square per point of EN, relative to the track's top-left corner."""
    height: float


def wound_track(endurance: int, width_mm: float, max_rows: int = 2) -> WoundTrack:
    """Lay out EN tick boxes in rows of at most ``width_mm``, grouped in fives.

    Picks the largest box size that keeps the track within ``max_rows`` rows (the smallest size
    if none does), so a huge model's track still fits on the card.
    """
    if endurance <= 0:
        return WoundTrack((), 0.0)
    for size in WOUND_BOX_SIZES_MM:
        boxes, rows = _wound_rows(endurance, width_mm, size)
        if rows <= max_rows:
            break
    return WoundTrack(boxes, rows * size + (rows - 1) * WOUND_BOX_GAP_MM)


def _wound_rows(endurance: int, width_mm: float, size: float) -> tuple[tuple[Rect, ...], int]:
    """Boxes on one row if they fit, else in rows of whole groups of five (when five fit)."""
    pitch, group_gap = size + WOUND_BOX_GAP_MM, size * 0.6

    def x_of(column: int) -> float:
        return column * pitch + (column // WOUND_GROUP) * group_gap

    per_row = 1
    while x_of(per_row) + size <= width_mm + 1e-9:
        per_row += 1
    if endurance > per_row >= WOUND_GROUP:
        per_row -= per_row % WOUND_GROUP  # only when the track needs more than one row
    boxes = tuple(
        Rect(x_of(i % per_row), (i // per_row) * pitch, size, size) for i in range(endurance)
    )
    return boxes, math.ceil(endurance / per_row)


# --- Page geometry --------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PageGrid:
    """Where the cards go on one sheet, and the cut marks that guide the scissors."""

    page_size: str
    width: float
    height: float
    columns: int
    rows: int
    slots: tuple[Rect, ...]
    """Card positions in reading order (left to right, then down)."""
    cut_marks: tuple[Line, ...]

    @property
    def per_page(self) -> int:
        return len(self.slots)

    def pages_for(self, cards: int) -> int:
        """Sheets needed for ``cards`` cards; an empty roster still prints one (blank) sheet."""
        return max(1, math.ceil(cards / self.per_page))


def page_grid(page_size: str = "A4") -> PageGrid:
    """The largest grid of poker-size cards that fits the sheet inside ``MIN_MARGIN_MM``, centred.

    Cards touch, so one cut separates two cards; the marks extend each grid line into the margin
    at every card corner on the grid's edge (inner corners are shown by the cards' cut outlines).
    A4 and Letter both take 3 × 3.
    """
    if page_size not in PAGE_SIZES_MM:
        choices = ", ".join(PAGE_SIZES_MM)
        raise ValueError(f"unknown page size {page_size!r} (choose {choices})")
    width, height = PAGE_SIZES_MM[page_size]
    columns = int((width - 2 * MIN_MARGIN_MM) // CARD_WIDTH_MM)
    rows = int((height - 2 * MIN_MARGIN_MM) // CARD_HEIGHT_MM)
    left = (width - columns * CARD_WIDTH_MM) / 2
    top = (height - rows * CARD_HEIGHT_MM) / 2
    slots = tuple(
        Rect(left + c * CARD_WIDTH_MM, top + r * CARD_HEIGHT_MM, CARD_WIDTH_MM, CARD_HEIGHT_MM)
        for r in range(rows)
        for c in range(columns)
    )
    right, bottom = left + columns * CARD_WIDTH_MM, top + rows * CARD_HEIGHT_MM
    near, far = CUT_MARK_GAP_MM, CUT_MARK_GAP_MM + CUT_MARK_LENGTH_MM
    marks: list[Line] = []
    for c in range(columns + 1):
        x = left + c * CARD_WIDTH_MM
        marks.append(Line(x, top - far, x, top - near))
        marks.append(Line(x, bottom + near, x, bottom + far))
    for r in range(rows + 1):
        y = top + r * CARD_HEIGHT_MM
        marks.append(Line(left - far, y, left - near, y))
        marks.append(Line(right + near, y, right + far, y))
    return PageGrid(page_size, width, height, columns, rows, slots, tuple(marks))
