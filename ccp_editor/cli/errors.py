"""The one error type every command raises for a usage problem (printed as one line, exit code 2)."""

from __future__ import annotations


class CliError(Exception):
    """A usage error: printed as one line, exit code 2."""


def write_refusal(exc: OSError) -> CliError | None:
    """A write the game box refuses (a link that leads out of it) as a usage error naming the option
    that allows rewriting an existing file there; None for other failures (a full disk: exit 1)."""
    from ..io.storage import OutsideBoxWrite

    if isinstance(exc, OutsideBoxWrite):
        if exc.new:
            return CliError(f"{exc} (nothing written)")
        return CliError(f"{exc.path} is a link to {exc.target}, outside the game box {exc.root}:"
                        " pass --outside-box to rewrite it there (nothing written)")
    return None


def write_failed(path: object, exc: OSError) -> int:
    """Report a write that failed (exit 1), or raise the usage error of a refused one (exit 2)."""
    import sys

    refusal = write_refusal(exc)
    if refusal is not None:
        raise refusal from None
    print(f"ccp-editor: cannot write {path}: {exc.strerror or exc}; the old file, if any, is unchanged", file=sys.stderr)
    return 1


OUTSIDE_BOX_HELP = "rewrite a file that a link leads to outside the game box (refused without this option)"
