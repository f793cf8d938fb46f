"""Rosters: files, models and their checks (pydantic), without Qt; pydantic's plugin lookup is made
cheaper (``pydantic_plugins``) before any of its modules builds a model."""

from gangfight_gui.roster import pydantic_plugins

pydantic_plugins.install()
