"""``PlaytestSession.reading()`` (the index a board repaint uses) answers exactly what the plain
look-ups answer, in any state random play reaches."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ccp_editor.play.session import PlaytestSession
from tests.test_play_property import HEXES, _apply, dataset, ops


def _answers(s: PlaytestSession) -> tuple:
    views = [s.view(p.id) for p in s.doc.pieces]
    at = [[p.id for p in s.units_at(h, side)] for h in HEXES for side in (None, "japan", "allied")]
    carriers = [getattr(s.carrier_of(p.id), "id", None) for p in s.doc.pieces]
    return views, at, carriers


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seq=ops, seed=st.integers(min_value=0, max_value=1000))
def test_reading_index_agrees_with_the_plain_look_ups(seq: list, seed: int) -> None:
    ds = dataset()
    s = PlaytestSession.create(ds.scenarios["demo-ridge-line"], ds, seed=seed, placed=False)
    for side in ("japan", "allied"):
        assert s.auto_setup(side).ok
    assert s.start_play(force=True).ok
    for op, n, hex_, side in seq:
        units = s.units(side, "map") or s.units(side)
        u = units[n % len(units)] if units else None
        uid = u.id if u else "none"
        _apply(s, op, uid, hex_, hex_, hex_, uid, side, hex_, n % 8 + 1, "top")
    plain = _answers(s)
    with s.reading():
        with s.reading():  # nested blocks share the index
            indexed = _answers(s)
    assert indexed == plain
    assert s._read_index is None  # gone after the block: later moves are seen at once
