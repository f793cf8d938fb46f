"""Every link between the pages lands, every picture is there, every section F1 opens exists.

Anchors are read as the help window reads them (``gui/help/pages.py``: GitHub's), so a link
that lands here lands on GitHub and in the window alike. The pages the window shows are read
from the installed package, and they are ``docs/`` as it is.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from gangfight_gui import shipped
from gangfight_gui.gui.help import pages
from gangfight_gui.gui.help.sections import (
    PANEL_SECTIONS,
    WINDOW_PAGE,
    guide_page,
    section_problems,
)
from gangfight_gui.rules.game import playable_games
from tests.docs.pages import DOCS, EVERY_PAGE, PAGES, REPO

GUIDES = [f"{key}.md" for key in ("gangfight", "necromunda", "warstrike")]


def _page(path: Path) -> pages.Page:
    return pages.parse_page(path.name, path.read_text(encoding="utf-8"))


def _links() -> list[tuple[Path, str]]:
    return [(path, target) for path in EVERY_PAGE for target in _page(path).links()]


def _installed_guides() -> set[str]:
    """The chapters of the games installed beside the program (not in docs/)."""
    return {
        name
        for name, (package, _) in shipped.game_guides().items()
        if package != "gangfight_gui.manual"
    }


def test_the_package_ships_docs_as_it_is() -> None:
    own = [name for name in shipped.manual_pages() if name not in _installed_guides()]
    assert own == [path.name for path in PAGES]
    for path in PAGES:
        assert shipped.manual_file(path.name).read_bytes() == path.read_bytes()
    for image in sorted((DOCS / "images").glob("*.png")):
        assert shipped.manual_file(f"images/{image.name}").read_bytes() == image.read_bytes()


def test_the_contents_page_lists_every_page() -> None:
    order = pages.page_names()
    assert order[0] == pages.CONTENTS
    linked = {
        place[0]
        for target in pages.page(pages.CONTENTS).links()
        if (place := pages.resolve(pages.CONTENTS, target)) is not None
    }
    assert set(order) - linked == {pages.CONTENTS, *_installed_guides()}
    assert order[-len(_installed_guides()) or len(order) :] == tuple(
        sorted(_installed_guides())
    )  # an installed game's chapter comes after the manual's own pages


@pytest.mark.parametrize(("page", "target"), _links(), ids=lambda v: str(v)[-40:])
def test_every_link_lands(page: Path, target: str) -> None:
    if re.match(r"^https?://", target):
        return  # the web is not checked offline
    path, _, anchor = target.partition("#")
    landing = (page.parent / path).resolve() if path else page
    assert landing.is_file(), f"{page.name}: {target} is no file"
    assert REPO in landing.parents, f"{page.name}: {target} leaves the repository"
    if page.parent == DOCS and landing.suffix == ".md":
        assert landing.parent == DOCS, f"{page.name}: {target}: the window shows docs/ alone"
    if anchor:
        assert landing.suffix == ".md"
        assert anchor in _page(landing).anchors(), f"{page.name}: no #{anchor} in {landing.name}"


def test_links_are_checked_at_all() -> None:
    targets = [target for _page_path, target in _links()]
    assert any("#" in t and t.split("#")[0].endswith(".md") for t in targets)
    assert any(t.startswith("images/") or t.startswith("docs/images/") for t in targets)


def test_an_anchor_is_unique_as_on_github() -> None:
    text = (
        "# A\n\n## Results\n\n```\n# not a heading\n```\n\n## Results\n\n### Take-down & what if\n"
    )
    page = pages.parse_page("x.md", text)
    assert [s.anchor for s in page.sections] == ["a", "results", "results-1", "take-down--what-if"]
    assert pages.slug("`calc --json` output") == "calc---json-output"
    assert pages.slug("The `rules.injury_faces` option") == "the-rulesinjury_faces-option"
    assert pages.slug("[Cards](cards.md) and more!") == "cards-and-more"


@pytest.mark.parametrize("section", PANEL_SECTIONS, ids=str)
def test_every_section_f1_opens_exists(section: object) -> None:
    from gangfight_gui.gui.help.sections import PanelSection

    assert isinstance(section, PanelSection)
    where = [WINDOW_PAGE] if section.shared else [WINDOW_PAGE, *GUIDES]
    for name in where:
        assert section.anchor in pages.page(name).anchors(), f"no #{section.anchor} in {name}"


def test_every_game_has_its_guide() -> None:
    for game in playable_games():
        assert guide_page(game.key) == f"{game.key}.md"
        assert shipped.game_guides()[f"{game.key}.md"] == game.guide_resource
    assert guide_page("chess") == WINDOW_PAGE  # a game without a guide
    assert guide_page(None) == WINDOW_PAGE


def test_each_guide_has_the_same_panel_sections_in_the_same_order() -> None:
    def panels(name: str) -> list[str]:
        anchors = [s.anchor for s in pages.page(name).sections]
        wanted = {s.anchor for s in PANEL_SECTIONS if not s.shared}
        return [anchor for anchor in anchors if anchor in wanted]

    assert panels(WINDOW_PAGE) == [s.anchor for s in PANEL_SECTIONS if not s.shared]
    for name in GUIDES:
        assert panels(name) == panels(WINDOW_PAGE), name


def test_the_shipped_manual_finds_no_problem_of_its_own() -> None:
    # What tools/check_wheel.sh asks of the installed manual.
    assert pages.link_problems() == []
    assert section_problems(tuple(GUIDES)) == []


def test_the_manual_would_tell_a_broken_link_and_a_missing_section(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    broken = pages.parse_page(
        "index.md", "# I\n\n[a](cli.md#no-such) [b](gone.md) ![c](images/gone.png)\n"
    )
    real = pages.page
    monkeypatch.setattr(pages, "page", lambda name: broken if name == "index.md" else real(name))
    problems = pages.link_problems(("index.md", "cli.md"))
    assert [p for p in problems if p.startswith("index.md")] == [
        "index.md: cli.md#no-such is no heading of cli.md",
        "index.md: gone.md is no page of the manual",
        "index.md: the picture images/gone.png is missing",
    ]
    assert section_problems(("index.md",))[0] == "F1 opens #rosters, which index.md lacks"
