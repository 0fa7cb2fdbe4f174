"""The scenario editor: every field of a generated or custom scenario, next to its map.

Each widget is bound to a JSON pointer of the Scenario document; a change becomes one undoable
``DocumentModel`` edit and every widget redraws from the model's change signals, so undo, the YAML
view and the problems dock (live, rules-aware validation) always agree with what is shown.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QSplitter,
    QStyledItemDelegate,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ...model.base import ModelError
from .. import enums
from ..describe import location
from ..document import DocumentModel
from ..i18n import translate
from ..pointers import PointerError, resolve
from .fields import ChitLine, ControlCombo, ReinforcementTable
from .mapview import ScenarioMapView, fort_type_items, marker_type_items
from .unitdrag import UnitListDragSource

SIDES = (("japan", "Japan"), ("allied", "Allies"))  # (id, English title; shown through side_title)
POSTURES = ("attacker", "defender", "recon", "invader", "banzai")
QUALITIES = ("elite", "line", "green")
EDGES = ("top", "bottom", "left", "right")
NONE_TEXT = "(none)"  # English text of the 'none' entry (shown through none_text)


def none_text() -> str:
    return translate("ScenarioEditor", "(none)")


def side_title(side_id: str) -> str:
    return {"japan": translate("ScenarioEditor", "Japan"), "allied": translate("ScenarioEditor", "Allies")}.get(side_id, side_id)


def _sides() -> list[tuple[str, Any]]:
    return [(side_title("japan"), "japan"), (side_title("allied"), "allied")]


class Binder:
    """Keeps widgets and pointers together: ``refresh`` loads every widget from the model (signals
    blocked); a widget's change calls ``commit`` with its pointer and value."""

    def __init__(self, model: DocumentModel, report: Callable[[str], None]) -> None:
        self.model = model
        self.report = report
        self.loaders: list[Callable[[], None]] = []

    def value(self, pointer: str) -> Any:
        try:
            return resolve(self.model.doc, pointer)
        except (PointerError, KeyError, IndexError, AttributeError):
            return None

    def commit(self, pointer: str, value: Any, label: str | None = None) -> None:
        try:
            self.model.set_value(pointer, value, label)
        except (ModelError, PointerError, ValueError, TypeError) as exc:
            self.report(f"{location(self.model.doc, pointer, self.model.dataset)}: {getattr(exc, 'message', exc)}")  # words, not a pointer
            self.refresh()

    def refresh(self) -> None:
        for load in self.loaders:
            load()

    # ------------------------------------------------------------------ widget makers
    def line(self, pointer: str, name: str) -> QLineEdit:
        w = QLineEdit()
        w.setObjectName(name)

        def load() -> None:
            v = self.value(pointer)
            text = "" if v is None else str(v)
            if w.hasFocus() and w.isModified():
                return  # being typed in: committed on Enter or when the field loses focus
            if w.text() != text:
                w.blockSignals(True)
                w.setText(text)
                w.setCursorPosition(0)  # a name longer than the field shows its start
                w.blockSignals(False)

        w.editingFinished.connect(lambda: self.commit(pointer, w.text()) if w.text() != str(self.value(pointer) or "") else None)
        self.loaders.append(load)
        return w

    def spin(self, pointer: str, name: str, lo: int, hi: int, optional: bool = False) -> QSpinBox:
        """A number; with ``optional`` the lowest value stands for 'none' (null)."""
        w = QSpinBox()
        w.setObjectName(name)
        w.setRange(lo - 1 if optional else lo, hi)
        if optional:
            w.setSpecialValueText(none_text())

        def load() -> None:
            v = self.value(pointer)
            w.blockSignals(True)
            w.setValue(w.minimum() if v is None else int(v))
            w.blockSignals(False)

        def changed(v: int) -> None:
            self.commit(pointer, None if optional and v == w.minimum() else v)

        w.valueChanged.connect(changed)
        self.loaders.append(load)
        return w

    def check(self, pointer: str, name: str, text: str = "") -> QCheckBox:
        w = QCheckBox(text)
        w.setObjectName(name)

        def load() -> None:
            w.blockSignals(True)
            w.setChecked(bool(self.value(pointer)))
            w.blockSignals(False)

        w.toggled.connect(lambda on: self.commit(pointer, on))
        self.loaders.append(load)
        return w

    def combo(self, pointer: str, name: str, choices: Callable[[], list[tuple[str, Any]]]) -> QComboBox:
        """A choice among (label, value) pairs computed at each refresh (e.g. the nation's OB cards)."""
        w = QComboBox()
        w.setObjectName(name)

        def load() -> None:
            w.blockSignals(True)
            items = choices()
            current = self.value(pointer)
            if [w.itemData(i) for i in range(w.count())] != [v for _, v in items]:
                w.clear()
                for label, v in items:
                    w.addItem(label, v)
            i = next((k for k, (_, v) in enumerate(items) if v == current), -1)
            if i < 0 and current is not None:
                w.addItem(translate("ScenarioEditor", "{value} (not in the data set)").format(value=current), current)
                i = w.count() - 1
            w.setCurrentIndex(i)
            w.blockSignals(False)

        w.currentIndexChanged.connect(lambda _i: self.commit(pointer, w.currentData()))
        self.loaders.append(load)
        return w


def _plain(values: list[Any]) -> list[tuple[str, Any]]:
    return [(str(v), v) for v in values]


class _ListModel(QAbstractTableModel):
    """The rows of one list of the document, read on demand: a view asks only for the cells it
    shows, so a side of 10,000 units opens as fast as one of ten."""

    def __init__(self, owner: ListTable) -> None:
        super().__init__(owner)
        self.owner = owner
        self.rows: list[Any] = []
        self.labels: list[dict[Any, str]] = []  # per column: value -> label, for choice columns

    def load(self) -> None:
        items = self.owner.items()
        labels = []
        for _field, _title, kind, choices in self.owner.columns:
            pairs = choices() if kind == "choice" and choices else []
            labels.append({_key(v): label for label, v in pairs})
        self.labels = labels
        if len(items) == len(self.rows):
            self.rows = items
            if items:
                self.dataChanged.emit(self.index(0, 0), self.index(len(items) - 1, len(self.owner.columns) - 1))
            return
        self.beginResetModel()
        self.rows = items
        self.endResetModel()

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self.owner.columns)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:  # noqa: N802
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return self.owner.columns[section][1]
        if role == Qt.ItemDataRole.DisplayRole:
            return str(section + 1)
        return None

    def flags(self, index: QModelIndex | QPersistentModelIndex) -> Qt.ItemFlag:
        base = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if self.owner.columns[index.column()][2] == "bool":
            return base | Qt.ItemFlag.ItemIsUserCheckable
        return base | Qt.ItemFlag.ItemIsEditable

    def value(self, row: int, column: int) -> Any:
        return getattr(self.rows[row], self.owner.columns[column][0])

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or index.row() >= len(self.rows):
            return None
        kind = self.owner.columns[index.column()][2]
        value = self.value(index.row(), index.column())
        if kind == "bool":
            if role == Qt.ItemDataRole.CheckStateRole:
                return Qt.CheckState.Checked if value else Qt.CheckState.Unchecked
            return None
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole, Qt.ItemDataRole.ToolTipRole):
            if kind == "choice" and role != Qt.ItemDataRole.EditRole:  # the tooltip: a name the column cuts short
                return self.labels[index.column()].get(_key(value), "" if value is None else str(value))
            return "" if value is None else str(value)
        if role == Qt.ItemDataRole.UserRole:
            return value
        return None

    def setData(self, index: QModelIndex | QPersistentModelIndex, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:  # noqa: N802
        if not index.isValid():
            return False
        field, _title, kind, _choices = self.owner.columns[index.column()]
        ptr = f"{self.owner.pointer}/{index.row()}/{field}"
        if kind == "bool":
            if role != Qt.ItemDataRole.CheckStateRole:
                return False
            self.owner.binder.commit(ptr, Qt.CheckState(value) == Qt.CheckState.Checked)
            return True
        if role == Qt.ItemDataRole.UserRole or kind == "choice":
            self.owner.binder.commit(ptr, value)
            return True
        if role != Qt.ItemDataRole.EditRole:
            return False
        text = str(value).strip()
        new: Any = None if text == "" else text
        if kind == "int" and new is not None:
            try:
                new = int(text)
            except ValueError:
                self.owner.binder.report(translate("ScenarioEditor", "{field}: {text} is not a whole number").format(field=ptr, text=repr(text)))
                return False
        self.owner.binder.commit(ptr, new)
        return True


def _key(value: Any) -> Any:
    """A dict key for a choice value (choices are plain scalars; anything else by its text)."""
    return value if isinstance(value, (str, int, float, bool, type(None))) else repr(value)


class _ChoiceDelegate(QStyledItemDelegate):
    """A combo box for a choice column, created only while that one cell is edited."""

    def __init__(self, owner: ListTable) -> None:
        super().__init__(owner)
        self.owner = owner

    def createEditor(self, parent: QWidget, option: Any, index: QModelIndex | QPersistentModelIndex) -> QWidget:  # noqa: N802
        choices = self.owner.columns[index.column()][3]
        combo = QComboBox(parent)
        for label, v in choices() if choices else []:
            combo.addItem(label, v)
        return combo

    def setEditorData(self, editor: QWidget, index: QModelIndex | QPersistentModelIndex) -> None:  # noqa: N802
        assert isinstance(editor, QComboBox)
        value = index.data(Qt.ItemDataRole.UserRole)
        i = editor.findData(value)
        if i < 0:
            editor.addItem(translate("ScenarioEditor", "{value} (not in the data set)").format(value=value), value)
            i = editor.count() - 1
        editor.setCurrentIndex(i)

    def setModelData(self, editor: QWidget, model: Any, index: QModelIndex | QPersistentModelIndex) -> None:  # noqa: N802
        assert isinstance(editor, QComboBox)
        if editor.currentData() != index.data(Qt.ItemDataRole.UserRole):
            model.setData(index, editor.currentData(), Qt.ItemDataRole.UserRole)


class _Cell:
    """One cell of a ListTable, read and written like a table item (``text`` / ``setText``)."""

    def __init__(self, table: _ListView, row: int, column: int) -> None:
        self.index = table.model().index(row, column)

    def text(self) -> str:
        return str(self.index.data(Qt.ItemDataRole.DisplayRole) or "")

    def setText(self, text: str) -> None:  # noqa: N802
        self.index.model().setData(self.index, text, Qt.ItemDataRole.EditRole)

    def value(self) -> Any:
        return self.index.data(Qt.ItemDataRole.UserRole)

    def setValue(self, value: Any) -> None:  # noqa: N802
        self.index.model().setData(self.index, value, Qt.ItemDataRole.UserRole)


class _ListView(QTableView):
    """The table of a ListTable, with item-style access to its cells for scripts and tests."""

    def rowCount(self) -> int:  # noqa: N802
        return self.model().rowCount()

    def item(self, row: int, column: int) -> _Cell | None:
        if 0 <= row < self.model().rowCount() and 0 <= column < self.model().columnCount():
            return _Cell(self, row, column)
        return None


class ListTable(QWidget):
    """A table over one list of the document, with add and remove buttons.

    ``columns``: (field, title, kind, choices) with kind 'text', 'int', 'bool' or 'choice';
    ``make_item`` gives the plain data of a new row. The table is a view on the list (no widget
    per cell), so its cost is what is on screen, not the length of the list.
    """

    def __init__(
        self,
        binder: Binder,
        pointer: str,
        columns: list[tuple[str, str, str, Callable[[], list[tuple[str, Any]]] | None]],
        make_item: Callable[[], dict[str, Any]],
        name: str,
    ) -> None:
        super().__init__()
        self.binder = binder
        self.pointer = pointer
        self.columns = columns
        self.make_item = make_item
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        self.model = _ListModel(self)
        self.table = _ListView()
        self.table.setObjectName(name)
        self.table.setModel(self.model)
        header = self.table.horizontalHeader()
        header.setMinimumSectionSize(48)
        for c, column in enumerate(columns):
            # names stretch; hexes, numbers and check boxes take what their title needs
            mode = QHeaderView.ResizeMode.Stretch if column[2] == "choice" else QHeaderView.ResizeMode.ResizeToContents
            header.setSectionResizeMode(c, mode)
        self.table.verticalHeader().setDefaultSectionSize(26)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.SelectedClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
            | QAbstractItemView.EditTrigger.AnyKeyPressed
        )
        self.table.setMinimumHeight(160)
        self._delegate = _ChoiceDelegate(self)
        for c, column in enumerate(columns):
            if column[2] == "choice":
                self.table.setItemDelegateForColumn(c, self._delegate)
        box.addWidget(self.table)
        row = QHBoxLayout()
        self.add_button = QPushButton(translate("ScenarioEditor", "Add"))
        self.add_button.setObjectName(f"{name}Add")
        self.add_button.clicked.connect(self.add_row)
        self.remove_button = QPushButton(translate("ScenarioEditor", "Remove"))
        self.remove_button.setObjectName(f"{name}Remove")
        self.remove_button.clicked.connect(self.remove_rows)
        row.addWidget(self.add_button)
        row.addWidget(self.remove_button)
        row.addStretch(1)
        box.addLayout(row)
        self.extra = row
        binder.loaders.append(self.load)

    def items(self) -> list[Any]:
        return list(self.binder.value(self.pointer) or [])

    def load(self) -> None:
        self.model.load()

    def add_row(self) -> None:
        n = len(self.items())
        self.binder.model.insert_items(self.pointer, n, [self.make_item()])

    def remove_rows(self) -> None:
        rows = sorted({i.row() for i in self.table.selectionModel().selectedIndexes()})
        if rows:
            self.binder.model.remove_items(self.pointer, rows)

    def select_row(self, row: int) -> None:
        if 0 <= row < self.model.rowCount():
            self.table.selectRow(row)
            self.table.scrollTo(self.model.index(row, 0))


def _tipped_row(form: QFormLayout) -> Callable[[str, QWidget, str], None]:
    """Adds form rows whose label and field both carry the same tooltip (what the value means)."""

    def row(label: str, field: QWidget, tip: str) -> None:
        title = QLabel(label)
        title.setToolTip(tip)
        field.setToolTip(tip)
        form.addRow(title, field)

    return row


class ScenarioEditor(QWidget):
    """Form and map side by side. ``selectionChanged`` carries the pointer of the selected field."""

    selectionChanged = Signal(str)

    def __init__(self, model: DocumentModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scenarioEditor")
        self.model = model
        self.message = QLabel()
        self.message.setObjectName("editorMessage")
        self.message.setStyleSheet("color: #b3261e;")
        self.message.setWordWrap(True)
        self.binder = Binder(model, self.message.setText)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.setObjectName("scenarioSplitter")
        split.setChildrenCollapsible(False)
        self.splitter = split
        self.sections = QTabWidget()
        self.sections.setObjectName("scenarioSections")
        # every section's tab shows in full (no scroll arrows): the tab bar sets the form's least width
        self.sections.setUsesScrollButtons(False)
        self.sections.tabBar().setElideMode(Qt.TextElideMode.ElideNone)
        self.sections.addTab(self._scroll(self._general()), translate("ScenarioEditor", "General"))
        self.side_tables: dict[str, tuple[ListTable, ListTable]] = {}
        for side_id, _title in SIDES:
            self.sections.addTab(self._scroll(self._side(side_id)), side_title(side_id))
        self.sections.addTab(self._objectives(), translate("ScenarioEditor", "Objectives"))
        self.sections.setTabToolTip(3, translate("ScenarioEditor", "Objective chits and control, fortifications and markers"))
        self.sections.addTab(self._special(), translate("ScenarioEditor", "Special rules"))
        left = QWidget()
        lbox = QVBoxLayout(left)
        lbox.setContentsMargins(0, 0, 0, 0)
        lbox.addWidget(self.sections, 1)
        lbox.addWidget(self.message)
        split.addWidget(left)
        self.map_view = ScenarioMapView(model)
        split.addWidget(self.map_view)
        # form and map side by side, half and half; the form never narrower than its section tabs
        split.setStretchFactor(0, 1)
        split.setStretchFactor(1, 1)
        split.setSizes([10000, 10000])
        for side_id, (units, _reinf) in self.side_tables.items():
            UnitListDragSource(units.table, side_id, self.map_view.drags)
        self.map_view.unitClicked.connect(lambda side, i: self.select_pointer(f"/sides/{side}/units/{i}"))
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(split)
        self._refresh_timer = QTimer(self)
        self._refresh_timer.setSingleShot(True)
        self._refresh_timer.setInterval(0)
        self._refresh_timer.timeout.connect(self.refresh)
        model.changed.connect(lambda _p: self._refresh_timer.start())
        model.structureChanged.connect(lambda _p: self._refresh_timer.start())
        self.refresh()

    def refresh(self) -> None:
        self.binder.refresh()

    @staticmethod
    def _scroll(w: QWidget) -> QScrollArea:
        area = QScrollArea()
        area.setWidgetResizable(True)
        # sections scroll down, never sideways: their tables and fields take the width there is
        area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        area.setWidget(w)
        return area

    # ------------------------------------------------------------------ choices from the data set
    def _ds(self) -> Any:
        return self.model.dataset

    def _maps(self) -> list[tuple[str, Any]]:
        ds = self._ds()
        return [(d.name, m) for m, d in sorted(ds.maps.items())] if ds else []

    def _nations(self, side_id: str) -> list[tuple[str, Any]]:
        ds = self._ds()
        rs = ds.ruleset if ds else None
        return [(n.name, n.id) for n in rs.nations if n.side == side_id] if rs else []

    def _obs(self, side_id: str) -> list[tuple[str, Any]]:
        ds = self._ds()
        nation = self.model.doc.side(side_id).nation  # type: ignore[attr-defined]
        forces = ds.forces.get(nation) if ds else None
        cards = [(translate("ScenarioEditor", "{name} ({vp} VP)").format(name=o.name, vp=o.point_value), o.id)
                 for o in forces.ob_cards] if forces else []
        return [(none_text(), None), *cards]

    def _counters(self, side_id: str, weapons: bool) -> list[tuple[str, Any]]:
        ds = self._ds()
        nation = self.model.doc.side(side_id).nation  # type: ignore[attr-defined]
        forces = ds.forces.get(nation) if ds else None
        out = [(c.name, c.id) for c in (forces.counters if forces else []) if (c.kind == "weapon") == weapons]
        return [(none_text(), None), *out] if weapons else out

    def _mine_fps(self) -> list[tuple[str, Any]]:
        ds = self._ds()
        values = list(ds.ruleset.mine_strengths) if ds and ds.ruleset else [6, 7, 8]
        return _plain(values)

    # ------------------------------------------------------------------ sections
    def _general(self) -> QWidget:
        b = self.binder
        w = QWidget()
        form = QFormLayout(w)
        row = _tipped_row(form)
        row(translate("ScenarioEditor", "Name"), b.line("/name", "nameEdit"), translate("ScenarioEditor", "The scenario's title, as printed on its sheet."))
        row(translate("ScenarioEditor", "Id"), b.line("/id", "idEdit"),
            translate("ScenarioEditor", "A short name for files and the command line: lower-case letters, digits and dashes, unique in the game box."))
        # map names are long ("Demo inland: temple village and the eastern ridge"): the combo takes the
        # form's whole width, under its label
        map_tip = translate("ScenarioEditor", "The map the battle is fought on (2).")
        map_label = QLabel(translate("ScenarioEditor", "Map"))
        map_combo = b.combo("/map", "mapCombo", self._maps)
        for widget in (map_label, map_combo):
            widget.setToolTip(map_tip)
        form.addRow(map_label)
        form.addRow(map_combo)
        row(translate("ScenarioEditor", "Orientation"), b.combo("/orientation", "orientationCombo", enums.named("orientation")),
            translate("ScenarioEditor", "Wide: the players sit at the long edges (10 hexes deep); narrow: at the short edges (15 deep). "
                "It sets the setup depths and the Sudden Death space (RSG steps 10 and 12)."))
        row(translate("ScenarioEditor", "Rotation"), b.combo("/rotation", "rotationCombo", lambda: _plain([0, 90, 180, 270])),
            translate("ScenarioEditor", "Degrees the map is turned from its printed position, e.g. 90 after a river adjustment (RSG step 8)."))
        row(translate("ScenarioEditor", "Year"), b.spin("/year", "yearSpin", 1930, 1950),
            translate("ScenarioEditor", "The Year Track space (11.3): it decides what the Support and Radio Tables and Air Support offer."))
        row(translate("ScenarioEditor", "Night"), b.check("/night", "nightCheck", translate("ScenarioEditor", "night rules (18)")),
            translate("ScenarioEditor", "Night (18): discard limit 2, +1 MP in every Terrain Type, a hindrance equal to the range."))
        row(translate("ScenarioEditor", "Starting VP (+ = Japan ahead)"), b.spin("/vp_start", "vpSpin", -40, 40),
            translate("ScenarioEditor", "Where the VP marker starts on the Victory Track (11.1): positive on Japan's side, negative on the Allies'."))
        row(translate("ScenarioEditor", "Time marker starts at"), b.spin("/time_start", "timeSpin", 0, 20),
            translate("ScenarioEditor", "The Time Track space the Time marker starts on, usually 0 (13.1)."))
        row(translate("ScenarioEditor", "Sudden Death space"), b.spin("/sudden_death_space", "suddenDeathSpin", 0, 20),
            translate("ScenarioEditor", "From this Time space on, each Time advance rolls for Sudden Death (13.1.2). Generated: the two "
                "Order Limits, +1 on a narrow map, -1 on a wide one (RSG step 12)."))
        row(translate("ScenarioEditor", "Mine strength (FP)"), b.combo("/mine_fp", "mineCombo", self._mine_fps),
            translate("ScenarioEditor", "The firepower of every minefield in this scenario: 6, or 7 or 8 if the scenario says so (F104.2)."))
        sides = _sides()
        row(translate("ScenarioEditor", "First player"), b.combo("/first_player", "firstPlayerCombo", lambda: sides),
            translate("ScenarioEditor", "Who takes the first turn: a Banzai, Attacker or Invader; between two Recons the higher Initiative "
                "number (RSG step 15)."))
        row(translate("ScenarioEditor", "Initiative card"), b.combo("/initiative_holder", "initiativeCombo", lambda: sides),
            translate("ScenarioEditor", "Who starts with the Initiative card: the side with the higher Initiative number (RSG step 14)."))
        row(translate("ScenarioEditor", "Provenance"), b.combo("/provenance", "provenanceCombo", enums.named("provenance", ["user", "demo", "generated", "preset"])),
            translate("ScenarioEditor", "Where the scenario comes from: your own, demo data (placeholder values), generated, or a published preset."))
        return w

    def _side(self, side_id: str) -> QWidget:
        b = self.binder
        p = f"/sides/{side_id}"
        w = QWidget()
        box = QVBoxLayout(w)
        form = QFormLayout()
        row = _tipped_row(form)
        row(translate("ScenarioEditor", "Nation"), b.combo(f"{p}/nation", f"{side_id}Nation", lambda: self._nations(side_id)),
            translate("ScenarioEditor", "The nation whose forces, Fate deck and tables this side uses."))
        row(translate("ScenarioEditor", "Friendly edge"), b.combo(f"{p}/edge", f"{side_id}Edge", enums.named("edge", list(EDGES))),
            translate("ScenarioEditor", "The map edge nearest this player: reinforcements enter there, setup depth counts from it, and the "
                "enemy exits through its Exit Points (2.4, 13.1.2d)."))
        postures = [x for x in POSTURES if side_id == "japan" or x != "banzai"]
        row(translate("ScenarioEditor", "Posture"), b.combo(f"{p}/posture", f"{side_id}Posture", enums.named("posture", postures)),
            translate("ScenarioEditor", "Attacker, Defender, Recon, Invader, or Banzai for Japan only (17). It sets the hand size; a Banzai "
                "Force OB card makes it Banzai (17.2)."))
        row(translate("ScenarioEditor", "Quality"), b.combo(f"{p}/quality", f"{side_id}Quality", enums.named("quality", list(QUALITIES))),
            translate("ScenarioEditor", "Elite, line or green, on the OB stats marker (11.3): which team replaces a squad. Japan's comes from "
                "its OB card; the Allies roll theirs (RSG step 2)."))
        row(translate("ScenarioEditor", "Order Limit"), b.spin(f"{p}/order_limit", f"{side_id}Orders", 1, 6),
            translate("ScenarioEditor", "The most orders this player may give in a turn, 1-6 (12.1), as on the side's OB card (11.3)."))
        row(translate("ScenarioEditor", "Hand size"), b.spin(f"{p}/hand_size", f"{side_id}Hand", 1, 10),
            translate("ScenarioEditor", "Cards in hand, set by the posture: Invader 7, Attacker 6, Recon 5, Defender 4, Banzai 3 (17)."))
        row(translate("ScenarioEditor", "Discard limit"), b.spin(f"{p}/discard_limit", f"{side_id}Discard", 0, 10),
            translate("ScenarioEditor", "The most cards discarded when passing (12.3): US 5, Commonwealth 4, Japan 3; 2 at night (18)."))
        row(translate("ScenarioEditor", "Initiative number"), b.spin(f"{p}/initiative", f"{side_id}Initiative", 0, 20),
            translate("ScenarioEditor", "From the side's OB card; the higher number takes the Initiative card (RSG step 14)."))
        if side_id == "allied":
            row(translate("ScenarioEditor", "Surrender space"), b.spin(f"{p}/surrender_space", "alliedSurrender", 1, 20, optional=True),
                translate("ScenarioEditor", "The Casualty Track space of the surrender marker: an Allied unit eliminated into it loses the "
                    "game at once (11.2). Japan never surrenders."))
        else:
            row(translate("ScenarioEditor", "Sighting markers"), b.spin(f"{p}/sighting_markers", "japanSighting", 0, 8),
                translate("ScenarioEditor", "Japanese Sighting markers set up with the forces (9)."))
        ob_combo = b.combo(f"{p}/ob", f"{side_id}Ob", lambda: self._obs(side_id))
        row(translate("ScenarioEditor", "OB card"), ob_combo,
            translate("ScenarioEditor", "The Order of Battle card the side's forces come from; its Order Limit, quality and Banzai flag "
                "are checked against this side (11.3, 17.2)."))
        add_ob = QPushButton(translate("ScenarioEditor", "Add the OB's units"))
        add_ob.setObjectName(f"{side_id}AddObUnits")
        add_ob.setToolTip(translate("ScenarioEditor", "Append the units listed on the OB card (not set up yet)"))
        add_ob.clicked.connect(lambda: self.add_ob_units(side_id))
        ob_row = QHBoxLayout()
        ob_row.addStretch(1)
        ob_row.addWidget(add_ob)
        form.addRow("", ob_row)
        box.addLayout(form)
        units_title = QLabel(translate("ScenarioEditor", "<b>Units</b> (OB and extra units; an empty hex means: set up by the players). "
                                 "Drag a row onto the map to place the unit."))
        units_title.setWordWrap(True)
        box.addWidget(units_title)
        units = ListTable(
            b,
            f"{p}/units",
            [
                ("counter", translate("ScenarioEditor", "Counter"), "choice", lambda: self._counters(side_id, False)),
                ("weapon", translate("ScenarioEditor", "Weapon"), "choice", lambda: self._counters(side_id, True)),
                ("hex", translate("ScenarioEditor", "Hex"), "text", None),
                ("broken", translate("ScenarioEditor", "Broken"), "bool", None),
                ("veteran", translate("ScenarioEditor", "Veteran"), "bool", None),
            ],
            lambda: {"counter": (self._counters(side_id, False) or [("", "x")])[0][1]},
            f"{side_id}Units",
        )
        units.table.setMinimumHeight(220)
        box.addWidget(units)
        reinf_title = QLabel(translate("ScenarioEditor", "<b>Reinforcements by Time space</b> (units as counter or counter+weapon, comma separated)"))
        reinf_title.setWordWrap(True)
        box.addWidget(reinf_title)
        reinf = ReinforcementTable(b, f"{p}/reinforcements", f"{side_id}Reinforcements")
        box.addWidget(reinf)
        self.side_tables[side_id] = (units, reinf)
        return w

    def _objectives(self) -> QWidget:
        b = self.binder
        w = QWidget()
        box = QVBoxLayout(w)
        form = QFormLayout()
        row = _tipped_row(form)
        chit_tips = {
            "open": translate("ScenarioEditor", "Objective chit letters both players see, space separated (14.3.3)."),
            "secret_japan": translate("ScenarioEditor", "Chits only the Japanese player knows until revealed (14.3.4)."),
            "secret_allied": translate("ScenarioEditor", "Chits only the Allied player knows until revealed (14.3.4)."),
        }
        for key, title in (("open", translate("ScenarioEditor", "Open chits")), ("secret_japan", translate("ScenarioEditor", "Japanese secret chits")),
                           ("secret_allied", translate("ScenarioEditor", "Allied secret chits"))):
            row(title, ChitLine(b, f"/objective_chits/{key}", f"chits_{key}"), chit_tips[key])
        box.addLayout(form)
        box.addWidget(QLabel(translate("ScenarioEditor", "<b>Objective control at start</b>")))
        control = QFormLayout()
        control_row = _tipped_row(control)
        owners = [(none_text(), None), *_sides()]
        for key in ("1", "2", "3", "4", "5"):
            control_row(translate("ScenarioEditor", "Objective {n}").format(n=key), ControlCombo(b, key, owners),
                        translate("ScenarioEditor", "Who controls this objective when play begins; none: no control marker (2.3)."))
        box.addLayout(control)
        box.addWidget(QLabel(translate("ScenarioEditor", "<b>Fortifications</b> (F100-F107)")))
        forts = ListTable(
            b,
            "/fortifications",
            [
                ("type", translate("ScenarioEditor", "Type"), "choice", fort_type_items),
                ("hex", translate("ScenarioEditor", "Hex"), "text", None),
                ("owner", translate("ScenarioEditor", "Owner"), "choice", _sides),
                ("fp", translate("ScenarioEditor", "Mine FP"), "int", None),
            ],
            lambda: {"type": "foxholes", "hex": "A1", "owner": "japan"},
            "fortificationTable",
        )
        box.addWidget(forts)
        box.addWidget(QLabel(translate("ScenarioEditor", "<b>Markers</b>")))
        markers = ListTable(
            b,
            "/markers",
            [("type", translate("ScenarioEditor", "Type"), "choice", marker_type_items), ("hex", translate("ScenarioEditor", "Hex"), "text", None),
             ("value", translate("ScenarioEditor", "Value"), "int", None)],
            lambda: {"type": "smoke", "hex": "A1", "value": 2},
            "markerTable",
        )
        box.addWidget(markers)
        self.fort_table = forts
        self.marker_table = markers
        return self._scroll(w)

    def _special(self) -> QWidget:
        w = QWidget()
        box = QVBoxLayout(w)
        box.addWidget(QLabel(translate("ScenarioEditor", "Special rules, in your own words (printed on the scenario sheet):")))
        self.special = QPlainTextEdit()
        self.special.setObjectName("specialRules")
        box.addWidget(self.special)
        self._special_timer = QTimer(self)
        self._special_timer.setSingleShot(True)
        self._special_timer.setInterval(600)
        self._special_timer.timeout.connect(self._commit_special)
        self.special.textChanged.connect(self._special_timer.start)

        def load() -> None:
            text = self.model.doc.special_rules  # type: ignore[attr-defined]
            if self._special_timer.isActive():
                return  # the player is typing: his text is committed when he pauses
            if self.special.toPlainText() != text:
                self.special.blockSignals(True)
                self.special.setPlainText(text)
                self.special.blockSignals(False)

        self.binder.loaders.append(load)
        return w

    def _commit_special(self) -> None:
        text = self.special.toPlainText()
        if text != self.model.doc.special_rules:  # type: ignore[attr-defined]
            self.binder.commit("/special_rules", text, translate("ScenarioEditor", "Edit special rules"))

    # ------------------------------------------------------------------ operations
    def add_ob_units(self, side_id: str) -> None:
        """Append the chosen OB card's units to the side (one undo command)."""
        ds = self._ds()
        side = self.model.doc.side(side_id)  # type: ignore[attr-defined]
        forces = ds.forces.get(side.nation) if ds else None
        card = forces.ob_card(side.ob) if forces and side.ob else None
        if card is None:
            self.message.setText(translate("ScenarioEditor", "Choose an OB card of the side's nation first."))
            return
        items = [{"counter": u.counter, "weapon": u.weapon} for u in card.units for _ in range(u.count)]
        self.model.insert_items(f"/sides/{side_id}/units", len(side.units), items, translate("ScenarioEditor", "Add the units of OB card {name}").format(name=card.name or card.id))

    def select_pointer(self, pointer: str) -> bool:
        """Show the field a problem points at; False when the pointer is not on this editor."""
        parts = pointer.strip("/").split("/")
        if len(parts) >= 2 and parts[0] == "sides" and parts[1] in ("japan", "allied"):
            self.sections.setCurrentIndex(1 if parts[1] == "japan" else 2)
            if len(parts) >= 4 and parts[2] == "units" and parts[3].isdigit():
                self.side_tables[parts[1]][0].select_row(int(parts[3]))
            return True
        if parts and parts[0] in ("objective_chits", "objective_control", "fortifications", "markers"):
            self.sections.setCurrentIndex(3)
            if len(parts) >= 2 and parts[1].isdigit():
                table = self.fort_table if parts[0] == "fortifications" else self.marker_table if parts[0] == "markers" else None
                if table is not None:
                    table.select_row(int(parts[1]))
            return True
        if parts and parts[0] == "special_rules":
            self.sections.setCurrentIndex(4)
            return True
        if parts and parts[0] in ("name", "id", "map", "orientation", "rotation", "year", "night", "vp_start", "time_start",
                                  "sudden_death_space", "mine_fp", "first_player", "initiative_holder", "provenance"):
            self.sections.setCurrentIndex(0)
            return True
        return False
