"""The two sides as a fight takes them: each entry with this fight's state and ad hoc numbers,
shown beside the roster's, and the circumstances that are the target's state."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from gangfight_gui.gui.combat.builder.setup import ATTACKER, SIDES, TARGET, NumberRow, Side
from gangfight_gui.gui.combat.builder.wishes import Wishes
from gangfight_gui.rules.game import AnyGame, AttackKind, FieldSpec, Limits
from gangfight_gui.rules.kinds import takes


def shown_value(spec: FieldSpec, value: object) -> str:
    """A value as a player reads it ("yes", a choice's label, the field's blank for none):
    the words a battle's log uses for the same fields (``roster/night/battle.value_text``)."""
    from gangfight_gui.roster.night.battle import value_text  # with the first roster open

    return value_text(spec, value)


def entry_value(spec: FieldSpec, entry: Mapping[str, Any] | None) -> object:
    """A field's value in a roster entry: written, else its default."""
    return spec.default if entry is None else entry.get(spec.key, spec.default)


def fighting_entry(
    game: AnyGame, entry: Mapping[str, Any] | None, wishes: Wishes, side: int
) -> dict[str, Any] | None:
    """The entry with this fight's ad hoc numbers and state (only values its fields take)."""
    if entry is None:
        return None
    changes = {**wishes.states[side], **wishes.tweaks[side]}
    taken = {
        spec.key: changes[spec.key]
        for spec in game.model_fields
        if (spec.tweak or spec.state) and spec.key in changes and takes(spec, changes[spec.key])
    }
    return {**entry, **taken}


def target_states(game: AnyGame) -> dict[str, str]:
    """Each circumstance that is the target's state field, with that field's key
    (WarStrike's ``defender.models`` → ``models_left``, label and key alike; Gangfight's
    *Target prone*, ``target_prone`` → ``prone``): the builder shows it in the target's row of
    the state at the start, in that field's place (two boxes for one thing)."""
    found = _TARGET_STATES.get(game.key)
    if found is None:
        states = [spec for spec in game.model_fields if spec.state and not spec.tweak]
        found = _TARGET_STATES[game.key] = {
            field.key: state.key
            for field in game.scenario_fields
            if (state := next((s for s in states if _same_field(field, s)), None)) is not None
        }
    return found


_TARGET_STATES: dict[str, dict[str, str]] = {}


def _same_field(circumstance: FieldSpec, state: FieldSpec) -> bool:
    """Whether a circumstance is the target's ``state`` field: its key ends in the state's,
    after a dot (``defender.models``) or as the target's (``target_prone``), and its label is
    the state's, or the target's ("Target prone")."""
    key, label = circumstance.key, circumstance.label.lower()
    own = state.label.lower()
    keyed = key.rsplit(".", 1)[-1] == state.key or key == f"target_{state.key}"
    return keyed and label in (own, f"target {own}")


def _state_limits(limits: Mapping[str, Limits], side: int, key: str) -> Limits:
    """A state field's bounds for this fight: ``field_limits`` names it by its scenario path
    (``target.wounds_taken``; the first of several targets ``targets[0]…`` or ``targets.0…``)."""
    role = SIDES[side]
    paths = [f"{role}.{key}"]
    if side == TARGET:
        paths += [f"targets[0].{key}", f"targets.0.{key}"]
    return next((limits[path] for path in paths if path in limits), Limits())


def number_rows(
    game: AnyGame,
    entry: Mapping[str, Any] | None,
    fighting: Mapping[str, Any] | None,
    flag: str,
    wishes: Wishes,
    side: int,
    limits: Mapping[str, Limits],
) -> tuple[NumberRow, ...]:
    """A side's ad hoc numbers (``flag`` "tweak") or state fields ("state") as shown."""
    if entry is None or fighting is None:
        return ()
    hidden = target_states(game).values() if flag == "state" and side == TARGET else ()
    return tuple(
        NumberRow(
            spec,
            entry_value(spec, fighting),
            entry_value(spec, entry),
            _state_limits(limits, side, spec.key) if flag == "state" else Limits(),
            spec.key not in hidden,
        )
        for spec in game.model_fields
        if getattr(spec, flag) and not (flag == "state" and spec.tweak)
    )


def adhoc_lines(game: AnyGame, sides: Sequence[Side], kind: AttackKind) -> tuple[str, ...]:
    """The numbers and state set for this fight only, each beside the roster's, so no text
    hides them: "Orc Brave, this fight only: ATT 4 (roster 3)"."""
    lines = []
    for index, side in enumerate(sides):
        if side.entry is None or (index == ATTACKER and not kind.needs_attacker):
            continue
        parts = [
            f"{row.spec.label} {shown_value(row.spec, row.value)} "
            f"(roster {shown_value(row.spec, row.roster)})"
            for row in (*side.states, *side.tweaks)
            if row.changed
        ]
        if parts:
            lines.append(
                f"{side.entry.get('name', SIDES[index])}, this fight only: {', '.join(parts)}"
            )
    if kind.targets > 1 and any(
        row.changed for row in (*sides[TARGET].tweaks, *sides[TARGET].states)
    ):
        lines.append(
            f"The target's numbers change the {game.entry_noun} aimed at only; the others "
            "caught keep their roster's"
        )
    return tuple(lines)
