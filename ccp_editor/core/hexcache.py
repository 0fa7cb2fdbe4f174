"""What differs between a map's stored derived hexes and a fresh derivation (``map derive --check``)."""

from __future__ import annotations

from ..model.mapdoc import HexInfo


def cache_differences(stored: dict[str, HexInfo], derived: dict[str, HexInfo]) -> dict[str, list[str]]:
    """Hex -> what differs between a stored ``hexes`` cache and a fresh derivation."""
    out: dict[str, list[str]] = {}
    for hex_id in sorted(set(stored) | set(derived), key=_hex_sort_key):
        a, b = stored.get(hex_id), derived.get(hex_id)
        if a is None:
            out[hex_id] = ["missing from the stored cache"]
            continue
        if b is None:
            out[hex_id] = ["not a hex of this map"]
            continue
        diffs = []
        for name in ("terrain", "level", "crest", "crest_levels", "water", "building"):
            va, vb = getattr(a, name), getattr(b, name)
            if va != vb:
                diffs.append(f"{name}: stored {_fmt(va)}, shapes give {_fmt(vb)}")
        fa = {f.type: sorted(f.hexsides) for f in a.features}
        fb = {f.type: sorted(f.hexsides) for f in b.features}
        if fa != fb:
            diffs.append(f"features: stored {_fmt_features(fa)}, shapes give {_fmt_features(fb)}")
        if diffs:
            out[hex_id] = diffs
    return out


def _fmt(value: object) -> str:
    if value is None:
        return "none"
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value)


def _fmt_features(f: dict[str, list[int]]) -> str:
    if not f:
        return "none"
    return ", ".join(f"{t} {'/'.join(map(str, s)) or '-'}" for t, s in f.items())


def _hex_sort_key(hex_id: str) -> tuple[str, int]:
    letters = "".join(ch for ch in hex_id if ch.isalpha())
    digits = "".join(ch for ch in hex_id if ch.isdigit())
    return (letters.rjust(2), int(digits) if digits else 0)
