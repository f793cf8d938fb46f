"""Pydantic's plugins looked up without importing ``importlib.metadata`` when none is installed."""

from __future__ import annotations

import importlib
import sys
import types
from collections.abc import Iterable

from gangfight_gui import stand_ins
from gangfight_gui.rules.registry import read_group

LOADER = "pydantic.plugin._loader"
"""The module pydantic imports ``get_plugins`` from when it builds a validator."""
GROUP = "pydantic"
"""Pydantic's entry-point group of plugins."""


class _StandIn(types.ModuleType):
    """Stands in for pydantic's loader module until a plugin, or another name, calls for it.

    Importing ``importlib.metadata`` (email, csv, zipfile…) was a large part of what the first
    roster read cost the window's start (docs/performance.md), for a group no install of this
    program fills. The group is read as the games' is (``read_group``, held equal to
    ``importlib.metadata``'s by its tests): no plugin gives none, as pydantic's loader would; with
    one, or any other name asked, pydantic's own loader is imported and does all it did
    (``PYDANTIC_DISABLE_PLUGINS`` included). The group is read once, as pydantic's own loader
    reads it once (each model asks again)."""

    registered: bool | None = None

    def get_plugins(self) -> Iterable[object]:
        if self.registered is None:
            self.registered = bool(read_group(GROUP))
        if not self.registered:
            return ()
        loader: Iterable[object] = _own_loader().get_plugins()
        return loader

    def __getattr__(self, name: str) -> object:
        if name.startswith("__"):  # what the import system asks of any module (``__path__``)
            raise AttributeError(name)
        return getattr(_own_loader(), name)


def _own_loader() -> types.ModuleType:
    """Pydantic's own loader, imported in place of the stand-in (which it replaces for good)."""
    if isinstance(sys.modules.get(LOADER), _StandIn):
        del sys.modules[LOADER]
    return importlib.import_module(LOADER)


def install() -> None:
    """Put the stand-in where pydantic imports its loader from, unless its own is loaded or the
    stand-ins are off (``gangfight_gui/stand_ins.py``)."""
    if stand_ins.ON and LOADER not in sys.modules:
        sys.modules[LOADER] = _StandIn(LOADER, __doc__)
