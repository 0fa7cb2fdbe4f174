"""The finished battle in sentences, for the wizard's last page: maps and OB cards by name, the
sides' postures and forces, the VP marker, who moves first, the objective chits (secret ones only
counted) and the fortifications."""

from __future__ import annotations

from ...model.dataset import DataSet
from ...model.scenario import Scenario
from ...rsg.stepwise import side_name, vp_marker_text
from ..i18n import COUNT, translate
from ..scenario.mapview import type_name
from .texts import nation_name, value_name


def ob_name(dataset: DataSet, nation: str, ob_id: str) -> str:
    """An OB card's name (its id when the forces data no longer has it)."""
    forces = dataset.forces.get(nation)
    for card in forces.ob_cards if forces is not None else []:
        if card.id == ob_id:
            return card.name
    return ob_id


def side_sentence(sc: Scenario, dataset: DataSet, side: str) -> str:
    """'Allies (United States): Recon, line troops, OB card "...", Order Limit 2; 5 units ...'."""
    s = sc.sides.japan if side == "japan" else sc.sides.allied
    nation = nation_name(dataset, s.nation)
    head = f"<b>{side_name(side)}</b>" + (f" ({nation})" if nation != side_name(side) else "") + ": "
    units = len(s.units)
    text = head + translate("RsgWizard", "{posture}, {quality} troops, OB card \u201c{ob}\u201d, Order Limit {order_limit}; "
                      "%n unit(s) on the map at the {edge} edge.", None, COUNT, units).format(
        posture=value_name(s.posture).capitalize(), quality=value_name(s.quality), ob=ob_name(dataset, s.nation, s.ob),
        order_limit=s.order_limit, edge=value_name(s.edge))
    if side == "allied" and s.surrender_space is not None:
        text += " " + translate("RsgWizard", "They surrender at Time space {n}.").format(n=s.surrender_space)
    return text


def moves_first(side: str) -> str:
    return translate("RsgWizard", "The Allies move first.") if side == "allied" else translate("RsgWizard", "Japan moves first.")


def holds_initiative(side: str | None) -> str:
    if side == "allied":
        return translate("RsgWizard", "The Allies hold the Initiative card.")
    if side == "japan":
        return translate("RsgWizard", "Japan holds the Initiative card.")
    return translate("RsgWizard", "Nobody holds the Initiative card.")


def battle_summary(sc: Scenario, dataset: DataSet) -> list[str]:
    """The finish page's lines (rich text), in the order players set the battle up."""
    chits = sc.objective_chits
    by_type: dict[str, list[str]] = {}
    for f in sc.fortifications:
        by_type.setdefault(type_name(f.type), []).append(f.hex)
    forts = "; ".join(f"{name} ({', '.join(hexes)})" for name, hexes in by_type.items()) or translate("RsgWizard", "none")
    demo = translate("RsgWizard", " <b>(DEMO DATA)</b>") if (sc.generation and sc.generation.data_set_provenance == "demo" and "demo" not in sc.name) else ""
    map_doc = dataset.maps.get(sc.map)
    orientation = (translate("RsgWizard", "wide: the players sit at the long edges") if sc.orientation == "wide"
                   else translate("RsgWizard", "narrow: the players sit at the short edges"))
    return [
        f"<b>{sc.name}</b>{demo}",
        translate("RsgWizard", "Map \u201c{map}\u201d, {orientation}{rotation}. {year}, {time}.").format(
            map=map_doc.name if map_doc is not None else sc.map, orientation=orientation,
            rotation=translate("RsgWizard", ", turned a quarter turn") if sc.rotation else "", year=sc.year,
            time=translate("RsgWizard", "by night") if sc.night else translate("RsgWizard", "by day")),
        side_sentence(sc, dataset, "japan"),
        side_sentence(sc, dataset, "allied"),
        translate("RsgWizard", "VP marker: {vp}. Sudden Death at Time space {space}.").format(vp=vp_marker_text(sc.vp_start), space=sc.sudden_death_space),
        f"{moves_first(sc.first_player)} {holds_initiative(sc.initiative_holder)}",
        translate("RsgWizard", "Open objective chits: {open}. Secret chits: {japan} Japanese, {allied} Allied; each player sees "
            "his own with the buttons below.").format(
            open=" ".join(chits.open) or translate("RsgWizard", "none"), japan=len(chits.secret_japan), allied=len(chits.secret_allied)),
        translate("RsgWizard", "Fortifications: {forts}.").format(forts=forts),
    ]
