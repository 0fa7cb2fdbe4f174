"""A finding positioned in its file, and the error of a file that cannot be read as data at all.

Kept apart from the YAML reader so the read gate (``io.gate``) and every reader can raise the same
positioned error without importing one another.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Problem:
    """One finding, positioned in its file (1-based line and column)."""

    file: str
    line: int
    column: int
    pointer: str
    message: str
    severity: str = "error"

    def format(self) -> str:
        return f"{self.file}:{self.line}:{self.column}: {self.pointer or '/'}: {self.message}"

    def as_json(self) -> dict[str, Any]:
        return {
            "file": self.file,
            "line": self.line,
            "column": self.column,
            "pointer": self.pointer,
            "message": self.message,
            "severity": self.severity,
        }


class DocumentError(Exception):
    """A file that could not be read as data at all."""

    def __init__(self, problem: Problem) -> None:
        super().__init__(problem.format())
        self.problem = problem
