"""Playtesting a scenario: the pure-Python state and rule helpers the embedded board view drives."""

from .board import Board, LosAnswer
from .fate import FateCard, FateDecks, ScriptedRoller
from .session import (
    ActionResult,
    Change,
    FirePlan,
    MovePlan,
    PieceView,
    PlaytestSession,
    RollRecord,
    SessionError,
    TrackDisplay,
    TriggerReport,
)

__all__ = [
    "ActionResult",
    "Board",
    "Change",
    "FateCard",
    "FateDecks",
    "FirePlan",
    "LosAnswer",
    "MovePlan",
    "PieceView",
    "PlaytestSession",
    "RollRecord",
    "ScriptedRoller",
    "SessionError",
    "TrackDisplay",
    "TriggerReport",
]
