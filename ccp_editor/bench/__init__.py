"""Performance figures for ``ccp-editor bench``, one module per area.

``registry`` holds ``@figure``, ``median_ms`` and ``run_bench``; ``data``, ``maps``, ``los``,
``rsg`` and ``play`` measure the pure layers; ``gui_start``, ``board`` and ``mapeditor`` measure the
desktop application and import Qt only inside their figure functions, so ``ccp-editor bench`` and
the layers below ``gui/`` never load Qt by importing this package.
"""

from .registry import FIGURES, Samples, figure, median_ms, run_bench, scale

__all__ = ["FIGURES", "Samples", "figure", "median_ms", "run_bench", "scale"]
