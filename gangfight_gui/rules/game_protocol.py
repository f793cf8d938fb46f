"""What every game supplies (``Game``): the only members the CLI, the roster files, the cards and
the window use of a game, so that nothing above ``rules/`` asks which game it holds."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

if TYPE_CHECKING:  # annotations only: finding a game loads none of its parts' modules
    from gangfight_gui.rules.engine.sources import DiceSource
    from gangfight_gui.rules.engine.steps import Step
    from gangfight_gui.rules.field_spec import FieldSpec, Limits
    from gangfight_gui.rules.fight_parts import (
        After,
        AttackKind,
        Choice,
        EntryState,
        Offer,
        Problem,
        TickBoxes,
        TypedProgress,
    )
    from gangfight_gui.rules.outcome_parts import (
        AdviceTable,
        Figure,
        Note,
        OutcomeView,
        TakeDown,
        WhatIf,
    )

ScenarioT = TypeVar("ScenarioT")
OutcomeT = TypeVar("OutcomeT")
RollT = TypeVar("RollT")


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

    def calculate(self, scenario: ScenarioT) -> OutcomeT:
        """The exact outcome; RulesError where the rulings refuse the scenario."""

    def outcome_json(self, outcome: OutcomeT) -> dict[str, Any]:
        """``calc --json`` of the rulings page, field names exactly as written there."""

    def outcome_text(self, outcome: OutcomeT) -> str:
        """``calc`` for a person."""

    def headline(self, outcome: OutcomeT) -> tuple[Figure, ...]:
        """The few odds a player looks at first, most important first: the matrix cell and the
        card show the first."""

    def score(self, outcome: OutcomeT) -> float:
        """How good an outcome is for the attacker: choices, matchups and what-ifs rank by it."""

    def resolve(self, scenario: ScenarioT, dice: DiceSource) -> RollT:
        """One roll, reading dice from ``dice`` in the order a player rolls them."""

    def roll_json(self, roll: RollT) -> dict[str, Any]:
        """One entry of ``roll --json``."""

    def roll_steps(self, roll: RollT) -> tuple[Step, ...]:
        """The roll as steps, their dice in the order read from the source: the CLI's text, the
        window's dice view and copy-as-text render these. A step showing dice read for an
        earlier one again (a Trample's one roll judged against each target) is marked
        ``repeats``, and reads none (``typed_progress`` counts on this order)."""

    def after(self, scenario: ScenarioT, roll: RollT) -> After:
        """What ``roll`` (of ``scenario``) leaves each side in (R25, N17, W17); ``roll_json``
        carries the same as ``"after"``."""

    def entry_state(
        self, entry: Mapping[str, Any], state: Mapping[str, Any] | None = None
    ) -> EntryState:
        """The entry's state as its ``state`` fields hold it, and whether it may fight. ``state``
        (its state fields in a battle) comes apart from the roster ``entry``, as for
        ``card_boxes``, so what was lost of a number the state overwrites can be told
        (Necromunda's wounds, N17); None: the entry's own fields."""

    # -- a duel to the finish (``rules/duel.py``) --

    first_turn_only: tuple[str, ...]
    """Scenario fields (dotted keys) that hold on the first attacker's first turn only (a
    charge): its later turns take each at its default."""

    def after_law(self, scenario: ScenarioT) -> tuple[tuple[After, float], ...]:
        """The exact law of ``after`` over every die the attack may roll, jointly (each distinct
        ``After`` once, with its chance): the chain of these laws is a duel. Chances may fall
        short of 1 by the tail the calculation cuts (below 1e-12), which counts as the target
        no longer able to fight."""

    def end_status(self, entry: Mapping[str, Any]) -> str:
        """The entry's status word once it can no longer fight (``incapacitated``,
        ``out_of_action``, ``destroyed``): a duel ends there; empty while it can fight."""

    def duel_lumped(self, state: Mapping[str, object]) -> Mapping[str, object]:
        """An entry's ``state`` fields as a duel's chain tells states apart: a field that
        changes no odds (WarStrike's hit counter and markers, W9, W14) set to a value that
        stands for every one, so the chain stays small; a duel does not tell such a field at
        its end (E6)."""

    def duel_carried(self, entry: Mapping[str, Any]) -> Mapping[str, int]:
        """The state fields ``duel_lumped`` stands in for that a duel still tells at its end
        (E6), each followed beside the chain as one whole number that each attack adds to
        (``duel_carry``) and that tells the field (``duel_told``): its value for ``entry``."""

    def duel_carry(self, key: str, after: Mapping[str, object]) -> int:
        """What one attack's ``after`` of the entry, made from its lumped state, adds to the
        number ``duel_carried`` follows for ``key``."""

    def duel_told(self, key: str, carried: int) -> object:
        """The field ``key``'s value told at the end (E6) for the number followed."""

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

    def duel_fight(
        self, data: Mapping[str, Any], attacker: Mapping[str, Any], target: Mapping[str, Any]
    ) -> dict[str, Any]:
        """``data`` (the first's fight) with both entries' ``state`` fields taken from
        ``attacker`` and ``target`` as a turn of the duel finds them."""

    def duel_reply(
        self, data: Mapping[str, Any], reply: Mapping[str, Any]
    ) -> dict[str, Any] | None:
        """One of the second's ``pair_scenarios`` as an answer to the first's fight ``data``:
        with the circumstances that carry over mirrored (where they stand, who assists whom);
        None when that answer is not open to it in this duel (a shot at a melee attacker)."""

    # -- a fight, for the builder, the matchups and the cards --

    def offers(
        self, attacker: Mapping[str, Any] | None, target: Mapping[str, Any] | None
    ) -> tuple[Offer, ...]:
        """Every attack kind for this pair, each offered or refused with its reason (in
        ``attack_kinds`` order). ``attacker`` None: only kinds without ``needs_attacker``."""

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

    def choice_label(self, scenario: Mapping[str, Any]) -> str:
        """What one of ``choices`` fights with, in a few words (a matchup's best choice)."""

    def choice_variants(self, scenario: Mapping[str, Any]) -> tuple[Choice, ...]:
        """``scenario`` as each further choice the rules leave the attacker, labelled (N8's odd
        die: one row per weapon taking it). Without one: the scenario alone."""

    def pair_scenarios(
        self, attacker: Mapping[str, Any], target: Mapping[str, Any]
    ) -> tuple[dict[str, Any], ...]:
        """Every scenario a matchup tries for two roster entries (each legal weapon choice of
        each kind worth trying before a game); ``calc`` re-runs each to the same figures."""

    def field_limits(self, scenario: Mapping[str, Any]) -> Mapping[str, Limits]:
        """Bounds of scenario fields that depend on the fight (drops by the pools, R3/R4; bands
        by the weapon's range, R15); fields not named keep their spec's. A key may also be the
        scenario path of an entry's ``state`` field shown beside the picks
        (``target.wounds_taken``: "of Human Veteran's EN 4")."""

    def describe(self, scenario: Mapping[str, Any]) -> str:
        """The fight in a line, as the results' title reads: who, how, and every circumstance
        that counts ("Matron Ilse Vorne charges Forge-boss Kattar (Arc lash); Reaction")."""

    # -- an outcome, for the results pane --

    def views(self, outcome: OutcomeT) -> tuple[OutcomeView, ...]:
        """One view per target of the outcome, in the order of its targets."""

    def notes(self, outcome: OutcomeT) -> tuple[Note, ...]:
        """This project's readings that decided this outcome (shown under the results)."""

    def advice(self, outcome: OutcomeT) -> tuple[AdviceTable, ...]:
        """Tables of the choices within the fight and their odds (R5's drops); may be empty."""

    def what_ifs(self, scenario: Mapping[str, Any]) -> tuple[WhatIf, ...]:
        """Single changes worth trying (a die more, a charge, out of cover); the window
        calculates each and ranks them by ``score``."""

    def takedown(self, scenario: Mapping[str, Any]) -> TakeDown | None:
        """Attacks needed to take the target down if the same attack is repeated, each leaving
        the state the rulings say (R25, N17, W17); None where it does not apply."""

    def typed_progress(self, scenario: ScenarioT, dice: Sequence[int]) -> TypedProgress:
        """The roll as far as ``dice`` (typed at the table, in order) take it: the steps done, the
        dice wanted next and the odds given those typed. NotEnoughDice for a face outside 1–6 or
        dice beyond the roll's end."""

    # -- an entry, for the roster editor and the cards --

    def entry_problems(self, entry: Mapping[str, Any]) -> tuple[Problem, ...]:
        """What the entry breaks beyond its fields' ranges (R7's base sizes, N2's unique weapon
        names…); the roster layer adds what every game shares (names alike, the cost limit)."""

    def entry_facts(self, entry: Mapping[str, Any]) -> tuple[str, ...]:
        """Lines the detail panel shows beside the entry ("Medium: threat 1", 1 wound a hit")."""

    def card_boxes(
        self, entry: Mapping[str, Any], state: Mapping[str, Any] | None = None
    ) -> tuple[TickBoxes, ...]:
        """The rows of tick boxes its card prints (Gangfight: a box per point of EN), counted
        from the roster ``entry``; ``state`` (its ``state`` fields in a battle) ticks them as
        the battle stands (R25, N17, W17). None: nothing ticked, as a printed card is.

        The state comes apart from the entry because a state field may be the very number the
        boxes count (Necromunda's ``w``: the wounds left, N17), so the boxes keep the roster's
        number and the ticks say what was lost."""


AnyGame = Game[Any, Any, Any]
