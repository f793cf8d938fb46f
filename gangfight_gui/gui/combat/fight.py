"""One fight as the combat panels pass it to each other: what the builder sets up, whatever game.
The panels after the builder read only this and the game's protocol, never the builder's widgets.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from gangfight_gui.gui.combat.later import Later
from gangfight_gui.rules.game import AnyGame


class EntryKey(NamedTuple):
    """An entry by the label of its open roster, its name and its place in that roster.

    ``place`` tells apart two entries of one name; the name is kept beside it because picks are
    remembered across runs and edits: the entry at ``place`` is taken only while it still bears
    ``name``, otherwise the first entry of that name. ``place`` None means "by name".
    """

    roster: str
    name: str
    place: int | None = None


@dataclass(frozen=True, slots=True)
class Alternative:
    """Another way to fight the same pair with the same circumstances (a weapon choice, N8's
    odd die): a row of the results' Choices table."""

    label: str
    scenario: Mapping[str, Any]


Listing = tuple[tuple[Alternative, ...], int]
"""A fight's alternatives and its index among them (``Fight.alternatives``, ``Fight.current``)."""


@dataclass(frozen=True, slots=True)
class Fight:
    """A fight set up in the builder, as every other panel needs it.

    ``scenario`` is exactly what ``gangfight calc`` reads (house rules set): the results pane
    calculates it with ``game.read_scenario`` and ``game.calculate``, so the window and the
    command line always agree.
    """

    game: AnyGame
    scenario: Mapping[str, Any]
    title: str
    """``game.describe(scenario)``: the results' heading."""
    attacker: EntryKey | None
    targets: tuple[EntryKey, ...]
    listed: tuple[Alternative, ...] | Later[Listing] = ()
    """``alternatives`` as given, or (with ``current``) worked out when first read: the builder
    leaves the other choices of the pair to the Choices view that ranks them."""
    listed_current: int = -1
    """``current`` where ``listed`` is given as a tuple."""
    adhoc: tuple[str, ...] = ()
    """The ad hoc numbers in use, a line each ("Attacker ATT 4 (roster: 3)"): the odds are for
    them, not the roster's, and the results say so."""
    extra: Mapping[str, Any] = field(default_factory=dict)
    """Room for what a later panel needs to carry along (a battle's references); never read by
    the results."""

    @property
    def alternatives(self) -> tuple[Alternative, ...]:
        """Every choice (and each of its variants) open to this pair in this kind of attack,
        with the same circumstances, in the builder's order: the Choices table ranks them."""
        listed = self.listed
        return listed.get()[0] if isinstance(listed, Later) else listed

    @property
    def current(self) -> int:
        """This fight's index in ``alternatives``; -1 when none is exactly it."""
        listed = self.listed
        return listed.get()[1] if isinstance(listed, Later) else self.listed_current

    @property
    def who(self) -> tuple[str, EntryKey | None, tuple[EntryKey, ...]]:
        """Who fights whom, in which game: panels keep their held sizes while it stays the same."""
        return (self.game.key, self.attacker, self.targets)
