"""Hypothesis profiles: ``ci`` (the default, fast) and ``slow`` (``GRUNDYLIB_SLOW_TESTS=1``)."""

from __future__ import annotations

import os

from hypothesis import settings

settings.register_profile("ci", deadline=None)
settings.register_profile("slow", deadline=None, max_examples=2000)
settings.load_profile("slow" if os.environ.get("GRUNDYLIB_SLOW_TESTS") == "1" else "ci")
