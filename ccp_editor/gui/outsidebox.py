"""Saving a document of the game box whose file a link leads outside the box: the window asks first
(a new file is never created there; see ``io/storage.py`` ``write_plan``)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ..io.storage import OutsideBoxWrite, outside_box_allowed


def save_asking_outside_box(prompts: Any, workspace: Any, model: Any, target: Path) -> bool:
    """Save ``model`` to ``target``; a file outside the box that a link leads to is rewritten only once
    the user agrees. Raises OSError; False when the user said no."""
    link = workspace.link_into_box(target)  # a document of the box, opened through its link
    if link is not None:
        if not prompts.rewrite_outside_box(str(link), str(Path(target).resolve()), str(workspace.root)):
            return False
        with outside_box_allowed(target, link=link):
            model.save(target)
        return True
    try:
        model.save(target)
    except OutsideBoxWrite as exc:
        if exc.new:
            raise
        if not prompts.rewrite_outside_box(str(exc.path), str(exc.target), str(exc.root)):
            return False
        with outside_box_allowed(exc.target, link=exc.path):
            model.save(target)
    return True
