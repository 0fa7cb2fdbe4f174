"""The dialogs that start a job: a new game box, a new map from a scan, a new scenario, Save As.

Each dialog only gathers and checks the user's choices (OK stays disabled while something is
wrong, with the reason shown); the files are written by ``ccp_editor.io.gamebox`` once it is accepted.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...io.gamebox import IMAGE_SUFFIXES, GameBoxError, default_boxes_folder, image_info, slug
from ...io.gate import ScanFile
from ...io.images import ImageInfo
from ...model.dataset import DataSet
from ..i18n import translate
from ..scanread import scan_reader
from ..userdirs import documents_folder
from .idfield import NameAndId

PREVIEW_PX = 220


def posture_names() -> dict[str, str]:
    return {
        "attacker": translate("NewDocuments", "Attacker"),
        "defender": translate("NewDocuments", "Defender"),
        "recon": translate("NewDocuments", "Recon"),
        "invader": translate("NewDocuments", "Invader"),
        "banzai": translate("NewDocuments", "Banzai"),
    }


def _explain(text: str) -> QLabel:
    label = QLabel(text)
    label.setWordWrap(True)
    label.setObjectName("dialogIntro")
    return label


def _problem_label() -> QLabel:
    label = QLabel()
    label.setObjectName("dialogProblem")
    label.setWordWrap(True)
    label.setStyleSheet("color: #b00020;")
    return label


class _Dialog(QDialog):
    """OK enabled only while ``problem()`` is None; the reason is shown above the buttons."""

    def __init__(self, title: str, parent: QWidget | None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.setMinimumWidth(680)
        self.layout_ = QVBoxLayout(self)
        self.form = QFormLayout()
        self.form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
        self.problem_label = _problem_label()
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

    def finish_layout(self) -> None:
        self.layout_.addLayout(self.form)
        self.layout_.addStretch(1)
        self.layout_.addWidget(self.problem_label)
        self.layout_.addWidget(self.buttons)
        self.update_state()

    @property
    def ok_button(self) -> QPushButton:
        return self.buttons.button(QDialogButtonBox.StandardButton.Ok)

    def problem(self) -> str | None:
        return None

    def update_state(self, *_args: object) -> None:
        problem = self.problem()
        self.problem_label.setText(problem or "")
        self.ok_button.setEnabled(problem is None)

    def accept(self) -> None:
        if self.problem() is None:
            super().accept()


# ----------------------------------------------------------------------------- game box


class NewDataSetDialog(_Dialog):
    """A new game box: its name, the folder (suggested under Documents), empty or a copy of the demo."""

    def __init__(self, parent: QWidget | None = None, from_demo: bool = True, reason: str = "") -> None:
        super().__init__(translate("NewDocuments", "New game box"), parent)
        self.setObjectName("newDataSetDialog")
        intro = translate(
            "NewDocuments", "A game box is one folder holding your forces, tables, maps and scenarios. You can copy it, keep it"
            " in git and share it."
        )
        self.layout_.addWidget(_explain(f"<b>{reason}</b><br>{intro}" if reason else intro))
        self.name_edit = QLineEdit(translate("NewDocuments", "My game box"))
        self.name_edit.setObjectName("boxName")
        self.form.addRow(translate("NewDocuments", "Name"), self.name_edit)
        row = QHBoxLayout()
        self.folder_edit = QLineEdit()
        self.folder_edit.setObjectName("boxFolder")
        browse = QPushButton(translate("NewDocuments", "Browse..."))
        browse.setObjectName("browseFolder")
        browse.clicked.connect(self._browse)
        row.addWidget(self.folder_edit, 1)
        row.addWidget(browse)
        self.form.addRow(translate("NewDocuments", "Folder"), row)
        self.empty_radio = QRadioButton(translate("NewDocuments", "Empty: the built-in rules only, for your own forces and tables"))
        self.empty_radio.setObjectName("boxEmpty")
        self.demo_radio = QRadioButton(translate("NewDocuments", "A copy of the demo box: placeholder forces, two maps, two scenarios"))
        self.demo_radio.setObjectName("boxFromDemo")
        group = QButtonGroup(self)
        group.addButton(self.empty_radio)
        group.addButton(self.demo_radio)
        (self.demo_radio if from_demo else self.empty_radio).setChecked(True)
        start = QVBoxLayout()
        start.addWidget(self.demo_radio)
        start.addWidget(self.empty_radio)
        self.form.addRow(translate("NewDocuments", "Start with"), start)
        self._folder_auto = True
        self.name_edit.textEdited.connect(self._name_edited)
        self.folder_edit.textEdited.connect(self._folder_edited)
        self._name_edited(self.name_edit.text())
        self.finish_layout()

    def _name_edited(self, text: str) -> None:
        if self._folder_auto:
            self.folder_edit.setText(str(default_boxes_folder(documents_folder()) / slug(text or "game box")))
        self.update_state()

    def _folder_edited(self, _text: str) -> None:
        self._folder_auto = False
        self.update_state()

    def _browse(self) -> None:
        start = str(Path(self.folder_edit.text()).parent if self.folder_edit.text() else default_boxes_folder(documents_folder()))
        folder = QFileDialog.getExistingDirectory(self, translate("NewDocuments", "Folder for the new game box"), start)
        if folder:
            target = Path(folder)
            if target.exists() and any(target.iterdir()):
                target = target / slug(self.name_edit.text() or "game box")
            self.folder_edit.setText(str(target))
            self._folder_auto = False
            self.update_state()

    @property
    def folder(self) -> Path:
        return Path(self.folder_edit.text().strip()).expanduser()

    @property
    def from_demo(self) -> bool:
        return self.demo_radio.isChecked()

    def problem(self) -> str | None:
        if not self.name_edit.text().strip():
            return translate("NewDocuments", "Give the game box a name.")
        if not self.folder_edit.text().strip():
            return translate("NewDocuments", "Choose a folder for the game box.")
        f = self.folder
        if f.exists() and (not f.is_dir() or any(f.iterdir())):
            return translate("NewDocuments", "{path} already exists and is not empty: choose a new folder.").format(path=f)
        return None


# ----------------------------------------------------------------------------- map from a scan


class NewMapDialog(_Dialog):
    """A new map over a scan: the image, id and name, columns x rows, orientation and parity."""

    def __init__(self, taken: set[str], parent: QWidget | None = None, scan: str | Path | None = None) -> None:
        super().__init__(translate("NewDocuments", "New map from a scan"), parent)
        self.setObjectName("newMapDialog")
        self.layout_.addWidget(
            _explain(
                translate(
                    "NewDocuments", "Pick a scan or photo of the printed map. It is copied into the game box and the map starts as a"
                    " draft: next you click three hex centres to fit the grid, then trace the terrain."
                )
            )
        )
        top = QHBoxLayout()
        self.preview = QLabel(translate("NewDocuments", "No image yet"))
        self.preview.setObjectName("scanPreview")
        self.preview.setFixedSize(PREVIEW_PX, PREVIEW_PX * 3 // 4)
        self.preview.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.preview.setStyleSheet("QLabel#scanPreview { border: 1px solid palette(mid); }")
        row = QHBoxLayout()
        self.scan_edit = QLineEdit()
        self.scan_edit.setObjectName("scanPath")
        browse = QPushButton(translate("NewDocuments", "Browse..."))
        browse.setObjectName("browseScan")
        browse.clicked.connect(self._browse)
        row.addWidget(self.scan_edit, 1)
        row.addWidget(browse)
        self.form.addRow(translate("NewDocuments", "Scan image"), row)
        self.scan_info = QLabel()
        self.scan_info.setObjectName("scanInfo")
        self.form.addRow("", self.scan_info)
        self.names = NameAndId(self.form, "map", taken, "")
        self.columns = QSpinBox()
        self.columns.setObjectName("columns")
        self.columns.setRange(1, 40)
        self.columns.setValue(15)
        self.rows = QSpinBox()
        self.rows.setObjectName("rows")
        self.rows.setRange(1, 40)
        self.rows.setValue(10)
        size = QHBoxLayout()
        size.addWidget(self.columns)
        size.addWidget(QLabel(translate("NewDocuments", "columns  x")))
        size.addWidget(self.rows)
        size.addWidget(QLabel(translate("NewDocuments", "rows")))
        size.addStretch(1)
        self.form.addRow(translate("NewDocuments", "Hexes"), size)
        self.orientation = QComboBox()
        self.orientation.setObjectName("orientation")
        self.orientation.addItem(translate("NewDocuments", "Flat-topped (as on CC maps)"), "flat")
        self.orientation.addItem(translate("NewDocuments", "Pointy-topped"), "pointy")
        self.form.addRow(translate("NewDocuments", "Hex orientation"), self.orientation)
        self.parity = QComboBox()
        self.parity.setObjectName("parity")
        self.parity.addItem(translate("NewDocuments", "B, D, F... sit half a hex lower (as on CC maps)"), "odd")
        self.parity.addItem(translate("NewDocuments", "A, C, E... sit half a hex lower"), "even")
        self.form.addRow(translate("NewDocuments", "Column offset"), self.parity)
        for combo in (self.orientation, self.parity):
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.scan_edit.textChanged.connect(self._scan_changed)
        self.names.changed.connect(self.update_state)
        self._image_problem: str | None = translate("NewDocuments", "Choose the scan image.")
        top.addLayout(self.form, 1)
        top.addWidget(self.preview, 0, Qt.AlignmentFlag.AlignTop)
        self.layout_.addLayout(top)
        self.layout_.addStretch(1)
        self.layout_.addWidget(self.problem_label)
        self.layout_.addWidget(self.buttons)
        if scan:
            self.scan_edit.setText(str(scan))
        self.update_state()

    def _browse(self) -> None:
        pattern = " ".join(f"*{s}" for s in IMAGE_SUFFIXES)
        path, _ = QFileDialog.getOpenFileName(self, translate("NewDocuments", "Scan image"), str(Path.home()), translate("NewDocuments", "Images ({p})").format(p=pattern))
        if path:
            self.scan_edit.setText(path)

    def _scan_changed(self, text: str) -> None:
        path = Path(text.strip())
        self._image_problem = None
        if not text.strip():
            self._image_problem = translate("NewDocuments", "Choose the scan image.")
        elif not path.is_file():
            self._image_problem = translate("NewDocuments", "No such file: {path}").format(path=path)
        else:
            try:
                fmt, w, h = image_info(path)
            except GameBoxError as exc:
                self._image_problem = str(exc)
            else:
                self.scan_info.setText(translate("NewDocuments", "{fmt} image, {w} x {h} pixels").format(fmt=fmt, w=w, h=h))
                if not self.names.name:
                    self.names.name_edit.setText(path.stem.replace("_", " ").replace("-", " ").strip().capitalize())
                    self.names._name_edited(self.names.name_edit.text())
                info = ImageInfo(fmt, w, h)
                if not info.over_budget or fmt == "JPEG":  # a PNG or TIFF over the budget decodes whole: no preview
                    reader = scan_reader(ScanFile(path, info))  # the format its header showed
                    reader.setScaledSize(reader.size().scaled(PREVIEW_PX, PREVIEW_PX * 3 // 4, Qt.AspectRatioMode.KeepAspectRatio))
                    image = reader.read()
                    if not image.isNull():
                        self.preview.setPixmap(QPixmap.fromImage(image))
        if self._image_problem:
            self.scan_info.setText("")
            self.preview.clear()
            self.preview.setText(translate("NewDocuments", "No image yet"))
        self.update_state()

    @property
    def scan(self) -> Path:
        return Path(self.scan_edit.text().strip())

    def problem(self) -> str | None:
        return self._image_problem if getattr(self, "_image_problem", None) else self.names.problem()


# ----------------------------------------------------------------------------- scenario


class NewScenarioDialog(_Dialog):
    """A new scenario: id and name, the map, year, Allied nation, and each side's posture or OB card."""

    def __init__(self, ds: DataSet, taken: set[str], parent: QWidget | None = None, map_id: str | None = None) -> None:
        super().__init__(translate("NewDocuments", "New scenario"), parent)
        self.setObjectName("newScenarioDialog")
        self.ds = ds
        self.layout_.addWidget(
            _explain(
                translate(
                    "NewDocuments", "The setup areas are filled from the postures' depths (RSG 10) and the sudden death space from the"
                    " order limits (RSG 12). Forces from an OB card wait off the map until you set them up."
                )
            )
        )
        self.names = NameAndId(self.form, "scenario", taken, "")
        self.names.changed.connect(self.update_state)
        self.map_combo = QComboBox()
        self.map_combo.setObjectName("scenarioMap")
        for mid, m in sorted(ds.maps.items(), key=lambda kv: (kv[1].status != "ready", kv[0])):
            label = m.name if m.status == "ready" else translate("NewDocuments", "{name} (draft)").format(name=m.name)
            self.map_combo.addItem(label, mid)
        if map_id is not None and self.map_combo.findData(map_id) >= 0:
            self.map_combo.setCurrentIndex(self.map_combo.findData(map_id))
        self.form.addRow(translate("NewDocuments", "Map"), self.map_combo)
        self.year_combo = QComboBox()
        self.year_combo.setObjectName("scenarioYear")
        for y in ds.ruleset.years if ds.ruleset else []:
            self.year_combo.addItem(str(y), y)
        self.form.addRow(translate("NewDocuments", "Year"), self.year_combo)
        self.allied_combo = QComboBox()
        self.allied_combo.setObjectName("scenarioAllied")
        for n in ds.ruleset.nations if ds.ruleset else []:
            if n.side == "allied":
                self.allied_combo.addItem(n.name, n.id)
        self.form.addRow(translate("NewDocuments", "Allied nation"), self.allied_combo)
        self.japan_posture = self._posture_combo("japanPosture", "attacker", japan=True)
        self.allied_posture = self._posture_combo("alliedPosture", "defender", japan=False)
        self.japan_ob = QComboBox()
        self.japan_ob.setObjectName("japanOb")
        self.allied_ob = QComboBox()
        self.allied_ob.setObjectName("alliedOb")
        self.form.addRow(translate("NewDocuments", "Japanese posture"), self.japan_posture)
        self.form.addRow(translate("NewDocuments", "Japanese forces"), self.japan_ob)
        self.form.addRow(translate("NewDocuments", "Allied posture"), self.allied_posture)
        self.form.addRow(translate("NewDocuments", "Allied forces"), self.allied_ob)
        self.edge_combo = QComboBox()
        self.edge_combo.setObjectName("japanEdge")
        for label, edge in ((translate("NewDocuments", "Top"), "top"), (translate("NewDocuments", "Bottom"), "bottom"), (translate("NewDocuments", "Left"), "left"), (translate("NewDocuments", "Right"), "right")):
            self.edge_combo.addItem(label, edge)
        self.form.addRow(translate("NewDocuments", "Japanese edge"), self.edge_combo)
        self.map_warning = QLabel()
        self.map_warning.setObjectName("mapWarning")
        self.map_warning.setWordWrap(True)
        self.map_warning.setStyleSheet("color: #a05a00;")
        self.form.addRow("", self.map_warning)
        self.board_button = self.buttons.addButton(translate("NewDocuments", "Create and set up on the board"), QDialogButtonBox.ButtonRole.ActionRole)
        self.board_button.setObjectName("createAndBoard")
        self.to_board = False
        self.board_button.clicked.connect(self._accept_to_board)
        self.ok_button.setText(translate("NewDocuments", "Create"))
        for combo in (self.year_combo, self.allied_combo):
            combo.currentIndexChanged.connect(self._fill_obs)
        self.map_combo.currentIndexChanged.connect(self.update_state)
        self._fill_obs()
        self.finish_layout()

    def _accept_to_board(self) -> None:
        self.to_board = True
        self.accept()

    def _posture_combo(self, name: str, default: str, japan: bool) -> QComboBox:
        combo = QComboBox()
        combo.setObjectName(name)
        names = posture_names()
        for p in self.ds.ruleset.postures if self.ds.ruleset else []:
            if p.japan_only and not japan:
                continue
            combo.addItem(names.get(p.id, p.name), p.id)
        combo.setCurrentIndex(max(0, combo.findData(default)))
        return combo

    def _fill_obs(self, *_args: object) -> None:
        year = self.year_combo.currentData()
        for combo, nation in ((self.japan_ob, "JP"), (self.allied_ob, self.allied_combo.currentData())):
            combo.clear()
            combo.addItem(translate("NewDocuments", "None yet (add units in the scenario editor)"), None)
            forces = self.ds.forces.get(nation or "")
            for card in forces.ob_cards if forces else []:
                if year is None or card.years[0] <= year <= card.years[1]:
                    combo.addItem(translate("NewDocuments", "OB card: {name}").format(name=card.name), card.id)
        self.update_state()

    def update_state(self, *_args: object) -> None:
        if hasattr(self, "map_warning"):
            m = self.ds.maps.get(self.map_combo.currentData() or "")
            self.map_warning.setText(
                translate("NewDocuments", "This map is still a draft: the scenario works, but finish the map before you share it.")
                if m is not None and m.status != "ready"
                else ""
            )
        super().update_state()
        if hasattr(self, "board_button"):
            self.board_button.setEnabled(self.ok_button.isEnabled())

    def problem(self) -> str | None:
        if not hasattr(self, "map_combo"):
            return None
        if self.map_combo.count() == 0:
            return translate("NewDocuments", "The game box has no map yet: make one from a scan first.")
        if self.ds.ruleset is None:
            return translate("NewDocuments", "The game box's rule set does not load.")
        return self.names.problem()


# ----------------------------------------------------------------------------- save as


class SaveAsDialog(_Dialog):
    """Save a copy under a new id (and name) in the game box, or as a file elsewhere."""

    def __init__(self, kind_title: str, kind: str, taken: set[str], name: str, ident: str, folder: Path, parent: QWidget | None = None) -> None:
        super().__init__(translate("NewDocuments", "Save {kind} as").format(kind=kind_title), parent)
        self.setObjectName("saveAsDialog")
        self.kind = kind
        self.folder = folder
        self.layout_.addWidget(
            _explain(translate("NewDocuments", "The copy gets its own id, so both can live in the game box. It is marked as your own data."))
        )
        self.names = NameAndId(self.form, kind, taken, name, "")
        self.names.changed.connect(self._refresh_path)
        row = QHBoxLayout()
        self.path_edit = QLineEdit()
        self.path_edit.setObjectName("savePath")
        self.path_edit.setReadOnly(True)
        other = QPushButton(translate("NewDocuments", "Elsewhere..."))
        other.setObjectName("saveElsewhere")
        other.clicked.connect(self._choose_file)
        row.addWidget(self.path_edit, 1)
        row.addWidget(other)
        self.form.addRow(translate("NewDocuments", "File"), row)
        self._custom: Path | None = None
        self._refresh_path()
        self.finish_layout()

    def _refresh_path(self) -> None:
        if self._custom is None:
            self.path_edit.setText(str(self.folder / f"{self.names.ident or 'document'}.yaml"))
        self.update_state()

    def _choose_file(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, translate("NewDocuments", "Save as"), self.path_edit.text(), translate("NewDocuments", "Documents (*.yaml *.yml)"))
        if path:
            self._custom = Path(path)
            self.path_edit.setText(path)
            self.update_state()

    @property
    def path(self) -> Path:
        return Path(self.path_edit.text())

    def problem(self) -> str | None:
        if not hasattr(self, "path_edit"):
            return None
        problem = self.names.problem()
        if problem:
            return problem
        if self.path.exists():
            return translate("NewDocuments", "{path} already exists: choose another id.").format(path=self.path.name)
        return None
