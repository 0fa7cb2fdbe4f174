"""Random scenario generation (pure Python, no Qt).

- ``dice``: the emulated Fate decks (or plain 2d6) a generation rolls with.
- ``context``: the data set and maps prepared once (tables by year, bands, rankings); house-rule options.
- ``steps``: the pre-steps and RSG steps 1-15, one function each, in rule order, one module per stage.
- ``deciders``: the players' choices, injected: auto heuristics, scripted answers, a recorder.
- ``engine``: ``generate(data, seed, ...) -> Scenario``.
- ``summary``, ``stats``: the --summary-json shape and rsg-stats; ``stepwise``: the wizard without widgets.
"""
