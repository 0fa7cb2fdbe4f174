"""A player's own game box: create one (empty or from the demo), add documents to it, keep ids unique.

A game box is one folder holding ``dataset.yaml`` (the manifest), the documents it lists and a
``schemas/`` folder, so the ``$schema=`` header of every file resolves offline. The demo box shipped
with the app is never edited in place: players work in a box of their own, made empty (the built-in
rule set only) or as a copy of the demo, whose documents stay ``provenance: demo`` until changed.

Everything here is plain Python: the command line (``ccp-editor new ...``) and the GUI dialogs call
the same functions, and every operation either completes or leaves nothing behind.
"""

from __future__ import annotations

import datetime
import os
import re
import shutil
from collections.abc import Iterable
from pathlib import Path

from ..model import DataSetManifest, Document, GridSettings, MapDocument, ScanInfo
from ..model.dataset import DataSet
from . import boxtext as T
from .dataset import MANIFEST, demo_dataset_root, load_dataset
from .documents import read_document
from .gate import image_info as read_image_info
from .images import MAX_SCAN_PIXELS, ImageHeaderError
from .storage import (
    atomic_copy,
    atomic_write_text,
    clean_stale_temps,
    discard,
    document_text,
    forget,
    new_temp_dir,
    save_document,
    write_plan,
)

IMAGE_SUFFIXES = (".png", ".jpg", ".jpeg", ".tif", ".tiff")
# id patterns per kind, as the schemas state them (forces and boxes are lower case)
ID_PATTERNS = {
    "dataset": r"^[a-z0-9][a-z0-9_-]*$",
    "forces": r"^[a-z0-9][a-z0-9_-]*$",
    "fate_deck": r"^[a-z0-9][a-z0-9_-]*$",
    "objective_chits": r"^[a-z0-9][a-z0-9_-]*$",
    "fortification_ob": r"^[a-z0-9][a-z0-9_-]*$",
    "map": r"^[A-Za-z0-9][A-Za-z0-9_-]*$",
    "scenario": r"^[A-Za-z0-9][A-Za-z0-9_-]*$",
}
KIND_FOLDERS = {
    "forces": "forces",
    "fate_deck": "tables",
    "objective_chits": "tables",
    "fortification_ob": "tables",
    "map": "maps",
    "scenario": "scenarios",
}
GITIGNORE = "# backups written on every save\n*.bak\n"


class GameBoxError(Exception):
    """A request that cannot be carried out (duplicate id, missing map, not a box...): one clear line."""


# ----------------------------------------------------------------------------- where boxes are


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


def shipped_demo_root() -> Path | None:
    """The demo game box that comes with the app (read-only for the GUI)."""
    return demo_dataset_root()


def is_shipped_demo(root: str | Path | None) -> bool:
    """True for the demo box shipped with the app: it opens read-only, edits go to an own copy."""
    if root is None:
        return False
    demo = shipped_demo_root()
    return demo is not None and Path(root).resolve() == demo


def require_box(folder: str | Path) -> Path:
    """``folder`` as a game box root; GameBoxError when it holds no manifest."""
    root = Path(folder)
    if not root.is_dir():
        raise GameBoxError(T.NO_SUCH_FOLDER_AT.format(file=folder))
    if not (root / MANIFEST).is_file():
        raise GameBoxError(T.NOT_A_BOX.format(file=folder, manifest=MANIFEST))
    return root.resolve()


def default_boxes_folder(documents: Path | None = None) -> Path:
    """Where new boxes are suggested: a folder under the user's documents folder, as the desktop names it
    (the caller asks the platform: ``~/Documenti`` on an Italian desktop), else under the home folder."""
    base = documents if documents is not None and documents.is_dir() else Path.home()
    return base / "CC-P game boxes"


# ----------------------------------------------------------------------------- ids


def slug(name: str, lower: bool = True) -> str:
    """An id proposed from a name: letters, digits and dashes."""
    text = name.strip()
    if lower:
        text = text.lower()
    text = re.sub(r"[^A-Za-z0-9]+", "-", text).strip("-")
    return text[:48].strip("-") or "new"


def propose_id(name: str, taken: Iterable[str], kind: str = "scenario") -> str:  # noqa: ARG001
    """A free id from ``name``: its slug, else the slug with -2, -3... appended."""
    base = slug(name)  # proposals are lower case for every kind (maps and scenarios also allow capitals)
    if not base[0].isalnum():
        base = "x" + base
    taken_set = set(taken)
    candidate, n = base, 2
    while candidate in taken_set:
        candidate = f"{base}-{n}"
        n += 1
    return candidate


def id_problem(kind: str, ident: str, taken: Iterable[str]) -> str | None:
    """Why ``ident`` cannot be used for a new document of ``kind`` in a box, or None."""
    if not ident:
        return T.ID_EMPTY
    pattern = ID_PATTERNS.get(kind, ID_PATTERNS["scenario"])
    if not re.match(pattern, ident):
        template = T.ID_INVALID_LOWER if pattern == ID_PATTERNS["forces"] else T.ID_INVALID
        return template.format(path=repr(ident))
    if ident in set(taken):
        return T.ID_USED.format(path=repr(ident), kind=kind_label(kind))
    return None


def kind_label(kind: str) -> str:
    return T.KIND_LABELS.get(kind, kind)


def taken_ids(ds: DataSet, kind: str) -> set[str]:
    """Ids already used by documents of ``kind`` in a loaded box (every file, shadowed ones too)."""
    out: set[str] = set()
    for _path, entry in ds.sources.items():
        doc = entry[1]
        if doc is not None and getattr(doc, "KIND", "") == kind:
            out.add(getattr(doc, "id", ""))
    if kind == "map":
        out |= set(ds.maps)
    elif kind == "scenario":
        out |= set(ds.scenarios)
    elif kind == "forces":
        out |= {f.id for f in ds.forces.values()}
    elif kind == "fate_deck":
        out |= {d.id for d in getattr(ds, "fate_decks", {}).values()}
    return out


def default_path(root: Path, kind: str, ident: str) -> Path:
    """Where a new document of ``kind`` goes in a box (maps and scenarios in the manifest's folders)."""
    manifest = _manifest(root)
    if kind == "map":
        return root / manifest.maps / f"{ident}.yaml"
    if kind == "scenario":
        return root / manifest.scenarios / f"{ident}.yaml"
    return root / KIND_FOLDERS.get(kind, ".") / f"{ident}.yaml"


# ----------------------------------------------------------------------------- the manifest


def _manifest(root: Path) -> DataSetManifest:
    doc, _loaded, problems = read_document(root / MANIFEST)
    if not isinstance(doc, DataSetManifest):
        why = problems[0].format() if problems else "not a data set manifest"
        raise GameBoxError(T.MANIFEST_UNREADABLE.format(problem=why))
    return doc


def _relative(root: Path, path: Path) -> str:
    try:
        return Path(os.path.relpath(path.resolve(), root.resolve())).as_posix()
    except ValueError:
        raise GameBoxError(T.OTHER_DRIVE.format(file=path, root=root)) from None


def inside_box(root: Path, path: Path) -> bool:
    rel = _relative(root, path)
    return not (rel == ".." or rel.startswith("../"))


def location_problem(root: Path, kind: str, path: Path) -> str | None:
    """Why the box could not use a document saved at ``path`` (outside it, or maps/scenarios elsewhere)."""
    if not inside_box(root, path):
        return T.OUTSIDE_BOX.format(file=path, root=root)
    if kind in ("map", "scenario"):
        manifest = _manifest(root)
        folder = manifest.maps if kind == "map" else manifest.scenarios
        if not _relative(root, path).startswith(folder.rstrip("/") + "/"):
            return T.WRONG_FOLDER.format(file=_relative(root, path), folder=folder, kind=kind_label(kind))
    return None


def register_document(root: str | Path, kind: str, path: str | Path, nation: str | None = None) -> Path | None:
    """Make the box use the document at ``path``; returns the manifest path when it was rewritten.

    Forces and Fate decks are added to the manifest's lists, replacing the file that held the same
    ``nation`` (a box has one of each per nation); objective chits and the fortification OB replace the
    box's one; maps and scenarios are found by folder, so they must be saved in the box's folders.
    """
    root = Path(root).resolve()
    path = Path(path)
    problem = location_problem(root, kind, path)
    if problem:
        raise GameBoxError(problem)
    manifest = _manifest(root)
    rel = _relative(root, path)
    if kind in ("forces", "fate_deck"):  # one per nation: the new file replaces the nation's old one
        field = "forces" if kind == "forces" else "fate_decks"
        listed = list(getattr(manifest, field))
        if rel in listed:
            return None
        if nation is not None:
            listed = [f for f in listed if _nation_of(root / f, kind) != nation]
        setattr(manifest, field, [*listed, rel])
    elif kind == "objective_chits":
        if manifest.objective_chits == rel:
            return None
        manifest.objective_chits = rel
    elif kind == "fortification_ob":
        if manifest.fortification_ob == rel:
            return None
        manifest.fortification_ob = rel
    else:
        return None
    save_document(manifest, root / MANIFEST)
    return root / MANIFEST


def _not_taken(target: Path, exists: str) -> None:
    """GameBoxError when a file, or a link (a dangling one too), is where a new document would go."""
    if target.is_symlink():
        raise GameBoxError(T.LINK_IN_THE_WAY.format(file=target, target=os.readlink(target)))
    if target.exists():
        raise GameBoxError(exists.format(file=target))


def _confined(*paths: Path) -> None:
    """GameBoxError when a link or a linked folder would take a new file out of its box."""
    for p in paths:
        try:
            write_plan(p)
        except OSError as exc:
            raise GameBoxError(exc.strerror or str(exc)) from None


def _nation_of(path: Path, kind: str) -> str | None:
    doc, _loaded, _problems = read_document(path)
    return getattr(doc, "nation", None) if doc is not None and doc.KIND == kind else None


def save_new_document(root: str | Path, doc: Document, path: str | Path | None = None) -> list[Path]:
    """Write a new document into a box and register it; returns the files written.

    The id must be free in the box (GameBoxError otherwise); an existing file is never overwritten.
    """
    root = Path(root).resolve()
    kind = doc.KIND
    ds, _ = load_dataset(root)
    problem = id_problem(kind, getattr(doc, "id", ""), taken_ids(ds, kind))
    if problem:
        raise GameBoxError(problem)
    target = Path(path) if path is not None else default_path(root, kind, doc.id)  # type: ignore[attr-defined]
    _not_taken(target, T.EXISTS)
    _confined(target)
    problem = location_problem(root, kind, target)
    if problem:
        raise GameBoxError(problem)
    save_document(doc, target, backup=False)
    written = [target]
    try:
        manifest = register_document(root, kind, target, getattr(doc, "nation", None))
    except BaseException:
        target.unlink(missing_ok=True)
        raise
    if manifest is not None:
        written.append(manifest)
    return written


# ----------------------------------------------------------------------------- new boxes


def _box_documents(source: Path) -> list[Path]:
    """The files of a box, relative to its root, as its manifest lists them (no repository extras)."""
    manifest = _manifest(source)
    files = [Path(MANIFEST)]
    listed = [*manifest.forces, *manifest.fate_decks, manifest.objective_chits, manifest.fortification_ob]
    if not manifest.ruleset.startswith("builtin:"):
        listed.append(manifest.ruleset)
    files += [Path(p) for p in listed if p]
    for folder in (manifest.maps, manifest.scenarios):
        base = source / folder
        for dirpath, dirnames, filenames in os.walk(base):  # symbolic links are neither followed nor copied
            dirnames[:] = sorted(d for d in dirnames if not d.startswith("."))
            for name in sorted(filenames):
                p = Path(dirpath) / name
                if p.is_symlink() or name.startswith(".") or name.endswith(".bak"):
                    continue
                if p.suffix in (".yaml", ".yml") or p.suffix.lower() in IMAGE_SUFFIXES:
                    files.append(p.relative_to(source))
    return files


def write_schemas(folder: Path) -> list[Path]:
    """The JSON Schemas of every kind, so ``$schema=`` headers resolve offline."""
    from .schemas import schema_files

    folder.mkdir(parents=True, exist_ok=True)
    out = []
    for name, text in schema_files().items():
        (folder / name).write_text(text, encoding="utf-8")
        out.append(folder / name)
    return out


def create_box(target: str | Path, name: str, *, from_demo: bool = False, box_id: str | None = None) -> list[Path]:
    """Make a new game box at ``target`` (a new or empty folder); returns the files written.

    Empty: the manifest (built-in rule set), empty folders for forces, tables, maps and scenarios.
    From the demo: a copy of the shipped demo box, its documents still ``provenance: demo``.
    The box is assembled in a hidden sibling folder and renamed into place, so a failure leaves
    nothing half-made.
    """
    target = Path(target).expanduser()
    if target.exists() and (not target.is_dir() or any(target.iterdir())):
        raise GameBoxError(T.FOLDER_NOT_EMPTY.format(file=target))
    if not name.strip():
        raise GameBoxError(T.BOX_NEEDS_NAME)
    ident = box_id or slug(name)
    if not re.match(ID_PATTERNS["dataset"], ident):
        raise GameBoxError(T.BOX_ID_INVALID.format(path=repr(ident)))
    source = shipped_demo_root() if from_demo else None
    if from_demo and source is None:
        raise GameBoxError(T.NO_DEMO)
    parent = target.parent
    parent.mkdir(parents=True, exist_ok=True)
    clean_stale_temps(parent)  # staging copies of killed runs
    staging = new_temp_dir(parent, target.name)
    try:
        today = datetime.date.today().isoformat()
        if source is not None:
            for rel in _box_documents(source):
                if rel == Path(MANIFEST):
                    continue
                (staging / rel).parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(source / rel, staging / rel)
            manifest = _manifest(source)
            manifest.description = f"Own copy of the demo game box, made {today}. " + manifest.description
        else:
            manifest = DataSetManifest(kind="dataset", format=1, id=ident, name=name, provenance="user")
            manifest.description = f"Game box made {today}."
        manifest.id = ident
        manifest.name = name.strip()
        manifest.provenance = "user"
        for folder in ("forces", "tables", manifest.maps, manifest.scenarios, f"{manifest.maps}/scans"):
            (staging / folder).mkdir(parents=True, exist_ok=True)
        write_schemas(staging / "schemas")
        (staging / ".gitignore").write_text(GITIGNORE, encoding="utf-8")
        atomic_write_text(staging / MANIFEST, document_text(manifest, staging / MANIFEST), backup=False)
        os.chmod(staging, 0o777 & ~_umask())
        if target.exists():
            target.rmdir()
        os.replace(staging, target)
    except BaseException:
        discard(staging)
        raise
    forget(staging)
    return sorted(p for p in target.rglob("*") if p.is_file())


# ----------------------------------------------------------------------------- images and new maps


def _unused_copy_of(scan_target: Path, scan: Path, ds: DataSet) -> bool:
    """Whether ``scan_target`` is a regular file of the box no map uses, holding the very bytes of
    ``scan``: what a ``new map`` killed after the copy leaves, safe to take over."""
    if scan_target.is_symlink() or not scan_target.is_file():
        return False
    real = scan_target.resolve()
    for m in ds.maps.values():
        where = ds.paths.get(id(m))
        if m.scan is not None and where is not None and (Path(str(where)).parent / m.scan.file).resolve() == real:
            return False
    try:
        if scan_target.stat().st_size != scan.stat().st_size:
            return False
        with open(scan_target, "rb") as a, open(scan, "rb") as b:
            while True:
                x, y = a.read(1 << 20), b.read(1 << 20)
                if x != y:
                    return False
                if not x:
                    return True
    except OSError:
        return False


def image_info(path: str | Path) -> tuple[str, int, int]:
    """(format, width, height) of a PNG, JPEG or TIFF file, read from its header; GameBoxError otherwise."""
    try:
        info = read_image_info(path)
    except ImageHeaderError as exc:
        raise GameBoxError(f"{path}: {exc}") from None
    return info.format, info.width, info.height


def grid_labels(columns: int, rows: int) -> tuple[list[str], list[str]]:
    """CC map labels: lettered columns (A..Z, then AA, AB...) and numbered rows from 1."""
    cols = []
    for i in range(columns):
        cols.append(chr(65 + i) if i < 26 else chr(64 + i // 26) + chr(65 + i % 26))
    return cols, [str(r) for r in range(1, rows + 1)]


def new_map_document(
    ident: str,
    name: str,
    scan_file: str,
    width: int,
    height: int,
    columns: int = 15,
    rows: int = 10,
    orientation: str = "flat",
    offset: str = "odd",
) -> MapDocument:
    """A draft map over a scan: the grid settled, not calibrated, nothing traced yet."""
    if not 1 <= columns <= 40 or not 1 <= rows <= 40:
        raise GameBoxError(T.GRID_SIZE)
    if orientation not in ("flat", "pointy") or offset not in ("odd", "even"):
        raise GameBoxError(T.GRID_SHAPE)
    col_labels, row_labels = grid_labels(columns, rows)
    grid = GridSettings(
        orientation=orientation,  # type: ignore[arg-type]
        columns=columns,
        rows=rows,
        column_labels=col_labels,
        row_labels=row_labels,
        offset=offset,  # type: ignore[arg-type]
    )
    return MapDocument(
        kind="map",
        format=1,
        id=ident,
        name=name or ident,
        provenance="user",
        status="draft",
        grid=grid,
        scan=ScanInfo(file=scan_file, width=width, height=height),
    )


def create_map(
    root: str | Path,
    scan: str | Path,
    ident: str,
    name: str = "",
    columns: int = 15,
    rows: int = 10,
    orientation: str = "flat",
    offset: str = "odd",
) -> tuple[MapDocument, list[Path]]:
    """Copy a scan into the box and create a draft map over it; returns the map and the files written."""
    root = require_box(root)
    scan = Path(scan)
    if not scan.is_file():
        raise GameBoxError(T.NO_SUCH_SCAN.format(file=scan))
    fmt, width, height = image_info(scan)
    if width * height > MAX_SCAN_PIXELS and fmt != "JPEG":  # the editor could not show it (see io.images)
        raise GameBoxError(T.SCAN_OVER_BUDGET.format(file=scan, width=f"{width:,}", height=f"{height:,}", budget=MAX_SCAN_PIXELS // 1_000_000))
    ds, _ = load_dataset(root)
    problem = id_problem("map", ident, taken_ids(ds, "map"))
    if problem:
        raise GameBoxError(problem)
    target = default_path(root, "map", ident)
    _not_taken(target, T.EXISTS_ID)
    scans = target.parent / "scans"
    suffix = scan.suffix.lower() if scan.suffix.lower() in IMAGE_SUFFIXES else ".png"
    scan_target = scans / f"{ident}{suffix}"
    _confined(target, scan_target)
    copy_scan = not (scan_target.exists() and scan_target.resolve() == scan.resolve())
    reused = False
    if copy_scan and os.path.lexists(scan_target):
        if not _unused_copy_of(scan_target, scan, ds):
            raise GameBoxError(f"{scan_target} already exists: choose another id")
        copy_scan, reused = False, True  # a killed run of this very command copied it: the retry goes on from there
    doc = new_map_document(ident, name, f"scans/{scan_target.name}", width, height, columns, rows, orientation, offset)
    written: list[Path] = []
    try:
        if copy_scan:
            scans.mkdir(parents=True, exist_ok=True)
            atomic_copy(scan, scan_target)
            os.chmod(scan_target, 0o666 & ~_umask())
            written.append(scan_target)
        save_document(doc, target, backup=False)
        written.append(target)
    except BaseException:
        for p in written:
            p.unlink(missing_ok=True)
        raise
    if reused:
        written.append(scan_target)
    return doc, [target, *[p for p in written if p != target]]
