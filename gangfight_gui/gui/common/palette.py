"""A dark palette made whole: every role a table or a painted panel reads follows the scheme, and
notes and selected rows stay readable.
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette

from gangfight_gui.cards.heat import between, luminance

DARK = 128
"""Below this lightness a colour reads as dark."""
TEXT_CONTRAST = 4.5
"""WCAG's least contrast of a text with its background."""
MARK_CONTRAST = 3.0
"""WCAG's least contrast of large text, a die's pips or a control's frame."""


def _dark(color: QColor) -> bool:
    return color.lightness() < DARK


def mended(palette: QPalette) -> QPalette:
    """``palette`` with AlternateBase and the tooltip's colours on the side of its Base (some
    dark themes leave them light, striping white rows through a dark window); a consistent
    palette, light or dark, is left as it is."""
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
        if group != QPalette.ColorGroup.Disabled:
            _legible(fixed, group)
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


def contrast(one: QColor, other: QColor) -> float:
    """WCAG's contrast ratio of two colours, from 1 (the same) to 21 (black on white)."""
    light, dark = sorted((luminance(one), luminance(other)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def legible(ink: QColor, papers: tuple[QColor, ...], toward: QColor, least: float) -> QColor:
    """``ink`` moved toward ``toward`` (the palette's text) just far enough to stand out from
    each of ``papers`` by ``least``; ``toward`` itself if nothing short of it does."""
    for step in range(21):
        found = between(ink, toward, step / 20)
        if all(contrast(found, paper) >= least for paper in papers):
            return found
    return QColor(toward)


def _legible(palette: QPalette, group: QPalette.ColorGroup) -> None:
    """The placeholder colour (secondary notes and hints are drawn in it) readable on the
    window and on the base, where a desktop's often is not (#777 on #efefef, 3.9:1); and a
    selected row's text readable on its highlight (Qt's own blue under white text is 3.7:1),
    the highlight deepened (or lightened, under dark text) just enough."""
    role = QPalette.ColorRole
    text = palette.color(group, role.Text)
    papers = (palette.color(group, role.Window), palette.color(group, role.Base))
    placeholder = palette.color(group, role.PlaceholderText)
    if placeholder.alpha() < 255:  # Qt's default: the text, half transparent on the base
        placeholder = between(text, papers[1], 0.5)
    palette.setColor(group, role.PlaceholderText, legible(placeholder, papers, text, TEXT_CONTRAST))
    chosen = palette.color(group, role.HighlightedText)
    away = QColor(255, 255, 255) if _dark(chosen) else QColor(0, 0, 0)
    highlight = legible(palette.color(group, role.Highlight), (chosen,), away, TEXT_CONTRAST)
    palette.setColor(group, role.Highlight, highlight)


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
