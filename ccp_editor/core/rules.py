"""Rules used by more than one layer, each written once and reading its values from the rule set.

The semantic checks (``core.checks``), the random scenario generation (``rsg``) and the playtest
(``play``) all call these, so a scenario the generator writes passes the checks and sets up on the
board under the same rule. Each function cites its rule number.
"""

from __future__ import annotations

from typing import Literal

from ..model.i18n import QT_TRANSLATE_NOOP
from ..model.mapdoc import HexInfo
from ..model.ruleset import FireModifier, FortificationType, RuleSet
from . import checktext as T

Side = Literal["japan", "allied"]

SIDES: tuple[str, str] = ("japan", "allied")
"""The two sides, in the order every list, log and report uses (Japan first, as on the Track Display)."""

SIDE_NAMES: dict[str, str] = {"japan": QT_TRANSLATE_NOOP("Sides", "Japan"), "allied": QT_TRANSLATE_NOOP("Sides", "Allies")}
"""A side as the rules and the logs name it (English; the GUI shows it through ``gui.i18n.side_name``)."""

TRENCH_LIKE: frozenset[str] = frozenset({"trench", "bunker", "pillbox"})
"""Fortifications between which a move always costs 1 MP, even uphill (F106: trench to trench,
bunker or pillbox, or the reverse)."""

STRUCTURAL_FORTS: frozenset[str] = frozenset({"bunker", "pillbox"})
"""Fortifications whose last sole occupant wins a tied melee (19.2.3, F101, F105)."""

DEFAULT_STACKING_LIMIT = 7
"""15.2: used only when no rule set is at hand (a document checked on its own)."""


def other_side(side: str) -> str:
    return "allied" if side == "japan" else "japan"


DEFAULT_LARGEST_HAND = 7
"""1.1, 17.4: the Invader's hand, the largest a CC:P posture gives; used only without a rule set."""


def largest_hand(rules: RuleSet | None) -> int:
    """The largest hand any posture of the rule set gives (1.1, 17): the hand a Fate deck may have to fill."""
    sizes = [p.hand_size for p in rules.postures] if rules is not None else []
    return max(sizes, default=DEFAULT_LARGEST_HAND)


def fate_deck_minimum(hand_size: int) -> int:
    """The fewest cards a Fate deck can be played with behind a hand of ``hand_size``: the hand is
    held apart (1.1, 12.4) and a reshuffle gathers only the draw and discard piles (1.4, 13.1.2a),
    while every roll, random hex and event reveals a card of the draw pile (1.3, 1.8, 1.9); so the
    deck needs one card more than a full hand."""
    return hand_size + 1


def fate_deck_size_problem(cards: int, hand_size: int) -> str:
    """Why a deck of ``cards`` cannot be played behind a hand of ``hand_size``, or ''."""
    need = fate_deck_minimum(hand_size)
    if cards >= need:
        return ""
    return T.DECK_TOO_SMALL.format(n=need, hand=hand_size, count=cards)


def setup_depth(rules: RuleSet, posture: str, orientation: str, board_depth: int) -> int:
    """How many hexes from its own edge a side of ``posture`` sets up (RSG 10): the rule set's depth
    for the map's orientation (``wide``: the players sit on the long edges), never more than the map
    is deep for that side (``board_depth``). A posture the rule set gives no depth may set up across
    the whole map. Read by the generator, a new scenario and the board's setup areas."""
    for d in rules.setup_depths:
        if d.posture == posture:
            return min(d.wide if orientation == "wide" else d.narrow, board_depth)
    return board_depth


def stacking_limit(rules: RuleSet | None) -> int:
    """Most soldier figures a hex may hold (15.2); overstacking is refused at setup (15.2.3)."""
    return rules.stacking.max_figures if rules is not None else DEFAULT_STACKING_LIMIT


def overstacked_by(figures: int, rules: RuleSet | None) -> int:
    """Figures over the stacking limit (15.2), 0 when within it."""
    return max(0, figures - stacking_limit(rules))


def overstack_cover_penalty(figures: int, rules: RuleSet) -> int:
    """Cover lost in an overstacked hex: the rule set's penalty per figure over the limit (T81.3.2)."""
    return overstacked_by(figures, rules) * rules.stacking.overstack_cover_penalty


def setup_stacking_problem(hex_id: str, figures: int, rules: RuleSet | None) -> str:
    """Why a hex's stack is illegal at setup (15.2.3), or '' when it is legal."""
    limit = stacking_limit(rules)
    if overstacked_by(figures, rules) and (rules is None or rules.stacking.strict_at_setup):
        return T.STACKING.format(hex=hex_id, n=figures, limit=limit)
    return ""


def fortification_problem(rules: RuleSet, fort_type: str, *, water: bool, crest: bool, owner: str) -> str:
    """Why a fortification may not go in a hex, or '' when it may: never in water terrain (F100.3);
    a crest-only type (caves) only in a Crest hex and a Japanese-only type only for Japan (F102), as
    the rule set's ``crest_only`` / ``japanese_only`` say. One per hex (F100.3) is the caller's
    check, since only it knows what else is there."""
    refusal = _fortification_refusal(rules, fort_type, water=water, crest=crest, owner=owner)
    if refusal is None:
        return ""
    template, ft = refusal
    if ft is None:
        return template.format(id=repr(fort_type))
    return template.format(fortification=ft.name.lower())


def _fortification_refusal(
    rules: RuleSet, fort_type: str, *, water: bool, crest: bool, owner: str
) -> tuple[str, FortificationType | None] | None:
    """The rule of ``fortification_problem`` without writing the sentence (the generator asks it for
    every candidate hex): the refusal's template and the type, or None when the fortification may go."""
    ft = rules.fortification(fort_type)
    if ft is None:
        return T.UNKNOWN_FORTIFICATION, None
    if water:
        return T.WATER_NO_FORTIFICATION, ft
    if ft.crest_only and not crest:
        return T.CREST_ONLY_TYPE, ft
    if ft.japanese_only and owner != "japan":
        return T.FORTIFICATION_JAPANESE, ft
    return None


def unit_hex_problem(
    rules: RuleSet | None, hex_id: str, info: HexInfo | None, *, blaze: bool = False, invader: bool = False
) -> tuple[str, str]:
    """Whether a unit may be set up in a hex, judged by what is in it: ``(severity, why)``, or
    ``("", "")`` when nothing stands against it.

    An error where no unit may ever be: a blaze (T83, 15.1.5) or terrain the chart calls impassable
    (O29.4). A warning in water terrain (F100.3: bridgeless stream, swamp, water barrier): units may
    be there (the water barrier is no longer impassable, T99) but fire no weapon from it, so a unit
    set up in water is usually one a map change left in the sea. Not for an Invader, whose friendly
    edge is usually water barrier and beach: it comes from the sea (17.4)."""
    if blaze:
        return "error", T.ABLAZE.format(hex=hex_id)
    if info is None:
        return "", ""
    entry = rules.terrain_by_id().get(info.terrain) if rules is not None else None
    name = entry.name if entry is not None else info.terrain.replace("_", " ")
    if entry is not None and entry.move == "impassable":
        return "error", T.IMPASSABLE.format(hex=hex_id, terrain=name, rule=entry.rule)
    if info.water and not invader:
        rule = f", {entry.rule}" if entry is not None and entry.water else ""
        return "warning", T.WATER_UNIT.format(hex=hex_id, terrain=name, rule=rule)
    return "", ""


def fortification_allowed(rules: RuleSet, fort_type: str, *, water: bool, crest: bool, owner: str) -> bool:
    return _fortification_refusal(rules, fort_type, water=water, crest=crest, owner=owner) is None


def ordnance_fire_modifiers(rules: RuleSet, weapon_type: str | None, terrain: str) -> list[tuple[str, int]]:
    """FP modifiers of an ordnance attack on a hex of ``terrain`` (O27.2), as the rule set lists
    them: e.g. mortar airbursts in jungle and swamp (T91, T97), sand on a beach (T82)."""
    return [(f"{m.label} ({m.rule})", m.fp) for m in rules.fire_modifiers if _applies(m, weapon_type, terrain)]


def _applies(m: FireModifier, weapon_type: str | None, terrain: str) -> bool:
    return terrain in m.terrain and (m.weapon_type is None or m.weapon_type == weapon_type)
