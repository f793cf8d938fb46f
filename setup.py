"""The one thing pyproject.toml cannot say: two top-level folders travel inside the package.

``resources/`` (icon, fonts, the roster JSON Schema) and ``rosters/`` (the sample rosters) stay at
the top of the repository, where players and contributors look for them, and are installed as the
packages ``gangfight_gui.resources`` and ``gangfight_gui.samples``, read with importlib.resources
(``gangfight_gui/shipped.py``). pyproject's ``packages`` is either a list or a ``find``, never
both, so the found packages and the two mapped ones are joined here; everything else is in
pyproject.toml. Each folder has an ``__init__.py`` so an editable install (``make run``) maps it
too: setuptools' editable finder only maps folders that are regular packages.
"""

from setuptools import find_packages, setup

SHIPPED = {"gangfight_gui.resources": "resources", "gangfight_gui.samples": "rosters"}
DATA = {
    "gangfight_gui": ["py.typed"],
    "gangfight_gui.resources": ["*.svg", "*.json", "*.md"],
    "gangfight_gui.resources.fonts": ["*.ttf", "LICENSE"],
    "gangfight_gui.samples": ["*.json"],
}

setup(
    packages=sorted({*find_packages(include=["gangfight_gui", "gangfight_gui.*"]), *DATA}),
    package_dir=SHIPPED,
    package_data=DATA,
)
