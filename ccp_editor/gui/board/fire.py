"""The fire calculator: every term of a fire attack laid out, then rolled and applied by the session.

The arithmetic is the session's ``plan_fire`` (O27); this dialog only lays it out term by term —
fire group FP, leader command, height advantage, hindrance (night included), each target's morale,
Cover with its source and any overstack penalty — and calls ``fire`` with the session's own dice.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...play.naming import piece_name
from ...play.session import ActionResult, FirePlan
from ..i18n import side_name, translate
from ..i18n.logline import play_line
from .host import BoardHost


class FireCalculatorDialog(QDialog):
    """Shows a fire attack's terms for a firing group and target hex; Roll applies it."""

    def __init__(self, board: BoardHost, firing_ids: list[str], target_hex: str, parent: QWidget | None = None,
                 left_out: list[str] | None = None) -> None:
        super().__init__(parent or board)
        self.board = board
        self.firing_ids = list(firing_ids)
        self.left_out = list(left_out or [])  # pieces of the group that cannot fire, each with why
        self.target_hex = target_hex
        self.result: ActionResult | None = None
        self.plan: FirePlan | None = None
        self.setObjectName("fireCalculator")
        self.setWindowTitle(translate("FireCalculator", "Fire at {hex}").format(hex=target_hex))
        self.setMinimumWidth(520)
        layout = QVBoxLayout(self)
        self.header = QLabel()
        self.header.setWordWrap(True)
        layout.addWidget(self.header)
        self.dropped_label = QLabel(self.left_out_text())
        self.dropped_label.setObjectName("fireDropped")
        self.dropped_label.setWordWrap(True)
        self.dropped_label.setStyleSheet("color: #8a4b00")
        self.dropped_label.setVisible(bool(self.left_out))
        layout.addWidget(self.dropped_label)
        self.firing_table = QTableWidget(0, 4)
        self.firing_table.setHorizontalHeaderLabels([translate("FireCalculator", "Piece"), translate("FireCalculator", "FP in effect"), translate("FireCalculator", "of which leader command"), translate("FireCalculator", "Range")])
        self.firing_table.verticalHeader().setVisible(False)
        self.firing_table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.firing_table.setMaximumHeight(120)
        layout.addWidget(self.firing_table)
        form = QFormLayout()
        self.terms: dict[str, QLabel] = {}
        for key, label in (
            ("base", translate("FireCalculator", "Best FP")),
            ("group", translate("FireCalculator", "Fire group (+1 per other piece)")),
            ("height", translate("FireCalculator", "Height advantage")),
            ("hindrance", translate("FireCalculator", "Hindrance (largest; night included)")),
            ("night", translate("FireCalculator", "Night")),
            ("modifiers", translate("FireCalculator", "Other modifiers")),
            ("total", translate("FireCalculator", "Attack FP")),
        ):
            value = QLabel()
            value.setObjectName(f"term_{key}")
            value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            self.terms[key] = value
            form.addRow(label, value)
        self.modifier_spin = QSpinBox()
        self.modifier_spin.setRange(-10, 10)
        self.modifier_spin.setToolTip(translate("FireCalculator", "FP from actions or events played with the fire (e.g. Assault Fire)"))
        self.modifier_spin.valueChanged.connect(self.replan)
        self.moving_box = QCheckBox(translate("FireCalculator", "Target is Moving (a tie breaks it)"))
        mods = QHBoxLayout()
        mods.addWidget(self.modifier_spin)
        mods.addWidget(self.moving_box, 1)
        form.addRow(translate("FireCalculator", "Action FP modifier"), mods)
        layout.addLayout(form)
        self.target_table = QTableWidget(0, 5)
        self.target_table.setHorizontalHeaderLabels([translate("FireCalculator", "Target"), translate("FireCalculator", "Morale"), translate("FireCalculator", "Command"), translate("FireCalculator", "Cover (source)"), translate("FireCalculator", "Defense before roll")])
        self.target_table.verticalHeader().setVisible(False)
        self.target_table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.target_table.setMaximumHeight(140)
        layout.addWidget(self.target_table)
        self.reason = QLabel()
        self.reason.setObjectName("fireReason")
        self.reason.setWordWrap(True)
        self.reason.setStyleSheet("color: #b3261e")
        layout.addWidget(self.reason)
        self.outcome = QLabel()
        self.outcome.setObjectName("fireOutcome")
        self.outcome.setWordWrap(True)
        self.outcome.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.outcome)
        buttons = QDialogButtonBox()
        self.roll_button = QPushButton(translate("FireCalculator", "Roll and apply"))
        self.roll_button.setObjectName("fireRoll")
        self.roll_button.setDefault(True)
        buttons.addButton(self.roll_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.close_button = buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self.roll_button.clicked.connect(self.roll)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.replan()

    def piece_name(self, piece_id: str) -> str:
        s = self.board.session
        p = s.piece(piece_id)
        if p is None:
            return piece_id
        return piece_name(s, p)

    def left_out_text(self) -> str:
        """Which pieces left the fire group and why (empty when none did)."""
        if not self.left_out:
            return ""
        return translate("Board", "Left out of the fire group: {pieces}.").format(pieces="; ".join(self.left_out))

    def ranges(self) -> dict[str, int]:
        """The range from each firing piece's hex to the target, counted on the grid (the rules'
        range: the shortest hex count, target hex included, firer's hex not)."""
        s = self.board.session
        out = {}
        for pid in self.firing_ids:
            p = s.piece(pid)
            if p is not None and p.location == "map" and p.hex and s.board.contains(self.target_hex):
                out[pid] = s.board.grid.distance(p.hex, self.target_hex)
        return out

    def range_text(self) -> str:
        """"3", or "3-4" for a group in hexes at different ranges; "?" when no piece is on the map."""
        values = sorted(set(self.ranges().values()))
        if not values:
            return "?"
        return str(values[0]) if len(values) == 1 else f"{values[0]}-{values[-1]}"

    def replan(self) -> None:
        s = self.board.session
        plan = s.plan_fire(self.firing_ids, self.target_hex, fp_modifier=self.modifier_spin.value())
        self.plan = plan
        side = s.piece(self.firing_ids[0]).side if self.firing_ids and s.piece(self.firing_ids[0]) else "japan"
        names = ", ".join(piece_name(s, p, where=False) for p in (s.piece(pid) for pid in self.firing_ids) if p is not None)
        # A refused plan has no range of its own: the range shown is always the hex count (see range_text).
        self.header.setText(translate("FireCalculator", "{side}: {names} fire at {hex} (range {range}{ordnance})").format(
            side=side_name(side), names=names, hex=self.target_hex, range=self.range_text(),
            ordnance=translate("FireCalculator", ", ordnance: Targeting roll first") if plan.ordnance else ""))
        # Every piece of the group has its row, a refused plan included (its FP as the counter has it).
        ranges, fps = self.ranges(), dict(plan.firing)
        self.firing_table.setRowCount(len(self.firing_ids))
        for row, pid in enumerate(self.firing_ids):
            dist = ranges.get(pid)
            fp = fps.get(pid, s.view(pid).fp if s.piece(pid) is not None else 0)
            for col, text in enumerate((self.piece_name(pid), str(fp), f"+{s.command_bonus(pid)}",
                                        "?" if dist is None else str(dist))):
                self.firing_table.setItem(row, col, QTableWidgetItem(text))
        self.firing_table.resizeColumnsToContents()
        causes = []
        if plan.legal:
            for h in sorted({s.piece(pid).hex for pid, _ in plan.firing if s.piece(pid) and s.piece(pid).hex}):
                los = s.los(h, self.target_hex)
                if los.causes:
                    causes.append(f"{h}: {'; '.join(los.causes)}")
        self.terms["base"].setText(str(plan.base_fp))
        self.terms["group"].setText(f"+{plan.group_bonus}")
        self.terms["height"].setText(f"{plan.height:+d}")
        hind = f"-{plan.hindrance}" if plan.hindrance else "0"
        if plan.ordnance and plan.hindrance:
            hind += translate("FireCalculator", " (lowers the Targeting roll, not the FP)")
        self.terms["hindrance"].setText(hind + (f"  [{' | '.join(causes)}]" if causes else ""))
        self.terms["night"].setText(translate("FireCalculator", "yes: night hindrance is in the figure above") if s.scenario.night else translate("FireCalculator", "no"))
        self.terms["modifiers"].setText(", ".join(f"{k} {v:+d}" for k, v in plan.modifiers) or "0")
        self.terms["total"].setText(f"<b>{plan.total_fp}</b>" + translate("FireCalculator", " + the attack roll"))
        self.target_table.setRowCount(len(plan.targets))
        for row, t in enumerate(plan.targets):
            p = s.piece(t.piece)
            name = piece_name(s, p, where=False) if p else t.piece
            over = translate("FireCalculator", " (overstack penalty)") if "overstacked" in t.cover_source else ""
            for col, text in enumerate((name, str(t.morale), f"+{t.command}", f"{t.cover} ({t.cover_source}){over}",
                                        str(t.defense_base))):
                self.target_table.setItem(row, col, QTableWidgetItem(text))
        self.target_table.resizeColumnsToContents()
        self.reason.setText("" if plan.legal else translate("FireCalculator", "Cannot fire: {reason}").format(reason=play_line(plan.reason)))
        self.roll_button.setEnabled(plan.legal and self.result is None)

    def roll(self) -> ActionResult | None:
        """Roll with the session's dice and apply the outcome to every target."""
        if self.plan is None or not self.plan.legal or self.result is not None:
            return None
        s = self.board.session
        result = self.board.perform(s.fire(self.firing_ids, self.target_hex, target_moving=self.moving_box.isChecked(),
                                           fp_modifier=self.modifier_spin.value()))
        if not result.ok:
            self.reason.setText(play_line(result.reason))
            return result
        self.result = result
        lines = [play_line(r.text()) for r in result.rolls]
        if "attack_total" in result.details:
            lines.append(translate("FireCalculator", "Attack total {total}").format(total=result.details["attack_total"]))
        for pid, outcome in result.details.get("outcomes", {}).items():
            lines.append(f"<b>{self.piece_name(pid)}: {play_line(outcome)}</b>")
        if result.details.get("hit") is False:
            lines.append(translate("FireCalculator", "<b>Targeting roll missed</b>"))
        self.outcome.setText("<br>".join(lines))
        self.roll_button.setEnabled(False)
        return result
