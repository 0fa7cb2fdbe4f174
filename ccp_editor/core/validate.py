"""Two-layer validation of files and folders: schema (shape, read by ``io``), then the semantic
checks of ``core.checks``. It lives in ``core`` because it runs both layers."""

from __future__ import annotations

import os
from collections.abc import Iterable
from dataclasses import replace
from pathlib import Path

from ..io import boxtext as BOX
from ..io.dataset import DOCUMENT_SUFFIXES, MANIFEST, dataset_and_problems, dataset_for, stat_key
from ..io.documents import cap_problems, parse_text, read_document
from ..io.gate import GateError, file_kind, scan_file
from ..io.images import budget_message
from ..io.yamlio import Loaded, Problem
from ..model.dataset import DataSet
from ..model.mapdoc import MapDocument
from .checks import check_document, check_fate_deck, scenario_deck_findings

MAX_CACHE_REPORTS = 12  # stale hex-cache entries reported one by one per map; the rest are summed up

SKIP_DIRS = {".git", ".venv", "venv", "node_modules", "__pycache__", "build", "dist", ".hypothesis"}


class UsageError(Exception):
    """A path that does not exist (exit code 2)."""


def iter_document_files(paths: Iterable[str | Path]) -> list[Path]:
    """Files named directly, plus every YAML file below named folders (hidden folders skipped).
    A file reached twice (through links, or named twice) is listed once: it is checked once."""
    out: list[Path] = []
    seen: set[tuple[int, int]] = set()

    def add(path: Path) -> None:
        try:
            st = os.stat(path)
        except OSError:
            out.append(path)  # reported when read
            return
        key = (st.st_dev, st.st_ino)
        if key not in seen:
            seen.add(key)
            out.append(path)

    for raw in paths:
        p = Path(raw)
        if p.is_file():
            add(p)
        elif p.is_dir():
            for dirpath, dirnames, filenames in os.walk(p):
                dirnames[:] = sorted(d for d in dirnames if d not in SKIP_DIRS and not d.startswith("."))
                for name in sorted(filenames):
                    if name.endswith(DOCUMENT_SUFFIXES) and not name.startswith("."):
                        add(Path(dirpath) / name)
        else:
            raise UsageError(f"no such file or folder: {raw}")
    return out


def manifest_problems(paths: Iterable[str | Path]) -> list[Problem]:
    """A named folder whose ``dataset.yaml`` is there but not a regular file (a folder, a pipe, a
    link to nothing): the box cannot be read, which is an error, not a folder of loose documents."""
    out = []
    for raw in paths:
        manifest = Path(raw) / MANIFEST
        if not Path(raw).is_dir() or not os.path.lexists(manifest):
            continue
        try:
            kind = file_kind(os.stat(manifest).st_mode)
        except OSError as exc:
            kind = f"a link to nothing ({exc.strerror})"
        if kind is not None:
            out.append(Problem(str(manifest), 1, 1, "", BOX.MANIFEST_NOT_FILE.format(manifest=MANIFEST, kind=kind)))
    return out


def validate_file(path: str | Path, ds: DataSet | None = None, display: str | None = None) -> list[Problem]:
    context = ds if ds is not None else dataset_for(path)
    cached = context.sources.get(Path(path).resolve()) if display is None else None
    if cached is not None and cached[0] == stat_key(Path(path)) and cached[0] is not None:
        _, doc, loaded, problems = cached
        problems = [replace(p, file=str(path)) for p in problems]
        if loaded is not None:
            loaded = replace(loaded, file=str(path))
    else:
        doc, loaded, problems = read_document(path, display)
    if doc is None or loaded is None:
        return problems
    clashes = [replace(p, file=str(path)) for p in context.clashes.get(Path(path).resolve(), [])]
    return problems + clashes + _semantic(doc, loaded, context)


def semantic_problems(doc, loaded: Loaded, ds: DataSet) -> list[Problem]:
    """The rules and references layer for a document already read (e.g. before the board loads a save)."""
    return _semantic(doc, loaded, ds)


def _semantic(doc, loaded, ds: DataSet) -> list[Problem]:
    findings = check_document(doc, ds)
    found = [loaded.problem(f.pointer, f.message, f.severity) for f in findings]
    return cap_problems(sorted([*found, *loaded.warnings], key=lambda p: (p.line, p.column)))


def playable_problems(scenario, ds: DataSet, scenario_file: str | Path | None = None, prefix: str = "") -> list[Problem]:
    """The errors that keep a scenario's card game from being played with this box's Fate decks (too few
    cards for the hand, random hexes off the map: 1.1, 1.3, 1.8, 1.9), each at its place in its file, so
    ``play`` and the window refuse the game before the first card instead of failing in the middle."""
    from .hexgrid import HexGrid

    def placed(doc, path: object, findings, prefix: str = "") -> list[Problem]:
        loaded = None
        if path is not None:
            cached = ds.sources.get(Path(str(path)).resolve())
            loaded = cached[2] if cached else read_document(str(path))[1]
        where = str(path) if path is not None else str(getattr(doc, "id", "?"))
        return [replace(loaded.problem(prefix + f.pointer, f.message), file=where) if loaded is not None
                else Problem(where, 1, 1, prefix + f.pointer, f.message) for f in findings if f.severity == "error"]

    out: list[Problem] = []
    for nation in dict.fromkeys((scenario.sides.japan.nation, scenario.sides.allied.nation)):
        deck = ds.fate_decks.get(nation)
        if deck is not None:
            out += placed(deck, ds.paths.get(id(deck)), check_fate_deck(deck, ds))
    m = ds.maps.get(scenario.map)
    valid = HexGrid(m.grid).hex_id_set if m is not None else None
    findings = scenario_deck_findings(scenario, ds, valid)
    return out + placed(scenario, scenario_file or ds.paths.get(id(scenario)), findings, prefix)


def validate_text(text: str, file: str, ds: DataSet | None = None) -> list[Problem]:
    """Validate unsaved text (an editor buffer) against a data set."""
    doc, loaded, problems = parse_text(text, file)
    if doc is None or loaded is None:
        return problems
    return problems + _semantic(doc, loaded, ds if ds is not None else dataset_for(file))


def validate_paths(paths: Iterable[str | Path]) -> list[Problem]:
    """Every file named or found below a folder; for each game box found (a folder holding its
    manifest), the whole-box checks too, so that passing means every command accepts the box."""
    problems: list[Problem] = []
    seen: set[tuple] = set()

    def add(found: list[Problem]) -> None:
        for p in found:
            key = (str(Path(p.file).resolve()), p.line, p.column, p.pointer, p.message)
            if key not in seen:
                seen.add(key)
                problems.append(p)

    paths = list(paths)
    add(manifest_problems(paths))
    files = iter_document_files(paths)
    for path in files:
        add(validate_file(path))
    for path in files:
        if path.name == MANIFEST:
            add(validate_box(path.parent))
    return cap_problems(problems)


def _display(file: str, root: Path, shown_root: Path) -> str:
    """``file`` (absolute, inside ``root``) as the user named the box, e.g. ``box/maps/a.yaml``."""
    try:
        rel = Path(file).resolve().relative_to(root)
    except ValueError:
        return file
    return str(shown_root / rel)


def validate_box(root: str | Path) -> list[Problem]:
    """What only the whole box shows: manifest entries (missing, escaping the box, not regular
    files, of the wrong kind, an unknown built-in rule set), and per map the scan image and its
    calibration and the stored hex cache against the traced shapes. Problem files are shown the
    way ``root`` was named."""
    shown = Path(root)
    ds, load_problems = dataset_and_problems(shown)
    real_root = Path(str(ds.root)) if ds.root is not None else shown.resolve()
    out = [replace(p, file=_display(p.file, real_root, shown)) for p in load_problems]
    return out + box_problems(ds, shown)


def box_problems(ds: DataSet, shown: Path | None = None) -> list[Problem]:
    """The checks of a loaded box beyond its documents' own (``validate_box`` without the load)."""
    real_root = Path(str(ds.root)) if ds.root is not None else Path(".").resolve()
    shown = shown if shown is not None else real_root
    out: list[Problem] = []
    for map_doc in ds.maps.values():
        path = ds.paths.get(id(map_doc))
        if path is None:
            continue
        cached = ds.sources.get(Path(str(path)).resolve())
        loaded = cached[2] if cached else None
        file = _display(str(path), real_root, shown)
        out += [replace(p, file=file) for p in map_box_problems(map_doc, Path(str(path)), real_root, ds, loaded)]
    out += _completeness(ds, shown / MANIFEST)
    return out


def _completeness(ds: DataSet, manifest_file: Path) -> list[Problem]:
    """Warnings for what the random battle generator needs and the box does not have yet."""
    if ds.manifest is None:
        return []
    missing = []
    if ds.ruleset is None:
        missing.append(BOX.NEEDS["ruleset"])
    if "JP" not in ds.forces:
        missing.append(BOX.NEEDS["japan"])
    if not any(n != "JP" for n in ds.forces):
        missing.append(BOX.NEEDS["allied"])
    if ds.chits is None:
        missing.append(BOX.NEEDS["chits"])
    if not ds.maps:
        missing.append(BOX.NEEDS["maps"])
    if not missing:
        return []
    return [Problem(str(manifest_file), 1, 1, "", BOX.RANDOM_BATTLES_NEED.format(what=", ".join(missing)), "warning")]


def map_box_problems(m: MapDocument, path: Path, root: Path, ds: DataSet, loaded: Loaded | None) -> list[Problem]:
    """The map checks that need its surroundings: scan image, calibration, hex cache."""
    from .calibration import CalibrationError, map_calibration

    def problem(pointer: str, message: str, severity: str = "error") -> Problem:
        if loaded is not None:
            return loaded.problem(pointer, message, severity)
        return Problem(str(path), 1, 1, pointer, message, severity)

    out: list[Problem] = []
    if m.scan is not None:
        out += _scan_problems(m, path, root, problem)
        if m.scan.control_points:
            try:
                cal = map_calibration(m)
            except CalibrationError as exc:
                out.append(problem("/scan/control_points", BOX.CALIBRATION.format(problem=exc)))
            else:
                assert cal is not None
                scale = cal.transform.scale
                if scale < 2:
                    out.append(problem("/scan/control_points", BOX.CALIBRATION_SCALE.format(size=f"{scale:.2g}")))
                for i, r in enumerate(cal.residuals):
                    if scale >= 2 and r.distance > 0.5 * scale:
                        out.append(
                            problem(
                                f"/scan/control_points/{i}",
                                BOX.CALIBRATION_POINT.format(hex=r.hex, size=f"{r.distance:.0f}"),
                                "warning",
                            )
                        )
    if m.hexes and ds.ruleset is not None:
        out += _cache_problems(m, ds, problem)
    return out


def _scan_problems(m: MapDocument, path: Path, root: Path, problem) -> list[Problem]:
    """The scan through the read gate, as ``render --scan`` and the map editor will read it."""
    assert m.scan is not None
    rel = m.scan.file
    try:
        scan = scan_file(rel, path, root)
    except GateError as exc:
        return [problem("/scan/file", str(exc))]
    info = scan.info
    out = []
    if scan.link_outside is not None:  # read like a document linked from outside: with a warning
        out.append(problem("/scan/file", BOX.LINK_OUTSIDE.format(path=repr(rel), target=scan.link_outside), "warning"))
    if info.over_budget and info.format == "JPEG":  # decoded at a reduced size, natively
        out.append(problem("/scan/file", BOX.SCAN_DOWNSAMPLED.format(path=repr(rel), problem=budget_message(info)), "warning"))
    elif info.over_budget:  # PNG and TIFF decode whole: the editor and render refuse it
        out.append(problem("/scan/file", BOX.SCAN_TOO_BIG.format(path=repr(rel), problem=budget_message(info))))
    if m.scan.width and m.scan.height and (m.scan.width, m.scan.height) != (info.width, info.height):
        out.append(
            problem(
                "/scan",
                BOX.SCAN_SIZE.format(width=m.scan.width, height=m.scan.height, file=rel, real_width=info.width, real_height=info.height),
                "warning",
            )
        )
    return out


def _cache_problems(m: MapDocument, ds: DataSet, problem) -> list[Problem]:
    from .maphexes import current_derivation
    from .terrain import cache_differences

    assert ds.ruleset is not None
    derived = current_derivation(m, ds.ruleset)  # shared with the checks of the scenarios on this map
    diffs = cache_differences(m.hexes, derived.hexes)
    out = []
    for hex_id, what in list(diffs.items())[:MAX_CACHE_REPORTS]:
        pointer = f"/hexes/{hex_id}" if hex_id in m.hexes else "/hexes"
        out.append(problem(pointer, BOX.HEX_CACHE.format(hex=hex_id, what="; ".join(what))))
    if len(diffs) > MAX_CACHE_REPORTS:
        out.append(problem("/hexes", BOX.MORE_HEXES.format(n=len(diffs) - MAX_CACHE_REPORTS)))
    return out
