"""Preferences: the house rules a group plays, one section per game, built from what each game
declares (``Game.house_rules``)."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QGroupBox,
    QLabel,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from gangfight_gui.gui.combat.results.style import dim, refusal_colour
from gangfight_gui.gui.common.kind_editors import RadioChoice, Use, editor_of
from gangfight_gui.gui.common.named_widgets import lay_out, named, text_label
from gangfight_gui.gui.common.plain_text import tooltip
from gangfight_gui.rules.game import AnyGame, FieldSpec
from gangfight_gui.rules.pairings import rules_problem

INTRO = (
    "House rules: where a game's text reads two ways, or says nothing, pick what your "
    "group plays. The builder, the matchups and the cards' odds follow it."
)
READING_NOTE = "* this program's reading where the game's text is silent"
RADIO_LIMIT = 4
"""A choice of at most this many is radio buttons (all in view), a longer one a list."""
MAX_HEIGHT = 620
"""The dialog fits a 1366×768 screen; more games scroll."""
SPIN_TOP = 9999

Values = dict[str, dict[str, object]]
"""Game key → its house rules by their dotted keys."""


def with_mnemonic(text: str, used: set[str]) -> str:
    """``text`` with "&" before its first letter no other label has taken (Alt+letter reaches
    every option from the keyboard); as it is when every letter is taken."""
    for index, char in enumerate(text):
        if char.isalpha() and char.lower() not in used:
            used.add(char.lower())
            return f"{text[:index]}&{text[index:]}"
    return text


def title_of(spec: FieldSpec) -> str:
    """ "Incapacitation (R14)", "Injury die: flesh wound (N13*)"."""
    if not spec.ruling:
        return spec.label + ("*" if spec.reading else "")
    return f"{spec.label} ({spec.ruling}{'*' if spec.reading else ''})"


class _Option:
    """One house rule's widget (its kind's editor): a value in, a value out."""

    def __init__(self, spec: FieldSpec, parent: QWidget) -> None:
        self.spec = spec
        self.editor = editor_of(spec)
        name = f"rule_{spec.key.replace('.', '_')}"
        tip = tooltip(f"{spec.help} ({spec.ruling})" if spec.ruling else spec.help)
        use = Use(ends=(-SPIN_TOP, SPIN_TOP), label=spec.label, few=RADIO_LIMIT)
        self.widget = named(self.editor.make(spec, parent, use), name, tip)
        if isinstance(self.widget, RadioChoice):
            for choice, button in zip(spec.choices, self.widget.group.buttons(), strict=True):
                named(button, f"{name}_{choice}", tip)
        if isinstance(self.widget, QAbstractSpinBox):
            self.widget.setMaximumWidth(self.widget.fontMetrics().horizontalAdvance("0") * 12)

    @property
    def focus(self) -> QWidget:
        """Where the keyboard lands for this option: a radio set's checked (or first) button."""
        if isinstance(self.widget, RadioChoice):
            group = self.widget.group
            return group.checkedButton() or group.buttons()[0]
        return self.widget

    def value(self) -> object:
        return self.editor.read(self.widget, self.spec)

    def set_value(self, value: object) -> None:
        self.editor.show(self.widget, self.spec, value)


class PreferencesDialog(QDialog):
    """Every game's house rules on one page; ``house_rules()`` reads the choice once accepted."""

    def __init__(
        self,
        games: tuple[AnyGame, ...],
        values: Mapping[str, Mapping[str, object]],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("preferences_dialog")
        self.setWindowTitle("Preferences")
        self.games = tuple(game for game in games if game.house_rules)
        self.options: dict[str, list[_Option]] = {}
        self.problems: dict[str, QLabel] = {}
        self._letters = {"o", "c", "r"}
        """Mnemonics taken: OK, Cancel, Restore Defaults."""
        intro = text_label(self, text=INTRO)
        page = QWidget(self)
        sections = [self._section(game, values.get(game.key, {})) for game in self.games]
        lay_out(QVBoxLayout(page), *sections, None)
        scroll = named(QScrollArea(self), "preferences_scroll")
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(page)
        note = dim(QLabel(READING_NOTE, self))
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok
            | QDialogButtonBox.StandardButton.Cancel
            | QDialogButtonBox.StandardButton.RestoreDefaults,
            self,
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        defaults = self.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults)
        defaults.clicked.connect(self.restore_defaults)
        lay_out(QVBoxLayout(self), intro, (scroll, 1), note, self.buttons)
        self.setMaximumHeight(MAX_HEIGHT)
        hint = page.sizeHint()
        self.resize(max(560, hint.width() + 40), min(MAX_HEIGHT, hint.height() + 200))
        # Followed once every section is made: the values set while making them check nothing.
        for options in self.options.values():
            for option in options:
                option.editor.on_change(option.widget, self._check)
        self._check()

    def _section(self, game: AnyGame, values: Mapping[str, object]) -> QGroupBox:
        box = named(QGroupBox(game.title, self), f"rules_of_{game.key}")
        form = QFormLayout(box)
        options = []
        for spec in game.house_rules:
            option = _Option(spec, box)
            option.set_value(values.get(spec.key, spec.default))
            options.append(option)
            label = QLabel(with_mnemonic(title_of(spec), self._letters), box)
            label.setToolTip(option.widget.toolTip())
            label.setBuddy(option.focus)
            form.addRow(label, option.widget)
            if spec.help:
                form.addRow("", dim(text_label(box, text=spec.help)))
        problem = text_label(box, f"rules_problem_{game.key}")
        refusal_colour(problem)
        problem.hide()
        form.addRow(problem)
        self.options[game.key] = options
        self.problems[game.key] = problem
        return box

    def house_rules(self) -> Values:
        """Every game's house rules as chosen, by their dotted keys."""
        return {
            key: {option.spec.key: option.value() for option in options}
            for key, options in self.options.items()
        }

    def restore_defaults(self) -> None:
        for options in self.options.values():
            for option in options:
                option.set_value(option.spec.default)
        self._check()

    def _check(self) -> None:
        """Name what a game refuses together; OK only when every game takes its rules."""
        chosen = self.house_rules()
        fine = True
        for game in self.games:
            problem = rules_problem(game, chosen[game.key])
            label = self.problems[game.key]
            label.setText(f"{game.title} refuses these together: {problem}" if problem else "")
            label.setVisible(bool(problem))
            fine = fine and not problem
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(fine)
