"""What the combat builder shows: the fight worked out from the player's wishes (``Setup``) and
its rows, plain data without a widget (``plan.plan`` makes it)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from gangfight_gui.gui.combat.builder.entries import Catalogue
from gangfight_gui.gui.combat.builder.wishes import Wishes
from gangfight_gui.gui.combat.fight import Alternative, EntryKey, Fight
from gangfight_gui.gui.combat.later import Later
from gangfight_gui.rules.game import AnyGame, AttackKind, Choice, FieldSpec, Limits, Offer

ATTACKER, TARGET = 0, 1
SIDES = ("attacker", "target")


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
    shown_menu: tuple[MenuRow, ...] = ()
    """The Weapons menu as known without working out every choice: every choice, the variants
    of the one set up (all of ``menu`` once ``options`` is worked out)."""
    shown_current: int = -1
    """The row of ``shown_menu`` on screen; -1 when there is none."""
    fields: tuple[FieldRow, ...] = ()
    """The circumstances that apply, in the game's order."""
    fight: Fight | None = None
    refusal: str = ""
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
