"""The changelog keeps Keep a Changelog's form, and its newest release is the version installed."""

from __future__ import annotations

import re
import tomllib
from datetime import date
from importlib import metadata

from tests.docs.pages import REPO

CHANGELOG = REPO / "CHANGELOG.md"
KINDS = ("Added", "Changed", "Deprecated", "Removed", "Fixed", "Security")


def _releases() -> list[tuple[str, str, str]]:
    """(version, date, text) of each release, newest first; Unreleased has no date."""
    text = CHANGELOG.read_text(encoding="utf-8")
    heads = list(re.finditer(r"^## \[([^\]]+)\](?: - (\d{4}-\d{2}-\d{2}))?$", text, re.M))
    ends = [m.start() for m in heads[1:]] + [len(text)]
    return [
        (m.group(1), m.group(2) or "", text[m.end() : end])
        for m, end in zip(heads, ends, strict=True)
    ]


def test_the_form_is_keep_a_changelog() -> None:
    text = CHANGELOG.read_text(encoding="utf-8")
    assert text.startswith("# Changelog\n")
    assert "https://keepachangelog.com/" in text
    releases = _releases()
    assert releases[0][0] == "Unreleased"
    for version, day, body in releases[1:]:
        assert re.fullmatch(r"\d+\.\d+\.\d+", version)
        date.fromisoformat(day)
        kinds = re.findall(r"^### (.*)$", body, re.M)
        assert kinds and set(kinds) <= set(KINDS), version
        assert kinds == sorted(kinds, key=KINDS.index)


def test_the_newest_release_is_the_version() -> None:
    project = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    newest = _releases()[1][0]
    assert newest == project["version"] == "0.2.0"
    assert metadata.version("gangfight-gui") == newest  # what --version prints
