"""A gang's roster: its name, notes, optional points limit and models, immutable.

Edits build validated copies (``with_model``, ``replace_model``...), so undo keeps whole values.
"""

from __future__ import annotations

from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field

from gangfight_gui.roster.model_spec import Cost, ModelSpec, Notes
from gangfight_gui.rules.engine.limits import MAX_MODELS, MAX_NAME_CHARS


class Roster(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    name: Annotated[str, Field(max_length=MAX_NAME_CHARS)] = "New gang"
    notes: Notes = ""
    points_limit: Cost | None = None
    models: Annotated[tuple[ModelSpec, ...], Field(max_length=MAX_MODELS)] = ()

    @property
    def total_cost(self) -> int:
        """Points of every model and of its weapons; a model without a cost counts 0.

        One loop, no call a model: a 10,000-model roster is summed on opening it (issue 11).
        """
        total = 0
        for model in self.models:
            total += model.cost or 0
            for weapon in model.weapons:
                total += weapon.cost or 0
        return total

    def with_models(self, models: tuple[ModelSpec, ...] | list[ModelSpec]) -> Roster:
        # The other fields only: dumping every model, to replace them all, took a 10,000-model
        # roster 11 ms an edit (issue 11). The models stay the same objects (not revalidated).
        return Roster.model_validate(
            {**self.model_dump(exclude={"models"}), "models": tuple(models)}
        )

    def replace_model(self, index: int, model: ModelSpec) -> Roster:
        models = list(self.models)
        models[index] = model
        return self.with_models(models)

    def insert_model(self, index: int, model: ModelSpec) -> Roster:
        models = list(self.models)
        models.insert(index, model)
        return self.with_models(models)

    def remove_model(self, index: int) -> Roster:
        models = list(self.models)
        del models[index]
        return self.with_models(models)

    def model_named(self, name: str) -> ModelSpec | None:
        return next((m for m in self.models if m.name == name), None)


def model_cost(model: ModelSpec) -> int:
    return (model.cost or 0) + sum(w.cost or 0 for w in model.weapons)
