"""What a roster card says and where cards sit on paper, as plain values in millimetres, built for
every game from what it declares; ``card_painter`` draws it, so this is tested without a display."""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, Final

from PySide6.QtGui import QPageSize

from gangfight_gui.cards.heat import HeatScale
from gangfight_gui.roster.files import AnyRoster, game_of
from gangfight_gui.roster.night.entries import entries_of, entry_cost, entry_name
from gangfight_gui.rules.engine.wording import plural
from gangfight_gui.rules.game import AnyGame, FieldSpec, Figure, TickBoxes, Tone, find_game
from gangfight_gui.rules.pairings import changed_texts, pairing_grid

PAGE_SIZES: Final = {"A4": QPageSize.PageSizeId.A4, "Letter": QPageSize.PageSizeId.Letter}
"""The paper cards and sheets are printed on, by the name a player chooses."""

CARD_WIDTH_MM: Final = 63.0
CARD_HEIGHT_MM: Final = 88.0
"""Poker-card size, so printed cards fit the standard sleeves players already own."""

MIN_MARGIN_MM: Final = 7.0
"""Room outside the card grid for the cut marks, and inside what most printers can reach."""

CUT_MARK_GAP_MM: Final = 1.0
CUT_MARK_LENGTH_MM: Final = 3.5

MAX_WEAPON_COLUMNS: Final = 4
"""A poker card has room for the name and four narrow number columns."""

SHORT_TEXT: Final = 12
"""The longest text a weapon's column holds (a strength such as "S+1")."""
NO_VALUE: Final = "–"


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

    def inset(self, margin: float) -> Rect:
        """This rectangle less ``margin`` on every side."""
        return Rect(
            self.x + margin, self.y + margin, self.width - 2 * margin, self.height - 2 * margin
        )


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
    """The field's label printed as the column header (ATT, WS, Models…)."""
    value: str
    """The number, or "–" for a field the entry leaves empty (a WarStrike unit with no To)."""


@dataclass(frozen=True, slots=True)
class WeaponLine:
    """One row of the card's weapon table."""

    name: str
    note: str = ""
    """Its values that are not numbers, beside the name ("Two-handed", "S  Melee, Versatile")."""
    cells: tuple[str, ...] = ()
    """The numbers under the card's ``columns``."""


@dataclass(frozen=True, slots=True)
class MatchupLine:
    """An entry's best fight against one opponent, as a card prints it."""

    opponent: str
    choice: str
    """What the best fight uses ("Chain blade + Stub pistol"), or why there is none."""
    figure: Figure | None
    """The game's first headline figure of that fight (P(out of action), expected casualties,
    wounds taken); None when the pair has no legal fight."""
    share: float = 0.0
    """The figure on the card's scale (0 to 1, ``HeatScale``): how deep its colour is."""

    @property
    def text(self) -> str:
        return self.figure.text if self.figure is not None else NO_VALUE


@dataclass(frozen=True, slots=True)
class CardContent:
    """Everything printed on one entry's card, already worked out from its game's fields."""

    name: str
    subtitle: str
    """The line under the name: the game, then the profile's values that are not numbers
    ("Medium · Base 30 mm", "Leader")."""
    stats: tuple[Stat, ...]
    columns: tuple[str, ...]
    """The weapon table's number columns (the weapon fields' labels)."""
    weapons: tuple[WeaponLine, ...]
    tags: tuple[tuple[str, str], ...]
    """(label, items) of the profile's lists: Gangfight's perks, Necromunda's skills."""
    notes: tuple[str, ...]
    """Paragraphs: the entry's notes, then each weapon's notes prefixed with its name."""
    facts: tuple[str, ...]
    """What the game says is worth knowing at the table (``entry_facts``), after the notes."""
    boxes: tuple[TickBoxes, ...]
    """Rows of tick boxes to mark during a game, bottom of the card."""
    cost: int | None
    cost_unit: str
    roster_name: str
    odds_heading: str = ""
    """Whom the odds are against and what their figure is, over the lines."""
    odds_legend: str = ""
    """What the odds' colours run from and to."""
    odds_settings: tuple[str, ...] = ()
    """The circumstances and house rules the odds assume, where not the game's defaults."""
    matchups: tuple[MatchupLine, ...] = ()
    """One line per opponent: the best choice and its figure."""
    tone: Tone = "attacker"
    """The colours' meaning (``rules.game.Tone``) of the matchup figures."""


def single_line(text: str) -> str:
    """Text for a one-line cell: line breaks and tabs become single spaces."""
    return " ".join(text.split())


def shown(spec: FieldSpec, value: object) -> str:
    """A field's value as the card prints it: a choice by its label, a number with its unit."""
    if value is None or value == "":
        return NO_VALUE
    text = spec.kind.show(spec, value)
    return f"{text}+" if spec.target else text


def _number(spec: FieldSpec) -> bool:
    return spec.kind.number and not spec.kind.automatic


def _column(spec: FieldSpec) -> bool:
    """A weapon field with a column of its own under its heading: a number, or a short text
    that reads as one (Necromunda's strength, "S+1" or "4")."""
    text = spec.kind.textual and not spec.kind.listed
    short = text and spec.maximum is not None and spec.maximum <= SHORT_TEXT
    return _number(spec) or (short and spec.key != "name")


def _applies(spec: FieldSpec, weapon: Mapping[str, Any]) -> bool:
    """Whether a weapon field applies to this weapon (``FieldSpec.requires``): a Necromunda
    item's S, AP, D and traits only to a weapon, never to wargear or an item to fill in (never
    the placeholder numbers an import leaves)."""
    return all(weapon.get(key) == value for key, value in spec.requires)


def _instead(game: AnyGame, specs: Sequence[FieldSpec], weapon: Mapping[str, Any]) -> list[str]:
    """What the weapon is instead where its fields do not apply ("Wargear", "Profile to fill
    in"): the value of each field a requirement names, as its label reads."""
    unmet = (key for spec in specs for key, value in spec.requires if weapon.get(key) != value)
    by_key = {s.key: s for s in game.weapon_fields}
    return [by_key[key].label_of(weapon.get(key)) for key in dict.fromkeys(unmet) if key in by_key]


def _whole(spec: FieldSpec) -> bool:
    """A profile's whole numbers go in its row; a measure (a base in mm) under the name."""
    return spec.kind.whole and not spec.kind.automatic


def _given(value: object) -> bool:
    return value not in (None, "", (), [])


def card_content(
    game: AnyGame, entry: Mapping[str, Any], roster_name: str = "", odds: CardOdds | None = None
) -> CardContent:
    """The card of one entry (its roster file's JSON) of ``game``."""
    skip = ("name", "notes", game.cost_key)
    profile = [s for s in game.model_fields if s.on_card and s.key not in skip]
    stats = tuple(Stat(s.label, shown(s, entry.get(s.key))) for s in profile if _whole(s))
    words = [
        shown(s, entry.get(s.key)) if not _number(s) else f"{s.label} {shown(s, entry.get(s.key))}"
        for s in profile
        if not s.kind.listed and not _whole(s) and _given(entry.get(s.key))
    ]
    tags = tuple(
        (s.label, shown(s, entry.get(s.key)))
        for s in profile
        if s.kind.listed and _given(entry.get(s.key))
    )
    arms = [s for s in game.weapon_fields if s.on_card and s.key not in skip]
    numbers = [s for s in arms if _column(s)][:MAX_WEAPON_COLUMNS]
    others = [s for s in arms if not _column(s)]
    weapons = []
    notes = [str(entry.get("notes") or "").strip()]
    for weapon in entry.get("weapons") or ():
        name = single_line(str(weapon.get("name", "")))
        its = [
            shown(s, weapon.get(s.key))
            for s in others
            if _applies(s, weapon) and _given(weapon.get(s.key))
        ]
        note = "  ".join([*its, *_instead(game, arms, weapon)])
        cells = tuple(shown(s, weapon.get(s.key) if _applies(s, weapon) else None) for s in numbers)
        weapons.append(WeaponLine(name, note, cells))
        notes.append(f"{name}: {str(weapon.get('notes') or '').strip()}")
    has_cost = any(
        item.get(game.cost_key) is not None for item in (entry, *(entry.get("weapons") or ()))
    )
    card = CardContent(
        name=single_line(entry_name(entry)),
        subtitle="  ·  ".join([game.title, *words]),
        stats=stats,
        columns=tuple(s.label.upper() for s in numbers),
        weapons=tuple(weapons),
        tags=tags,
        notes=tuple(n for n in notes if n and not n.endswith(": ")),
        facts=game.entry_facts(entry),
        boxes=tuple(b for b in game.card_boxes(entry) if b.count > 0),
        cost=entry_cost(game, entry) if has_cost else None,
        cost_unit=game.cost_unit,
        roster_name=single_line(roster_name),
    )
    return card


# --- odds -----------------------------------------------------------------------------------


class MixedGamesError(ValueError):
    """Odds asked of a roster against a roster of another game; the message says which games."""


@dataclass(frozen=True, slots=True, eq=False)
class OddsAgainst:
    """What the cards' odds are worked out against, and in what circumstances."""

    against: AnyRoster
    only: str | None = None
    """One opponent's name (``--odds-model``, File › Card Odds Against › one entry); None:
    every entry of ``against``."""
    circumstances: Mapping[str, object] = field(default_factory=dict)
    """The matchup circumstances of every fight (the matchups dock's controls' keys)."""
    house_rules: Mapping[str, object] = field(default_factory=dict)

    @property
    def against_name(self) -> str:
        return self.only if self.only is not None else self.against.name

    def opponents(self) -> tuple[dict[str, Any], ...]:
        return tuple(
            e for e in entries_of(self.against) if self.only is None or entry_name(e) == self.only
        )


@dataclass(frozen=True, slots=True)
class CardOdds:
    """The odds of every card, worked out (``work_out_odds``): a row of lines per entry."""

    against_name: str
    lines: tuple[tuple[MatchupLine, ...], ...]
    """Per entry of the roster, in its order: one line per opponent."""
    settings: tuple[str, ...]
    """The circumstances and house rules away from the game's defaults, a line each."""
    scale: HeatScale


def games_problem(
    name: str, game: str, other_name: str, other_game: str, need: str = "card odds need two rosters"
) -> str | None:
    """The one message for odds (or what ``need`` says) between rosters of two games, or None
    when the games agree."""
    if game == other_game:
        return None
    return (
        f"{need} of one game ({name} is {find_game(game).title}, "
        f"{other_name} is {find_game(other_game).title})"
    )


def odds_problem(roster: AnyRoster, odds: OddsAgainst | None) -> str | None:
    """Why ``roster``'s cards cannot carry ``odds``, or None: a fight needs one game's rules."""
    if odds is None:
        return None
    return games_problem(roster.name, game_of(roster), odds.against.name, game_of(odds.against))


def work_out_odds(
    roster: AnyRoster,
    odds: OddsAgainst,
    progress: Callable[[int, int], bool] | None = None,
) -> CardOdds:
    """The odds of every card of ``roster`` against ``odds``' opponents: the matchups' best
    fight of each pair (``rules/pairings.pairing_grid``, the limit included). MixedGamesError
    for two games; ``TooManyAttacks`` past the limit; ``progress`` as the matrix's."""
    problem = odds_problem(roster, odds)
    if problem:
        raise MixedGamesError(problem)
    game = find_game(game_of(roster))
    opponents = odds.opponents()
    grid = pairing_grid(
        game,
        entries_of(roster),
        opponents,
        odds.circumstances,
        odds.house_rules,
        progress=progress,
    )
    scale = HeatScale.of(cell.figure for row in grid for cell in row if cell.figure is not None)
    lines = tuple(
        tuple(
            MatchupLine(
                single_line(entry_name(opponent)),
                single_line(cell.choice) if cell.scenario is not None else "no legal fight",
                cell.figure,
                scale.share(cell.figure) if cell.figure is not None else 0.0,
            )
            for opponent, cell in zip(opponents, row, strict=False)
        )
        for row in grid
    )
    return CardOdds(
        single_line(odds.against_name),
        lines,
        changed_texts(game, odds.circumstances, odds.house_rules),
        scale,
    )


def _with_odds(card: CardContent, lines: Sequence[MatchupLine], odds: CardOdds) -> CardContent:
    scale = odds.scale
    what = scale.label.lower() if scale.label else "no legal fight"
    legend = f"Best choice each; colour 0 to {scale.tick(1.0)}." if scale.label else ""
    return replace(
        card,
        matchups=tuple(lines),
        odds_heading=f"vs {odds.against_name}: {what}",
        odds_legend=legend,
        odds_settings=odds.settings,
        tone=scale.tone,
    )


def roster_cards(roster: AnyRoster, odds: CardOdds | None = None) -> tuple[CardContent, ...]:
    """One card per entry, in roster order, with its odds when they were worked out."""
    game = find_game(game_of(roster))
    cards = tuple(card_content(game, e, roster.name) for e in entries_of(roster))
    if odds is None:
        return cards
    return tuple(_with_odds(c, lines, odds) for c, lines in zip(cards, odds.lines, strict=False))


def noun_of(roster: AnyRoster, count: int) -> str:
    """ "fighters", "units", "models": what the roster's game calls its entries."""
    return plural(find_game(game_of(roster)).entry_noun, count)


# --- Tick boxes -----------------------------------------------------------------------------

BOX_SIZES_MM: Final = (4.0, 3.3, 2.7, 2.2)
"""Largest first: boxes shrink only when a long row would otherwise need more than two rows."""
BOX_GAP_MM: Final = 0.9
BOX_GROUP: Final = 5
"""An extra gap after every fifth box, so ticks can be counted at a glance."""


@dataclass(frozen=True, slots=True)
class BoxTrack:
    boxes: tuple[Rect, ...]
    """One square per box, relative to the track's top-left corner."""
    height: float


def box_track(count: int, width_mm: float, max_rows: int = 2) -> BoxTrack:
    """Lay out ``count`` tick boxes in rows of at most ``width_mm``, grouped in fives.

    Picks the largest box size that keeps the track within ``max_rows`` rows (the smallest size
    if none does), so a huge model's track still fits on the card.
    """
    if count <= 0:
        return BoxTrack((), 0.0)
    for size in BOX_SIZES_MM:
        boxes, rows = _box_rows(count, width_mm, size)
        if rows <= max_rows:
            break
    return BoxTrack(boxes, rows * size + (rows - 1) * BOX_GAP_MM)


def _box_rows(count: int, width_mm: float, size: float) -> tuple[tuple[Rect, ...], int]:
    """Boxes on one row if they fit, else in rows of whole groups of five (when five fit)."""
    group_gap = size * 0.6
    per_row = 1
    while box_x(per_row, size, BOX_GAP_MM, group_gap) + size <= width_mm + 1e-9:
        per_row += 1
    if count > per_row >= BOX_GROUP:
        per_row -= per_row % BOX_GROUP  # only when the track needs more than one row
    return box_grid(count, per_row, size, BOX_GAP_MM, group_gap), math.ceil(count / per_row)


def box_x(column: int, size: float, gap: float, group_gap: float) -> float:
    """Where the box in ``column`` of a row starts: ``gap`` after each box, and ``group_gap``
    more after each five, so ticks are counted at a glance (on a card and in the window)."""
    return column * (size + gap) + (column // BOX_GROUP) * group_gap


def box_grid(
    count: int, per_row: int, size: float, gap: float, group_gap: float
) -> tuple[Rect, ...]:
    """``count`` square boxes of side ``size`` in rows of ``per_row``, grouped in fives
    (``box_x``), from the top-left corner; the rows ``gap`` apart."""
    return tuple(
        Rect(box_x(i % per_row, size, gap, group_gap), (i // per_row) * (size + gap), size, size)
        for i in range(count)
    )


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


def page_size_mm(page_size: str) -> tuple[float, float]:
    """The paper's width and height, portrait; a ValueError naming the sizes for another."""
    if page_size not in PAGE_SIZES:
        raise ValueError(f"unknown page size {page_size!r} (choose {', '.join(PAGE_SIZES)})")
    size = QPageSize(PAGE_SIZES[page_size]).size(QPageSize.Unit.Millimeter)
    return size.width(), size.height()


def page_grid(page_size: str = "A4") -> PageGrid:
    """The largest grid of poker-size cards that fits the sheet inside ``MIN_MARGIN_MM``, centred.

    Cards touch, so one cut separates two cards; the marks extend each grid line into the margin
    at every card corner on the grid's edge (inner corners are shown by the cards' cut outlines).
    A4 and Letter both take 3 × 3.
    """
    width, height = page_size_mm(page_size)
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
