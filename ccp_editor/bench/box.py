"""A full-size game box for the bench, made in a folder from the demo box.

CC:P has 12 maps and a player's box holds dozens of scenarios: ``make_box(folder, scale)`` writes
``12 * scale`` maps (copies of the demo maps under new map and shape ids, so no two are alike, with
their scans), ``50 * scale``
generated scenarios spread over those maps, the three demo forces and the demo tables. Everything
in it is valid, so ``validate`` does its whole work and reports nothing.
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

MAPS = 12
SCENARIOS = 50


def make_box(folder: str | Path, scale: int = 1) -> Path:
    """Write the box into ``folder`` (created) and return it."""
    from ..io.dataset import MANIFEST, demo_dataset_root, load_dataset
    from ..io.storage import document_text
    from ..rsg.context import prepare
    from ..rsg.engine import generate

    demo = demo_dataset_root()
    if demo is None:
        raise RuntimeError("the demo data set is not installed")
    root = Path(folder)
    root.mkdir(parents=True, exist_ok=True)
    shutil.copy2(demo / MANIFEST, root / MANIFEST)
    for sub in ("forces", "tables"):
        shutil.copytree(demo / sub, root / sub, dirs_exist_ok=True)
    scans = root / "maps" / "scans"
    scans.mkdir(parents=True, exist_ok=True)
    for image in sorted((demo / "maps" / "scans").glob("*")):
        if image.is_file() and not image.is_symlink():
            shutil.copy2(image, scans / image.name)
    (root / "scenarios").mkdir(exist_ok=True)

    ds, _ = load_dataset(demo)
    demo_maps = sorted(ds.maps)
    sources = {m: (demo / "maps" / f"{m}.yaml").read_text(encoding="utf-8") for m in demo_maps}
    copies: dict[str, list[str]] = {m: [] for m in demo_maps}
    for i in range(MAPS * scale):
        source = demo_maps[i % len(demo_maps)]
        new_id = f"box-map-{i + 1:03d}"
        text = re.sub(r"(?m)^id: .*$", f"id: {new_id}", sources[source], count=1)
        # shape ids of their own (and the buildings named after them in the stored hexes), so no two
        # maps have the same content and each is derived on its own, as in a real box
        text = re.sub(r"(?m)^(\s*- id: |\s*building: )(\S+)$", rf"\1\2-{i + 1}", text)
        (root / "maps" / f"{new_id}.yaml").write_text(text, encoding="utf-8")
        copies[source].append(new_id)

    data = prepare(ds)
    for k in range(SCENARIOS * scale):
        sc = generate(data, 50_000 + k)
        maps_like = copies[sc.map]
        sc.map = maps_like[k % len(maps_like)]
        sc.id = f"box-scenario-{k + 1:04d}"
        (root / "scenarios" / f"{sc.id}.yaml").write_text(document_text(sc), encoding="utf-8")
    return root
