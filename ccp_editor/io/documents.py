"""Reading documents: parse, check the shape against the JSON Schema, build the typed model."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from functools import cache
from itertools import islice
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..model import DOCUMENT_CLASSES, FORMAT_VERSION, Document, ModelError, from_data, json_schema, to_data
from ..model.base import record_fields
from . import schematext
from .fastschema import Records, UnsupportedSchema, compile_schema
from .schema_messages import plain_message
from .yamlio import DocumentError, Loaded, Problem, escape_pointer, load_file, load_text, paused_gc

if TYPE_CHECKING:
    import jsonschema


# Documents of one kind checked before the kind's check is written out as Python (see
# ``compile_schema``): opening a game box checks a few of each kind, ``generate --count`` thousands.
GENERATE_DATA_CHECK_AFTER = 100
GENERATE_OBJECT_CHECK_AFTER = 20


@cache
def validator(kind: str) -> jsonschema.Draft202012Validator:
    """The full ``jsonschema`` validator of a kind: every error with its message (imported on first use)."""
    from jsonschema import Draft202012Validator

    return Draft202012Validator(json_schema(DOCUMENT_CLASSES[kind]))


@cache
def fast_check(kind: str) -> Callable[[Any], bool]:
    """A compiled yes/no check agreeing with ``validator(kind)``; ``jsonschema`` itself if the
    schema cannot be compiled exactly."""
    try:
        return compile_schema(json_schema(DOCUMENT_CLASSES[kind]), generate_after=GENERATE_DATA_CHECK_AFTER)
    except UnsupportedSchema:
        return validator(kind).is_valid


@cache
def fast_object_check(kind: str) -> Callable[[Any], bool]:
    """``fast_check`` for a typed document object, without converting it: the answer
    ``fast_check(kind)(to_data(obj))`` would give (the fields it writes, checked where they are)."""
    try:
        return compile_schema(json_schema(DOCUMENT_CLASSES[kind]), Records(record_fields, to_data),
                              generate_after=GENERATE_OBJECT_CHECK_AFTER)
    except UnsupportedSchema:
        return lambda obj: validator(kind).is_valid(to_data(obj))


def object_schema_errors(kind: str, obj: Any) -> list[jsonschema.ValidationError]:
    """Every schema error of the data ``obj`` would be written as (a generated document)."""
    if fast_object_check(kind)(obj):
        return []
    return list(validator(kind).iter_errors(to_data(obj)))


def schema_errors(kind: str, data: Any) -> list[jsonschema.ValidationError]:
    """Every schema error of ``data``; the compiled check first, so valid data costs microseconds."""
    return list(iter_schema_errors(kind, data))


def iter_schema_errors(kind: str, data: Any) -> Iterator[jsonschema.ValidationError]:
    """The schema errors of ``data`` one by one, so a reader can stop after the first few hundred."""
    if fast_check(kind)(data):
        return iter(())
    return validator(kind).iter_errors(data)


# A file's problems shown at most (a hostile file of 250,000 empty entries has a million); the rest
# are counted, up to a budget that keeps the count under a second, and said in one last line.
MAX_PROBLEMS_PER_FILE = 200
MORE_PROBLEMS_COUNTED = 20_000


def more_problems(loaded: Loaded, shown: list[Problem], more: int, exact: bool) -> Problem:
    """The line that stands for the problems not shown, at the first one left out."""
    template = schematext.MORE_PROBLEMS if exact else schematext.MORE_PROBLEMS_AT_LEAST
    last = max(shown, key=lambda p: (p.line, p.column)) if shown else None
    pointer = last.pointer if last is not None else ""
    return loaded.problem(pointer, template.format(n=f"{more:,}"))


def cap_problems(problems: list[Problem], limit: int = MAX_PROBLEMS_PER_FILE) -> list[Problem]:
    """At most ``limit`` problems per file, then one line saying how many more there are."""
    per_file: dict[str, int] = {}
    out: list[Problem] = []
    extra: dict[str, tuple[Problem, int]] = {}
    for p in problems:
        if p.message.startswith("... and "):  # a reader's own count of what it left out
            out.append(p)
            continue
        n = per_file[p.file] = per_file.get(p.file, 0) + 1
        if n <= limit:
            out.append(p)
        else:
            first, count = extra.get(p.file, (p, 0))
            extra[p.file] = (first, count + 1)
    for first, count in extra.values():
        out.append(Problem(first.file, first.line, first.column, first.pointer,
                           schematext.MORE_PROBLEMS.format(n=f"{count:,}"), first.severity))
    return out


def _pointer(path: Any) -> str:
    return "".join(f"/{escape_pointer(str(p))}" for p in path)


def leaf_error(error: jsonschema.ValidationError) -> jsonschema.ValidationError:
    """For anyOf/oneOf failures, the most telling sub-error."""
    if error.context:
        from jsonschema.exceptions import best_match

        # an optional value ([T, null]) that is not null: the T branch's error says what is wrong
        telling = [e for e in error.context if not (e.validator == "type" and e.validator_value == "null")]
        best = best_match(telling or error.context)
        if best is not None and len(best.absolute_path) >= len(error.absolute_path):
            return leaf_error(best)
    return error


def schema_problems(loaded: Loaded, kind: str) -> list[Problem]:
    """The schema errors as positioned problems: the first ``MAX_PROBLEMS_PER_FILE``, then how many more."""
    problems = []
    errors = iter_schema_errors(kind, loaded.data)
    for error in islice(errors, MAX_PROBLEMS_PER_FILE):
        leaf = leaf_error(error)
        pointer = _pointer(leaf.absolute_path)
        message = plain_message(leaf)
        on_key = False
        if leaf.validator == "additionalProperties" and isinstance(leaf.instance, dict):
            allowed = set(leaf.schema.get("properties", {}))
            extra = [k for k in leaf.instance if k not in allowed]
            if extra:
                pointer = f"{pointer}/{escape_pointer(str(extra[0]))}"
                message = schematext.UNKNOWN_FIELD.format(id=repr(str(extra[0])))
                on_key = True
        if len(message) > 300:
            message = message[:297] + "..."
        problems.append(loaded.problem(pointer, message, key=on_key))
    problems.sort(key=lambda p: (p.line, p.column))
    more = sum(1 for _ in islice(errors, MORE_PROBLEMS_COUNTED))
    if more:
        exact = next(errors, None) is None
        problems.append(more_problems(loaded, problems, more, exact))
    return problems


def parse_loaded(loaded: Loaded) -> tuple[Document | None, list[Problem]]:
    """Shape checks and model construction for already-parsed data."""
    data = loaded.data
    if not isinstance(data, dict):
        return None, [loaded.problem("", f"a document must be a mapping, not {type(data).__name__}")]
    kind = data.get("kind")
    if kind is None:
        return None, [loaded.problem("", "missing 'kind': not a CC:P Scenario Studio document")]
    if not isinstance(kind, str) or kind not in DOCUMENT_CLASSES:
        kinds = ", ".join(sorted(DOCUMENT_CLASSES))
        return None, [loaded.problem("/kind", f"unknown kind {kind!r} (expected one of: {kinds})")]
    fmt = data.get("format")
    newest = int(getattr(DOCUMENT_CLASSES[kind], "FORMAT", FORMAT_VERSION))
    if isinstance(fmt, int) and not isinstance(fmt, bool) and fmt > newest:
        return None, [loaded.problem("/format", f"format {fmt} is newer than this app reads ({newest})")]
    problems = schema_problems(loaded, kind)
    if problems:
        return None, with_dialect_hints(problems, loaded)
    try:
        doc = from_data(DOCUMENT_CLASSES[kind], data)
    except ModelError as exc:
        return None, with_dialect_hints([loaded.problem(exc.path, exc.message)], loaded)
    return doc, []


def with_dialect_hints(problems: list[Problem], loaded: Loaded) -> list[Problem]:
    """Each problem followed by the YAML 1.1/1.2 warning of a value at or under its place: ``name: 010``
    is wrong because this reader takes it for the number 8, which the warning explains."""
    if not loaded.warnings:
        return problems
    out, shown = [], set()
    for problem in problems:
        out.append(problem)
        for w in loaded.warnings:
            inside = w.pointer == problem.pointer or (problem.pointer and w.pointer.startswith(problem.pointer + "/"))
            if inside and id(w) not in shown:
                shown.add(id(w))
                out.append(w)
    return out


Parsed = tuple[Document | None, Loaded | None, list[Problem]]


def _parse(load: Callable[[], Loaded]) -> Parsed:
    with paused_gc():  # parse and model construction make many small objects and no cycles
        try:
            loaded = load()
        except DocumentError as exc:
            return None, None, [exc.problem]
        doc, problems = parse_loaded(loaded)
        return doc, loaded, problems


def read_document(path: str | Path, display: str | None = None) -> Parsed:
    """Load a file as a document; never raises for bad input."""
    return _parse(lambda: load_file(path, display))


def parse_text(text: str, file: str = "<text>") -> Parsed:
    """Parse unsaved text (an editor buffer) as a document; never raises for bad input."""
    return _parse(lambda: load_text(text, file))


def load_document(path: str | Path, expected: type | None = None) -> Document:
    """Load a document that must be valid in shape; raises DocumentError with the first problem."""
    doc, loaded, problems = read_document(path)
    if problems:
        raise DocumentError(problems[0])
    assert doc is not None
    if expected is not None and not isinstance(doc, expected):
        raise DocumentError(Problem(str(path), 1, 1, "/kind", f"expected a {expected.KIND} document, got {doc.KIND}"))
    return doc
