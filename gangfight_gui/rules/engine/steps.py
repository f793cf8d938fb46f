"""A resolved roll as the steps a player follows at the table, whatever the game: the CLI's text,
the GUI's dice view and its copy-as-text all render these, so a roll is modelled once."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True, slots=True)
class Die:
    """One die as rolled: its face and whether it counts for the step (a hit, a save, a kill)."""

    face: int
    success: bool
    chained_from: int | None = None
    """Index (within the step) of the die this one was rolled for, e.g. a 6 that explodes."""
    label: str = ""
    """A face with a name of its own (an injury die's "flesh wound"); empty for plain numbers."""


@dataclass(frozen=True, slots=True)
class Step:
    """One line of a resolved roll: one throw of dice (a hit roll, a save, an injury die) or
    one line of what follows from them (wounds taken, markers gained).

    ``title`` names the roll ("Hit roll", "Armour"), ``need`` what a die must show ("3+",
    "roll ≤ 4", "TN 5"), ``dice`` the faces in the order rolled (empty for a result line), and
    ``result`` what the step came to in words ("3 hits", "out of action"). ``group`` names who the
    step belongs to when a roll has several (a weapon, a target, a model group); ``depth`` indents
    a reaction or a target's sub-steps under their heading.
    """

    title: str
    result: str
    dice: tuple[Die, ...] = ()
    need: str = ""
    group: str = ""
    depth: int = 0
    notes: tuple[str, ...] = field(default=())
    repeats: bool = False
    """Its dice are an earlier step's, judged again, not read from the source again (a
    Gangfight Trample's one roll against each target's TN, R17): typed-in dice skip it."""

    @property
    def successes(self) -> int:
        return sum(die.success for die in self.dice)


def steps_text(steps: tuple[Step, ...] | list[Step]) -> str:
    """The plain text of a roll, one line a step: what the CLI prints and the GUI copies.

    Successful dice are shown in brackets, dice rolled for another die after a comma.
    """
    lines = []
    for step in steps:
        indent = "  " * (step.depth + 1)
        head = f"{step.group}: {step.title}" if step.group else step.title
        if step.need:
            head += f" ({step.need})"
        if step.dice:
            own = [d for d in step.dice if d.chained_from is None]
            extra = [d for d in step.dice if d.chained_from is not None]
            faces = " ".join(_face(d) for d in own)
            if extra:
                faces += ", then " + " ".join(_face(d) for d in extra)
            lines.append(f"{indent}{head}: {faces} = {step.result}")
        else:
            text = f"{head}: {step.result}" if step.title else step.result
            lines.append(indent + text)
        lines.extend(f"{indent}  {note}" for note in step.notes)
    return "\n".join(lines)


def _face(die: Die) -> str:
    text = die.label or str(die.face)
    return f"[{text}]" if die.success else text
