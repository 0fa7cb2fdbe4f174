"""Finding and loading data sets ("game boxes") and the built-in rule set."""

from __future__ import annotations

import os
from functools import cache
from pathlib import Path

from ..model import Forces, FortificationOB, MapDocument, ObjectiveChits, RuleSet, Scenario
from ..model.dataset import DataSet, DataSetManifest
from .documents import load_document, read_document
from .yamlio import DocumentError, Problem

MANIFEST = "dataset.yaml"
PACKAGE_DIR = Path(__file__).resolve().parent.parent
BUILTIN_RULESETS = {"ccp": PACKAGE_DIR / "rulesets" / "ccp.yaml"}
DOCUMENT_SUFFIXES = (".yaml", ".yml")


def builtin_ruleset_path(name: str = "ccp") -> Path:
    return BUILTIN_RULESETS[name]


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
    """The nearest folder at or above ``path`` that holds a data set manifest."""
    p = Path(path).resolve()
    for parent in [p, *p.parents] if p.is_dir() else list(p.parents):
        if (parent / MANIFEST).is_file():
            return parent
    return None


def resolve_ruleset_path(ref: str, root: Path) -> Path:
    if ref.startswith("builtin:"):
        return builtin_ruleset_path(ref.split(":", 1)[1])
    return root / ref


def _documents_in(folder: Path) -> list[Path]:
    if not folder.is_dir():
        return []
    return sorted(p for p in folder.rglob("*") if p.suffix in DOCUMENT_SUFFIXES and p.is_file())


def stat_key(path: Path) -> tuple[int, int] | None:
    try:
        st = path.stat()
    except OSError:
        return None
    return (st.st_mtime_ns, st.st_size)


def load_dataset(root: str | Path) -> tuple[DataSet, list[Problem]]:
    """Load every document of a game box. Shape problems are returned, never raised; documents
    that fail to load are left out so the rest stays usable."""
    root = Path(root).resolve()
    problems: list[Problem] = []
    manifest_doc, _, probs = read_document(root / MANIFEST)
    problems += probs
    manifest = manifest_doc if isinstance(manifest_doc, DataSetManifest) else None
    ds = DataSet(manifest, root)
    if manifest is None:
        return ds, problems

    def load(path: Path, cls: type):
        doc, loaded, probs = read_document(path)
        ds.sources[path.resolve()] = (stat_key(path), doc, loaded, probs)
        problems.extend(probs)
        if doc is not None and not isinstance(doc, cls):
            problems.append(Problem(str(path), 1, 1, "/kind", f"expected a {cls.KIND} document here, got {doc.KIND}"))
            return None
        if doc is not None:
            ds.paths[id(doc)] = path
        return doc

    rs_path = resolve_ruleset_path(manifest.ruleset, root)
    ds.ruleset = load(rs_path, RuleSet)
    for rel in manifest.forces:
        f = load(root / rel, Forces)
        if f is not None:
            ds.forces[f.nation] = f
    if manifest.objective_chits:
        ds.chits = load(root / manifest.objective_chits, ObjectiveChits)
    if manifest.fortification_ob:
        ds.fortification_ob = load(root / manifest.fortification_ob, FortificationOB)
    for path in _documents_in(root / manifest.maps):
        m = load(path, MapDocument)
        if m is not None:
            ds.maps[m.id] = m
    for path in _documents_in(root / manifest.scenarios):
        s = load(path, Scenario)
        if s is not None:
            ds.scenarios[s.id] = s
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


def clear_cache() -> None:
    _DATASET_CACHE.clear()
