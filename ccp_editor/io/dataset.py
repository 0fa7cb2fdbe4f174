"""Finding and loading data sets ("game boxes") and the built-in rule set."""

from __future__ import annotations

import gc
import os
import stat
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from functools import cache
from pathlib import Path

from ..model import FateDeck, Forces, FortificationOB, MapDocument, ObjectiveChits, RuleSet, Scenario
from ..model.dataset import DataSet, DataSetManifest
from . import boxtext as T
from .documents import load_document, read_document
from .gate import BoxBudget
from .yamlio import DocumentError, Loaded, Problem

MANIFEST = "dataset.yaml"
PACKAGE_DIR = Path(__file__).resolve().parent.parent
BUILTIN_RULESETS = {"ccp": PACKAGE_DIR / "rulesets" / "ccp.yaml"}
DOCUMENT_SUFFIXES = (".yaml", ".yml")
MAX_FOLDER_FILES = 5_000  # documents read from one manifest folder (maps, scenarios)
MAX_FOLDER_DEPTH = 8


class UnknownRuleSet(KeyError):
    """A ``builtin:NAME`` rule set this app does not ship."""


def builtin_ruleset_path(name: str = "ccp") -> Path:
    try:
        return BUILTIN_RULESETS[name]
    except KeyError:
        raise UnknownRuleSet(name) from None


def unknown_ruleset_message(name: str) -> str:
    return T.UNKNOWN_BUILTIN.format(path=repr(name), names=", ".join("builtin:" + n for n in sorted(BUILTIN_RULESETS)))


@cache
def builtin_ruleset(name: str = "ccp") -> RuleSet:
    doc = load_document(builtin_ruleset_path(name), RuleSet)
    assert isinstance(doc, RuleSet)
    return doc


def demo_dataset_root() -> Path | None:
    """The demo game box shipped with the app (the project folder holding ``dataset.yaml``)."""
    env = os.environ.get("CCP_EDITOR_DATA")
    candidates = [Path(env)] if env else []
    candidates += [PACKAGE_DIR.parent, PACKAGE_DIR / "demo"]
    for c in candidates:
        if (c / MANIFEST).is_file():
            return c.resolve()
    return None


def find_dataset_root(path: str | Path) -> Path | None:
    """The nearest folder at or above ``path`` that holds a data set manifest: above where the
    file is named first (a link in a box belongs to that box, where its document was read), then
    above where a link leads."""
    for p in (Path(os.path.abspath(path)), Path(path).resolve()):
        for parent in [p, *p.parents] if p.is_dir() else list(p.parents):
            if (parent / MANIFEST).is_file():
                return parent.resolve()
    return None


def resolve_ruleset_path(ref: str, root: Path) -> Path:
    """The rule set file a manifest names; raises UnknownRuleSet for an unknown ``builtin:NAME``."""
    if ref.startswith("builtin:"):
        return builtin_ruleset_path(ref.split(":", 1)[1])
    return root / ref


class BoxPaths:
    """Confinement of the paths a manifest names: relative, inside the box, regular files only.

    A game box is shared and downloaded, so its manifest is untrusted: an absolute path or a
    ``..`` that leaves the box is refused (it could make the app read any file or walk the whole
    disk), and so is anything that is not a regular file (a pipe blocks, a device never ends). A
    symbolic link to a file outside the box is followed, with a warning saying so.
    """

    def __init__(self, root: Path, manifest: Loaded | None, problems: list[Problem]) -> None:
        self.root = root
        self.manifest_file = str(root / MANIFEST)
        self.loaded = manifest
        self.problems = problems

    def report(self, pointer: str, message: str, severity: str = "error") -> None:
        if self.loaded is not None:
            self.problems.append(self.loaded.problem(pointer, message, severity))
        else:
            self.problems.append(Problem(self.manifest_file, 1, 1, pointer, message, severity))

    def resolve(self, rel: str, pointer: str, *, folder: bool = False) -> Path | None:
        """The path ``rel`` names inside the box, or None (with a problem) when it may not be read."""
        what = "folder" if folder else "file"
        if not rel or os.path.isabs(rel) or rel.startswith("~") or (len(rel) > 1 and rel[1] == ":"):
            self.report(pointer, T.ABSOLUTE_PATH.format(path=repr(rel), what=what))
            return None
        joined = Path(os.path.normpath(self.root / rel))
        if joined != self.root and self.root not in joined.parents:
            self.report(pointer, T.LEAVES_BOX.format(path=repr(rel), what=what))
            return None
        try:
            st = os.stat(joined)
        except OSError:
            if folder:
                return joined  # an empty box need not have its maps or scenarios folder yet
            self.report(pointer, T.NO_SUCH_FILE.format(path=repr(rel)))
            return None
        if folder and not stat.S_ISDIR(st.st_mode):
            self.report(pointer, T.EXPECTED_FOLDER.format(path=repr(rel)))
            return None
        if not folder and not stat.S_ISREG(st.st_mode):
            kind = "a folder" if stat.S_ISDIR(st.st_mode) else "not a regular file (a pipe or a device)"
            self.report(pointer, T.CANNOT_READ_KIND.format(path=repr(rel), kind=kind))
            return None
        real = Path(os.path.realpath(joined))
        if real != self.root and self.root not in real.parents:
            if folder:
                self.report(pointer, T.FOLDER_LINK_OUTSIDE.format(path=repr(rel), target=real))
                return None
            self.report(pointer, T.LINK_OUTSIDE.format(path=repr(rel), target=real), "warning")
        return joined

    def documents_in(self, folder: Path, pointer: str) -> list[Path]:
        """The YAML documents below ``folder``: links to folders are not followed, pipes and devices
        are reported, and the walk stops at MAX_FOLDER_FILES files."""
        out: list[Path] = []
        if not folder.is_dir():
            return out
        base_depth = len(folder.parts)
        for dirpath, dirnames, filenames in os.walk(folder):
            here = Path(dirpath)
            if len(here.parts) - base_depth >= MAX_FOLDER_DEPTH:
                dirnames[:] = []
            dirnames[:] = sorted(d for d in dirnames if not d.startswith(".") and not (here / d).is_symlink())
            for name in sorted(filenames):
                if not name.endswith(DOCUMENT_SUFFIXES) or name.startswith("."):
                    continue
                path = here / name
                rel = os.path.relpath(path, self.root)
                try:
                    st = os.stat(path)
                except OSError:
                    self.report(pointer, T.BROKEN_LINK.format(path=repr(rel)))
                    continue
                if not stat.S_ISREG(st.st_mode):
                    self.report(pointer, T.CANNOT_READ_KIND.format(path=repr(rel), kind="not a regular file (a pipe or a device)"))
                    continue
                real = Path(os.path.realpath(path))
                if self.root not in real.parents:
                    self.report(pointer, T.LINK_OUTSIDE.format(path=repr(rel), target=real), "warning")
                if len(out) >= MAX_FOLDER_FILES:
                    self.report(pointer, T.TOO_MANY_FILES.format(size=f"{MAX_FOLDER_FILES:,}"))
                    return out
                out.append(path)
        return out


def once(entries: list[str], pointer: str, box: BoxPaths) -> list[tuple[int, str]]:
    """A manifest list's entries with their indices, each named file once: one named again is
    reported once (with how often), so a list naming one file 100,000 times costs one read."""
    counts = Counter(entries)
    out = []
    for i, rel in enumerate(entries):
        n = counts.pop(rel, 0)
        if n == 0:
            continue
        if n > 1:
            box.report(f"{pointer}/{i}", T.LISTED_TWICE.format(path=repr(rel), n=f"{n:,}"))
        out.append((i, rel))
    return out


def stat_key(path: Path) -> tuple[int, int] | None:
    try:
        st = path.stat()
    except OSError:
        return None
    return (st.st_mtime_ns, st.st_size)


@contextmanager
def loaded_kept() -> Iterator[None]:
    """Inside the block, everything alive on entry (a loaded data set, its parsed documents) is
    out of the cyclic collector's reach: a long run of games on one loaded data set (the command
    line's ``play``, the bench) no longer walks those objects again at every full collection.
    Reference counting still frees them; on leaving, the collector sees them again.

    The collector also runs less often inside the block (every ``_BATCH_GC`` new objects instead of
    700): a game allocates and frees objects by the million, nearly all freed by reference counting,
    so the frequent young collections found little to free and cost a few percent of the run."""
    gc.collect()
    gc.freeze()
    thresholds = gc.get_threshold()
    gc.set_threshold(*_BATCH_GC)
    try:
        yield
    finally:
        gc.set_threshold(*thresholds)
        gc.unfreeze()


#: The collector's thresholds inside ``loaded_kept`` (young objects, then the two older generations).
_BATCH_GC = (20_000, 20, 20)


def load_dataset(root: str | Path) -> tuple[DataSet, list[Problem]]:
    """Load every document of a game box. Shape problems are returned, never raised; documents
    that fail to load are left out so the rest stays usable."""
    root = Path(root).resolve()
    problems: list[Problem] = []
    manifest_doc, manifest_loaded, probs = read_document(root / MANIFEST)
    problems += probs
    manifest = manifest_doc if isinstance(manifest_doc, DataSetManifest) else None
    ds = DataSet(manifest, root)
    if manifest_doc is not None and manifest is None:
        problems.append(Problem(str(root / MANIFEST), 1, 1, "/kind", T.WRONG_KIND.format(expected="dataset", kind=manifest_doc.KIND)))
    if manifest is None:
        return ds, problems
    box = BoxPaths(root, manifest_loaded, problems)
    given = manifest_loaded.data if manifest_loaded is not None and isinstance(manifest_loaded.data, dict) else {}
    budget = BoxBudget()  # the box as a whole: bytes and values across its files, each file read once
    budget.first_reader(root / MANIFEST, MANIFEST)
    budget.over(root / MANIFEST)
    if manifest_loaded is not None:
        budget.count_values(len(manifest_loaded.positions))
    spent: list[str] = []
    kinds: dict[str, type] = {}

    def load(path: Path, cls: type, pointer: str = ""):
        name = repr(os.path.relpath(path, root))
        first = budget.first_reader(path, name)
        if first is not None:  # read once: named again, it is the document already read
            earlier = kinds.get(first)
            if earlier is not None and earlier is not cls:
                problems.append(Problem(str(path), 1, 1, "/kind", T.WRONG_KIND.format(expected=cls.KIND, kind=earlier.KIND)))
            else:
                box.report(pointer, T.SAME_FILE.format(path=name, first=first), "warning")
            return None
        why = budget.over(path)
        if why is not None:
            if not spent:  # said once; what was not read is counted at the end
                box.report(pointer, f"{name}: {why}")
            spent.append(name)
            return None
        doc, loaded, probs = read_document(path)
        if loaded is not None:
            budget.count_values(len(loaded.positions))
        if doc is not None:
            kinds[name] = type(doc)
        ds.sources[path.resolve()] = (stat_key(path), doc, loaded, probs)
        problems.extend(probs)
        if doc is not None and not isinstance(doc, cls):
            problems.append(Problem(str(path), 1, 1, "/kind", T.WRONG_KIND.format(expected=cls.KIND, kind=doc.KIND)))
            return None
        if doc is not None:
            ds.paths[id(doc)] = path
        return doc

    if manifest.ruleset.startswith("builtin:"):
        name = manifest.ruleset.split(":", 1)[1]
        if name in BUILTIN_RULESETS:
            ds.ruleset = load(BUILTIN_RULESETS[name], RuleSet)
        else:
            box.report("/ruleset", unknown_ruleset_message(name))
    elif (rs_path := box.resolve(manifest.ruleset, "/ruleset")) is not None:
        ds.ruleset = load(rs_path, RuleSet, "/ruleset")
    for i, rel in once(manifest.forces, "/forces", box):
        if (path := box.resolve(rel, f"/forces/{i}")) is not None:
            f = load(path, Forces, f"/forces/{i}")
            if f is not None:
                ds.forces[f.nation] = f
    if manifest.objective_chits and (path := box.resolve(manifest.objective_chits, "/objective_chits")) is not None:
        ds.chits = load(path, ObjectiveChits)
    if manifest.fortification_ob and (path := box.resolve(manifest.fortification_ob, "/fortification_ob")) is not None:
        ds.fortification_ob = load(path, FortificationOB)
    for i, rel in once(manifest.fate_decks, "/fate_decks", box):
        if (path := box.resolve(rel, f"/fate_decks/{i}")) is not None:
            deck = load(path, FateDeck, f"/fate_decks/{i}")
            if deck is not None:
                ds.fate_decks[deck.nation] = deck
    for key, cls, into in (("maps", MapDocument, ds.maps), ("scenarios", Scenario, ds.scenarios)):
        rel = getattr(manifest, key)
        folder = box.resolve(rel, f"/{key}", folder=True)
        if folder is None:
            continue
        if key in given and not folder.is_dir():
            box.report(f"/{key}", T.NO_SUCH_FOLDER.format(path=repr(rel)))
        for path in box.documents_in(folder, f"/{key}"):
            doc = load(path, cls, f"/{key}")
            if doc is not None:
                into[doc.id] = doc
    if len(spent) > 1:
        box.report("", T.NOT_READ_MORE.format(n=f"{len(spent) - 1:,}"))
    from .uniqueness import duplicate_id_problems

    ds.clashes = duplicate_id_problems(ds)
    for clash in ds.clashes.values():
        problems.extend(clash)
    return ds, problems


_DATASET_CACHE: dict[Path, tuple[DataSet, list[Problem]]] = {}


def dataset_for(path: str | Path) -> DataSet:
    """The data set a file belongs to (nearest manifest above it), else the demo data set, else
    a data set holding just the built-in rule set."""
    root = find_dataset_root(path) or demo_dataset_root()
    if root is None:
        ds = DataSet()
        try:
            ds.ruleset = builtin_ruleset()
        except DocumentError:
            ds.ruleset = None  # checks needing the rules are skipped; the rule set file reports itself
        return ds
    if root not in _DATASET_CACHE:
        _DATASET_CACHE[root] = load_dataset(root)
    return _DATASET_CACHE[root][0]


def dataset_and_problems(root: str | Path) -> tuple[DataSet, list[Problem]]:
    """The game box at ``root`` and the problems of loading it (cached like ``dataset_for``)."""
    key = Path(root).resolve()
    if key not in _DATASET_CACHE:
        _DATASET_CACHE[key] = load_dataset(key)
    return _DATASET_CACHE[key]


def clear_cache() -> None:
    _DATASET_CACHE.clear()
