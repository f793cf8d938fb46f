"""The card's content and the page geometry, without drawing anything."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gangfight_gui.cards import layout
from gangfight_gui.cards.layout import Rect
from gangfight_gui.rules.gangfight.profile import MAX_ATTRIBUTE, WeaponKind
from tests.cards.rosters import GOBLIN, HUMAN_VETERAN, ORC_BRAVE, ZOG, gang, weapon


def test_identity_line_gives_size_base_and_threat() -> None:
    card = layout.card_content(ORC_BRAVE, "Ironjaw Boyz")
    assert card.name == "Orc Brave"
    assert (card.size, card.base, card.threat) == ("Medium", "32 mm", '1"')  # R8
    assert card.roster_name == "Ironjaw Boyz"


def test_without_a_base_the_card_gives_the_legal_range() -> None:
    card = layout.card_content(HUMAN_VETERAN)
    assert card.base == "20–32 mm"  # R7
    assert layout.card_content(GOBLIN).threat == '0.5"'


def test_profile_in_card_order_with_abbreviations() -> None:
    card = layout.card_content(ORC_BRAVE)
    assert [(s.label, s.value) for s in card.stats] == [
        ("ATT", 3),
        ("DEF", 3),
        ("MAR", 2),
        ("ARM", 4),
        ("DAM", 4),
        ("EN", 4),
        ("INI", 2),
        ("MOV", 5),
        ("AP", 2),
    ]


def test_weapon_damage_includes_its_bonus_and_ranged_kinds_their_range() -> None:
    axe, axes = layout.card_content(ORC_BRAVE).weapons
    assert (axe.name, axe.kind_label, axe.damage, axe.range_in) == (
        "Double Handed Weapon",
        "two-handed",
        6,  # R13: DAM 4 + bonus 2
        None,
    )
    assert (axes.kind_label, axes.damage, axes.range_in) == ("ranged", 4, 8)


def test_shield_makes_no_attack_and_pistol_has_a_range() -> None:
    sword, shield, pistol = layout.card_content(HUMAN_VETERAN).weapons
    assert (sword.damage, sword.range_in) == (5, None)
    assert (shield.damage, shield.range_in, shield.note) == (None, None, "off-hand, no attack")
    assert (pistol.kind, pistol.damage, pistol.range_in) == (WeaponKind.PISTOL, 5, 12)


def test_ranged_weapon_without_a_range_says_so() -> None:
    model = GOBLIN.model_copy(update={"weapons": (weapon("Sling", WeaponKind.RANGED),)})
    sling = layout.card_content(model).weapons[0]
    assert (sling.kind, sling.range_in) == (WeaponKind.RANGED, None)  # printed as "?"


def test_model_without_melee_weapon_fights_unarmed() -> None:
    bow, unarmed = layout.card_content(GOBLIN).weapons
    assert bow.range_in == 18.5
    assert (unarmed.name, unarmed.damage, unarmed.range_in) == ("Unarmed", 3, None)
    assert [w.name for w in layout.card_content(ORC_BRAVE).weapons] == [
        "Double Handed Weapon",
        "Throwing axes",
    ]


def test_negative_bonus_never_prints_a_negative_damage() -> None:
    weak = GOBLIN.model_copy(
        update={"damage": 1, "weapons": (weapon("Twig", WeaponKind.HAND, -3),)}
    )
    assert layout.card_content(weak).weapons[0].damage == 0


def test_perks_notes_and_cost() -> None:
    orc = layout.card_content(ORC_BRAVE)
    assert orc.perks == ("Marauder",)
    assert orc.cost == 15  # model 12 + weapon 3
    veteran = layout.card_content(HUMAN_VETERAN)
    assert veteran.notes == ("Veteran of the Ash Wars.", "Pistol: Reload after each shot")
    assert veteran.cost is None


def test_text_is_kept_as_written() -> None:
    card = layout.card_content(ZOG)
    assert card.name == "<b>Zog</b>"
    assert card.weapons[0].name == "<i>Club</i> & co"


def test_one_line_fields_lose_line_breaks() -> None:
    model = GOBLIN.model_copy(update={"name": "Goblin\nSneak\tthe\r\nSly"})
    assert layout.card_content(model).name == "Goblin Sneak the Sly"


def test_roster_cards_one_per_model_in_order() -> None:
    cards = layout.roster_cards(gang(ORC_BRAVE, GOBLIN, ZOG))
    assert [c.name for c in cards] == ["Orc Brave", "Goblin Sneak", "<b>Zog</b>"]
    assert {c.roster_name for c in cards} == {"Ironjaw Boyz"}


# Wound track


@pytest.mark.parametrize("endurance", [1, 2, 4, 5, 6, 10, 12, 25, MAX_ATTRIBUTE])
def test_wound_track_has_one_box_per_point_of_endurance(endurance: int) -> None:
    model = ORC_BRAVE.model_copy(update={"endurance": endurance})
    card = layout.card_content(model)
    assert card.wound_boxes == endurance
    track = layout.wound_track(card.wound_boxes, 40.0)
    assert len(track.boxes) == endurance


def test_no_endurance_no_boxes() -> None:
    assert layout.wound_track(0, 40.0) == layout.WoundTrack((), 0.0)


@given(st.integers(1, MAX_ATTRIBUTE), st.floats(20.0, 60.0))
def test_wound_boxes_stay_in_the_width_and_never_overlap(endurance: int, width: float) -> None:
    track = layout.wound_track(endurance, width)
    assert len(track.boxes) == endurance
    for box in track.boxes:
        assert box.x >= 0 and box.right <= width + 1e-9
        assert box.y >= 0 and box.bottom <= track.height + 1e-9
    corners = {(round(b.x, 6), round(b.y, 6)) for b in track.boxes}
    assert len(corners) == endurance


def test_wound_rows_break_after_whole_groups_of_five() -> None:
    track = layout.wound_track(12, 45.0)
    rows: dict[float, int] = {}
    for box in track.boxes:
        rows[box.y] = rows.get(box.y, 0) + 1
    assert list(rows.values()) == [10, 2]


@given(st.integers(1, MAX_ATTRIBUTE))
def test_every_full_row_is_whole_groups_of_five(endurance: int) -> None:
    track = layout.wound_track(endurance, 50.0)
    per_row: dict[float, int] = {}
    for box in track.boxes:
        per_row[box.y] = per_row.get(box.y, 0) + 1
    *full, _last = per_row.values()
    assert all(count % layout.WOUND_GROUP == 0 for count in full)


def test_small_endurance_gets_the_biggest_boxes() -> None:
    assert layout.wound_track(4, 40.0).boxes[0].width == max(layout.WOUND_BOX_SIZES_MM)
    assert layout.wound_track(40, 40.0).boxes[0].width < max(layout.WOUND_BOX_SIZES_MM)


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
