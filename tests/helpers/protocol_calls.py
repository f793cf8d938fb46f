"""Whether a game's member can be called as the ``Game`` protocol calls it."""

from __future__ import annotations

import inspect
from collections.abc import Callable
from typing import Any

POSITIONAL = (inspect.Parameter.POSITIONAL_ONLY, inspect.Parameter.POSITIONAL_OR_KEYWORD)


def takes_protocol_arguments(member: Callable[..., Any], wanted: Callable[..., Any]) -> bool:
    """``member`` (bound, or a function the game's engine holds) takes the arguments of the
    protocol's ``wanted`` (a method: its ``self`` aside) by position, and needs no more: the
    callers pass them so. Names may differ (``plan`` for ``scenario``)."""
    count = len(inspect.signature(wanted).parameters) - 1
    params = [p for p in inspect.signature(member).parameters.values() if p.kind in POSITIONAL]
    required = [p for p in params if p.default is inspect.Parameter.empty]
    return len(required) <= count <= len(params)
