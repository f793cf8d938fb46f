"""A Yaktribe fighter read into a roster entry: its profile, records, skills, injuries and
equipment, what no field takes kept in its notes and reported."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from gangfight_gui.roster.faults import clipped
from gangfight_gui.roster.imports.report import Fighter, LeftOut, Pending
from gangfight_gui.roster.imports.yaktribe_values import (
    Draft,
    GangReading,
    nearest,
    plain_lines,
    range_words,
    shown,
    unique_name,
)
from gangfight_gui.roster.roster import list_limit, longest_text
from gangfight_gui.rules.engine.limits import MAX_WEAPONS
from gangfight_gui.rules.game import FieldSpec
from gangfight_gui.rules.kinds import found

PROFILE = ("m", "ws", "bs", "s", "t", "w", "i", "a", "ld", "cl", "wil", "int")
"""The characteristics, in the file's and the roster's order (the same keys in both)."""
RECORDS = (("cost", "cost"), ("xp", "xp"), ("kills", "kills"), ("advances", "advance_count"))
"""(roster field, file key) of the numbers a campaign keeps."""
STATUSES = {"alive": "active", "recovery": "in recovery", "dead": "dead"}
"""A fighter's ``status`` (any case) → the roster's ``campaign_status``."""
ACTIVE = "active"
DEAD = "dead"
TO_FILL_IN = "to fill in"
"""The roster's word for an item whose profile is not known yet (a weapon's ``profile``)."""
SAVE = "sv"


class FighterReading(GangReading):
    """The fighters of a gang file, each read into a roster entry and reported."""

    def fighter(self, ganger: object, where: str) -> dict[str, Any] | None:
        """The roster entry of one fighter, or None when it is left out (dead)."""
        if not isinstance(ganger, dict):
            raise self.fail(where, f"must be an object, a fighter (found {found(ganger)})")
        name = (self.text(ganger.get("name"), f"{where}.name") or "").strip()
        kind = (self.text(ganger.get("type"), f"{where}.type") or "").strip()
        status_text = (self.text(ganger.get("status"), f"{where}.status") or "").strip()
        status = STATUSES.get(status_text.lower(), ACTIVE) if status_text else ACTIVE
        draft = Draft({}, name, kind, status)
        if status_text and status_text.lower() not in STATUSES:
            draft.kept_lines.append(f"Status: {status_text} (imported as active)")
        self.read_profile(draft, ganger, where)
        self.read_texts(draft, ganger, where)
        self.read_equipment(draft, ganger.get("equipment"), f"{where}.equipment")
        draft.own_notes = plain_lines(self.text(ganger.get("notes"), f"{where}.notes") or "")
        if status == DEAD and not self.keep_dead:
            self.left_out.append(LeftOut(name or "A fighter without a name", kind, "dead"))
            return None
        return self.commit(draft)

    def fit(self, draft: Draft, spec: FieldSpec, value: int | None, written: str) -> None:
        """Set a whole-number field: as the file has it when the field takes it; else the value
        kept in the notes, the field at the nearest value it takes (a "none" the field cannot be:
        the value a new fighter starts with), and listed to check."""
        key = spec.key
        if value is not None and nearest(spec, value) == value:
            draft.values[key] = value
            return
        if value is None or (value == 0 and key in PROFILE):
            kept = spec.default
            why = "not in the file" if value is None else "none"
        else:
            kept = nearest(spec, value)
            why = ""
        draft.values[key] = kept
        if key in self.checkable:
            draft.unchecked.append(key)
        shown_value = "missing" if value is None else shown(written)
        draft.kept_lines.append(
            f"{spec.label}: {shown_value}" + (f" ({why})" if why and value is not None else "")
        )
        outcome = (
            f"this program takes a {spec.label} {range_words(spec)}; set to {kept}, to check; "
            "the file's value is in the fighter's notes"
        )
        label = f"{spec.label} ({why})" if why and value is not None else spec.label
        self.out(draft, key, label, shown_value, outcome)

    def read_profile(self, draft: Draft, ganger: Mapping[str, Any], where: str) -> None:
        for key in PROFILE:
            spec = self.fields[key]
            raw = ganger.get(key)
            value = self.number(raw, f"{where}.{key}")
            if spec.kind.optional and (value is None or value == 0):
                draft.values[key] = None  # 0: no such characteristic
            else:
                self.fit(draft, spec, value, str(raw))
        draft.values[SAVE] = None  # not in the file: to check
        draft.unchecked.append(SAVE)
        for key, file_key in RECORDS:
            raw = ganger.get(file_key)
            value = self.number(raw, f"{where}.{file_key}")
            if value is None:
                continue  # an optional key: the field's default (0)
            self.fit(draft, self.fields[key], value, str(raw))

    def read_texts(self, draft: Draft, ganger: Mapping[str, Any], where: str) -> None:
        """The type, skills and lasting injuries: what fits the fields, the rest in the notes."""
        draft.values["type"] = self.fitted(draft, self.fields["type"], draft.type)
        for key, file_key in (("skills", "skills"), ("injuries", "injuries")):
            spec = self.fields[key]
            items = self.texts(ganger.get(file_key), f"{where}.{file_key}")
            limit, most = longest_text(spec), list_limit(spec)
            fitting: list[str] = []
            for item in items:
                if len(item) > limit or len(fitting) == most:
                    draft.kept_lines.append(f"{spec.label}: {item}")
                    outcome = (
                        self.cut_words(spec, draft)
                        if len(item) > limit
                        else f"a fighter holds at most {most} here; the rest is in its notes"
                    )
                    if len(fitting) < most:
                        fitting.append(clipped(item, limit))
                    self.out(draft, key, spec.label, shown(item), outcome)
                else:
                    fitting.append(item)
            draft.values[key] = fitting
        draft.values["campaign_status"] = draft.campaign_status

    @staticmethod
    def cut_words(spec: FieldSpec, draft: Draft | None) -> str:
        whose = "the notes" if draft is None else "the fighter's notes"
        return f"cut to {longest_text(spec)} characters; the whole text is in {whose}"

    def fitted(
        self, draft: Draft | None, spec: FieldSpec, text: str, key: str = "", label: str = ""
    ) -> str:
        """``text`` within ``spec``'s length: a longer one cut, kept whole in the fighter's notes
        (``draft``; the gang's, kept by the caller) and reported (under ``key`` and ``label``,
        else the field's own)."""
        if len(text) > longest_text(spec):
            label = label or spec.label
            if draft is not None:
                draft.kept_lines.append(f"{label}: {text}")
            self.out(draft, key or spec.key, label, shown(text), self.cut_words(spec, draft))
        return clipped(text, longest_text(spec))

    def read_equipment(self, draft: Draft, value: object, where: str) -> None:
        """Each piece of equipment as items by name (qty 2: two items, N2), profile to fill in;
        items beyond a fighter's limit named in its notes."""
        if value is None:
            return
        if not isinstance(value, list):
            raise self.fail(where, f"must be a list of items (found {found(value)})")
        limit = longest_text(self.weapon_fields["name"])
        taken: set[str] = set()
        counters: dict[str, int] = {}
        no_room: list[str] = []
        for index, item in enumerate(value):
            place = f"{where}[{index}]"
            if not isinstance(item, dict):
                raise self.fail(
                    place, f"must be an object with a name and a qty (found {found(item)})"
                )
            name = (self.text(item.get("name"), f"{place}.name") or "").strip()
            qty = self.number(item.get("qty"), f"{place}.qty")
            count = 1 if qty is None else qty
            if not name or count < 1:
                if name or count < 0:
                    label = f"Item {name!r}" if name else "An item"
                    self.out(draft, "weapons", f"{label} qty", shown(str(qty)), "not imported")
                continue
            fitting = self.fitted(draft, self.weapon_fields["name"], name, "weapons", "Item")
            room = MAX_WEAPONS - len(draft.weapons)
            for _ in range(min(count, room)):
                item_name = unique_name(fitting, taken, limit, counters)
                taken.add(item_name)
                draft.weapons.append({"name": item_name, "traits": [], "profile": TO_FILL_IN})
            if count > room:
                left = count - room
                no_room.append(f"{name} ×{left:,}" if left > 1 else name)
        if no_room:
            draft.kept_lines.append(f"Also carried (no room): {', '.join(no_room)}")
            outcome = (
                f"a fighter carries at most {MAX_WEAPONS} items here; the others are named in "
                "its notes"
            )
            self.out(draft, "weapons", "Equipment", f"of more than {MAX_WEAPONS} items", outcome)

    def commit(self, draft: Draft) -> dict[str, Any]:
        """Name the fighter apart from the others, finish its notes, and report it."""
        name_limit = longest_text(self.fields["name"])
        own = self.fitted(draft, self.fields["name"], draft.file_name)
        base = own or clipped(draft.type, name_limit) or "Fighter"
        name = unique_name(base, self.names, name_limit, self.counters)
        self.names.add(name)
        if name != base:
            outcome = (
                f"another fighter has it: renamed {name!r} (the roster finds fighters by name)"
            )
            self.out(draft, "name", "Name", shown(base), outcome)
        elif not draft.file_name:
            self.out(draft, "name", "Name", "missing", f"named {name!r}")
        values = {"name": name, **draft.values}
        values["unchecked"] = list(dict.fromkeys(draft.unchecked))
        values["notes"] = self.notes_with(draft.own_notes, draft.kept_lines, draft)
        values["weapons"] = draft.weapons
        self.imported.append(Fighter(name, values["type"], draft.campaign_status))
        for weapon in draft.weapons:
            self.to_fill_in.append(Pending(name, weapon["name"]))
        for key in values["unchecked"]:
            self.to_check.append(Pending(name, self.fields[key].label, key))
        self.out_of_range += [replace(each, fighter=name) for each in draft.out_of_range]
        return values
