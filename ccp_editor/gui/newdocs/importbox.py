"""The Import from Another Box dialog: pick documents of another game box (the demo, a friend's) by
name and copy them into the open box.

The dialog lists what the source box has, grouped by kind, with a check box each; what the open box
already has is shown greyed ("already in this box"), what it cannot take is greyed with the reason
(a box holds one forces document per nation), and when a chosen document's id is already used the
dialog asks whether to copy it under a new id or leave it out. The files are written by
``io/boximport.py`` (atomic, the manifest last) and the open box takes them in at once: the
browser, the Problems panel and the random battle wizard see them without a restart.

The flow (``flows.offer_import``, what the menu entry, the wizard's block and the new-document
dialogs call) writes the files and lets the open box take them in.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QRadioButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...io import boximport as BI
from ...io.dataset import load_dataset
from ...io.gamebox import GameBoxError, shipped_demo_root
from ...model.dataset import DataSet
from ..i18n import COUNT, translate
from ..i18n.logline import check_line

KEY_ROLE = Qt.ItemDataRole.UserRole
RENAMABLE = (BI.ID_TAKEN, BI.FILE_IN_THE_WAY)


def _t(template: str, params: dict[str, str] | None = None) -> str:
    """A template of ``io/boximport.py`` in the player's language."""
    return translate("BoxImport", template).format(**BI.words(params or {}, lambda t: translate("BoxImport", t)))


def _label(ds: DataSet, offer: BI.Offer) -> str:
    if offer.nation and ds.ruleset is not None and (n := ds.ruleset.nation(offer.nation)) is not None:
        return translate("BoxImport", "{nation}: {name}").format(nation=n.name, name=offer.name)
    return offer.name


class ImportBoxDialog(QDialog):
    """Choose a source box and the documents to copy from it into the box at ``target``."""

    def __init__(self, target: Path, preselect: list[str] | None = None, reason: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("importBoxDialog")
        self.setWindowTitle(translate("BoxImport", "Import from another game box"))
        self.setMinimumSize(720, 520)
        self.target = target
        self.preselect = preselect
        self.source: Path | None = None
        self.source_ds: DataSet | None = None
        self.target_ds, _ = load_dataset(target)
        layout = QVBoxLayout(self)
        if reason:
            why = QLabel(reason)
            why.setObjectName("importReason")
            why.setWordWrap(True)
            why.setStyleSheet("font-weight: bold;")
            layout.addWidget(why)
        intro = QLabel(translate("BoxImport", "Tick what to copy into your box. The copies keep their origin (demo data stays "
                                 "marked as demo data); a scenario brings its map and forces when your box lacks them."))
        intro.setWordWrap(True)
        layout.addWidget(intro)
        row = QHBoxLayout()
        row.addWidget(QLabel(translate("BoxImport", "Copy from:")))
        self.source_combo = QComboBox()
        self.source_combo.setObjectName("sourceCombo")
        demo = shipped_demo_root()
        if demo is not None:
            self.source_combo.addItem(translate("BoxImport", "The demo game box"), str(demo))
        self.source_combo.currentIndexChanged.connect(lambda _i: self.set_source(Path(self.source_combo.currentData())))
        row.addWidget(self.source_combo, 1)
        self.browse_button = QPushButton(translate("BoxImport", "Other box..."))
        self.browse_button.setObjectName("otherBoxButton")
        self.browse_button.clicked.connect(self._browse)
        row.addWidget(self.browse_button)
        layout.addLayout(row)
        self.tree = QTreeWidget()
        self.tree.setObjectName("importTree")
        self.tree.setHeaderLabels([translate("BoxImport", "Document"), translate("BoxImport", "In your box")])
        self.tree.setColumnWidth(0, 470)
        self.tree.itemChanged.connect(lambda *_a: self.update_plan())
        layout.addWidget(self.tree, 1)
        self.clash_box = QWidget()
        clash = QHBoxLayout(self.clash_box)
        clash.setContentsMargins(0, 0, 0, 0)
        self.clash_label = QLabel()
        self.clash_label.setWordWrap(True)
        clash.addWidget(self.clash_label, 1)
        self.rename_radio = QRadioButton(translate("BoxImport", "Copy under a new id"))
        self.rename_radio.setObjectName("renameRadio")
        self.skip_radio = QRadioButton(translate("BoxImport", "Leave it out"))
        self.skip_radio.setObjectName("skipRadio")
        group = QButtonGroup(self)
        group.addButton(self.rename_radio)
        group.addButton(self.skip_radio)
        self.rename_radio.setChecked(True)
        self.rename_radio.toggled.connect(lambda _c: self.update_plan())
        clash.addWidget(self.rename_radio)
        clash.addWidget(self.skip_radio)
        layout.addWidget(self.clash_box)
        self.summary = QLabel()
        self.summary.setObjectName("importSummary")
        self.summary.setWordWrap(True)
        layout.addWidget(self.summary)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.import_button = self.buttons.addButton(translate("BoxImport", "Import"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.import_button.setObjectName("importButton")
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.plan: BI.ImportPlan | None = None
        if self.source_combo.count():
            self.set_source(Path(self.source_combo.currentData()))
        else:
            self.update_plan()

    # ------------------------------------------------------------------ the source
    def _browse(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, translate("BoxImport", "The game box to copy from"), str(self.target.parent))
        if folder:
            self.add_source(Path(folder))

    def add_source(self, folder: Path) -> None:
        """Another box as the source (also what the folder dialog does)."""
        index = self.source_combo.findData(str(folder))
        if index < 0:
            self.source_combo.addItem(str(folder), str(folder))
            index = self.source_combo.count() - 1
        if index == self.source_combo.currentIndex():
            self.set_source(folder)
        self.source_combo.setCurrentIndex(index)

    def set_source(self, folder: Path) -> None:
        self.tree.blockSignals(True)
        self.tree.clear()
        self.source, self.source_ds = folder, None
        try:
            if Path(folder).resolve() == self.target.resolve():
                raise GameBoxError(BI.SAME_BOX)
            self.source_ds, _ = load_dataset(folder)
            if self.source_ds.manifest is None:
                raise GameBoxError(translate("BoxImport", "{file} is not a game box").format(file=folder))
        except (GameBoxError, OSError) as exc:
            self.source_ds = None
            self.tree.blockSignals(False)
            self.summary.setText(check_line(_t(str(exc))))
            self.import_button.setEnabled(False)
            self.clash_box.hide()
            return
        groups: dict[str, QTreeWidgetItem] = {}
        try:
            status = {s.offer.key: s for s in BI.plan_import(folder, self.target, None, rename=False, loaded=self.loaded()).steps}
        except (GameBoxError, ValueError):
            status = {}
        for offer in BI.offers_of(self.source_ds):
            group = groups.get(offer.kind)
            if group is None:
                group = QTreeWidgetItem(self.tree, [_t(offer.title)])
                group.setFlags(group.flags() | Qt.ItemFlag.ItemIsAutoTristate | Qt.ItemFlag.ItemIsUserCheckable)
                group.setFirstColumnSpanned(False)
                groups[offer.kind] = group
            item = QTreeWidgetItem(group, [_label(self.source_ds, offer), ""])
            item.setData(0, KEY_ROLE, offer.key)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            step = status.get(offer.key)
            blocked = step is not None and (step.action == BI.SAME or (step.action == BI.REFUSE and step.reason not in RENAMABLE))
            if blocked:
                item.setText(1, _t(step.reason, step.params) if step.action == BI.REFUSE else translate("BoxImport", "already in this box"))
                item.setToolTip(1, item.text(1))
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEnabled)
                item.setCheckState(0, Qt.CheckState.Unchecked)
            else:
                wanted = self.preselect is None or offer.key in self.preselect or offer.kind in self.preselect
                item.setCheckState(0, Qt.CheckState.Checked if wanted else Qt.CheckState.Unchecked)
        self.tree.expandAll()
        self.tree.blockSignals(False)
        self.update_plan()

    # ------------------------------------------------------------------ the plan
    def loaded(self) -> tuple[DataSet, DataSet] | None:
        """Both boxes as read once for this dialog: ticking a box plans again without reading them."""
        return (self.source_ds, self.target_ds) if self.source_ds is not None else None

    def item(self, key: str) -> QTreeWidgetItem | None:
        for i in range(self.tree.topLevelItemCount()):
            group = self.tree.topLevelItem(i)
            for j in range(group.childCount()):
                if group.child(j).data(0, KEY_ROLE) == key:
                    return group.child(j)
        return None

    def chosen(self) -> list[str]:
        out = []
        for i in range(self.tree.topLevelItemCount()):
            group = self.tree.topLevelItem(i)
            for j in range(group.childCount()):
                child = group.child(j)
                if child.checkState(0) == Qt.CheckState.Checked and child.flags() & Qt.ItemFlag.ItemIsEnabled:
                    out.append(child.data(0, KEY_ROLE))
        return out

    def update_plan(self) -> None:
        chosen = self.chosen()
        self.plan = None
        if self.source is None or self.source_ds is None or not chosen:
            self.clash_box.hide()
            self.summary.setText(translate("BoxImport", "Nothing chosen yet."))
            self.import_button.setEnabled(False)
            return
        try:
            probe = BI.plan_import(self.source, self.target, chosen, rename=False, loaded=self.loaded())
        except (GameBoxError, ValueError) as exc:
            self.summary.setText(check_line(str(exc)))
            self.import_button.setEnabled(False)
            return
        clashing = [s for s in probe.refused if s.reason in RENAMABLE]
        self.clash_box.setVisible(bool(clashing))
        if clashing:
            names = ", ".join(s.offer.name for s in clashing)
            self.clash_label.setText(translate("BoxImport", "Your box already uses the id of: {names}.").format(names=names))
        rename = bool(clashing) and self.rename_radio.isChecked()
        self.plan = BI.plan_import(self.source, self.target, chosen, rename=rename, loaded=self.loaded()) if rename else probe
        lines = []
        copied = self.plan.written
        count = len(copied)
        lines.append(translate("BoxImport", "%n document(s) will be copied into your box.", None, COUNT, count))
        for s in self.plan.steps:
            if s.action == BI.RENAME:
                lines.append(translate("BoxImport", "{name}: copied under the new id {new}").format(name=s.offer.name, new=s.new_id))
            elif not s.requested and s.writes:
                lines.append(translate("BoxImport", "{name}: also copied, {why}").format(name=s.offer.name, why=_t(s.reason, s.params)))
            elif s.action in (BI.REFUSE, BI.SAME):
                lines.append(translate("BoxImport", "{name}: left out, {why}").format(name=s.offer.name, why=_t(s.reason, s.params)))
        self.summary.setText("\n".join(lines))
        self.import_button.setEnabled(bool(copied))


def missing_reason(missing: list[BI.Missing]) -> str:
    """One sentence naming what the box lacks ("this box has no forces for Japan; ...")."""
    return "; ".join(_t(m.reason, m.params) for m in missing)
