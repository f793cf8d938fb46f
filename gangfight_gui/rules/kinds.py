"""What a field holds (``FieldSpec.kind``): one small class per kind, and its one instance."""

from __future__ import annotations

import json
import math
import re
from abc import ABC, abstractmethod
from typing import TYPE_CHECKING, Any, ClassVar

from gangfight_gui.rules.engine.limits import (
    MAX_MODELS,
    MAX_NAME_CHARS,
    MAX_NOTES_CHARS,
    MAX_PERK_CHARS,
    MAX_PERKS,
)

if TYPE_CHECKING:
    from gangfight_gui.rules.game import FieldSpec, Limits

AUTO = "auto"
"""An ``AUTO_WHOLE``'s automatic value, and a matchup's "as the pair's own fight has it"."""
TRUE_WORDS = ("true", "yes", "on", "1")
FALSE_WORDS = ("false", "no", "off", "0")
NONE_WORDS = ("", "none", "–", "-")
"""Typed text that means no value, for a kind that may hold none (besides the field's blank)."""
NOTES_KEY = "notes"
"""The field of an entry, a weapon or a roster that holds the player's notes: as long as
``MAX_NOTES_CHARS`` in every game."""
NAME_KEY = "name"
"""Entries and weapons are found by name: a name is never blank."""
_SHOWN_CHARS = 40


class BadValue(ValueError):
    """Text that is not a value the field takes; the message says what it takes."""


def found(value: object) -> str:
    """A value as a message quotes it: as JSON writes it, cut short to stay on one line."""
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError, RecursionError):
        text = f"a {type(value).__name__}"
    text = text.replace("\n", " ")
    return text if len(text) <= _SHOWN_CHARS else text[: _SHOWN_CHARS - 1] + "…"


def longest_text(spec: FieldSpec) -> int:
    """The most characters a text (or each item of a list) of ``spec`` takes: notes as long as
    ``MAX_NOTES_CHARS``; else the spec's maximum within ``MAX_NOTES_CHARS``, no text of any file
    being longer (``MAX_NAME_CHARS``, an item of a list ``MAX_PERK_CHARS``, where it gives none)."""
    if spec.key == NOTES_KEY and not spec.kind.listed:
        return MAX_NOTES_CHARS
    if spec.maximum is None:
        return MAX_PERK_CHARS if spec.kind.listed else MAX_NAME_CHARS
    return min(spec.maximum, MAX_NOTES_CHARS)


def list_limit(spec: FieldSpec) -> int:
    """The most items a list field holds: ``max_items`` within ``MAX_MODELS``, or ``MAX_PERKS``."""
    return MAX_PERKS if spec.max_items is None else min(spec.max_items, MAX_MODELS)


def _choices(spec: FieldSpec, limits: Limits | None) -> tuple[str, ...]:
    if limits is not None and limits.choices is not None:
        return limits.choices
    return spec.choices


class Kind(ABC):
    """What every kind answers; the flags say what a panel needs to lay it out. Callers ask the
    kind, never compare its name: a new kind is one class here, one pydantic type and one widget."""

    name: ClassVar[str]
    """The kind as a docs table or a schema names it ("a whole number")."""
    number: ClassVar[bool] = False
    """A number: a spin box, a centred cell, sorted as a number."""
    whole: ClassVar[bool] = False
    optional: ClassVar[bool] = False
    """None is a value: the field's blank ("–", "all")."""
    automatic: ClassVar[bool] = False
    """``AUTO`` is a value: the rules decide (a drop)."""
    textual: ClassVar[bool] = False
    """Written text: a wide, left-aligned cell the filter searches."""
    listed: ClassVar[bool] = False
    """A list of texts, typed comma-separated."""
    ticked: ClassVar[bool] = False
    """Yes or no: a tick box."""
    chosen: ClassVar[bool] = False
    """One of the field's choices: a menu."""

    def __repr__(self) -> str:
        """Its constant's name: ``OPTIONAL_WHOLE``."""
        return re.sub(r"(?<!^)(?=[A-Z])", "_", type(self).__name__).upper()

    def takes_none(self, spec: FieldSpec) -> bool:
        """Whether None is a value of ``spec``."""
        return self.optional

    def takes(self, spec: FieldSpec, value: object, limits: Limits | None = None) -> bool:
        """Whether ``spec`` takes ``value`` (within ``limits``, the fight's, where given): the one
        test of a value in every layer."""
        if value is None:
            return self.takes_none(spec)
        return self._takes(spec, value, limits)

    @abstractmethod
    def _takes(self, spec: FieldSpec, value: object, limits: Limits | None) -> bool: ...

    def quick_source(self, spec: FieldSpec, name: str) -> str | None:
        """A cheap test of the variable ``name`` as a Python expression (literals and builtins
        only), True only where ``takes`` is, for a reader compiled once per object: the usual
        good value checked at once, anything else asked of ``takes``. None: ask ``takes``."""
        inner = self._quick_source(spec, name)
        if inner is None or not self.takes_none(spec):
            return inner
        return f"({name} is None or {inner})"

    def _quick_source(self, spec: FieldSpec, name: str) -> str | None:
        return None

    def wanted(self, spec: FieldSpec) -> str:
        """What the field takes, as a message or a tooltip says it."""
        text = self._wanted(spec)
        return text + ", or none" if self.optional else text

    @abstractmethod
    def _wanted(self, spec: FieldSpec) -> str: ...

    def problem(self, spec: FieldSpec, value: object) -> str | None:
        """What is wrong with ``value`` read from a file, in the one wording of every file
        ("must be a whole number from 1 to 10 (found -1)"); None when it is taken."""
        if self.takes(spec, value):
            return None
        return f"must be {self.wanted(spec)} (found {self._found(spec, value)})"

    def _found(self, spec: FieldSpec, value: object) -> str:
        return found(value)

    def parse(self, spec: FieldSpec, text: str) -> object:
        """The value typed ``text`` stands for, unchecked against the range (a roster refuses
        it naming the range); BadValue when it is no value of this kind."""
        return text

    def show(self, spec: FieldSpec, value: object) -> str:
        """A value as a player reads it: a number with its unit, a choice by its label."""
        if value is None:
            return spec.blank if self.number else ""
        return " ".join(str(value).split())

    def sort_key(self, spec: FieldSpec, value: object) -> Any:
        """A key that sorts a column as a player expects."""
        return self.show(spec, value).casefold()

    def starting(self, spec: FieldSpec) -> object:
        """The value a new record gets: the spec's default, else the kind's plainest value."""
        return spec.default

    def missing(self, spec: FieldSpec) -> object:
        """The value of a field a file leaves out: its default; None: the file must give it
        (unless the kind takes none)."""
        return spec.default

    def options(self, spec: FieldSpec) -> tuple[str, ...]:
        """The values a menu of ``spec`` offers, as written (a choice's choices); ``choice_labels``
        label them in this order."""
        return spec.choices


def _range_text(spec: FieldSpec) -> str:
    """ " from 2+ to 6+", " above 0 and at most 1,000 mm": the range in the field's unit, a
    sign on each number, a word once at the end."""
    low, high = spec.minimum, spec.maximum
    unit = unit_text(spec)
    sign, word = ("", unit) if unit.startswith(" ") else (unit, "")
    if low is not None and spec.exclusive_minimum:
        above = f" above {low:,}{sign}"
        return (f"{above} and at most {high:,}{sign}" if high is not None else above) + word
    if low is not None and high is not None:
        return f" from {low:,}{sign} to {high:,}{sign}{word}"
    if low is not None:
        return f" of at least {low:,}{sign}{word}"
    if high is not None:
        return f" of at most {high:,}{sign}{word}"
    return ""


class Number(Kind):
    """A decimal number (inches, mm), finite."""

    name = "a number"
    number = True

    def _is_number(self, value: object) -> bool:
        if isinstance(value, bool):
            return False
        if isinstance(value, float):
            return not self.whole and math.isfinite(value)
        return isinstance(value, int)

    def _takes(self, spec: FieldSpec, value: object, limits: Limits | None) -> bool:
        if self.automatic and value == AUTO:
            return True
        if not self._is_number(value):
            return False
        assert isinstance(value, int | float)
        low = limits.minimum if limits is not None and limits.minimum is not None else spec.minimum
        high = limits.maximum if limits is not None and limits.maximum is not None else spec.maximum
        if low is not None and (value < low or (value == low and spec.exclusive_minimum)):
            return False
        return high is None or value <= high

    def _quick_source(self, spec: FieldSpec, name: str) -> str | None:
        if self.automatic or spec.exclusive_minimum:
            return None
        low = "" if spec.minimum is None else f"{spec.minimum!r} <= "
        high = "" if spec.maximum is None else f" <= {spec.maximum!r}"
        typed = "is int" if self.whole else f"is float and {name} - {name} == 0"  # x - x: finite
        return f"type({name}) {typed}" + (f" and {low}{name}{high}" if low or high else "")

    def _wanted(self, spec: FieldSpec) -> str:
        text = self.name + _range_text(spec)
        return f'"{AUTO}" or {text}' if self.automatic else text

    def parse(self, spec: FieldSpec, text: str) -> object:
        word = text.strip()
        if self.optional and (word.casefold() in NONE_WORDS or word == spec.blank):
            return None
        if self.automatic and word.casefold() == AUTO:
            return AUTO
        try:
            return int(word) if self.whole else float(word)
        except ValueError:
            raise BadValue(f"{text[:12]!r} is not {self.wanted(spec)}") from None

    def show(self, spec: FieldSpec, value: object) -> str:
        if isinstance(value, bool) or not isinstance(value, int | float):
            return super().show(spec, value)
        return (f"{value:g}" if isinstance(value, float) else str(value)) + unit_text(spec)

    def sort_key(self, spec: FieldSpec, value: object) -> Any:
        if value is None:
            return float("-inf")
        return float("-inf") + 1 if value == AUTO else value

    def starting(self, spec: FieldSpec) -> object:
        if spec.default is not None or self.optional:
            return spec.default
        if self.automatic:
            return AUTO
        low = (spec.minimum or 0) + (1 if spec.exclusive_minimum else 0)
        return low if self.whole else float(low)


def unit_text(spec: FieldSpec) -> str:
    """What follows a number: a sign such as ``"`` or ``+`` attached ("4+"), a word after a
    space (" mm")."""
    unit = spec.unit
    return f" {unit}" if unit[:1].isalpha() else unit


class Whole(Number):
    name = "a whole number"
    whole = True


class OptionalWhole(Whole):
    optional = True


class OptionalNumber(Number):
    optional = True


class AutoWhole(Whole):
    """``AUTO`` or a whole number (a drop the rules may choose)."""

    automatic = True


class Text(Kind):
    name = "text"
    textual = True

    def _takes(self, spec: FieldSpec, value: object, limits: Limits | None) -> bool:
        if not isinstance(value, str) or len(value) > longest_text(spec):
            return False
        return spec.key != NAME_KEY or bool(value.strip())

    def _quick_source(self, spec: FieldSpec, name: str) -> str | None:
        text = f"type({name}) is str and len({name}) <= {longest_text(spec)!r}"
        return text + f" and {name}.strip() != ''" if spec.key == NAME_KEY else text

    def _wanted(self, spec: FieldSpec) -> str:
        return f"text of at most {longest_text(spec):,} characters"

    def problem(self, spec: FieldSpec, value: object) -> str | None:
        blank = isinstance(value, str) and not value.strip() and len(value) <= longest_text(spec)
        return "needs a name" if blank and spec.key == NAME_KEY else super().problem(spec, value)

    def _found(self, spec: FieldSpec, value: object) -> str:
        if isinstance(value, str) and len(value) > longest_text(spec):
            return f"{len(value):,} characters"
        return found(value)

    def starting(self, spec: FieldSpec) -> object:
        return "" if spec.default is None else spec.default


class TextList(Kind):
    """A list of short texts (perks, a Necromunda weapon's traits); ``choices``: the items it
    takes. Without a default it may hold none (no list chosen)."""

    name = "a list of texts"
    textual = True
    listed = True

    def takes_none(self, spec: FieldSpec) -> bool:
        return spec.default is None

    def _takes(self, spec: FieldSpec, value: object, limits: Limits | None) -> bool:
        if not isinstance(value, list | tuple) or len(value) > list_limit(spec):
            return False
        allowed = _choices(spec, limits)
        longest = longest_text(spec)
        return all(
            isinstance(item, str) and (item in allowed if allowed else len(item) <= longest)
            for item in value
        )

    def _quick_source(self, spec: FieldSpec, name: str) -> str | None:
        listed = f"type({name}) in (list, tuple) and len({name}) <= {list_limit(spec)!r}"
        texts = f"{{str}}.issuperset(map(type, {name}))"
        if spec.choices:
            choices = ", ".join(map(repr, dict.fromkeys(map(str, spec.choices))))  # not hashed
            return f"{listed} and {texts} and {{{choices}}}.issuperset({name})"
        return (
            f"{listed} and {texts} and max(map(len, {name}), default=0) <= {longest_text(spec)!r}"
        )

    def _wanted(self, spec: FieldSpec) -> str:
        if spec.choices:
            return f"a list of at most {list_limit(spec):,} of " + ", ".join(
                json.dumps(choice) for choice in spec.choices
            )
        return (
            f"a list of at most {list_limit(spec):,} texts of at most "
            f"{longest_text(spec):,} characters each"
        )

    def _found(self, spec: FieldSpec, value: object) -> str:
        if isinstance(value, list | tuple) and len(value) > list_limit(spec):
            return f"{len(value):,} items"
        return found(value)

    def parse(self, spec: FieldSpec, text: str) -> object:
        return [part.strip() for part in text.split(",") if part.strip()]

    def show(self, spec: FieldSpec, value: object) -> str:
        if isinstance(value, list | tuple):
            return ", ".join(" ".join(str(item).split()) for item in value)
        return super().show(spec, value)

    def starting(self, spec: FieldSpec) -> object:
        default = spec.default
        return tuple(default) if isinstance(default, list | tuple) else ()

    def missing(self, spec: FieldSpec) -> object:
        return self.starting(spec)


class YesNo(Kind):
    name = "yes or no"
    ticked = True

    def _takes(self, spec: FieldSpec, value: object, limits: Limits | None) -> bool:
        return isinstance(value, bool)

    def _quick_source(self, spec: FieldSpec, name: str) -> str | None:
        return f"type({name}) is bool"

    def _wanted(self, spec: FieldSpec) -> str:
        return "true or false"

    def parse(self, spec: FieldSpec, text: str) -> object:
        word = text.strip().casefold()
        if word not in TRUE_WORDS + FALSE_WORDS:
            raise BadValue(f"{text[:12]!r} is not {self.wanted(spec)}")
        return word in TRUE_WORDS

    def show(self, spec: FieldSpec, value: object) -> str:
        return "yes" if value else "no"

    def sort_key(self, spec: FieldSpec, value: object) -> Any:
        return 1 if value else 0

    def starting(self, spec: FieldSpec) -> object:
        return False if spec.default is None else spec.default

    def missing(self, spec: FieldSpec) -> object:
        return self.starting(spec)


class Choice(Kind):
    name = "a choice"
    chosen = True

    def _takes(self, spec: FieldSpec, value: object, limits: Limits | None) -> bool:
        return isinstance(value, str) and value in _choices(spec, limits)

    def _quick_source(self, spec: FieldSpec, name: str) -> str | None:
        return f"type({name}) is str and {name} in {tuple(map(str, spec.choices))!r}"

    def _wanted(self, spec: FieldSpec) -> str:
        return "one of " + ", ".join(_choice_text(spec, choice) for choice in spec.choices)

    def parse(self, spec: FieldSpec, text: str) -> object:
        return text.strip()

    def show(self, spec: FieldSpec, value: object) -> str:
        return " ".join(spec.label_of(value).split()) if value is not None else ""

    def sort_key(self, spec: FieldSpec, value: object) -> Any:
        return spec.choices.index(value) if value in spec.choices else -1

    def starting(self, spec: FieldSpec) -> object:
        if spec.default is None and spec.choices:
            return spec.choices[0]
        return spec.default


def _choice_text(spec: FieldSpec, choice: str) -> str:
    label = spec.label_of(choice)
    return json.dumps(choice) if label == choice else f"{json.dumps(choice)} ({label})"


KINDS: tuple[Kind, ...] = (
    Whole(),
    OptionalWhole(),
    Number(),
    OptionalNumber(),
    AutoWhole(),
    Text(),
    TextList(),
    YesNo(),
    Choice(),
)
WHOLE, OPTIONAL_WHOLE, NUMBER, OPTIONAL_NUMBER, AUTO_WHOLE, TEXT, TEXT_LIST, YES_NO, CHOICE = KINDS


MAX_WORD_CHARS = 12
"""The longest text a ``WordOrWhole`` takes ("S+1", "auto"): a card's column holds it."""
_DIGITS = re.compile(r"[0-9]+")


class WordOrWhole(Kind):
    """One of the field's words (``choices``: "auto") or a whole number within its bounds, the
    number given as one or as its digits ("1"); a text is read without its spaces and its case.
    A menu offers the words, and the numbers where few, and any value may be typed (N8's odd
    die: "auto", 0 or 1)."""

    name = "a whole number"
    number = True
    whole = True
    offsets: ClassVar[bool] = False  # a word may carry a number added or taken ("S+1")
    MENU: ClassVar[int] = 12  # the most numbers a menu lists beside the words

    def parts(self, spec: FieldSpec, value: object) -> tuple[str | None, int] | None:
        """A value as (its word as the field declares it, or None for a number; the number
        added to the word, or the number itself): ``"s + 1"`` is ("S", 1), ``"4"`` (None, 4),
        ``"auto"`` ("auto", 0); None when it is no value of this kind, whatever its bounds."""
        if type(value) is int:
            return None, value
        if not isinstance(value, str) or len(value) > MAX_WORD_CHARS:
            return None
        if value in spec.choices:  # the usual word, as declared
            return value, 0
        compact = "".join(value.split())
        if _DIGITS.fullmatch(compact):
            return None, int(compact)
        for word in spec.choices:
            head = compact[: len(word)]
            if head.casefold() != word.casefold():
                continue
            rest = compact[len(word) :]
            if not rest:
                return word, 0
            if self.offsets and rest[0] in "+-" and _DIGITS.fullmatch(rest[1:]):
                return word, int(rest)
        return None

    def taken_parts(
        self, spec: FieldSpec, value: object, limits: Limits | None = None
    ) -> tuple[str | None, int] | None:
        """``parts`` of a value ``spec`` takes (within ``limits``, where given); else None."""
        parts = self.parts(spec, value)
        if parts is None:
            return None
        if limits is not None and limits.choices is not None:
            return parts if self.spelled(parts) in limits.choices else None
        word, number = parts
        return parts if word is not None or WHOLE._takes(spec, number, limits) else None

    def _takes(self, spec: FieldSpec, value: object, limits: Limits | None) -> bool:
        return self.taken_parts(spec, value, limits) is not None

    @staticmethod
    def spelled(parts: tuple[str | None, int]) -> str:
        """A value's one spelling: the word as declared, with its number signed ("S+1"), or
        the number's digits."""
        word, number = parts
        if word is None:
            return str(number)
        return f"{word}{number:+d}" if number else word

    def _quick_source(self, spec: FieldSpec, name: str) -> str | None:
        if self.offsets:
            return None
        low = "" if spec.minimum is None else f" and {int(spec.minimum)!r} <= {name}"
        high = "" if spec.maximum is None else f" and {name} <= {int(spec.maximum)!r}"
        return f"(type({name}) is int{low}{high}) or {name} in {tuple(map(str, spec.choices))!r}"

    def _wanted(self, spec: FieldSpec) -> str:
        shifted = ("", "+N", "-N") if self.offsets else ("",)
        words = [json.dumps(word + shift) for word in spec.choices for shift in shifted]
        number = self.name + _range_text(spec)
        return " or ".join([", ".join(words), number]) if words else number

    def parse(self, spec: FieldSpec, text: str) -> object:
        parts = self.parts(spec, text)
        if parts is None:
            return text.strip()
        return parts[1] if parts[0] is None else self.spelled(parts)

    def show(self, spec: FieldSpec, value: object) -> str:
        if type(value) is int:
            return str(value) + unit_text(spec)
        return super().show(spec, value)

    def sort_key(self, spec: FieldSpec, value: object) -> Any:
        parts = self.parts(spec, value)
        if parts is None:
            return (2, 0, str(value))
        word, number = parts
        return (0, number, "") if word is None else (1, number, word)

    def starting(self, spec: FieldSpec) -> object:
        if spec.default is not None:
            return spec.default
        return spec.choices[0] if spec.choices else spec.minimum or 0

    def pattern(self, spec: FieldSpec) -> str:
        """The texts it takes as a regular expression (a JSON Schema's ``pattern``): digits, or
        a word in any case (with a signed number, where it takes one), spaces anywhere; the
        numbers' bounds are left to ``takes``."""
        digits = r"(?:[0-9]\s*)+"
        shift = rf"(?:[+-]\s*{digits})?" if self.offsets else ""
        words = [
            "".join(
                rf"[{c.upper()}{c.lower()}]\s*" if c.isalpha() else re.escape(c) + r"\s*"
                for c in word
            )
            + shift
            for word in spec.choices
        ]
        return rf"^\s*(?:{'|'.join([digits, *words])})$"

    def options(self, spec: FieldSpec) -> tuple[str, ...]:
        """The words, then every whole number where the field has few (else they are typed)."""
        low, high = spec.minimum, spec.maximum
        if self.offsets or low is None or high is None or high - low + 1 > self.MENU:
            return spec.choices
        return (*spec.choices, *map(str, range(low, high + 1)))


class RelativeOrWhole(WordOrWhole):
    """A word for a value the rules know (a fighter's S), alone or with a whole number added
    or taken ("S+1", "S-1"), or a whole number (N3's weapon strength)."""

    offsets = True


WORD_OR_WHOLE = WordOrWhole()
RELATIVE_OR_WHOLE = RelativeOrWhole()
KINDS += (WORD_OR_WHOLE, RELATIVE_OR_WHOLE)


def takes(spec: FieldSpec, value: object, limits: Limits | None = None) -> bool:
    """Whether the field ``spec`` takes ``value``: the one answer of every layer."""
    return spec.kind.takes(spec, value, limits)


def from_text(spec: FieldSpec, text: str) -> object:
    """The value typed ``text`` stands for, checked; BadValue saying what the field takes."""
    value = spec.kind.parse(spec, text)
    if not takes(spec, value):
        raise BadValue(f"{text[:40]!r} is not {spec.kind.wanted(spec)}")
    return value
