"""The one thing pyproject.toml cannot say: three top-level folders travel inside the package.

``resources/`` (icon, fonts, the JSON Schemas, the rulings pages), ``rosters/`` (the sample rosters)
and ``docs/`` (the manual, pages and pictures, shown by Help › User Guide) stay at the top of the
repository, where players and contributors look for them, and are installed as the packages
``gangfight_gui.resources``, ``gangfight_gui.samples`` and ``gangfight_gui.manual``, read with
importlib.resources (``gangfight_gui/shipped.py``). pyproject's ``packages`` is either a list or a
``find``, never both, so the found packages and the three mapped ones are joined here; everything
else is in pyproject.toml. Each folder has an ``__init__.py`` so an editable install (``make run``)
maps it too: setuptools' editable finder only maps folders that are regular packages.
"""

from setuptools import find_packages, setup

SHIPPED = {
    "gangfight_gui.resources": "resources",
    "gangfight_gui.samples": "rosters",
    "gangfight_gui.manual": "docs",
}
DATA = {
    "gangfight_gui": ["py.typed"],
    "gangfight_gui.resources": ["*.svg", "*.json", "*.md"],
    "gangfight_gui.resources.fonts": ["*.ttf", "LICENSE"],
    "gangfight_gui.samples": ["*.json"],
    "gangfight_gui.manual": ["*.md", "images/*.png"],
}

setup(
    packages=sorted({*find_packages(include=["gangfight_gui", "gangfight_gui.*"]), *DATA}),
    package_dir=SHIPPED,
    package_data=DATA,
)
