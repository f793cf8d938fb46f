"""``gangfight matchups``: the matrix on the command line, each cell re-runnable by ``calc``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gangfight_gui.cli.main import main

ROSTERS = Path(__file__).resolve().parents[2] / "rosters"


def test_every_cell_equals_calc_on_its_scenario(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    args = ["matchups", str(ROSTERS / "orc_braves.json"), str(ROSTERS / "human_veterans.json")]
    assert main([*args, "--cover", "hard", "--range-band", "long", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    cells = [cell for row in data["cells"] for cell in row]
    assert len(data["cells"]) == len(data["attackers"])
    assert len(cells) == len(data["attackers"]) * len(data["targets"])
    scenarios = tmp_path / "cells.json"
    scenarios.write_text(json.dumps([c["scenario"] for c in cells]), encoding="utf-8")
    assert main(["calc", str(scenarios), "--json"]) == 0
    results = json.loads(capsys.readouterr().out)
    for cell, result in zip(cells, results, strict=True):
        assert result["final_wounds"]["mean"] == pytest.approx(
            cell["expected_final_wounds"], abs=1e-12
        )
        assert result["p_incapacitated"] == pytest.approx(cell["p_incapacitated"], abs=1e-12)
        assert result["attack_roll"]["dropped"] == cell["attack_drop"]
        if cell["attack"] == "ranged":
            assert cell["scenario"]["cover"] == "hard"


def test_text_matrix_names_rows_and_columns(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(
        ["matchups", str(ROSTERS / "human_veterans.json"), str(ROSTERS / "orc_braves.json")]
    )
    out = capsys.readouterr().out
    assert code == 0
    assert "Human Veterans (rows) against Orc Braves (columns)" in out
    assert "Orc Brave" in out.splitlines()[1]


@pytest.mark.parametrize(
    ("extra", "message"),
    [(["--range-band", "far"], "unknown range band"), ([], "no such file")],
)
def test_bad_input_is_one_line_and_exit_2(
    capsys: pytest.CaptureFixture[str], extra: list[str], message: str
) -> None:
    second = "missing.json" if not extra else str(ROSTERS / "orc_braves.json")
    code = main(["matchups", str(ROSTERS / "human_veterans.json"), second, *extra])
    err = capsys.readouterr().err
    assert code == 2
    assert message in err.lower()
    assert err.count("\n") == 1
