"""The card's content and the page geometry, without drawing anything: one layout for every
game, made from its field declarations (profile, weapons, tick boxes, cost unit, facts)."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gangfight_gui.cards import layout
from gangfight_gui.cards.layout import Rect
from gangfight_gui.roster.files import load_roster, roster_from_data
from gangfight_gui.roster.night.entries import entries_of, entry_cost
from gangfight_gui.rules.game import AnyGame, find_game
from gangfight_gui.rules.kinds import OPTIONAL_WHOLE, TEXT, WHOLE
from tests.cards.rosters import GOBLIN, HUMAN_VETERAN, ORC_BRAVE, ZOG, gang
from tests.every_game import pair_data, sample_paths

BOXES = {
    "gangfight": lambda e: [("Wounds", e["endurance"])],
    "necromunda": lambda e: [("Wounds", e["w"]), ("Flesh wounds", e["t"])],
    "warstrike": lambda e: [("Models", e["count"])],
}
"""The tick boxes each card must have: a box per point of EN (R14); Necromunda's wounds and its
flesh wounds up to T (N13); a WarStrike unit's models (W17)."""


def test_a_card_is_made_of_its_games_fields(matchup_game: AnyGame) -> None:
    game = matchup_game
    roster = roster_from_data(pair_data(game.key)[0])
    cards = layout.roster_cards(roster)
    entries = entries_of(roster)
    assert [c.name for c in cards] == [e["name"] for e in entries]
    on_card = [s for s in game.model_fields if s.on_card]
    whole = [s for s in on_card if s.kind in (WHOLE, OPTIONAL_WHOLE) and s.key != game.cost_key]
    arms = [s for s in game.weapon_fields if s.on_card and s.key not in ("name", game.cost_key)]
    short = [s for s in arms if s.kind is TEXT and (s.maximum or 99) <= layout.SHORT_TEXT]
    numbers = [s for s in arms if s.kind.number or s in short][: layout.MAX_WEAPON_COLUMNS]
    for card, entry in zip(cards, entries, strict=True):
        assert card.subtitle.startswith(game.title)
        assert [stat.label for stat in card.stats] == [s.label for s in whole]
        for stat, spec in zip(card.stats, whole, strict=True):
            value = entry.get(spec.key)
            plus = "+" if spec.target else ""
            assert stat.value == (layout.NO_VALUE if value is None else f"{value}{plus}")
        assert card.columns == tuple(s.label.upper() for s in numbers)
        assert [w.name for w in card.weapons] == [w["name"] for w in entry["weapons"]]
        assert card.boxes == game.card_boxes(entry)
        assert card.facts == game.entry_facts(entry)
        assert card.cost_unit == game.cost_unit
        assert card.cost == entry_cost(game, entry)
        assert card.roster_name == roster.name


@pytest.mark.parametrize("key", list(BOXES))
def test_every_entry_has_its_games_tick_boxes(key: str) -> None:
    for entry in entries_of(load_roster(sample_paths(key)[0]).roster):
        card = layout.card_content(find_game(key), entry)
        assert [(b.label, b.count) for b in card.boxes] == BOXES[key](entry)


def _entry(model: object) -> dict[str, Any]:
    return entries_of(gang(model))[0]  # type: ignore[arg-type]


GANGFIGHT = find_game("gangfight")


def test_a_gangfight_card_reads_as_the_player_knows_it() -> None:
    card = layout.card_content(GANGFIGHT, _entry(ORC_BRAVE), "Ironjaw Boyz")
    assert card.subtitle == "Gangfight  ·  Medium  ·  Base 32 mm"
    assert [(s.label, s.value) for s in card.stats] == [
        ("ATT", "3"), ("DEF", "3"), ("MAR", "2"), ("ARM", "4"), ("DAM", "4"), ("EN", "4"),
        ("INI", "2"), ("MOV", "5"), ("AP", "2"),
    ]  # fmt: skip
    axe, axes = card.weapons
    assert card.columns == ("DAM BONUS", "RANGE")
    assert (axe.name, axe.note, axe.cells) == ("Double Handed Weapon", "Two-handed", ("2", "–"))
    assert (axes.note, axes.cells) == ("Ranged", ("0", '8"'))
    assert card.tags == (("Perks", "marauder"),)
    assert card.cost == 15  # the model's 12 and its weapon's 3
    assert card.cost_unit == "pts"
    assert [(b.label, b.count) for b in card.boxes] == [("Wounds", 4)]  # R14
    assert 'Threat range: 1" (R8)' in card.facts


def test_a_necromunda_card_prints_its_tests_as_targets_and_strength_under_a_heading() -> None:
    """N2: WS 2 is 2+, Sv 4 is 4+ (as the game's profiles print them); a weapon's strength is
    a column headed S beside AP and D, not a grey "2" among its traits."""
    necromunda = find_game("necromunda")
    matron = entries_of(load_roster(sample_paths("necromunda")[0]).roster)[0]
    card = layout.card_content(necromunda, matron)
    stats = dict((s.label, s.value) for s in card.stats)
    assert (stats["M"], stats["WS"], stats["S"], stats["Sv"]) == ("5", "2+", "3", "4+")
    assert (stats["Ld"], stats["A"], stats["W"]) == ("5+", "3", "2")
    assert card.columns == ("S", "AP", "D")
    lash, pistol = card.weapons
    assert (lash.name, lash.note, lash.cells) == ("Arc lash", "Melee, Versatile", ("S", "-1", "1"))
    assert (pistol.note, pistol.cells) == ("Sidearm", ("2", "-2", "1"))


def test_notes_of_the_entry_then_of_each_weapon() -> None:
    veteran = layout.card_content(GANGFIGHT, _entry(HUMAN_VETERAN))
    assert veteran.notes == ("Veteran of the Ash Wars.", "Pistol: Reload after each shot")
    assert veteran.cost is None
    assert layout.card_content(GANGFIGHT, _entry(GOBLIN)).notes == ()


def test_text_is_kept_as_written() -> None:
    card = layout.card_content(GANGFIGHT, _entry(ZOG))
    assert card.name == "<b>Zog</b>"
    assert card.weapons[0].name == "<i>Club</i> & co"


def test_one_line_fields_lose_line_breaks() -> None:
    model = GOBLIN.with_value("name", "Goblin\nSneak\tthe\r\nSly")
    assert layout.card_content(GANGFIGHT, _entry(model)).name == "Goblin Sneak the Sly"


def test_roster_cards_one_per_entry_in_order() -> None:
    cards = layout.roster_cards(gang(ORC_BRAVE, GOBLIN, ZOG))
    assert [c.name for c in cards] == ["Orc Brave", "Goblin Sneak", "<b>Zog</b>"]
    assert {c.roster_name for c in cards} == {"Ironjaw Boyz"}


# Tick boxes


@pytest.mark.parametrize("count", [1, 2, 4, 5, 6, 10, 12, 25, 99])
def test_a_track_has_one_box_each(count: int) -> None:
    assert len(layout.box_track(count, 40.0).boxes) == count


def test_no_count_no_boxes() -> None:
    assert layout.box_track(0, 40.0) == layout.BoxTrack((), 0.0)


@given(st.integers(1, 99), st.floats(20.0, 60.0))
def test_boxes_stay_in_the_width_and_never_overlap(count: int, width: float) -> None:
    track = layout.box_track(count, width)
    assert len(track.boxes) == count
    for box in track.boxes:
        assert box.x >= 0 and box.right <= width + 1e-9
        assert box.y >= 0 and box.bottom <= track.height + 1e-9
    corners = {(round(b.x, 6), round(b.y, 6)) for b in track.boxes}
    assert len(corners) == count


def test_rows_break_after_whole_groups_of_five() -> None:
    track = layout.box_track(12, 45.0)
    rows: dict[float, int] = {}
    for box in track.boxes:
        rows[box.y] = rows.get(box.y, 0) + 1
    assert list(rows.values()) == [10, 2]


@given(st.integers(1, 99))
def test_every_full_row_is_whole_groups_of_five(count: int) -> None:
    track = layout.box_track(count, 50.0)
    per_row: dict[float, int] = {}
    for box in track.boxes:
        per_row[box.y] = per_row.get(box.y, 0) + 1
    *full, _last = per_row.values()
    assert all(n % layout.BOX_GROUP == 0 for n in full)


def test_a_few_boxes_get_the_biggest_size() -> None:
    assert layout.box_track(4, 40.0).boxes[0].width == max(layout.BOX_SIZES_MM)
    assert layout.box_track(40, 40.0).boxes[0].width < max(layout.BOX_SIZES_MM)


# Page geometry


def _overlap(a: Rect, b: Rect) -> bool:
    return (
        a.x < b.right - 1e-9
        and b.x < a.right - 1e-9
        and a.y < b.bottom - 1e-9
        and (b.y < a.bottom - 1e-9)
    )


@pytest.mark.parametrize(("page_size", "size"), [("A4", (210, 297)), ("Letter", (215.9, 279.4))])
def test_nine_poker_cards_per_sheet_inside_the_margins(
    page_size: str, size: tuple[float, float]
) -> None:
    grid = layout.page_grid(page_size)
    assert (grid.width, grid.height) == size
    assert (grid.columns, grid.rows, grid.per_page) == (3, 3, 9)
    for slot in grid.slots:
        assert (slot.width, slot.height) == (63.0, 88.0)
        assert slot.x >= layout.MIN_MARGIN_MM and slot.right <= grid.width - layout.MIN_MARGIN_MM
        assert slot.y >= layout.MIN_MARGIN_MM
        assert slot.bottom <= grid.height - layout.MIN_MARGIN_MM + 1e-9
    for index, slot in enumerate(grid.slots):
        assert not any(_overlap(slot, other) for other in grid.slots[index + 1 :])
    # Centred on the sheet.
    assert grid.slots[0].x == pytest.approx(grid.width - grid.slots[-1].right)
    assert grid.slots[0].y == pytest.approx(grid.height - grid.slots[-1].bottom)


@pytest.mark.parametrize("page_size", ["A4", "Letter"])
def test_cut_marks_line_up_with_card_edges_in_the_margin(page_size: str) -> None:
    grid = layout.page_grid(page_size)
    xs = {round(s.x, 6) for s in grid.slots} | {round(s.right, 6) for s in grid.slots}
    ys = {round(s.y, 6) for s in grid.slots} | {round(s.bottom, 6) for s in grid.slots}
    assert len(grid.cut_marks) == 2 * len(xs) + 2 * len(ys)
    for mark in grid.cut_marks:
        assert min(mark.x1, mark.x2) >= 0 and max(mark.x1, mark.x2) <= grid.width
        assert min(mark.y1, mark.y2) >= 0 and max(mark.y1, mark.y2) <= grid.height
        if mark.x1 == mark.x2:  # vertical: extends a card edge above or below the grid
            assert round(mark.x1, 6) in xs
        else:
            assert mark.y1 == mark.y2 and round(mark.y1, 6) in ys
        segment = Rect(
            min(mark.x1, mark.x2),
            min(mark.y1, mark.y2),
            abs(mark.x2 - mark.x1) or 1e-6,
            abs(mark.y2 - mark.y1) or 1e-6,
        )
        assert not any(_overlap(segment, slot) for slot in grid.slots), "mark on a card"


@pytest.mark.parametrize(
    ("cards", "pages"), [(0, 1), (1, 1), (8, 1), (9, 1), (10, 2), (18, 2), (19, 3), (100, 12)]
)
def test_pages_for_cards(cards: int, pages: int) -> None:
    assert layout.page_grid("A4").pages_for(cards) == pages
    assert layout.page_grid("Letter").pages_for(cards) == pages


def test_unknown_page_size_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown page size 'A5'"):
        layout.page_grid("A5")


@pytest.mark.parametrize("key", list(BOXES))
def test_a_card_prints_its_boxes_empty_whatever_the_battle(key: str) -> None:
    """An entry carrying a battle's state (a wound taken, a flesh wound, one model left) still
    prints empty boxes: the cards are for the table, ticked there."""
    game = find_game(key)
    hurt = {s.key: 1 for s in game.model_fields if s.state and s.kind in (WHOLE, OPTIONAL_WHOLE)}
    ticked_somewhere = False
    for entry in entries_of(load_roster(sample_paths(key)[0]).roster):
        card = layout.card_content(game, entry | hurt)
        assert [b.ticked for b in card.boxes] == [0] * len(card.boxes)
        ticked_somewhere |= any(b.ticked for b in game.card_boxes(entry, hurt))
    assert ticked_somewhere  # the same state ticks the battle's boxes
