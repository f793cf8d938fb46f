"""``fitted`` and ``wrapped``, the window's one way to fit text to a width (tiles, the headline
strip, charts, the matchups table and its printed page): checked against what a player reads,
every line inside its room, words kept in order, a line broken only where the next word
would not fit, and an ellipsis only where text was cut."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtGui import QFont, QFontMetrics, QFontMetricsF
from PySide6.QtWidgets import QApplication

from gangfight_gui.gui.common.elided import fitted, wrapped

WORDS = st.lists(st.text("aiMW.%-0", min_size=1, max_size=12), max_size=8)


def metrics_pair(qapp: QApplication) -> tuple[QFontMetrics, QFontMetricsF]:
    font = QFont()
    font.setPointSizeF(10.5)
    return QFontMetrics(font), QFontMetricsF(font)


def test_a_text_exactly_as_wide_as_its_room_is_whole(qapp: QApplication) -> None:
    for metrics in metrics_pair(qapp):
        width = metrics.horizontalAdvance("Incapacitated")
        assert fitted(metrics, "Incapacitated", width) == "Incapacitated"
        shown = fitted(metrics, "Incapacitated", width - 1)
        assert shown.endswith("…") and "Incapacitated".startswith(shown[:-1])


@settings(max_examples=300, deadline=None)
@given(words=WORDS, width=st.floats(20, 200), lines=st.integers(1, 3))
def test_wrapped_lines_fit_keep_the_words_and_break_only_when_needed(
    qapp: QApplication, words: list[str], width: float, lines: int
) -> None:
    text = " ".join(words)
    for metrics in metrics_pair(qapp):
        found = wrapped(metrics, text, width, lines)
        assert len(found) <= lines and (found or not words)
        # Qt's elidedText sums its glyphs' advances, which can come out a pixel or two
        # wider than the line measured whole: no glyph is cut at that.
        assert all(metrics.horizontalAdvance(line) <= width + 2 for line in found)
        left = list(words)
        for number, line in enumerate(found):
            if line.endswith("…"):  # cut: what shows is the start of the words left
                whole = " ".join(left)
                assert whole.startswith(line[:-1]) and line[:-1] != whole
                cut_word = len(line[:-1].split()) <= 1 or number == len(found) - 1
                assert cut_word, "only a long word, or the last line, is cut"
                left = left[1:] if number < len(found) - 1 else []
                continue
            taken = line.split()
            assert taken == left[: len(taken)], "the words in order, none lost"
            left = left[len(taken) :]
            if left and number < len(found) - 1:
                longer = f"{line} {left[0]}"
                assert metrics.horizontalAdvance(longer) > width, "broken where it still fits"
        assert not left, "every word shown or cut behind an ellipsis"
