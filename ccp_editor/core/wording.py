"""English agreement for generated sentences: articles, possessives and verbs after a side's name.

Side and posture names are data ("Japan", "Allies", "Attacker"), so a sentence built around one
needs the small rules of English: "an Attacker", "Japan's turn" but "the Allies' turn", "Japan wins"
but "the Allies win". One helper keeps every message (checks, play log, GUI) saying it the same way.
No Qt here; the GUI passes its own translated templates to ``agree``.
"""

from __future__ import annotations

PLURAL_NAMES: frozenset[str] = frozenset({"Allies"})
"""Names that take a plural verb and an apostrophe-only possessive (13: the Allied player is 'the Allies')."""

_VOWEL_SOUNDS = "aeiouAEIOU"


def is_plural(name: str) -> bool:
    """Whether a side or group name is grammatically plural ("Allies", "Marines")."""
    return name in PLURAL_NAMES or (name.endswith("s") and not name.endswith("ss") and name[:1].isupper() and " " not in name)


def article(word: str) -> str:
    """``word`` with "a" or "an" in front: "an Attacker", "a Defender", "an elite squad"."""
    return f"{'an' if word[:1] in _VOWEL_SOUNDS else 'a'} {word}"


def side_noun(name: str) -> str:
    """How a sentence names a side: "Japan", "the Allies"."""
    return f"the {name}" if is_plural(name) else name


def possessive(name: str, the: bool = True) -> str:
    """"Japan's", "the Allies'" (a plural name ending in s takes the apostrophe alone); ``the=False``
    drops the article a plural name takes inside a sentence ("Allies' turn." as a log heading)."""
    noun = side_noun(name) if the else name
    return f"{noun}'" if noun.endswith("s") and is_plural(name) else f"{noun}'s"


def agree(name: str, singular: str, plural: str) -> str:
    """The form of a phrase that agrees with ``name``: ``agree("Japan", "wins", "win")`` is "wins".

    Either form may be a whole translated template, so the GUI keeps every word translatable."""
    return plural if is_plural(name) else singular


_IRREGULAR = {"have": "has", "do": "does", "are": "is", "were": "was"}


def verb(name: str, plural_form: str) -> str:
    """The verb that agrees with ``name``: ``verb("Japan", "take")`` is "takes", ``verb("Allies", "take")`` "take"."""
    if is_plural(name):
        return plural_form
    if plural_form in _IRREGULAR:
        return _IRREGULAR[plural_form]
    if plural_form.endswith(("s", "sh", "ch", "x", "z", "o")):
        return plural_form + "es"
    return plural_form + "s"


def subject(name: str, plural_form: str) -> str:
    """A side doing something, agreeing: "Japan takes", "Allies take"."""
    return f"{name} {verb(name, plural_form)}"


def wins(name: str) -> str:
    """"Japan wins", "the Allies win"."""
    return f"{side_noun(name)} {agree(name, 'wins', 'win')}"


def capitalised(text: str) -> str:
    """The sentence form: the first letter upper-case ("The Allies' turn")."""
    return text[:1].upper() + text[1:]
