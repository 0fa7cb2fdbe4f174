"""A table view whose first columns stay put while the others scroll sideways (Id and Name of the
26-column counter table): a second view over the same model and selection lies on top of them,
Qt's frozen-column pattern."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView, QWidget

_Index = QModelIndex | QPersistentModelIndex


class FrozenTableView(QTableView):
    """A table whose first columns stay in place while the others scroll sideways: a second view
    over the same model and selection lies on top of them (Qt's frozen-column pattern)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.frozen_count = 0
        self.frozen: QTableView | None = None

    def freeze(self, count: int) -> None:
        """Keep the first ``count`` columns visible; call after the model is set."""
        self.frozen_count = count
        if count <= 0 or self.frozen is not None:
            return
        frozen = QTableView(self)
        frozen.setObjectName("frozenColumns")
        frozen.setModel(self.model())
        frozen.setSelectionModel(self.selectionModel())
        # its own delegate: a shared one would send each commit to both views
        frozen.setItemDelegate(type(self.itemDelegate())(frozen))
        frozen.setFocusProxy(self)  # a click on a frozen cell gives the keys (Ctrl+C, arrows) to the table
        frozen.verticalHeader().hide()
        frozen.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        frozen.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        frozen.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        frozen.setVerticalScrollMode(self.verticalScrollMode())
        frozen.setAlternatingRowColors(self.alternatingRowColors())
        frozen.setSelectionBehavior(self.selectionBehavior())
        frozen.setStyleSheet("QTableView#frozenColumns { border: none; border-right: 2px solid palette(mid); }")
        frozen.verticalHeader().setDefaultSectionSize(self.verticalHeader().defaultSectionSize())
        self.viewport().stackUnder(frozen)
        self.frozen = frozen
        self.horizontalHeader().sectionResized.connect(self._column_resized)
        self.verticalHeader().sectionResized.connect(lambda row, _o, size: frozen.setRowHeight(row, size))
        frozen.verticalScrollBar().valueChanged.connect(self.verticalScrollBar().setValue)
        self.verticalScrollBar().valueChanged.connect(frozen.verticalScrollBar().setValue)
        self.model().modelReset.connect(self._sync_columns)
        self.model().columnsInserted.connect(self._sync_columns)
        self._sync_columns()
        frozen.show()

    def _sync_columns(self) -> None:
        if self.frozen is None:
            return
        for c in range(self.model().columnCount()):
            self.frozen.setColumnHidden(c, c >= self.frozen_count)
            if c < self.frozen_count:
                self.frozen.setColumnWidth(c, self.columnWidth(c))
        self.frozen.horizontalHeader().setFixedHeight(self.horizontalHeader().height())
        self._place_frozen()

    def _column_resized(self, column: int, _old: int, size: int) -> None:
        if self.frozen is not None and column < self.frozen_count:
            self.frozen.setColumnWidth(column, size)
            self._place_frozen()

    def frozen_width(self) -> int:
        return sum(self.columnWidth(c) for c in range(min(self.frozen_count, self.model().columnCount())))

    def _place_frozen(self) -> None:
        if self.frozen is None:
            return
        self.frozen.horizontalHeader().setFixedHeight(self.horizontalHeader().height())
        self.frozen.setGeometry(
            self.verticalHeader().width() + self.frameWidth(),
            self.frameWidth(),
            self.frozen_width(),
            self.viewport().height() + self.horizontalHeader().height(),
        )

    def resizeEvent(self, event: Any) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._place_frozen()

    def updateGeometries(self) -> None:  # noqa: N802
        super().updateGeometries()
        self._place_frozen()

    def scrollTo(self, index: _Index, hint: QAbstractItemView.ScrollHint = QAbstractItemView.ScrollHint.EnsureVisible) -> None:  # noqa: N802
        if index.column() >= self.frozen_count:
            super().scrollTo(index, hint)
            # a column scrolled in from the right must not end up under the frozen ones
            rect = self.visualRect(index)
            if rect.left() < self.frozen_width():
                bar = self.horizontalScrollBar()
                bar.setValue(bar.value() - (self.frozen_width() - rect.left()))
        else:  # a frozen cell is always in view sideways: only the row may need scrolling to
            bar = self.horizontalScrollBar()
            keep = bar.value()
            super().scrollTo(index, hint)
            bar.setValue(keep)
