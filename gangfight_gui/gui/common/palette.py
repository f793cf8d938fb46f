"""A dark palette made whole: every role a table or a painted panel reads follows the scheme.

Under a dark desktop palette a table's alternate rows must not be white. Some
platforms and themes give a dark Base and Text but leave AlternateBase (and the tooltip's
colours) at their light defaults; every table with alternating rows then stripes white lines
through a dark window. ``mended`` gives such roles a shade of the palette's own Base, and leaves a
consistent palette (light or dark) as it is.
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette

from gangfight_gui.cards.heat import between

DARK = 128
"""Below this lightness a colour reads as dark."""


def _dark(color: QColor) -> bool:
    return color.lightness() < DARK


def mended(palette: QPalette) -> QPalette:
    """``palette`` with AlternateBase and the tooltip's colours on the side of its Base."""
    fixed = QPalette(palette)
    groups = (
        QPalette.ColorGroup.Active,
        QPalette.ColorGroup.Inactive,
        QPalette.ColorGroup.Disabled,
    )
    for group in groups:
        base = palette.color(group, QPalette.ColorRole.Base)
        alternate = palette.color(group, QPalette.ColorRole.AlternateBase)
        if _dark(base) != _dark(alternate):
            shade = base.lighter(125) if _dark(base) else base.darker(105)
            fixed.setColor(group, QPalette.ColorRole.AlternateBase, shade)
        tip, tip_text = (
            palette.color(group, QPalette.ColorRole.ToolTipBase),
            palette.color(group, QPalette.ColorRole.ToolTipText),
        )
        if _dark(tip) == _dark(tip_text):  # unreadable: text the colour of its panel
            fixed.setColor(group, QPalette.ColorRole.ToolTipBase, base)
            fixed.setColor(
                group, QPalette.ColorRole.ToolTipText, palette.color(group, QPalette.ColorRole.Text)
            )
    return fixed


FADED_LEAST = 40
"""The least lightness between a faded text and the normal text: told apart at a glance."""


def faded_text(palette: QPalette) -> QColor:
    """The colour of a row that is out of play (an entry out of action): the palette's disabled
    text where it is told apart from the normal text, else the text halfway to the base. A dark
    desktop often gives its disabled text the normal text's colour, and such a row read as one
    still in play."""
    text = palette.color(QPalette.ColorGroup.Active, QPalette.ColorRole.Text)
    disabled = palette.color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text)
    if abs(disabled.lightness() - text.lightness()) >= FADED_LEAST:
        return disabled
    return between(text, palette.color(QPalette.ColorGroup.Active, QPalette.ColorRole.Base), 0.5)
