"""A Yaktribe gang read into a Necromunda roster: every field the file has, where it
goes, and what the report says of it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from gangfight_gui.roster.files import roster_from_json, roster_to_json
from gangfight_gui.roster.imports.yaktribe import (
    ImportedGang,
    import_gang,
    import_gang_data,
    looks_like_gang,
)
from gangfight_gui.rules.engine.limits import MAX_NAME_CHARS, MAX_NOTES_CHARS, MAX_WEAPONS
from gangfight_gui.rules.game import find_game
from tests.roster.imports.gangs import DROP, EXAMPLE, gang, ganger

NECROMUNDA = find_game("necromunda")


def imported(data: object, *, keep_dead: bool = False) -> ImportedGang:
    return import_gang_data(data, "gang.json", keep_dead=keep_dead, default_name="gang")


def fighters(result: ImportedGang) -> list[dict[str, Any]]:
    return [entry.to_json() for entry in result.roster.models]


def only(data: object) -> dict[str, Any]:
    [fighter] = fighters(imported(data))
    return fighter


def item_names(fighter: dict[str, Any]) -> list[str]:
    return [weapon["name"] for weapon in fighter["weapons"]]


# --- the example gang: every key of the shape ----------------------------------------


@pytest.fixture(scope="module")
def jackals() -> ImportedGang:
    return import_gang(EXAMPLE)


def test_the_gang_keeps_its_name_and_notes_with_plain_line_ends(jackals: ImportedGang) -> None:
    roster = jackals.roster
    assert roster.game == "necromunda"
    assert roster.name == "The Cinder Jackals"
    assert roster.notes.startswith("Forged in the slag pits.\nOwe the Guilders 40 credits.\n\n")
    assert "\r" not in roster.notes


def test_what_the_gang_has_no_field_for_is_in_its_notes(jackals: ImportedGang) -> None:
    kept = jackals.roster.notes.split("From Yaktribe:\n")[1].splitlines()
    assert kept == [
        "Campaign: Ashfall Run",
        "Alignment: Outlaw",
        "Yaktribe page: https://yaktribe.games/underhive/gang/40417",
        "Yaktribe gang id: 40417",
        "Gang rating: 1,190",
        "Meat: 2",
        "Territories: Slag Furnace, Drinking Hole",
    ]


def test_the_gangs_type_and_numbers_are_the_rosters_fields(jackals: ImportedGang) -> None:
    roster = jackals.roster
    fields = [roster.value_of(key) for key in ("type", "credits", "reputation", "wealth")]
    assert fields == ["Goliath", 85, 9, 1275]


def test_a_gang_number_out_of_range_is_the_nearest_and_kept_in_the_notes() -> None:
    result = imported(gang(credits="1500000", reputation="-4", wealth=DROP))
    roster = result.roster
    assert [roster.value_of(k) for k in ("credits", "reputation", "wealth")] == [999_999, 0, None]
    assert "Credits: 1,500,000\nReputation: -4\n" in roster.notes
    assert [(o.fighter, o.field, o.value) for o in result.report.out_of_range] == [
        (None, "credits", "1500000"),
        (None, "reputation", "-4"),
    ]
    assert result.report.out_of_range[0].outcome == (
        "this program takes a Credits from 0 to 999,999; set to 999,999; the file's value is in "
        "the roster's notes"
    )


def test_a_fighter_keeps_every_field_the_roster_has(jackals: ImportedGang) -> None:
    vorn = fighters(jackals)[0]
    profile = {key: vorn[key] for key in ("m", "ws", "bs", "s", "t", "w", "i", "a")}
    assert profile == {"m": 4, "ws": 3, "bs": 4, "s": 4, "t": 4, "w": 2, "i": 4, "a": 2}
    assert (vorn["ld"], vorn["cl"], vorn["wil"], vorn["int"]) == (5, 6, 7, 8)
    assert vorn["name"] == "Vorn Ashgrip"
    assert vorn["type"] == "Forge Tyrant"
    assert (vorn["cost"], vorn["xp"], vorn["kills"], vorn["advances"]) == (215, 12, 3, 2)
    assert vorn["skills"] == ["Iron Jaw", "Nerves of Steel"]
    assert vorn["injuries"] == []
    assert vorn["campaign_status"] == "active"
    assert vorn["notes"] == "Never turns his back.\nHates the Orlocks."
    assert vorn["status"] == "standing"  # N17: fresh for the next battle
    assert vorn["flesh_wounds"] == 0


def test_the_save_is_none_and_to_check_for_every_fighter(jackals: ImportedGang) -> None:
    for fighter in fighters(jackals):
        assert fighter["sv"] is None
        assert fighter["unchecked"] == ["sv"]
    assert [(p.fighter, p.key) for p in jackals.report.to_check] == [
        ("Vorn Ashgrip", "sv"),
        ("Drell Kasko", "sv"),
        ("Grubber", "sv"),
        ("Scab Tollo", "sv"),
    ]


def test_equipment_becomes_items_to_fill_in_named_as_n2_asks(jackals: ImportedGang) -> None:
    drell = fighters(jackals)[1]
    # N2: qty 2 is two items, "Fighting knife" and "Fighting knife 2".
    assert item_names(drell) == ["Fighting knife", "Fighting knife 2", "Shotgun - Solid/Scatter"]
    for weapon in drell["weapons"]:
        assert weapon["profile"] == "to fill in"
        assert weapon["traits"] == []  # nothing about the item is guessed
    scab = fighters(jackals)[3]
    assert item_names(scab) == ["Polearm/autogun", "Grenade Launcher w/Frag+Krak"]
    assert [(p.fighter, p.what) for p in jackals.report.to_fill_in] == [
        ("Vorn Ashgrip", "Renderizer"),
        ("Vorn Ashgrip", "Stub gun"),
        ("Vorn Ashgrip", "Frag grenades"),
        ("Drell Kasko", "Fighting knife"),
        ("Drell Kasko", "Fighting knife 2"),
        ("Drell Kasko", "Shotgun - Solid/Scatter"),
        ("Scab Tollo", "Polearm/autogun"),
        ("Scab Tollo", "Grenade Launcher w/Frag+Krak"),
    ]


def test_every_status(jackals: ImportedGang) -> None:
    report = jackals.report
    assert [(f.name, f.campaign_status) for f in report.imported] == [
        ("Vorn Ashgrip", "active"),
        ("Drell Kasko", "in recovery"),
        ("Grubber", "active"),
        ("Scab Tollo", "active"),
    ]
    assert [(f.name, f.type, f.reason) for f in report.left_out] == [
        ("Mags the Brander", "Bully", "dead")
    ]
    kept = import_gang(EXAMPLE, keep_dead=True)
    mags = fighters(kept)[2]
    assert (mags["name"], mags["campaign_status"]) == ("Mags the Brander", "dead")
    assert mags["injuries"] == ["Head Injury"]
    assert kept.report.left_out == ()


def test_a_zero_characteristic_the_roster_may_leave_empty_is_none(jackals: ImportedGang) -> None:
    grubber = fighters(jackals)[2]
    assert (grubber["bs"], grubber["int"]) == (None, None)
    assert grubber["unchecked"] == ["sv"]  # a 0 that means "none" is nothing to check
    assert jackals.report.out_of_range == ()


def test_a_fighter_without_optional_keys_and_with_extra_keys_imports(
    jackals: ImportedGang,
) -> None:
    scab = fighters(jackals)[3]  # no skills, injuries, notes, image or dates; "hired_for" extra
    assert (scab["skills"], scab["injuries"], scab["notes"]) == ([], [], "")


def test_the_roster_is_the_same_after_a_save_and_a_load(jackals: ImportedGang) -> None:
    text = roster_to_json(jackals.roster)
    assert roster_to_json(roster_from_json(text)) == text


# --- the imported roster is a valid roster, with only what is to fill in and check -----------


def test_the_only_problems_are_the_items_to_fill_in_and_the_save(jackals: ImportedGang) -> None:
    problems = [
        (problem.field, problem.error)
        for entry in jackals.roster.models
        for problem in NECROMUNDA.entry_problems(entry.to_json())
    ]
    expected = []
    for fighter in fighters(jackals):
        expected += [(f"weapons[{i}].profile", False) for i in range(len(fighter["weapons"]))]
        expected.append(("sv", False))
    assert problems == expected


def test_a_fight_naming_an_item_to_fill_in_is_refused_with_its_name(
    jackals: ImportedGang,
) -> None:
    vorn, drell = fighters(jackals)[:2]
    scenario = {"game": "necromunda", "attacker": vorn, "target": drell, "weapons": ["Renderizer"]}
    with pytest.raises(ValueError, match="'Renderizer' has no profile yet"):
        NECROMUNDA.calculate(NECROMUNDA.read_scenario(scenario))


# --- numbers and texts as the site writes them -----------------------------------------------


def test_numbers_may_be_strings_with_spaces_or_json_integers() -> None:
    fighter = only(gang(ganger(cost=" 70 ", xp=12, kills="+2", advance_count="")))
    assert (fighter["cost"], fighter["xp"], fighter["kills"], fighter["advances"]) == (70, 12, 2, 0)


def test_profile_numbers_written_as_strings_are_read() -> None:
    fighter = only(gang(ganger(ws="3", bs="0")))
    assert (fighter["ws"], fighter["bs"]) == (3, None)


def test_missing_optional_keys_of_the_gang_and_the_fighter() -> None:
    bare = {"name": "Ossa", "m": 5, "ws": 4, "s": 3, "t": 3, "w": 1, "a": 1}
    result = imported({"gang": {"gang_name": "Bare Bones", "gangers": [bare]}})
    assert result.roster.name == "Bare Bones"
    assert result.roster.notes == ""
    [fighter] = fighters(result)
    assert (fighter["bs"], fighter["i"], fighter["ld"], fighter["int"]) == (None, None, None, None)
    assert (fighter["cost"], fighter["xp"], fighter["type"], fighter["weapons"]) == (0, 0, "", [])
    assert fighter["campaign_status"] == "active"
    assert result.report.out_of_range == ()


def test_a_gang_without_a_name_is_named_after_its_file() -> None:
    result = imported(gang(gang_name=DROP))
    assert result.roster.name == "gang"
    assert "The file names no gang" in result.report.text()


def test_extra_keys_of_newer_exports_are_ignored_and_their_lists_kept() -> None:
    data = gang(
        ganger(pet={"name": "Rat", "nested": [[1, {"x": None}]]}, xp_level="3"),
        hangers_on=["Rogue Doc", "Ammo-jack"],
        settings={"theme": "dark"},
        created=1700000000,
    )
    result = imported(data)
    assert "Hangers on: Rogue Doc, Ammo-jack" in result.roster.notes
    assert "theme" not in result.roster.notes
    assert fighters(result)[0]["name"] == "Kell Varro"


def test_a_stash_of_items_or_names_is_listed_in_the_notes() -> None:
    stash = [{"name": "Frag grenades", "qty": "3"}, "Medicae kit", {"name": "Stimm", "qty": 1}]
    result = imported(gang(stash=stash))
    assert "Stash: Frag grenades ×3, Medicae kit, Stimm" in result.roster.notes


def test_a_stash_of_an_unknown_shape_is_named_not_read() -> None:
    result = imported(gang(stash={"credits": "5"}))
    assert "The stash (an object) was not read." in result.report.kept


# --- statuses ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("status", "campaign"),
    [
        ("Alive", "active"),
        ("alive", "active"),
        ("Recovery", "in recovery"),
        ("RECOVERY", "in recovery"),
    ],
)
def test_alive_and_recovery_fighters_are_kept(status: str, campaign: str) -> None:
    assert only(gang(ganger(status=status)))["campaign_status"] == campaign


def test_dead_fighters_are_left_out_unless_kept() -> None:
    data = gang(ganger("Sull", status="Dead"), ganger("Varga"))
    assert [f["name"] for f in fighters(imported(data))] == ["Varga"]
    assert [f["name"] for f in fighters(imported(data, keep_dead=True))] == ["Sull", "Varga"]


def test_a_status_this_program_does_not_know_imports_the_fighter_as_active() -> None:
    fighter = only(gang(ganger(status="Captured")))
    assert fighter["campaign_status"] == "active"
    assert "Status: Captured (imported as active)" in fighter["notes"]


def test_a_dead_fighters_findings_stay_out_of_the_report() -> None:
    result = imported(gang(ganger("Sull", status="Dead", ws=0), ganger("Varga")))
    assert result.report.out_of_range == ()
    assert [p.fighter for p in result.report.to_fill_in] == ["Varga"]


# --- equipment --------------------------------------------------------------------------------


def test_quantities_make_items_named_apart() -> None:
    equipment = [
        {"name": "Knife", "qty": "3"},
        {"name": "Knife", "qty": "1"},
        {"name": "Stub gun"},
        {"name": "Frag grenades", "qty": "0"},
        {"name": "Unarmed", "qty": "1"},
    ]
    fighter = only(gang(ganger(equipment=equipment)))
    assert item_names(fighter) == [
        "Knife",
        "Knife 2",
        "Knife 3",
        "Knife 4",
        "Stub gun",
        "Unarmed 2",
    ]


def test_items_beyond_a_fighters_limit_are_named_in_its_notes() -> None:
    equipment = [{"name": "Autogun", "qty": "18"}, {"name": "Frag grenades", "qty": "999999999"}]
    result = imported(gang(ganger(equipment=equipment)))
    [fighter] = fighters(result)
    assert len(fighter["weapons"]) == MAX_WEAPONS
    assert item_names(fighter)[-2:] == ["Frag grenades", "Frag grenades 2"]
    assert "Also carried (no room): Frag grenades ×999,999,997" in fighter["notes"]
    [finding] = result.report.out_of_range
    assert finding.label == "Equipment"


def test_a_negative_quantity_is_named_and_the_item_not_imported() -> None:
    result = imported(gang(ganger(equipment=[{"name": "Lasgun", "qty": "-2"}])))
    assert fighters(result)[0]["weapons"] == []
    [finding] = result.report.out_of_range
    assert (finding.label, finding.value, finding.outcome) == (
        "Item 'Lasgun' qty",
        "-2",
        "not imported",
    )


# --- values this program's ranges do not take -------------------------------------------------


def test_a_zero_where_the_roster_needs_a_value_is_set_to_the_default_and_to_check() -> None:
    result = imported(gang(ganger(ws=0)))
    [fighter] = fighters(result)
    assert fighter["ws"] == 4  # the WS a new fighter starts with
    assert fighter["unchecked"] == ["ws", "sv"]
    assert "WS: 0 (none)" in fighter["notes"]
    [finding] = result.report.out_of_range
    assert (finding.fighter, finding.field, finding.label, finding.value) == (
        "Kell Varro",
        "ws",
        "WS (none)",
        "0",
    )
    assert "set to 4, to check" in finding.outcome


@pytest.mark.parametrize(
    ("key", "value", "field", "kept"),
    [
        ("ws", 7, "ws", 6),
        ("ws", 1, "ws", 2),
        ("a", 25, "a", 20),
        ("m", 14, "m", 12),
        ("bs", 9, "bs", 6),
        ("ld", 13, "ld", 12),
        ("cost", "12000", "cost", 9999),
        ("xp", "10500", "xp", 9999),
        ("kills", "-1", "kills", 0),
        ("advance_count", "100", "advances", 99),
    ],
)
def test_a_value_out_of_range_is_the_nearest_the_field_takes_and_to_check(
    key: str, value: object, field: str, kept: int
) -> None:
    result = imported(gang(ganger(**{key: value})))
    [fighter] = fighters(result)
    assert fighter[field] == kept
    assert field in fighter["unchecked"]
    [finding] = result.report.out_of_range
    assert (finding.field, finding.value) == (field, str(value))
    assert f"set to {kept}, to check" in finding.outcome
    assert f": {value}" in fighter["notes"]


def test_a_missing_characteristic_the_roster_needs_is_the_default_and_to_check() -> None:
    [fighter] = fighters(result := imported(gang(ganger(t=DROP))))
    assert (fighter["t"], fighter["unchecked"]) == (3, ["t", "sv"])
    [finding] = result.report.out_of_range
    assert (finding.field, finding.value) == ("t", "missing")


def test_a_long_name_is_cut_and_kept_whole_in_the_notes() -> None:
    long_name = "Kell " + "the Unbroken " * 30
    result = imported(gang(ganger(long_name)))
    [fighter] = fighters(result)
    assert len(fighter["name"]) <= MAX_NAME_CHARS
    assert f"Name: {long_name.strip()}" in fighter["notes"]
    assert result.report.out_of_range[0].field == "name"


def test_two_fighters_of_one_name_are_named_apart() -> None:
    result = imported(gang(ganger("Varga"), ganger("Varga"), ganger("Varga")))
    assert [f["name"] for f in fighters(result)] == ["Varga", "Varga 2", "Varga 3"]
    assert [o.outcome.split(":")[1].strip() for o in result.report.out_of_range] == [
        "renamed 'Varga 2' (the roster finds fighters by name)",
        "renamed 'Varga 3' (the roster finds fighters by name)",
    ]


def test_a_fighter_without_a_name_is_named_after_its_type() -> None:
    result = imported(gang(ganger("", type="Juve"), ganger("  ", type="")))
    assert [f["name"] for f in fighters(result)] == ["Juve", "Fighter"]


def test_too_many_skills_keep_the_first_and_name_the_rest_in_the_notes() -> None:
    skills = [f"Skill {n}" for n in range(60)]
    result = imported(gang(ganger(skills=skills, injuries=["x" * 150])))
    [fighter] = fighters(result)
    assert fighter["skills"] == skills[:50]
    assert "Skills: Skill 59" in fighter["notes"]
    assert fighter["injuries"] == ["x" * 99 + "…"]
    assert len(result.report.out_of_range) == 11


def test_huge_notes_are_cut_to_the_limit_keeping_what_the_import_adds() -> None:
    result = imported(gang(ganger(notes="n" * 50_000, ws=0), gang_notes="g" * 50_000))
    [fighter] = fighters(result)
    assert len(fighter["notes"]) == MAX_NOTES_CHARS
    assert fighter["notes"].endswith("From Yaktribe:\nWS: 0 (none)")
    assert len(result.roster.notes) == MAX_NOTES_CHARS
    assert result.roster.notes.endswith("Territories: Old Ruins")
    assert {o.field for o in result.report.out_of_range} == {"notes", "ws"}


# --- telling a gang file from a roster --------------------------------------------------------


def test_a_gang_file_is_told_from_a_roster_by_its_start() -> None:
    assert looks_like_gang(EXAMPLE.read_bytes())
    assert looks_like_gang(b'\xef\xbb\xbf {\n  "gang" : {}}')
    assert not looks_like_gang(b'{"format": "gangfight-roster", "gang": {}}')
    assert not looks_like_gang(b"")


def test_an_empty_gang_imports_as_an_empty_roster(tmp_path: Path) -> None:
    result = imported(gang(gangers=[]))
    assert result.roster.models == ()
    assert result.report.text().startswith(
        'Imported "The Brass Hounds" (Necromunda) from gang.json: 0 fighters.'
    )


def test_a_stash_quantity_is_shown_as_written_however_long() -> None:
    stash = [{"name": "Ammo", "qty": "9" * 5000}, {"name": "Rope", "qty": True}]
    notes = imported(gang(stash=stash, gang_id=10**30)).roster.notes
    assert "Stash: Ammo ×" + "9" * 39 + "…, Rope\n" in notes + "\n"
    assert "Yaktribe gang id: 1" + "0" * 30 in notes


def test_images_dates_and_fighter_ids_are_not_kept() -> None:
    url = "https://example.org/portrait.png"
    result = imported(
        gang(ganger(image=url, ganger_id="77", datetime_added="2024"), gang_image=url)
    )
    [fighter] = fighters(result)
    assert url not in result.roster.notes + fighter["notes"]
    assert "77" not in fighter["notes"] and "2024" not in fighter["notes"]
