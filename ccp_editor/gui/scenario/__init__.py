"""The scenario editor (form and map view), its map overlay, and the printable scenario sheet."""

from __future__ import annotations

from ..i18n import translate


def register() -> None:
    """Make scenario documents open in the scenario editor (a sub-view next to the raw YAML)."""
    from ..subviews import SUBVIEW_FACTORIES

    def factory(model):  # noqa: ANN001, ANN202 (the docview factory signature)
        from .editor import ScenarioEditor  # loaded with the first scenario tab, not at start-up

        return [("scenario", translate("ScenarioEditor", "Scenario"), ScenarioEditor(model))]

    SUBVIEW_FACTORIES["scenario"] = factory
