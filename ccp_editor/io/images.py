"""Image headers read without decoding: the format and size of a scan, from its first bytes.

A game box is shared, so a scan may be an image bomb (a small PNG of 23,000 x 23,000 pixels
decodes to gigabytes). The size is known from the header; every reader of scans checks it against
``MAX_SCAN_PIXELS`` before any pixel is decoded, and ``validate`` checks that a scan is an image
at all. Pure Python so that the command line checks what the GUI will later read. The bytes come
through the read gate (``io.gate.image_info``): this module only parses them.
"""

from __future__ import annotations

import struct
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO

from . import boxtext as T

# 200 megapixels: a whole CC map scanned at 600 dpi is about 13,000 x 10,000 (130 MP). The tile
# pyramid needs 4 bytes a pixel, so this is also the most memory a decoded scan may take (800 MB).
MAX_SCAN_PIXELS = 200_000_000
HEADER_BYTES = 64 * 1024  # as much of a file as the gate hands over for its header
SCAN_SUFFIXES = (".png", ".jpg", ".jpeg", ".tif", ".tiff")
TIFF_WIDTH, TIFF_HEIGHT = 256, 257
MAX_JPEG_SEGMENTS = 10_000  # a real JPEG has a few dozen segments before its frame header


Opener = Callable[[Path], BinaryIO]


class ImageHeaderError(ValueError):
    """Not an image this app reads, or a header that makes no sense."""


@dataclass(frozen=True)
class ImageInfo:
    format: str
    width: int
    height: int

    @property
    def pixels(self) -> int:
        return self.width * self.height

    @property
    def over_budget(self) -> bool:
        return self.pixels > MAX_SCAN_PIXELS


def _png(b: bytes) -> ImageInfo:
    if len(b) < 24 or b[12:16] != b"IHDR":
        raise ImageHeaderError(T.IMAGE_NO_IHDR)
    w, h = struct.unpack(">II", b[16:24])
    return ImageInfo("PNG", w, h)


def _jpeg(b: bytes) -> ImageInfo:
    i = 2
    while i + 9 < len(b):
        if b[i] != 0xFF:
            i += 1
            continue
        marker = b[i + 1]
        if marker in (0xD8, 0x01) or 0xD0 <= marker <= 0xD7 or marker == 0xFF:
            i += 1 if marker == 0xFF else 2
            continue
        (length,) = struct.unpack(">H", b[i + 2 : i + 4])
        if 0xC0 <= marker <= 0xCF and marker not in (0xC4, 0xC8, 0xCC):
            h, w = struct.unpack(">HH", b[i + 5 : i + 9])
            return ImageInfo("JPEG", w, h)
        if length < 2:
            break
        i += 2 + length
    raise ImageHeaderError(T.IMAGE_BAD_JPEG)


def _jpeg_segments(path: Path, reopen: Opener) -> ImageInfo:
    """The size of a JPEG whose frame header lies past the first bytes (a large EXIF or colour
    profile block comes first): walk the segment headers, skipping their bodies, reading only those."""
    try:
        with reopen(path) as fh:
            fh.seek(2)
            for _ in range(MAX_JPEG_SEGMENTS):
                marker = fh.read(2)
                if len(marker) < 2 or marker[0] != 0xFF:
                    break
                if marker[1] in (0xD8, 0x01) or 0xD0 <= marker[1] <= 0xD7:
                    continue
                raw = fh.read(2)
                if len(raw) < 2:
                    break
                (length,) = struct.unpack(">H", raw)
                if length < 2:  # a segment length counts its own two bytes: anything less is damage
                    break
                if 0xC0 <= marker[1] <= 0xCF and marker[1] not in (0xC4, 0xC8, 0xCC):
                    data = fh.read(5)
                    if len(data) < 5:
                        break
                    h, w = struct.unpack(">HH", data[1:5])
                    return ImageInfo("JPEG", w, h)
                fh.seek(length - 2, 1)
    except OSError as exc:
        raise ImageHeaderError(T.IMAGE_CANNOT_READ.format(problem=exc.strerror or exc)) from None
    raise ImageHeaderError(T.IMAGE_BAD_JPEG)


def _tiff_directory(b: bytes, path: Path, reopen: Opener) -> tuple[str, bytes]:
    """The byte order and the first image directory (its entry count and entries) of a TIFF. Many
    writers put the directory after the pixels: then only it is read, at its offset."""
    end = "<" if b[:2] == b"II" else ">"
    (offset,) = struct.unpack(end + "I", b[4:8])
    if offset + 2 <= len(b):
        (count,) = struct.unpack(end + "H", b[offset : offset + 2])
        if offset + 2 + 12 * count <= len(b):
            return end, b[offset : offset + 2 + 12 * count]
    try:
        with reopen(path) as fh:
            fh.seek(offset)
            raw = fh.read(2)
            if len(raw) < 2:
                raise ImageHeaderError(T.IMAGE_TIFF_NO_SIZE)
            (count,) = struct.unpack(end + "H", raw)
            return end, raw + fh.read(12 * count)  # at most 65,535 entries: 786 KB
    except OSError as exc:
        raise ImageHeaderError(T.IMAGE_CANNOT_READ.format(problem=exc.strerror or exc)) from None


def _tiff(b: bytes, path: Path, reopen: Opener) -> ImageInfo:
    """The size in the first directory. A tag given twice is refused: decoders disagree on which
    one counts, so the size checked here could differ from the one decoded."""
    sizes: dict[int, int] = {}
    try:
        end, ifd = _tiff_directory(b, path, reopen)
        (count,) = struct.unpack(end + "H", ifd[:2])
        for k in range(count):
            entry = ifd[2 + 12 * k : 14 + 12 * k]
            tag, typ = struct.unpack(end + "HH", entry[:4])
            if tag not in (TIFF_WIDTH, TIFF_HEIGHT):
                continue
            value = struct.unpack(end + ("H" if typ == 3 else "I"), entry[8:10] if typ == 3 else entry[8:12])[0]
            if tag in sizes:
                twice = T.IMAGE_TIFF_WIDTH_TWICE if tag == TIFF_WIDTH else T.IMAGE_TIFF_HEIGHT_TWICE
                raise ImageHeaderError(twice.format(first=sizes[tag], second=value))
            sizes[tag] = value
    except struct.error:
        raise ImageHeaderError(T.IMAGE_TIFF_NO_SIZE) from None
    w, h = sizes.get(TIFF_WIDTH, 0), sizes.get(TIFF_HEIGHT, 0)
    if not (w and h):
        raise ImageHeaderError(T.IMAGE_TIFF_NO_SIZE)
    return ImageInfo("TIFF", w, h)


def header_info(b: bytes, path: Path, reopen: Opener) -> ImageInfo:
    """Format and size of a PNG, JPEG or TIFF from its first bytes ``b`` (by content, whatever the
    file's name); raises ImageHeaderError for anything else. ``path`` is read further (opened with
    ``reopen``, the read gate's opener of regular files) only for a JPEG whose frame header, or a
    TIFF whose directory, lies past ``b``."""
    if b.startswith(b"\x89PNG\r\n\x1a\n"):
        info = _png(b)
    elif b.startswith(b"\xff\xd8"):
        try:
            info = _jpeg(b)
        except ImageHeaderError:
            if len(b) < HEADER_BYTES:  # the whole file was read: the size is not there
                raise
            info = _jpeg_segments(path, reopen)
    elif b[:4] in (b"II*\x00", b"MM\x00*"):
        info = _tiff(b, path, reopen)
    elif not b:
        raise ImageHeaderError(T.IMAGE_EMPTY)
    else:
        raise ImageHeaderError(T.IMAGE_UNKNOWN)
    if info.width <= 0 or info.height <= 0:
        raise ImageHeaderError(T.IMAGE_SIZE.format(format=info.format, width=info.width, height=info.height))
    return info


def budget_message(info: ImageInfo) -> str:
    return T.OVER_BUDGET.format(width=f"{info.width:,}", height=f"{info.height:,}", megapixels=f"{info.pixels / 1e6:,.0f}",
                                budget=f"{MAX_SCAN_PIXELS / 1e6:,.0f}")
