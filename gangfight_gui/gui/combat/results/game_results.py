"""The results pane of the games other than Gangfight: headline odds, the outcome's bars, the
full figures with this program's readings, and a roll followed die by die.

Everything shown comes from the game (``headline``, ``chart``, ``outcome_text``, ``roll_steps``),
so a player who runs ``gangfight calc`` on the scenario reads the same numbers. Names in the
scenario are shown as plain text everywhere (they come from rosters: never markup).
"""

from __future__ import annotations

import json
from typing import Any

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFontDatabase, QGuiApplication, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from gangfight_gui.gui.combat.roll.steps_view import StepsView
from gangfight_gui.rules.engine.errors import RulesError, ScenarioShapeError
from gangfight_gui.rules.engine.sources import SeededDice
from gangfight_gui.rules.engine.wording import percent
from gangfight_gui.rules.game import AnyGame, Figure

MAX_TILES = 4
ROLL_TAB = 2
"""The Odds, Figures, Roll and Choices tabs, in this order."""


class BarChart(QWidget):
    """Labelled bars of one law (a fighter's five states, casualties 0, 1, 2…), each with its %.

    Painted directly: the bars always fit the width given, labels elide, nothing grows the pane.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("game_chart")
        self.title = ""
        self.bars: tuple[tuple[str, float], ...] = ()
        self.setMinimumHeight(120)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Expanding)

    def show_bars(self, title: str, bars: tuple[tuple[str, float], ...]) -> None:
        self.title, self.bars = title, bars
        self.setToolTip(title + "\n" + "\n".join(f"{label}: {percent(p)}" for label, p in bars))
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(240, 180)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        metrics = self.fontMetrics()
        line = metrics.height()
        area = QRectF(self.rect()).adjusted(4, 4, -4, -4)
        painter.setPen(palette.windowText().color())
        painter.drawText(
            QRectF(area.left(), area.top(), area.width(), line),
            Qt.AlignmentFlag.AlignLeft,
            metrics.elidedText(self.title, Qt.TextElideMode.ElideRight, int(area.width())),
        )
        if not self.bars:
            painter.end()
            return
        top = area.top() + line + 4
        bottom = area.bottom() - line - 2
        height = max(1.0, bottom - top - line)
        slot = area.width() / len(self.bars)
        bar_color = QColor("#3b6ea5")
        # The tallest bar fills the height: the shape of the law is what the eye reads; the
        # exact chances are written on the bars (and listed in the tooltip).
        top_p = max((p for _, p in self.bars), default=1.0) or 1.0
        short = metrics.horizontalAdvance("100.0%") > slot
        for index, (label, p) in enumerate(self.bars):
            left = area.left() + index * slot
            bar_h = height * max(0.0, min(1.0, p / top_p))
            rect = QRectF(left + slot * 0.15, bottom - bar_h, slot * 0.7, bar_h)
            painter.fillRect(rect, bar_color)
            painter.setPen(palette.windowText().color())
            text = f"{round(p * 100)}%" if short and p >= 0.005 else percent(p)
            painter.drawText(
                QRectF(left, bottom - bar_h - line, slot, line),
                Qt.AlignmentFlag.AlignHCenter,
                metrics.elidedText(text, Qt.TextElideMode.ElideRight, int(slot)),
            )
            painter.drawText(
                QRectF(left, bottom + 2, slot, line),
                Qt.AlignmentFlag.AlignHCenter,
                metrics.elidedText(label, Qt.TextElideMode.ElideRight, int(slot) - 2),
            )
        painter.setPen(QPen(palette.mid().color()))
        painter.drawLine(int(area.left()), int(bottom), int(area.right()), int(bottom))
        painter.end()


class GameResultsPane(QWidget):
    """Results of one scenario of ``game``: tiles, bars, figures, the choices and the roll.

    Signals:
        choice_activated(int): the player picked the choice at this index of the builder's list.
    """

    choice_activated = Signal(int)

    def __init__(self, game: AnyGame, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.setObjectName(f"{game.key}_results")
        self._scenario: dict[str, Any] | None = None
        self._choice_rows: list[int] = []
        self._outcome: object = None
        self._roll: object = None

        self.title = QLabel(self)
        self.title.setObjectName("results_title")
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        self.title.setWordWrap(True)
        self.message = QLabel(self)
        self.message.setObjectName("results_message")
        self.message.setTextFormat(Qt.TextFormat.PlainText)
        self.message.setWordWrap(True)
        self.tiles: list[tuple[QLabel, QLabel]] = []
        tiles = QGridLayout()
        for column in range(MAX_TILES):
            value = QLabel(self)
            value.setObjectName(f"tile_value_{column}")
            value.setTextFormat(Qt.TextFormat.PlainText)
            value.setAlignment(Qt.AlignmentFlag.AlignCenter)
            font = value.font()
            font.setPointSizeF(font.pointSizeF() * 1.6)
            font.setBold(True)
            value.setFont(font)
            caption = QLabel(self)
            caption.setObjectName(f"tile_label_{column}")
            caption.setTextFormat(Qt.TextFormat.PlainText)
            caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
            caption.setWordWrap(True)
            tiles.addWidget(value, 0, column)
            tiles.addWidget(caption, 1, column)
            self.tiles.append((value, caption))
        self.chart = BarChart(self)
        self.figures = QPlainTextEdit(self)
        self.figures.setObjectName("figures_text")
        self.figures.setReadOnly(True)
        self.figures.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.figures.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)

        self.seed = QSpinBox(self)
        self.seed.setObjectName("seed_spin")
        self.seed.setRange(0, 2_000_000_000)
        self.seed.setToolTip("The same seed always gives the same dice")
        self.roll_button = QPushButton("&Roll", self)
        self.roll_button.setObjectName("roll_button")
        self.roll_button.setToolTip("Roll this fight once, die by die (then the seed moves on)")
        self.roll_button.clicked.connect(self._on_roll_button_clicked)
        self.copy_button = QPushButton("&Copy roll", self)
        self.copy_button.setObjectName("copy_roll_button")
        self.copy_button.clicked.connect(self._on_copy_button_clicked)
        self.steps = StepsView(self)
        roll_page = QWidget(self)
        roll_layout = QVBoxLayout(roll_page)
        roll_bar = QHBoxLayout()
        roll_bar.addWidget(QLabel("Seed:", roll_page))
        roll_bar.addWidget(self.seed)
        roll_bar.addWidget(self.roll_button)
        roll_bar.addWidget(self.copy_button)
        roll_bar.addStretch(1)
        roll_layout.addLayout(roll_bar)
        roll_layout.addWidget(self.steps, 1)

        odds_page = QWidget(self)
        odds_layout = QVBoxLayout(odds_page)
        odds_layout.addLayout(tiles)
        odds_layout.addWidget(self.chart, 1)
        self.tabs = QTabWidget(self)
        self.tabs.setObjectName("game_results_tabs")
        self.tabs.addTab(odds_page, "&Odds")
        self.tabs.addTab(self.figures, "&Figures")
        self.tabs.addTab(roll_page, "Ro&ll")
        self.choices = QTableWidget(self)
        self.choices.setObjectName("choices_table")
        self.choices.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.choices.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.choices.verticalHeader().setVisible(False)
        self.choices.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.choices.cellActivated.connect(self._on_choices_cell_activated)
        self.choices.cellDoubleClicked.connect(self._on_choices_cell_activated)
        self.choices.setToolTip(
            "Every choice the rules give this attacker against this target, best first by "
            f"{game.title}'s measure; double-click or press Enter to fight with it"
        )
        self.tabs.addTab(self.choices, "C&hoices")

        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.message)
        layout.addWidget(self.tabs, 1)
        self.show_refusal(f"Pick an attacker and a target from {game.title} rosters.")

    # --- showing ----------------------------------------------------------------------------

    def show_scenario(self, scenario: dict[str, Any]) -> None:
        """Compute and show ``scenario``; a refusal of the rules is shown as the message."""
        try:
            outcome = self.game.calculate(self.game.read_scenario(scenario))
        except (RulesError, ScenarioShapeError) as error:
            self.show_refusal(str(error))
            return
        self._scenario = scenario
        self._outcome = outcome
        self.title.setText(self._title(scenario))
        self.message.setText("")
        self.message.setVisible(False)
        figures = self.game.headline(outcome)
        for index, (value, caption) in enumerate(self.tiles):
            figure: Figure | None = figures[index] if index < len(figures) else None
            value.setText(figure.text if figure else "")
            caption.setText(figure.label if figure else "")
        chart = self.game.views(outcome)[0].charts[0]
        self.chart.show_bars(chart.title, chart.bars)
        self.figures.setPlainText(self.game.outcome_text(outcome))
        self.tabs.setEnabled(True)
        self.steps.show_steps(())

    def show_refusal(self, message: str) -> None:
        self._scenario = None
        self._outcome = None
        self.title.setText("")
        self.message.setText(message)
        self.message.setVisible(True)
        for value, caption in self.tiles:
            value.setText("")
            caption.setText("")
        self.chart.show_bars("", ())
        self.figures.setPlainText("")
        self.steps.show_steps(())
        self.tabs.setEnabled(False)

    def show_choices(self, alternatives: list[tuple[str, dict[str, Any]]], current: int) -> None:
        """Compare every choice of the pair by its headline figures, the best first.

        This is the advice of games whose players choose (which weapon, which way to split the
        dice): the same figures as the headline, one row a choice, the game's score deciding.
        """
        rows: list[tuple[float, int, str, tuple[Figure, ...]]] = []
        for index, (label, scenario) in enumerate(alternatives):
            try:
                outcome = self.game.calculate(self.game.read_scenario(scenario))
            except (RulesError, ScenarioShapeError):
                continue
            rows.append((self.game.score(outcome), index, label, self.game.headline(outcome)))
        rows.sort(key=lambda row: (-row[0], row[1]))
        heads = [f.label for f in rows[0][3][:MAX_TILES]] if rows else []
        self.choices.clear()
        self.choices.setColumnCount(1 + len(heads))
        self.choices.setHorizontalHeaderLabels(["Choice", *heads])
        self.choices.setRowCount(len(rows))
        self._choice_rows = [index for _, index, _, _ in rows]
        for r, (_, index, label, figures) in enumerate(rows):
            name = QTableWidgetItem(
                ("★ " if r == 0 else "") + label + (" (now)" if index == current else "")
            )
            name.setToolTip(label)
            self.choices.setItem(r, 0, name)
            for c, figure in enumerate(figures[: len(heads)]):
                item = QTableWidgetItem(figure.text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.choices.setItem(r, c + 1, item)
        self.choices.resizeColumnToContents(0)

    def choice_rows(self) -> list[int]:
        """The builder's index of each row of the choices table, best first."""
        return list(self._choice_rows)

    def _on_choices_cell_activated(self, row: int, _column: int) -> None:
        if 0 <= row < len(self._choice_rows):
            self.choice_activated.emit(self._choice_rows[row])

    def headline_values(self) -> list[tuple[str, str]]:
        """(label, shown value) of each tile, as a player reads them."""
        return [(c.text(), v.text()) for v, c in self.tiles if c.text()]

    def _title(self, scenario: dict[str, Any]) -> str:
        attacker = scenario.get("attacker")
        target = scenario.get("target", scenario.get("defender"))
        names = [
            str(side.get("name", "")) if isinstance(side, dict) else ""
            for side in (attacker, target)
        ]
        choice = self.game.choice_label(scenario)
        return f"{names[0]} against {names[1]}: {choice}"

    # --- rolling ----------------------------------------------------------------------------

    def roll(self, seed: int | None = None) -> None:
        """Roll the current scenario once with ``seed`` (default: the seed box's value)."""
        if self._scenario is None:
            return
        if seed is not None:
            self.seed.setValue(seed)
        used = self.seed.value()
        try:
            self._roll = self.game.resolve(
                self.game.read_scenario(self._scenario), SeededDice(used)
            )
        except (RulesError, ScenarioShapeError) as error:
            self.steps.show_message(str(error))
            return
        self.steps.show_steps(self.game.roll_steps(self._roll), f"Seed {used}")
        self.tabs.setCurrentIndex(ROLL_TAB)
        self.seed.setValue(used + 1)

    def roll_text(self) -> str:
        return self.steps.text()

    def _on_roll_button_clicked(self) -> None:
        self.roll()

    def _on_copy_button_clicked(self) -> None:
        text = self.roll_text()
        if text and QGuiApplication.instance() is not None:
            QGuiApplication.clipboard().setText(text)

    def scenario_json(self) -> str:
        """The scenario on screen as ``gangfight calc`` reads it."""
        return json.dumps(self._scenario, indent=2) if self._scenario is not None else ""
