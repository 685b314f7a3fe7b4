"""What only the lessons need: exercise checkers and contest problems.

The library proper (the engine, the catalogue of rulesets, the analysis) never imports
this package; the notebooks reach it as ``gl.exercises`` and ``gl.problems``, which
:mod:`grundylib` loads on first use.

- :mod:`grundylib.course.exercises`: functions that check a reader's answer (a list of
  P-positions, a winning move, a function they wrote) and explain what is wrong;
- :mod:`grundylib.course.problems`: the contest problems of lesson 12, a solver per
  problem that reads the judge's input, and the problem files with their samples;
- :func:`grundylib.course.reveal`: the closed box in which a lesson shows a computed answer.
"""

from .answers import reveal

__all__ = ["exercises", "problems", "reveal"]
