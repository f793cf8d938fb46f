"""The seam between the games and everything above them: one protocol, one registry.

A game is an object with the members of ``Game`` below. The CLI, the roster files, the cards and
every panel of the window ask ``find_game`` for the game a file or scenario names and use only
these members: nothing above ``rules/`` imports a game's package or asks which game it holds, so
a panel is written once, for every kind of field, never for a game (python-chess's variants, and
pytest's plugins, are the models).

What a game declares, and who reads it:

- **Words**: ``title``, ``entry_noun`` ("fighter", "unit"), ``cost_unit``, ``rulings`` and the
  rulings page shipped for F1 (``rulings_resource``).
- **Files of its own**: its sample rosters (``samples_resource``) and its guide
  (``guide_resource``), read from its package as the built-in games' are from this one.
- **Fields** (``FieldSpec``): an entry's profile (``model_fields``), its weapons
  (``weapon_fields``), the circumstances of a fight (``scenario_fields``, each saying for which
  attack kinds and under which other settings it applies), and the house rules a group may choose
  (``house_rules``, kept by Preferences). The roster layer builds its file models, the editor its
  columns, the builder its form and validation its limits from these alone.
- **A fight**: the attack kinds a pair may make (``offers``), what the attacker may fight with
  (``choices``, ``choice_variants``), limits that depend on the fight (``field_limits``), and the
  scenario JSON that ``gangfight calc`` reads: the builder, the matchups and the cards all make
  fights this way, so the window and the command line compute the same thing.
- **An outcome**: the headline figures, one view per target (figures, charts with their
  colours' meaning, "at least" laws, the details behind the numbers), the advice tables, the
  measure that ranks choices (``score``), what-if changes and the attacks needed to take the
  target down.
- **A roll**: ``resolve`` from a ``DiceSource`` (seeded or typed in), its JSON and its steps, and
  ``typed_progress`` for dice typed in one at a time at the table.
- **An entry**: its problems against the rules, facts for the detail panel, the tick boxes of its
  card.

Games are found through the entry-point group ``ENTRY_POINT_GROUP`` (``registry.py``): the three
built-in games are registered in ``pyproject.toml`` exactly as a separately installed fourth game
is, so there is one path. ``GameBase`` gives every optional member a plain default, so a small
game implements what its rules need and inherits the rest; ``docs/games.md`` walks through one.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal, NamedTuple, Protocol, TypeVar

from gangfight_gui.rules.engine.errors import ScenarioShapeError
from gangfight_gui.rules.engine.sources import DiceSource
from gangfight_gui.rules.engine.steps import Step
from gangfight_gui.rules.engine.wording import percent
from gangfight_gui.rules.kinds import Kind

DEFAULT_GAME = "gangfight"
"""A scenario or roster that names no game is Gangfight's (docs/cli.md). Only the file readers may
use this, to read a file without ``game``; nothing may compare a game's key with it."""

ScenarioT = TypeVar("ScenarioT")
OutcomeT = TypeVar("OutcomeT")
RollT = TypeVar("RollT")

Tone = Literal["attacker", "defender", "neutral"]
"""Whom a number is good for, so a colour means one thing in every game's roll, chart and matrix:
"attacker" is good for the side making the attack (a hit, a wound, a casualty), "defender" good
for the side attacked (a save, a miss, unharmed), "neutral" neither."""


# --- numbers ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Figure:
    """One headline number of an outcome, as a player reads it ("Out of action", 0.259)."""

    key: str
    """Its name in the outcome JSON (``p_out_of_action``, ``targets[1].p_dead``)."""
    label: str
    probability: float
    """A chance from 0 to 1; or, with ``expected``, an expected count (casualties, wounds)."""
    expected: bool = False
    scale: float = 1.0
    """What the number is out of, for colouring it: 1 for a chance; for an expected count the
    most it can be (the models engaged, the wounds the target has left). A cell coloured by
    ``probability / scale`` means the number it shows."""
    tone: Tone = "attacker"
    """Whom a higher value favours (a matrix of the defender's chances reads the other way)."""
    help: str = ""
    """What the figure counts, for its tooltip ("Any injury: flesh wound, seriously injured or out
    of action; a fighter only Wounded is not counted")."""

    @property
    def text(self) -> str:
        """As a player reads it: "43.5%" for a chance, "1.48" for an expected count."""
        return f"{self.probability:.2f}" if self.expected else percent(self.probability)

    @property
    def share(self) -> float:
        """The value as a share of its scale, 0 to 1: what a colour stands for."""
        if self.scale <= 0:
            return 0.0
        return min(1.0, max(0.0, self.probability / self.scale))


@dataclass(frozen=True, slots=True)
class Chart:
    """One law of an outcome drawn as labelled bars: states, or counts 0, 1, 2…"""

    title: str
    bars: tuple[tuple[str, float], ...]
    """(label, probability), in the order drawn; they add up to 1."""
    counts: bool = False
    """The bars are counts 0, 1, 2…: an "at least" line is meaningful over them."""
    tones: tuple[Tone, ...] = ()
    """Each bar's meaning (same length as ``bars``); empty: every bar "neutral"."""
    help: str = ""


@dataclass(frozen=True, slots=True)
class AtLeast:
    """A count's law shown as "at least k" odds (the results pane's table, the cards)."""

    title: str
    """What is counted ("Wounds after armour", "Casualties")."""
    law: tuple[float, ...]
    """P(count = k) for k = 0, 1, …; the pane turns it into P(count ≥ k)."""
    tone: Tone = "attacker"


@dataclass(frozen=True, slots=True)
class OutcomeView:
    """What the results pane shows of one target of an outcome (one view for a single target)."""

    name: str
    """The target's name (several targets: the pane's tab of each)."""
    figures: tuple[Figure, ...]
    """Headline figures, most important first (the pane's tiles show the first few)."""
    charts: tuple[Chart, ...]
    """The main law first (drawn by default); others may be picked."""
    at_least: tuple[AtLeast, ...] = ()
    details: tuple[str, ...] = ()
    """The numbers behind the figures, a line each ("Attack roll 3 dice at TN 4", "+1 die: two
    hand weapons (R10)"), as plain text: the pane's "Rolls and modifiers"."""


@dataclass(frozen=True, slots=True)
class Note:
    """A reading of this project applied to this fight, for the player to see (``N8`` …)."""

    ruling: str
    text: str


# --- advice ----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class AdviceRow:
    cells: tuple[str, ...]
    best: bool = False
    """The row the rules (or this project's reading) would pick: starred."""
    patch: Mapping[str, object] | None = None
    """Scenario keys (dotted paths) and values that make this row the fight; None: not a choice
    the player makes (a table of the defender's choices)."""


@dataclass(frozen=True, slots=True)
class AdviceTable:
    """A table of choices and their odds beside the results (Gangfight's drops, R5)."""

    title: str
    columns: tuple[str, ...]
    rows: tuple[AdviceRow, ...]
    ruling: str = ""
    note: str = ""


@dataclass(frozen=True, slots=True)
class TakeDown:
    """How many such attacks the target needs, the state each leaves carrying over."""

    goal: str
    """What "down" is, naming the target, as the pane's heading reads: "to incapacitate Human
    Veteran", "to take Juve out of action", "to wipe the 3 engaged models of Salt reavers"."""
    within: tuple[float, ...]
    """P(the target is down within n attacks) for n = 1, 2, … (non-decreasing)."""
    mean: float | None
    """The expected number of attacks; None when some attacks may never get there."""
    note: str = ""
    """The assumption made (the same attack each time, state per R25/N17/W17…)."""


@dataclass(frozen=True, slots=True)
class WhatIf:
    """One change to the fight a player could make, and the scenario with it made."""

    label: str
    """In the player's words: "one more die (ATT +1)", "target out of cover", "charging"."""
    scenario: dict[str, Any]
    patch: Mapping[str, object] | None = None
    """The same change as builder settings (dotted scenario keys), when it is one: clicking the
    hint then makes it in the builder. A key into the attacker or the target
    (``attacker.attack``, ``target.defense``) is an ad hoc number of the builder's grid (a
    ``tweak`` field). None: a change the builder cannot make (a profile of several targets)."""


# --- typed-in dice ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class DiceCall:
    """The dice the roll waits for next: the step, how many, and what each must show."""

    title: str
    count: int
    need: str = ""
    group: str = ""
    chained: bool = False
    """The dice asked for are owed by dice already typed (a crit die for a 6, R2)."""


@dataclass(frozen=True, slots=True)
class TypedProgress:
    """A roll as far as the dice typed in take it (table mode)."""

    steps: tuple[Step, ...]
    """The steps so far; the last may be in progress (its dice are the ones typed)."""
    next: DiceCall | None
    """None once every die of the roll has been typed in."""
    roll: Any = None
    """The resolved roll once complete (``roll_json``/``roll_steps`` take it), else None."""
    odds: tuple[Figure, ...] = ()
    """The headline odds given the dice typed so far (the rest still to roll)."""
    to_come: str = ""
    """What is still to roll and its chance, in a line ("Armour to come: 2 dice at TN 4, chance
    it saves all 4 wounds: 2.1%"); empty when complete."""


# --- fields ----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class FieldSpec:
    """One field of a game's profile, weapon, scenario or house rules, as every panel needs it.

    The roster editor builds its columns, the builder its form, Preferences its page and
    validation its limits from these, so a game's ranges are written once, in its package.
    ``ruling`` cites the ruling that sets the range (``"N2"``); ``reading`` is set where that
    ruling fills a gap of the game's text, so the window can say "this program's reading" beside
    the field.
    """

    key: str
    """The file's key for entry fields; a dotted path into the scenario JSON for scenario
    fields and house rules (``reaction.broken``, ``rules.injury_faces.flesh_wound``), where a
    whole-number part indexes a list (``attacker.groups.0.count``; ``engine/paths.py``). Unique
    within its tuple."""
    label: str
    kind: Kind
    """What it holds and how it reads (``rules/kinds.py``)."""
    minimum: int | None = None
    maximum: int | None = None
    """The bounds of a number (inclusive), the longest text or the longest item of a list of
    texts; None: no bound."""
    default: object = None
    """The value a new entry or a fight starts with. None for a kind that is not optional
    (a whole number, a text, a choice…) means the file must give it (a name)."""
    choices: tuple[str, ...] = ()
    """A ``CHOICE`` field's values; a ``TEXT_LIST`` field's allowed items (empty: any text)."""
    help: str = ""
    ruling: str = ""
    reading: bool = False
    on_card: bool = True
    """Printed on the roster card's profile (a state such as flesh wounds already taken is not)."""
    choice_labels: tuple[str, ...] = ()
    """How each of ``choices`` reads in a menu ("No cover" for "none"); empty: as written."""
    group: str = ""
    """The box it sits in: the builder's ("Circumstances", "Reaction", "Dice drops"), or for an
    entry field the detail panel's; empty: the first box."""
    attacks: tuple[str, ...] = ()
    """Scenario fields: the attack kinds (``AttackKind.key``) it applies to; empty: every kind.
    A field that does not apply is hidden and never reaches the scenario."""
    requires: tuple[tuple[str, object], ...] = ()
    """Scenario fields: (key, value) pairs of other fields that must hold for this one to apply
    (``out_of_sight`` requires ``("charging", True)``). Weapon fields: pairs of the same
    weapon's fields (a Necromunda item's strength applies only to a weapon, not to wargear or an
    item whose profile is still to fill in); a card prints no value for a field that does not
    apply."""
    column: bool = True
    """Entry fields: a column of the roster table (else edited in the detail panel only)."""
    tweak: bool = False
    """Entry fields: offered as an ad hoc number in the builder, for one calculation."""
    state: bool = False
    """Entry fields: part of an entry's state in a battle (wounds taken, flesh wounds, models
    left): shown beside the builder's picks and changed by an attack's ``after``."""
    matchup: bool = False
    """Scenario fields: a control of the matchups dock; the matrix and the cards' odds use it."""
    exclusive_minimum: bool = False
    """Numbers: the minimum itself is refused (a base or a weapon's range is above 0 mm)."""
    max_items: int | None = None
    """``TEXT_LIST``: the most items it may hold (a model's perks)."""
    unit: str = ""
    """Printed after a number: ``"`` for inches, ``mm``; empty for a plain count."""
    blank: str = "–"
    """How an optional number's none reads in a box or a cell: a dash, or the word that says
    what none means where a dash would leave a player guessing (WarStrike's models left: "all",
    every model of the unit)."""
    blank_is: str = ""
    """An optional number's none counted as the value of this entry field (WarStrike's models
    left: the unit's ``count``), so a change from none adds up; empty: none counts as 0."""
    one_fight: bool = False
    """Scenario fields: a choice made inside one fight (a dice drop, the odd die), set for one
    attacker, target and attack: the builder takes it back to its default when any changes."""
    target: bool = False
    """A number a roll must meet or beat (Necromunda's WS and Sv): a card prints 3 as "3+", as
    the game's profiles do."""

    def label_of(self, choice: object) -> str:
        """How ``choice`` (one of ``choices``) reads in a menu."""
        text = str(choice)
        if self.choice_labels and text in self.choices:
            return self.choice_labels[self.choices.index(text)]
        return text


@dataclass(frozen=True, slots=True)
class Limits:
    """A field's bounds for the fight set up now, where they depend on it (``field_limits``)."""

    minimum: int | None = None
    maximum: int | None = None
    choices: tuple[str, ...] | None = None
    """None: the spec's own; else the choices open now (range bands by the weapon's range)."""
    hint: str = ""
    """Shown beside the field: "up to 2 (R3, R4)", "of Orc Brave's EN 4"."""
    choice_labels: tuple[str, ...] | None = None
    """How each of ``choices`` (or of the spec's own) reads in a menu for this fight, where that
    depends on it ('Short (+1 die): up to 24"'; Necromunda's odd die "0" reads as the first
    weapon's name); None or empty: the spec's ``label_of``."""


# --- a fight ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class AttackKind:
    """One kind of attack a game has (Gangfight: melee, ranged, Slam!…; Necromunda: a Fight)."""

    key: str
    """The scenario's ``attack`` value where the game has one; a game with one kind names it."""
    label: str
    help: str = ""
    ruling: str = ""
    targets: int = 1
    """How many targets it may have: 1, or the most models one attack may catch (Trample and
    area attacks): the builder then offers "also caught" among the target's roster."""
    needs_attacker: bool = True
    """False for damage with no attacker (a fall, R22): the builder hides the attacker."""


@dataclass(frozen=True, slots=True)
class Offer:
    """Whether ``kind`` is open to a pair, and why not (shown on its greyed menu entry)."""

    kind: AttackKind
    refusal: str = ""

    @property
    def offered(self) -> bool:
        return not self.refusal


class Choice(NamedTuple):
    """One thing the attacker may fight with, as a full scenario of its game (a pair, so
    ``for label, scenario in choices`` reads)."""

    label: str
    """In a few words ("Chain blade + Stub pistol", "Melee attack (Great axe)")."""
    scenario: dict[str, Any]
    """Scenario JSON that ``read_scenario`` accepts: the pair (or targets), the kind, the
    weapons, and the game's defaults for every circumstance. The builder sets the circumstances
    the player chose on a copy of it (``engine/paths.set_path``), so what it shows is what
    ``calc`` reads."""


@dataclass(frozen=True, slots=True)
class Problem:
    """Something an entry breaks, for the roster's problems list and its tinted cell."""

    field: str
    """Its path in the entry (``weapons[1].strength``), for the cell at fault."""
    message: str
    """In the game's words, naming the entry and the rule: "Ogre: base 32 mm is too small…"."""
    ruling: str = ""
    error: bool = True
    """False: a warning (the file is still valid)."""


@dataclass(frozen=True, slots=True)
class EntryState:
    """An entry's state in a battle at a glance, and what it may still do (R25, N17, W17)."""

    summary: str = ""
    """A few words ("2 wounds taken, prone", "Seriously injured", "3 models left, 4 markers");
    empty for an entry as fresh as in its roster."""
    attack_refusal: str = ""
    """Why it cannot attack now, citing the ruling ("out of action (N17)"); empty: it can."""
    target_refusal: str = ""
    """Why it cannot be attacked now ("dead (R25)", "destroyed (W17)"); empty: it can."""


@dataclass(frozen=True, slots=True)
class After:
    """What a resolved roll leaves each side in, as entry field values (only ``state`` fields):
    set them on the roster entries and the next fight starts from there (R25, N17, W17)."""

    attacker: Mapping[str, object]
    """The attacker's changed state fields; empty when the attack does not change it."""
    targets: tuple[Mapping[str, object], ...]
    """Each target's state fields after the roll, in the order of the scenario's targets."""


@dataclass(frozen=True, slots=True)
class TickBoxes:
    """A row of boxes on a roster card, to tick during a game ("Wounds", 4), and how many of
    them a battle's state ticks (R25, N17, W17).

    The printed card and the battle window draw the same rows: the card for the table, empty
    (``ticked`` 0), the window as the battle stands, so a player reads both the same way.
    """

    label: str
    count: int
    ticked: int = 0
    """Boxes ticked, the first ones (0 ≤ ticked ≤ count): the wounds taken, flesh wounds
    suffered or models lost in a battle; 0 on a card and for an entry as fresh as its roster."""


def tick_row(label: str, count: int, ticked: int = 0) -> TickBoxes:
    """A row of ``count`` boxes with ``ticked`` of them ticked, held between 0 and ``count``: a
    state may go past the boxes (Gangfight's wounds beyond EN, R14, R25), which its words say."""
    return TickBoxes(label, count, max(0, min(count, ticked)))


# --- the protocol ----------------------------------------------------------------------------


class Game(Protocol[ScenarioT, OutcomeT, RollT]):
    """What every game supplies. ``key`` is the ``"game"`` value of files and scenarios.

    Entries (``attacker``, ``target``, ``entry`` below) are roster entries as the roster file
    holds them (a JSON object with the game's ``model_fields`` and a ``weapons`` list of objects
    with its ``weapon_fields``); a scenario is the JSON ``gangfight calc`` reads.
    """

    key: str
    title: str
    rulings: str
    """The rulings page this game follows (``resources/rules-necromunda.md``), cited in messages."""
    rulings_resource: tuple[str, str]
    """(package, file name) of that page as shipped, read with ``importlib.resources`` for F1
    and the help: ``("gangfight_gui.resources", "rules-necromunda.md")``."""
    samples_resource: tuple[str, str]
    """(package, folder) of the game's sample rosters, read with ``importlib.resources``: every
    ``*.json`` there whose ``game`` is this game's key (``gangfight samples``, File › Open Sample,
    File › New's opponent); ``("", "")`` for a game without samples."""
    guide_resource: tuple[str, str]
    """(package, file name) of the game's guide, the User Guide's chapter ``KEY.md`` (Help › User
    Guide, F1 on a panel, ``gangfight-gui --manual KEY.md``); ``("", "")``: the window's page
    serves the game."""
    entry_noun: str
    """What one roster entry is called ("model", "fighter", "unit"), for buttons and messages."""
    cost_unit: str
    """What an entry's cost is counted in, as printed after the number: "pts", "credits"."""
    cost_key: str
    """The entry's and weapon's field holding its price (``cost``, ``points``)."""
    choice_rulings: tuple[str, ...]
    """The rulings that decide what an attacker may fight with (``N5``…): cited by the builder's
    Weapons box, so F1 there shows them."""
    model_fields: tuple[FieldSpec, ...]
    weapon_fields: tuple[FieldSpec, ...]
    scenario_fields: tuple[FieldSpec, ...]
    """The circumstances of a fight the builder offers, in the order shown."""
    roster_fields: tuple[FieldSpec, ...]
    """Fields of a whole roster beyond its name, notes and limit (a Necromunda gang's type)."""
    house_rules: tuple[FieldSpec, ...]
    """Options of the rulings a group may choose (R14, N13, W3): Preferences keeps them per game
    and the builder, the matchups and the cards set them on every scenario."""
    attack_kinds: tuple[AttackKind, ...]
    """Every kind of attack, in menu order (at least one)."""

    # -- the calculation (the CLI uses these) --

    def read_scenario(self, data: Mapping[str, Any]) -> ScenarioT:
        """A scenario from its JSON object: ScenarioShapeError (exit 2) or RulesError (exit 1)."""
        ...

    def calculate(self, scenario: ScenarioT) -> OutcomeT:
        """The exact outcome; RulesError where the rulings refuse the scenario."""
        ...

    def outcome_json(self, outcome: OutcomeT) -> dict[str, Any]:
        """``calc --json`` of the rulings page, field names exactly as written there."""
        ...

    def outcome_text(self, outcome: OutcomeT) -> str:
        """``calc`` for a person."""
        ...

    def headline(self, outcome: OutcomeT) -> tuple[Figure, ...]:
        """The few odds a player looks at first, most important first: the matrix cell and the
        card show the first."""
        ...

    def score(self, outcome: OutcomeT) -> float:
        """How good an outcome is for the attacker: choices, matchups and what-ifs rank by it."""
        ...

    def resolve(self, scenario: ScenarioT, dice: DiceSource) -> RollT:
        """One roll, reading dice from ``dice`` in the order a player rolls them."""
        ...

    def roll_json(self, roll: RollT) -> dict[str, Any]:
        """One entry of ``roll --json``."""
        ...

    def roll_steps(self, roll: RollT) -> tuple[Step, ...]:
        """The roll as steps, their dice in the order read from the source: the CLI's text, the
        window's dice view and copy-as-text render these. A step showing dice read for an
        earlier one again (a Trample's one roll judged against each target) is marked
        ``repeats``, and reads none (``typed_progress`` counts on this order)."""
        ...

    def after(self, scenario: ScenarioT, roll: RollT) -> After:
        """What ``roll`` (of ``scenario``) leaves each side in (R25, N17, W17); ``roll_json``
        carries the same as ``"after"``."""
        ...

    def entry_state(
        self, entry: Mapping[str, Any], state: Mapping[str, Any] | None = None
    ) -> EntryState:
        """The entry's state as its ``state`` fields hold it, and whether it may fight. ``state``
        (its state fields in a battle) comes apart from the roster ``entry``, as for
        ``card_boxes``, so what was lost of a number the state overwrites can be told
        (Necromunda's wounds, N17); None: the entry's own fields."""
        ...

    # -- a duel to the finish (``rules/duel.py``) --

    first_turn_only: tuple[str, ...]
    """Scenario fields (dotted keys) that hold on the first attacker's first turn only (a
    charge): its later turns take each at its default."""

    def after_law(self, scenario: ScenarioT) -> tuple[tuple[After, float], ...]:
        """The exact law of ``after`` over every die the attack may roll, jointly (each distinct
        ``After`` once, with its chance): the chain of these laws is a duel. Chances may fall
        short of 1 by the tail the calculation cuts (below 1e-12), which counts as the target
        no longer able to fight."""
        ...

    def end_status(self, entry: Mapping[str, Any]) -> str:
        """The entry's status word once it can no longer fight (``incapacitated``,
        ``out_of_action``, ``destroyed``): a duel ends there; empty while it can fight."""
        ...

    def duel_lumped(self, state: Mapping[str, object]) -> Mapping[str, object]:
        """An entry's ``state`` fields as a duel's chain tells states apart: a field that
        changes no odds (WarStrike's hit counter and markers, W9, W14) set to a value that
        stands for every one, so the chain stays small; a duel does not tell such a field at
        its end (E6)."""
        ...

    def duel_carried(self, entry: Mapping[str, Any]) -> Mapping[str, int]:
        """The state fields ``duel_lumped`` stands in for that a duel still tells at its end
        (E6), each followed beside the chain as one whole number that each attack adds to
        (``duel_carry``) and that tells the field (``duel_told``): its value for ``entry``."""
        ...

    def duel_carry(self, key: str, after: Mapping[str, object]) -> int:
        """What one attack's ``after`` of the entry, made from its lumped state, adds to the
        number ``duel_carried`` follows for ``key``."""
        ...

    def duel_told(self, key: str, carried: int) -> object:
        """The field ``key``'s value told at the end (E6) for the number followed."""
        ...

    def duel_sides(
        self,
        data: Mapping[str, Any],
        given: tuple[Mapping[str, Any], Mapping[str, Any]] | None = None,
    ) -> tuple[dict[str, Any], dict[str, Any]]:
        """The first and the second of a duel made from scenario JSON, as roster entries with
        their ``state`` fields where the duel starts them: ``given`` (the two entries as a
        roster or a battle holds them: their state, and a profile the scenario lacks), else the
        scenario's. RulesError for a fight that is not a duel (several targets, no attacker) or
        does not read, in ``calc``'s words."""
        ...

    def duel_fight(
        self, data: Mapping[str, Any], attacker: Mapping[str, Any], target: Mapping[str, Any]
    ) -> dict[str, Any]:
        """``data`` (the first's fight) with both entries' ``state`` fields taken from
        ``attacker`` and ``target`` as a turn of the duel finds them."""
        ...

    def duel_reply(
        self, data: Mapping[str, Any], reply: Mapping[str, Any]
    ) -> dict[str, Any] | None:
        """One of the second's ``pair_scenarios`` as an answer to the first's fight ``data``:
        with the circumstances that carry over mirrored (where they stand, who assists whom);
        None when that answer is not open to it in this duel (a shot at a melee attacker)."""
        ...

    # -- a fight, for the builder, the matchups and the cards --

    def offers(
        self, attacker: Mapping[str, Any] | None, target: Mapping[str, Any] | None
    ) -> tuple[Offer, ...]:
        """Every attack kind for this pair, each offered or refused with its reason (in
        ``attack_kinds`` order). ``attacker`` None: only kinds without ``needs_attacker``."""
        ...

    def choices(
        self,
        attacker: Mapping[str, Any] | None,
        targets: Sequence[Mapping[str, Any]],
        kind: str,
    ) -> tuple[Choice, ...]:
        """What ``attacker`` may fight ``targets`` with in an attack of ``kind`` (each legal weapon
        choice), as full scenarios; empty when none. ``targets`` has one entry unless the kind
        takes several (the first is the one named or aimed at). The entries' ``state`` fields
        set where the fight starts (wounds taken, a prone target: R25, N17, W17), so a battle's
        picks fill the builder as they stand."""
        ...

    def choice_label(self, scenario: Mapping[str, Any]) -> str:
        """What one of ``choices`` fights with, in a few words (a matchup's best choice)."""
        ...

    def choice_variants(self, scenario: Mapping[str, Any]) -> tuple[Choice, ...]:
        """``scenario`` as each further choice the rules leave the attacker, labelled (N8's odd
        die: one row per weapon taking it). Without one: the scenario alone."""
        ...

    def pair_scenarios(
        self, attacker: Mapping[str, Any], target: Mapping[str, Any]
    ) -> tuple[dict[str, Any], ...]:
        """Every scenario a matchup tries for two roster entries (each legal weapon choice of
        each kind worth trying before a game); ``calc`` re-runs each to the same figures."""
        ...

    def field_limits(self, scenario: Mapping[str, Any]) -> Mapping[str, Limits]:
        """Bounds of scenario fields that depend on the fight (drops by the pools, R3/R4; bands
        by the weapon's range, R15); fields not named keep their spec's. A key may also be the
        scenario path of an entry's ``state`` field shown beside the picks
        (``target.wounds_taken``: "of Human Veteran's EN 4")."""
        ...

    def describe(self, scenario: Mapping[str, Any]) -> str:
        """The fight in a line, as the results' title reads: who, how, and every circumstance
        that counts ("Matron Ilse Vorne charges Forge-boss Kattar (Arc lash); Reaction")."""
        ...

    # -- an outcome, for the results pane --

    def views(self, outcome: OutcomeT) -> tuple[OutcomeView, ...]:
        """One view per target of the outcome, in the order of its targets."""
        ...

    def notes(self, outcome: OutcomeT) -> tuple[Note, ...]:
        """This project's readings that decided this outcome (shown under the results)."""
        ...

    def advice(self, outcome: OutcomeT) -> tuple[AdviceTable, ...]:
        """Tables of the choices within the fight and their odds (R5's drops); may be empty."""
        ...

    def what_ifs(self, scenario: Mapping[str, Any]) -> tuple[WhatIf, ...]:
        """Single changes worth trying (a die more, a charge, out of cover); the window
        calculates each and ranks them by ``score``."""
        ...

    def takedown(self, scenario: Mapping[str, Any]) -> TakeDown | None:
        """Attacks needed to take the target down if the same attack is repeated, each leaving
        the state the rulings say (R25, N17, W17); None where it does not apply."""
        ...

    def typed_progress(self, scenario: ScenarioT, dice: Sequence[int]) -> TypedProgress:
        """The roll as far as ``dice`` (typed at the table, in order) take it: the steps done, the
        dice wanted next and the odds given those typed. NotEnoughDice for a face outside 1–6 or
        dice beyond the roll's end."""
        ...

    # -- an entry, for the roster editor and the cards --

    def entry_problems(self, entry: Mapping[str, Any]) -> tuple[Problem, ...]:
        """What the entry breaks beyond its fields' ranges (R7's base sizes, N2's unique weapon
        names…); the roster layer adds what every game shares (names alike, the cost limit)."""
        ...

    def entry_facts(self, entry: Mapping[str, Any]) -> tuple[str, ...]:
        """Lines the detail panel shows beside the entry ("Medium: threat 1", 1 wound a hit")."""
        ...

    def card_boxes(
        self, entry: Mapping[str, Any], state: Mapping[str, Any] | None = None
    ) -> tuple[TickBoxes, ...]:
        """The rows of tick boxes its card prints (Gangfight: a box per point of EN), counted
        from the roster ``entry``; ``state`` (its ``state`` fields in a battle) ticks them as
        the battle stands (R25, N17, W17). None: nothing ticked, as a printed card is.

        The state comes apart from the entry because a state field may be the very number the
        boxes count (Necromunda's ``w``: the wounds left, N17), so the boxes keep the roster's
        number and the ticks say what was lost."""
        ...


AnyGame = Game[Any, Any, Any]


class GameBase:
    """Plain defaults for the members a game may leave out: one kind of attack, no advice, no
    what-ifs, no take-down, typed-in dice followed by padding (``engine/typed.py``), no problems
    beyond the fields' ranges. A game subclasses it and overrides what its rules have; the
    registry checks the result against ``Game`` all the same."""

    cost_key = "cost"
    samples_resource: tuple[str, str] = ("", "")
    guide_resource: tuple[str, str] = ("", "")
    choice_rulings: tuple[str, ...] = ()
    house_rules: tuple[FieldSpec, ...] = ()
    roster_fields: tuple[FieldSpec, ...] = ()
    attack_kinds: tuple[AttackKind, ...] = (AttackKind("attack", "Attack"),)
    padding_face = 1
    """The face that stands in for dice not typed yet (``typed_progress``): one that adds no
    die of its own (a 1 never explodes, R2)."""
    engine = ""
    """The module (``"package.module"``) whose functions, named as the protocol's members, are
    the game's behaviour wherever its class defines none: imported on first use, so a game's
    declarations (its fields, for a roster) load without its rules of combat."""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """Each member of the protocol that the class leaves to its ``engine`` is looked up
        there on first use (``FromEngine``), before ``GameBase``'s default."""
        super().__init_subclass__(**kwargs)
        if not cls.engine:
            return
        own = [klass for klass in cls.__mro__ if klass not in (GameBase, object)]
        for name in BEHAVIOUR:
            if not any(
                name in vars(klass) and not isinstance(vars(klass)[name], FromEngine)
                for klass in own
            ):
                setattr(cls, name, FromEngine(name))

    def __getattr__(self, name: str) -> Any:
        """A member beyond the protocol (``outcome_json_encoded``) from the game's ``engine``."""
        if name.startswith("_") or not type(self).engine:
            raise AttributeError(name)
        try:
            found = getattr(engine_module(self), name)
        except AttributeError:
            raise AttributeError(name) from None
        self.__dict__[name] = found
        return found

    def offers(
        self, attacker: Mapping[str, Any] | None, target: Mapping[str, Any] | None
    ) -> tuple[Offer, ...]:
        """Every kind is open to any pair; with no attacker only those that need none."""
        return tuple(
            Offer(
                kind,
                "" if attacker is not None or not kind.needs_attacker else "Pick an attacker first",
            )
            for kind in self.attack_kinds
        )

    def choice_variants(self, scenario: Mapping[str, Any]) -> tuple[Choice, ...]:
        label: str = self.choice_label(scenario)
        return (Choice(label, dict(scenario)),)

    def pair_scenarios(
        self, attacker: Mapping[str, Any], target: Mapping[str, Any]
    ) -> tuple[dict[str, Any], ...]:
        """The choices of every offered kind that needs an attacker."""
        found: list[dict[str, Any]] = []
        for offer in self.offers(attacker, target):
            if offer.offered and offer.kind.needs_attacker:
                choices: tuple[Choice, ...] = self.choices(attacker, (target,), offer.kind.key)
                found += [c.scenario for c in choices]
        return tuple(found)

    def field_limits(self, scenario: Mapping[str, Any]) -> Mapping[str, Limits]:
        return {}

    def notes(self, outcome: Any) -> tuple[Note, ...]:
        return ()

    def advice(self, outcome: Any) -> tuple[AdviceTable, ...]:
        return ()

    def what_ifs(self, scenario: Mapping[str, Any]) -> tuple[WhatIf, ...]:
        return ()

    def takedown(self, scenario: Mapping[str, Any]) -> TakeDown | None:
        return None

    def typed_progress(self, scenario: Any, dice: Sequence[int]) -> TypedProgress:
        from gangfight_gui.rules.engine.typed import padded_progress

        return padded_progress(self, scenario, dice, self.padding_face)

    def entry_problems(self, entry: Mapping[str, Any]) -> tuple[Problem, ...]:
        return ()

    def entry_state(
        self, entry: Mapping[str, Any], state: Mapping[str, Any] | None = None
    ) -> EntryState:
        return EntryState()

    def after(self, scenario: Any, roll: Any) -> After:
        """A game without a battle state: nothing changes."""
        return After({}, ())

    first_turn_only: tuple[str, ...] = ()

    def after_law(self, scenario: Any) -> tuple[tuple[After, float], ...]:
        """A game without a battle state: nothing changes, whatever the dice."""
        return ((After({}, ()), 1.0),)

    def end_status(self, entry: Mapping[str, Any]) -> str:
        """The word "down" once ``entry_state`` says the entry cannot attack."""
        return "down" if self.entry_state(entry).attack_refusal else ""

    def duel_lumped(self, state: Mapping[str, object]) -> Mapping[str, object]:
        """Every state field tells states apart."""
        return state

    def duel_carried(self, entry: Mapping[str, Any]) -> Mapping[str, int]:
        """Nothing lumped, so nothing to follow beside the chain."""
        return {}

    def duel_carry(self, key: str, after: Mapping[str, object]) -> int:
        """Nothing lumped: nothing moves."""
        return 0

    def duel_told(self, key: str, carried: int) -> object:
        """Nothing lumped: nothing told."""
        return carried

    def duel_sides(
        self,
        data: Mapping[str, Any],
        given: tuple[Mapping[str, Any], Mapping[str, Any]] | None = None,
    ) -> tuple[dict[str, Any], dict[str, Any]]:
        """The scenario's ``attacker`` and ``target`` objects, once the scenario reads, with the
        ``state`` fields of ``given`` where given."""
        self.read_scenario(data)
        first, second = dict(data["attacker"]), dict(data["target"])
        if given is not None:
            keys = [spec.key for spec in self.model_fields if spec.state]
            for entry, source in zip((first, second), given, strict=True):
                entry.update({key: source[key] for key in keys if key in source})
        return first, second

    def duel_fight(
        self, data: Mapping[str, Any], attacker: Mapping[str, Any], target: Mapping[str, Any]
    ) -> dict[str, Any]:
        """``data`` with the ``state`` fields of its ``attacker`` and ``target`` objects set."""
        keys = [spec.key for spec in self.model_fields if spec.state]
        result = dict(data)
        for side, entry in (("attacker", attacker), ("target", target)):
            result[side] = {**data[side], **{k: entry[k] for k in keys if k in entry}}
        return result

    def duel_reply(
        self, data: Mapping[str, Any], reply: Mapping[str, Any]
    ) -> dict[str, Any] | None:
        """Every answer is open, with its own circumstances."""
        return dict(reply)

    def entry_facts(self, entry: Mapping[str, Any]) -> tuple[str, ...]:
        return ()

    def card_boxes(
        self, entry: Mapping[str, Any], state: Mapping[str, Any] | None = None
    ) -> tuple[TickBoxes, ...]:
        return ()


BEHAVIOUR = tuple(
    name for name, value in vars(Game).items() if callable(value) and not name.startswith("_")
)
"""The protocol's members that do something (the rest are declarations)."""


def engine_module(game: GameBase) -> Any:
    """The module named by ``game``'s ``engine``, imported once; a ``GameLoadError`` naming the
    game when it cannot be."""
    import importlib

    from gangfight_gui.rules.registry import GameLoadError

    try:
        return importlib.import_module(type(game).engine)
    except Exception as error:  # a plugin's import may fail in any way: name it
        reason = " ".join(str(error).split()) or type(error).__name__
        key = str(getattr(game, "key", "?"))
        where = f"game {key!r} ({type(game).engine})"
        raise GameLoadError(f"{where} could not be loaded: {reason}", key) from error


class FromEngine:
    """A member of the protocol found in the game's ``engine`` module on first use (or else
    ``GameBase``'s default), then kept on the game, so later calls go straight to it (unless a
    subclass's own member reached it through ``super()``, which must stay the subclass's)."""

    def __init__(self, name: str) -> None:
        self.name = name

    def __get__(self, game: GameBase | None, owner: type | None = None) -> Any:
        if game is None:
            return self
        found = getattr(engine_module(game), self.name, None)
        if found is None:
            default = getattr(GameBase, self.name, None)
            if default is None:
                from gangfight_gui.rules.registry import GameLoadError

                key = str(getattr(game, "key", "?"))
                raise GameLoadError(
                    f"game {key!r} ({type(game).engine}) lacks what every game supplies:"
                    f" {self.name}",
                    key,
                )
            found = default.__get__(game, type(game))
        if getattr(type(game), self.name, None) is self:  # not reached through super()
            game.__dict__[self.name] = found
        return found


ENTRY_POINT_GROUP = "gangfight_gui.games"
"""The entry-point group a game registers in: ``key = "package.module:GAME"``."""


def with_house_rules(
    game: AnyGame, scenario: Mapping[str, Any], values: Mapping[str, object]
) -> dict[str, Any]:
    """A copy of ``scenario`` with the house rules a group chose (``Game.house_rules``, by dotted
    key) set on it: the builder, the matchups and the cards make every fight this way, so the
    Preferences page is obeyed everywhere. A rule not in ``values`` keeps what the scenario has
    (the game's default); a key that is not one of the game's house rules is ignored."""
    from gangfight_gui.rules.engine.paths import copied, set_path

    result = copied(scenario)
    for spec in game.house_rules:
        if spec.key in values:
            set_path(result, spec.key, values[spec.key])
    return result


def game_keys() -> tuple[str, ...]:
    """Every game's key, in the order menus list them (built-in games first)."""
    from gangfight_gui.rules import registry

    return registry.known_keys()


def built_in_keys() -> tuple[str, ...]:
    """The keys of the games that ship with this program (the shipped schemas are theirs)."""
    from gangfight_gui.rules import registry

    return registry.own_keys()


def game_title(key: str) -> str:
    """The name a player knows the game by (loading the game: GameLoadError if it is broken)."""
    return find_game(key).title


def find_game(key: object) -> AnyGame:
    """The game named ``key`` (None: the default game of files without one); an unknown name is
    a ScenarioShapeError naming the games known, a registered game that cannot be loaded a
    ``registry.GameLoadError`` (a ScenarioShapeError too) naming the plugin and what is wrong."""
    from gangfight_gui.rules import registry

    if key is None:
        key = DEFAULT_GAME
    if not isinstance(key, str) or key not in registry.known_keys():
        known = ", ".join(registry.known_keys())
        raise ScenarioShapeError(f"game: unknown game {key!r} (known games: {known})")
    game: AnyGame = registry.load(key)
    return game


def playable_games() -> tuple[AnyGame, ...]:
    """Every registered game that loads, in menu order: what a list of games offers. A game
    that cannot be loaded is left out here and named by ``game_problems``."""
    from gangfight_gui.rules import registry

    games: tuple[AnyGame, ...] = registry.load_all()[0]
    return games


def game_problems() -> tuple[str, ...]:
    """One line per registered game that cannot be loaded, naming it, the module it comes from
    and what is wrong (the window's dialog, a command's message); empty when every game loads."""
    from gangfight_gui.rules import registry

    return tuple(str(error) for error in registry.load_all()[1])
