"""What the code's comments and the pages cite is in the repository: no issue tracker, no page of
another folder. A reader who follows a citation finds the page, or a file of that name."""

from __future__ import annotations

import ast
import io
import re
import subprocess
import tokenize
from pathlib import Path

import pytest

from tests.docs.pages import PAGES, REPO

CODE_FOLDERS = ("gangfight_gui", "examples", "tools", "benchmarks")
"""The package and what ships beside it; tests/ may cite what it checks."""

WORDED_FOLDERS = (*CODE_FOLDERS, "tests")
"""Where no issue number is written: the package, what ships beside it, and the tests."""

NAMES_NOT_FILES = {"KEY.md", "pitfight.md"}
"""A chapter's name in the manual, not a file: ``--manual KEY.md``, and the example game's."""

_CITED_PAGE = re.compile(r"(?<![\w./-])((?:[\w-]+/)*[\w-]+\.md)\b")
_ISSUE = re.compile(r"(?:\b|_)issues?(?:\s+#?\d+|_\d+|:)", re.IGNORECASE)


def _tracked() -> list[str]:
    out = subprocess.run(
        ["git", "ls-files"], cwd=REPO, capture_output=True, text=True, check=True
    ).stdout
    return out.splitlines()


TRACKED = _tracked()
SOURCES = sorted(
    REPO / name for name in TRACKED if name.endswith(".py") and name.startswith(CODE_FOLDERS)
)
WORDED = sorted(
    REPO / name for name in TRACKED if name.endswith(".py") and name.startswith(WORDED_FOLDERS)
)


def _prose(path: Path) -> str:
    """A module's comments and docstrings (every string standing as a statement), one a line."""
    text = path.read_text(encoding="utf-8")
    tokens = tokenize.generate_tokens(io.StringIO(text).readline)
    comments = [token.string for token in tokens if token.type == tokenize.COMMENT]
    docstrings = [
        node.value.value
        for node in ast.walk(ast.parse(text))
        if isinstance(node, ast.Expr)
        and isinstance(node.value, ast.Constant)
        and isinstance(node.value.value, str)
    ]
    return "\n".join([*comments, *docstrings])


def _found(cited: str, page: Path) -> bool:
    """A path of the repository, or one beside the citing page, or a file of that name in it."""
    if cited in NAMES_NOT_FILES:
        return True
    if (REPO / cited).is_file() or (page.parent / cited).is_file():
        return True
    return any(name == cited or name.endswith(f"/{cited}") for name in TRACKED)


def _missing(text: str, page: Path) -> list[str]:
    return [cited for cited in _CITED_PAGE.findall(text) if not _found(cited, page)]


def test_the_package_and_its_tests_are_read() -> None:
    assert REPO / "gangfight_gui" / "rules" / "game.py" in SOURCES
    assert REPO / "benchmarks" / "bench_core.py" in SOURCES
    assert Path(__file__) in WORDED and REPO / "tests" / "conftest.py" in WORDED


@pytest.mark.parametrize("path", WORDED, ids=lambda path: str(path.relative_to(REPO)))
def test_no_issue_number_in_the_package_or_its_tests(path: Path) -> None:
    """No tracker is part of the repository: a reference says the reason, figure or page."""
    text = path.read_text(encoding="utf-8")
    assert not _ISSUE.findall(text)


@pytest.mark.parametrize("path", SOURCES, ids=lambda path: str(path.relative_to(REPO)))
def test_comments_and_docstrings_cite_pages_in_the_repository(path: Path) -> None:
    assert not _missing(_prose(path), path)


@pytest.mark.parametrize("page", PAGES, ids=lambda page: page.name)
def test_the_pages_cite_pages_in_the_repository(page: Path) -> None:
    assert not _missing(page.read_text(encoding="utf-8"), page)


def test_a_page_outside_the_repository_is_caught() -> None:
    cited = _missing("exit 2 (CLI.md); R5 (resources/rules.md, docs/cli.md)", REPO / "docs" / "x")
    assert cited == ["CLI.md"]


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("a label cut (issue {n})", True),
        ("Issues {n}, {n}: pipes refused", True),
        ("the golden test of issue #{n}", True),
        ("the issues a player meets, {n} of them", False),
        ("no issue at {n}px", False),
        ("tissue {n}", False),
        ("def test_the_boxes_" + "issue_{n}()", True),  # a name carrying it
        ("def test_tissue_{n}()", False),
    ],
)
def test_an_issue_number_is_caught_and_the_word_alone_is_not(text: str, caught: bool) -> None:
    assert bool(_ISSUE.search(text.format(n=24))) is caught
