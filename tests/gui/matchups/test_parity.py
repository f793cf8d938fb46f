"""The GUI's matrix equals ``gangfight matchups`` and every cell equals ``gangfight calc``.

The view computes through its worker thread exactly as a user would cause it; the CLI runs
in-process on the same roster files, so any difference is the GUI's.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt

from gangfight_gui.cli.main import main as cli_main
from gangfight_gui.gui.matchups.matrix_model import MATCHUP_ROLE, MatchupMatrixModel
from gangfight_gui.gui.matchups.view import MatchupMatrixView
from gangfight_gui.rules.engine.distribution import mean
from gangfight_gui.rules.gangfight.matchups import Matchup
from gangfight_gui.rules.gangfight.options import LongRange, RuleOptions
from gangfight_gui.rules.gangfight.outcome import calculate
from gangfight_gui.rules.gangfight.reading import scenario_json
from gangfight_gui.rules.gangfight.scenario import Cover
from tests.conftest import ROSTERS
from tests.gui.matchups.conftest import Compute, sample

PAIRS = [
    ("orc_braves", "human_veterans"),
    ("human_veterans", "orc_braves"),
    ("monsters", "orc_braves"),
    ("human_veterans", "monsters"),
    ("orc_braves", "orc_braves"),
]


def _matchup(model: MatchupMatrixModel, row: int, column: int) -> Matchup:
    matchup = model.index(row, column).data(MATCHUP_ROLE)
    assert isinstance(matchup, Matchup)
    return matchup


def _cli_json(capsys: pytest.CaptureFixture[str], *args: str) -> dict[str, Any]:
    assert cli_main(["matchups", *args, "--json"]) == 0
    data: dict[str, Any] = json.loads(capsys.readouterr().out)
    return data


def _set(view: MatchupMatrixView, cover: Cover, band: str, in_combat: bool) -> None:
    controls = view.controls
    controls.cover_combo.setCurrentIndex(controls.cover_combo.findData(cover.value))
    controls.band_combo.setCurrentIndex(controls.band_combo.findData(band))
    controls.in_combat_check.setChecked(in_combat)


@pytest.mark.parametrize(("a", "b"), PAIRS)
def test_gui_and_cli_give_the_same_table(
    view: MatchupMatrixView, computed: Compute, capsys: pytest.CaptureFixture[str], a: str, b: str
) -> None:
    result = computed(lambda: view.set_rosters([(f"A {a}", sample(a)), (f"B {b}", sample(b))]))
    cli = _cli_json(capsys, str(ROSTERS / f"{a}.json"), str(ROSTERS / f"{b}.json"))
    assert list(result.attackers) == cli["attackers"]
    assert list(result.targets) == cli["targets"]
    model = view.model
    assert model.rowCount() == len(cli["cells"])
    for r, row in enumerate(cli["cells"]):
        assert model.columnCount() == len(row)
        for c, cell in enumerate(row):
            best = _matchup(model, r, c).best
            assert best is not None
            assert cell["attack"] == best.kind.value
            assert cell["weapons"] == list(best.weapons)
            assert (cell["attack_drop"], cell["pool"], cell["tn"]) == (
                best.dropped,
                best.pool,
                best.tn,
            )
            assert cell["expected_final_wounds"] == pytest.approx(
                best.expected_final_wounds, abs=1e-12
            )
            assert cell["p_incapacitated"] == pytest.approx(best.p_incapacitated, abs=1e-12)


@pytest.mark.parametrize(
    ("cover", "band", "in_combat", "options"),
    [
        (Cover.HARD, "long", False, ["--cover", "hard", "--range-band", "long"]),
        (
            Cover.SOFT,
            "short",
            True,
            ["--cover", "soft", "--range-band", "short", "--target-in-combat"],
        ),
    ],
)
def test_gui_and_cli_agree_under_settings(
    view: MatchupMatrixView,
    computed: Compute,
    capsys: pytest.CaptureFixture[str],
    cover: Cover,
    band: str,
    in_combat: bool,
    options: list[str],
) -> None:
    computed(
        lambda: view.set_rosters([("h", sample("human_veterans")), ("o", sample("orc_braves"))])
    )
    computed(lambda: _set(view, cover, band, in_combat))
    cli = _cli_json(
        capsys, str(ROSTERS / "human_veterans.json"), str(ROSTERS / "orc_braves.json"), *options
    )
    assert cli["settings"]["cover"] == cover.value
    for r, row in enumerate(cli["cells"]):
        for c, cell in enumerate(row):
            best = _matchup(view.model, r, c).best
            assert best is not None
            assert cell["weapons"] == list(best.weapons)
            assert cell["expected_final_wounds"] == pytest.approx(best.expected_final_wounds)
            assert cell["p_incapacitated"] == pytest.approx(best.p_incapacitated)


def test_gui_and_cli_agree_with_house_rules(
    view: MatchupMatrixView, computed: Compute, capsys: pytest.CaptureFixture[str]
) -> None:
    computed(lambda: view.set_rosters([("m", sample("monsters")), ("h", sample("human_veterans"))]))
    result = computed(lambda: view.set_rule_options(RuleOptions(long_range=LongRange.BEYOND_RANGE)))
    assert result.settings.range_band == "long"  # R15 option: no Normal band
    cli = _cli_json(
        capsys,
        str(ROSTERS / "monsters.json"),
        str(ROSTERS / "human_veterans.json"),
        "--long-range",
        "beyond_range",
        "--range-band",
        "long",
    )
    for r, row in enumerate(cli["cells"]):
        for c, cell in enumerate(row):
            best = _matchup(view.model, r, c).best
            assert best is not None
            assert cell["expected_final_wounds"] == pytest.approx(best.expected_final_wounds)


def test_cell_text_equals_the_cli_text_table(
    view: MatchupMatrixView,
    orcs_vs_humans: object,
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert (
        cli_main(
            ["matchups", str(ROSTERS / "orc_braves.json"), str(ROSTERS / "human_veterans.json")]
        )
        == 0
    )
    lines = capsys.readouterr().out.splitlines()
    model = view.model
    for r in range(model.rowCount()):
        name = model.headerData(r, Qt.Orientation.Vertical)
        line = next(t for t in lines[2:] if t.startswith(f"{name}  "))
        cells = re.split(r"\s{2,}", line.strip())[1:]
        assert cells == [model.index(r, c).data() for c in range(model.columnCount())]


def test_every_cell_equals_calculate_and_gangfight_calc(
    view: MatchupMatrixView,
    orcs_vs_humans: object,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    model = view.model
    for r in range(model.rowCount()):
        for c in range(model.columnCount()):
            best = _matchup(model, r, c).best
            assert best is not None
            outcome = calculate(best.scenario)
            assert mean(outcome.target.final_wounds) == pytest.approx(best.expected_final_wounds)
            assert outcome.target.p_incapacitated == pytest.approx(best.p_incapacitated)
            path = tmp_path / f"cell_{r}_{c}.json"
            path.write_text(json.dumps(scenario_json(best.scenario)), encoding="utf-8")
            assert cli_main(["calc", str(path), "--json"]) == 0
            calc = json.loads(capsys.readouterr().out)
            assert calc["final_wounds"]["mean"] == pytest.approx(best.expected_final_wounds)
            assert calc["p_incapacitated"] == pytest.approx(best.p_incapacitated)
            assert calc["attack_roll"]["pool"] == best.pool
            assert calc["attack_roll"]["tn"] == best.tn
