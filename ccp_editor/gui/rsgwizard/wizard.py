"""The random battle wizard: lock or randomise the inputs, then walk the steps together at one screen.

Pages: the inputs; the run (step list, the current step with its rule summary, the Fate cards turned
up, the question and its answer widget, the log); a "pass the screen to ..." page in front of every
answer a player must keep secret (his OB card, with his secret chits shown to him alone); the
finished battle, which opens as a scenario document, saves the answers and can start a playtest.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QSplitter,
    QStackedWidget,
    QToolButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...core.rules import SIDES
from ...model.dataset import DataSet
from ...model.scenario import Scenario
from ...rsg.context import RsgData, RsgError, prepare
from ...rsg.stepwise import (
    SECRET_DECISIONS,
    STEP_BY_KEY,
    STEPS,
    WizardInputs,
    WizardSession,
    public_text,
    side_name,
    step_key_of_entry,
    translated,
    vp_marker_text,
    vp_move_text,
)
from ..i18n import COUNT, translate
from ..i18n.logline import log_line
from ..widgets import DemoBadge, heading
from .cards import CardRow
from .choices import ChoiceWidget, make_choice, map_preview, map_thumbnail
from .choicesfile import save_choices_dialog
from .finished import battle_summary
from .options import OptionsPanel, option_value
from .review import LOG_STRIP, StepReview
from .texts import nation_name, questions, step_number, vp_text

# questions answered by placing pieces on the map
MAP_DECISIONS = frozenset({"fortification_hexes", "placement", "sighting_hexes"})
# inputs shown as their own fields rather than in the house-rule form
INPUT_OPTIONS = ("map_choice", "year_choice", "orientation", "allied_nation")


STATUS_COLOURS = {"done": QColor("#2e7d32"), "current": QColor("#1565c0"), "pending": QColor("#808080")}


LOG_COLUMN_MAX = 320  # px: a log column sized to its text stops here (the full text is in the tooltip)


def _vp_cell(before: int | None, after: int | None) -> str:
    """The log's VP cell in the wizard's one notation (as the header's VP marker): the marker's move
    ('Japan +6 -> Allies +1'), or where it stays when the step did not move it ('0', not '0 -> 0')."""
    if before is None or after is None:
        return ""
    return vp_marker_text(after) if before == after else vp_move_text(before, after)


class WizardWidget(QWidget):
    """The wizard. ``scenarioReady`` carries the finished Scenario when the players open it."""

    scenarioReady = Signal(object)

    def __init__(self, dataset: DataSet, seed_rng: random.Random | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rsgWizard")
        self.dataset = dataset
        self.seed_rng = seed_rng or random.Random()
        self.session: WizardSession | None = None
        self.viewer: str | None = None  # who may look at the screen: japan, allied, or None (both)
        self.choice: ChoiceWidget | None = None
        self.shown_step: str | None = None
        self._after_pass: Any = None
        self._playtest: Callable[[Scenario], object] | None = None
        try:
            self.data: RsgData | None = prepare(dataset)
            self.data_error = ""
        except RsgError as exc:
            self.data = None
            self.data_error = str(exc)

        layout = QVBoxLayout(self)
        header = QHBoxLayout()
        self.title = heading(QLabel(translate("RsgWizard", "Random battle")), 3)
        header.addWidget(self.title)
        self.badge = DemoBadge()
        self.badge.setVisible(dataset.provenance == "demo")
        header.addWidget(self.badge)
        header.addStretch(1)
        self.vp_label = QLabel()
        self.vp_label.setObjectName("vpLabel")
        header.addWidget(self.vp_label)
        layout.addLayout(header)
        self.pages = QStackedWidget()
        layout.addWidget(self.pages)
        self._build_inputs()
        self._build_run()
        self.review = StepReview(self)  # the steps an answer resolves are shown one by one
        self.pages.setCurrentWidget(self.inputs_page)

    # ================================================================== inputs page
    def _build_inputs(self) -> None:
        page = QWidget()
        outer = QVBoxLayout(page)
        intro = QLabel(
            translate("RsgWizard", "Lock the inputs you want fixed and leave the others random (drawn from the seed). The same seed, "
                "inputs and answers always give the same battle, here or with <i>ccp-editor generate</i>.")
        )
        intro.setWordWrap(True)
        outer.addWidget(intro)
        form = QFormLayout()
        seed_row = QHBoxLayout()
        self.seed_spin = QSpinBox()
        self.seed_spin.setObjectName("seedSpin")
        self.seed_spin.setRange(0, 2**31 - 1)
        self.seed_spin.setValue(1)
        seed_row.addWidget(self.seed_spin)
        self.seed_button = QPushButton(translate("RsgWizard", "Random seed"))
        self.seed_button.clicked.connect(lambda: self.seed_spin.setValue(self.seed_rng.randrange(2**31)))
        seed_row.addWidget(self.seed_button)
        seed_row.addStretch(1)
        form.addRow(translate("RsgWizard", "Seed"), seed_row)
        data = self.data
        self.map_combo = QComboBox()
        self.map_combo.setObjectName("mapCombo")
        self.map_combo.addItem(translate("RsgWizard", "Random (from the seed)"), None)
        self.map_combo.addItem(translate("RsgWizard", "The players choose"), "choose")
        for m in data.map_ids if data else []:
            self.map_combo.addItem(map_thumbnail(self.dataset.maps[m]), self.dataset.maps[m].name, m)
        for m in data.draft_map_ids if data else []:  # never drawn at random; chosen here, with a warning
            doc = self.dataset.maps[m]
            self.map_combo.addItem(map_thumbnail(doc), translate("RsgWizard", "{name} (draft: may be unfinished)").format(name=doc.name), m)
        self.map_combo.setIconSize(QSize(40, 28))
        form.addRow(translate("RsgWizard", "Map"), self.map_combo)
        self.orientation_combo = QComboBox()
        self.orientation_combo.setObjectName("orientationCombo")
        for label, value in ((translate("RsgWizard", "Random (Japan's white die)"), "random"), (translate("RsgWizard", "Wide (long edges)"), "wide"), (translate("RsgWizard", "Narrow (short edges)"), "narrow")):
            self.orientation_combo.addItem(label, value)
        form.addRow(translate("RsgWizard", "Orientation"), self.orientation_combo)
        self.year_combo = QComboBox()
        self.year_combo.setObjectName("yearCombo")
        self.year_combo.addItem(translate("RsgWizard", "Random (from the seed)"), None)
        self.year_combo.addItem(translate("RsgWizard", "The players choose"), "choose")
        for y in data.years() if data else []:
            self.year_combo.addItem(str(y), y)
        form.addRow(translate("RsgWizard", "Year"), self.year_combo)
        self.allied_combo = QComboBox()
        self.allied_combo.setObjectName("alliedCombo")
        self.allied_combo.addItem(translate("RsgWizard", "Random (from the seed)"), None)
        for a in data.allied_ids if data else []:
            self.allied_combo.addItem(nation_name(self.dataset, a), a)
        form.addRow(translate("RsgWizard", "Allied nation"), self.allied_combo)
        outer.addLayout(form)

        rules = QGroupBox(translate("RsgWizard", "House rules (where the rules leave a gap)"))
        rules_box = QVBoxLayout(rules)
        self.options_panel = OptionsPanel(list(data.ruleset.house_rules) if data else [], INPUT_OPTIONS)
        rules_box.addWidget(self.options_panel)
        self.option_widgets: dict[str, QWidget] = self.options_panel.widgets
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(rules)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        outer.addWidget(scroll, 1)
        self.inputs_error = QLabel(self.data_error)
        self.inputs_error.setStyleSheet("color: #b3261e;")
        self.inputs_error.setWordWrap(True)
        outer.addWidget(self.inputs_error)
        row = QHBoxLayout()
        row.addStretch(1)
        self.start_button = QPushButton(translate("RsgWizard", "Start"))
        self.start_button.setObjectName("startButton")
        self.start_button.setDefault(True)
        self.start_button.setEnabled(self.data is not None)
        self.start_button.clicked.connect(lambda: self.start())
        row.addWidget(self.start_button)
        outer.addLayout(row)
        self.inputs_page = page
        self.pages.addWidget(page)

    def inputs(self) -> WizardInputs:
        """The inputs as the page shows them; house rules only where they differ from the default."""
        options: dict[str, Any] = {}
        if self.map_combo.currentData() == "choose":
            options["map_choice"] = "choose"
        if self.year_combo.currentData() == "choose":
            options["year_choice"] = "choose"
        rules = {h.key: h for h in self.data.ruleset.house_rules} if self.data else {}
        for key, w in self.option_widgets.items():
            value = option_value(w)
            if value != rules[key].default:
                options[key] = value
        map_id = self.map_combo.currentData()
        year = self.year_combo.currentData()
        return WizardInputs(
            seed=self.seed_spin.value(),
            map_id=map_id if map_id not in (None, "choose") else None,
            year=year if isinstance(year, int) else None,
            allied=self.allied_combo.currentData(),
            orientation=self.orientation_combo.currentData(),
            options=options,
        )

    # ================================================================== run page
    def _build_run(self) -> None:
        page = QWidget()
        outer = QVBoxLayout(page)
        outer.setContentsMargins(0, 0, 0, 0)
        split = QSplitter(Qt.Orientation.Horizontal)
        self.step_list = QListWidget()
        self.step_list.setObjectName("stepList")
        for s in STEPS:
            item = QListWidgetItem(f"{step_number(s.label):>4}  {translated(s.title)}")
            item.setData(Qt.ItemDataRole.UserRole, s.key)
            item.setToolTip(translated(s.rule))
            self.step_list.addItem(item)
        self.step_list.setMinimumWidth(200)
        self.step_list.itemClicked.connect(lambda item: self.show_step(item.data(Qt.ItemDataRole.UserRole)))
        split.addWidget(self.step_list)
        self.center = QStackedWidget()
        split.addWidget(self.center)
        split.setStretchFactor(1, 1)
        split.setSizes([230, 800])
        vsplit = QSplitter(Qt.Orientation.Vertical)
        vsplit.addWidget(split)
        self.log_tree = QTreeWidget()
        self.log_tree.setObjectName("wizardLog")
        self.log_tree.setHeaderLabels([translate("RsgWizard", "Step"), translate("RsgWizard", "Rule"), translate("RsgWizard", "Cards"), translate("RsgWizard", "VP"), translate("RsgWizard", "What happened")])
        self.log_tree.setRootIsDecorated(False)
        for col, width in enumerate((110, 150, 90, 150)):
            self.log_tree.setColumnWidth(col, width)
        vsplit.addWidget(self.log_tree)
        vsplit.setSizes([520, 160])
        self.vsplit = vsplit
        self._log_sizes: list[int] | None = None  # the log's room while a map question folds it
        outer.addWidget(vsplit)
        self._build_step_view()
        self._build_pass_view()
        self._build_finished_view()
        self.run_page = page
        self.pages.addWidget(page)

    def _build_step_view(self) -> None:
        view = QWidget()
        box = QVBoxLayout(view)
        self.step_title = QLabel()
        self.step_title.setObjectName("stepTitle")
        heading(self.step_title, 2)
        box.addWidget(self.step_title)
        self.step_rule = QLabel()
        self.step_rule.setStyleSheet("color: #5a5a5a;")
        box.addWidget(self.step_rule)
        self.step_summary = QLabel()
        self.step_summary.setWordWrap(True)
        box.addWidget(self.step_summary)
        self.happened = QVBoxLayout()
        happened_box = QGroupBox(translate("RsgWizard", "What happened"))
        happened_box.setLayout(self.happened)
        self.happened_box = happened_box
        box.addWidget(happened_box)
        self.question_box = QGroupBox()
        self.question_box.setObjectName("questionBox")
        q = QVBoxLayout(self.question_box)
        self.question_label = QLabel()
        self.question_label.setObjectName("questionLabel")
        self.question_label.setWordWrap(True)
        qf = self.question_label.font()
        qf.setBold(True)
        self.question_label.setFont(qf)
        q.addWidget(self.question_label)
        self.secret_label = QLabel()
        self.secret_label.setObjectName("secretLabel")
        self.secret_label.setWordWrap(True)
        self.secret_label.setStyleSheet("background: #fff4d6; color: #4a3800; padding: 4px; border-radius: 3px;")
        q.addWidget(self.secret_label)
        self.pending_cards = CardRow()
        q.addWidget(self.pending_cards)
        self.choice_holder = QVBoxLayout()
        q.addLayout(self.choice_holder, 1)
        self.error_label = QLabel()
        self.error_label.setObjectName("wizardError")
        self.error_label.setWordWrap(True)
        self.error_label.setStyleSheet("color: #b3261e;")
        q.addWidget(self.error_label)
        box.addWidget(self.question_box, 1)
        buttons = QHBoxLayout()
        self.back_button = QPushButton(translate("RsgWizard", "Back"))
        self.back_button.setObjectName("backButton")
        self.back_button.setToolTip(translate("RsgWizard", "Withdraw the last answer and re-run from the seed"))
        self.back_button.clicked.connect(self.back)
        self.redo_button = QPushButton(translate("RsgWizard", "Go back to this step"))
        self.redo_button.setObjectName("redoButton")
        self.redo_button.clicked.connect(lambda: self.go_back_to(self.shown_step or "pre:map"))
        self.inputs_button = QPushButton(translate("RsgWizard", "Change inputs"))
        self.inputs_button.clicked.connect(lambda: self.pages.setCurrentWidget(self.inputs_page))
        self.auto_button = QPushButton(translate("RsgWizard", "Auto (this step)"))
        self.auto_button.setObjectName("autoButton")
        self.auto_button.clicked.connect(self.auto_step)
        self.auto_all_button = QPushButton(translate("RsgWizard", "Auto (all the rest)"))
        self.auto_all_button.setObjectName("autoAllButton")
        self.auto_all_button.clicked.connect(self.auto_all)
        self.confirm_button = QPushButton(translate("RsgWizard", "Confirm"))
        self.confirm_button.setObjectName("confirmButton")
        self.confirm_button.setDefault(True)
        self.confirm_button.clicked.connect(self.confirm)
        for b in (self.inputs_button, self.back_button, self.redo_button):
            buttons.addWidget(b)
        buttons.addStretch(1)
        for b in (self.auto_button, self.auto_all_button, self.confirm_button):
            buttons.addWidget(b)
        box.addLayout(buttons)
        self.step_view = view
        self.center.addWidget(view)

    def _build_pass_view(self) -> None:
        view = QWidget()
        view.setObjectName("passScreen")
        box = QVBoxLayout(view)
        box.addStretch(1)
        self.pass_label = QLabel()
        self.pass_label.setObjectName("passLabel")
        self.pass_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        heading(self.pass_label, 8)
        box.addWidget(self.pass_label)
        self.pass_note = QLabel()
        self.pass_note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.pass_note.setWordWrap(True)
        box.addWidget(self.pass_note)
        row = QHBoxLayout()
        row.addStretch(1)
        self.pass_button = QPushButton()
        self.pass_button.setObjectName("passButton")
        self.pass_button.clicked.connect(self._passed)
        row.addWidget(self.pass_button)
        row.addStretch(1)
        box.addLayout(row)
        box.addStretch(2)
        self.pass_view = view
        self.center.addWidget(view)

    def _build_finished_view(self) -> None:
        view = QWidget()
        box = QVBoxLayout(view)
        box.addWidget(heading(QLabel(translate("RsgWizard", "The battle is ready")), 3))
        self.finished_summary = QLabel()
        self.finished_summary.setObjectName("finishedSummary")
        self.finished_summary.setWordWrap(True)
        self.finished_summary.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.finished_summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.finished_map = QLabel()
        self.finished_map.setObjectName("finishedMap")
        self.finished_map.setAlignment(Qt.AlignmentFlag.AlignTop)
        top = QHBoxLayout()
        top.addWidget(self.finished_summary, 1)
        top.addWidget(self.finished_map)
        box.addLayout(top)
        self.private_label = QLabel()
        self.private_label.setObjectName("privateLabel")
        self.private_label.setWordWrap(True)
        self.private_label.setStyleSheet("background: #fff4d6; color: #4a3800; padding: 6px; border-radius: 3px;")
        self.private_label.hide()
        box.addWidget(self.private_label)
        secrets = QHBoxLayout()
        self.secret_buttons: dict[str, QPushButton] = {}
        for side in SIDES:
            b = QPushButton(translate("RsgWizard", "{side}: show my secret chits...").format(side=side_name(side)))
            b.setObjectName(f"secretButton_{side}")
            b.clicked.connect(lambda _=False, s=side: self.reveal_secrets(s))
            self.secret_buttons[side] = b
            secrets.addWidget(b)
        self.hide_secret_button = QPushButton(translate("RsgWizard", "Hide"))
        self.hide_secret_button.clicked.connect(self._hide_private)
        self.hide_secret_button.hide()
        secrets.addWidget(self.hide_secret_button)
        secrets.addStretch(1)
        box.addLayout(secrets)
        box.addStretch(1)
        self.details_button = QToolButton()
        self.details_button.setObjectName("detailsButton")
        self.details_button.setText(translate("RsgWizard", "Details"))
        self.details_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.details_button.setArrowType(Qt.ArrowType.RightArrow)
        self.details_button.setAutoRaise(True)
        self.details_button.setCheckable(True)
        box.addWidget(self.details_button)
        self.command_label = QLabel()
        self.command_label.setObjectName("commandLabel")
        self.command_label.setWordWrap(True)
        self.command_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.command_label.setVisible(False)
        self.details_button.toggled.connect(self._show_details)
        box.addWidget(self.command_label)
        row = QHBoxLayout()
        self.finished_back = QPushButton(translate("RsgWizard", "Back"))
        self.finished_back.clicked.connect(self.back)
        row.addWidget(self.finished_back)
        self.new_button = QPushButton(translate("RsgWizard", "New battle..."))
        self.new_button.clicked.connect(lambda: self.pages.setCurrentWidget(self.inputs_page))
        row.addWidget(self.new_button)
        row.addStretch(1)
        self.save_choices_button = QPushButton(translate("RsgWizard", "Save choices..."))
        self.save_choices_button.setObjectName("saveChoicesButton")
        self.save_choices_button.clicked.connect(lambda: save_choices_dialog(self))
        row.addWidget(self.save_choices_button)
        self.playtest_button = QPushButton(translate("RsgWizard", "Playtest"))
        self.playtest_button.setObjectName("playtestButton")
        self.playtest_button.setToolTip(translate("RsgWizard", "Open the battle on the playtest board with the units set up"))
        self.playtest_button.clicked.connect(self.playtest)
        row.addWidget(self.playtest_button)
        self.balance_button = QPushButton(translate("RsgWizard", "Balance..."))
        self.balance_button.setObjectName("balanceButton")
        self.balance_button.setToolTip(translate("RsgWizard", "Play the battle many times with automatic players and see who wins how often"))
        self.balance_button.setEnabled(False)  # given its job by set_balance
        row.addWidget(self.balance_button)
        self.open_button = QPushButton(translate("RsgWizard", "Open as scenario document"))
        self.open_button.setObjectName("openScenarioButton")
        self.open_button.setDefault(True)
        self.open_button.clicked.connect(self.open_scenario)
        row.addWidget(self.open_button)
        box.addLayout(row)
        self.finished_view = view
        self.center.addWidget(view)

    # ================================================================== running
    def start(self, inputs: WizardInputs | None = None) -> None:
        """Begin a generation (from the inputs page unless given)."""
        if self.data is None:
            return
        inputs = inputs or self.inputs()
        try:
            self.session = WizardSession(self.data, inputs)
        except RsgError as exc:
            self.inputs_error.setText(str(exc))
            return
        self.inputs_error.setText("")
        self.viewer = None
        self.title.setText(translate("RsgWizard", "Random battle: seed {seed}").format(seed=inputs.seed))
        self.pages.setCurrentWidget(self.run_page)
        snap = self.session.snapshot
        if snap.error is not None and snap.decision is None and snap.state is None:
            self.inputs_error.setText(snap.error)
            self.pages.setCurrentWidget(self.inputs_page)
            return
        self.refresh()

    def required_viewer(self) -> str | None:
        snap = self.session.snapshot if self.session else None
        if snap is None or snap.decision is None:
            return None
        return snap.decision.side if snap.decision.step in SECRET_DECISIONS else None

    def refresh(self) -> None:
        """Redraw from the session; a secret question first hands the screen to its player."""
        session = self.session
        if session is None:
            return
        snap = session.snapshot
        status = session.step_status()
        for row in range(self.step_list.count()):
            item = self.step_list.item(row)
            st = status[item.data(Qt.ItemDataRole.UserRole)]
            item.setForeground(QBrush(STATUS_COLOURS[st]))
            f = item.font()
            f.setBold(st == "current")
            item.setFont(f)
        self.vp_label.setText(vp_text(snap.state.vp) if snap.state is not None else "")
        self._fill_log()
        self.command_label.setText(translate("RsgWizard", "Same battle from the command line (answers saved with Save choices):")
                                   + "<br><tt>" + session.command_line() + "</tt>")
        if snap.finished:
            self._show_finished()
            return
        needed = self.required_viewer()
        if needed != self.viewer:
            self._ask_pass(needed, self.refresh)
            return
        if not self.review.show_next():
            self.show_step(snap.step_key or "pre:map")

    def _fill_log(self) -> None:
        self.log_tree.clear()
        for e in self.session.log() if self.session else []:
            info = STEP_BY_KEY.get(step_key_of_entry(e))
            cards = " ".join(f"[{w}/{c}]" for w, c in e.cards)
            vp = _vp_cell(e.vp_before, e.vp_after)
            label = f"{step_number(info.label)} {translated(info.title)}" if info else e.step
            text = public_text(e, self.session.data, log_line)
            item = QTreeWidgetItem([label, e.rule, cards, vp, text])
            for col, shown in enumerate((label, e.rule, cards, vp, text)):
                item.setToolTip(col, shown)  # the full text of a cell narrowed by a small window
            self.log_tree.addTopLevelItem(item)
        for col in range(4):  # Step, Rule, Cards, VP: as wide as their text, within reason
            self.log_tree.resizeColumnToContents(col)
            self.log_tree.setColumnWidth(col, min(self.log_tree.columnWidth(col), LOG_COLUMN_MAX))
        if self.log_tree.topLevelItemCount():
            self.log_tree.scrollToItem(self.log_tree.topLevelItem(self.log_tree.topLevelItemCount() - 1))

    def _clear_happened(self) -> None:
        while self.happened.count():
            item = self.happened.takeAt(0)
            w = item.widget()
            if w is not None:
                w.hide()  # gone at once, not only when the deferred delete runs
                w.deleteLater()

    def show_step(self, key: str) -> None:
        """Show one step: its rule, what happened in it and, for the current step, the question."""
        session = self.session
        if session is None or key not in STEP_BY_KEY:
            return
        if self.center.currentWidget() is self.pass_view:
            return  # nothing is shown until the player at the screen confirms
        snap = session.snapshot
        info = STEP_BY_KEY[key]
        self.shown_step = key
        for row in range(self.step_list.count()):
            if self.step_list.item(row).data(Qt.ItemDataRole.UserRole) == key:
                self.step_list.setCurrentRow(row)
        number = translate("RsgWizard", "Before the steps") if info.label == "Pre" else translate("RsgWizard", "Step {n}").format(n=info.label)
        self.step_title.setText(f"{number}: {translated(info.title)}")
        self.step_rule.setText(translate("RsgWizard", "Rule: {rule}").format(rule=translated(info.rule)))
        self.step_summary.setText(translated(info.summary))
        self._clear_happened()
        entries = session.entries_for(key)
        for e in entries:
            row = QWidget()
            h = QVBoxLayout(row)
            h.setContentsMargins(0, 0, 0, 0)
            if e.cards:
                cards = CardRow()
                cards.set_cards(e.cards, e.actor or "japan")
                h.addWidget(cards)
            vp = f"  (VP {vp_move_text(e.vp_before, e.vp_after)})" if e.vp_before is not None and e.vp_after is not None and e.vp_before != e.vp_after else ""
            text = QLabel(public_text(e, session.data, log_line) + vp)
            text.setWordWrap(True)
            h.addWidget(text)
            self.happened.addWidget(row)
        if not entries:
            self.happened.addWidget(QLabel(translate("RsgWizard", "Nothing yet.") if session.step_status()[key] == "pending" else translate("RsgWizard", "No entry.")))
        current = snap.step_key == key and snap.decision is not None
        # a question answered on the map gets the room: the rule's summary moves to the title's tooltip
        on_map = current and snap.decision is not None and snap.decision.step in MAP_DECISIONS
        self.step_summary.setVisible(not on_map)
        self.step_title.setToolTip(translated(info.summary) if on_map else "")
        self.happened_box.setVisible(not on_map)
        self._fold_log(on_map)
        self.question_box.setVisible(current)
        self.auto_button.setEnabled(current)
        self.confirm_button.setEnabled(current)
        self.auto_all_button.setEnabled(snap.decision is not None)
        self.back_button.setEnabled(bool(session.answers))
        self.redo_button.setVisible(session.step_status()[key] == "done")
        if current:
            self._show_question()
        self.center.setCurrentWidget(self.step_view)

    def _fold_log(self, fold: bool) -> None:
        """A question answered on the map takes most of the log's room; it comes back after it."""
        if fold and self._log_sizes is None:
            self._log_sizes = self.vsplit.sizes()
            self.vsplit.setSizes([sum(self._log_sizes) - LOG_STRIP, LOG_STRIP])  # the latest lines stay in sight
        elif not fold and self._log_sizes is not None:
            self.vsplit.setSizes(self._log_sizes)
            self._log_sizes = None

    def _show_question(self) -> None:
        snap = self.session.snapshot
        d = snap.decision
        assert d is not None and snap.state is not None
        side = side_name(d.side) if d.side else ""
        self.question_box.setTitle(translate("RsgWizard", "Your decision"))
        self.question_label.setText(questions().get(d.step, d.step).format(side=side))
        if d.step in SECRET_DECISIONS and d.side is not None:
            self.secret_label.setText(self._secret_text(d.side, snap.state))
            self.secret_label.show()
        else:
            self.secret_label.hide()
        deck = d.side or "japan"
        self.pending_cards.set_cards(snap.pending_cards, deck)
        self.pending_cards.setVisible(bool(snap.pending_cards))
        if self.choice is not None:
            self.choice.setParent(None)
            self.choice.deleteLater()
        self.choice = make_choice(d, snap.state)
        self.choice.setObjectName("choiceWidget")
        suggestion = self.session.suggestion()
        if suggestion is not None:
            self.choice.set_value(suggestion)
        self.choice_holder.addWidget(self.choice)
        self.error_label.setText(snap.error or "")

    def _secret_text(self, side: str, state: Any) -> str:
        chits = state.chits.secret_japan if side == "japan" else state.chits.secret_allied
        table = self.dataset.chits
        parts = []
        for letter in chits:
            chit = table.chit(letter) if table else None
            parts.append(f"{letter}: {chit.text}" if chit is not None and chit.text else letter)
        mine = "; ".join(parts) if parts else translate("RsgWizard", "none (drawn open instead)")
        count = max(len(parts), 1)  # "none" reads with the singular, as one would write it
        return translate("RsgWizard", "Only for {side}. Your secret objective chit(s): {chits}", None, COUNT, count).format(
            side=side_name(side), chits=mine)

    # ------------------------------------------------------------------ the screen changes hands
    def _ask_pass(self, side: str | None, then: Any) -> None:
        if side is None:
            self.pass_label.setText(translate("RsgWizard", "Turn the screen so both players can see"))
            self.pass_note.setText(translate("RsgWizard", "The secret choices are made. The next steps are open to both players."))
            self.pass_button.setText(translate("RsgWizard", "Both players are watching: continue"))
        elif side == "japan":
            self.pass_label.setText(translate("RsgWizard", "Pass the screen to the Japanese player"))
            self.pass_note.setText(
                translate("RsgWizard", "The Allied player looks away. Nothing secret is on the screen until the Japanese player presses the button.")
            )
            self.pass_button.setText(translate("RsgWizard", "I am the Japanese player: show my screen"))
        else:
            self.pass_label.setText(translate("RsgWizard", "Pass the screen to the Allied player"))
            self.pass_note.setText(
                translate("RsgWizard", "The Japanese player looks away. Nothing secret is on the screen until the Allied player presses the button.")
            )
            self.pass_button.setText(translate("RsgWizard", "I am the Allied player: show my screen"))
        self._pass_target = side
        self._after_pass = then
        self._fold_log(False)
        self.step_list.setEnabled(False)
        self.log_tree.setEnabled(True)
        self.center.setCurrentWidget(self.pass_view)

    def _passed(self) -> None:
        self.viewer = self._pass_target
        self.step_list.setEnabled(True)
        self.center.setCurrentWidget(self.step_view)
        then, self._after_pass = self._after_pass, None
        if then is not None:
            then()

    # ------------------------------------------------------------------ actions
    def _after_change(self) -> None:
        snap = self.session.snapshot if self.session else None
        if snap is not None and snap.error is not None and snap.decision is not None:
            self.refresh()
            self.error_label.setText(snap.error)
            return
        self.refresh()

    def confirm(self) -> None:
        """Answer the open question with the widget's value."""
        if self.session is None or self.choice is None or self.session.snapshot.decision is None:
            return
        self.review.mark()
        self.session.answer(self.choice.value())
        self._after_change()

    def auto_step(self) -> None:
        if self.session is not None and self.session.snapshot.decision is not None:
            self.review.mark()
            self.session.auto_current()
            self._after_change()

    def auto_all(self) -> None:
        """The auto decider answers everything left (secret answers included, so no pass page)."""
        if self.session is not None:
            self.session.auto_rest()
            self.viewer = None
            self._after_change()

    def auto_until(self, step: str) -> bool:
        """Let Auto answer every question before the first of kind ``step`` ('end': all of them);
        False when the generation ends or fails without asking it."""
        if self.session is None:
            return False
        if step == "end":
            self.auto_all()
            return self.session.snapshot.finished
        while (d := self.session.snapshot.decision) is not None and d.step != step:
            before = len(self.session.answers)
            self.session.auto_current()
            if len(self.session.answers) == before:
                break
        self.viewer = self.required_viewer()
        self.step_list.setEnabled(True)
        self.center.setCurrentWidget(self.step_view)
        self._after_change()
        d = self.session.snapshot.decision
        return d is not None and d.step == step

    def back(self) -> None:
        if self.session is not None:
            self.session.back_one()
            self._after_change()

    def go_back_to(self, key: str) -> None:
        """Re-run from ``key``: every answer from that step on is dropped."""
        if self.session is not None:
            self.session.back_to(key)
            self._after_change()

    # ------------------------------------------------------------------ finished
    def _show_finished(self) -> None:
        sc = self.session.scenario()
        map_doc = self.dataset.maps.get(sc.map)
        lines = battle_summary(sc, self.dataset)
        self._fold_log(False)
        self.finished_summary.setText("<br>".join(lines))
        if map_doc is not None:
            self.finished_map.setPixmap(map_preview(map_doc, 300))
            self.finished_map.setToolTip(map_doc.name)
        self.finished_map.setVisible(map_doc is not None)
        self.playtest_button.setEnabled(self._playtest is not None)
        self._hide_private()
        self.step_list.setEnabled(True)
        self.step_list.clearSelection()
        self.center.setCurrentWidget(self.finished_view)

    def _show_details(self, shown: bool) -> None:
        self.details_button.setArrowType(Qt.ArrowType.DownArrow if shown else Qt.ArrowType.RightArrow)
        self.command_label.setVisible(shown)

    def reveal_secrets(self, side: str) -> None:
        """Show one player's secret chits, after the screen is passed to him."""
        if self.session is None or not self.session.snapshot.finished:
            return

        def show() -> None:
            self.center.setCurrentWidget(self.finished_view)
            self.private_label.setText(self._secret_text(side, self.session.snapshot.state))
            self.private_label.show()
            self.hide_secret_button.show()

        self._ask_pass(side, show)

    def _hide_private(self) -> None:
        self.private_label.hide()
        self.private_label.setText("")
        self.hide_secret_button.hide()
        self.viewer = None

    def scenario(self) -> Scenario:
        if self.session is None:
            raise RsgError("no generation has been started")
        return self.session.scenario()

    def open_scenario(self) -> None:
        if self.session is not None and self.session.snapshot.finished:
            self.scenarioReady.emit(self.session.scenario())

    def set_playtest(self, play: Callable[[Scenario], object] | None) -> None:
        """What the Playtest button does with the finished battle (the window's board, when installed)."""
        self._playtest = play
        self.playtest_button.setEnabled(play is not None)

    def set_balance(self, balance: Callable[[Scenario], object] | None) -> None:
        """What the Balance... button does with the finished battle (the window's Balance panel)."""
        self.balance_button.setEnabled(balance is not None)
        if balance is not None:
            self.balance_button.clicked.connect(
                lambda: self.session is not None and self.session.snapshot.finished and balance(self.session.scenario()))

    def playtest(self) -> None:
        if self._playtest is None or self.session is None or not self.session.snapshot.finished:
            return
        self._playtest(self.session.scenario())
