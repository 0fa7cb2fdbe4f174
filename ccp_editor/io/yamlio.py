"""Safe YAML reading with positions, and stable YAML writing.

The loader builds plain data from PyYAML's *event* stream rather than its constructor, so it can
keep the line and column of every node (for ``file:line:col: /pointer: message`` reports), refuse
duplicate keys, and stop early on hostile input: excessive nesting, alias bombs, oversized files,
overlong numbers and invalid UTF-8 all become one clear problem, never a traceback or a hang.
"""

from __future__ import annotations

import gc
import math
import re
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import yaml
from yaml import events as ev
from yaml.nodes import ScalarNode

from . import yamltext as T
from .gate import MAX_BYTES, read_bounded
from .problem import DocumentError, Problem

# The load limits (the byte limit, MAX_BYTES, is the read gate's). One place, shared by every parse path and by the save check
# (``check_savable``), so a document the app writes is always one it can read back. A real game
# box needs far less: the demo forces file of ~100 counters is ~3,500 nodes and 25 KB; 2,000,000
# nodes is what 16 MiB of realistic YAML (about 9 bytes a node) holds, so a file under the byte
# limit is not refused for its node count unless it is an alias bomb or a list of bare numbers.
MAX_DEPTH = 64
MAX_NODES = 2_000_000
MAX_NUMBER_DIGITS = 300
_READ_CHUNK = 1 << 20
PURE_REPARSE_MAX = 1024 * 1024  # broken text up to this many characters is re-read for the pure parser's message

_FAST_PARSER: type | None = getattr(yaml, "CSafeLoader", None)  # libyaml, when PyYAML was built with it
_PURE_PARSER: type = yaml.SafeLoader
_resolver = yaml.resolver.Resolver()
_constructor = yaml.constructor.SafeConstructor()
_ALLOWED_TAGS = {
    "tag:yaml.org,2002:str",
    "tag:yaml.org,2002:int",
    "tag:yaml.org,2002:float",
    "tag:yaml.org,2002:bool",
    "tag:yaml.org,2002:null",
    "tag:yaml.org,2002:map",
    "tag:yaml.org,2002:seq",
    "tag:yaml.org,2002:timestamp",
}


@dataclass
class Loaded:
    """Plain data plus where each node came from."""

    file: str
    data: Any
    positions: dict[str, tuple[int, int]] = field(default_factory=dict)
    key_positions: dict[str, tuple[int, int]] = field(default_factory=dict)
    warnings: tuple[Problem, ...] = ()  # plain values YAML 1.1 and 1.2 read differently

    def position(self, pointer: str, *, key: bool = False) -> tuple[int, int]:
        """Position of the node at ``pointer`` or of its nearest existing parent."""
        table = self.key_positions if key else self.positions
        p = pointer
        while True:
            if p in table:
                return table[p]
            if p in self.positions:
                return self.positions[p]
            if not p:
                return (1, 1)
            p = p.rsplit("/", 1)[0]

    def problem(self, pointer: str, message: str, severity: str = "error", *, key: bool = False) -> Problem:
        line, col = self.position(pointer, key=key)
        return Problem(self.file, line, col, pointer, message, severity)


def escape_pointer(key: str) -> str:
    return key.replace("~", "~0").replace("/", "~1")


def _pos(mark: Any) -> tuple[int, int]:
    return (mark.line + 1, mark.column + 1) if mark is not None else (1, 1)


def _text_position(text: str, index: int) -> tuple[int, int]:
    line = text.count("\n", 0, index) + 1
    col = index - (text.rfind("\n", 0, index) + 1) + 1
    return line, col


def decode(raw: bytes, file: str) -> str:
    """UTF-8 text, or a DocumentError pointing at the first undecodable byte."""
    if raw.startswith(b"\xef\xbb\xbf"):
        raw = raw[3:]
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        good = raw[: exc.start].decode("utf-8", errors="replace")
        line, col = _text_position(good, len(good))
        raise DocumentError(
            Problem(file, line, col, "", T.NOT_UTF8.format(byte=f"{raw[exc.start]:02x}", offset=exc.start))
        ) from None


def load_file(path: str | Path, display: str | None = None) -> Loaded:
    """Read and parse one YAML/JSON file; raises DocumentError with a position on any failure."""
    file = display or str(path)
    return load_text(decode(read_bounded(path, MAX_BYTES, file, text=True), file), file)


def count_nodes(data: Any) -> tuple[int, int]:
    """(nodes, depth) of plain data, counted as the loader counts them (keys are nodes too)."""
    nodes = 0
    depth = 0
    stack: list[tuple[Any, int]] = [(data, 1)]
    while stack:
        value, level = stack.pop()
        nodes += 1
        if isinstance(value, dict):
            depth = max(depth, level)
            nodes += len(value)
            stack.extend((v, level + 1) for v in value.values())
        elif isinstance(value, list):
            depth = max(depth, level)
            stack.extend((v, level + 1) for v in value)
    return nodes, depth


def savable_problem(data: Any, text: str) -> str | None:
    """Why ``text`` (the YAML of ``data``) could not be read back under the load limits, or None."""
    size = len(text.encode("utf-8"))
    if size > MAX_BYTES:
        return T.UNSAVABLE_BYTES.format(size=f"{size:,}", limit=f"{MAX_BYTES:,}")
    nodes, depth = count_nodes(data)
    if nodes > MAX_NODES:
        return T.UNSAVABLE_VALUES.format(nodes=f"{nodes:,}", limit=f"{MAX_NODES:,}")
    if depth > MAX_DEPTH:
        return T.UNSAVABLE_DEPTH.format(depth=depth, limit=MAX_DEPTH)
    return None


def load_text(text: str, file: str = "<text>") -> Loaded:
    """Parse YAML text into plain data with positions.

    libyaml's parser (when PyYAML was built with it) reads the text; its events carry the same
    positions as the pure-Python parser's, and the same limits apply to both (they are enforced by
    the one builder). Only its wording of syntax errors differs, so text it refuses is read again by
    the pure-Python parser, whose message and position are the ones reported (up to
    ``PURE_REPARSE_MAX`` characters; a longer broken text keeps libyaml's message, at its position).
    The two also differ on a few rare constructs: a tab after a plain value, a byte-order mark inside
    the text, a comment right after a block scalar's ``|``/``>``, a ``?`` inside a plain value in
    ``[...]``/``{...}`` (libyaml accepts them, the pure parser refuses them) and where an empty value
    sits in a flow collection, after an empty key, at the very end of the text or as the whole
    document. Text holding a tab, a byte-order mark or ``|#``/``>#`` goes to the pure parser directly
    and the builder hands the other cases over to it, so whether libyaml is installed never changes
    what a file means or where its problems are reported.
    """
    if len(text) > MAX_BYTES:
        raise DocumentError(Problem(file, 1, 1, "", T.TEXT_TOO_LARGE.format(size=f"{len(text):,}")))
    with paused_gc():
        loaded = _load_text(text, file)
    if may_hold_surrogate(text):  # rare: walk the data only when the text could hold one
        where = surrogate_pointer(loaded.data)
        if where is not None:
            pointer, on_key = where
            problem = loaded.problem(pointer, T.LONE_SURROGATE, key=on_key)
            raise DocumentError(replace(problem, pointer=printable(pointer)))
    return loaded


# A lone surrogate (U+D800-U+DFFF) cannot be written as UTF-8: the text of a file never holds one, but a
# ``\uD800`` escape in a double-quoted YAML (or JSON) string makes one, and every writer (a save, a CSV,
# a log on the console) would then fail on it.
SURROGATE_HINT = re.compile(r"[\ud800-\udfff]|\\[uU](?:0000)?[dD][89a-fA-F]")
_SURROGATE = re.compile(r"[\ud800-\udfff]")


def may_hold_surrogate(text: str) -> bool:
    """Whether ``text`` holds a surrogate or an escape that may make one (a quick test: a ``\\u`` escape
    of any kind is found by a plain search, a raw surrogate only in text that is not ASCII)."""
    if ("\\u" in text or "\\U" in text) and SURROGATE_HINT.search(text):
        return True
    return not text.isascii() and _SURROGATE.search(text) is not None


def printable(text: str) -> str:
    """``text`` with any lone surrogate written as its ``\\udnnn`` escape, so it can be printed and saved."""
    return text.encode("utf-8", "backslashreplace").decode("utf-8") if _SURROGATE.search(text) else text


def surrogate_pointer(data: Any, pointer: str = "") -> tuple[str, bool] | None:
    """The pointer of the first text (value, or key: then True) holding a lone surrogate, else None."""
    stack = [(data, pointer)]
    while stack:
        value, where = stack.pop()
        if isinstance(value, str):
            if _SURROGATE.search(value):
                return where, False
        elif isinstance(value, dict):
            for key, item in value.items():
                child = f"{where}/{escape_pointer(str(key))}"
                if isinstance(key, str) and _SURROGATE.search(key):
                    return child, True
                stack.append((item, child))
        elif isinstance(value, list):
            stack.extend((item, f"{where}/{i}") for i, item in enumerate(value))
    return None


@contextmanager
def paused_gc() -> Iterator[None]:
    """No cyclic garbage collection while a document is built: parsing makes thousands of small
    containers, none of them in a cycle, and the collector's passes over them cost a quarter of the
    parse. Reference counting still frees everything; the previous state is restored."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()


def _load_text(text: str, file: str) -> Loaded:
    if _FAST_PARSER is None or "\t" in text or "\ufeff" in text or _BLOCK_HEADER_COMMENT.search(text):
        return _load(text, file, _PURE_PARSER)
    try:
        return _load(text, file, _FAST_PARSER)
    except DocumentError:
        if len(text) > PURE_REPARSE_MAX:
            raise
    except (_ParsersDisagree, UnicodeEncodeError):  # libyaml takes UTF-8: a lone surrogate cannot be passed to it
        pass
    return _load(text, file, _PURE_PARSER)


_UNSEEN = object()
_PLAIN_SCALARS: dict[str, Any] = {}  # untagged plain scalar text -> its (immutable) value, once built

_BLOCK_HEADER_COMMENT = re.compile(r"[|>][-+0-9]*#")


MAX_DIALECT_WARNINGS = 200
_DIALECT_RULES: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"(?:yes|Yes|YES|no|No|NO|on|On|ON|off|Off|OFF)\Z"),
     T.DIALECT_BOOL),
    (re.compile(r"[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+(?:\.[0-9_]*)?\Z"),
     T.DIALECT_BASE60),
    (re.compile(r"[-+]?(?:[0-9][0-9_]*_[0-9_]*(?:\.[0-9_]*)?|\.[0-9_]*_[0-9_]*)(?:[eE][-+]?[0-9]+)?\Z"),
     T.DIALECT_UNDERSCORE),
    (re.compile(r"[-+]?[0-9]+[eE][-+]?[0-9]+\Z"),
     T.DIALECT_EXPONENT),
    (re.compile(r"[-+]?0+[1-7][0-7]+\Z"),
     T.DIALECT_OCTAL),
    (re.compile(r"[-+]?0b[01_]+\Z"),
     T.DIALECT_BINARY),
)

# one pass over a plain value decides whether it needs a closer look (loading stays fast)
_DIALECT_CANDIDATE = re.compile("|".join(f"(?:{p.pattern})" for p, _m in _DIALECT_RULES))


def dialect_difference(value: str) -> str | None:
    """Why a plain scalar means one thing in YAML 1.1 (this app, PyYAML) and another in YAML 1.2
    (yaml-language-server, most editors), or None when both read it alike."""
    for pattern, message in _DIALECT_RULES:
        if pattern.match(value):
            return message.format(value=repr(value))
    return None


class _ParsersDisagree(Exception):
    """libyaml read a construct the pure-Python parser reads differently (see ``load_text``)."""


def _load(text: str, file: str, parser: type) -> Loaded:
    builder = _Builder(file, check_parity=parser is not _PURE_PARSER, text_length=len(text))
    try:
        loader = parser(text)
        try:
            builder.run(iter(loader.get_event, None))  # one call per event, none left after the end
        finally:
            loader.dispose()
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line, col = _pos(mark)
        message = " ".join(s for s in (exc.context, exc.problem) if s) or "invalid YAML"
        raise DocumentError(Problem(file, line, col, builder.current_pointer(), T.SYNTAX.format(problem=message))) from None
    except yaml.reader.ReaderError as exc:
        line, col = _text_position(text, min(max(exc.position, 0), len(text)))
        what = f"character #x{exc.character:04x}" if isinstance(exc.character, int) else "byte"
        raise DocumentError(Problem(file, line, col, "", T.NOT_ALLOWED.format(what=what, problem=exc.reason))) from None
    except yaml.YAMLError as exc:
        message = " ".join(str(exc).split())
        raise DocumentError(Problem(file, 1, 1, "", T.YAML_ERROR.format(problem=message[:300]))) from None
    except RecursionError:
        raise DocumentError(Problem(file, 1, 1, "", T.NESTED_TOO_DEEPLY)) from None
    return builder.result()


class _Builder:
    """Turns parser events into plain data, recording positions and enforcing the limits."""

    def __init__(self, file: str, check_parity: bool = False, text_length: int = 0) -> None:
        self.file = file
        self.check_parity = check_parity
        self.text_length = text_length
        self.flow_depth = 0
        self.stack: list[list[Any]] = []  # frames: [container, pointer, pending_key]
        self.positions: dict[str, tuple[int, int]] = {}
        self.key_positions: dict[str, tuple[int, int]] = {}
        self.anchors: dict[str, tuple[Any, int]] = {}
        self.anchor_open: list[tuple[str, int]] = []
        self.nodes = 0
        self.root: Any = None
        self.documents = 0
        self.seen_root = False
        self.warnings: list[Problem] = []

    def current_pointer(self) -> str:
        return self.stack[-1][1] if self.stack else ""

    def fail(self, mark: Any, pointer: str, message: str) -> None:
        line, col = _pos(mark)
        raise DocumentError(Problem(self.file, line, col, pointer, message))

    def run(self, events: Iterator[Any]) -> None:
        scalar_event = ev.ScalarEvent
        mapping_start = ev.MappingStartEvent
        sequence_start = ev.SequenceStartEvent
        collection_end = (ev.MappingEndEvent, ev.SequenceEndEvent)
        positions = self.positions
        key_positions = self.key_positions
        stack = self.stack
        plain_values = _PLAIN_SCALARS
        unseen = _UNSEEN
        check_parity = self.check_parity
        for event in events:
            cls = event.__class__
            if cls is scalar_event:  # the common case first
                value = event.value
                if check_parity and not event.style and (not value or "?" in value) and self._parsers_may_disagree(event):
                    raise _ParsersDisagree
                if stack and not event.anchor and self.nodes < MAX_NODES:
                    # inline: a plain key or value inside a container (anchors, duplicates, limits and
                    # failures take the general path below)
                    frame = stack[-1]
                    parent = frame[0]
                    mark = event.start_mark
                    if parent.__class__ is dict:
                        key = frame[2]
                        if key is None:
                            if value not in parent:
                                frame[2] = value
                                esc = escape_pointer(value) if ("~" in value or "/" in value) else value
                                key_positions[f"{frame[1]}/{esc}"] = (mark.line + 1, mark.column + 1)
                                self.nodes += 1
                                continue
                        else:
                            if event.tag is None:  # a value seen before means the same (never a dialect case)
                                known = plain_values.get(value, unseen) if event.implicit[0] else value
                                if known is unseen:
                                    known = self._scalar(event)
                            else:
                                known = self._scalar(event)
                            esc = escape_pointer(key) if ("~" in key or "/" in key) else key
                            positions[f"{frame[1]}/{esc}"] = (mark.line + 1, mark.column + 1)
                            self.nodes += 1
                            parent[key] = known
                            frame[2] = None
                            continue
                    else:
                        if event.tag is None:
                            known = plain_values.get(value, unseen) if event.implicit[0] else value
                            if known is unseen:
                                known = self._scalar(event)
                        else:
                            known = self._scalar(event)
                        positions[f"{frame[1]}/{len(parent)}"] = (mark.line + 1, mark.column + 1)
                        self.nodes += 1
                        parent.append(known)
                        continue
                if self._expecting_key():
                    self._take_key(event)
                else:
                    self._add_value(self._scalar(event), event, size=1)
            elif (cls is mapping_start or cls is sequence_start) and stack and event.tag is None and not event.anchor \
                    and self.nodes < MAX_NODES and len(stack) < MAX_DEPTH:
                # inline: an untagged collection inside a container, as a value (the general path below
                # reports a collection used as a key)
                frame = stack[-1]
                parent = frame[0]
                if parent.__class__ is dict:
                    key = frame[2]
                    if key is None:
                        self.fail(event.start_mark, frame[1], T.PLAIN_KEYS)
                    pointer = f"{frame[1]}/{escape_pointer(key)}" if ("~" in key or "/" in key) else f"{frame[1]}/{key}"
                else:
                    pointer = f"{frame[1]}/{len(parent)}"
                mark = event.start_mark
                positions[pointer] = (mark.line + 1, mark.column + 1)
                self.nodes += 1
                flow = bool(event.flow_style)
                self.flow_depth += flow
                stack.append([{} if cls is mapping_start else [], pointer, None, None, self.nodes, flow])
            elif cls in collection_end and len(stack) > 1 and not stack[-1][3]:
                finished, _pointer, _key, _anchor, _start, flow = stack.pop()
                self.flow_depth -= flow
                frame = stack[-1]
                parent = frame[0]
                if parent.__class__ is dict:
                    parent[frame[2]] = finished
                    frame[2] = None
                else:
                    parent.append(finished)
            elif isinstance(event, ev.DocumentStartEvent):
                self.documents += 1
                if self.documents > 1:
                    self.fail(event.start_mark, "", T.ONE_DOCUMENT)
            elif isinstance(event, (ev.MappingStartEvent, ev.SequenceStartEvent)):
                if self._expecting_key():
                    self.fail(event.start_mark, self.current_pointer(), T.PLAIN_KEYS)
                self._check_tag(event, "map" if isinstance(event, ev.MappingStartEvent) else "seq")
                pointer = self._child_pointer()
                if len(self.stack) >= MAX_DEPTH:
                    self.fail(event.start_mark, pointer, T.NESTED_MORE_THAN.format(n=MAX_DEPTH))
                container: Any = {} if isinstance(event, ev.MappingStartEvent) else []
                self.positions[pointer] = _pos(event.start_mark)
                self._count(event, 1)
                flow = bool(event.flow_style)
                self.flow_depth += flow
                self.stack.append([container, pointer, None, event.anchor, self.nodes, flow])
            elif isinstance(event, (ev.MappingEndEvent, ev.SequenceEndEvent)):
                container, pointer, _key, anchor, start_nodes, flow = self.stack.pop()
                self.flow_depth -= flow
                if anchor:
                    self.anchors[anchor] = (container, self.nodes - start_nodes + 1)
                self._attach(container, pointer)
            elif isinstance(event, ev.AliasEvent):
                if event.anchor not in self.anchors:
                    self.fail(event.start_mark, self._child_pointer(), T.UNKNOWN_ALIAS.format(anchor=event.anchor))
                value, size = self.anchors[event.anchor]
                if self._expecting_key():
                    self.fail(event.start_mark, self.current_pointer(), T.ALIAS_KEY)
                self._count(event, size)
                self._add_value(value, event, size=0)
        if self.documents == 0 or not self.seen_root:
            raise DocumentError(Problem(self.file, 1, 1, "", T.EMPTY_DOCUMENT))

    # -------------------------------------------------------------- helpers
    def _parsers_may_disagree(self, event: ev.ScalarEvent) -> bool:
        """A plain scalar libyaml reads differently from the pure-Python parser (see ``load_text``)."""
        plain = event.value
        if self.flow_depth and "?" in plain:
            return True
        if plain:
            return False
        return bool(self.flow_depth) or not self.stack or self._expecting_key() or event.start_mark.index >= self.text_length

    def _expecting_key(self) -> bool:
        return bool(self.stack) and isinstance(self.stack[-1][0], dict) and self.stack[-1][2] is None

    def _child_pointer(self) -> str:
        if not self.stack:
            return ""
        container, pointer, key, *_ = self.stack[-1]
        if isinstance(container, dict):
            return pointer if key is None else f"{pointer}/{escape_pointer(key)}"
        return f"{pointer}/{len(container)}"

    def _count(self, event: Any, size: int) -> None:
        self.nodes += size
        if self.nodes > MAX_NODES:
            self.fail(
                event.start_mark,
                self._child_pointer(),
                T.ALIASES_TOO_LARGE.format(size=f"{MAX_NODES:,}"),
            )

    def _check_tag(self, event: Any, default: str) -> None:
        tag = getattr(event, "tag", None)
        if tag and tag not in ("!", f"tag:yaml.org,2002:{default}") and tag not in _ALLOWED_TAGS:
            self.fail(event.start_mark, self._child_pointer(), T.TAG_NOT_ALLOWED.format(tag=tag))

    def _take_key(self, event: ev.ScalarEvent) -> None:
        frame = self.stack[-1]
        key = event.value
        if key in frame[0]:
            pointer = f"{frame[1]}/{escape_pointer(key)}"
            self.fail(event.start_mark, pointer, T.DUPLICATE_KEY.format(value=repr(key)))
        if event.anchor:
            self.anchors[event.anchor] = (key, 1)
        frame[2] = key
        self.key_positions[f"{frame[1]}/{escape_pointer(key)}"] = _pos(event.start_mark)
        self._count(event, 1)

    def _scalar(self, event: ev.ScalarEvent) -> Any:
        value = event.value
        tag = event.tag
        if tag is None:
            if not event.implicit[0]:
                return value  # quoted or block text without a tag is a string
            candidate = _DIALECT_CANDIDATE.match(value)
            if candidate:
                self._dialect_warning(event)
            known = _PLAIN_SCALARS.get(value, _UNSEEN)  # a plain value means the same wherever it is
            if known is not _UNSEEN:
                return known
            result = self._construct_scalar(event)
            if not candidate and len(value) <= 64 and len(_PLAIN_SCALARS) < 65_536:
                _PLAIN_SCALARS[value] = result  # the inline path of ``run`` reads it before any dialect check
            return result
        return self._construct_scalar(event)

    def _construct_scalar(self, event: ev.ScalarEvent) -> Any:
        pointer = self._child_pointer()
        tag = event.tag
        if tag in (None, "!"):
            tag = _resolver.resolve(ScalarNode, event.value, event.implicit) if tag is None else "tag:yaml.org,2002:str"
        if tag not in _ALLOWED_TAGS:
            self.fail(event.start_mark, pointer, T.TAG_NOT_ALLOWED.format(tag=tag))
        value = event.value
        if tag == "tag:yaml.org,2002:str" or tag == "tag:yaml.org,2002:timestamp":
            return value
        if tag in ("tag:yaml.org,2002:int", "tag:yaml.org,2002:float"):
            digits = len(re.sub(r"[^0-9]", "", value))
            if digits > MAX_NUMBER_DIGITS:
                self.fail(event.start_mark, pointer, T.NUMBER_TOO_LONG.format(size=f"{digits:,}"))
        node = ScalarNode(tag, value, event.start_mark, event.end_mark)
        try:
            result = _constructor.construct_object(node)
        except (ValueError, OverflowError, yaml.YAMLError) as exc:
            self.fail(event.start_mark, pointer, T.BAD_VALUE.format(value=repr(value[:40]), problem=exc))
        if isinstance(result, float) and not math.isfinite(result):
            self.fail(event.start_mark, pointer, T.NOT_FINITE.format(value=repr(value)))
        return result

    def _add_value(self, value: Any, event: Any, size: int) -> None:
        pointer = self._child_pointer()
        self.positions[pointer] = _pos(event.start_mark)
        if size:
            self._count(event, size)
        anchor = getattr(event, "anchor", None)
        if anchor and isinstance(event, ev.ScalarEvent):
            self.anchors[anchor] = (value, 1)
        self._attach(value, pointer)

    def _attach(self, value: Any, pointer: str) -> None:
        if not self.stack:
            if self.seen_root:
                return
            self.seen_root = True
            self.root = value
            return
        frame = self.stack[-1]
        if isinstance(frame[0], dict):
            frame[0][frame[2]] = value
            frame[2] = None
        else:
            frame[0].append(value)

    def result(self) -> Loaded:
        return Loaded(self.file, self.root, self.positions, self.key_positions, tuple(self.warnings))

    def _dialect_warning(self, event: ev.ScalarEvent) -> None:
        """Warn about a plain value an editor (YAML 1.2) reads differently from the app (YAML 1.1)."""
        reason = dialect_difference(event.value)
        if reason is not None and len(self.warnings) < MAX_DIALECT_WARNINGS:
            line, col = _pos(event.start_mark)
            self.warnings.append(Problem(self.file, line, col, self._child_pointer(), reason, "warning"))


# ----------------------------------------------------------------------------- writing


class _Dumper(yaml.SafeDumper):
    """Block style for structure, flow style for short lists of plain values (points, hex lists)."""


def _represent_list(dumper: yaml.SafeDumper, data: list) -> yaml.Node:
    flat = all(isinstance(v, (int, float, str, bool)) or v is None for v in data)
    flow = flat and (len(data) <= 12 or all(isinstance(v, (int, float)) for v in data))
    if data and all(isinstance(v, list) and all(isinstance(x, (int, float)) for x in v) for v in data):
        flow = True  # a ring of points
    return dumper.represent_sequence("tag:yaml.org,2002:seq", data, flow_style=flow)


def _represent_str(dumper: yaml.SafeDumper, data: str) -> yaml.Node:
    style = "|" if "\n" in data else None
    return dumper.represent_scalar("tag:yaml.org,2002:str", data, style=style)


_Dumper.add_representer(list, _represent_list)
_Dumper.add_representer(str, _represent_str)


def dump_text(data: Any, header: str | None = None) -> str:
    """YAML text in the data's own key order, with an optional comment header line."""
    body = yaml.dump(data, Dumper=_Dumper, sort_keys=False, allow_unicode=True, width=110, default_flow_style=False)
    return (f"# {header}\n" if header else "") + body
