"""Today's results panes behind the one results interface the builder's docks drive.

A stopgap until the one results pane of every game lands (``gui/combat/results``, its own
branch): the docks speak to a results panel through ``show_fight(Fight)``, ``show_refusal``,
``alternative_chosen(int)``, ``patch_chosen(object)``, ``roll_action``, ``copy_roll_action``,
``pin_action``, ``set_compact`` and ``headline_strip()`` (WINDOW.md). Today there are two panes,
one that reads Gangfight's outcomes and one for the other games; ``LegacyResults`` wraps
whichever reads the game's outcome, so the window keeps working while the builder is one for
every game. This whole module goes when the new pane lands.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence
from PySide6.QtWidgets import QHBoxLayout, QLabel, QWidget

from gangfight_gui.gui.combat.fight import Fight
from gangfight_gui.gui.combat.steady import own_background
from gangfight_gui.gui.common.elided import ElidedLabel
from gangfight_gui.rules.engine.errors import RulesError, ScenarioShapeError
from gangfight_gui.rules.game import DEFAULT_GAME, AnyGame, Figure

STRIP_FIGURES = 3
"""Headline figures the strip shows, most important first."""


class HeadlineStrip(QWidget):
    """The headline answer in one line, always in view above the builder (issue 24): the fight's
    first figures in large type, or why there is no fight."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("headline_strip")
        own_background(self)  # repainted alone on every edit, not the window behind it
        layout = QHBoxLayout(self)
        layout.setContentsMargins(6, 2, 6, 2)
        self.values: list[QLabel] = []
        self.captions: list[ElidedLabel] = []
        for index in range(STRIP_FIGURES):
            value = QLabel(self)
            value.setObjectName(f"headline_value_{index}")
            font = value.font()
            font.setPointSizeF(font.pointSizeF() * 1.4)
            font.setBold(True)
            value.setFont(font)
            # As wide as the widest figure: a new figure never lays the window out again.
            value.setFixedWidth(value.fontMetrics().horizontalAdvance("<100.0%") + 4)
            value.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            caption = ElidedLabel("", self)
            caption.setObjectName(f"headline_caption_{index}")
            layout.addWidget(value)
            layout.addWidget(caption, 1)
            self.values.append(value)
            self.captions.append(caption)
        self.message = ElidedLabel("", self)
        self.message.setObjectName("headline_message")
        layout.addWidget(self.message, 3)

    def show_figures(self, figures: Sequence[Figure]) -> None:
        for index, (value, caption) in enumerate(zip(self.values, self.captions, strict=True)):
            figure = figures[index] if index < len(figures) else None
            text = figure.text if figure is not None else ""
            if value.text() != text:
                value.setText(text)
            value.setToolTip(figure.help if figure is not None else "")
            caption.setText(figure.label if figure is not None else "")
            caption.set_tip(figure.help if figure is not None else "")
            for widget in (value, caption):
                if widget.isHidden() == (figure is not None):
                    widget.setVisible(figure is not None)
        if not self.message.isHidden():
            self.message.setText("")
            self.message.hide()

    def show_message(self, text: str) -> None:
        for widget in (*self.values, *self.captions):
            if not widget.isHidden():
                widget.hide()
        self.message.setText(text)
        if self.message.isHidden():
            self.message.show()

    def figures_text(self) -> list[tuple[str, str]]:
        """(label, value) of each figure shown, as a player reads them."""
        return [
            (caption.full_text(), value.text())
            for value, caption in zip(self.values, self.captions, strict=True)
            if not value.isHidden()
        ]


class LegacyResults(QObject):
    """Today's pane of ``game``'s outcomes behind the one results interface.

    Signals:
        alternative_chosen(int): a Choices row was picked: ``fight.alternatives[i]``.
        patch_chosen(object): a drop row or a what-if was picked: dotted scenario keys.
    """

    alternative_chosen = Signal(int)
    patch_chosen = Signal(object)

    def __init__(self, game: AnyGame, parent: QWidget) -> None:
        super().__init__(parent)
        self.game = game
        self._fight: Fight | None = None
        self._strip = HeadlineStrip(parent)
        self.gangfight = game.key == DEFAULT_GAME  # today's two panes: see the module docstring
        if self.gangfight:
            from gangfight_gui.gui.combat.results.pane import ResultsPane

            pane = ResultsPane(parent)
            self.widget: QWidget = pane
            self.roll_action = pane.roll_action
            self.copy_roll_action = pane.copy_roll_action
            self.pin_action = pane.pin_action
            pane.drop_chosen.connect(self._on_pane_drop_chosen)
            pane.variant_chosen.connect(self._on_pane_variant_chosen)
            self._gf_pane = pane
        else:
            from gangfight_gui.gui.combat.results.game_results import GameResultsPane

            other = GameResultsPane(game, parent)
            self.widget = other
            self._other_pane = other
            self.roll_action = QAction("&Roll it", other)
            self.roll_action.setObjectName("roll_action")
            self.roll_action.setShortcut(QKeySequence("Ctrl+R"))
            self.roll_action.setToolTip("Roll the fight with random dice (Ctrl+R)")
            self.roll_action.setEnabled(False)
            self.roll_action.triggered.connect(self._on_roll_action_triggered)
            self.copy_roll_action = QAction("&Copy roll as text", other)
            self.copy_roll_action.setObjectName("copy_roll_action")
            self.copy_roll_action.triggered.connect(self._on_copy_roll_action_triggered)
            self.copy_roll_action.setEnabled(False)
            self.pin_action = QAction("&Pin to Compare", other)
            self.pin_action.setObjectName("pin_action")
            self.pin_action.setCheckable(True)
            self.pin_action.setEnabled(False)
            other.choice_activated.connect(self.alternative_chosen.emit)
        self.widget.setObjectName(f"{game.key}_results")

    def headline_strip(self) -> QWidget:
        return self._strip

    def show_fight(self, fight: Fight) -> None:
        self._fight = fight
        game = self.game
        try:
            outcome = game.calculate(game.read_scenario(fight.scenario))
        except (RulesError, ScenarioShapeError) as error:
            self.show_refusal(str(error))
            return
        self._strip.show_figures(game.headline(outcome))
        if self.gangfight:
            self._gf_pane.show_outcome(outcome)
            self._gf_pane.show_adhoc(list(fight.adhoc))
        else:
            pane = self._other_pane
            pane.show_scenario(dict(fight.scenario))
            pane.show_choices(
                [(a.label, dict(a.scenario)) for a in fight.alternatives], fight.current
            )
            self.roll_action.setEnabled(True)

    def show_refusal(self, text: str) -> None:
        self._fight = None
        self._strip.show_message(text)
        if self.gangfight:
            self._gf_pane.show_refusal(text)
        else:
            self._other_pane.show_refusal(text)
            self.roll_action.setEnabled(False)

    def focus(self) -> None:
        """Alt+3: the keyboard to the results (their tabs)."""
        tabs = self._gf_pane.tabs if self.gangfight else self._other_pane.tabs
        tabs.tabBar().setFocus(Qt.FocusReason.ShortcutFocusReason)

    def set_compact(self, compact: bool) -> None:
        if self.gangfight:
            self._gf_pane.set_compact(compact)

    def roll(self, seed: int | None = None) -> None:
        if self.gangfight:
            self._gf_pane.roll(seed)
        else:
            self._other_pane.roll(seed)
            self.copy_roll_action.setEnabled(bool(self._other_pane.roll_text()))

    def _on_roll_action_triggered(self) -> None:
        import secrets  # a fresh random seed per roll (issue 21)

        self.roll(secrets.randbelow(2**31))

    def _on_copy_roll_action_triggered(self) -> None:
        text = self._other_pane.roll_text()
        if text:
            QGuiApplication.clipboard().setText(text)

    def _on_pane_drop_chosen(self, drop: int) -> None:
        self.patch_chosen.emit({"attack_drop": drop})

    def _on_pane_variant_chosen(self, variant: Any) -> None:
        """A what-if hint of today's pane: the game's own what-if that reads the same, as its
        patch (the builder applies patches)."""
        fight = self._fight
        if fight is None:
            return
        for what_if in self.game.what_ifs(fight.scenario):
            if what_if.patch is None:
                continue
            try:
                same = self.game.read_scenario(what_if.scenario) == variant
            except (RulesError, ScenarioShapeError):
                continue
            if same:
                self.patch_chosen.emit(dict(what_if.patch))
                return
