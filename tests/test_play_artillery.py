"""O24 Asset Request, the artillery options: Communication Established (O24.1), Fire For Effect (O24.3) and
Illumination (O24.7), each by its rule number."""

from __future__ import annotations

import pytest

from ccp_editor.io.dataset import builtin_ruleset
from ccp_editor.play.rules import fortification_vulnerability


@pytest.mark.parametrize(
    ("fp", "bomber", "number"),
    [(8, False, 2), (9, False, 3), (10, False, 4), (11, False, 5), (12, False, 6), (12, True, 6), (13, False, None), (8, True, None)],
)
def test_o24_3_4_fortification_vulnerability_by_fp_and_the_bomber_row(fp: int, bomber: bool, number: int | None) -> None:
    assert fortification_vulnerability(builtin_ruleset(), fp, bomber=bomber) == number


def test_o24_3_4_vulnerability_reads_the_rule_set_not_a_constant() -> None:
    rs = builtin_ruleset()
    row = next(v for v in rs.fortification_vulnerability if v.fp == 10 and not v.bomber)
    row.number = 9
    assert fortification_vulnerability(rs, 10) == 9
    assert all(v.inferred for v in builtin_ruleset().fortification_vulnerability)  # a gap: marked inferred
