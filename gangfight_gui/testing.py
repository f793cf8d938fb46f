"""Checks a game's own tests run against its code, as the program's tests run them on its games
(docs/games.md, "Testing a game"); pure Python, no Qt: a game's rules are tested alone."""

from __future__ import annotations

import json
import math
from collections.abc import Mapping, Sequence
from typing import Any

from gangfight_gui.rules.game import AnyGame, Figure, find_game

TOLERANCE = 1e-9
"""How far two floats of one exact figure may differ (they are fractions shown as floats)."""


def check_views(game: AnyGame, scenario: Mapping[str, Any]) -> None:
    """Every view of ``scenario``'s outcome as the results pane reads it: a name, figures that
    are chances from 0 to 1 (or counts within their scale), charts and "at least" laws that add
    up to 1, plain-text details; the headline, the text, the notes and the advice given too."""
    outcome = game.calculate(game.read_scenario(_copy(scenario)))
    views = game.views(outcome)
    assert views, f"{game.key}: a fight has at least one view"
    _check_figures(game, game.headline(outcome), "headline")
    assert json.loads(json.dumps(game.outcome_json(outcome))) == game.outcome_json(outcome)
    assert game.outcome_text(outcome).strip(), f"{game.key}: outcome_text is empty"
    assert math.isfinite(game.score(outcome)), f"{game.key}: score is not a number"
    for view in views:
        where = f"view {view.name!r}"
        assert view.name.strip(), f"{game.key}: a view without a name"
        assert view.figures and view.charts, f"{game.key}: {where} has no figures or no chart"
        _check_figures(game, view.figures, where)
        for chart in view.charts:
            assert chart.bars, f"{game.key}: {where}: chart {chart.title!r} has no bars"
            assert all(0 <= p <= 1 + TOLERANCE for _, p in chart.bars), (where, chart.title)
            total = sum(p for _, p in chart.bars)
            assert abs(total - 1) < 1e-6, f"{game.key}: {where}: {chart.title!r} adds to {total}"
            assert not chart.tones or len(chart.tones) == len(chart.bars), (where, chart.title)
        for law in view.at_least:
            total = sum(law.law)
            assert abs(total - 1) < 1e-6, f"{game.key}: {where}: {law.title!r} adds to {total}"
        for line in view.details:
            assert line.strip() and "\n" not in line, f"{game.key}: {where}: detail {line!r}"
    for table in game.advice(outcome):
        widths = {len(row.cells) for row in table.rows}
        assert widths <= {len(table.columns)}, f"{game.key}: {table.title!r}: ragged rows"
    for note in game.notes(outcome):
        assert note.text.strip(), f"{game.key}: a note without text"


def _check_figures(game: AnyGame, figures: Sequence[Figure], where: str) -> None:
    keys = [figure.key for figure in figures]
    assert len(set(keys)) == len(keys), f"{game.key}: {where}: a figure key twice in {keys}"
    for figure in figures:
        value = figure.probability
        assert math.isfinite(value), f"{game.key}: {where}: {figure.key} is {value}"
        most = figure.scale if figure.expected else 1.0
        assert -TOLERANCE <= value <= most + TOLERANCE, (
            f"{game.key}: {where}: {figure.key} is {value}, not from 0 to {most}"
        )


def check_scenario_round_trip(game: AnyGame, scenario: Mapping[str, Any]) -> None:
    """``scenario`` read from its JSON text gives the outcome it gives as a value, and that
    outcome's JSON (``outcome_json``) is JSON as written: the command line's ``calc`` reads and
    writes them so."""
    text = json.dumps(scenario)
    direct = game.outcome_json(game.calculate(game.read_scenario(_copy(scenario))))
    again = game.outcome_json(game.calculate(game.read_scenario(json.loads(text))))
    assert direct == again, f"{game.key}: the scenario read from its JSON gives other odds"
    assert json.loads(json.dumps(direct)) == direct, f"{game.key}: outcome_json is not JSON"


def check_roster_round_trip(roster: Mapping[str, Any]) -> None:
    """A roster file of the game (its JSON object) read, written and read again is the same
    file, byte for byte from the first writing on: what File › Save and the autosave rely on."""
    from gangfight_gui.roster.files import roster_from_json, roster_to_json

    first = roster_from_json(json.dumps(roster), "<roster>")
    written = roster_to_json(first)
    second = roster_from_json(written, "<roster>")
    assert second == first, "the roster read back differs from the roster written"
    assert roster_to_json(second) == written, "a roster written twice gives other bytes"
    find_game(first.game)  # its game is installed and loads


def check_typed_odds(game: AnyGame, scenario: Mapping[str, Any], *, most_dice: int = 6) -> int:
    """The odds given the dice typed so far (``typed_progress``) are the exact law of the rest,
    at every prefix of every way the roll can go; the number of prefixes checked.

    Brute force: with nothing typed the odds are the outcome's headline; at every prefix each
    figure is the mean of its six continuations' (one more die, each face); once the roll is
    complete every chance is 0 or 1. A roll that may take more than ``most_dice`` dice is
    refused: give a smaller fight (each die more is six times the work)."""
    read = game.read_scenario(_copy(scenario))
    headline = {f.key: f.probability for f in game.headline(game.calculate(read))}
    count = [0]

    def walk(dice: list[int]) -> dict[str, float]:
        progress = game.typed_progress(read, dice)
        odds = {f.key: f.probability for f in progress.odds}
        count[0] += 1
        if progress.next is None:
            for figure in progress.odds:
                if not figure.expected:
                    assert min(abs(figure.probability), abs(figure.probability - 1)) < TOLERANCE, (
                        f"{game.key}: dice {dice}: the roll is done but {figure.key} is "
                        f"{figure.probability}, not 0 or 1"
                    )
            return odds
        assert len(dice) < most_dice, (
            f"{game.key}: the roll takes more than {most_dice} dice: check a smaller fight"
        )
        below = [walk([*dice, face]) for face in range(1, 7)]
        for key, value in odds.items():
            mean = sum(child[key] for child in below) / 6
            assert abs(value - mean) < TOLERANCE, (
                f"{game.key}: dice {dice}: {key} is {value}, but the six faces to come give {mean}"
            )
        return odds

    start = walk([])
    if start:
        assert set(start) == set(headline), f"{game.key}: the typed odds are not the headline's"
        for key, value in start.items():
            assert abs(value - headline[key]) < TOLERANCE, (
                f"{game.key}: with no dice typed {key} is {value}, the headline's {headline[key]}"
            )
    return count[0]


def check_game(
    key: str,
    scenarios: Sequence[Mapping[str, Any]],
    rosters: Sequence[Mapping[str, Any]] = (),
    *,
    most_dice: int = 6,
) -> None:
    """Every check above: the game ``key`` loads, each of ``scenarios`` (small: their rolls take
    at most ``most_dice`` dice) renders whole, round-trips and has exact typed odds, and each of
    ``rosters`` round-trips."""
    game = find_game(key)
    for scenario in scenarios:
        check_views(game, scenario)
        check_scenario_round_trip(game, scenario)
        check_typed_odds(game, scenario, most_dice=most_dice)
    for roster in rosters:
        check_roster_round_trip(roster)


def _copy(scenario: Mapping[str, Any]) -> Any:
    """A deep copy through JSON: a game may change the scenario it reads."""
    return json.loads(json.dumps(scenario))
