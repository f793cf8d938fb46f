"""After the Game, checked against the log it sums up, in every game with a battle (the three
built in and the example game): battles of several attacks are played with seeded dice, and
every figure of each side's summary is worked out again from the log alone."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

from gangfight_gui.roster.night.battle import (
    AttackRecord,
    Battle,
    EditRecord,
    EntryRef,
    RoundRecord,
    side_of,
    start_battle,
    state_fields,
    value_text,
)
from gangfight_gui.roster.night.summary import FieldTotal, Luck, side_lines, signed, summarize
from gangfight_gui.rules.engine.sources import SeededDice, TypedDice
from gangfight_gui.rules.game import AnyGame, FieldSpec
from gangfight_gui.rules.kinds import OPTIONAL_WHOLE, WHOLE
from tests.every_game import pair_rosters

ATTACKS = 8
"""Attacks a battle is played through (fewer when one side has nothing left to fight with)."""


def fights(battle: Battle, attacker: EntryRef) -> list[tuple[EntryRef, dict[str, Any]]]:
    """Each (target, scenario) ``attacker`` may fight now: the first choice of each kind it is
    offered against each target that may be attacked, as the builder sets it up."""
    game = battle.rules
    found = []
    if battle.entry_state(attacker).attack_refusal:
        return found
    for target in battle.refs(1 - attacker.side):
        if battle.entry_state(target).target_refusal:
            continue
        offers = game.offers(battle.entry(attacker), battle.entry(target))
        for offer in offers:
            if not offer.offered:
                continue
            choices = game.choices(battle.entry(attacker), [battle.entry(target)], offer.kind.key)
            if choices:
                found.append((target, dict(choices[0].scenario)))
    return found


def played(game: AnyGame, seed: int) -> Battle:
    """A battle of the game's two sample rosters: the sides take turns, each attack the
    ``seed``-th fight open to the next entry able to fight, its dice rolled from the seed and
    typed in as a player would; a new round after every side has attacked twice, and half way
    a hand edit (the players' correction, in neither side's totals) puts the first entry
    changed back as it began."""
    mine, theirs = pair_rosters(game.key)
    battle = start_battle(side_of(mine), side_of(theirs), "Summary check")
    for turn in range(ATTACKS):
        side = turn % 2
        open_fights = [
            (attacker, target, scenario)
            for attacker in battle.refs(side)
            for target, scenario in fights(battle, attacker)
        ]
        if not open_fights:
            break
        attacker, target, scenario = open_fights[(seed + turn) % len(open_fights)]
        parsed = game.read_scenario(scenario)
        rolled = game.resolve(parsed, SeededDice(seed * 100 + turn))
        faces = [die.face for step in game.roll_steps(rolled) for die in step.dice]
        roll = game.resolve(parsed, TypedDice(faces))
        battle = battle.apply_roll(attacker, [target], scenario, roll).after
        if turn % 4 == 3:
            battle = battle.next_round().after
        if turn == ATTACKS // 2:
            start = start_battle(side_of(mine), side_of(theirs))
            changed = [
                r for s in (0, 1) for r in battle.refs(s) if battle.state(r) != start.state(r)
            ]
            if changed:
                battle = battle.edit_state(changed[0], start.state(changed[0]), "put back").after
    return battle


def number(battle: Battle, ref: EntryRef, spec: FieldSpec, value: object) -> int:
    """A number state field's value as a player counts it: an empty one is the value of the
    entry's field it stands for (WarStrike's models left: all of the unit's), else 0."""
    if value is None:
        entry = battle.sides[ref.side].entries[ref.index]
        return int(entry.get(spec.blank_is, 0)) if spec.blank_is else 0
    assert isinstance(value, int)
    return value


Moved = list[tuple[EntryRef, Mapping[str, Any], Mapping[str, Any]]]
"""State changes as (entry, before, after)."""


def totals(battle: Battle, changes: Moved) -> tuple[FieldTotal, ...]:
    """What ``changes`` add up to, field by field in the game's order."""
    found = []
    for spec in state_fields(battle.rules):
        moved = [(ref, b[spec.key], a[spec.key]) for ref, b, a in changes if spec.key in a]
        if not moved:
            continue
        if spec.kind in (WHOLE, OPTIONAL_WHOLE):
            total = sum(
                number(battle, ref, spec, after) - number(battle, ref, spec, before)
                for ref, before, after in moved
            )
            if total:
                found.append(FieldTotal(spec.label, signed(total)))
        else:
            reached: dict[str, int] = {}
            for _ref, _before, after in moved:
                word = value_text(spec, after)
                reached[word] = reached.get(word, 0) + 1
            words = ", ".join(f"{word} ×{n}" for word, n in reached.items())
            found.append(FieldTotal(spec.label, words))
    return tuple(found)


def luck(battle: Battle, records: list[AttackRecord], sign: int) -> tuple[Luck, ...]:
    """Each headline figure's sum over ``records``: given every die of the roll (what happened)
    against the odds the log says the fight had."""
    game = battle.rules
    sums: dict[str, list[float]] = {}
    expected: dict[str, bool] = {}
    for record in records:
        done = game.typed_progress(game.read_scenario(record.scenario), record.dice)
        assert done.next is None, f"{record.how}: the log's dice do not finish the roll"
        happened = {figure.key: figure.probability for figure in done.odds}
        for figure in record.odds:
            got = happened[figure.key]
            if not figure.expected:
                assert got in (0.0, 1.0), f"{figure.label}: a chance given every die is 0 or 1"
            toward = -1 if figure.tone == "defender" else 1
            total = sums.setdefault(figure.label, [0.0, 0.0, 0.0])
            total[0] += got
            total[1] += figure.probability
            total[2] += sign * toward * (got - figure.probability)
            expected[figure.label] = figure.expected
    return tuple(Luck(label, *sums[label], expected[label]) for label in sums)


@pytest.mark.parametrize("seed", [1, 2])
def test_each_figure_of_the_summary_is_the_log_summed_up(matchup_game: AnyGame, seed: int) -> None:
    battle = played(matchup_game, seed)
    attacks = [r for r in battle.log if isinstance(r, AttackRecord)]
    assert len(attacks) >= 4, "the battle ends too soon to check anything"
    game = battle.rules
    # The log holds the odds each fight had and the states it left, in order.
    first, second = pair_rosters(game.key)
    start = start_battle(side_of(first), side_of(second))
    states = {ref: dict(start.state(ref)) for side in (0, 1) for ref in start.refs(side)}
    assert any(isinstance(r, EditRecord) for r in battle.log), "no hand edit to leave out"
    for record in battle.log:
        if isinstance(record, RoundRecord):
            continue
        if isinstance(record, AttackRecord):
            parsed = game.read_scenario(record.scenario)
            assert record.odds == game.headline(game.calculate(parsed))
        for change in record.changes:
            assert {key: states[change.ref][key] for key in change.after} == dict(change.before)
            states[change.ref].update(change.after)
    assert all(dict(battle.state(ref)) == state for ref, state in states.items())

    summaries = summarize(battle)
    for side, summary in enumerate(summaries):
        own = [r for r in attacks if r.attacker is not None and r.attacker.side == side]
        on_it = [
            r
            for r in attacks
            if any(t.side == side for t in r.targets)
            and (r.attacker is None or r.attacker.side != side)
        ]
        taken: Moved = [(c.ref, c.before, c.after) for r in attacks for c in r.changes]
        taken = [change for change in taken if change[0].side == side]
        dealt: Moved = [(c.ref, c.before, c.after) for r in own for c in r.changes]
        dealt = [change for change in dealt if change[0].side != side]
        ends = {ref: battle.entry_state(ref) for ref in battle.refs(side)}
        out = tuple(
            (battle.name_of(ref), state.summary or state.attack_refusal)
            for ref, state in ends.items()
            if state.attack_refusal
        )
        assert summary.name == battle.sides[side].name
        assert summary.entries == len(battle.sides[side].entries)
        assert summary.attacks == len(own)
        assert summary.out == out
        assert summary.taken == totals(battle, taken)
        assert summary.dealt == totals(battle, dealt)
        assert summary.unknown_luck == 0
        for got, want in zip(summary.luck_attacking, luck(battle, own, +1), strict=True):
            assert got.label == want.label and got.expected_count == want.expected_count
            assert got.happened == pytest.approx(want.happened)
            assert got.expected == pytest.approx(want.expected)
            assert got.luck == pytest.approx(want.luck)
        for got, want in zip(summary.luck_defending, luck(battle, on_it, -1), strict=True):
            assert got.label == want.label
            assert (got.happened, got.expected, got.luck) == pytest.approx(
                (want.happened, want.expected, want.luck)
            )
        words = [
            f"{t.label} {t.text}" if t.text[0] in "+−" else f"{t.label}: {t.text}"
            for t in totals(battle, taken)
        ]
        assert side_lines(summary, game.entry_noun)[2] == "Taken: " + (
            ", ".join(words) or "nothing"
        )
    # What one side dealt is what the other took, every attack having an attacker.
    assert summaries[0].dealt == summaries[1].taken and summaries[1].dealt == summaries[0].taken
