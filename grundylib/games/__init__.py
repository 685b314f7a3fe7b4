"""The catalogue of games: each module builds one family of rulesets."""

from .nim import Nim
from .subtraction import SubtractionGame

__all__ = ["Nim", "SubtractionGame"]
