"""Preferences: the two readings of the rules a gang may choose as house rules (R14, R15).

Each option names the passage of the game text it follows, so a group can agree on one at a
glance; the default is the project's first reading (RULES.md).
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QGroupBox,
    QLabel,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from gangfight_gui.rules.engine.wording import count_of
from gangfight_gui.rules.gangfight.options import Incapacitation, LongRange, RuleOptions
from gangfight_gui.rules.gangfight.ranges import LONG_STEP, SHORT_DICE

INCAPACITATION_CHOICES = (
    (
        Incapacitation.ZERO_OR_LESS,
        "When &EN minus wounds is 0 or less (Melee Combat, step 6)",
        "A model with EN 4 is incapacitated by its 4th wound.",
    ),
    (
        Incapacitation.MORE_THAN_ENDURANCE,
        "When it has taken &more wounds than its EN (Wounds section)",
        "A model with EN 4 is incapacitated by its 5th wound.",
    ),
)

_SHORT = count_of(SHORT_DICE, "die")

LONG_RANGE_CHOICES = (
    (
        LongRange.BEYOND_RANGE_PLUS_6,
        f"&Long range from the weapon's range + {LONG_STEP:g}\" (Ranged Combat, step 5)",
        f'Up to range: short (+{_SHORT}); up to {LONG_STEP:g}" beyond: normal; '
        f'then -1 die a further {LONG_STEP:g}".',
    ),
    (
        LongRange.BEYOND_RANGE,
        "Long range as soon as the target is &beyond the weapon's range",
        f'Up to range: short (+{_SHORT}); beyond: -1 die for each {LONG_STEP:g}" or part of it.',
    ),
)


class PreferencesDialog(QDialog):
    """Choose the rule options; ``rule_options()`` reads the choice once accepted."""

    def __init__(self, options: RuleOptions, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("preferences_dialog")
        self.setWindowTitle("Preferences")
        layout = QVBoxLayout(self)
        intro = QLabel(
            "The game text reads two ways on these points. Pick the one your group plays; "
            "every calculation, the matchups and the cards' odds follow it."
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self._incapacitation = self._choices(
            layout, "Incapacitation (R14)", INCAPACITATION_CHOICES, options.incapacitation
        )
        self._long_range = self._choices(
            layout, "Long range (R15)", LONG_RANGE_CHOICES, options.long_range
        )
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok
            | QDialogButtonBox.StandardButton.Cancel
            | QDialogButtonBox.StandardButton.RestoreDefaults
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        defaults = buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults)
        defaults.clicked.connect(self._on_defaults_clicked)
        layout.addWidget(buttons)

    def _choices(
        self,
        layout: QVBoxLayout,
        title: str,
        choices: tuple[tuple[Incapacitation | LongRange, str, str], ...],
        current: Incapacitation | LongRange,
    ) -> QButtonGroup:
        box = QGroupBox(title, self)
        inner = QVBoxLayout(box)
        group = QButtonGroup(box)
        for index, (value, text, example) in enumerate(choices):
            button = QRadioButton(text, box)
            button.setObjectName(f"option_{value.value}")
            button.setToolTip(example)
            button.setChecked(value == current)
            group.addButton(button, index)
            inner.addWidget(button)
            hint = QLabel(example, box)
            hint.setIndent(24)
            hint.setStyleSheet("color: palette(placeholder-text);")
            inner.addWidget(hint)
        layout.addWidget(box)
        return group

    def rule_options(self) -> RuleOptions:
        return RuleOptions(
            INCAPACITATION_CHOICES[max(0, self._incapacitation.checkedId())][0],
            LONG_RANGE_CHOICES[max(0, self._long_range.checkedId())][0],
        )

    def _on_defaults_clicked(self) -> None:
        defaults = RuleOptions()
        for group, choices, value in (
            (self._incapacitation, INCAPACITATION_CHOICES, defaults.incapacitation),
            (self._long_range, LONG_RANGE_CHOICES, defaults.long_range),
        ):
            index = [c[0] for c in choices].index(value)
            button = group.button(index)
            if button is not None:
                button.setChecked(True)
