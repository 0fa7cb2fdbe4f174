"""Properties of the game-box helpers: proposed ids are always valid and free; image headers of any
bytes give a size or one clear error, never a crash or a hang."""

from __future__ import annotations

import re
import tempfile
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from ccp_editor.io.gamebox import ID_PATTERNS, GameBoxError, id_problem, image_info, propose_id

KINDS = ("forces", "map", "scenario", "objective_chits", "fortification_ob")


@given(name=st.text(max_size=80), taken=st.sets(st.text(alphabet="abc-123", min_size=1, max_size=8), max_size=30),
       kind=st.sampled_from(KINDS))
def test_a_proposed_id_is_valid_for_its_kind_and_free(name: str, taken: set[str], kind: str) -> None:
    ident = propose_id(name, taken, kind)
    assert re.match(ID_PATTERNS[kind], ident)
    assert ident not in taken
    assert id_problem(kind, ident, taken) is None


MAGIC = [b"\x89PNG\r\n\x1a\n\x00\x00\x00\x0dIHDR", b"\xff\xd8", b"II*\x00", b"MM\x00*", b""]


@settings(max_examples=300, deadline=None)
@given(head=st.sampled_from(MAGIC), body=st.binary(max_size=300))
def test_image_headers_of_any_bytes_give_a_size_or_one_clear_error(head: bytes, body: bytes) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "scan.img"
        path.write_bytes(head + body)
        try:
            fmt, w, h = image_info(path)
        except GameBoxError as exc:
            assert str(exc).startswith(str(path))
        else:
            assert fmt in ("PNG", "JPEG", "TIFF") and isinstance(w, int) and isinstance(h, int)
