"""Sentences built around side and posture names agree with them ("an Attacker", "Japan's turn")."""

from ccp_editor.core.wording import agree, article, possessive, subject, verb, wins


def test_articles_follow_the_sound_of_the_name() -> None:
    assert article("Attacker") == "an Attacker"
    assert article("Invader") == "an Invader"
    assert article("Defender") == "a Defender"
    assert article("Recon") == "a Recon"


def test_possessives_of_singular_and_plural_sides() -> None:
    assert possessive("Japan") == "Japan's"
    assert possessive("Allies") == "the Allies'"
    assert possessive("Allies", the=False) == "Allies'"


def test_verbs_agree_with_the_side() -> None:
    assert subject("Japan", "take") == "Japan takes"
    assert subject("Allies", "take") == "Allies take"
    assert verb("Japan", "have") == "has"
    assert verb("Japan", "do") == "does"
    assert verb("Japan", "pass") == "passes"
    assert wins("Japan") == "Japan wins"
    assert wins("Allies") == "the Allies win"
    assert agree("Allies", "{side} wins", "{side} win") == "{side} win"


def test_posture_hand_size_warning_uses_the_right_article(demo_ds) -> None:
    import copy

    from ccp_editor.core.checks import check_document

    sc = copy.deepcopy(demo_ds.scenarios["demo-ridge-line"])
    side = sc.sides.allied
    side.posture = "attacker"
    side.hand_size = 2
    messages = [f.message for f in check_document(sc, demo_ds)]
    assert any(m.startswith("an Attacker hand holds") for m in messages), messages


def test_counter_kind_messages_take_an_before_a_vowel(demo_ds) -> None:
    import copy

    from ccp_editor.core.checks import check_document

    forces = copy.deepcopy(demo_ds.forces["JP"])
    forces.counters[0].kind = "aircraft"  # a squad's figures on an aircraft: the figures check speaks of it
    messages = [f.message for f in check_document(forces, demo_ds)]
    assert any(m.startswith("an aircraft") for m in messages), messages
    assert not any(m.startswith("a aircraft") for m in messages)
