"""Playtest state and its operations (pure Python)."""
