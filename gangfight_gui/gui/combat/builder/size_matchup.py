"""The size matchup in plain words: both sizes, threat ranges, wounds a hit, Slam! or Trample.

Size decides more than any other number which attacks exist and what a hit is worth (R8, R12,
R17), and it is the easiest thing to forget at the table, so it is spelled out for the pair
picked, with the Slam!/Trample modifiers the pair would get.
"""

from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QWidget

from gangfight_gui.gui.combat.builder.labels import INCH, size_line
from gangfight_gui.rules.gangfight.choices import slam_or_trample
from gangfight_gui.rules.gangfight.profile import Profile
from gangfight_gui.rules.gangfight.scenario import AttackKind
from gangfight_gui.rules.gangfight.sizes import can_slam


def special_line(attacker: Profile, target: Profile) -> str:
    """What a Slam! or Trample would be for this pair (R17), or why there is none."""
    if not can_slam(attacker.size):
        return f"No Slam! or Trample: {attacker.name} is {attacker.size}, not large or huge (R17)"
    if slam_or_trample(attacker, target) is AttackKind.TRAMPLE:
        return f"Trample: {target.name} is smaller, so it is trampled at +1 DEF (R17)"
    if attacker.size.rank < target.size.rank:
        return (
            f"Slam!: {attacker.name} is smaller than {target.name}: "
            "\u22121 ATT, +1 DEF; each hit knocks back 1" + INCH + " and down (R17)"
        )
    return f"Slam!: each hit knocks {target.name} back 1{INCH} and down (R17)"


def matchup_lines(attacker: Profile | None, target: Profile | None, kind: AttackKind) -> list[str]:
    """The matchup as lines of plain text: the attacker, the target, then (in melee) what a
    Slam! or Trample between them would be."""
    lines = []
    if kind is AttackKind.FALLING:
        if target is not None:
            info = target.size.info
            lines.append(
                f"Falling: {target.name} ({target.size}) is hurt by a fall beyond "
                f"{info.height_in:g}{INCH}, one hit at Damage 4 for each {info.height_in:g}"
                f"{INCH} or part (R22)"
            )
        return lines
    if attacker is not None:
        lines.append(f"Attacker {attacker.name}, {size_line(attacker.size)}")
    if target is not None:
        lines.append(f"Target {target.name}, {size_line(target.size)}")
    if attacker is not None and target is not None and kind.is_melee:
        lines.append(special_line(attacker, target))
    return lines


class MatchupView(QLabel):
    """Read-only lines about the pair picked; the names in bold."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("matchup_view")
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.lines: list[str] = []
        self.setToolTip(
            "Sizes set threat ranges (R8), wounds a melee hit (R12) and Slam! or Trample (R17)"
        )

    def show_matchup(
        self, attacker: Profile | None, target: Profile | None, kind: AttackKind
    ) -> None:
        self.lines = matchup_lines(attacker, target, kind)
        self.setText("<br>".join(_bold_names(line, attacker, target) for line in self.lines))
        self.setAccessibleDescription("\n".join(self.lines))


def _bold_names(line: str, *models: Profile | None) -> str:
    text = html.escape(line, quote=False)
    for model in models:
        if model is not None:
            name = html.escape(model.name, quote=False)
            text = text.replace(name, f"<b>{name}</b>", 1)
    return text
