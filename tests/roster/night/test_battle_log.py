"""The battle's log as a campaign diary: plain text and Markdown."""

from __future__ import annotations

import pytest

from gangfight_gui.roster.night.battle_log import escape_markdown, log_markdown, log_text
from tests.roster.night.battles import evening

TEXT = """\
Friday *night* (Duel)
Reds (roster, 3 fighters) against Blues (roster, 2 fighters)

Round 1
  1. Red Captain against Blue Chief: Red Captain strikes Blue Chief (bare hands)
     Odds: Down 12.5%, Expected hits 1.50
     Dice: 6 4 1
       Hit roll (4+): [6] [4] 1 = 2 hits
     Changed: Blue Chief: Wounds taken 0 → 2, Prone no → yes
  2. Blue Guard against Red Runt: Blue Guard strikes Red Runt (bare hands)
     Odds: Down 75.0%, Expected hits 1.00
     Dice: 5 2
       Hit roll (4+): [5] 2 = 1 hits
     Changed: Red Runt: Wounds taken 0 → 1, Status Standing → Down
Round 2
  3. Edit: Blue Chief: Prone yes → no (stood up)
  4. Red Spear against Blue Chief, Blue Guard: Red Spear strikes Blue Chief, Blue Guard (bare hands)
     Odds: Blue Chief: Down 75.0%, Blue Chief: Expected hits 1.00, Blue Guard: Down 75.0%, Blue Guard: Expected hits 1.00
     Dice: 5 5 1 2
       Blue Chief: Hit roll (4+): [5] [5] = 2 hits
       Blue Guard: Hit roll (4+): 1 2 = 0 hits
     Changed: Blue Chief: Wounds taken 2 → 4, Status Standing → Down

After the game
  Reds: 3 fighters, 2 attacks
  Out of the fight: Red Runt (1 wounds taken, down)
  Taken: Wounds taken +1, Status: Down ×1
  Dealt: Wounds taken +4, Prone: yes ×1, Status: Down ×1
  Luck attacking: Down: 1 (1.62 expected, −0.62); Expected hits: 4 (3.50 expected, +0.50)
  Luck defending: Down: 1 (0.75 expected, −0.25); Expected hits: 1 (1.00 expected, +0.00)
  Blues: 2 fighters, 1 attack
  Out of the fight: Blue Chief (4 wounds taken, down)
  Taken: Wounds taken +4, Prone: yes ×1, Status: Down ×1
  Dealt: Wounds taken +1, Status: Down ×1
  Luck attacking: Down: 1 (0.75 expected, +0.25); Expected hits: 1 (1.00 expected, +0.00)
  Luck defending: Down: 1 (1.62 expected, +0.62); Expected hits: 4 (3.50 expected, −0.50)
"""  # noqa: E501


def test_the_text_tells_every_record_round_by_round_then_the_summary() -> None:
    assert log_text(evening()) == TEXT
    assert log_text(evening(), with_summary=False) == TEXT[: TEXT.index("\nAfter the game")]


def test_markdown_escapes_player_text_and_fences_the_dice() -> None:
    text = log_markdown(evening())
    assert text.startswith(
        "# Friday \\*night\\*\n\n*Duel* · Reds (roster, 3 fighters) against Blues (roster, 2 "
        "fighters)\n\n## Round 1\n\n1. Red Captain against Blue Chief: Red Captain strikes Blue "
        "Chief (bare hands)\n   - Odds: Down 12.5%, Expected hits 1.50\n   - Dice: 6 4 1\n"
        "   - Changed: Blue Chief: Wounds taken 0 → 2, Prone no → yes\n\n   ```text\n"
        "   Hit roll (4+): [6] [4] 1 = 2 hits\n   ```\n"
    )
    assert "## Round 2\n\n3. Edit: Blue Chief: Prone yes → no (stood up)\n" in text
    assert "## After the game\n\n**Reds: 3 fighters, 2 attacks**\n\n- Out of the fight:" in text
    assert text.endswith(
        "- Luck defending: Down: 1 (1.62 expected, +0.62); "
        "Expected hits: 4 (3.50 expected, −0.50)\n"
    )


@pytest.mark.parametrize(
    ("text", "escaped"),
    [
        ("*Zog* the _Great_", "\\*Zog\\* the \\_Great\\_"),
        ("<b>[link](x)</b> # | ~ & !", "\\<b\\>\\[link\\](x)\\</b\\> \\# \\| \\~ \\& \\!"),
        ("two\nlines\tand `code`", "two lines and \\`code\\`"),
        ("back\\slash", "back\\\\slash"),
    ],
)
def test_markdown_escape(text: str, escaped: str) -> None:
    assert escape_markdown(text) == escaped
