"""The wizard's shown texts: the question of each step, VP marker values, option values, step numbers."""

from __future__ import annotations

from ...rsg.stepwise import vp_marker_text
from ..i18n import tr

TR_CONTEXT = "RsgWizard"


def _tr(text: str) -> str:
    return tr(TR_CONTEXT, text)


def questions() -> dict[str, str]:
    """The question of each kind of decision, in the GUI's language ({side} still to fill in)."""
    return {
        "map": _tr("The players choose the map"),
        "year": _tr("The players choose the year"),
        "ob": _tr("{side}: choose your OB card (the other player must not see it)"),
        "leader": _tr("{side}: the leader roll gives a choice of leaders"),
        "support": _tr("{side}: buy from the Support Table column you rolled"),
        "fortifications": _tr("{side} (Defender): buy fortifications with your VP lead"),
        "fortification_hexes": _tr("{side}: place your fortifications"),
        "invader_split": _tr("{side} (Invader): choose the units that land on the map"),
        "banzai_split": _tr("{side} (Banzai): choose the units that wait on Time space 1"),
        "infiltration_boxes": _tr("{side}: put your infiltrators in the Infiltration Boxes"),
        "placement": _tr("{side}: set up your units in your setup area"),
        "night": _tr("Japan: fight by day or by night?"),
        "sighting_markers": _tr("Japan: buy Sighting markers"),
        "sighting_hexes": _tr("Japan: place your Sighting markers"),
    }




def vp_value_text(vp: int) -> str:
    """Where the VP marker stands: 'Japan +3', 'Allies +2' or '0' (one notation, see ``vp_marker_text``)."""
    return vp_marker_text(vp)


def vp_text(vp: int) -> str:
    return _tr("VP marker: {value}").format(value=vp_value_text(vp))


def value_name(value: object) -> str:
    """The shown name of a word the scenario stores as an id (posture, quality, edge, orientation)."""
    return {
        "attacker": _tr("attacker"), "defender": _tr("defender"), "recon": _tr("recon"), "invader": _tr("invader"),
        "banzai": _tr("banzai"), "elite": _tr("elite"), "line": _tr("line"), "green": _tr("green"),
        "top": _tr("top"), "bottom": _tr("bottom"), "left": _tr("left"), "right": _tr("right"),
        "wide": _tr("wide"), "narrow": _tr("narrow"),
    }.get(str(value), str(value))


def step_number(label: str) -> str:
    """A step list label as shown ('Pre' is translated; step numbers are not)."""
    return _tr("Pre") if label == "Pre" else label


def nation_name(dataset: object, nation: str) -> str:
    """A nation as the rule set names it ('United States'), its code when the rule set has no name."""
    ruleset = getattr(dataset, "ruleset", None)
    for n in getattr(ruleset, "nations", None) or []:
        if n.id == nation and n.name:
            return n.name
    return nation
