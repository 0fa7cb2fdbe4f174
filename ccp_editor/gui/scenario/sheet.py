"""The printable scenario sheet: PDF and PNG through Qt's own text layout and printing.

One sheet per reader: the public copy shows no secret chit, each player's copy shows his own secret
chits only (14.3.4). The sheet holds the map thumbnail (the shared map painter plus the scenario
layers), both forces with the stats read from their counters, markers and fortifications, the
objective chits, special rules and where the scenario came from: the data set (with the DEMO badge
when its values are placeholders), the seed and every house rule.
"""

from __future__ import annotations

import html
import math
from pathlib import Path

from PySide6.QtCore import QMarginsF, QSizeF, QUrl
from PySide6.QtGui import QColor, QImage, QPageLayout, QPageSize, QPainter, QPdfWriter, QTextDocument

from ... import __version__
from ...model.dataset import DataSet
from ...model.scenario import Scenario, ScenarioSide, UnitPlacement
from ..render import ensure_gui_app
from .overlay import ScenarioPainter

OWNERS = ("public", "japan", "allied")
SIDE_TITLES = {"japan": "Japan", "allied": "Allies"}
MAP_URL = "sheet://map"
PNG_WIDTH = 1100


class SheetError(ValueError):
    """A sheet that cannot be written (unknown owner, bad file name, unwritable folder)."""


def _e(text: object) -> str:
    return html.escape(str(text))


def is_demo(sc: Scenario, ds: DataSet | None) -> bool:
    gen = sc.generation
    return sc.provenance == "demo" or (gen is not None and gen.data_set_provenance == "demo") or (
        ds is not None and ds.provenance == "demo"
    )


def _unit_row(u: UnitPlacement, ds: DataSet | None) -> str:
    counters = ds.counters() if ds else {}
    c = counters.get(u.counter)
    w = counters.get(u.weapon) if u.weapon else None
    f = c.front if c is not None else None
    cells = [
        _e(c.name if c else u.counter) + (" (broken)" if u.broken else "") + (" (veteran)" if u.veteran else ""),
        _e(f.fp if f and f.fp is not None else ""),
        _e(f.range if f and f.range is not None else ""),
        _e(f.movement if f and f.movement is not None else ""),
        _e(f.morale if f and f.morale is not None else ""),
        _e(f.command if f and f.command is not None else ""),
        _e((w.name + (f" ({w.front.fp}/{w.front.range})" if w.front.fp is not None else "")) if w else (u.weapon or "")),
        _e(u.hex or "set up"),
    ]
    return "<tr>" + "".join(f"<td>{x}</td>" for x in cells) + "</tr>"


def _side_html(side_id: str, side: ScenarioSide, ds: DataSet | None) -> str:
    rs = ds.ruleset if ds else None
    nation = rs.nation(side.nation) if rs else None
    name = nation.name if nation else side.nation
    facts = [
        f"posture <b>{_e(side.posture)}</b>",
        f"quality {_e(side.quality)}",
        f"Order Limit {side.order_limit}",
        f"hand {side.hand_size}",
        f"discard limit {side.discard_limit}",
        f"Initiative {side.initiative}",
        f"friendly edge {_e(side.edge)}",
    ]
    if side.surrender_space is not None:
        facts.append(f"Surrender space {side.surrender_space}")
    if side.ob:
        forces = ds.forces.get(side.nation) if ds else None
        card = forces.ob_card(side.ob) if forces else None
        facts.append(f"OB {_e(card.name if card else side.ob)}")
    out = [f"<h2>{SIDE_TITLES[side_id]}: {_e(name)}</h2>", f"<p>{', '.join(facts)}.</p>"]
    out.append(
        "<table class='units' width='100%' cellspacing='0' cellpadding='3'><tr><th align='left'>Unit</th><th>FP</th><th>Range</th>"
        "<th>Move</th><th>Morale</th><th>Command</th><th align='left'>Weapon</th><th>Hex</th></tr>"
    )
    out += [_unit_row(u, ds) for u in side.units]
    out.append("</table>")
    if not side.units:
        out.append("<p><i>No units on the map at start.</i></p>")
    for r in side.reinforcements:
        units = ", ".join(
            _e((ds.counters().get(u.counter).name if ds and ds.counters().get(u.counter) else u.counter) + (f" + {u.weapon}" if u.weapon else ""))
            for u in r.units
        )
        extra = f"; {r.sighting_markers} Sighting marker(s)" if r.sighting_markers else ""
        out.append(f"<p>Reinforcements on Time space {r.space}: {units or 'none'}{extra}</p>")
    if side.sighting_markers or side.sighting_marker_hexes:
        hexes = " ".join(side.sighting_marker_hexes)
        out.append(f"<p>Sighting markers: {side.sighting_markers}{f' in {hexes}' if hexes else ''}</p>")
    if side.radio:
        out.append(f"<p>Radio in the Artillery Box: {_e(side.radio)}</p>")
    if side.setup_area:
        out.append(f"<p>Setup area: {len(side.setup_area)} hexes (shaded on the map).</p>")
    return "\n".join(out)


def _chit_text(letter: str, ds: DataSet | None) -> str:
    chit = ds.chits.chit(letter) if ds and ds.chits else None
    if chit is None:
        return f"Chit {_e(letter)}"
    what = chit.text or (f"objective {chit.objective} = {chit.vp} VP" if chit.kind == "single" else f"{chit.kind}, {chit.vp} VP")
    return f"Chit {_e(letter)}: {_e(what)}"


def sheet_html(sc: Scenario, ds: DataSet | None, owner: str = "public") -> str:
    """The sheet as HTML (the map thumbnail is the resource ``sheet://map``)."""
    if owner not in OWNERS:
        raise SheetError(f"owner must be one of {', '.join(OWNERS)}, not {owner!r}")
    demo = is_demo(sc, ds)
    copy = {"public": "Public copy: no secret objective chits", "japan": "Japanese player's copy: shows Japan's secret chits only",
            "allied": "Allied player's copy: shows the Allies' secret chits only"}[owner]
    badge = (
        "<p><span style='background-color:#d9822b; color:white; font-weight:bold;'>&nbsp;DEMO DATA&nbsp;</span> "
        "placeholder values for trying the app, not the published game data</p>"
        if demo
        else ""
    )
    m = ds.maps.get(sc.map) if ds else None
    general = [
        ("Map", f"{sc.map}{f' ({m.name})' if m else ''}, {sc.orientation}" + (f", turned {sc.rotation} degrees" if sc.rotation else "")),
        ("Year", f"{sc.year}, {'night (night rules, 18)' if sc.night else 'day'}"),
        ("VP marker at start", f"{sc.vp_start:+d} ({'Japan ahead' if sc.vp_start > 0 else 'Allies ahead' if sc.vp_start < 0 else 'even'})"),
        ("Time / Sudden Death", f"Time marker on {sc.time_start}; Sudden Death marker on {sc.sudden_death_space}"),
        ("Mines", f"{sc.mine_fp} FP"),
        ("First player / Initiative card", f"{SIDE_TITLES[sc.first_player]} / {SIDE_TITLES[sc.initiative_holder]}"),
    ]
    out = [
        "<html><head><style>"
        "body { font-family: 'DejaVu Sans'; font-size: 9pt; } h1 { font-size: 16pt; } h2 { font-size: 12pt; margin-top: 10px; }"
        "table.units th { background-color: #e8e2d0; } table.units td { border-bottom: 1px solid #ccc; }"
        "</style></head><body>",
        f"<h1>{_e(sc.name)}</h1>",
        badge,
        f"<p><i>{copy}</i></p>",
        "<table cellpadding='2'>" + "".join(f"<tr><td><b>{_e(k)}</b></td><td>{_e(v)}</td></tr>" for k, v in general) + "</table>",
    ]
    if m is not None:
        out.append(f"<p align='center'><img src='{MAP_URL}' width='640'></p>")
        out.append("<p align='center'><small>Red: Japanese setup area; blue: Allied setup area; rings: objective control; "
                   "J/A n: units in the hex; Fx Tr Wi Pb Bk Cv Mi: fortifications; ?: Sighting marker.</small></p>")
    out.append(_side_html("japan", sc.sides.japan, ds))
    out.append(_side_html("allied", sc.sides.allied, ds))
    out.append("<h2>Objectives</h2>")
    if m is not None:
        rows = []
        for key, h in sorted(m.objectives.items()):
            owner_id = sc.objective_control.get(key)
            rows.append(f"Objective {key} in {h}: {SIDE_TITLES[owner_id] if owner_id else 'uncontrolled'}")
        out.append("<p>" + "<br>".join(_e(r) for r in rows) + "</p>")
    chits = sc.objective_chits
    lines = [f"Open: {_chit_text(c, ds)}" for c in chits.open] or ["Open: none"]
    for side_id, letters in (("japan", chits.secret_japan), ("allied", chits.secret_allied)):
        if owner == side_id:
            lines += [f"{SIDE_TITLES[side_id]} secret: {_chit_text(c, ds)}" for c in letters] or [f"{SIDE_TITLES[side_id]} secret: none"]
        else:
            lines.append(f"{SIDE_TITLES[side_id]}: {len(letters)} secret chit(s), hidden")
    out.append("<p>" + "<br>".join(lines) + "</p>")
    out.append("<h2>Markers and fortifications</h2>")
    forts = [f"{_e(f.type)}{f' {f.fp or sc.mine_fp} FP' if f.type == 'mines' else ''} in {_e(f.hex)} ({SIDE_TITLES[f.owner]})" for f in sc.fortifications]
    marks = [f"{_e(mk.type)}{f' {mk.value}' if mk.value else ''} in {_e(mk.hex)}" for mk in sc.markers]
    out.append(f"<p>Fortifications: {', '.join(forts) or 'none'}.<br>Markers: {', '.join(marks) or 'none'}.</p>")
    out.append("<h2>Special rules</h2>")
    special = sc.special_rules.strip()
    out.append("<p>" + (_e(special).replace("\n", "<br>") if special else "None.") + "</p>")
    out.append("<h2>Provenance</h2>")
    prov = [f"Scenario provenance: {_e(sc.provenance)}"]
    if ds is not None:
        prov.append(f"Data set: {_e(ds.id)} ({_e(ds.manifest.name if ds.manifest else ds.id)}), provenance {_e(ds.provenance)}"
                    + (" — DEMO DATA" if ds.provenance == "demo" else ""))
    gen = sc.generation
    if gen is not None:
        prov.append(f"Generated by {_e(gen.generator)} {_e(gen.generator_version)} from data set {_e(gen.data_set)} "
                    f"({_e(gen.data_set_provenance)}{' — DEMO DATA' if gen.data_set_provenance == 'demo' else ''}); "
                    f"seed {gen.seed}; dice {_e(gen.dice)}")
        if gen.options:
            prov.append("House rules: " + "; ".join(f"{_e(k)} = {_e(v)}" for k, v in sorted(gen.options.items())))
    prov.append(f"Printed with CC:P Scenario Studio {__version__}")
    out.append("<p>" + "<br>".join(prov) + "</p>")
    out.append("</body></html>")
    return "\n".join(x for x in out if x)


def sheet_document(sc: Scenario, ds: DataSet | None, owner: str = "public") -> QTextDocument:
    """The sheet laid out by Qt, with the map thumbnail attached."""
    ensure_gui_app()
    doc = QTextDocument()
    m = ds.maps.get(sc.map) if ds else None
    if m is not None:
        doc.addResource(QTextDocument.ResourceType.ImageResource, QUrl(MAP_URL), ScenarioPainter(sc, m, px_per_hex=64).render())
    doc.setHtml(sheet_html(sc, ds, owner))
    doc.setMetaInformation(QTextDocument.MetaInformation.DocumentTitle, sc.name)
    return doc


def _check_target(path: str | Path, suffix: str) -> Path:
    p = Path(path)
    if p.suffix.lower() != suffix:
        raise SheetError(f"the file name must end in {suffix}, not {p.name!r}")
    if not p.parent.exists():
        raise SheetError(f"no such folder: {p.parent}")
    return p


def export_pdf(sc: Scenario, ds: DataSet | None, path: str | Path, owner: str = "public") -> int:
    """Write the sheet as an A4 PDF; returns the number of pages."""
    p = _check_target(path, ".pdf")
    doc = sheet_document(sc, ds, owner)
    writer = QPdfWriter(str(p))
    writer.setTitle(sc.name)
    writer.setCreator(f"CC:P Scenario Studio {__version__}")
    writer.setResolution(150)
    writer.setPageLayout(QPageLayout(QPageSize(QPageSize.PageSizeId.A4), QPageLayout.Orientation.Portrait, QMarginsF(12, 12, 12, 12),
                                     QPageLayout.Unit.Millimeter))
    rect = writer.pageLayout().paintRectPixels(writer.resolution())
    scale = 96.0 / writer.resolution()  # lay the sheet out in screen pixels; Qt scales it to the page
    doc.setPageSize(QSizeF(rect.width() * scale, rect.height() * scale))
    pages = doc.pageCount()
    doc.print_(writer)
    if not p.is_file():
        raise SheetError(f"could not write {p}")
    return pages


def export_png(sc: Scenario, ds: DataSet | None, path: str | Path, owner: str = "public", width: int = PNG_WIDTH) -> Path:
    """Write the whole sheet as one PNG, ``width`` pixels wide."""
    p = _check_target(path, ".png")
    doc = sheet_document(sc, ds, owner)
    doc.setTextWidth(width)
    height = math.ceil(doc.size().height())
    image = QImage(width, height, QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    try:
        doc.drawContents(painter)
    finally:
        painter.end()
    if not image.save(str(p), "PNG"):
        raise SheetError(f"could not write {p}")
    return p
