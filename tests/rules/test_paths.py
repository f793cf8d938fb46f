"""``copied``: the deep copy of scenario JSON every game and the builder change a fight on."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from gangfight_gui.rules.engine.paths import copied, set_path

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "orc_vs_veteran.json"

ATOMS = st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text()
JSON = st.recursive(
    ATOMS,
    lambda inner: (
        st.lists(inner, max_size=4)
        | st.tuples(inner, inner)
        | st.dictionaries(st.text(max_size=5), inner, max_size=4)
    ),
    max_leaves=30,
)


@given(st.dictionaries(st.text(max_size=5), JSON, max_size=6))
def test_a_copy_is_what_deepcopy_makes(data: dict[str, Any]) -> None:
    made = copied(data)
    assert made == copy.deepcopy(data)
    assert made is not data


def test_changing_the_copy_leaves_the_scenario_alone() -> None:
    scenario = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    before = json.dumps(scenario, sort_keys=True)
    changed = copied(scenario)
    set_path(changed, "target.wounds_taken", 3)
    changed["attacker"]["weapons"].append("Club")
    assert json.dumps(scenario, sort_keys=True) == before
    assert changed["target"]["wounds_taken"] == 3


def test_a_value_other_than_json_is_still_copied_deeply() -> None:
    kept = {1, 2}
    made = copied({"set": kept, "nested": [{"set": kept}]})
    made["set"].add(3)
    made["nested"][0]["set"].add(4)
    assert kept == {1, 2}
