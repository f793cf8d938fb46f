"""The manual's pages as the help window reads them: their sections, anchors, links and words.
The pages are the Markdown of ``docs/``, shipped as ``gangfight_gui.manual``; nothing here needs Qt.
"""

from __future__ import annotations

import posixpath
import re
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache

from gangfight_gui import shipped

CONTENTS = "index.md"
"""The manual's first page: what every page is for, in the order the window lists them."""

_FENCE = re.compile(r"^(```|~~~)")
_HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*#*\s*$")
_LINK = re.compile(r"(?<!!)\[([^\]]*)\]\(([^)\s]+)\)")
_IMAGE = re.compile(r"!\[([^\]]*)\]\(([^)\s]+)\)")
_MARKUP = re.compile(r"[`*]|!?\[([^\]]*)\]\([^)]*\)")
"""Code marks, stars and link targets; an underscore is kept (``rules.injury_faces``), so
emphasis is written with stars."""


def slug(heading: str) -> str:
    """A heading's anchor as GitHub makes it: the text in lower case, the markup and any
    punctuation but ``-`` and ``_`` dropped, each space a ``-`` ("Take-down & what if" is
    ``take-down--what-if``), so a link such as ``necromunda.md#the-builder`` lands on the same
    section on GitHub and in the window."""
    text = _MARKUP.sub(lambda m: m.group(1) or "", heading).lower()
    kept = "".join(c for c in text if c.isalnum() or c in " -_")
    return kept.replace(" ", "-")


def plain(markdown: str) -> str:
    """Markdown's text as a reader sees it: no backticks, stars or link targets."""
    return _MARKUP.sub(lambda m: m.group(1) or "", markdown)


@dataclass(frozen=True, slots=True)
class Section:
    """A heading of a page and the text under it, down to the next heading."""

    level: int
    title: str
    """As a reader sees it (``plain``)."""
    anchor: str
    """Unique within its page: a second "Results" is ``results-1``, as on GitHub."""
    text: str


@dataclass(frozen=True, slots=True)
class Page:
    """One page of the manual: its file name (``"necromunda.md"``), Markdown and sections."""

    name: str
    markdown: str
    sections: tuple[Section, ...]

    @property
    def title(self) -> str:
        """Its first heading, else its file name."""
        return self.sections[0].title if self.sections else self.name

    def anchors(self) -> set[str]:
        return {section.anchor for section in self.sections}

    def links(self) -> list[str]:
        """Every link target outside fenced code, as written (``"cli.md#calc"``,
        ``"#limits"``, ``"https://…"``), images included."""
        targets: list[str] = []
        for _number, line in _outside_code(self.markdown.splitlines()):
            targets += [target for _text, target in _LINK.findall(line)]
            targets += [target for _alt, target in _IMAGE.findall(line)]
        return targets


def _outside_code(lines: list[str]) -> Iterator[tuple[int, str]]:
    """The lines outside fenced code (and no fence), with their index."""
    fenced = False
    for number, line in enumerate(lines):
        if _FENCE.match(line):
            fenced = not fenced
        elif not fenced:
            yield number, line


def parse_page(name: str, markdown: str) -> Page:
    """A page's sections (fenced code is never a heading)."""
    heads: list[tuple[int, str, int]] = []  # level, title, line index
    lines = markdown.splitlines()
    for number, line in _outside_code(lines):
        match = _HEADING.match(line)
        if match:
            heads.append((len(match.group(1)), plain(match.group(2)), number))
    seen: dict[str, int] = {}
    sections = []
    for i, (level, title, start) in enumerate(heads):
        end = heads[i + 1][2] if i + 1 < len(heads) else len(lines)
        base = slug(title)
        count = seen.get(base, 0)
        seen[base] = count + 1
        anchor = base if count == 0 else f"{base}-{count}"
        sections.append(Section(level, title, anchor, "\n".join(lines[start + 1 : end])))
    return Page(name, markdown, tuple(sections))


@cache
def page(name: str) -> Page:
    """The shipped page ``name``; MissingResourceError if there is none."""
    return parse_page(name, shipped.manual_file(name).read_text(encoding="utf-8"))


@cache
def page_names() -> tuple[str, ...]:
    """Every shipped page: the contents first, then the pages in the order it links them, then
    any other page by name."""
    names = shipped.manual_pages()
    order = [CONTENTS] if CONTENTS in names else []
    if order:
        for target in page(CONTENTS).links():
            linked = resolve(CONTENTS, target)
            if linked is not None and linked[0] in names and linked[0] not in order:
                order.append(linked[0])
    return (*order, *(name for name in names if name not in order))


def resolve(current: str, target: str) -> tuple[str, str] | None:
    """A link on page ``current`` as a page of the manual and an anchor (``""`` for its top):
    ``"#limits"`` on cli.md is ``("cli.md", "limits")``. None for a link outside the manual
    (a web address, a file of the repository such as ``../README.md``) or to an image."""
    if re.match(r"^[a-z][a-z0-9+.-]*:", target, re.IGNORECASE):
        return None  # https:, mailto:
    path, _, anchor = target.partition("#")
    if not path:
        return current, anchor
    folder = posixpath.dirname(current)
    joined = posixpath.normpath(posixpath.join(folder, path))
    if joined.startswith("../") or joined == ".." or not joined.endswith(".md"):
        return None
    return joined, anchor


def image_name(current: str, target: str) -> str | None:
    """An image's file in the manual (``"images/cards.png"``), or None if it lies outside."""
    joined = posixpath.normpath(posixpath.join(posixpath.dirname(current), target))
    return None if joined.startswith("../") or ":" in target else joined


@dataclass(frozen=True, slots=True)
class Hit:
    """A section holding every word searched for, and how often they occur in it."""

    page: Page
    section: Section
    count: int


def search(words: str) -> list[Hit]:
    """The sections holding every word of ``words`` (any case), most matches first, then in the
    manual's order."""
    terms = [term for term in words.lower().split() if term]
    if not terms:
        return []
    hits: list[Hit] = []
    for name in page_names():
        found = page(name)
        for section in found.sections:
            text = f"{section.title}\n{plain(section.text)}".lower()
            counts = [text.count(term) for term in terms]
            if all(counts):
                hits.append(Hit(found, section, sum(counts)))
    return sorted(hits, key=lambda hit: -hit.count)  # a stable sort: the manual's order kept


def link_problems(names: tuple[str, ...] | None = None) -> list[str]:
    """What is broken in the shipped manual: a link to a page it lacks or to a heading a page
    lacks, a picture it lacks. Empty for a whole manual (``tools/check_wheel.sh`` asks the
    installed one)."""
    known = page_names() if names is None else names
    problems = []
    for name in known:
        found = page(name)
        for target in found.links():
            place = resolve(name, target)
            picture = image_name(name, target) if target.endswith(".png") else None
            if picture is not None:
                try:
                    shipped.manual_file(picture)
                except shipped.MissingResourceError:
                    problems.append(f"{name}: the picture {picture} is missing")
            elif place is not None and place[0] not in known:
                problems.append(f"{name}: {target} is no page of the manual")
            elif place is not None and place[1] and place[1] not in page(place[0]).anchors():
                problems.append(f"{name}: {target} is no heading of {place[0]}")
    return problems
