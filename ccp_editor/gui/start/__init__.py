"""The start screen: the jobs the app exists for, the recent files and the open game box."""

from __future__ import annotations

from .page import StartPage

__all__ = ["StartPage"]
