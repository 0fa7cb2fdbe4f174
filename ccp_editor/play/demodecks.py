"""Demo Fate decks: a plausible 72-card mix per nation, labelled demo (not the printed decks).

The printed card list is publisher content, so the demo box ships decks made here from a fixed
seed: every white/coloured pair twice (72 = 2 x 36), 6 Time, 4 Sniper, 4 Event and 2 Disperse
triggers, an order mix weighted toward Fire, Move and Advance, actions weighted toward Op Fire,
every event the nation may draw, and random hexes A1-O10. ``write_demo_decks`` regenerates the
shipped files.
"""

from __future__ import annotations

import random
from pathlib import Path

from ..model.fatedeck import EVENT_RULES, FateCardSpec, FateDeck

ORDER_MIX = {
    "JP": {"fire": 13, "move": 12, "advance": 11, "charge": 5, "infiltrate": 5, "revive": 6, "command_confusion": 3,
           "asset_request": 6, "asset_denied": 4, "reconnoiter": 7},
    "US": {"fire": 16, "move": 15, "advance": 10, "revive": 7, "command_confusion": 3, "asset_request": 8,
           "asset_denied": 5, "reconnoiter": 8},
    "CW": {"fire": 15, "move": 15, "advance": 11, "revive": 7, "command_confusion": 3, "asset_request": 8,
           "asset_denied": 5, "reconnoiter": 8},
}
ACTION_MIX = {
    "op_fire": 14, "crossfire": 5, "hand_grenades": 5, "enfilade": 4, "sustained_fire": 4, "bayonets": 4,
    "ambush": 3, "command_confusion": 3, "demolitions": 2, "explosive_charge": 2, "light_wounds": 3,
    "marksmanship": 3, "no_quarter": 2, "smoke_screen": 3, "bore_sighting": 3, "hidden_mines": 2,
    "hidden_wire": 2, "hidden_pillbox": 1, "hidden_trenchline": 1, "hidden_unit": 2,
}
JAPAN_ONLY_EVENTS = ("bushido", "spider_hole", "banzai")
JAPAN_ONLY_ACTIONS = ("hidden_cave", "hidden_panji")
TRIGGER_MIX = {"time": 6, "sniper": 4, "event": 4, "disperse": 2}
NATIONS = {"JP": "Japan", "US": "United States", "CW": "Commonwealth"}
FACTIONS = {"JP": "army", "US": "marines", "CW": "australian"}


def demo_deck(nation: str, seed: int = 1) -> FateDeck:
    """One nation's demo deck, the same for the same seed."""
    rng = random.Random(f"ccp-demo-deck:{seed}:{nation}")
    orders = [o for o, n in ORDER_MIX[nation].items() for _ in range(n)]
    actions = [a for a, n in ACTION_MIX.items() for _ in range(n)]
    if nation == "JP":
        actions += list(JAPAN_ONLY_ACTIONS)
    actions += ["op_fire"] * (72 - len(actions))
    events = [e for e in EVENT_RULES if nation == "JP" or e not in JAPAN_ONLY_EVENTS]
    events = (events * 3)[:72]
    pairs = [(w, c) for w in range(1, 7) for c in range(1, 7)] * 2
    triggers: list[str | None] = [t for t, n in TRIGGER_MIX.items() for _ in range(n)]
    triggers += [None] * (72 - len(triggers))
    for seq in (orders, actions, events, pairs, triggers):
        rng.shuffle(seq)
    cards = []
    for i in range(72):
        order, action, event = orders[i], actions[i], events[i]
        w, c = pairs[i]
        frm = rng.choice((1941, 1942, 1943)) if event == "air_support" else None
        cards.append(FateCardSpec(
            number=i + 1, order=order, action=action, event=event,  # type: ignore[arg-type]
            hex=f"{'ABCDEFGHIJKLMNO'[rng.randrange(15)]}{rng.randrange(1, 11)}", white=w, coloured=c,
            trigger=triggers[i],  # type: ignore[arg-type]
            revive=rng.randint(1, 5) if order == "revive" else None,
            infiltrate=rng.choice(("A", "B", "C", "ABC")) if order == "infiltrate" else None,
            air_support_from=frm, air_support_to=(frm + rng.randint(1, 3)) if frm else None,
            breezy=rng.randint(1, 6) if event == "breezy" else None,
            gusts=rng.choice(("odd", "even")) if event == "gusts" else None,  # type: ignore[arg-type]
            marksmanship=FACTIONS[nation] if action == "marksmanship" else None,
        ))
    return FateDeck(kind="fate_deck", format=1, id=f"fate-{nation.lower()}-demo",
                    name=f"Demo Fate deck: {NATIONS[nation]} (not the printed deck)", provenance="demo",
                    nation=nation, label=nation, cards=cards)


def write_demo_decks(folder: Path) -> list[Path]:
    """Write the three demo decks as the demo box ships them."""
    from ..io.storage import save_document

    out = []
    for nation in NATIONS:
        path = folder / f"fate_{nation.lower()}.yaml"
        save_document(demo_deck(nation), path)
        out.append(path)
    return out
