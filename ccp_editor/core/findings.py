"""One problem a semantic check found: where (a JSON pointer), what, and how bad."""

from __future__ import annotations

from typing import NamedTuple


class Finding(NamedTuple):
    """The I/O layer turns it into a positioned problem (``file:line:col: /pointer: message``)."""

    pointer: str
    message: str
    severity: str = "error"
