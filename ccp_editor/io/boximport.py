"""Bring documents from another game box (the demo, a friend's) into an own box.

A player starting from an empty box needs forces, Fate decks, objective chits, the fortification
OB, maps and scenarios before a random battle can be generated. Rather than opening files one by
one and saving them again, ``plan_import`` lists what the source box offers, checks every id (and
every nation: a box holds one forces document and one Fate deck per nation) against the target box
and says for each chosen document what will happen: copied, copied under a new id (when asked to
rename on a clash), left out because the box already has the very same document, or refused with
the reason. ``apply_import`` then writes the copies through the one save path
(``io/storage.py``: atomic, confined to the box), copies a map's scan with it, and rewrites the
manifest last; a failure removes what this import had written, so the box is as it was.

Provenance is kept: a copied document keeps its ``provenance`` (demo data stays marked demo), and
the manifest's description records which box the documents came from and when.

Plain Python: the command line (``ccp-editor box import``) and the window's Import dialog call it.
"""

from __future__ import annotations

import copy
import datetime
import os
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..model import DataSetManifest, Document, Forces, to_data
from ..model.dataset import DataSet
from ..model.i18n import QT_TRANSLATE_NOOP
from .dataset import MANIFEST, load_dataset, resolve_ruleset_path
from .gamebox import GameBoxError, default_path, is_shipped_demo, propose_id, require_box
from .storage import atomic_copy, save_document, write_plan

CONTEXT = "BoxImport"

# what a box can offer, in the order they are listed and written
KINDS = ("ruleset", "forces", "fate_decks", "chits", "fortifications", "maps", "scenarios")
ALIASES = {"tables": ("chits", "fortifications"), "fate": ("fate_decks",), "fate-decks": ("fate_decks",),
           "map": ("maps",), "scenario": ("scenarios",), "fortification_ob": ("fortifications",),
           "objective_chits": ("chits",), "rules": ("ruleset",)}
DOC_KINDS = {"forces": "forces", "fate_decks": "fate_deck", "chits": "objective_chits",
             "fortifications": "fortification_ob", "maps": "map", "scenarios": "scenario", "ruleset": "ruleset"}

KIND_TITLES = {
    "ruleset": QT_TRANSLATE_NOOP("BoxImport", "Rule set"),
    "forces": QT_TRANSLATE_NOOP("BoxImport", "Forces"),
    "fate_decks": QT_TRANSLATE_NOOP("BoxImport", "Fate decks"),
    "chits": QT_TRANSLATE_NOOP("BoxImport", "Objective chits"),
    "fortifications": QT_TRANSLATE_NOOP("BoxImport", "Fortification OB"),
    "maps": QT_TRANSLATE_NOOP("BoxImport", "Maps"),
    "scenarios": QT_TRANSLATE_NOOP("BoxImport", "Scenarios"),
}

COPY = "copy"
RENAME = "rename"
SAME = "same"
REFUSE = "refuse"

ALREADY_THERE = QT_TRANSLATE_NOOP("BoxImport", "the box already has this very document")
NATION_TAKEN = QT_TRANSLATE_NOOP("BoxImport", "the box already has {what} for {nation} ({name}); a box holds one per nation")
ONE_PER_BOX = QT_TRANSLATE_NOOP("BoxImport", "the box already has its own {what} ({name})")
ID_TAKEN = QT_TRANSLATE_NOOP("BoxImport", "the id {ident} is already used in the box by {name}")
RENAMED = QT_TRANSLATE_NOOP("BoxImport", "the id {ident} is already used in the box: copied as {new}")
COUNTERS_TAKEN = QT_TRANSLATE_NOOP("BoxImport", "counter ids {ids} are already used by other forces of the box")
RULESET_TAKEN = QT_TRANSLATE_NOOP("BoxImport", "the box already uses its own rule set file")
BUILTIN_RULESET = QT_TRANSLATE_NOOP("BoxImport", "both boxes use the rule set that comes with the app")
NEEDED_BY = QT_TRANSLATE_NOOP("BoxImport", "needed by {name}")
FILE_IN_THE_WAY = QT_TRANSLATE_NOOP("BoxImport", "{file} already exists in the box (a file the box does not list)")
SAME_BOX = QT_TRANSLATE_NOOP("BoxImport", "the source and the target are the same game box")
DEMO_TARGET = QT_TRANSLATE_NOOP("BoxImport", "{file} is the demo game box that comes with the app, which is read-only: import into your own box")
UNKNOWN_KIND = QT_TRANSLATE_NOOP("BoxImport", "unknown kind {kind} (choose from: {kinds})")
NOT_OFFERED = QT_TRANSLATE_NOOP("BoxImport", "the source box has no {what} {key}")
PROVENANCE_NOTE = "Brought in from the game box {name} ({provenance}) on {date}: {what}."


def words(params: dict[str, str], title: Any = None) -> dict[str, str]:
    """A reason's parameters as shown: ``what`` (a kind key) becomes the kind's title in lower case,
    through ``title`` (the window's translation) when given."""
    out = dict(params)
    if out.get("what") in KIND_TITLES:
        name = KIND_TITLES[out["what"]]
        out["what"] = (title(name) if title is not None else name).lower()
    return out


@dataclass(frozen=True)
class Offer:
    """One document a source box offers: ``key`` is ``kind:NATION`` or ``kind:ID`` (``chits``...)."""

    kind: str
    key: str
    name: str
    path: Path
    ident: str = ""
    nation: str | None = None
    provenance: str = "user"
    needs: tuple[str, ...] = ()

    @property
    def title(self) -> str:
        return KIND_TITLES[self.kind]


@dataclass
class Step:
    """What importing one offer does: ``action`` copy, rename, same (left out) or refuse."""

    offer: Offer
    action: str
    reason: str = ""  # a template of this module (translated by the window)
    params: dict[str, str] = field(default_factory=dict)
    new_id: str = ""
    target: Path | None = None
    scan: tuple[Path, Path] | None = None  # (source scan, where its copy goes)
    doc: Document | None = None  # the document as it will be written
    requested: bool = True  # False: brought in because a chosen scenario needs it

    def why(self) -> str:
        return self.reason.format(**words(self.params)) if self.reason else ""

    @property
    def writes(self) -> bool:
        return self.action in (COPY, RENAME)


@dataclass
class ImportPlan:
    source: Path
    target: Path
    source_name: str
    source_provenance: str
    steps: list[Step] = field(default_factory=list)

    @property
    def refused(self) -> list[Step]:
        return [s for s in self.steps if s.action == REFUSE]

    @property
    def written(self) -> list[Step]:
        return [s for s in self.steps if s.writes]

    def as_json(self) -> dict[str, Any]:
        return {
            "source": str(self.source),
            "target": str(self.target),
            "documents": [
                {
                    "kind": s.offer.kind,
                    "key": s.offer.key,
                    "name": s.offer.name,
                    "action": s.action,
                    "id": s.offer.ident,
                    "new_id": s.new_id or None,
                    "file": str(s.target.relative_to(self.target)) if s.target is not None else None,
                    "scan": str(s.scan[1].relative_to(self.target)) if s.scan is not None else None,
                    "reason": s.why() or None,
                    "requested": s.requested,
                }
                for s in self.steps
            ],
        }


# ----------------------------------------------------------------------------- what a box offers


def _path(ds: DataSet, doc: object) -> Path | None:
    p = ds.paths.get(id(doc))
    return Path(str(p)) if p is not None else None


def offers_of(ds: DataSet) -> list[Offer]:
    """Every document of a loaded box that can be brought into another, in ``KINDS`` order."""
    out: list[Offer] = []
    root = Path(str(ds.root))
    if ds.manifest is not None and not ds.manifest.ruleset.startswith("builtin:") and ds.ruleset is not None:
        out.append(Offer("ruleset", "ruleset", ds.ruleset.name, resolve_ruleset_path(ds.manifest.ruleset, root),
                         provenance=ds.ruleset.provenance))
    for nation, forces in sorted(ds.forces.items()):
        if (p := _path(ds, forces)) is not None:
            out.append(Offer("forces", f"forces:{nation}", forces.name, p, forces.id, nation, forces.provenance))
    for nation, deck in sorted(ds.fate_decks.items()):
        if (p := _path(ds, deck)) is not None:
            out.append(Offer("fate_decks", f"fate_decks:{nation}", deck.name, p, deck.id, nation, deck.provenance))
    if ds.chits is not None and (p := _path(ds, ds.chits)) is not None:
        out.append(Offer("chits", "chits", ds.chits.name, p, ds.chits.id, provenance=ds.chits.provenance))
    if ds.fortification_ob is not None and (p := _path(ds, ds.fortification_ob)) is not None:
        fob = ds.fortification_ob
        out.append(Offer("fortifications", "fortifications", fob.name, p, fob.id, provenance=fob.provenance))
    for map_id, m in sorted(ds.maps.items()):
        if (p := _path(ds, m)) is not None:
            out.append(Offer("maps", f"maps:{map_id}", m.name or map_id, p, map_id, provenance=m.provenance))
    for sc_id, sc in sorted(ds.scenarios.items()):
        if (p := _path(ds, sc)) is not None:
            needs = [f"maps:{sc.map}"] + [f"forces:{s.nation}" for s in (sc.sides.japan, sc.sides.allied)]
            out.append(Offer("scenarios", f"scenarios:{sc_id}", sc.name or sc_id, p, sc_id, provenance=sc.provenance,
                             needs=tuple(needs)))
    return out


def parse_kinds(text: str | Iterable[str] | None) -> list[str] | None:
    """``--only`` as selection keys: ``forces`` (all of a kind), ``forces:JP``, ``maps:demo-inland``,
    ``tables`` (chits and fortification OB). None selects everything; ValueError for an unknown kind."""
    if text is None:
        return None
    items = [t.strip() for t in (text.split(",") if isinstance(text, str) else text) if t.strip()]
    out: list[str] = []
    for item in items:
        head, sep, arg = item.partition(":")
        head = head.lower().replace("-", "_") if head.lower() not in ALIASES else head.lower()
        kinds = ALIASES.get(head, (head,))
        for k in kinds:
            if k not in KINDS:
                raise ValueError(UNKNOWN_KIND.format(kind=repr(item), kinds=", ".join([*KINDS, "tables"])))
            out.append(f"{k}:{arg.upper() if k in ('forces', 'fate_decks') else arg}" if sep and arg else k)
    return out


def _selected(offer: Offer, selection: list[str] | None) -> bool:
    if selection is None:
        return True
    return offer.kind in selection or offer.key in selection


# ----------------------------------------------------------------------------- the plan


def _same(a: object, b: object) -> bool:
    try:
        return bool(to_data(a) == to_data(b))
    except Exception:  # noqa: BLE001 - a document that cannot be compared is not the same
        return False


def _taken(ds: DataSet, doc_kind: str) -> dict[str, str]:
    """Ids of ``doc_kind`` in a box -> the name of the document using it (every file read)."""
    out: dict[str, str] = {}
    for _p, entry in ds.sources.items():
        doc = entry[1]
        if doc is not None and getattr(doc, "KIND", "") == doc_kind:
            out[getattr(doc, "id", "")] = getattr(doc, "name", "") or getattr(doc, "id", "")
    return out


class _Planner:
    def __init__(self, src: DataSet, dst: DataSet, target_root: Path, rename: bool) -> None:
        self.src, self.dst, self.root, self.rename = src, dst, target_root, rename
        self.reserved_paths: set[Path] = set()
        self.reserved_ids: dict[str, set[str]] = {}
        self.map_ids: dict[str, str] = {}  # source map id -> id in the target (renamed copies)

    def nation_name(self, code: str) -> str:
        """A nation as the rule set names it ("Japan"), its code when the rule set does not know it."""
        for ds in (self.dst, self.src):
            n = ds.ruleset.nation(code) if ds.ruleset is not None else None
            if n is not None:
                return n.name
        return code

    def taken(self, doc_kind: str) -> set[str]:
        return set(_taken(self.dst, doc_kind)) | self.reserved_ids.setdefault(doc_kind, set())

    def place(self, step: Step, doc_kind: str, ident: str) -> Step:
        """Give the copy its id and file: as it is when free, a new id on a clash when renaming."""
        taken = _taken(self.dst, doc_kind)
        all_taken = self.taken(doc_kind)
        new = ident
        if ident in all_taken:
            if not self.rename:
                step.action, step.reason = REFUSE, ID_TAKEN
                step.params = {"ident": repr(ident), "name": taken.get(ident, ident)}
                return step
            new = propose_id(ident, all_taken)
        target = default_path(self.root, doc_kind, new)
        while os.path.lexists(target) or target in self.reserved_paths:
            if not self.rename:
                step.action, step.reason = REFUSE, FILE_IN_THE_WAY
                step.params = {"file": os.path.relpath(target, self.root)}
                return step
            all_taken.add(new)
            new = propose_id(ident, all_taken)
            target = default_path(self.root, doc_kind, new)
        if new != ident:
            step.action, step.reason, step.new_id = RENAME, RENAMED, new
            step.params = {"ident": repr(ident), "new": repr(new)}
        self.reserved_ids.setdefault(doc_kind, set()).add(new)
        self.reserved_paths.add(target)
        step.target = target
        return step

    def plan(self, offer: Offer) -> Step:
        step = Step(offer, COPY)
        src, dst = self.src, self.dst
        if offer.kind == "ruleset":
            if dst.manifest is not None and not dst.manifest.ruleset.startswith("builtin:"):
                same = dst.ruleset is not None and src.ruleset is not None and _same(dst.ruleset, src.ruleset)
                step.action, step.reason = (SAME, ALREADY_THERE) if same else (REFUSE, RULESET_TAKEN)
                return step
            target = self.root / "ruleset.yaml"
            if os.path.lexists(target):
                step.action, step.reason, step.params = REFUSE, FILE_IN_THE_WAY, {"file": "ruleset.yaml"}
                return step
            step.target, step.doc = target, copy.deepcopy(src.ruleset)
            return step
        if offer.kind in ("forces", "fate_decks"):
            own = (dst.forces if offer.kind == "forces" else dst.fate_decks).get(offer.nation or "")
            theirs = (src.forces if offer.kind == "forces" else src.fate_decks)[offer.nation or ""]
            if own is not None:
                if _same(own, theirs):
                    step.action, step.reason = SAME, ALREADY_THERE
                else:
                    step.action, step.reason = REFUSE, NATION_TAKEN
                    step.params = {"what": offer.kind, "nation": self.nation_name(offer.nation or ""), "name": own.name}
                return step
            if isinstance(theirs, Forces):
                mine = set(dst.counters())
                clash = sorted(c.id for c in theirs.counters if c.id in mine)
                if clash:
                    step.action, step.reason = REFUSE, COUNTERS_TAKEN
                    step.params = {"ids": ", ".join(clash[:5]) + (" ..." if len(clash) > 5 else "")}
                    return step
            step.doc = copy.deepcopy(theirs)
        elif offer.kind in ("chits", "fortifications"):
            own_doc = dst.chits if offer.kind == "chits" else dst.fortification_ob
            theirs_doc = src.chits if offer.kind == "chits" else src.fortification_ob
            if own_doc is not None:
                if _same(own_doc, theirs_doc):
                    step.action, step.reason = SAME, ALREADY_THERE
                else:
                    step.action, step.reason = REFUSE, ONE_PER_BOX
                    step.params = {"what": offer.kind, "name": own_doc.name}
                return step
            step.doc = copy.deepcopy(theirs_doc)
        elif offer.kind == "maps":
            theirs_map = src.maps[offer.ident]
            own_map = dst.maps.get(offer.ident)
            if own_map is not None and _same(own_map, theirs_map):
                step.action, step.reason = SAME, ALREADY_THERE
                return step
            step.doc = copy.deepcopy(theirs_map)
        else:  # scenarios
            theirs_sc = src.scenarios[offer.ident]
            own_sc = dst.scenarios.get(offer.ident)
            if own_sc is not None and _same(own_sc, theirs_sc):
                step.action, step.reason = SAME, ALREADY_THERE
                return step
            step.doc = copy.deepcopy(theirs_sc)
        doc_kind = DOC_KINDS[offer.kind]
        self.place(step, doc_kind, offer.ident)
        if step.writes and step.doc is not None:
            if step.new_id:
                step.doc.id = step.new_id  # type: ignore[attr-defined]
            if offer.kind == "maps":
                self.map_ids[offer.ident] = step.new_id or offer.ident
                self._scan(step)
        return step

    def _scan(self, step: Step) -> None:
        m = step.doc
        if m is None or getattr(m, "scan", None) is None or step.target is None:
            return
        source = (step.offer.path.parent / m.scan.file).resolve()  # type: ignore[attr-defined]
        if not source.is_file():
            return  # the copy reports the missing scan as the source does
        ident = getattr(m, "id", "map")
        folder = step.target.parent / "scans"
        target = folder / f"{ident}{source.suffix.lower()}"
        n = 2
        while os.path.lexists(target) or target in self.reserved_paths:
            target = folder / f"{ident}-{n}{source.suffix.lower()}"
            n += 1
        self.reserved_paths.add(target)
        m.scan.file = f"scans/{target.name}"  # type: ignore[attr-defined]
        step.scan = (source, target)


def plan_import(source: str | Path, target: str | Path, selection: Iterable[str] | str | None = None,
                rename: bool = False, loaded: tuple[DataSet, DataSet] | None = None) -> ImportPlan:
    """What importing ``selection`` (``parse_kinds`` keys; None: everything) from the box ``source``
    into the box ``target`` would do. GameBoxError when either is not a box or the target is the
    shipped demo; ValueError for an unknown kind or a document the source does not have.
    ``loaded``: both boxes already read (the window's dialog plans again on every tick); nothing
    in them is changed."""
    src_root, dst_root = require_box(source), require_box(target)
    if src_root == dst_root:
        raise GameBoxError(SAME_BOX)
    if is_shipped_demo(dst_root):
        raise GameBoxError(DEMO_TARGET.format(file=target))
    chosen = parse_kinds(selection) if selection is not None else None
    src, dst = loaded if loaded is not None else (load_dataset(src_root)[0], load_dataset(dst_root)[0])
    offers = offers_of(src)
    by_key = {o.key: o for o in offers}
    for key in chosen or []:
        if ":" in key and key not in by_key:
            kind, _, arg = key.partition(":")
            raise ValueError(NOT_OFFERED.format(what=KIND_TITLES[kind].lower(), key=repr(arg)))
    picked = [o for o in offers if _selected(o, chosen)]
    needed: dict[str, str] = {}
    for o in picked:  # a scenario brings its map and its nations' forces when the box lacks them
        for need in o.needs:
            kind, _, arg = need.partition(":")
            have = arg in (dst.maps if kind == "maps" else dst.forces)
            if not have and need in by_key and by_key[need] not in picked:
                needed.setdefault(need, o.name)
    extra = [o for o in offers if o.key in needed]
    planner = _Planner(src, dst, dst_root, rename)
    plan = ImportPlan(src_root, dst_root, src.manifest.name if src.manifest else src_root.name, src.provenance)
    for offer in sorted([*picked, *extra], key=lambda o: KINDS.index(o.kind)):
        step = planner.plan(offer)
        if offer.key in needed:
            step.requested = False
            if not step.reason:
                step.reason, step.params = NEEDED_BY, {"name": needed[offer.key]}
        plan.steps.append(step)
    for step in plan.steps:  # a scenario follows its map to its new id
        if step.writes and step.offer.kind == "scenarios" and step.doc is not None:
            old = step.doc.map  # type: ignore[attr-defined]
            step.doc.map = planner.map_ids.get(old, old)  # type: ignore[attr-defined]
    return plan


# ----------------------------------------------------------------------------- writing


def _manifest(root: Path) -> DataSetManifest:
    from .documents import read_document

    doc, _loaded, problems = read_document(root / MANIFEST)
    if not isinstance(doc, DataSetManifest):
        raise GameBoxError(problems[0].format() if problems else "not a data set manifest")
    return doc


def apply_import(plan: ImportPlan) -> list[Path]:
    """Write the plan's copies and the manifest (last); returns the files written. Refused and
    identical documents are left out. On any failure the files written so far are removed."""
    steps = plan.written
    if not steps:
        return []
    root = plan.target
    manifest = _manifest(root)
    for s in steps:
        assert s.target is not None
        write_plan(s.target)  # a link out of the box refuses before anything is written
        if s.scan is not None:
            write_plan(s.scan[1])
    written: list[Path] = []
    try:
        for s in steps:
            assert s.target is not None and s.doc is not None
            if s.scan is not None:
                s.scan[1].parent.mkdir(parents=True, exist_ok=True)
                atomic_copy(s.scan[0], s.scan[1])
                written.append(s.scan[1])
            s.target.parent.mkdir(parents=True, exist_ok=True)
            save_document(s.doc, s.target, backup=False)
            written.append(s.target)
            rel = Path(os.path.relpath(s.target, root)).as_posix()
            if s.offer.kind == "forces":
                manifest.forces = [*manifest.forces, rel]
            elif s.offer.kind == "fate_decks":
                manifest.fate_decks = [*manifest.fate_decks, rel]
            elif s.offer.kind == "chits":
                manifest.objective_chits = rel
            elif s.offer.kind == "fortifications":
                manifest.fortification_ob = rel
            elif s.offer.kind == "ruleset":
                manifest.ruleset = rel
        what = ", ".join(f"{s.offer.name}" + (f" (as {s.new_id})" if s.new_id else "") for s in steps)
        note = PROVENANCE_NOTE.format(name=plan.source_name, provenance=plan.source_provenance,
                                      date=datetime.date.today().isoformat(), what=what)
        manifest.description = (manifest.description.rstrip() + "\n" + note).strip()
        save_document(manifest, root / MANIFEST)
    except BaseException:
        for p in written:
            p.unlink(missing_ok=True)
        raise
    return [*written, root / MANIFEST]


MISSING_SIDE = QT_TRANSLATE_NOOP("BoxImport", "this box has no forces for {nation}")
MISSING_DECK = QT_TRANSLATE_NOOP("BoxImport", "this box has no Fate deck for {nation} (the card game needs one per nation)")
MISSING_CHITS = QT_TRANSLATE_NOOP("BoxImport", "this box has no objective chits")
MISSING_FORTS = QT_TRANSLATE_NOOP("BoxImport", "this box has no fortification OB")
MISSING_MAPS = QT_TRANSLATE_NOOP("BoxImport", "this box has no maps")
MISSING_READY_MAP = QT_TRANSLATE_NOOP("BoxImport", "this box has no ready map (only drafts)")


@dataclass(frozen=True)
class Missing:
    """Something a random battle or a card game needs that a box lacks, and what to import for it."""

    key: str  # a ``parse_kinds`` selection key
    reason: str  # a template of this module
    params: dict[str, str] = field(default_factory=dict)

    def why(self) -> str:
        return self.reason.format(**self.params)


def missing_for_battles(ds: DataSet, *, card_game: bool = True) -> list[Missing]:
    """What a box lacks for a random battle (forces of both sides, objective chits, a fortification
    OB, a map) and, with ``card_game``, for playing it (a Fate deck per nation), in that order."""
    out: list[Missing] = []
    rs = ds.ruleset
    if rs is None:
        return out
    nations = {n.id: n for n in rs.nations}
    for side in ("japan", "allied"):
        side_nations = [n for n in rs.nations if n.side == side]
        if not any(nations.get(code) is not None and nations[code].side == side for code in ds.forces):
            names = " / ".join(n.name for n in side_nations) or side
            key = f"forces:{side_nations[0].id}" if len(side_nations) == 1 else "forces"
            out.append(Missing(key, MISSING_SIDE, {"nation": names}))
    if ds.chits is None or not ds.chits.chits:
        out.append(Missing("chits", MISSING_CHITS))
    if ds.fortification_ob is None:
        out.append(Missing("fortifications", MISSING_FORTS))
    if not ds.maps:
        out.append(Missing("maps", MISSING_MAPS))
    elif not any(m.status == "ready" for m in ds.maps.values()):
        out.append(Missing("maps", MISSING_READY_MAP))
    if card_game:  # a deck for every nation the box has forces for, or will have once imported
        lacking = {n.side for n in rs.nations} - {nations[c].side for c in ds.forces if c in nations}
        for n in rs.nations:
            if n.id not in ds.fate_decks and (n.id in ds.forces or n.side in lacking):
                out.append(Missing(f"fate_decks:{n.id}", MISSING_DECK, {"nation": n.name}))
    return out


__all__ = ["KINDS", "ImportPlan", "Missing", "Offer", "Step", "apply_import", "missing_for_battles", "offers_of", "parse_kinds", "plan_import"]
