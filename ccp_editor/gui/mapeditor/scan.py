"""A map scan as a tile pyramid, so a 10,000 x 8,000 px scan pans and zooms smoothly.

The image is decoded once; level 0 is full size, each further level half the size of the one
before, down to one tile. Every level is cut into square tiles. A view draws only the tiles that
intersect what it shows, from the level whose resolution is just above the screen's, so a frame
touches a screen's worth of pixels whatever the zoom. Formats the reader can clip natively (JPEG)
are read tile by tile with clip rectangles instead of being held whole at full size, and a coarse
level is read straight from the file at its size (the decoder scales), so opening a 13,000 x 10,000
JPEG decodes only what the first frame shows. Formats decoded whole (PNG, TIFF) keep that one
image; a coarser level is made from it the first time a view needs it, and tiles are drawn straight
from the level images, so memory stays near the decoded size (never all levels cut up front).
"""

from __future__ import annotations

import math
from collections import OrderedDict
from pathlib import Path

from PySide6.QtCore import QRect, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QImage, QImageIOHandler, QImageReader, QPainter

from ...io.gate import ScanFile, image_info
from ...io.images import MAX_SCAN_PIXELS, ImageHeaderError
from ..i18n import translate
from ..i18n.logline import check_line
from ..scanread import scan_reader

TILE = 512
CACHE_BYTES = 256 * 1024 * 1024
SCAN_SUFFIXES = (".png", ".jpg", ".jpeg", ".tif", ".tiff")
_DRAW_FORMATS = (QImage.Format.Format_RGB32, QImage.Format.Format_ARGB32_Premultiplied)  # painted without conversion


class ScanError(ValueError):
    """A scan that cannot be opened (missing, unsupported or unreadable)."""


class ScanImage:
    """Tiles of one scan at every level of detail; ``draw`` paints the visible ones."""

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        if not self.path.is_file():
            raise ScanError(translate("MapEditor", "scan image not found: {path}").format(path=self.path))
        if self.path.suffix.lower() not in SCAN_SUFFIXES:
            raise ScanError(translate("MapEditor", "{name}: scans must be PNG, JPEG or TIFF").format(name=self.path.name))
        try:  # the read gate: a regular file, a PNG, JPEG or TIFF by its content (never an SVG renamed)
            self._file = ScanFile(self.path, image_info(self.path))
        except ImageHeaderError as exc:
            raise ScanError(f"{self.path.name}: {check_line(str(exc))}") from None
        reader = self._reader()
        size = reader.size()
        if not reader.canRead() or not size.isValid() or size.isEmpty():
            raise ScanError(translate("MapEditor", "cannot read the scan image {path}: {error}").format(path=self.path, error=reader.errorString()))
        if (size.width(), size.height()) != (self._file.info.width, self._file.info.height):
            raise ScanError(translate("MapEditor", "cannot read the scan image {path}: {error}").format(
                path=self.path, error=f"{self._file.info.width} x {self._file.info.height} != {size.width()} x {size.height()}"))
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
                translate("MapEditor", "{name}: {w} x {h} pixels is over the {mp} megapixel budget for scans; save it as JPEG or smaller").format(
                    name=self.path.name, w=size.width(), h=size.height(), mp=MAX_SCAN_PIXELS // 1_000_000
                )
            )
        if self.min_level:
            self.note = translate("MapEditor", "{w} x {h} pixels is over the scan budget: shown at 1/{f} resolution").format(
                w=size.width(), h=size.height(), f=2**self.min_level
            )
        self._lazy = reader.supportsOption(QImageIOHandler.ImageOption.ClipRect) and not self.min_level
        self._tiles: OrderedDict[tuple[int, int, int], QImage] = OrderedDict()  # read or converted tiles (LRU)
        self._bytes = 0
        self._level_images: dict[int, QImage] = {}  # whole levels, drawn from by source rectangle
        if not self._lazy:
            if self.min_level:
                reader.setScaledSize(self.level_size(self.min_level))
            full = reader.read()
            if full.isNull():
                raise ScanError(translate("MapEditor", "cannot read the scan image {path}: {error}").format(path=self.path, error=reader.errorString()))
            if full.format() not in _DRAW_FORMATS and full.depth() >= 24:
                full = full.convertToFormat(QImage.Format.Format_RGB32)
            self._level_images[self.min_level] = full  # palette images stay small; their tiles convert on use

    def _reader(self) -> QImageReader:
        """Qt's reader bound to the format the header showed, under the allocation limit."""
        reader = scan_reader(self._file)
        reader.setAutoTransform(True)
        return reader

    # ------------------------------------------------------------------ levels and tiles
    def decoded_pixels(self) -> int:
        """Pixels held decoded now (whole levels and cached tiles): what the scan costs in memory."""
        return sum(i.width() * i.height() for i in self._level_images.values()) + sum(
            t.width() * t.height() for t in self._tiles.values()
        )

    def _level_image(self, level: int) -> QImage:
        """A whole coarser level: read at its size (lazy formats, the decoder scales) or made once
        from the nearest finer level already held."""
        image = self._level_images.get(level)
        if image is None:
            finer = [k for k in self._level_images if k < level]
            if finer:
                source = self._level_images[max(finer)]
                size = self.level_size(level)
                image = source.scaled(
                    size.width(), size.height(), Qt.AspectRatioMode.IgnoreAspectRatio, Qt.TransformationMode.SmoothTransformation
                )
            else:
                reader = self._reader()
                reader.setScaledSize(self.level_size(level))
                image = reader.read()
            if image.format() not in _DRAW_FORMATS:
                image = image.convertToFormat(QImage.Format.Format_RGB32)
            self._level_images[level] = image
        return image

    def level_size(self, level: int) -> QSize:
        return QSize(max(1, math.ceil(self.size.width() / 2**level)), max(1, math.ceil(self.size.height() / 2**level)))

    def _cache(self, key: tuple[int, int, int], image: QImage) -> QImage:
        self._tiles[key] = image
        self._bytes += image.sizeInBytes()
        while self._bytes > CACHE_BYTES and len(self._tiles) > 1:
            _k, old = self._tiles.popitem(last=False)
            self._bytes -= old.sizeInBytes()
        return image

    def source(self, level: int, tx: int, ty: int) -> tuple[QImage, QRect]:
        """The image holding tile (tx, ty) of ``level`` and the tile's rectangle in it."""
        rect = QRect(tx * TILE, ty * TILE, TILE, TILE)
        key = (level, tx, ty)
        cached = self._tiles.get(key)
        if cached is not None:
            self._tiles.move_to_end(key)
            return cached, cached.rect()
        if level == 0 and self._lazy:  # full size from a clipping reader: only this tile is decoded
            reader = self._reader()
            reader.setClipRect(rect.intersected(QRect(0, 0, self.size.width(), self.size.height())))
            image = reader.read().convertToFormat(QImage.Format.Format_RGB32)
            return self._cache(key, image), image.rect()
        whole = self._level_image(level)
        part = rect.intersected(whole.rect())
        if whole.format() not in _DRAW_FORMATS:  # a palette image: convert this tile once
            image = whole.copy(part).convertToFormat(QImage.Format.Format_RGB32)
            return self._cache(key, image), image.rect()
        return whole, part

    def tile(self, level: int, tx: int, ty: int) -> QImage:
        """Tile (tx, ty) of ``level`` as an image of its own."""
        image, part = self.source(level, tx, ty)
        return image if part == image.rect() else image.copy(part)

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
                image, part = self.source(level, tx, ty)
                target = QRectF(tx * TILE * scale, ty * TILE * scale, part.width() * scale, part.height() * scale)
                p.drawImage(target, image, QRectF(part))
                drawn += 1
        if brightness:
            shade = QColor(255, 255, 255) if brightness > 0 else QColor(0, 0, 0)
            shade.setAlphaF(min(abs(brightness), 100) / 100.0 * 0.85)
            p.fillRect(area, shade)
        p.restore()
        return drawn
