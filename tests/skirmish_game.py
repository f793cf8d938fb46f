"""A small fourth game for the roster tests: "skirmish", installed beside the three built in.

Its fields use every kind a ``FieldSpec`` may have (numbers, optional numbers, decimals, texts,
lists, a choice with labels, a check box) and keys Python keeps for itself (``class``), its
entries are "warriors" priced in "crowns" under ``price``, a roster has fields of its own, and
its rulings (S1, S2) give the editor problems and facts to show. Nothing of the roster layer or
the editor knows it: registered like any plugin, its rosters must read, save, validate and edit
as the built-in games' do.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from typing import Any

from gangfight_gui.rules import registry
from gangfight_gui.rules.game import Choice, FieldSpec, Game, Problem
from gangfight_gui.rules.kinds import CHOICE, NUMBER, OPTIONAL_WHOLE, TEXT, TEXT_LIST, WHOLE, YES_NO
from tests.cli.coin_game import CoinGame

KEY = "skirmish"
TARGET = "tests.skirmish_game:GAME"

MODEL_FIELDS: tuple[FieldSpec, ...] = (
    FieldSpec("name", "Name", TEXT, maximum=60),
    FieldSpec(
        "class",
        "Class",
        CHOICE,
        default="foot",
        choices=("foot", "horse"),
        choice_labels=("On foot", "Mounted"),
    ),
    FieldSpec("ws", "WS", WHOLE, 1, 10, 4, ruling="S1", reading=True, help="Weapon skill"),
    FieldSpec("armour", "Armour", OPTIONAL_WHOLE, 2, 6, None, help="A save, or none"),
    FieldSpec("height", "Height", NUMBER, 0, 20, 1.5, column=False, group="Body"),
    FieldSpec("tricks", "Tricks", TEXT_LIST, maximum=30, column=False),
    FieldSpec("veteran", "Veteran", YES_NO, default=False),
    FieldSpec("price", "Price", WHOLE, 0, 500, 10),
    FieldSpec("wounds", "Wounds", WHOLE, 0, 9, 0, state=True, column=False, on_card=False),
    FieldSpec("notes", "Notes", TEXT, default=""),
)
WEAPON_FIELDS: tuple[FieldSpec, ...] = (
    FieldSpec("name", "Name", TEXT, maximum=60),
    FieldSpec("power", "Power", WHOLE, 0, 5, 1, ruling="S2"),
    FieldSpec("kind", "Kind", CHOICE, default="blade", choices=("blade", "bow")),
    FieldSpec("price", "Price", WHOLE, 0, 100, 0),
    FieldSpec("notes", "Notes", TEXT, default=""),
)
ROSTER_FIELDS: tuple[FieldSpec, ...] = (
    FieldSpec("banner", "Banner", TEXT, maximum=40, default=""),
    FieldSpec("era", "Era", CHOICE, default="old", choices=("old", "new")),
)


class SkirmishGame(CoinGame):
    """The coin game's fight (``tests/cli/coin_game.py``: one die against a TN) under another
    name, with the entries, weapons and roster fields above and rulings of its own."""

    key = KEY
    title = "Skirmish"
    rulings = "SKIRMISH.md"
    rulings_resource = ("tests", "SKIRMISH.md")
    entry_noun = "warrior"
    cost_unit = "crowns"
    cost_key = "price"
    model_fields = MODEL_FIELDS
    weapon_fields = WEAPON_FIELDS
    roster_fields = ROSTER_FIELDS

    def pair_scenarios(
        self, attacker: Mapping[str, Any], target: Mapping[str, Any]
    ) -> tuple[dict[str, Any], ...]:
        return ({"game": KEY, "tn": 4},)

    def choices(
        self, attacker: Mapping[str, Any] | None, targets: Sequence[Mapping[str, Any]], kind: str
    ) -> tuple[Choice, ...]:
        return (Choice("Strike", {"game": KEY, "tn": 4}),)

    def entry_problems(self, entry: Mapping[str, Any]) -> tuple[Problem, ...]:
        """S1: a WS of 10 is a veteran's (a warning); S2: a bow has at most power 3 (an
        error)."""
        name = entry["name"]
        found = []
        if entry["ws"] == 10 and not entry["veteran"]:
            found.append(
                Problem("ws", f"{name}: a WS of 10 is a veteran's (S1)", "S1", error=False)
            )
        for index, weapon in enumerate(entry["weapons"]):
            if weapon["kind"] == "bow" and weapon["power"] > 3:
                found.append(
                    Problem(
                        f"weapons[{index}].power",
                        f"{name}: the bow {weapon['name']} has power {weapon['power']}; a bow "
                        "has at most 3 (S2)",
                        "S2",
                    )
                )
        return tuple(found)

    def entry_facts(self, entry: Mapping[str, Any]) -> tuple[str, ...]:
        return (f"Reach {entry['ws'] * 2} paces (S1)", f"{len(entry['weapons'])} weapons")


GAME: Game[int, float, tuple[int, int]] = SkirmishGame()


@contextmanager
def installed() -> Iterator[None]:
    """The skirmish game registered beside the others, as a separately installed plugin is;
    forgotten afterwards."""
    registry.register(KEY, TARGET)
    try:
        yield
    finally:
        registry.reset()


def warrior(name: str, **values: Any) -> dict[str, Any]:
    """A warrior's file object: the defaults, ``values`` over them."""
    data: dict[str, Any] = {"name": name, "ws": 4, "price": 10, "weapons": []}
    return {**data, **values}


def roster_data(*warriors: dict[str, Any], name: str = "Border riders") -> dict[str, Any]:
    return {
        "format": "gangfight-roster",
        "version": 2,
        "game": KEY,
        "name": name,
        "banner": "The grey hawk",
        "models": list(warriors),
    }


SAMPLE = roster_data(
    warrior(
        "Captain Aldo",
        **{"class": "horse"},
        ws=6,
        armour=4,
        tricks=["Feint", "Parry"],
        veteran=True,
        price=40,
        notes="Leads from the front.",
        weapons=[
            {"name": "Sabre", "power": 2, "kind": "blade", "price": 5},
            {"name": "Short bow", "power": 2, "kind": "bow", "price": 8, "notes": "Twelve arrows"},
        ],
    ),
    warrior("Rider Bea", ws=4, weapons=[{"name": "Lance", "power": 3}]),
    warrior("Rider Cal", ws=3, height=1.8),
)
