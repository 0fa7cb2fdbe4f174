"""The read gate: every file the app reads from a shared game box passes here first.

A game box is shared and downloaded, so every file in it is hostile. Before any parser or decoder
sees a byte, the gate checks, in one place for every reader (documents, saves, replay logs, CSV,
GeoJSON, choices files and scans, on the command line and in the window):

- **confinement**: a path a box file names (a map's scan) is relative and stays inside the box;
- **regular files only**: a pipe would block, a device never ends, a folder is not a file;
- **a byte budget**: never more than the limit is read, even from a file that grows;
- **the format by content**: a scan is a PNG, JPEG or TIFF by its first bytes, whatever its name
  (an SVG called ``.png`` is refused, never handed to an image decoder), and a text reader refuses
  an image or other binary file with one clear line;
- **the box as a whole** (``BoxBudget``): a total of bytes and values across the box's files, and a
  file reached twice (named twice, or through links) read once.

Pure Python: the command line checks exactly what the window will later read.
"""

from __future__ import annotations

import os
import stat
from dataclasses import dataclass, field
from pathlib import Path
from typing import BinaryIO

from . import boxtext as BOX
from . import yamltext as T
from .images import HEADER_BYTES, SCAN_SUFFIXES, ImageHeaderError, ImageInfo, header_info
from .problem import DocumentError, Problem

MAX_BYTES = 16 * 1024 * 1024  # one document (the YAML reader's limit; saves are checked against it)
READ_CHUNK = 1 << 20
SNIFF_BYTES = 8 * 1024
# A whole box: the demo box is ~130 KB and ~11,000 values; a large real one (every nationality,
# dozens of traced maps and scenarios) stays far below these.
MAX_BOX_BYTES = 64 * 1024 * 1024
MAX_BOX_VALUES = 4_000_000

# First bytes of formats that are never text (a text reader names them instead of parsing them).
# Only signatures no text file starts with: "BM" or "MZ" could begin a CSV cell.
_MAGIC = (
    (b"\x89PNG\r\n\x1a\n", "a PNG image"),
    (b"\xff\xd8\xff", "a JPEG image"),
    (b"II*\x00", "a TIFF image"),
    (b"MM\x00*", "a TIFF image"),
    (b"GIF87a", "a GIF image"),
    (b"GIF89a", "a GIF image"),
    (b"%PDF-", "a PDF document"),
    (b"PK\x03\x04", "a ZIP archive"),
    (b"\x1f\x8b\x08", "a gzip archive"),
    (b"\x7fELF", "a program"),
)


class GateError(ValueError):
    """A file the gate refuses; the message is one line for the user (no position)."""


def file_kind(mode: int) -> str | None:
    """What a non-regular file is, in words (None for a regular file)."""
    if stat.S_ISREG(mode):
        return None
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a pipe (FIFO)"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a regular file"


def sniff(head: bytes) -> str | None:
    """The format of ``head`` (a file's first bytes) when it is not text, in words, else None.
    SVG is XML text, but as a scan it is a drawing that can name other files: ``"an SVG drawing"``."""
    if head.startswith(b"RIFF") and head[8:12] == b"WEBP":
        return "a WebP image"
    for magic, name in _MAGIC:
        if head.startswith(magic):
            return name
    start = head.lstrip(b"\xef\xbb\xbf \t\r\n")[:512].lower()
    if start.startswith((b"<svg", b"<?xml", b"<!doctype svg")) and b"<svg" in head.lower():
        return "an SVG drawing"
    if b"\x00" in head[:SNIFF_BYTES]:
        return "a binary file"
    return None


def read_bounded(
    path: str | Path, limit: int = MAX_BYTES, display: str | None = None, what: str = "documents", *,
    head: bool = False, text: bool = False,
) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes, or a DocumentError.

    Never opens a pipe or a device (which could block or never end), and never reads more than
    ``limit + 1`` bytes even if the file grows while it is read. With ``head`` a longer file is
    not an error: its first ``limit`` bytes are returned. With ``text`` an image, archive or other
    binary file is refused by its content, before any parser sees it.
    """
    file = display or str(path)

    def fail(message: str) -> DocumentError:
        return DocumentError(Problem(file, 1, 1, "", message))

    try:
        st = os.stat(path)
    except OSError as exc:
        raise fail(T.CANNOT_READ.format(reason=exc.strerror or exc)) from None
    kind = file_kind(st.st_mode)
    if kind is not None:
        raise fail(T.NOT_REGULAR.format(kind=kind))
    if st.st_size > limit and not head:
        raise fail(T.TOO_LARGE.format(size=f"{st.st_size:,}", what=what, limit=f"{limit:,}"))
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0))
    except OSError as exc:
        raise fail(T.CANNOT_READ.format(reason=exc.strerror or exc)) from None
    try:
        kind = file_kind(os.fstat(fd).st_mode)  # replaced between the two looks
        if kind is not None:
            raise fail(T.NOT_REGULAR.format(kind=kind))
        chunks: list[bytes] = []
        total = 0
        wanted = limit if head else limit + 1
        while total < wanted:
            chunk = os.read(fd, min(READ_CHUNK, wanted - total))
            if not chunk:
                break
            if text and not chunks:
                found = sniff(chunk[:SNIFF_BYTES])  # stray bytes in text are the decoder's to position
                if found not in (None, "an SVG drawing", "a binary file"):
                    raise fail(T.NOT_TEXT.format(format=found, what=what))
            chunks.append(chunk)
            total += len(chunk)
    except OSError as exc:
        raise fail(T.CANNOT_READ.format(reason=exc.strerror or exc)) from None
    finally:
        os.close(fd)
    if total > limit:
        raise fail(T.TOO_LARGE_OVER.format(size=f"{limit:,}", what=what, limit=f"{limit:,}"))
    return b"".join(chunks)


def open_regular(path: str | Path) -> BinaryIO:
    """``path`` opened for reading if it is a regular file (checked on the open file, so a file
    swapped for a pipe after an earlier look never blocks); OSError otherwise."""
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0))
    try:
        kind = file_kind(os.fstat(fd).st_mode)
        if kind is not None:
            raise OSError(T.NOT_REGULAR.format(kind=kind))
    except BaseException:
        os.close(fd)
        raise
    return os.fdopen(fd, "rb")


# ----------------------------------------------------------------------------- scans


def image_info(path: str | Path) -> ImageInfo:
    """Format and size of a PNG, JPEG or TIFF from its header (read through the gate: a regular
    file, its first bytes only); raises ImageHeaderError for anything else, by content."""
    try:
        b = read_bounded(path, HEADER_BYTES, what="images", head=True)
    except DocumentError as exc:
        raise ImageHeaderError(exc.problem.message) from None
    return header_info(b, Path(path), open_regular)


def box_root_of(path: Path) -> Path:
    """The game box a file belongs to (the nearest folder above holding ``dataset.yaml`` as a
    regular file), else the file's own folder: what a path the file names must stay inside."""
    folder = Path(os.path.abspath(path)).parent
    for parent in [folder, *folder.parents]:
        try:
            if stat.S_ISREG(os.stat(parent / "dataset.yaml").st_mode):
                return parent
        except OSError:
            continue
    return folder


def confine(rel: str, base: Path, root: Path) -> Path:
    """The file ``rel`` (named by a file in ``base``) inside the box ``root``; GateError for an
    absolute path or one whose ``..`` leaves the box. The path is not opened here."""
    if not rel or os.path.isabs(rel) or rel.startswith("~") or (len(rel) > 1 and rel[1] == ":"):
        raise GateError(BOX.SCAN_ABSOLUTE.format(path=repr(rel)))
    root = Path(os.path.abspath(root))
    target = Path(os.path.normpath(Path(os.path.abspath(base)) / rel))
    if root not in target.parents:
        raise GateError(BOX.SCAN_LEAVES_BOX.format(path=repr(rel)))
    return target


@dataclass(frozen=True)
class ScanFile:
    """A scan the gate let through: where it is and what its header says (format and size)."""

    path: Path
    info: ImageInfo
    link_outside: Path | None = None  # where a link in the box leads, when that is outside it (read, with a warning)


def scan_file(rel: str, map_path: str | Path | None, root: str | Path | None = None) -> ScanFile:
    """The scan a map names, checked before any decoder sees it: inside the map's game box (or the
    map's folder outside any box), a regular file, a PNG, JPEG or TIFF by its content with a size
    that makes sense. GateError with the reason otherwise. The pixel budget is the caller's to
    apply (``ImageInfo.over_budget``): a JPEG can be decoded downsampled, a PNG cannot."""
    map_file = Path(map_path) if map_path is not None else Path.cwd() / "map.yaml"
    box = Path(root) if root is not None else box_root_of(map_file)
    target = confine(rel, map_file.parent, box)
    if not os.path.lexists(target):
        raise GateError(BOX.SCAN_NOT_FOUND.format(path=repr(rel)))
    if target.suffix.lower() not in SCAN_SUFFIXES:
        raise GateError(BOX.SCAN_FORMAT.format(path=repr(rel)))
    try:
        info = image_info(target)
    except ImageHeaderError as exc:
        raise GateError(BOX.PATH_PROBLEM.format(path=repr(rel), problem=exc)) from None
    real = Path(os.path.realpath(target))
    outside = real if Path(os.path.realpath(box)) not in real.parents else None
    return ScanFile(target, info, outside)


# ----------------------------------------------------------------------------- a box as a whole


@dataclass
class BoxBudget:
    """What reading one game box may cost in total, and the files already read.

    Each document has its own limits; a box adds two more: the bytes and the values of all its
    files together, so thousands of files (or one large file reached through many links) cannot
    add up to minutes and gigabytes. ``first_reader`` names the entry that already read a file,
    so the same file (by device and inode, whatever path or link led to it) is read once."""

    max_bytes: int = field(default_factory=lambda: MAX_BOX_BYTES)
    max_values: int = field(default_factory=lambda: MAX_BOX_VALUES)
    bytes: int = 0
    values: int = 0
    read: dict[tuple[int, int], str] = field(default_factory=dict)

    def first_reader(self, path: Path, name: str) -> str | None:
        """None the first time this file is met (it is recorded as ``name``), else the name it
        was first read as."""
        try:
            st = os.stat(path)
        except OSError:
            return None
        key = (st.st_dev, st.st_ino)
        if key in self.read:
            return self.read[key]
        self.read[key] = name
        return None

    def over(self, path: Path) -> str | None:
        """Why ``path`` may not be read any more (the box's byte or value total is spent), or None;
        its size is counted."""
        if self.values > self.max_values:
            return BOX.BOX_VALUES.format(limit=f"{self.max_values:,}")
        try:
            size = os.stat(path).st_size
        except OSError:
            return None
        if self.bytes + size > self.max_bytes:
            return BOX.BOX_BYTES.format(limit=f"{self.max_bytes:,}", used=f"{self.bytes:,}", size=f"{size:,}")
        self.bytes += size
        return None

    def count_values(self, n: int) -> None:
        self.values += n
