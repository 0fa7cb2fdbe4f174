"""Hex grid, calibration, terrain derivation, LOS, movement and rules checks (pure Python + shapely)."""
