"""The wizard's shown texts: the question of each step, VP marker values, option values, step numbers."""

from __future__ import annotations

from ...rsg.stepwise import vp_marker_text
from ..i18n import translate


def questions() -> dict[str, str]:
    """The question of each kind of decision, in the GUI's language ({side} still to fill in)."""
    return {
        "map": translate("RsgWizard", "The players choose the map"),
        "year": translate("RsgWizard", "The players choose the year"),
        "ob": translate("RsgWizard", "{side}: choose your OB card (the other player must not see it)"),
        "leader": translate("RsgWizard", "{side}: the leader roll gives a choice of leaders"),
        "support": translate("RsgWizard", "{side}: buy from the Support Table column you rolled"),
        "fortifications": translate("RsgWizard", "{side} (Defender): buy fortifications with your VP lead"),
        "fortification_hexes": translate("RsgWizard", "{side}: place your fortifications"),
        "invader_split": translate("RsgWizard", "{side} (Invader): choose the units that land on the map"),
        "banzai_split": translate("RsgWizard", "{side} (Banzai): choose the units that wait on Time space 1"),
        "infiltration_boxes": translate("RsgWizard", "{side}: put your infiltrators in the Infiltration Boxes"),
        "placement": translate("RsgWizard", "{side}: set up your units in your setup area"),
        "night": translate("RsgWizard", "Japan: fight by day or by night?"),
        "sighting_markers": translate("RsgWizard", "Japan: buy Sighting markers"),
        "sighting_hexes": translate("RsgWizard", "Japan: place your Sighting markers"),
    }




def vp_text(vp: int) -> str:
    return translate("RsgWizard", "VP marker: {value}").format(value=vp_marker_text(vp))


def value_name(value: object) -> str:
    """The shown name of a word the scenario stores as an id (posture, quality, edge, orientation)."""
    return {
        "attacker": translate("RsgWizard", "attacker"), "defender": translate("RsgWizard", "defender"), "recon": translate("RsgWizard", "recon"), "invader": translate("RsgWizard", "invader"),
        "banzai": translate("RsgWizard", "banzai"), "elite": translate("RsgWizard", "elite"), "line": translate("RsgWizard", "line"), "green": translate("RsgWizard", "green"),
        "top": translate("RsgWizard", "top"), "bottom": translate("RsgWizard", "bottom"), "left": translate("RsgWizard", "left"), "right": translate("RsgWizard", "right"),
        "wide": translate("RsgWizard", "wide"), "narrow": translate("RsgWizard", "narrow"),
    }.get(str(value), str(value))


def step_number(label: str) -> str:
    """A step list label as shown ('Pre' is translated; step numbers are not)."""
    return translate("RsgWizard", "Pre") if label == "Pre" else label


def nation_name(dataset: object, nation: str) -> str:
    """A nation as the rule set names it ('United States'), its code when the rule set has no name."""
    ruleset = getattr(dataset, "ruleset", None)
    for n in getattr(ruleset, "nations", None) or []:
        if n.id == nation and n.name:
            return n.name
    return nation
