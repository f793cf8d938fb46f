"""The combat builder's How box: the kind of attack, the Weapons menu, and why the picks make
no fight."""

from __future__ import annotations

from PySide6.QtCore import QSignalBlocker, Signal
from PySide6.QtGui import QKeyEvent, QStandardItemModel, QWheelEvent
from PySide6.QtWidgets import QComboBox, QFormLayout, QGroupBox, QWidget

from gangfight_gui.gui.combat.builder.setup import MenuRow, Setup
from gangfight_gui.gui.combat.results.style import refusal_colour, set_items, show_text
from gangfight_gui.gui.common.elided import ElidedComboBox
from gangfight_gui.gui.common.named_widgets import text_label
from gangfight_gui.gui.common.plain_text import tooltip
from gangfight_gui.rules.game import AnyGame, AttackKind

INDENT = "\u2003"


class MenuComboBox(ElidedComboBox):
    """The Weapons menu: says when the player is about to go through its rows (its popup opens,
    a key or the wheel steps it), so rows left out until then can be filled in first.

    Signals:
        browsing(): the rows are about to be shown or stepped through.
    """

    browsing = Signal()

    def showPopup(self) -> None:
        self.browsing.emit()
        super().showPopup()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        self.browsing.emit()
        super().keyPressEvent(event)

    def wheelEvent(self, event: QWheelEvent) -> None:
        self.browsing.emit()
        super().wheelEvent(event)


def _about(kind: AttackKind) -> str:
    """What a kind of attack is, and its ruling."""
    return kind.help + (f" ({kind.ruling})" if kind.ruling else "")


class HowBox(QGroupBox):
    """How the attacker fights: the kinds of attack ``game`` offers the pair (those it cannot
    make greyed), the choices it fights with, and the refusal when there is no fight."""

    def __init__(self, game: AnyGame, parent: QWidget) -> None:
        super().__init__("How", parent)
        self.setObjectName("how_box")
        self.game = game
        self.menu: tuple[MenuRow, ...] = ()
        """The Weapons menu's rows as shown (``Setup.shown_menu``, or all of ``Setup.menu``)."""
        self.attack_combo = ElidedComboBox(self)
        self.weapons_combo = MenuComboBox(self)
        for combo, name, least in (
            (self.attack_combo, "attack", 10),
            (self.weapons_combo, "weapons", 12),
        ):
            combo.setObjectName(f"{name}_combo")
            combo.setSizeAdjustPolicy(
                QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
            )
            combo.setMinimumContentsLength(least)
        rulings = ", ".join(self.game.choice_rulings)
        self.weapons_tip = (
            "What the attacker fights with: every legal choice, the best by the odds chosen "
            "until you pick one" + (f" ({rulings})" if rulings else "")
        )
        self.weapons_combo.setToolTip(self.weapons_tip)
        self.refusal_label = text_label(self, "refusal_label")
        refusal_colour(self.refusal_label)
        self.refusal_label.hide()
        self.form = form = QFormLayout(self)
        form.setContentsMargins(6, 2, 6, 4)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        form.setVerticalSpacing(4)
        form.addRow("Attac&k:", self.attack_combo)  # each label's buddy: its combo
        form.addRow("&Weapons:", self.weapons_combo)
        form.addRow(self.refusal_label)

    def show_setup(self, setup: Setup) -> None:
        """Draw the kinds of attack, the Weapons menu and the refusal of ``setup``."""
        self.show_kinds(setup)
        self.show_weapons(setup)
        show_text(self.refusal_label, setup.refusal)

    def show_kinds(self, setup: Setup) -> None:
        """Draw the kinds of attack ``setup`` offers, its kind current."""
        combo = self.attack_combo
        model = combo.model()
        assert isinstance(model, QStandardItemModel)  # QComboBox's own
        offers = setup.offers
        with QSignalBlocker(combo):
            keys = [offer.kind.key for offer in offers]
            if [combo.itemData(i) for i in range(combo.count())] != keys:
                combo.clear()
                for offer in offers:
                    combo.addItem(offer.kind.label, offer.kind.key)
            for row, offer in enumerate(offers):
                item = model.item(row)
                # The reason names entries: plain text, never markup.
                tip = tooltip(
                    _about(offer.kind) if offer.offered else f"Not possible: {offer.refusal}"
                )
                if item.isEnabled() != offer.offered:
                    item.setEnabled(offer.offered)
                if item.toolTip() != tip:
                    item.setToolTip(tip)
            row = keys.index(setup.kind.key) if setup.kind.key in keys else -1
            if combo.currentIndex() != row:
                combo.setCurrentIndex(row)
        kind = setup.kind
        tip = tooltip(
            "The kind of attack: those this pair cannot make are greyed, with the reason\n"
            f"{kind.label}: {_about(kind)}"
        )
        if combo.toolTip() != tip:
            combo.setToolTip(tip)
        # One kind of attack is no choice: its row is left out rather than shown greyed;
        # the title over the odds names it.
        single = len(self.game.attack_kinds) == 1
        if self.form.isRowVisible(combo) == single:
            self.form.setRowVisible(combo, not single)

    def show_weapons(self, setup: Setup) -> None:
        """Draw the Weapons menu as known without working out every choice."""
        self.show_menu(setup.shown_menu, setup.shown_current)
        combo = self.weapons_combo
        current = combo.currentText().strip()
        tip = tooltip(self.weapons_tip + (f"\nNow: {current}" if current else ""))
        if combo.toolTip() != tip:
            combo.setToolTip(tip)
        used = setup.uses_attacker
        if self.form.isRowVisible(combo) != used:
            self.form.setRowVisible(combo, used)

    def show_menu(self, menu: tuple[MenuRow, ...], current: int) -> None:
        """The Weapons menu's rows (``menu``, read back by its row when one is picked) and the
        row on screen."""
        self.menu = menu
        items = [(row.label if row.variant < 0 else INDENT + row.label) for row in menu]
        set_items(self.weapons_combo, items, current)
