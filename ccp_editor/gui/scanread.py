"""Qt's image reader for a scan the read gate let through (``io.gate.scan_file``).

The gate has already refused what is not a PNG, JPEG or TIFF by its content; the reader made here
is told that format, so Qt never picks a decoder by itself (an SVG is never drawn as a scan, even
renamed), and it runs under an allocation limit matching the pixel budget, so a header that lies
about its size still cannot make the decoder take gigabytes.
"""

from __future__ import annotations

from PySide6.QtGui import QImageReader

from ..io.gate import ScanFile
from ..io.images import MAX_SCAN_PIXELS

# 4 bytes a pixel at the pixel budget (800 MB), with room for the decoder's own buffers
ALLOCATION_LIMIT_MB = MAX_SCAN_PIXELS * 4 // (1024 * 1024) + 256
QT_FORMATS = {"PNG": b"png", "JPEG": b"jpeg", "TIFF": b"tiff"}


def scan_reader(scan: ScanFile) -> QImageReader:
    """A reader of ``scan`` bound to the format its header showed, under the allocation limit."""
    QImageReader.setAllocationLimit(ALLOCATION_LIMIT_MB)
    reader = QImageReader(str(scan.path), QT_FORMATS[scan.info.format])
    reader.setDecideFormatFromContent(False)
    return reader
