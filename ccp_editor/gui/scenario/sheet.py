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

from PySide6.QtCore import QBuffer, QIODevice, QLocale, QMarginsF, QSizeF, QUrl
from PySide6.QtGui import QColor, QImage, QPageLayout, QPageSize, QPainter, QPdfWriter, QTextDocument

from ... import __version__
from ...io.storage import atomic_write_bytes
from ...model.dataset import DataSet
from ...model.scenario import Scenario, ScenarioSide, UnitPlacement
from ..i18n import COUNT, translate, vp_text
from ..i18n.houserules import rule_name, rule_value
from ..render import RenderError, encoded_image, ensure_gui_app
from .overlay import ScenarioPainter

OWNERS = ("public", "japan", "allied")
SIDE_TITLES = {"japan": "Japan", "allied": "Allies"}  # English; the sheet shows side_title()


def side_title(side_id: str) -> str:
    return {"japan": translate("ScenarioSheet", "Japan"), "allied": translate("ScenarioSheet", "Allies")}.get(side_id, side_id)


def value_name(value: object) -> str:
    """The shown name of a word the scenario stores as an id (posture, quality, edge, orientation, type)."""
    return {
        "attacker": translate("ScenarioSheet", "attacker"), "defender": translate("ScenarioSheet", "defender"), "recon": translate("ScenarioSheet", "recon"), "invader": translate("ScenarioSheet", "invader"),
        "banzai": translate("ScenarioSheet", "banzai"), "elite": translate("ScenarioSheet", "elite"), "line": translate("ScenarioSheet", "line"), "green": translate("ScenarioSheet", "green"),
        "top": translate("ScenarioSheet", "top"), "bottom": translate("ScenarioSheet", "bottom"), "left": translate("ScenarioSheet", "left"), "right": translate("ScenarioSheet", "right"),
        "wide": translate("ScenarioSheet", "wide"), "narrow": translate("ScenarioSheet", "narrow"),
        "foxholes": translate("ScenarioSheet", "foxholes"), "trench": translate("ScenarioSheet", "trench"), "wire": translate("ScenarioSheet", "wire"), "pillbox": translate("ScenarioSheet", "pillbox"),
        "bunker": translate("ScenarioSheet", "bunker"), "cave": translate("ScenarioSheet", "cave"), "mines": translate("ScenarioSheet", "mines"),
        "smoke": translate("ScenarioSheet", "smoke"), "blaze": translate("ScenarioSheet", "blaze"), "starshell": translate("ScenarioSheet", "starshell"),
    }.get(str(value), str(value))
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
        _e(c.name if c else u.counter) + (translate("ScenarioSheet", " (broken)") if u.broken else "") + (translate("ScenarioSheet", " (veteran)") if u.veteran else ""),
        _e(f.fp if f and f.fp is not None else ""),
        _e(f.range if f and f.range is not None else ""),
        _e(f.movement if f and f.movement is not None else ""),
        _e(f.morale if f and f.morale is not None else ""),
        _e(f.command if f and f.command is not None else ""),
        _e((w.name + (f" ({w.front.fp}/{w.front.range})" if w.front.fp is not None else "")) if w else (u.weapon or "")),
        _e(u.hex or translate("ScenarioSheet", "set up")),
    ]
    aligns = ["left", *["center"] * 5, "left", "center"]
    return "<tr>" + "".join(f"<td align='{a}'>{x}</td>" for a, x in zip(aligns, cells, strict=True)) + "</tr>"


def _counter_name(counter_id: str, ds: DataSet | None) -> str:
    """A counter's name (the id only when the data set does not know it)."""
    c = ds.counters().get(counter_id) if ds else None
    return c.name if c is not None else counter_id


def house_rule_lines(options: dict[str, object], ds: DataSet | None) -> list[str]:
    """The house rules that differ from the rule set's defaults, in words: "Map orientation: wide"."""
    rules = {r.key: r for r in ds.ruleset.house_rules} if ds and ds.ruleset else {}
    lines = []
    for key, value in sorted(options.items()):
        rule = rules.get(key)
        if rule is not None and value == rule.default:
            continue
        name = rule_name(rule) if rule is not None else key.replace("_", " ").capitalize()
        lines.append(f"{name}: {rule_value(value)}")
    return lines


def _side_html(side_id: str, side: ScenarioSide, ds: DataSet | None) -> str:
    rs = ds.ruleset if ds else None
    nation = rs.nation(side.nation) if rs else None
    name = nation.name if nation else side.nation
    facts = [
        translate("ScenarioSheet", "posture <b>{posture}</b>").format(posture=_e(value_name(side.posture))),
        translate("ScenarioSheet", "quality {quality}").format(quality=_e(value_name(side.quality))),
        translate("ScenarioSheet", "Order Limit {n}").format(n=side.order_limit),
        translate("ScenarioSheet", "hand {n}").format(n=side.hand_size),
        translate("ScenarioSheet", "discard limit {n}").format(n=side.discard_limit),
        translate("ScenarioSheet", "Initiative {n}").format(n=side.initiative),
        translate("ScenarioSheet", "friendly edge {edge}").format(edge=_e(value_name(side.edge))),
    ]
    if side.surrender_space is not None:
        facts.append(translate("ScenarioSheet", "Surrender space {n}").format(n=side.surrender_space))
    if side.ob:
        forces = ds.forces.get(side.nation) if ds else None
        card = forces.ob_card(side.ob) if forces else None
        facts.append(translate("ScenarioSheet", "OB {name}").format(name=_e(card.name if card else side.ob)))
    title = side_title(side_id)
    heading = title if name.strip().lower() in (title.lower(), SIDE_TITLES.get(side_id, "").lower()) else f"{title}: {_e(name)}"
    out = [f"<h2>{heading}</h2>", f"<p>{', '.join(facts)}.</p>"]
    # <thead>: Qt repeats the header row on every page the table runs onto
    out.append(
        "<table class='units' width='100%' cellspacing='0' cellpadding='3'><thead><tr><th align='left'>" + translate('ScenarioSheet', 'Unit') + "</th><th align='center'>" + translate('ScenarioSheet', 'FP') + "</th><th align='center'>" + translate('ScenarioSheet', 'Range') + "</th><th align='center'>" + translate('ScenarioSheet', 'Move') + "</th><th align='center'>" + translate('ScenarioSheet', 'Morale') + "</th><th align='center'>" + translate('ScenarioSheet', 'Command') + "</th><th align='left'>" + translate('ScenarioSheet', 'Weapon') + "</th><th align='center'>" + translate('ScenarioSheet', 'Hex') + "</th></tr></thead><tbody>"
    )
    out += [_unit_row(u, ds) for u in side.units]
    out.append("</tbody></table>")
    if not side.units:
        out.append("<p><i>" + translate("ScenarioSheet", "No units on the map at start.") + "</i></p>")
    for r in side.reinforcements:
        units = ", ".join(
            _e(_counter_name(u.counter, ds) + (f" + {_counter_name(u.weapon, ds)}" if u.weapon else ""))
            for u in r.units
        )
        markers = r.sighting_markers
        extra = translate("ScenarioSheet", "; %n Sighting marker(s)", None, COUNT, markers) if markers else ""
        text = translate("ScenarioSheet", "Reinforcements on Time space {space}: {units}").format(space=r.space, units=units or translate("ScenarioSheet", "none"))
        out.append(f"<p>{text}{extra}</p>")
    if side.sighting_markers or side.sighting_marker_hexes:
        hexes = " ".join(side.sighting_marker_hexes)
        where = translate("ScenarioSheet", " in {hexes}").format(hexes=hexes) if hexes else ""
        out.append("<p>" + translate("ScenarioSheet", "Sighting markers: {n}").format(n=side.sighting_markers) + where + "</p>")
    if side.radio:
        out.append("<p>" + translate("ScenarioSheet", "Radio in the Artillery Box: {radio}").format(radio=_e(side.radio)) + "</p>")
    if side.setup_area:
        hexes = len(side.setup_area)
        out.append("<p>" + translate("ScenarioSheet", "Setup area: %n hexes (shaded on the map).", None, COUNT, hexes) + "</p>")
    return "\n".join(out)


def _chit_text(letter: str, ds: DataSet | None) -> str:
    chit = ds.chits.chit(letter) if ds and ds.chits else None
    if chit is None:
        return translate("ScenarioSheet", "Chit {letter}").format(letter=_e(letter))
    what = chit.text or (
        translate("ScenarioSheet", "objective {objective} = {vp} VP").format(objective=chit.objective, vp=chit.vp)
        if chit.kind == "single"
        else translate("ScenarioSheet", "{kind}, {vp} VP").format(kind=chit.kind, vp=chit.vp)
    )
    return translate("ScenarioSheet", "Chit {letter}: {text}").format(letter=_e(letter), text=_e(what))


def sheet_html(sc: Scenario, ds: DataSet | None, owner: str = "public") -> str:
    """The sheet as HTML (the map thumbnail is the resource ``sheet://map``)."""
    if owner not in OWNERS:
        raise SheetError(translate("ScenarioSheet", "owner must be one of {owners}, not {owner}").format(owners=", ".join(OWNERS), owner=repr(owner)))
    demo = is_demo(sc, ds)
    copy = {"public": translate("ScenarioSheet", "Public copy: no secret objective chits"),
            "japan": translate("ScenarioSheet", "Japanese player's copy: shows Japan's secret chits only"),
            "allied": translate("ScenarioSheet", "Allied player's copy: shows the Allies' secret chits only")}[owner]
    badge = (
        "<p><span style='background-color:#d9822b; color:white; font-weight:bold;'>&nbsp;" + translate("ScenarioSheet", "DEMO DATA") + "&nbsp;</span> "
        + translate("ScenarioSheet", "placeholder values for trying the app, not the published game data") + "</p>"
        if demo
        else ""
    )
    m = ds.maps.get(sc.map) if ds else None
    general = [
        (translate("ScenarioSheet", "Map"), f"{m.name if m else sc.map}, {value_name(sc.orientation)}"
         + (translate("ScenarioSheet", ", turned {n} degrees").format(n=sc.rotation) if sc.rotation else "")),
        (translate("ScenarioSheet", "Year"), f"{sc.year}, " + (translate("ScenarioSheet", "night (night rules, 18)") if sc.night else translate("ScenarioSheet", "day"))),
        (translate("ScenarioSheet", "VP marker at start"), vp_text(sc.vp_start)),  # "Japan +2", as the board and the wizard
        (translate("ScenarioSheet", "Time / Sudden Death"), translate("ScenarioSheet", "Time marker on {time}; Sudden Death marker on {space}").format(
            time=sc.time_start, space=sc.sudden_death_space)),
        (translate("ScenarioSheet", "Mines"), translate("ScenarioSheet", "{n} FP").format(n=sc.mine_fp)),
        (translate("ScenarioSheet", "First player / Initiative card"), f"{side_title(sc.first_player)} / {side_title(sc.initiative_holder)}"),
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
        out.append("<p align='center'><small>"
                   + translate("ScenarioSheet", "Red: Japanese setup area; blue: Allied setup area; rings: objective control; "
                         "J/A n: units in the hex; Fx Tr Wi Pb Bk Cv Mi: fortifications; ?: Sighting marker.")
                   + "</small></p>")
    out.append(_side_html("japan", sc.sides.japan, ds))
    out.append(_side_html("allied", sc.sides.allied, ds))
    out.append("<h2>" + translate("ScenarioSheet", "Objectives") + "</h2>")
    if m is not None:
        rows = []
        for key, h in sorted(m.objectives.items()):
            owner_id = sc.objective_control.get(key)
            rows.append(translate("ScenarioSheet", "Objective {n} in {hex}: {owner}").format(
                n=key, hex=h, owner=side_title(owner_id) if owner_id else translate("ScenarioSheet", "uncontrolled")))
        out.append("<p>" + "<br>".join(_e(r) for r in rows) + "</p>")
    chits = sc.objective_chits
    lines = [translate("ScenarioSheet", "Open: {chit}").format(chit=_chit_text(c, ds)) for c in chits.open] or [translate("ScenarioSheet", "Open: {chit}").format(chit=translate("ScenarioSheet", "none"))]
    for side_id, letters in (("japan", chits.secret_japan), ("allied", chits.secret_allied)):
        title = side_title(side_id)
        if owner == side_id:
            lines += [translate("ScenarioSheet", "{side} secret: {chit}").format(side=title, chit=_chit_text(c, ds)) for c in letters] or [
                translate("ScenarioSheet", "{side} secret: {chit}").format(side=title, chit=translate("ScenarioSheet", "none"))
            ]
        else:
            lines.append(translate("ScenarioSheet", "{side}: %n secret chit(s), hidden", None, COUNT, len(letters)).format(side=title))
    out.append("<p>" + "<br>".join(lines) + "</p>")
    out.append("<h2>" + translate("ScenarioSheet", "Markers and fortifications") + "</h2>")
    forts = [
        translate("ScenarioSheet", "{what} in {hex} ({side})").format(
            what=_e(value_name(f.type)) + (" " + translate("ScenarioSheet", "{n} FP").format(n=f.fp or sc.mine_fp) if f.type == "mines" else ""),
            hex=_e(f.hex), side=side_title(f.owner))
        for f in sc.fortifications
    ]
    marks = [translate("ScenarioSheet", "{what} in {hex}").format(what=_e(value_name(mk.type)) + (f" {mk.value}" if mk.value else ""), hex=_e(mk.hex)) for mk in sc.markers]
    out.append("<p>" + translate("ScenarioSheet", "Fortifications: {forts}.").format(forts=", ".join(forts) or translate("ScenarioSheet", "none")) + "<br>"
               + translate("ScenarioSheet", "Markers: {markers}.").format(markers=", ".join(marks) or translate("ScenarioSheet", "none")) + "</p>")
    out.append("<h2>" + translate("ScenarioSheet", "Special rules") + "</h2>")
    special = sc.special_rules.strip()
    out.append("<p>" + (_e(special).replace("\n", "<br>") if special else translate("ScenarioSheet", "None.")) + "</p>")
    out.append("<h2>" + translate("ScenarioSheet", "Provenance") + "</h2>")
    demo_tag = " — " + translate("ScenarioSheet", "DEMO DATA")
    prov = [translate("ScenarioSheet", "Scenario provenance: {provenance}").format(provenance=_e(sc.provenance))]
    if ds is not None:
        prov.append(translate("ScenarioSheet", "Data set: {id} ({name}), provenance {provenance}").format(
            id=_e(ds.id), name=_e(ds.manifest.name if ds.manifest else ds.id), provenance=_e(ds.provenance))
                    + (demo_tag if ds.provenance == "demo" else ""))
    gen = sc.generation
    if gen is not None:
        prov.append(translate("ScenarioSheet", "Generated by {generator} {version} from data set {data_set} ({provenance}); seed {seed}; dice {dice}").format(
            generator=_e(gen.generator), version=_e(gen.generator_version), data_set=_e(gen.data_set),
            provenance=_e(gen.data_set_provenance) + (demo_tag if gen.data_set_provenance == "demo" else ""),
            seed=gen.seed, dice=_e(str(gen.dice).replace("_", " "))))
        changed = house_rule_lines(gen.options, ds)
        prov.append(translate("ScenarioSheet", "House rules: ") + ("; ".join(_e(x) for x in changed) if changed else translate("ScenarioSheet", "the rule set's defaults")))
    prov.append(translate("ScenarioSheet", "Printed with CC:P Scenario Studio {version}").format(version=__version__))
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
        raise SheetError(translate("ScenarioSheet", "the file name must end in {suffix}, not {name}").format(suffix=suffix, name=repr(p.name)))
    if not p.parent.exists():
        raise SheetError(translate("ScenarioSheet", "no such folder: {folder}").format(folder=p.parent))
    return p


PAPERS = ("auto", "a4", "letter")
LETTER_TERRITORIES = (QLocale.Country.UnitedStates, QLocale.Country.Canada)


def paper_for(paper: str = "auto", locale: QLocale | None = None) -> QPageSize.PageSizeId:
    """The sheet's paper: ``a4`` or ``letter`` as asked, else from the player's locale (Letter in the
    United States and Canada, A4 everywhere else)."""
    if paper == "letter":
        return QPageSize.PageSizeId.Letter
    if paper == "a4":
        return QPageSize.PageSizeId.A4
    territory = (locale or QLocale()).territory()
    return QPageSize.PageSizeId.Letter if territory in LETTER_TERRITORIES else QPageSize.PageSizeId.A4


def export_pdf(sc: Scenario, ds: DataSet | None, path: str | Path, owner: str = "public", paper: str = "auto") -> int:
    """Write the sheet as a PDF on A4 or Letter paper (``paper_for``); returns the number of pages."""
    p = _check_target(path, ".pdf")
    doc = sheet_document(sc, ds, owner)
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setTitle(sc.name)
    writer.setCreator(f"CC:P Scenario Studio {__version__}")
    writer.setResolution(150)
    writer.setPageLayout(QPageLayout(QPageSize(paper_for(paper)), QPageLayout.Orientation.Portrait, QMarginsF(12, 12, 12, 12),
                                     QPageLayout.Unit.Millimeter))
    rect = writer.pageLayout().paintRectPixels(writer.resolution())
    scale = 96.0 / writer.resolution()  # lay the sheet out in screen pixels; Qt scales it to the page
    doc.setPageSize(QSizeF(rect.width() * scale, rect.height() * scale))
    pages = doc.pageCount()
    doc.print_(writer)
    del writer  # the PDF is complete once the writer is gone
    data = bytes(buffer.data().data())
    if not data.rstrip().endswith(b"%%EOF"):
        raise SheetError(translate("ScenarioSheet", "could not write {path}").format(path=p))
    atomic_write_bytes(p, data, backup=False)  # a full disk or a kill keeps the previous file whole
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
    try:
        data = encoded_image(image)
    except RenderError:
        raise SheetError(translate("ScenarioSheet", "could not write {path}").format(path=p)) from None
    atomic_write_bytes(p, data, backup=False)
    return p
