"""A stored log line in the player's language: the generator's log and the playtest's log.

Both write English from templates (``rsg/logtext.py``, ``play/logtext.py``; the scenario and the
playtest files keep it so), and so do the checks and the schema problems (``core/checktext.py``, ``io/schematext.py``: the
command line prints them). Reading a line back against those templates gives its values; the line
is then written again from the translated template, with side names, side ids and the template words
translated too. A line no template matches (an older file, a free note) is shown as it is.
"""

from __future__ import annotations

import re
from functools import lru_cache
from types import ModuleType

from ...core import checktext
from ...core.rules import SIDE_NAMES, SIDES
from ...io import boxtext, csvtext, schematext, yamltext
from ...model import modeltext
from ...rsg import logtext
from . import side_name, translate

_FIELD = re.compile(r"\{(\w+)\}")
_SIDE_BY_NAME = {name: side for side, name in SIDE_NAMES.items()}


class LineReader:
    """Reads lines written from one module's templates (``CONTEXT``, ``TEMPLATES``, ``WORDS`` and,
    optionally, ``NUMERIC``: placeholders that only hold a number, and ``PATTERNS``: what others hold)."""

    def __init__(self, module: ModuleType, *, word_runs: bool = False) -> None:
        self.context: str = module.CONTEXT
        self.templates: tuple[str, ...] = module.TEMPLATES
        self.words: frozenset[str] = frozenset(module.WORDS)
        self.numeric: frozenset[str] = frozenset(getattr(module, "NUMERIC", ()))
        self.shapes: dict[str, str] = dict(getattr(module, "PATTERNS", {}))
        # strict: the words of a value are translated only when it is made of known words and numbers,
        # and a value is read against a template only when that template is not a loose frame
        # ("{a} to {b}") that would split any English phrase
        self.word_runs = word_runs
        self.others: tuple[LineReader, ...] = ()  # readers a value may come from too (the checks' families)
        self._cache: dict[bool, tuple[tuple[re.Pattern[str], str], ...]] = {}
        self._loose_seen: dict[str, bool] = {}

    def _patterns(self, lenient: bool = False) -> tuple[tuple[re.Pattern[str], str], ...]:
        """Each template as a pattern; a value holds no "; " (the joint between sentences) unless lenient."""
        if lenient in self._cache:
            return self._cache[lenient]
        value = r".*?" if lenient else r"(?:(?!; ).)*?"
        number = r"[-+]?\d+"
        out = []
        for template in self.templates:
            parts = _FIELD.split(template)
            rx = "".join(
                re.escape(p) if i % 2 == 0 else f"(?P<{p}>{number if p in self.numeric else self.shapes.get(p, value)})"
                for i, p in enumerate(parts)
            )
            out.append((re.compile(rx + r"\Z", re.S), template))
        # the template with the most fixed text first: "map {map} fixed by the user" before "map {map} {how}"
        out.sort(key=lambda pair: -len(_FIELD.sub("", pair[1])))
        self._cache[lenient] = tuple(out)
        return self._cache[lenient]

    def match(self, text: str) -> tuple[str, dict[str, str]] | None:
        """The template ``text`` was written from and its values (English), or None."""
        for rx, template in self._patterns():
            m = rx.match(text)
            if m is not None:
                return template, m.groupdict()
        return None

    def line(self, text: str, depth: int = 0) -> str:
        """``text`` (one line of a log, English) in the GUI's language."""
        whole = self._whole(text, depth)
        if whole is not None:
            return whole
        if self.word_runs:  # a text marked where it is written (QT_TRANSLATE_NOOP in the play layer)
            found = translate(self.context, text)
            if found != text:
                return found
        if depth >= 2 or "; " not in text:
            return text
        joined = self._joined(text, depth)
        if joined != text:
            return joined
        # one sentence with a list inside ("(box A: ...; box B: ...)")
        lenient = self._whole(text, depth, lenient=True)
        return lenient if lenient is not None else text

    def _joined(self, text: str, depth: int) -> str:
        # a line joined from sentences: the longest run of parts a template knows, then the rest
        parts, out, i = text.split("; "), [], 0
        while i < len(parts):
            for j in range(len(parts), i, -1):
                shown = self._whole("; ".join(parts[i:j]), depth)
                if shown is not None:
                    out.append(shown)
                    i = j
                    break
            else:
                out.append(parts[i])
                i += 1
        return "; ".join(out)

    def _loose(self, template: str) -> bool:
        """Two free placeholders joined by a word or two ("{a} to {b}"): it would split many a phrase.
        Worked out once per template (asked for every template at every value read)."""
        found = self._loose_seen.get(template)
        if found is None:
            fixed = _FIELD.sub(" ", template).split()
            free = [f for f in _FIELD.findall(template) if f not in self.numeric and f not in self.shapes]
            found = self._loose_seen[template] = (len(free) >= 2 and len(fixed) <= 2
                                                  and all(w.isalpha() and w.islower() for w in fixed))
        return found

    def _whole(self, text: str, depth: int, lenient: bool = False) -> str | None:
        """``text`` translated when it is one template word or sentence, else None."""
        if text in self.words:
            return translate(self.context, text)
        best: tuple[int, str, dict[str, str]] | None = None
        for rx, template in self._patterns(lenient):
            if depth > 0 and self.word_runs and self._loose(template):
                continue
            m = rx.match(text)
            if m is None:
                continue
            if not lenient:
                best = (0, template, m.groupdict())
                break
            # a value may hold "; " here, so several templates fit: the one with the most fixed words
            # reads it (a whole sentence before a loose frame that happens to fit it too)
            fixed = len(_FIELD.sub("", template))
            if best is None or fixed > best[0]:
                best = (fixed, template, m.groupdict())
        if best is not None:
            _, template, found = best
            values = {k: self._value(v, depth) for k, v in found.items()}
            try:
                return translate(self.context, template).format(**values)
            except (KeyError, IndexError, ValueError):  # a translation with a broken placeholder
                return text
        return None

    def _value(self, value: str, depth: int) -> str:
        if value in SIDES:
            return side_name(value)
        if value in _SIDE_BY_NAME:  # "Japan", "Allies"
            return side_name(_SIDE_BY_NAME[value])
        if "/" in value and all(part in SIDES for part in value.split("/")):  # "japan/allied"
            return "/".join(side_name(part) for part in value.split("/"))
        if depth < 2 and value:
            shown = self.line(value, depth + 1)
            for other in self.others:  # a whole message of another family inside this one ("column fp: ...")
                if shown != value:
                    break
                if other.match(value) is not None:
                    shown = other.line(value, depth + 1)
            tokens = value.split(" ")
            if self.word_runs and shown == value and " " in value and all(  # "+1 height -3 hindrance"
                    w in self.words or not any(ch.isalpha() for ch in w) for w in tokens):
                shown = " ".join(translate(self.context, w) if w in self.words else w for w in tokens)
            return shown
        return value


_RSG = LineReader(logtext)


@lru_cache(maxsize=1)
def _play_reader() -> LineReader:
    """The play log's reader, built on first use: importing ``play`` loads the rules engine (shapely,
    numpy), which the first paint of the window does not need."""
    from ...play import logtext as play_logtext

    return LineReader(play_logtext, word_runs=True)
_CHECKS = (LineReader(checktext), LineReader(schematext), LineReader(csvtext), LineReader(yamltext),
           LineReader(boxtext), LineReader(modeltext))
for _reader in _CHECKS:
    _reader.others = tuple(r for r in _CHECKS if r is not _reader)


def log_line(text: str, depth: int = 0) -> str:
    """``text`` (one line of a generation log, English) in the GUI's language."""
    return _RSG.line(text, depth)


@lru_cache(maxsize=4096)
def _play_line(text: str, language: str) -> str:
    return _play_reader().line(text)


def play_line(text: str) -> str:
    """``text`` (one line of a playtest's log, a refusal or a prompt, English) in the GUI's language."""
    from . import current_language

    return _play_line(text, current_language())


def play_match(text: str) -> tuple[str, dict[str, str]] | None:
    """The playtest template ``text`` was written from and its values, or None (for tests and tools)."""
    return _play_reader().match(text)


@lru_cache(maxsize=4096)
def _check_line(text: str, language: str) -> str:
    # the family whose template fits with the most fixed words reads it first ("'x' is not a valid id: ..."
    # before the looser "'x' is not ...")
    fits = [(len(_FIELD.sub("", found[0])), i) for i, r in enumerate(_CHECKS) if (found := r.match(text)) is not None]
    first = max(fits)[1] if fits else 0
    for reader in (_CHECKS[first], *(r for i, r in enumerate(_CHECKS) if i != first)):
        shown = reader.line(text)
        if shown != text:
            return shown
    # "PATH: message" (a file named before its problem, as ``gamebox.image_info`` writes it): the place
    # stays, the message is read
    where, sep, message = text.partition(": ")
    if sep and where and " " not in where and message:
        shown = _check_line(message, language)
        if shown != message:
            return f"{where}: {shown}"
    return text


def check_line(text: str) -> str:
    """``text`` (a check's message, English as the command line prints it) in the GUI's language."""
    from . import current_language

    return _check_line(text, current_language())


def located_line(where: str, message: str) -> str:
    """A positioned problem (``FILE:ROW:COLUMN: message``) with its message in the GUI's language."""
    shown = check_line(message)
    return f"{where}: {shown}" if where else shown


def check_match(text: str) -> tuple[str, dict[str, str]] | None:
    """The check or schema template ``text`` was written from and its values, or None (for tests and tools)."""
    for reader in _CHECKS:
        found = reader.match(text)
        if found is not None:
            return found
    return None
