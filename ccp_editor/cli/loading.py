"""The one way the commands load a data set and a map, so every command finds, reports and refuses
the same things the same way (a usage error, exit 2, names what was looked for)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .errors import CliError

if TYPE_CHECKING:  # loaded when a command runs, not when the parser is built
    from ..io.yamlio import Loaded
    from ..model.dataset import DataSet
    from ..model.mapdoc import MapDocument
    from ..model.ruleset import RuleSet


def load_dataset_dir(data_dir: str | None) -> DataSet | None:
    """The data set in ``data_dir`` (the demo one when None); None after printing its errors."""
    from ..io.dataset import MANIFEST, demo_dataset_root, load_dataset

    if data_dir is not None:
        root = Path(data_dir)
        if not root.is_dir():
            raise CliError(f"no such data set folder: {data_dir}")
        if not (root / MANIFEST).is_file():
            raise CliError(f"{data_dir}: not a data set folder (no {MANIFEST})")
    else:
        found = demo_dataset_root()
        if found is None:
            raise CliError("no data set found: pass --data DIR")
        root = found
    ds, problems = load_dataset(root)
    errors = [p for p in problems if p.severity == "error"]
    if errors:
        for p in errors:
            print(p.format(), file=sys.stderr)
        print(f"ccp-editor: the data set in {root} has {len(errors)} problem(s)", file=sys.stderr)
        return None
    return ds


class LoadedMap:
    """A map named on the command line, with where it came from and the rules that apply."""

    def __init__(self, doc: MapDocument, path: Path | None, loaded: Loaded | None, ds: DataSet) -> None:
        self.doc = doc
        self.path = path
        self.loaded = loaded
        self.ds = ds

    @property
    def display(self) -> str:
        return str(self.path) if self.path is not None else self.doc.id

    def ruleset(self) -> RuleSet:
        from ..io.dataset import builtin_ruleset
        from ..io.yamlio import DocumentError

        if self.ds.ruleset is not None:
            return self.ds.ruleset
        try:
            return builtin_ruleset()
        except (DocumentError, OSError) as exc:
            raise CliError(f"cannot load the built-in rule set: {exc}") from None

    def where(self, pointer: str) -> str:
        """``file:line:col: /pointer`` when the map was read from a file."""
        if self.loaded is not None:
            p = self.loaded.problem(pointer, "")
            return f"{p.file}:{p.line}:{p.column}: {pointer or '/'}"
        return f"{self.display}: {pointer or '/'}"


def load_map(arg: str, data: str | None = None) -> LoadedMap:
    """Resolve MAP (a file path, or a map id of the ``data`` game box, else of the box holding the
    current folder, else of the demo box); a usage error names what was looked for."""
    from ..io.dataset import dataset_for, demo_dataset_root, find_dataset_root
    from ..io.documents import read_document
    from ..model.mapdoc import MapDocument

    path = Path(arg)
    if data is not None:
        from ..io.gamebox import GameBoxError, require_box

        try:
            box = require_box(data)
        except GameBoxError as exc:
            raise CliError(str(exc)) from None
        ds = dataset_for(box)
        doc = ds.maps.get(arg)
        if doc is not None:
            map_path = ds.paths.get(id(doc))
            loaded = read_document(Path(str(map_path)))[1] if map_path is not None else None
            return LoadedMap(doc, Path(str(map_path)) if map_path is not None else None, loaded, ds)
        if not (path.suffix.lower() in (".yaml", ".yml") and path.is_file()):
            known = ", ".join(sorted(ds.maps)) or "none"
            raise CliError(f"unknown map {arg!r} (game box {ds.id} has: {known})")
    if path.suffix.lower() in (".yaml", ".yml") or path.exists() or "/" in arg:
        if not path.is_file():
            raise CliError(f"no such map file: {arg}")
        doc, loaded, problems = read_document(path)
        if problems:
            raise CliError(f"{problems[0].format()}")
        if not isinstance(doc, MapDocument):
            raise CliError(f"{arg}: expected a map document, got a {doc.KIND if doc else 'unknown'} document")
        return LoadedMap(doc, path, loaded, dataset_for(path))
    root = find_dataset_root(Path.cwd()) or demo_dataset_root()
    if root is None:
        raise CliError(f"unknown map {arg!r}: no such file, and no data set to look it up in")
    ds = dataset_for(root)
    doc = ds.maps.get(arg)
    if doc is None:
        known = ", ".join(sorted(ds.maps)) or "none"
        raise CliError(f"unknown map {arg!r} (data set {ds.id} has: {known})")
    map_path = ds.paths.get(id(doc))
    loaded = None
    if map_path is not None:
        _, loaded, _ = read_document(Path(str(map_path)))
    return LoadedMap(doc, Path(str(map_path)) if map_path is not None else None, loaded, ds)


def document_path(arg: str, kind: str, data: str | None = None) -> Path:
    """A document named on the command line: a file, ``-`` (standard input), or the id of a document of
    ``kind`` in the ``data`` game box, else the box holding the current folder, else the demo box (a forces
    file or Fate deck also by its nation: ``jp``). CliError (exit 2) naming what was looked for."""
    from ..io.dataset import dataset_for, demo_dataset_root, find_dataset_root

    path = Path(arg)
    if arg == "-" or path.is_file() or path.suffix.lower() in (".yaml", ".yml") or "/" in arg or "\\" in arg:
        if arg != "-" and not path.is_file():
            raise CliError(f"no such file: {arg}" if not path.is_dir() else f"{arg}: is a folder, not a document")
        return path
    if data is not None and not Path(data).is_dir():
        raise CliError(f"no such game box folder: {data}")
    root = Path(data) if data is not None else (find_dataset_root(Path.cwd()) or demo_dataset_root())
    if root is None:
        raise CliError(f"no such file: {arg} (and no game box to look the id up in)")
    ds = dataset_for(root)
    candidates: dict[str, object] = {}
    if kind == "forces":
        candidates = {**{f.id: f for f in ds.forces.values()}, **{n.lower(): f for n, f in ds.forces.items()}}
    elif kind == "fate_deck":
        candidates = {**{d.id: d for d in ds.fate_decks.values()}, **{n.lower(): d for n, d in ds.fate_decks.items()}}
    elif kind == "scenario":
        candidates = dict(ds.scenarios)
    elif kind == "map":
        candidates = dict(ds.maps)
    else:
        single = {"ruleset": ds.ruleset, "objective_chits": ds.chits, "fortification_ob": ds.fortification_ob}.get(kind)
        if single is not None:
            candidates = {str(getattr(single, "id", kind)): single, kind: single}
    doc = candidates.get(arg) or candidates.get(arg.lower())
    found = ds.paths.get(id(doc)) if doc is not None else None
    if found is None:
        known = ", ".join(sorted(candidates)) or "none"
        raise CliError(f"no such file, and no {kind.replace('_', ' ')} {arg!r} in game box {ds.id} (it has: {known})")
    return Path(str(found))


def load_scenario(ref: str, data: str | None) -> tuple[Any, Any]:
    """The scenario (a file, or an id in the data set) and its data set; CliError when unusable.
    A card game save stands for its scenario (the save itself is returned in its place)."""
    from ..io.dataset import dataset_and_problems, dataset_for, demo_dataset_root, find_dataset_root
    from ..io.documents import read_document
    from ..model.cardgame import CardGameSave
    from ..model.scenario import Scenario

    path = Path(ref)
    if path.suffix in (".yaml", ".yml") or path.is_file():
        if not path.is_file():
            raise CliError(f"{ref}: no such scenario file")
        doc, _, problems = read_document(path)
        errors = [p for p in problems if p.severity == "error"]
        if errors:
            raise CliError(errors[0].format())
        if not isinstance(doc, (Scenario, CardGameSave)):
            raise CliError(f"{ref}: not a scenario (kind {getattr(doc, 'KIND', '?')})")
        if data:
            ds, _ = dataset_and_problems(data)
        else:
            ds = dataset_for(find_dataset_root(path) or path)
        return doc, ds
    root = data or demo_dataset_root()
    if root is None:
        raise CliError("no data set: name a scenario file or --data DIR")
    ds, problems = dataset_and_problems(root)
    sc = ds.scenarios.get(ref)
    unread = [p for p in problems if p.severity == "error" and Path(p.file).stem == ref]
    if sc is None and unread:  # the scenario's file is there but does not load: say why, where
        raise CliError(unread[0].format())
    if sc is None:
        known = ", ".join(sorted(ds.scenarios)) or "none"
        raise CliError(f"unknown scenario {ref!r} (this data set has: {known})")
    return sc, ds
