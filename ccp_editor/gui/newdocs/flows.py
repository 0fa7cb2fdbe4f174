"""What the main window does to start a job: new game box, new map from a scan, new scenario, Save As.

Every new document belongs to the open game box: it is written into the box's folders, listed in the
manifest where the kind needs it, given an id that no other document of the box uses, and marked as
the user's own data. The demo box shipped with the app is read-only: whatever would write into it
offers an own copy of it instead.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QInputDialog

from ...io.dataset import stat_key
from ...io.documents import read_document
from ...io.gamebox import (
    IMAGE_SUFFIXES,
    GameBoxError,
    create_box,
    create_map,
    inside_box,
    is_shipped_demo,
    propose_id,
    register_document,
    save_new_document,
    taken_ids,
)
from ...io.uniqueness import duplicate_id_problems
from ...model import Document
from ...model.dataset import DataSet
from ...rsg.context import forget
from ..document import DocumentModel
from ..editors.docview import COMMON_SUBVIEW_FACTORIES
from ..i18n import translate
from ..i18n.logline import check_line
from ..shell import ActionSpec, ViewRoute
from .dialogs import NewDataSetDialog, NewMapDialog, NewScenarioDialog, SaveAsDialog


def kind_titles() -> dict[str, str]:
    return {
        "forces": translate("NewDocuments", "forces"),
        "fate_deck": translate("NewDocuments", "Fate deck"),
        "objective_chits": translate("NewDocuments", "objective chits"),
        "fortification_ob": translate("NewDocuments", "fortification OB"),
        "map": translate("NewDocuments", "map"),
        "scenario": translate("NewDocuments", "scenario"),
        "ruleset": translate("NewDocuments", "rule set"),
        "playtest": translate("NewDocuments", "playtest"),
        "dataset": translate("NewDocuments", "game box"),
    }


def _report(main: Any, message: str) -> None:
    main.log(message)
    main.statusBar().showMessage(message, 8000)


def is_image(path: str | Path) -> bool:
    return Path(path).suffix.lower() in IMAGE_SUFFIXES


# ----------------------------------------------------------------------------- the open box


def box_root(main: Any) -> Path | None:
    return main.workspace.root


def box_is_writable(main: Any) -> bool:
    root = box_root(main)
    return root is not None and not is_shipped_demo(root)


def adopt(ds: DataSet, doc: Document, path: Path) -> None:
    """Put a document just written into the box into the loaded data set (browser, generator...)."""
    path = Path(path).resolve()
    kind = doc.KIND
    if kind == "map":
        ds.maps[doc.id] = doc  # type: ignore[attr-defined]
    elif kind == "scenario":
        ds.scenarios[doc.id] = doc  # type: ignore[attr-defined]
    elif kind == "forces":
        ds.forces[doc.nation] = doc  # type: ignore[attr-defined]
    elif kind == "fate_deck":
        ds.fate_decks[doc.nation] = doc  # type: ignore[attr-defined]
    elif kind == "objective_chits":
        ds.chits = doc  # type: ignore[assignment]
    elif kind == "fortification_ob":
        ds.fortification_ob = doc  # type: ignore[assignment]
    ds.paths[id(doc)] = path
    _, loaded, problems = read_document(path)  # positions for the problems list, as a loaded box has them
    ds.sources[path] = (stat_key(path), doc, loaded, problems)
    ds.clashes = duplicate_id_problems(ds)
    ds.invalidate()
    forget(ds)


def restore_from_disk(ds: DataSet, path: Path) -> None:
    """After Save As, the original file is what the box holds for it again."""
    doc, _loaded, _problems = read_document(path)
    if doc is not None:
        adopt(ds, doc, path)


def with_own_box(main: Any, action: Callable[[], object], why: str) -> bool:
    """Run ``action`` in a writable box; with the shipped demo (or no box) open, offer an own box first."""
    if box_is_writable(main):
        action()
        return True
    root = box_root(main)
    reason = (
        translate("NewDocuments", "The demo game box that comes with the app is read-only. Make your own copy to {why}.").format(why=why)
        if root is not None
        else translate("NewDocuments", "Open or make a game box to {why}.").format(why=why)
    )
    new_game_box(main, from_demo=True, reason=reason, then=action)
    return False


# ----------------------------------------------------------------------------- game box


def new_game_box(main: Any, from_demo: bool = True, reason: str = "", then: Callable[[], object] | None = None) -> NewDataSetDialog:
    """Show the New game box dialog (non-blocking); on OK the box is made and opened."""
    dialog = NewDataSetDialog(main, from_demo=from_demo, reason=reason)

    def done() -> None:
        try:
            create_box(dialog.folder, dialog.name_edit.text().strip(), from_demo=dialog.from_demo)
        except (GameBoxError, OSError) as exc:
            main.prompts.error(translate("NewDocuments", "New game box"), check_line(str(exc)))
            return
        carried = _carry_demo_edits(main, Path(dialog.folder)) if dialog.from_demo else []
        if main.open_dataset(dialog.folder):
            for path in carried:
                main.open_path(path)
            _report(main, translate("NewDocuments", "Made the game box {name} in {path}").format(name=dialog.name_edit.text().strip(), path=dialog.folder))
            if then is not None:
                then()

    dialog.accepted.connect(done)
    dialog.open()
    main.last_dialog = dialog
    return dialog


def _carry_demo_edits(main: Any, box: Path) -> list[Path]:
    """Unsaved edits to documents of the shipped demo go to their copies in the new box."""
    demo = box_root(main)
    if demo is None or not is_shipped_demo(demo):
        return []
    carried = []
    for model in list(main.views):
        if model.dirty and model.path is not None and inside_box(demo, model.path):
            target = box / Path(model.path).resolve().relative_to(demo)
            if target.is_file() and main.save_model(model, target):
                carried.append(target)
    return carried


# ----------------------------------------------------------------------------- map from a scan


def new_map_from_scan(main: Any, scan: str | Path | None = None) -> NewMapDialog | None:
    """The New map dialog (non-blocking); on OK the scan is copied in and the guided calibration starts."""
    holder: dict[str, NewMapDialog] = {}

    def show() -> None:
        taken = taken_ids(main.workspace.dataset, "map")
        dialog = NewMapDialog(taken, main, scan)
        dialog.accepted.connect(lambda: _create_map(main, dialog))
        dialog.open()
        main.last_dialog = dialog
        holder["dialog"] = dialog

    with_own_box(main, show, translate("NewDocuments", "trace a map"))
    return holder.get("dialog")


def _create_map(main: Any, dialog: NewMapDialog) -> Any:
    from .guide import CalibrationGuide  # the map editor loads only when a map is made

    root = box_root(main)
    try:
        doc, written = create_map(
            root,
            dialog.scan,
            dialog.names.ident,
            dialog.names.name,
            dialog.columns.value(),
            dialog.rows.value(),
            dialog.orientation.currentData(),
            dialog.parity.currentData(),
        )
    except (GameBoxError, OSError) as exc:
        main.prompts.error(translate("NewDocuments", "New map"), check_line(str(exc)))
        return None
    path = written[0]
    adopt(main.workspace.dataset, doc, path)
    main.workspace.datasetChanged.emit()
    model = main.open_path(path)
    if model is None:
        return None
    editor = main.views[model].subviews.get("editor")
    main.views[model].show_subview("editor")
    guide = CalibrationGuide(editor)
    main.calibration_guide = guide
    _report(main, translate("NewDocuments", "Map {id} created as a draft: click the three hexes the banner names").format(id=doc.id))
    return guide


# ----------------------------------------------------------------------------- scenario


def new_scenario(main: Any, map_id: str | None = None) -> NewScenarioDialog | None:
    holder: dict[str, NewScenarioDialog] = {}

    def show() -> None:
        ds = main.workspace.dataset
        dialog = NewScenarioDialog(ds, taken_ids(ds, "scenario"), main, map_id)
        dialog.accepted.connect(lambda: _create_scenario(main, dialog))
        _offer_missing(main, dialog, ["maps", "forces"], lambda: new_scenario(main, map_id))
        dialog.open()
        main.last_dialog = dialog
        holder["dialog"] = dialog

    with_own_box(main, show, translate("NewDocuments", "design scenarios"))
    return holder.get("dialog")


def _offer_missing(main: Any, dialog: Any, kinds: list[str], again: Callable[[], object]) -> None:
    """A new-document dialog over a box that lacks maps or forces offers to import them (the dialog
    closes, the Import dialog opens with those ticked, and this dialog comes back once done)."""
    from ...io.boximport import missing_for_battles
    from .importbox import missing_reason

    missing = [m for m in missing_for_battles(main.workspace.dataset, card_game=False) if m.key.split(":")[0] in kinds]
    if not missing:
        return
    reason = missing_reason(missing)
    button = dialog.buttons.addButton(translate("NewDocuments", "Import from Another Box..."), dialog.buttons.ButtonRole.HelpRole)
    button.setObjectName("importMissingButton")
    button.setToolTip(reason)
    keys = [m.key for m in missing]

    def go() -> None:
        dialog.reject()
        offer_import(main, keys, reason[:1].upper() + reason[1:] + ".", then=again)

    button.clicked.connect(go)


def new_forces(main: Any, nation: str | None = None) -> DocumentModel | None:
    """File > New > Forces: asks which nation (the rule set's, by name), or offers to import a
    nation's forces from another box; a new sheet for a nation the box has says it will replace it."""
    from ...model import Forces

    ds = main.workspace.dataset
    nations = list(ds.ruleset.nations) if ds.ruleset is not None else []
    if nation is None:
        labels = []
        for n in nations:
            has = ds.forces.get(n.id)
            labels.append(translate("NewDocuments", "{nation} (the box has {name})").format(nation=n.name, name=has.name) if has else n.name)
        copy_label = translate("NewDocuments", "Copy forces from another box...")
        choice, ok = QInputDialog.getItem(main, translate("NewDocuments", "New forces"),
                                          translate("NewDocuments", "Forces of which nation?"), [*labels, copy_label], 0, False)
        if not ok:
            return None
        if choice == copy_label:

            offer_import(main, ["forces"])
            return None
        nation = nations[labels.index(choice)].id
    name = next((n.name for n in nations if n.id == nation), nation)
    ident = propose_id(f"forces-{nation}", taken_ids(ds, "forces"))
    doc = Forces(kind="forces", format=1, id=ident, name=translate("NewDocuments", "{nation} forces").format(nation=name),
                 nation=nation, provenance="user")
    model = DocumentModel(doc, None, ds)
    main.workspace.add_document(model)
    main.show_document(model)
    return model


def _create_scenario(main: Any, dialog: NewScenarioDialog) -> DocumentModel | None:
    from ...core.newscenario import ScenarioSetupError, SideChoice, build_scenario

    ds = main.workspace.dataset
    try:
        sc = build_scenario(
            ds,
            dialog.map_combo.currentData(),
            dialog.names.ident,
            dialog.names.name,
            dialog.year_combo.currentData(),
            SideChoice("JP", dialog.japan_posture.currentData(), dialog.japan_ob.currentData()),
            SideChoice(dialog.allied_combo.currentData(), dialog.allied_posture.currentData(), dialog.allied_ob.currentData()),
            japan_edge=dialog.edge_combo.currentData(),
        )
        written = save_new_document(box_root(main), sc)
    except (ScenarioSetupError, GameBoxError, OSError) as exc:
        main.prompts.error(translate("NewDocuments", "New scenario"), check_line(str(exc)))
        return None
    adopt(ds, sc, written[0])
    main.workspace.datasetChanged.emit()
    model = main.open_path(written[0])
    _report(main, translate("NewDocuments", "Scenario {id} created").format(id=sc.id))
    if model is not None and dialog.to_board:
        from ..board.integration import open_setup_board

        open_setup_board(main, model)
    return model


# ----------------------------------------------------------------------------- Save As, the read-only demo


def refuse_shipped_demo(main: Any, target: Path) -> bool:
    """True (after offering an own copy) when ``target`` lies in the shipped demo box."""
    from ...io.gamebox import shipped_demo_root

    demo = shipped_demo_root()
    if demo is None or not inside_box(demo, Path(target)):
        return False
    _report(main, translate("NewDocuments", "The demo game box is read-only: {path} was not saved").format(path=target))
    new_game_box(
        main,
        from_demo=True,
        reason=translate("NewDocuments", "The demo game box that comes with the app is read-only. Make your own copy, then save your changes there."),
    )
    return True


def save_as(main: Any, model: DocumentModel) -> bool:
    """Save a document under a new id, in the game box (registered there) or as a file elsewhere."""
    ds = main.workspace.dataset
    root = box_root(main)
    doc = model.doc
    kind = model.kind
    if root is None or is_shipped_demo(root) or kind not in ("forces", "fate_deck", "objective_chits", "fortification_ob", "map", "scenario"):
        return _save_as_plain(main, model)
    folder = (model.path.parent if model.path is not None and inside_box(root, model.path) else None) or _kind_folder(root, kind)
    old_id = getattr(doc, "id", "")
    taken = taken_ids(ds, kind)
    name = getattr(doc, "name", "") or ""
    if model.path is not None:
        name = translate("NewDocuments", "{name} (copy)").format(name=name)
    dialog = SaveAsDialog(kind_titles().get(kind, kind), kind, taken, name, "", folder, main)
    main.last_dialog = dialog
    if not dialog.exec():
        return False
    target = dialog.path
    new_doc = copy.deepcopy(doc)
    new_doc.id = dialog.names.ident  # type: ignore[attr-defined]
    new_doc.name = dialog.names.name  # type: ignore[attr-defined]
    if getattr(new_doc, "provenance", "user") in ("demo", "builtin"):
        new_doc.provenance = "user"  # type: ignore[attr-defined]
    old_path = model.path
    model.replace_document(new_doc, translate("NewDocuments", "Save as {id}").format(id=new_doc.id))  # type: ignore[attr-defined]
    if not main.save_model(model, target):
        model.undo_stack.undo()  # the document keeps its old id and file
        return False
    if old_path is not None and Path(old_path).is_file():
        restore_from_disk(ds, Path(old_path))
    if inside_box(root, target):
        try:
            register_document(root, kind, target, getattr(model.doc, "nation", None))
        except GameBoxError as exc:
            _report(main, check_line(str(exc)))
        else:
            if kind in ("forces", "fate_deck") and old_path is not None:
                ds.sources.pop(Path(old_path).resolve(), None)  # the manifest no longer lists it for the nation
            adopt(ds, model.doc, target)
    else:
        _report(main, translate("NewDocuments", "Saved outside the game box: the box does not use {path}").format(path=target))
    main.workspace.datasetChanged.emit()
    _report(main, translate("NewDocuments", "Saved {kind} {id} as {path}").format(kind=kind_titles().get(kind, kind), id=old_id and model.doc.id, path=target))
    return True


def save_new(main: Any, model: Any) -> bool:
    """The first Save of a document with no file yet. A generated one (a random battle) is saved
    under the id it has, in the box's folder for its kind, with no Save As question; anything else,
    or an id the box already uses, goes through Save As."""
    from ...io.gamebox import default_path, id_problem

    root = box_root(main)
    doc = getattr(model, "doc", None)
    kind = getattr(model, "kind", "")
    if (isinstance(model, DocumentModel) and root is not None and not is_shipped_demo(root)
            and getattr(doc, "provenance", "") == "generated" and kind in ("scenario", "map")):
        ds = main.workspace.dataset
        ident = getattr(doc, "id", "")
        target = default_path(root, kind, ident)
        if id_problem(kind, ident, taken_ids(ds, kind)) is None and not target.exists() and not target.is_symlink():
            if not main.save_model(model, target):
                return False
            adopt(ds, model.doc, target)
            main.workspace.datasetChanged.emit()
            _report(main, translate("NewDocuments", "Saved {kind} {id} as {path}").format(kind=kind_titles().get(kind, kind), id=ident, path=target))
            return True
    return bool(main.save_model_as(model))


def _kind_folder(root: Path, kind: str) -> Path:
    from ...io.gamebox import default_path

    return default_path(root, kind, "x").parent


def _save_as_plain(main: Any, model: DocumentModel) -> bool:
    from PySide6.QtWidgets import QFileDialog

    start = str(model.path or (box_root(main) or Path.home()) / f"{getattr(model.doc, 'id', 'document')}.yaml")
    path, _ = QFileDialog.getSaveFileName(main, translate("NewDocuments", "Save document as"), start, translate("NewDocuments", "Documents (*.yaml *.yml)"))
    if not path:
        return False
    return main.save_model(model, Path(path))


# ----------------------------------------------------------------------------- importing from another box


def take_in(main: Any, written: list[Path]) -> None:
    """The open box takes the imported files in: browser, problems and generator see them at once."""
    ds = main.workspace.dataset
    root = Path(main.workspace.root)
    for path in written:
        if path.suffix not in (".yaml", ".yml") or path.name == "dataset.yaml":
            continue
        doc, _loaded, _problems = read_document(path)
        if doc is None:
            continue
        if doc.KIND == "ruleset":
            ds.ruleset = doc  # type: ignore[assignment]
            ds.paths[id(doc)] = path
        else:
            adopt(ds, doc, path)
    manifest, _l, _p = read_document(root / "dataset.yaml")
    if manifest is not None:
        ds.manifest = manifest  # type: ignore[assignment]
    main.workspace.datasetChanged.emit()


def run_import(main: Any, dialog: Any) -> list[Path]:
    from ...io.boximport import apply_import

    plan = dialog.plan
    if plan is None:
        return []
    try:
        written = apply_import(plan)
    except (GameBoxError, OSError) as exc:
        main.prompts.error(translate("BoxImport", "Import from another box"), check_line(str(getattr(exc, "strerror", None) or exc)))
        return []
    take_in(main, written)
    names = ", ".join(s.offer.name for s in plan.written)
    message = translate("BoxImport", "Imported into {box}: {names}").format(box=main.workspace.name, names=names)
    main.log(message)
    main.statusBar().showMessage(message, 8000)
    return written


def offer_import(main: Any, keys: list[str] | None = None, reason: str = "", then: Any = None) -> Any:
    """Show the Import dialog over the window (non-blocking), ``keys`` ticked; on Import the files
    are written and ``then()`` runs. With the demo box (or none) open, an own box is offered first."""
    from .importbox import ImportBoxDialog

    holder: dict[str, ImportBoxDialog] = {}

    def show() -> None:
        dialog = ImportBoxDialog(Path(main.workspace.root), keys, reason, main)

        def done() -> None:
            if run_import(main, dialog) and then is not None:
                then()

        dialog.accepted.connect(done)
        dialog.open()
        main.last_dialog = dialog
        holder["dialog"] = dialog

    with_own_box(main, show, translate("BoxImport", "import documents into it"))
    return holder.get("dialog")


# ----------------------------------------------------------------------------- File > New, drops


def new_document_menu(main: Any) -> object | None:
    """File > New: every kind a user can start, jobs first."""
    choices = [
        (translate("NewDocuments", "Map from a scan"), lambda: new_map_from_scan(main)),
        (translate("NewDocuments", "Scenario"), lambda: new_scenario(main)),
        (translate("NewDocuments", "Game box"), lambda: new_game_box(main)),
        (translate("NewDocuments", "Forces (one nation)"), lambda: new_forces(main)),
        (translate("NewDocuments", "Documents from another game box"), lambda: _import(main)),
        (translate("NewDocuments", "Objective chits"), lambda: main.create_document("objective_chits")),
        (translate("NewDocuments", "Fortification OB"), lambda: main.create_document("fortification_ob")),
    ]
    labels = [c[0] for c in choices]
    choice, ok = QInputDialog.getItem(main, translate("NewDocuments", "New"), translate("NewDocuments", "What do you want to start?"), labels, 0, False)
    if not ok:
        return None
    return choices[labels.index(choice)][1]()


def _import(main: Any) -> object | None:

    return offer_import(main)


def show_view(main: Any, name: str) -> bool:
    """``--view new-box``, ``new-map[:IMAGE]`` and ``new-scenario``: the dialog over the window."""
    head, _, arg = name.partition(":")
    if head == "new-box":
        return new_game_box(main) is not None
    if head == "new-map":
        new_map_from_scan(main, arg or None)
    elif head == "new-scenario":
        new_scenario(main)
    elif head == "import-box":
        offer_import(main)
    return getattr(main, "last_dialog", None) is not None


def drag_enter(event: Any) -> None:
    """Files dragged over the window are welcome: a scan starts a new map, a document opens."""
    if event.mimeData().hasUrls() and any(u.isLocalFile() for u in event.mimeData().urls()):
        event.acceptProposedAction()


def drop(main: Any, event: Any) -> None:
    files = [u.toLocalFile() for u in event.mimeData().urls() if u.isLocalFile()] if event.mimeData().hasUrls() else []
    if files:
        event.acceptProposedAction()
        open_any(main, files[0])


def open_any(main: Any, path: str | Path) -> object | None:
    """Open what a user points at: an image starts a new map, anything else opens as usual."""
    if is_image(path) and Path(path).is_file():
        return new_map_from_scan(main, path)
    return main.open_path(path)


def _document_form(model: DocumentModel) -> list:
    from .fields import document_form_subview  # readiness checks load with the first document tab

    return document_form_subview(model)


def mark_read_only(main: Any, model: DocumentModel) -> None:
    """A document of the shipped demo box says so in its tab's header: its changes cannot be saved
    there. The badge follows the document: saved as an own copy elsewhere, it goes."""
    from PySide6.QtWidgets import QLabel

    from ...io.gamebox import shipped_demo_root

    view = main.views.get(model)
    if view is None:
        return
    demo = shipped_demo_root()
    read_only = model.path is not None and demo is not None and inside_box(demo, model.path)
    badge = view.findChild(QLabel, "readOnlyBadge")
    if badge is None:
        if not read_only:
            return
        badge = QLabel(translate("NewDocuments", "READ-ONLY"))
        badge.setObjectName("readOnlyBadge")
        badge.setToolTip(translate("NewDocuments", "The demo game box is read-only: make your own copy (File > New Game Box...) to save changes."))
        badge.setStyleSheet("QLabel#readOnlyBadge { background: #6d6d6d; color: white; font-weight: bold; border-radius: 4px; padding: 2px 8px; }")
        header = view.layout().itemAt(0).layout()
        header.insertWidget(2, badge)
        model.pathChanged.connect(lambda m=model: mark_read_only(main, m))
    badge.setVisible(read_only)


def _remember_box(main: Any) -> None:
    """The box in use is the one the app opens next time (kept at once, not only on a clean quit)."""
    root = box_root(main)
    if root is not None and main.settings.value("lastDataSet") != str(root):
        main.settings.setValue("lastDataSet", str(root))


class NewDocumentsFeature:
    """The New ... entries of the File menu, their ``--view`` names, the document form tab, the
    read-only badge of the shipped demo and dropping files on the window (a ``Feature``)."""

    def install(self, shell: Any) -> None:
        main = shell  # the main window: it opens boxes and documents for the flows above
        if _document_form not in COMMON_SUBVIEW_FACTORIES:
            COMMON_SUBVIEW_FACTORIES.append(_document_form)
        shell.add_actions(
            "file.new",
            [
                ActionSpec("actNewMap", translate("NewDocuments", "New &Map from Scan..."), lambda: new_map_from_scan(main), "Ctrl+Shift+M"),
                ActionSpec("actNewScenario", translate("NewDocuments", "New S&cenario..."), lambda: new_scenario(main), "Ctrl+Shift+N"),
                ActionSpec("actNewGameBox", translate("NewDocuments", "New &Game Box..."), lambda: new_game_box(main)),
            ],
        )
        shell.add_actions(
            "file.open",
            [ActionSpec("actImportBox", translate("NewDocuments", "&Import from Another Box..."), lambda: offer_import(main))],
        )
        for prefix, usage in (("new-box", "new-box"), ("new-map", "new-map[:IMAGE]"), ("new-scenario", "new-scenario"), ("import-box", "import-box")):
            shell.register_view(ViewRoute(prefix, usage, lambda arg, p=prefix: show_view(main, f"{p}:{arg}" if arg else p)))
        _install_window_hooks(main)


def _install_window_hooks(main: Any) -> None:
    main.setAcceptDrops(True)
    main.workspace.datasetChanged.connect(lambda: _remember_box(main))
    main.documentShown.connect(lambda model: mark_read_only(main, model))
