"""Compare a rendered picture with its stored reference image, within a tolerance.

Both are reduced to a small thumbnail first, so anti-aliasing and font hinting differences between
machines do not count, while a missing layer, a moved counter or a wrong colour does. Reference
images live in ``tests/reference/``; ``CCP_UPDATE_GOLDENS=1`` rewrites them (review the pictures).
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QImage

REFERENCE = Path(__file__).parent / "reference"
THUMB_WIDTH = 160
MEAN_TOLERANCE = 6.0  # mean absolute difference per channel, out of 255
PIXEL_TOLERANCE = 0.04  # share of thumbnail pixels allowed to differ by more than 64 on a channel


def _thumb(image: QImage) -> QImage:
    image = image.convertToFormat(QImage.Format.Format_RGB32)
    return image.scaledToWidth(THUMB_WIDTH, Qt.TransformationMode.SmoothTransformation)


def difference(a: QImage, b: QImage) -> tuple[float, float]:
    """(mean channel difference, share of very different pixels) of two same-sized thumbnails."""
    total, far, n = 0, 0, 0
    for y in range(a.height()):
        for x in range(a.width()):
            pa, pb = a.pixel(x, y), b.pixel(x, y)
            d = [abs(((pa >> s) & 255) - ((pb >> s) & 255)) for s in (16, 8, 0)]
            total += sum(d)
            far += max(d) > 64
            n += 1
    return total / (3 * n), far / n


def assert_matches_reference(image: QImage, name: str) -> None:
    assert not image.isNull(), "nothing was rendered"
    path = REFERENCE / f"{name}.png"
    thumb = _thumb(image)
    if os.environ.get("CCP_UPDATE_GOLDENS") == "1" or not path.exists():
        if os.environ.get("CCP_UPDATE_GOLDENS") != "1":
            raise AssertionError(f"no reference image {path.name}: run with CCP_UPDATE_GOLDENS=1 and review it")
        thumb.save(str(path))
    ref = QImage(str(path)).convertToFormat(QImage.Format.Format_RGB32)
    assert (thumb.width(), thumb.height()) == (ref.width(), ref.height()), (
        f"{name}: picture proportions changed ({thumb.width()}x{thumb.height()} vs {ref.width()}x{ref.height()})"
    )
    mean, far = difference(thumb, ref)
    assert mean <= MEAN_TOLERANCE and far <= PIXEL_TOLERANCE, (
        f"{name}: differs from tests/reference/{name}.png (mean {mean:.1f}/255, {far:.1%} of pixels far off)"
    )
