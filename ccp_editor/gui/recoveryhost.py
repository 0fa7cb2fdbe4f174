"""Autosave and crash recovery for every document the main window shows (boards included).

A mixin of ``MainWindow``: it uses the window's ``recovery`` store, ``prompts``, ``workspace``, the
document kinds features registered (``_doc_kinds``) and its log. Its messages belong to the
window's translation context.
"""

from __future__ import annotations

import hashlib
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..io.documents import parse_text
from ..io.yamlio import DocumentError
from .document import DocumentModel
from .i18n import COUNT, translate
from .i18n.logline import check_line

if TYPE_CHECKING:
    from .shell import ShellDocument


class RecoveryHost:
    """Dirty documents go to the recovery folder on a timer; after a crash they are offered back,
    and a restored copy stays on disk until the document is saved or discarded."""

    recovery: Any
    prompts: Any
    workspace: Any
    _doc_kinds: dict[str, Any]
    _recovery_keys: dict[Any, str]

    def _recovery_key(self, model: ShellDocument) -> str:
        key = self._recovery_keys.get(model)
        if key is None:
            # the kind too: a board setting up a scenario saves as the scenario's file, and each keeps its own copy
            seed = f"{model.kind}:{model.path}" if model.path else f"untitled-{id(model)}"
            key = hashlib.sha1(seed.encode()).hexdigest()[:16]
            self._recovery_keys[model] = key
        return key

    def autosave_now(self) -> int:
        """Write every dirty document to the recovery folder; returns how many were written."""
        n = 0
        for model in self.all_documents():
            key = self._recovery_key(model)
            if model.dirty:
                try:
                    self.recovery.save(key, model.text(), str(model.path) if model.path else None, model.kind, model.title())
                except OSError as exc:
                    self.log(translate("MainWindow", "Autosave failed: {error}").format(error=exc))
                    return n
                n += 1
            else:
                self.recovery.forget(key)
        if n:
            self.statusBar().showMessage(translate("MainWindow", "Autosaved %n document(s)", None, COUNT, n), 3000)
        return n

    def offer_recovery(self) -> int:
        """After a crash, offer the unsaved documents back; returns how many were restored."""
        found = self.recovery.crashed_documents()
        if not found:
            return 0
        titles = [(f"{r.title} (" + str(r.original or translate('MainWindow', 'never saved')) + ")") for r in found]
        if not self.prompts.restore_recovered(titles):
            self.recovery.discard_crashed()
            self.log(translate("MainWindow", "Discarded %n recovered document(s)", None, COUNT, len(found)))
            return 0
        restored = 0
        for r in found:  # a copy that cannot be restored stays, offered again at the next start
            try:
                text = self.recovery.read(r)
            except DocumentError as exc:
                self.log(translate("MainWindow", "Could not restore {title}: {problem}").format(title=r.title, problem=check_line(exc.problem.message)))
                continue
            doc, _loaded, problems = parse_text(text, str(r.file))
            if doc is None:
                self.log(translate("MainWindow", "Could not restore {title}: {problem}").format(title=r.title, problem=problems[0].format()))
                continue
            feature_kind = self._doc_kinds.get(getattr(doc, "kind", ""))
            model: ShellDocument | None = None
            if feature_kind is not None:  # a playtest: back on a board, unsaved
                model = feature_kind.restore(doc, r.original)
                if model is None:
                    continue
            elif r.original and Path(r.original).is_file():
                model, _ = self.workspace.open_document(r.original)
            if model is None:
                model = DocumentModel(doc, None, self.workspace.dataset)
                self.workspace.add_document(model)
                model.undo_stack.resetClean()  # unsaved: autosave keeps it, closing asks
            elif isinstance(model, DocumentModel):
                model.replace_document(doc, translate("MainWindow", "Restore unsaved changes"))
            if isinstance(model, DocumentModel):
                self.show_document(model)
            # the copy stays on disk until the document is saved or discarded: this session takes it
            # over before the crashed session's copy goes, so a crash right now loses nothing
            try:
                self.recovery.adopt(self._recovery_key(model), r, text, str(model.path) if model.path else None)
            except OSError as exc:  # the crashed copy stays where it is
                self.log(translate("MainWindow", "Autosave failed: {error}").format(error=exc))
            restored += 1
            self.log(translate("MainWindow", "Restored {title}").format(title=r.title))
        return restored

