"""Translations: every user-visible string goes through ``tr`` so Qt's translator can replace it.

Modules set ``TR_CONTEXT`` and call ``_tr("text")`` (a one-line wrapper around ``tr``); the
extractor (``python -m ccp_editor.gui.i18n.extract``) collects those calls into ``ccp_editor_it.ts``
and ``pyside6-lrelease`` compiles it to the ``.qm`` file shipped next to it.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

I18N_DIR = Path(__file__).resolve().parent
LANGUAGES = {"en": "English", "it": "Italiano"}
_installed: list[QTranslator] = []


def tr(context: str, text: str) -> str:
    return QCoreApplication.translate(context, text)


def qm_path(language: str) -> Path:
    return I18N_DIR / f"ccp_editor_{language}.qm"


def ts_path(language: str) -> Path:
    return I18N_DIR / f"ccp_editor_{language}.ts"


def resolve_language(preference: str | None) -> str:
    """'system' (or nothing) follows the system locale when a translation exists for it."""
    if preference and preference != "system":
        return preference if preference in LANGUAGES else "en"
    name = QLocale.system().name().split("_")[0]
    return name if name in LANGUAGES else "en"


def install_translator(language: str) -> bool:
    """Load the translation for ``language`` into the running application (English needs none)."""
    app = QCoreApplication.instance()
    if app is None:
        return False
    for old in _installed:
        app.removeTranslator(old)
    _installed.clear()
    if language == "en":
        return True
    translator = QTranslator(app)
    if not translator.load(str(qm_path(language))):
        return False
    app.installTranslator(translator)
    _installed.append(translator)
    return True


def current_language() -> str:
    """The language of the installed translation ("en" when none is): help pages follow it."""
    if not _installed:
        return "en"
    return (_installed[0].language() or "en").split("_")[0].split("-")[0]
