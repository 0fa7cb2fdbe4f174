"""The one error type every command raises for a usage problem (printed as one line, exit code 2)."""

from __future__ import annotations


class CliError(Exception):
    """A usage error: printed as one line, exit code 2."""
