"""The pair picked, by size, in plain words: threat ranges, wounds a hit, Slam! or Trample.

Size decides more than any other number which attacks exist and what a hit is worth (R8, R12,
R17), and it is the easiest thing to forget at the table, so it is spelled out for the pair
picked, with the Slam!/Trample modifiers the pair would get.
"""

from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QWidget

from gangfight_gui.gui.combat.builder.labels import INCH, capitalised, size_line
from gangfight_gui.gui.combat.steady import select_on_hover
from gangfight_gui.rules.gangfight.choices import slam_or_trample
from gangfight_gui.rules.gangfight.planning import (
    FALLING_DAMAGE,
    special_attack_modifiers,
    special_attack_refusal,
)
from gangfight_gui.rules.gangfight.profile import Profile
from gangfight_gui.rules.gangfight.scenario import AttackKind


def special_line(attacker: Profile, target: Profile) -> str:
    """What a Slam! or Trample would be for this pair, or why there is none, in the core's words."""
    kind = slam_or_trample(attacker, target)
    refusal = special_attack_refusal(kind, attacker, target)
    if refusal is not None:  # only the attacker's size: the pair picks the legal one of the two
        return capitalised(refusal)
    effects = "; ".join(m.text for m in special_attack_modifiers(kind, attacker, target))
    return f"{kind.label} against {target.name}: {effects} (R17)"


def size_pair_lines(
    attacker: Profile | None, target: Profile | None, kind: AttackKind
) -> list[str]:
    """The pair as lines of plain text: the attacker, the target, then (in melee) what a
    Slam! or Trample between them would be."""
    lines = []
    if kind is AttackKind.FALLING:
        if target is not None:
            info = target.size.info
            lines.append(
                f"Falling: {target.name} ({target.size}) is hurt by a fall beyond "
                f"{info.height_in:g}{INCH}, one hit at Damage {FALLING_DAMAGE} for each "
                f"{info.height_in:g}{INCH} or part (R22)"
            )
        return lines
    if attacker is not None:
        lines.append(f"Attacker {attacker.name}, {size_line(attacker.size)}")
    if target is not None:
        lines.append(f"Target {target.name}, {size_line(target.size)}")
    if attacker is not None and target is not None and kind.is_melee:
        lines.append(special_line(attacker, target))
    return lines


class SizePairView(QLabel):
    """Read-only lines about the pair picked; the names in bold."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("size_pair_view")
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.RichText)
        select_on_hover(self)  # selectable, cheaply (issue 11)
        self.lines: list[str] = []
        self.setToolTip(
            "Sizes set threat ranges (R8), wounds a melee hit (R12) and Slam! or Trample (R17)"
        )

    def show_pair(self, attacker: Profile | None, target: Profile | None, kind: AttackKind) -> None:
        self.lines = size_pair_lines(attacker, target, kind)
        text = "<br>".join(_bold_names(line, attacker, target) for line in self.lines)
        if text == self.text():
            return
        self.setText(text)
        self.setAccessibleDescription("\n".join(self.lines))


def _bold_names(line: str, *models: Profile | None) -> str:
    text = html.escape(line, quote=False)
    for model in models:
        if model is not None:
            name = html.escape(model.name, quote=False)
            text = text.replace(name, f"<b>{name}</b>", 1)
    return text
