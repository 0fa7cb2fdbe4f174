"""The aircraft's sentences of the playtest log (rule 8): Air Support (E50), Bombing and Strafing Runs
(O24.4, O24.5), Abort Run (O23.3). Part of ``logtext``'s catalogue, which takes them all in; kept apart
so each file stays readable. No Qt here."""

from __future__ import annotations

from ..model.i18n import QT_TRANSLATE_NOOP

AIR_FACE_WORDS: dict[str, str] = {"fighter": QT_TRANSLATE_NOOP("PlayLog", "fighter"),
                                  "dive_bomber": QT_TRANSLATE_NOOP("PlayLog", "dive bomber")}
AIR_NAMED = QT_TRANSLATE_NOOP("PlayLog", "{name} ({face})")
AIR_GENERIC = QT_TRANSLATE_NOOP("PlayLog", "{face} ({side})")
AIR_PLACED = QT_TRANSLATE_NOOP("PlayLog", "{aircraft} arrives over {hex} (E50).")
AIR_PLACED_BY_HAND = QT_TRANSLATE_NOOP("PlayLog", "{aircraft} placed over {hex} by hand.")
AIR_FLIPPED = QT_TRANSLATE_NOOP("PlayLog", "The aircraft is flipped: {aircraft}.")
AIR_REMOVED = QT_TRANSLATE_NOOP("PlayLog", "{aircraft} leaves the map.")
AIR_REMOVED_RUN = QT_TRANSLATE_NOOP("PlayLog", "{aircraft} leaves the map after its run (O24.4d, O24.5).")
AIR_REMOVED_ABORT = QT_TRANSLATE_NOOP("PlayLog", "Abort Run: {aircraft} leaves the map (O23.3).")
AIR_REMOVED_SUPPORT = QT_TRANSLATE_NOOP("PlayLog", "Air Support: {aircraft} is driven off the map (E50).")
AIR_DIVES = QT_TRANSLATE_NOOP("PlayLog", "{aircraft} dives on {hex} (O24.4a).")
AIR_NO_TARGET = QT_TRANSLATE_NOOP("PlayLog", "{aircraft} has no enemy unit in its LOS: no bombing target (O24.4a).")
AIR_TARGETING_ROLL = QT_TRANSLATE_NOOP("PlayLog", "bombing targeting roll")
AIR_FACES = QT_TRANSLATE_NOOP("PlayLog", "{aircraft} faces direction {n} for its strafing run (O24.5a).")
AIR_STRAFE_NONE = QT_TRANSLATE_NOOP("PlayLog", "{aircraft} sees no unit in the line ahead: nothing to strafe (O24.5b).")
AIR_ATTACK_ON = QT_TRANSLATE_NOOP("PlayLog", "air attack on {hex}")
AIR_BOMBS = QT_TRANSLATE_NOOP("PlayLog", "{aircraft} bombs {hex}: FP {fp}{mods} = {total} (O24.4c).")
AIR_STRAFES = QT_TRANSLATE_NOOP("PlayLog", "{aircraft} strafes {hex}: FP {fp}{mods} = {total} (O24.5b).")
AIR_FORT_DESTROYED = QT_TRANSLATE_NOOP("PlayLog", "Attack roll {roll} equals the dive bomber's vulnerability number: the {fort} in {hex} is destroyed (O24.4c).")
AIR_FORT_STANDS = QT_TRANSLATE_NOOP("PlayLog", "Attack roll {roll}, vulnerability number {n}: the {fort} in {hex} stands (O24.4c).")
AIR_MELEE_SPARED = QT_TRANSLATE_NOOP("PlayLog", "{hex} is a melee hex: the aircraft cannot attack it (19.1).")
AIR_PULL_UP = QT_TRANSLATE_NOOP("PlayLog", "Pull Up!: an Air Support event cancels the run (O24.4, O24.5).")
SKIP_AIR_DATES = QT_TRANSLATE_NOOP("PlayLog", "the scenario year is outside this card's Air Support dates")
SKIP_AIR_NIGHT = QT_TRANSLATE_NOOP("PlayLog", "no aircraft at night (18.6)")
P_AIR_BOMB = QT_TRANSLATE_NOOP("PlayLog", "Bombing Run with {aircraft} (O24.4)")
P_AIR_STRAFE = QT_TRANSLATE_NOOP("PlayLog", "Strafing Run with {aircraft} (O24.5)")
P_AIR_BOMB_WHERE = QT_TRANSLATE_NOOP("PlayLog", "Bombing Run: which hex?")
P_AIR_BOMB_HEX = QT_TRANSLATE_NOOP("PlayLog", "{hex} ({n} enemy units)")
P_AIR_STRAFE_WHICH = QT_TRANSLATE_NOOP("PlayLog", "Strafing Run: facing which direction?")
P_AIR_STRAFE_DIR = QT_TRANSLATE_NOOP("PlayLog", "direction {n}: {enemy} enemy, {friendly} friendly units in LOS")
P_AIR_ABORT = QT_TRANSLATE_NOOP("PlayLog", "Abort Run: remove {aircraft} (O23.3)")
P_AIR_WHERE = QT_TRANSLATE_NOOP("PlayLog", "Air Support: in which hex does your aircraft arrive (E50)?")
P_AIR_HEX = QT_TRANSLATE_NOOP("PlayLog", "{hex} ({n} enemy units in LOS)")
R_AIR_NONE = QT_TRANSLATE_NOOP("PlayLog", "{side} has no aircraft on the map (8)")
R_AIR_NO_TARGET = QT_TRANSLATE_NOOP("PlayLog", "{hex} is no Bombing Run target: no enemy unit there in the dive bomber's LOS (O24.4a)")
R_AIR_NO_UNIT = QT_TRANSLATE_NOOP("PlayLog", "no unit in {hex} in the aircraft's LOS (O24.4, O24.5)")
AIR_OPERATIONS: dict[str, str] = {
    "place_aircraft": QT_TRANSLATE_NOOP("PlayLog", "Aircraft placed"),
    "flip_aircraft": QT_TRANSLATE_NOOP("PlayLog", "Aircraft flipped"),
    "remove_aircraft": QT_TRANSLATE_NOOP("PlayLog", "Aircraft removed"),
    "bombing_run": QT_TRANSLATE_NOOP("PlayLog", "Bombing Run"),
    "strafing_run": QT_TRANSLATE_NOOP("PlayLog", "Strafing Run"),
    "air_attack": QT_TRANSLATE_NOOP("PlayLog", "Air attack"),
}
