"""Rosters: files, models and their checks (pydantic), without Qt.

Before any of its modules builds a pydantic model, pydantic's plugin lookup is made cheaper
(``pydantic_plugins``).
"""

from gangfight_gui.roster import pydantic_plugins

pydantic_plugins.install()
