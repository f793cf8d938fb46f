"""File › Open Sample…: pick some of the sample rosters that ship with the app."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from gangfight_gui.gui.common.named_widgets import button as named_button
from gangfight_gui.gui.common.named_widgets import lay_out, named, text_label
from gangfight_gui.gui.common.plain_text import accepted, tooltip

if TYPE_CHECKING:  # the samples are read when asked for, not to show the window
    from gangfight_gui.shipped import Sample

EXPLANATION = (
    "Each sample opens as a new, untitled roster: edit it freely, and Save asks where to keep "
    "your copy."
)


def sample_label(sample: Sample) -> str:
    """ "Orc Braves — Gangfight (orc_braves.json)": what the list shows of one sample."""
    return f"{sample.name} — {sample.game_title} ({sample.file_name})"


class SamplesDialog(QDialog):
    """The list of samples; Open is enabled while at least one is selected."""

    def __init__(self, samples: list[Sample], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("samples_dialog")
        self.setWindowTitle("Open Sample Rosters")
        self._samples = list(samples)

        games: dict[str, list[int]] = {}
        for row, sample in enumerate(self._samples):
            games.setdefault(sample.game_title, []).append(row)
        self.fight_buttons: dict[str, QPushButton] = {}
        for title, rows in games.items():
            if len(rows) < 2:
                continue
            names = ", ".join(self._samples[row].name for row in rows)
            button = named_button(
                f"{title} fight",
                f"samples_fight_{len(self.fight_buttons)}",
                self,
                tooltip(f"Open every {title} sample at once: {names}"),
                lambda _=False, r=tuple(rows): self._open_rows(r),
            )
            button.setAutoDefault(False)
            self.fight_buttons[title] = button

        self.list = named(QListWidget(self), "samples_list")
        self.list.setTextElideMode(Qt.TextElideMode.ElideMiddle)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        for sample in self._samples:
            item = QListWidgetItem(sample_label(sample))
            item.setToolTip(tooltip(sample_label(sample)))  # the file name when elided
            self.list.addItem(item)
        if self._samples:
            self.list.setCurrentRow(0)
        self.list.itemDoubleClicked.connect(self.accept)

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Open | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.list.itemSelectionChanged.connect(self._on_list_item_selection_changed)
        self._on_list_item_selection_changed()

        layout = lay_out(QVBoxLayout(self), text_label(self, text=EXPLANATION))
        if self.fight_buttons:
            lay_out(
                layout,
                QLabel("Both sides of a fight, in one click:", self),
                lay_out(QHBoxLayout(), *self.fight_buttons.values(), None),
                QLabel("Or pick samples (Ctrl+click for several):", self),
            )
        lay_out(layout, self.list, self.buttons)
        self.resize(max(560, self.sizeHint().width()), 360)

    def chosen(self) -> list[Sample]:
        """The selected samples, in the list's order."""
        rows = sorted(self.list.row(item) for item in self.list.selectedItems())
        return [self._samples[row] for row in rows]

    def _open_rows(self, rows: tuple[int, ...]) -> None:
        """Select ``rows`` (a game's samples) and open them."""
        self.list.clearSelection()
        for row in rows:
            item = self.list.item(row)
            if item is not None:
                item.setSelected(True)
        self.accept()

    def _on_list_item_selection_changed(self) -> None:
        open_button = self.buttons.button(QDialogButtonBox.StandardButton.Open)
        open_button.setEnabled(bool(self.list.selectedItems()))


def choose_samples(parent: QWidget | None, samples: list[Sample]) -> list[Sample]:
    """Ask which samples to open; [] if the player cancels. The one question asked, so tests
    answer it as they answer QMessageBox's static functions."""
    dialog = SamplesDialog(samples, parent)
    return dialog.chosen() if accepted(dialog) else []
