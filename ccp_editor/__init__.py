"""CC:P Scenario Studio: trace maps, enter forces data, generate, design and playtest scenarios."""

__version__ = "0.1.0"
