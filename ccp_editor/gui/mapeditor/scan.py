"""A map scan as a tile pyramid, so a 10,000 x 8,000 px scan pans and zooms smoothly.

The image is decoded once; level 0 is full size, each further level half the size of the one
before, down to one tile. Every level is cut into square tiles. A view draws only the tiles that
intersect what it shows, from the level whose resolution is just above the screen's, so a frame
touches a screen's worth of pixels whatever the zoom. Formats the reader can clip natively (JPEG)
are read tile by tile with clip rectangles instead of being held whole at full size.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from pathlib import Path

from PySide6.QtCore import QRect, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QImage, QImageIOHandler, QImageReader, QPainter

from ...io.images import MAX_SCAN_PIXELS
from ..i18n import tr

TILE = 512
ALLOCATION_LIMIT_MB = 2048  # Qt refuses images above 256 MB by default; scans may be larger
CACHE_BYTES = 256 * 1024 * 1024
SCAN_SUFFIXES = (".png", ".jpg", ".jpeg", ".tif", ".tiff")
TR_CONTEXT = "MapEditor"


def _tr(text: str) -> str:
    return tr(TR_CONTEXT, text)


class ScanError(ValueError):
    """A scan that cannot be opened (missing, unsupported or unreadable)."""


class ScanImage:
    """Tiles of one scan at every level of detail; ``draw`` paints the visible ones."""

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        if not self.path.is_file():
            raise ScanError(_tr("scan image not found: {path}").format(path=self.path))
        if self.path.suffix.lower() not in SCAN_SUFFIXES:
            raise ScanError(_tr("{name}: scans must be PNG, JPEG or TIFF").format(name=self.path.name))
        QImageReader.setAllocationLimit(ALLOCATION_LIMIT_MB)
        reader = QImageReader(str(self.path))
        reader.setAutoTransform(True)
        size = reader.size()
        if not reader.canRead() or not size.isValid() or size.isEmpty():
            raise ScanError(_tr("cannot read the scan image {path}: {error}").format(path=self.path, error=reader.errorString()))
        self.size = QSize(size)
        self.levels = max(1, math.ceil(math.log2(max(size.width(), size.height()) / TILE)) + 1)
        # The header says how big the image is before any pixel is decoded: beyond the pixel budget
        # the scan is decoded at a reduced level of detail (the finest level kept is ``min_level``),
        # so an image bomb costs at most the budget, never gigabytes.
        pixels = size.width() * size.height()
        self.min_level = 0
        while pixels / 4**self.min_level > MAX_SCAN_PIXELS and self.min_level < self.levels - 1:
            self.min_level += 1
        self.note = ""
        if self.min_level and not reader.supportsOption(QImageIOHandler.ImageOption.ScaledSize):
            # this format can only be decoded whole (PNG, TIFF): refuse rather than decode gigabytes
            raise ScanError(
                _tr("{name}: {w} x {h} pixels is over the {mp} megapixel budget for scans; save it as JPEG or smaller").format(
                    name=self.path.name, w=size.width(), h=size.height(), mp=MAX_SCAN_PIXELS // 1_000_000
                )
            )
        if self.min_level:
            self.note = _tr("{w} x {h} pixels is over the scan budget: shown at 1/{f} resolution").format(
                w=size.width(), h=size.height(), f=2**self.min_level
            )
        self._lazy = reader.supportsOption(QImageIOHandler.ImageOption.ClipRect) and not self.min_level
        self._tiles: OrderedDict[tuple[int, int, int], QImage] = OrderedDict()
        self._pinned: dict[tuple[int, int, int], QImage] = {}
        self._bytes = 0
        self._level_images: dict[int, QImage] = {}
        if not self._lazy:
            if self.min_level:
                reader.setScaledSize(self.level_size(self.min_level))
            full = reader.read()
            if full.isNull():
                raise ScanError(_tr("cannot read the scan image {path}: {error}").format(path=self.path, error=reader.errorString()))
            self._build_pyramid(full)

    # ------------------------------------------------------------------ building
    def _build_pyramid(self, full: QImage) -> None:
        """Cut every level into tiles once (the full-size image is not kept whole)."""
        image = full.convertToFormat(QImage.Format.Format_RGB32)
        for level in range(self.min_level, self.levels):
            if level > self.min_level:
                w = max(1, math.ceil(self.size.width() / 2**level))
                h = max(1, math.ceil(self.size.height() / 2**level))
                image = image.scaled(w, h, Qt.AspectRatioMode.IgnoreAspectRatio, Qt.TransformationMode.SmoothTransformation)
            for ty in range(math.ceil(image.height() / TILE)):
                for tx in range(math.ceil(image.width() / TILE)):
                    self._pinned[(level, tx, ty)] = image.copy(QRect(tx * TILE, ty * TILE, TILE, TILE).intersected(image.rect()))

    def _level_image(self, level: int) -> QImage:
        """A whole coarse level read scaled (lazy formats), kept for its tiles."""
        image = self._level_images.get(level)
        if image is None:
            reader = QImageReader(str(self.path))
            reader.setAutoTransform(True)
            reader.setScaledSize(self.level_size(level))
            image = reader.read().convertToFormat(QImage.Format.Format_RGB32)
            self._level_images[level] = image
        return image

    def level_size(self, level: int) -> QSize:
        return QSize(max(1, math.ceil(self.size.width() / 2**level)), max(1, math.ceil(self.size.height() / 2**level)))

    def tile(self, level: int, tx: int, ty: int) -> QImage:
        key = (level, tx, ty)
        pinned = self._pinned.get(key)
        if pinned is not None:
            return pinned
        image = self._tiles.get(key)
        if image is not None:
            self._tiles.move_to_end(key)
            return image
        rect = QRect(tx * TILE, ty * TILE, TILE, TILE)
        if level == 0:
            reader = QImageReader(str(self.path))
            reader.setAutoTransform(True)
            reader.setClipRect(rect.intersected(QRect(0, 0, self.size.width(), self.size.height())))
            image = reader.read().convertToFormat(QImage.Format.Format_RGB32)
        else:
            whole = self._level_image(level)
            image = whole.copy(rect.intersected(whole.rect()))
        self._tiles[key] = image
        self._bytes += image.sizeInBytes()
        while self._bytes > CACHE_BYTES and len(self._tiles) > 1:
            _k, old = self._tiles.popitem(last=False)
            self._bytes -= old.sizeInBytes()
        return image

    # ------------------------------------------------------------------ drawing
    def level_for(self, screen_per_pixel: float) -> int:
        """The coarsest level still at least as sharp as the screen (scan pixels per screen pixel)."""
        if screen_per_pixel <= 0:
            return 0
        level = int(math.floor(math.log2(max(1.0 / screen_per_pixel, 1.0))))
        return max(self.min_level, min(self.levels - 1, level))

    def draw(self, p: QPainter, visible: QRectF, screen_per_pixel: float, opacity: float = 1.0, brightness: int = 0) -> int:
        """Paint the tiles intersecting ``visible`` (scan pixel coordinates; the painter maps scan
        pixels to the screen). Brightness -100..100 blends towards black or white. Returns the
        number of tiles drawn."""
        level = self.level_for(screen_per_pixel)
        scale = 2**level
        full = QRectF(0, 0, self.size.width(), self.size.height())
        area = visible.intersected(full)
        if area.isEmpty():
            return 0
        lsize = self.level_size(level)
        x0 = max(0, int(area.left() / scale) // TILE)
        y0 = max(0, int(area.top() / scale) // TILE)
        x1 = min(math.ceil(lsize.width() / TILE) - 1, int(area.right() / scale) // TILE)
        y1 = min(math.ceil(lsize.height() / TILE) - 1, int(area.bottom() / scale) // TILE)
        p.save()
        p.setOpacity(p.opacity() * opacity)
        drawn = 0
        for ty in range(y0, y1 + 1):
            for tx in range(x0, x1 + 1):
                image = self.tile(level, tx, ty)
                target = QRectF(tx * TILE * scale, ty * TILE * scale, image.width() * scale, image.height() * scale)
                p.drawImage(target, image)
                drawn += 1
        if brightness:
            shade = QColor(255, 255, 255) if brightness > 0 else QColor(0, 0, 0)
            shade.setAlphaF(min(abs(brightness), 100) / 100.0 * 0.85)
            p.fillRect(area, shade)
        p.restore()
        return drawn
