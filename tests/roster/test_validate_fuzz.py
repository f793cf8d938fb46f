"""Fuzzing ``gangfight validate`` with damaged rosters: whatever the file holds, the
command answers 0 (valid), 1 (breaks a rule) or 2 (unreadable), lets no exception escape, and an
unreadable file is one stderr line. Small budget; the damage is ``tests.fuzzing``'s."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from gangfight_gui.cli.main import main
from gangfight_gui.rules.engine.limits import MAX_MODELS
from tests.conftest import ROSTERS
from tests.fuzzing import FUZZ, damage

SAMPLES: list[Any] = [
    json.loads(path.read_text(encoding="utf-8")) for path in sorted(ROSTERS.glob("*.json"))
]


@st.composite
def damaged_rosters(draw: st.DrawFn) -> bytes:
    document = draw(damage(draw(st.sampled_from(SAMPLES)), most=4))
    data = json.dumps(document, ensure_ascii=draw(st.booleans())).encode("utf-8")
    how = draw(st.sampled_from([None, None, "cut", "bytes", "nest", "digits", "many"]))
    if how == "cut":
        data = data[: draw(st.integers(min_value=0, max_value=len(data)))]
    elif how == "bytes":
        at = draw(st.integers(min_value=0, max_value=len(data)))
        data = data[:at] + draw(st.binary(min_size=1, max_size=4)) + data[at:]
    elif how == "nest":
        depth = draw(st.integers(min_value=500, max_value=50_000))
        data = b"[" * depth + data + b"]" * depth
    elif how == "digits":
        data = data.replace(b"4", b"4" * draw(st.integers(min_value=4_000, max_value=6_000)), 1)
    elif how == "many" and isinstance(document, dict) and isinstance(document.get("models"), list):
        models = document["models"][:1] * draw(st.sampled_from([2, MAX_MODELS, MAX_MODELS + 1]))
        data = json.dumps({**document, "models": models}).encode("utf-8")
    return data


@pytest.mark.slow
@FUZZ
@given(data=damaged_rosters())
@example(data=b"[" * 100_000)
@example(data=b'{"models": [{"name": "Orc", "attack": ' + b"9" * 5_000 + b"}]}")
@example(data=json.dumps({"models": [{"name": "Orc"}] * 20_000}).encode("utf-8"))
@example(data=json.dumps({"models": [{"name": "Orc", "notes": "x" * 100_000}]}).encode())
def test_validate_answers_any_damaged_roster(
    capsys: pytest.CaptureFixture[str], tmp_path_factory: pytest.TempPathFactory, data: bytes
) -> None:
    path = tmp_path_factory.mktemp("validate") / "roster.json"
    path.write_bytes(data)
    code = main(["validate", str(path)])
    out, err = capsys.readouterr()
    assert code in (0, 1, 2), err
    if code == 2:
        [line] = err.splitlines()
        assert line.startswith(f"gangfight validate: {path}: ")
        assert out == ""
    else:
        assert err == ""
        assert out.splitlines()[-1].startswith(f"{path}: ")
