"""The Qt-free translation marker for texts defined below the GUI (side names, wizard steps, log lines).

``QT_TRANSLATE_NOOP("Context", "text")`` returns ``text`` unchanged, so the pure layers keep their English
source texts and never import Qt; ``pyside6-lupdate`` recognises the call by its name and extracts the text
under that context, and the GUI shows it through ``translate("Context", text)``.
"""

from __future__ import annotations


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 (the name lupdate looks for)
    """Mark ``text`` for translation under ``context``; returns it unchanged."""
    return text
