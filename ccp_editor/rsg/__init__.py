"""Random scenario generation (pure Python)."""
