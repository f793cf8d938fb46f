"""The manual's pages as the tests read them: their fenced blocks and what each block claims.

A fenced block says in its info string what it is, and so how it is checked (``test_examples``):

- ```` ```console ```` (``exit=N``: the status of its last command, else 0): commands after
  ``$ ``, each followed by what it prints (stdout, then stderr). ``gangfight …`` (or
  ``.venv/bin/gangfight …``) runs in a scratch folder holding the repository's ``examples/`` and
  ``rosters/`` and the page's named JSON blocks; ``VAR=value`` before it sets the environment;
  ``pip install examples/pitfight`` installs the example game for the block's later commands.
- ```` ```json name=FILE ```` is a file the page's commands read (``schema=S`` also checks it
  against ``resources/S``); ```` ```json output="COMMAND" ```` is exactly what COMMAND prints,
  ```` ```json excerpt="COMMAND" ```` part of it (every key shown has the value shown);
  ```` ```json file=PATH ```` part of that repository file's JSON.
- ```` ```LANG file=PATH ```` (toml, python, …): lines found as they are in that file, in order.
- ```` ```sh ```` blocks are instructions to type (install, make): their ``gangfight`` and
  ``gangfight-gui`` lines must parse, their ``make`` targets exist (``test_names``).
"""

from __future__ import annotations

import re
import shlex
from dataclasses import dataclass, field
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
DOCS = REPO / "docs"
PAGES = sorted(DOCS.glob("*.md"))
"""The manual: every page of ``docs/``, shipped in the package."""
EVERY_PAGE = [REPO / "README.md", *PAGES, REPO / "CHANGELOG.md"]
"""Everything a reader of the repository is given to read."""

_FENCE = re.compile(r"^(`{3,}|~{3,})(.*)$")
LANGUAGES = {"console", "json", "sh", "toml", "python", "text"}


@dataclass(frozen=True)
class Block:
    page: Path
    line: int
    """Of the opening fence, counted from 1."""
    language: str
    options: dict[str, str]
    text: str

    @property
    def where(self) -> str:
        return f"{self.page.relative_to(REPO)}:{self.line}"


@dataclass(frozen=True)
class Command:
    """One ``$ `` line of a console block and the output shown under it."""

    block: Block
    env: dict[str, str]
    argv: list[str]
    program: str
    """``gangfight``, or ``pip`` (installing the example game)."""
    expected: str
    exit_code: int
    example_game: bool = field(default=False)


def blocks(page: Path) -> list[Block]:
    found: list[Block] = []
    lines = page.read_text(encoding="utf-8").splitlines(keepends=True)
    opening: tuple[int, str, str] | None = None
    body: list[str] = []
    for number, line in enumerate(lines, 1):
        match = _FENCE.match(line.rstrip("\n"))
        if opening is None:
            if match:
                opening = (number, match.group(1), match.group(2).strip())
                body = []
        elif match and match.group(1).startswith(opening[1]) and not match.group(2).strip():
            start, _fence, info = opening
            words = shlex.split(info) if info else [""]
            options = dict(word.partition("=")[::2] for word in words[1:])
            found.append(Block(page, start, words[0], options, "".join(body)))
            opening = None
        else:
            body.append(line)
    assert opening is None, f"{page.name}:{opening[0]}: a fence is never closed"
    return found


def every_block() -> list[Block]:
    return [block for page in EVERY_PAGE for block in blocks(page)]


def commands(block: Block) -> list[Command]:
    """The commands of a console block, each with the output shown under it."""
    found: list[Command] = []
    example_game = False
    current: tuple[dict[str, str], list[str]] | None = None
    output: list[str] = []

    def close() -> None:
        if current is not None:
            env, argv = current
            found.append(Command(block, env, argv[1:], argv[0], "".join(output), 0, example_game))

    for line in block.text.splitlines(keepends=True):
        if line.startswith("$ "):
            close()
            words = shlex.split(line[2:])
            env = {}
            while words and re.match(r"^[A-Z_]+=", words[0]):
                name, _, value = words.pop(0).partition("=")
                env[name] = value
            words[0] = words[0].removeprefix(".venv/bin/")
            if words[:3] == ["pip", "install", "examples/pitfight"]:
                example_game = True
            current = (env, words)
            output = []
        else:
            output.append(line)
    close()
    exit_code = int(block.options.get("exit", "0"))
    if exit_code and found:  # the last command's: those before it make what it reads
        found[-1] = Command(**{**found[-1].__dict__, "exit_code": exit_code})
    return found


def named_files(page: Path) -> dict[str, str]:
    """The page's ```` ```json name=FILE ```` blocks: the files its commands read."""
    return {
        block.options["name"]: block.text
        for block in blocks(page)
        if block.language == "json" and "name" in block.options
    }
