"""A scan image as the pixel array the core's proposal reads (8-bit RGB, rows x columns x 3)."""

from __future__ import annotations

import numpy as np
from PySide6.QtGui import QImage


def rgb_array(image: QImage) -> np.ndarray:
    """A copy of ``image`` as an H x W x 3 uint8 array."""
    rgb = image.convertToFormat(QImage.Format.Format_RGB888)
    h, w, stride = rgb.height(), rgb.width(), rgb.bytesPerLine()
    buf = np.frombuffer(rgb.constBits(), dtype=np.uint8, count=stride * h).reshape(h, stride)
    return buf[:, : w * 3].reshape(h, w, 3).copy()
