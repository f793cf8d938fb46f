"""The paper size in a print preview: A4 or Letter, chosen where the pages are seen."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QLocale
from PySide6.QtPrintSupport import QPrintPreviewDialog, QPrintPreviewWidget
from PySide6.QtWidgets import QComboBox, QLabel, QToolBar

from gangfight_gui.cards.layout import PAGE_SIZES


def default_page_size(locale: QLocale | None = None) -> str:
    """ "Letter" in the US (and others measuring in inches), "A4" everywhere else."""
    system = (locale or QLocale()).measurementSystem()
    return "Letter" if system == QLocale.MeasurementSystem.ImperialUSSystem else "A4"


def add_paper_choice(
    dialog: QPrintPreviewDialog, current: str, choose: Callable[[str], None]
) -> QComboBox:
    """Put a Paper choice on ``dialog``'s toolbar; ``choose`` takes the size, then it redraws.
    Qt's page-setup button would be undone: the pages set their named size when drawn."""
    toolbar = dialog.findChild(QToolBar)
    preview = dialog.findChild(QPrintPreviewWidget)
    assert toolbar is not None and preview is not None  # Qt's dialog always has both
    combo = QComboBox(dialog)
    combo.setObjectName("paper_combo")
    combo.addItems(list(PAGE_SIZES))
    combo.setCurrentText(current)
    combo.setToolTip("The paper the pages are laid out for")
    label = QLabel("&Paper:", dialog)
    label.setBuddy(combo)
    toolbar.addSeparator()
    toolbar.addWidget(label)
    toolbar.addWidget(combo)

    def on_combo_text_changed(size: str) -> None:
        choose(size)
        preview.updatePreview()

    combo.currentTextChanged.connect(on_combo_text_changed)
    return combo
