"""The steps an answer resolves on its own are shown one by one, never skipped over in silence.

One Confirm at step 5 (leaders) can run steps 6 to 9 (support, postures, rivers, fortifications)
when none of them asks anything. Rather than jumping to the next question, the wizard then shows
each of those steps with what happened in it (its cards, dice and VP moves), under a banner saying it
was resolved without a question, with **Next** (Enter) to the following one and **Skip to the
question**. ``StepReview`` keeps that queue; the wizard calls ``mark()`` before an answer and
``show_next()`` when it redraws.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QWidget

from ...rsg.stepwise import STEP_BY_KEY, STEPS, translated
from ..i18n import COUNT, translate
from .texts import step_number

STEP_ORDER = [s.key for s in STEPS]
LOG_STRIP = 96  # px of the step log kept in sight while a question is answered on the map (setup)


class StepReview:
    """The queue of steps resolved since the last answer, shown before the next question."""

    def __init__(self, wizard: Any) -> None:
        self.wizard = wizard
        self.queue: list[str] = []
        self._before: dict[str, str] | None = None
        self.banner = QFrame()
        self.banner.setObjectName("reviewBanner")
        self.banner.setStyleSheet("QFrame#reviewBanner { background: #e3f0fb; border: 1px solid #9cc3e6; border-radius: 4px; }"
                                  " QFrame#reviewBanner QLabel { color: #0d3c61; }")
        row = QHBoxLayout(self.banner)
        self.label = QLabel()
        self.label.setObjectName("reviewLabel")
        self.label.setWordWrap(True)
        row.addWidget(self.label, 1)
        self.skip_button = QPushButton(translate("RsgWizard", "Skip to the question"))
        self.skip_button.setObjectName("reviewSkipButton")
        self.skip_button.clicked.connect(self.skip)
        row.addWidget(self.skip_button)
        self.next_button = QPushButton()
        self.next_button.setObjectName("reviewNextButton")
        self.next_button.clicked.connect(self.next)
        row.addWidget(self.next_button)
        self.banner.hide()
        self.banner.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        layout = wizard.step_view.layout()
        layout.insertWidget(1, self.banner)
        # while the question is hidden, this takes its room so the step's texts stay together at the top
        self.spacer = QWidget()
        self.spacer.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        self.spacer.hide()
        layout.insertWidget(layout.count() - 1, self.spacer, 1)

    def mark(self) -> None:
        """Before an answer: remember which steps were done, to show the ones it resolves."""
        session = self.wizard.session
        self._before = dict(session.step_status()) if session is not None else None
        self.queue = []

    def _collect(self) -> None:
        session = self.wizard.session
        before, self._before = self._before, None
        if session is None or before is None:
            return
        now = session.step_status()
        answered = next((k for k, v in before.items() if v == "current"), None)
        current = session.snapshot.step_key
        self.queue = [k for k in STEP_ORDER
                      if k not in (answered, current) and before.get(k) != "done" and now.get(k) == "done" and session.entries_for(k)]

    def show_next(self) -> bool:
        """Show the first resolved step still to be seen; False when there is none (the wizard then
        shows its question as usual)."""
        if self._before is not None:
            self._collect()
        session = self.wizard.session
        status = session.step_status() if session is not None else {}
        self.queue = [k for k in self.queue if status.get(k) == "done"]  # Back may have undone them
        if not self.queue or session is None or session.snapshot.finished:
            self.queue = []
            self.banner.hide()
            self.spacer.hide()
            return False
        key = self.queue[0]
        self.wizard.show_step(key)
        info = STEP_BY_KEY[key]
        left = len(self.queue)
        self.label.setText(translate("RsgWizard", "Step {n} was resolved without a question: see what happened. %n step(s) to look at before the next question.", None, COUNT, left)
                           .format(n=step_number(info.label).strip()))
        following = self.queue[1] if left > 1 else session.snapshot.step_key
        if following in STEP_BY_KEY:
            nxt = STEP_BY_KEY[following]
            self.next_button.setText(translate("RsgWizard", "Next: step {n}, {title}").format(n=step_number(nxt.label).strip(), title=translated(nxt.title)))
        else:
            self.next_button.setText(translate("RsgWizard", "Next"))
        self.next_button.setDefault(True)
        self.wizard.confirm_button.setDefault(False)
        self.skip_button.setVisible(left > 1)
        self.banner.show()
        self.spacer.show()
        self.next_button.setFocus()
        return True

    def next(self) -> None:
        if self.queue:
            self.queue.pop(0)
        self._done_if_empty()
        self.wizard.refresh()

    def skip(self) -> None:
        self.queue = []
        self._done_if_empty()
        self.wizard.refresh()

    def _done_if_empty(self) -> None:
        if not self.queue:
            self.banner.hide()
            self.spacer.hide()
            self.wizard.confirm_button.setDefault(True)
