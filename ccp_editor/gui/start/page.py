"""The welcome tab as a start screen: one click from each job to its first useful screen.

Large entries for tracing a map from a scan, generating a random battle, designing a scenario,
playtesting one and opening a game box; the recent files; and the open box with its DEMO or own
status. When the only box is the shipped demo, the page offers to make an own copy of it.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSizePolicy,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from ...io.gamebox import is_shipped_demo
from ..i18n import COUNT, translate
from ..widgets import DemoBadge, heading
from ..workspace import GROUPS, group_title

PATH_ROLE = Qt.ItemDataRole.UserRole


class _Entry(QPushButton):
    """A large start-screen entry: an icon, a bold title and one line of what it leads to."""

    def __init__(self, name: str, title: str, text: str, icon: QStyle.StandardPixmap, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.setAccessibleName(title)
        self.setToolTip(text)
        self.setMinimumHeight(66)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        row = QHBoxLayout(self)
        row.setContentsMargins(12, 6, 12, 6)
        row.setSpacing(14)
        pic = QLabel()
        pic.setPixmap(self.style().standardIcon(icon).pixmap(32, 32))
        row.addWidget(pic)
        texts = QVBoxLayout()
        texts.setSpacing(2)
        head = heading(QLabel(title), 1)
        self.title_label = head
        body = QLabel(text)
        body.setWordWrap(True)
        texts.addWidget(head)
        texts.addWidget(body)
        row.addLayout(texts, 1)
        for label in (pic, head, body):
            label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)


class StartPage(QWidget):
    """The first tab. ``main`` is the main window (its workspace, settings and actions).

    When the box fails to load (a broken manifest, a missing file) it says so here, next to the
    entries that open another box, so a bad box never leaves the user stuck."""

    openDataSetRequested = Signal()
    openDemoRequested = Signal()

    def __init__(self, main: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.main = main
        self.workspace = main.workspace
        self.setObjectName("welcomePage")
        outer = QVBoxLayout(self)
        outer.setContentsMargins(32, 24, 32, 20)
        outer.setSpacing(10)
        title = heading(QLabel(translate("StartPage", "CC:P Scenario Studio")), 10)
        outer.addWidget(title)

        row = QHBoxLayout()
        self.dataset_label = QLabel()
        self.dataset_label.setObjectName("boxLabel")
        heading(self.dataset_label, 3, bold=False)
        row.addWidget(self.dataset_label)
        self.badge = DemoBadge()
        row.addWidget(self.badge)
        self.own_badge = QLabel(translate("StartPage", "YOUR OWN BOX"))
        self.own_badge.setObjectName("ownBadge")
        self.own_badge.setStyleSheet(
            "QLabel#ownBadge { background: #2e7d32; color: white; font-weight: bold; border-radius: 4px; padding: 2px 8px; }"
        )
        row.addWidget(self.own_badge)
        row.addStretch(1)
        outer.addLayout(row)
        self.root_label = QLabel()
        self.root_label.setObjectName("boxPath")
        self.root_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        outer.addWidget(self.root_label)

        self.demo_offer = QFrame()
        self.demo_offer.setObjectName("demoOffer")
        self.demo_offer.setStyleSheet(
            "QFrame#demoOffer { background: #fff4d6; border: 1px solid #d9a400; border-radius: 4px; }"
            " QFrame#demoOffer QLabel { color: #3a2a00; }"
        )
        offer = QHBoxLayout(self.demo_offer)
        offer.setContentsMargins(12, 8, 12, 8)
        text = QLabel(
            translate(
                "StartPage", "This is the demo game box that comes with the app: it is read-only. Make your own copy to add"
                " maps, enter your forces and save scenarios."
            )
        )
        text.setWordWrap(True)
        offer.addWidget(text, 1)
        self.copy_button = QPushButton(translate("StartPage", "Make my own copy..."))
        self.copy_button.setObjectName("makeOwnCopy")
        self.copy_button.clicked.connect(self._make_copy)
        offer.addWidget(self.copy_button)
        outer.addWidget(self.demo_offer)

        trouble_row = QHBoxLayout()
        self.trouble = QLabel()
        self.trouble.setObjectName("welcomeTrouble")
        self.trouble.setWordWrap(True)
        self.trouble.setStyleSheet("QLabel#welcomeTrouble { color: #b00020; }")
        trouble_row.addWidget(self.trouble, 1)
        self.demo_button = QPushButton(translate("StartPage", "Open the Demo Data Set"))
        self.demo_button.setObjectName("welcomeOpenDemo")
        self.demo_button.clicked.connect(self.openDemoRequested)
        trouble_row.addWidget(self.demo_button)
        outer.addLayout(trouble_row)

        grid = QGridLayout()
        grid.setHorizontalSpacing(12)
        grid.setVerticalSpacing(10)
        SP = QStyle.StandardPixmap
        self.entries = {
            "trace": _Entry("startTrace", translate("StartPage", "Trace a map from a scan"), translate("StartPage", "Fit the grid to your scan, trace the terrain"), SP.SP_FileDialogNewFolder),
            "generate": _Entry("startGenerate", translate("StartPage", "Generate a random battle"), translate("StartPage", "The RSG procedure, step by step"), SP.SP_BrowserReload),
            "design": _Entry("startDesign", translate("StartPage", "Design a scenario"), translate("StartPage", "A map, two sides, their postures"), SP.SP_FileDialogDetailedView),
            "playtest": _Entry("startPlaytest", translate("StartPage", "Playtest a scenario"), translate("StartPage", "Set up and play on the board"), SP.SP_MediaPlay),
            "open": _Entry("startOpen", translate("StartPage", "Open a game box"), translate("StartPage", "A folder holding dataset.yaml"), SP.SP_DirOpenIcon),
            "newbox": _Entry("startNewBox", translate("StartPage", "New game box"), translate("StartPage", "Empty, or a copy of the demo"), SP.SP_FileDialogNewFolder),
        }
        for i, key in enumerate(("trace", "generate", "design", "playtest", "open", "newbox")):
            grid.addWidget(self.entries[key], i // 2, i % 2)
        outer.addLayout(grid)
        self.entries["trace"].clicked.connect(self._trace)
        self.entries["generate"].clicked.connect(self._generate)
        self.entries["design"].clicked.connect(self._design)
        self.entries["playtest"].clicked.connect(self._playtest)
        self.open_button = self.entries["open"]
        self.open_button.clicked.connect(self.openDataSetRequested)
        self.entries["newbox"].clicked.connect(self._new_box)

        lower = QHBoxLayout()
        recent_box = QVBoxLayout()
        recent_title = QLabel(translate("StartPage", "Recent files"))
        recent_title.setStyleSheet("font-weight: bold;")
        recent_box.addWidget(recent_title)
        self.recent = QListWidget()
        self.recent.setObjectName("recentFiles")
        self.recent.setMaximumHeight(150)
        self.recent.itemActivated.connect(self._open_recent)
        self.recent.itemDoubleClicked.connect(self._open_recent)
        recent_box.addWidget(self.recent)
        lower.addLayout(recent_box, 3)
        contents = QVBoxLayout()
        contents_title = QLabel(translate("StartPage", "In this game box"))
        contents_title.setStyleSheet("font-weight: bold;")
        contents.addWidget(contents_title)
        self.contents = QLabel()
        self.contents.setObjectName("boxContents")
        self.contents.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.contents.setWordWrap(True)
        contents.addWidget(self.contents, 1)
        lower.addLayout(contents, 2)
        outer.addLayout(lower)
        outer.addStretch(1)
        self.workspace.datasetChanged.connect(self.refresh)
        self.refresh()

    # ------------------------------------------------------------------ entries
    def _flows(self):
        from ..newdocs import flows

        return flows

    def _trace(self) -> None:
        self._flows().new_map_from_scan(self.main)

    def _design(self) -> None:
        self._flows().new_scenario(self.main)

    def _new_box(self) -> None:
        self._flows().new_game_box(self.main, from_demo=False)

    def _make_copy(self) -> None:
        self._flows().new_game_box(self.main, from_demo=True)

    def _generate(self) -> None:
        from ..rsgwizard.integration import open_wizard

        open_wizard(self.main)

    def _playtest(self) -> None:
        from ..board.integration import playtest_current

        playtest_current(self.main)

    def _open_recent(self, item: QListWidgetItem) -> None:
        path = item.data(PATH_ROLE)
        if path:
            self._flows().open_any(self.main, path)

    # ------------------------------------------------------------------ refresh
    def show_loading(self, root: Path) -> None:
        """The page while the game box opened at start is read, just after the window first shows."""
        self.dataset_label.setText(translate("StartPage", "Game box: loading..."))
        self.root_label.setText(str(root))
        for widget in (self.badge, self.own_badge, self.demo_offer, self.trouble, self.demo_button):
            widget.setVisible(False)
        self.contents.setText(translate("StartPage", "Loading..."))

    def refresh(self) -> None:
        ws = self.workspace
        self.dataset_label.setText(translate("StartPage", "Game box: {name}").format(name=ws.name))
        demo = ws.is_demo
        shipped = is_shipped_demo(ws.root)
        holds_demo = demo or any(e.provenance == "demo" for e in ws.entries())
        self.badge.setVisible(holds_demo)
        self.badge.setToolTip(
            translate("StartPage", "This box holds demo data: placeholder values, not the published game's. Replace them with your own.")
        )
        self.own_badge.setVisible(ws.root is not None and not shipped and not demo)
        self.demo_offer.setVisible(shipped)
        if ws.root is None:
            self.root_label.setText(translate("StartPage", "No game box is open: open one, or make a new one."))
        elif shipped:
            self.root_label.setText(translate("StartPage", "{path} (read-only)").format(path=ws.root))
        else:
            self.root_label.setText(str(ws.root))
        counts = ws.counts()
        parts = [f"{group_title(g)}: {counts[g]}" for g in GROUPS]
        maps = ws.dataset.maps.values()
        drafts = sum(1 for m in maps if m.status != "ready")
        if drafts:
            parts.append(translate("StartPage", "Draft maps: {n}").format(n=drafts))
        errors = sum(1 for p in ws.load_problems if p.severity == "error")
        if errors:
            parts.append(translate("StartPage", "Problems when loading: {n}").format(n=errors))
            self.trouble.setText(
                translate(
                    "StartPage", "<b>This data set did not load completely</b>: %n problem(s), listed in the Problems"
                    " panel below. Fix them in the files, or open another data set.", None, COUNT, errors
                )
            )
        else:
            self.trouble.setText("")
        broken = bool(errors) or (ws.root is not None and ws.dataset.manifest is None)
        self.trouble.setVisible(bool(errors))
        self.demo_button.setVisible(broken and not shipped)
        self.contents.setText("\n".join(parts))
        self.refresh_recent()

    def refresh_recent(self) -> None:
        self.recent.clear()
        files = self.main.recent_files() if hasattr(self.main, "recent_files") else []
        for f in files:
            item = QListWidgetItem(f"{Path(f).name}  —  {Path(f).parent}")
            item.setData(PATH_ROLE, f)
            item.setToolTip(f)
            self.recent.addItem(item)
        if not files:
            item = QListWidgetItem(translate("StartPage", "Nothing opened yet"))
            item.setFlags(Qt.ItemFlag.NoItemFlags)
            self.recent.addItem(item)

    def showEvent(self, event) -> None:  # noqa: N802 (Qt override)
        self.refresh_recent()
        super().showEvent(event)
