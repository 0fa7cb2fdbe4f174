"""Starting the desktop application: ``ccp-editor gui [--open FILE] [--view NAME] [--screenshot FILE]``.

With ``--screenshot`` the window is rendered offscreen at ``--size`` once the event loop has
settled, written as a PNG, and the process exits (0 on success). Screenshots and start-up probes
use fresh settings and a private recovery folder so they never depend on, or disturb, the user's.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from .mainwindow import MainWindow

SETTLE_MS = 250
STARTUP_PROBE_ENV = "CCP_EDITOR_STARTUP_PROBE"


def parse_size(text: str) -> tuple[int, int] | None:
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        return None
    if not (200 <= w <= 10000 and 200 <= h <= 10000):
        return None
    return w, h


def _err(message: str) -> None:
    print(f"ccp-editor: {message}", file=sys.stderr)


def run_gui(args: argparse.Namespace) -> int:
    """Run the application; returns the exit code (2 for a usage error, one line on stderr)."""
    size = parse_size(getattr(args, "size", "1280x800") or "1280x800")
    if size is None:
        _err(f"gui: --size must be WIDTHxHEIGHT (200-10000 each), not {args.size!r}")
        return 2
    screenshot = getattr(args, "screenshot", None)
    probe = bool(os.environ.get(STARTUP_PROBE_ENV))
    headless = bool(screenshot) or probe
    if screenshot:
        target = Path(screenshot)
        if target.parent and not target.parent.exists():
            _err(f"gui: folder of --screenshot does not exist: {target.parent}")
            return 2
    open_arg = getattr(args, "open", None)
    if open_arg and not Path(open_arg).exists():
        _err(f"gui: no such file or folder: {open_arg}")
        return 2
    if headless:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from .platform_check import start_problem

    problem = start_problem()
    if problem is not None:  # Qt would abort with its raw plugin error: say what to install instead
        _err(problem)
        return 1

    from PySide6.QtCore import QSettings, QTimer
    from PySide6.QtWidgets import QApplication

    from ..io.dataset import demo_dataset_root, find_dataset_root
    from .i18n import install_translator, resolve_language
    from .mainwindow import MainWindow
    from .userdirs import identify, migrate_legacy_names

    app = QApplication.instance() or QApplication([sys.argv[0]])
    identify(app)  # the settings' and folders' names, the icon of every window, the launcher's id
    app.setApplicationVersion(_version())
    scratch = tempfile.TemporaryDirectory(prefix="ccp-editor-") if headless else None
    if scratch is not None:
        settings = QSettings(str(Path(scratch.name) / "settings.ini"), QSettings.Format.IniFormat)
        recovery_root: Path | None = Path(scratch.name) / "recovery"
    else:
        migrate_legacy_names()
        settings = QSettings()
        recovery_root = None
    language = os.environ.get("CCP_EDITOR_LANG") or resolve_language(str(settings.value("language", "system")))
    install_translator(language)

    window = MainWindow(settings, recovery_root)
    root: Path | None = None
    if open_arg and Path(open_arg).is_dir():
        root = Path(open_arg)
    elif open_arg:
        root = find_dataset_root(open_arg)
    if root is None and not headless:
        last = settings.value("lastDataSet")
        if last and Path(str(last)).is_dir():
            root = Path(str(last))
    root = root or demo_dataset_root()
    view = getattr(args, "view", None)
    # A plain start shows its window first and reads the game box just after the first paint; a
    # start that opens a file or a view needs the box before it can show them.
    deferred = root is not None and not view and not (open_arg and Path(open_arg).is_file())
    if deferred:
        open_after_first_paint(window, root, then=None if headless else window.offer_recovery)
    elif root is not None:
        window.open_dataset(root)
    if open_arg and Path(open_arg).is_file():
        window.open_path(open_arg)
    from .shell import ViewArgumentError

    try:
        shown = not view or window.select_view(view)
    except ViewArgumentError as exc:
        _err(f"gui: --view {view[:60]!r}: {exc}")
        if headless:
            return 2
        shown = True
    if not shown:
        _err(f"gui: unknown view {view!r} (see ccp-editor gui --help)")
        if headless:
            return 2

    if headless:
        window.resize(*size)
        window.show()
        result = {"code": 0}

        def finish() -> None:
            if screenshot:
                image = window.grab()
                dialog = getattr(window, "last_dialog", None)
                if dialog is not None and dialog.isVisible():  # a dialog the view opened, drawn over the window
                    from PySide6.QtGui import QPainter

                    painter = QPainter(image)
                    shot = dialog.grab()
                    x, y = (image.width() - shot.width()) // 2, (image.height() - shot.height()) // 3
                    painter.drawPixmap(x, y, shot)
                    painter.drawRect(x - 1, y - 1, shot.width() + 1, shot.height() + 1)
                    painter.end()
                from ..io.storage import atomic_write_bytes
                from .render import RenderError, encoded_image

                try:
                    atomic_write_bytes(screenshot, encoded_image(image.toImage()), backup=False)
                except (RenderError, OSError) as exc:
                    _err(f"gui: could not write {screenshot}: {getattr(exc, 'strerror', None) or exc}")
                    result["code"] = 1
            window.recovery.close()
            window.hide()
            app.quit()

        if probe:
            # start-up probe: "shown-at" once the event loop runs with the window shown, then
            # "painted-at" once the window's first paint is done (it exits then, or after 30 s)
            QTimer.singleShot(0, lambda: print(f"shown-at {time.time():.6f}", flush=True))
            first_paint = FirstPaint(window, lambda: (print(f"painted-at {time.time():.6f}", flush=True), finish()))
            QTimer.singleShot(30_000, finish)
        else:
            QTimer.singleShot(SETTLE_MS, finish)
        app.exec()
        if probe:
            first_paint.detach()
        if scratch is not None:
            scratch.cleanup()
        return result["code"]

    window.resize(*size)
    window.restore_state()
    window.show()
    if not deferred:
        QTimer.singleShot(0, window.offer_recovery)
    return app.exec()


def open_after_first_paint(window: MainWindow, root: Path, then: Callable[[], object] | None = None) -> None:
    """Open the game box at ``root`` once ``window`` has painted, saying "Loading..." until then
    (on the start page and in the status bar); ``then`` runs after the box is open."""
    from .i18n import translate

    status = window.statusBar()
    before = status.currentMessage()
    loading = translate("Startup", "Loading the game box {path}...").format(path=root)
    window.welcome.show_loading(root)
    status.showMessage(loading)

    def load() -> None:
        window.open_dataset(root)
        window.welcome.refresh_recent()  # the page was shown before the box joined the recent files
        if status.currentMessage() == loading:  # unless opening the box said something else
            status.showMessage(before)
        if then is not None:
            then()

    window.when_painted(load)


class FirstPaint:
    """Calls ``then`` once, just after the first paint of ``window`` (or of a widget inside it) is done."""

    def __init__(self, window: QWidget, then: Callable[[], object]) -> None:
        from PySide6.QtCore import QEvent, QObject, QTimer
        from PySide6.QtWidgets import QApplication, QWidget

        self.window = window
        self.fired = False

        class _Filter(QObject):
            def eventFilter(inner, obj: QObject, event: QEvent) -> bool:  # noqa: N805, N802 - Qt's name
                if not self.fired and event.type() == QEvent.Type.Paint and isinstance(obj, QWidget) and obj.window() is window:
                    self.fired = True
                    QTimer.singleShot(0, then)  # after this paint returns
                return False

        self._filter = _Filter()
        QApplication.instance().installEventFilter(self._filter)

    def detach(self) -> None:
        from PySide6.QtWidgets import QApplication

        app = QApplication.instance()
        if app is not None:
            app.removeEventFilter(self._filter)


def _version() -> str:
    from .. import __version__

    return __version__
