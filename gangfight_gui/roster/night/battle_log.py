"""A battle's log for a campaign diary: plain text, or Markdown."""

from __future__ import annotations

import re

from gangfight_gui.roster.night.battle import (
    AttackRecord,
    Battle,
    Change,
    EditRecord,
    Record,
    change_text,
)
from gangfight_gui.roster.night.summary import side_lines, summarize
from gangfight_gui.rules.engine.wording import count_of

_MARKDOWN_SPECIAL = "\\`*_[]<>#|~&!"


def escape_markdown(text: str) -> str:
    """``text`` with every character Markdown might read as markup backslash-escaped, on one
    line (CommonMark lets any ASCII punctuation be escaped)."""
    plain = " ".join(text.split())
    return "".join(f"\\{c}" if c in _MARKDOWN_SPECIAL else c for c in plain)


def _changes_text(battle: Battle, changes: tuple[Change, ...]) -> str:
    told = (f"{change.name}: {change_text(battle.rules, change)}" for change in changes)
    return "; ".join(told) or "nothing"


def _odds_text(record: AttackRecord) -> str:
    return ", ".join(f"{f.label} {f.text}" for f in record.odds) or "none"


def _sides_line(battle: Battle) -> str:
    noun = battle.rules.entry_noun
    told = [
        f"{side.name} ({side.source.kind}, {count_of(len(side.entries), noun)})"
        for side in battle.sides
    ]
    return " against ".join(told)


def _who(record: AttackRecord) -> str:
    targets = ", ".join(record.target_names)
    return f"{record.attacker_name} against {targets}" if record.attacker_name else targets


def log_text(battle: Battle, *, with_summary: bool = True) -> str:
    """The battle as plain text: a line a fact, the dice indented under their attack."""
    lines = [f"{battle.name} ({battle.rules.title})", _sides_line(battle), "", "Round 1"]
    number = 0
    for record in battle.log:
        if record.kind == "round":
            lines.append(f"Round {record.round}")
            continue
        number += 1
        if isinstance(record, AttackRecord):
            lines.append(f"{number:>3}. {_who(record)}: {record.how}")
            lines.append(f"     Odds: {_odds_text(record)}")
            lines.append(f"     Dice: {' '.join(map(str, record.dice)) or 'none'}")
            lines += [f"       {step.strip()}" for step in record.steps]
            lines.append(f"     Changed: {_changes_text(battle, record.changes)}")
        elif isinstance(record, EditRecord):
            note = f" ({' '.join(record.note.split())})" if record.note else ""
            lines.append(f"{number:>3}. Edit: {_changes_text(battle, record.changes)}{note}")
    if with_summary:
        lines += ["", "After the game"]
        for summary in summarize(battle):
            lines += [f"  {line}" for line in side_lines(summary, battle.rules.entry_noun)]
    return "\n".join(lines) + "\n"


def log_markdown(battle: Battle, *, with_summary: bool = True) -> str:
    """The battle as Markdown: a heading a round, a numbered item an attack or edit, the dice
    in a code block (their brackets mark successes)."""
    e = escape_markdown
    lines = [
        f"# {e(battle.name)}",
        "",
        f"*{e(battle.rules.title)}* · {e(_sides_line(battle))}",
        "",
        "## Round 1",
        "",
    ]
    number = 0
    for record in battle.log:
        if record.kind == "round":
            lines += [f"## Round {record.round}", ""]
            continue
        number += 1
        lines += _markdown_record(battle, record, number)
    if with_summary:
        lines += ["## After the game", ""]
        for summary in summarize(battle):
            first, *rest = side_lines(summary, battle.rules.entry_noun)
            lines += [f"**{e(first)}**", "", *(f"- {e(line)}" for line in rest), ""]
    return "\n".join(lines).rstrip("\n") + "\n"


def _markdown_record(battle: Battle, record: Record, number: int) -> list[str]:
    e = escape_markdown
    indent = " " * (len(str(number)) + 2)
    if isinstance(record, EditRecord):
        note = f" ({e(record.note)})" if record.note else ""
        return [f"{number}. Edit: {e(_changes_text(battle, record.changes))}{note}", ""]
    assert isinstance(record, AttackRecord)
    lines = [
        f"{number}. {e(_who(record))}: {e(record.how)}",
        f"{indent}- Odds: {e(_odds_text(record))}",
        f"{indent}- Dice: {' '.join(map(str, record.dice)) or 'none'}",
        f"{indent}- Changed: {e(_changes_text(battle, record.changes))}",
    ]
    if record.steps:
        longest = max((_backticks(step) for step in record.steps), default=0)
        fence = "`" * max(3, longest + 1)
        lines += ["", f"{indent}{fence}text"]
        lines += [f"{indent}{step.strip()}" for step in record.steps]
        lines.append(f"{indent}{fence}")
    lines.append("")
    return lines


def _backticks(text: str) -> int:
    """The longest run of backticks in ``text`` (a code fence must be longer)."""
    return max(map(len, re.findall("`+", text)), default=0)
