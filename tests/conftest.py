"""Hypothesis profiles: ``ci`` (the default) and ``slow`` (``GRUNDYLIB_SLOW_TESTS=1``).

``ci`` is derandomized: every run of ``make test`` tries the same examples, so a red
build always means a change in the code, never a lucky draw. ``slow`` explores new random
examples, twenty times as many, to find what the fixed ones miss (run it before a release
and after touching validation code).
"""

from __future__ import annotations

import os

from hypothesis import settings

settings.register_profile("ci", deadline=None, derandomize=True)
settings.register_profile("slow", deadline=None, max_examples=2000)
settings.load_profile("slow" if os.environ.get("GRUNDYLIB_SLOW_TESTS") == "1" else "ci")
