"""The board's right-click menu: for a piece and the hex under it, each entry one session operation.

The functions take the board (``BoardWidget``): they are its menu, kept apart so the
widget stays a readable size. During a card game the menu only looks at the board.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QInputDialog, QMenu

from ...core.rules import SIDES
from ...play.naming import piece_name
from ..i18n import side_name, translate


def board_menu(board: Any, hex_id: str | None, piece_id: str | None) -> QMenu:
    """The right-click menu for a piece and the hex under it (each entry one session operation)."""
    s = board.session
    menu = QMenu(board)
    menu.setObjectName("boardMenu")
    if board.card_game is not None:  # the cards decide: only what looks at the board
        p = s.piece(piece_id) if piece_id else None
        if p is not None:
            menu.addSection(piece_name(s, p))
        if hex_id is not None and s.board.contains(hex_id):
            menu.addAction(translate("Board", "LOS / range from here"), lambda: board._los_from(hex_id))
        return menu
    play = s.phase == "play"
    p = s.piece(piece_id) if piece_id else None
    if piece_id and p is None:
        menu.addSection(translate("Board", "Sighting marker"))
        menu.addAction(translate("Board", "Remove from play"), lambda: board.perform(s.remove_sighting(piece_id)))
    elif p is not None:
        c = s.counter(p)
        menu.addSection(piece_name(s, p))
        if s.phase == "setup" and s.is_unit(p):
            menu.addAction(translate("Board", "Take back"), lambda: board.perform(s.unplace(p.id)))
            menu.addAction(translate("Board", "Put on a Time space..."), lambda: _time_space_dialog(board, p.id))
        if play:
            if p.id not in board.scene.selection:
                menu.addAction(translate("Board", "Fire with this piece..."), lambda: (board.scene.set_selection([p.id]), board.fire_mode()))
            else:
                menu.addAction(translate("Board", "Fire with the selection..."), board.fire_mode)
            menu.addAction(translate("Board", "Break"), lambda: board.perform(s.break_unit(p.id)))
            if p.broken:
                menu.addAction(translate("Board", "Rally") if s.is_unit(p) else translate("Board", "Repair"), lambda: board.perform(s.rally(p.id)))
            if s.is_unit(p):
                if p.suppressed:
                    menu.addAction(translate("Board", "Remove suppressed marker"), lambda: board.perform(s.unsuppress(p.id)))
                else:
                    menu.addAction(translate("Board", "Suppress"), lambda: board.perform(s.suppress(p.id)))
                menu.addAction(translate("Board", "Remove veteran marker") if p.veteran else translate("Board", "Make veteran"),
                               lambda: board.perform(s.set_veteran(p.id, not p.veteran)))
            menu.addAction(translate("Board", "Eliminate"), lambda: board.perform(s.eliminate(p.id)))
        weapon = p.id if c.kind == "weapon" else p.weapon
        if weapon and p.hex:
            holder = s.carrier_of(weapon)
            takers = [u for u in s.units_at(p.hex, p.side) if holder is None or u.id != holder.id]
            if takers:
                sub = menu.addMenu(translate("Board", "Hand the {weapon} to").format(weapon=board.piece_text(weapon)))
                for u in takers:
                    sub.addAction(piece_name(s, u),
                                  lambda _=False, w=weapon, t=u.id: board.perform(s.transfer_weapon(w, t)))
    if hex_id is not None and s.board.contains(hex_id):
        info = s.board.info(hex_id)
        cover, source = s.cover_at(hex_id)
        menu.addSection(translate("Board", "Hex {hex}: {terrain}, level {level}, cover {cover}").format(
            hex=hex_id, terrain=info.terrain.replace("_", " "), level=info.level, cover=cover))
        menu.addAction(translate("Board", "LOS / range from here"), lambda: board._los_from(hex_id))
        if play and board.scene.selection and s.units_at(hex_id):
            menu.addAction(translate("Board", "Fire at this hex with the selection..."), lambda: board.fire_at(hex_id))
        if play and hex_id in s.melee_hexes():
            menu.addAction(translate("Board", "Resolve melee"), lambda: board.perform(s.melee(hex_id)))
        if play and board.scene.selection:
            units = [pid for pid in board.scene.selection if s.piece(pid) and s.is_unit(s.piece(pid))]
            if units:
                menu.addAction(translate("Board", "Advance the selection here"), lambda: board.perform(s.advance(units, hex_id)))
        markers = menu.addMenu(translate("Board", "Markers"))
        smoke = markers.addMenu(translate("Board", "Smoke"))
        for v in (1, 2, 3, 4):
            smoke.addAction(str(v), lambda _=False, v=v: board.perform(s.place_marker("smoke", hex_id, v)))
        markers.addAction(translate("Board", "Blaze"), lambda: board.perform(s.place_marker("blaze", hex_id)))
        markers.addAction(translate("Board", "Starshell"), lambda: board.perform(s.place_marker("starshell", hex_id)))
        for kind in ("smoke", "blaze", "starshell"):
            if s.marker_at(hex_id, kind) is not None:
                markers.addAction(translate("Board", "Remove {kind}").format(kind=translate("PlayLog", kind)),
                                  lambda _=False, k=kind: board.perform(s.remove_marker(k, hex_id)))
        _fort_menu(board, menu, hex_id)
        if play:
            _aircraft_menu(board, menu, hex_id)
    return menu


def _aircraft_menu(board: Any, menu: QMenu, hex_id: str) -> None:
    """Each side's aircraft (8): placed in this hex from the countermix or moved here (E50), turned to
    its other face (O24.4, O24.5), or sent back to the countermix, by hand on the sandbox board."""
    s = board.session
    sub = menu.addMenu(translate("Board", "Aircraft"))
    for side in SIDES:
        a = s.aircraft(side)
        mine = sub.addMenu(translate("Board", "{side}: {aircraft}").format(side=side_name(side), aircraft=s.aircraft_name(side)))
        if a is None:
            mine.addAction(translate("Board", "Place it here"), lambda _=False, side=side: board.perform(s.place_aircraft(side, hex_id, by_hand=True)))
            continue
        if a.hex != hex_id:
            mine.addAction(translate("Board", "Move it here"), lambda _=False, side=side: board.perform(s.place_aircraft(side, hex_id, by_hand=True)))
        if a.face == "fighter":
            mine.addAction(translate("Board", "Turn it to its dive bomber side"),
                           lambda _=False, side=side: board.perform(s.flip_aircraft(side, "dive_bomber")))
        else:
            mine.addAction(translate("Board", "Turn it to its fighter side"),
                           lambda _=False, side=side: board.perform(s.flip_aircraft(side, "fighter")))
        mine.addAction(translate("Board", "Back to the countermix"), lambda _=False, side=side: board.perform(s.remove_aircraft(side)))

def _fort_menu(board: Any, menu: QMenu, hex_id: str) -> None:
    s = board.session
    fort = s.fortification_at(hex_id)
    if fort is not None:
        menu.addAction(translate("Board", "Remove {fort}").format(fort=fort.type), lambda: board.perform(s.remove_fortification(hex_id)))
        return
    owners = [side for side in SIDES if hex_id in set(s.setup_area(side))] if s.phase == "setup" else [
        side for side in SIDES if s.scenario.side(side).posture == "defender"]
    if not owners or not s.rules.fortifications:
        return
    sub = menu.addMenu(translate("Board", "Fortification"))
    for owner in owners:
        for ft in s.rules.fortifications:
            label = f"{ft.name} ({side_name(owner)})" if len(owners) > 1 else ft.name
            sub.addAction(label, lambda _=False, t=ft.id, o=owner: board.perform(s.place_fortification(t, hex_id, o)))


def _time_space_dialog(board: Any, unit_id: str) -> None:
    s = board.session
    space, ok = QInputDialog.getInt(board, translate("Board", "Time Track"), translate("Board", "Time space for {unit}:").format(unit=board.piece_text(unit_id)),
                                    s.tracks.time + 1, s.tracks.time + 1, s.rules.time.time_track_spaces)
    if ok:
        board.perform(s.set_time_space(unit_id, space))
