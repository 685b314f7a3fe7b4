"""What every checker shares: the :class:`Feedback` it returns, and running a student's function safely.

Each checker compares a student's answer with what the library computes and returns a
:class:`~grundylib.course._feedback.Feedback` with a hint that never gives the answer away; the
lessons reach them all as ``gl.exercises`` (:mod:`grundylib.course.exercises`).
"""

from __future__ import annotations

import functools
import signal
import threading
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from typing import Any, ParamSpec, TypeVar

from ..core import (
    InvalidArgumentError,
    check_iterable,
)

__all__ = ["FILL_IN", "Feedback", "WrongAnswer", "check_function", "graded", "strict"]


@dataclass(frozen=True)
class Feedback:
    """The verdict on an answer: ``correct`` and a ``message`` for the reader.

    Its ``repr`` can be pasted back; ``str`` (and a notebook cell that ends with a
    verdict) shows the message behind a tick or a cross.

    Examples
    --------
    >>> Feedback(True, "Right.")
    Feedback(correct=True, message='Right.')
    >>> print(Feedback(True, "Right."))
    ✔ Right.
    >>> bool(Feedback(False, "Not yet."))
    False
    """

    correct: bool
    message: str

    def __bool__(self) -> bool:
        return self.correct

    def __str__(self) -> str:
        return ("✔ " if self.correct else "✘ ") + self.message

    def _repr_pretty_(self, printer: Any, cycle: bool) -> None:
        """Show the verdict as ``str`` does in IPython and Jupyter (their text/plain output)."""
        printer.text(str(self))


FILL_IN = Feedback(False, "Fill in your answer first (replace None), then run this cell again.")
"""What every checker returns while the answer variable still holds its placeholder ``None``."""


class WrongAnswer(AssertionError):
    """A checker's verdict "not right" under :func:`strict`: the message is the checker's hint."""


_STRICT: ContextVar[bool] = ContextVar("strict", default=False)
_P = ParamSpec("_P")
_R = TypeVar("_R")


@contextmanager
def strict() -> Iterator[None]:
    """Inside the block, a checker raises :class:`WrongAnswer` instead of returning "not right".

    Outside it (in every lesson) a checker returns its :class:`Feedback` and the cell shows the
    hint; inside it, the same checker with the same hint is a test that fails, which is how an
    autograded assignment grades the answer (``make assignments``). A right answer passes
    silently. Only the checker called in the block is strict: checkers it calls in turn answer
    as usual.

    Examples
    --------
    >>> from grundylib import exercises
    >>> with strict():
    ...     exercises.check_nim_sum([22, 51], 37)
    Feedback(correct=True, message='Right: 22 ⊕ 51 = 37.')
    >>> with strict():
    ...     exercises.check_nim_sum([22, 51], 73)
    Traceback (most recent call last):
    ...
    grundylib.course._feedback.WrongAnswer: Not 73: that is the ordinary sum. Add the binary digits without carrying.
    >>> print(exercises.check_nim_sum([22, 51], 73))  # outside the block: only the hint
    ✘ Not 73: that is the ordinary sum. Add the binary digits without carrying.
    """
    token = _STRICT.set(True)
    try:
        yield
    finally:
        _STRICT.reset(token)


def graded(checker: Callable[_P, _R]) -> Callable[_P, _R]:
    """``checker`` made to obey :func:`strict`: a wrong answer raises :class:`WrongAnswer` there.

    :mod:`~grundylib.course.exercises` applies it to every checker it exports; what a checker
    returns and prints outside :func:`strict` does not change.
    """

    @functools.wraps(checker)
    def check(*args: _P.args, **kwargs: _P.kwargs) -> _R:
        __tracebackhide__ = True  # pytest reports the hint without this frame
        if not _STRICT.get():
            return checker(*args, **kwargs)
        token = _STRICT.set(False)  # a checker that calls another checker gets its verdict
        try:
            verdict = checker(*args, **kwargs)
        finally:
            _STRICT.reset(token)
        if isinstance(verdict, Feedback) and not verdict.correct:
            raise WrongAnswer(verdict.message)
        return verdict

    return check


CALL_TIME_LIMIT = 5.0
"""Seconds a student's function may take on one input before it is stopped."""


class _TookTooLong(Exception):
    """A student's function ran past :data:`CALL_TIME_LIMIT` on one input."""


_ALARM_REPEAT = 0.5
"""Seconds between further alarms once the time limit has passed: an alarm whose exception
is swallowed (by a reader's ``except Exception:``, or because it arrived in a garbage
collector callback, where Python ignores exceptions) is followed by another."""


@contextmanager
def _time_limit(seconds: float | None) -> Iterator[None]:
    """Stop the body after ``seconds`` (Unix, main thread only; otherwise no limit)."""
    usable = hasattr(signal, "setitimer") and threading.current_thread() is threading.main_thread()
    if seconds is None or not usable:
        yield
        return

    def expire(signum: int, frame: object) -> None:
        raise _TookTooLong

    previous = signal.signal(signal.SIGALRM, expire)
    signal.setitimer(signal.ITIMER_REAL, seconds, _ALARM_REPEAT)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def _plain(value: Any) -> Any:
    """``value`` with numpy arrays and scalars turned into lists and numbers, for comparing."""
    tolist = getattr(value, "tolist", None)
    return tolist() if callable(tolist) else value


def _same(got: Any, expected: Any) -> bool:
    try:
        return bool(_plain(got) == _plain(expected))
    except Exception:  # an object whose == fails is not the expected value
        return False


def check_function(
    student_function: Callable[..., Any] | None,
    reference_function: Callable[..., Any],
    inputs: Iterable[Any],
    *,
    name: str = "your function",
    unpack: bool = False,
    accept: Callable[[Any, Any], bool] | None = None,
    describe: Callable[[Any], str] | None = None,
    hint: str = "",
    show_expected: bool = True,
    time_limit: float | None = CALL_TIME_LIMIT,
) -> Feedback:
    """Test a function the reader wrote against a reference, on many inputs.

    The reader's function is called on every input in turn. The first input where it
    raises, runs too long, or returns something else than the reference function is
    reported with what it returned and what was expected, so the reader can rerun that one
    call. Inputs are tried in the order given: put small, telling cases first.

    Parameters
    ----------
    student_function : callable or None
        The reader's function; ``None`` while the exercise is not done.
    reference_function : callable
        The function with the right answers (usually one from the library).
    inputs : iterable
        The inputs to try. Each one is passed as the single argument, or, with
        ``unpack=True``, as a tuple of arguments.
    name : str, optional
        The function's name as the exercise states it, for the messages.
    unpack : bool, optional
        Call ``f(*args)`` instead of ``f(args)``.
    accept : callable, optional
        ``accept(got, expected)`` decides whether an answer is right when more than one is
        (a winning move among several); default: equality, with numpy arrays read as lists.
    describe : callable, optional
        ``describe(expected)``: how to say what was expected; default ``repr``.
    hint : str, optional
        A sentence added to every message about a wrong answer.
    show_expected : bool, optional
        Say what was expected for a wrong answer (the default). ``False`` when one expected
        value would let the reader fit the function case by case: the ``hint`` then says
        how to find the answer.
    time_limit : float or None, optional
        Seconds one call may take (the default is :data:`CALL_TIME_LIMIT`); ``None``: no
        limit. The limit works in the main thread on Unix, where a notebook runs its cells.

    Returns
    -------
    Feedback
        Right when every input gives the reference's answer.

    Raises
    ------
    InvalidArgumentError
        If ``inputs`` is not a collection or is empty (an error of the exercise, not of
        the reader).

    Examples
    --------
    >>> def double(n):
    ...     return n + n
    >>> print(check_function(double, lambda n: 2 * n, range(10), name="double"))
    ✔ Right: double agrees with the reference on all 10 inputs.
    >>> print(check_function(lambda n: n * n, lambda n: 2 * n, range(10), name="double"))
    ✘ double(1) returned 1, but 2 was expected.
    >>> print(check_function(lambda n: n * n, lambda n: 2 * n, range(10), name="double",
    ...                show_expected=False, hint="Add n to itself."))
    ✘ double(1) returned 1, which is wrong. Add n to itself.
    >>> print(check_function(lambda a, b: a // b, lambda a, b: a * b, [(1, 1), (2, 0)],
    ...                name="product", unpack=True))
    ✘ product(2, 0) raised ZeroDivisionError: integer division or modulo by zero.
    >>> print(check_function(None, abs, [1]))
    ✘ Fill in your answer first (replace None), then run this cell again.
    >>> print(check_function(42, abs, [1], name="my_abs"))
    ✘ my_abs must be a function (write it with def), not 42.
    """
    if student_function is None:
        return FILL_IN
    if not callable(student_function):
        return Feedback(
            False, f"{name} must be a function (write it with def), not {student_function!r}."
        )
    cases = check_iterable(inputs, "inputs", error=InvalidArgumentError)
    if not cases:
        raise InvalidArgumentError(f"inputs must not be empty, got {inputs!r}")
    same = accept or _same
    show = describe or repr
    extra = f" {hint}" if hint else ""
    for case in cases:
        args = tuple(case) if unpack else (case,)
        call = f"{name}({', '.join(map(repr, args))})"
        expected = reference_function(*args)
        try:
            with _time_limit(time_limit):
                got = student_function(*args)
        except _TookTooLong:
            return Feedback(
                False, f"{call} was still running after {time_limit:g} s: does it stop?{extra}"
            )
        except RecursionError:
            return Feedback(
                False, f"{call} recursed too deeply: does every recursive call get closer to a "
                f"case that returns at once?{extra}"
            )
        except Exception as error:  # the reader's bug, reported rather than raised
            return Feedback(False, f"{call} raised {type(error).__name__}: {error}.{extra}")
        if not same(got, expected):
            wrong = f"but {show(expected)} was expected" if show_expected else "which is wrong"
            return Feedback(False, f"{call} returned {_plain(got)!r}, {wrong}.{extra}")
    return Feedback(
        True, f"Right: {name} agrees with the reference on all {len(cases)} inputs."
    )


def _call_student(function: Any, argument: Any) -> tuple[Any, str | None]:
    """Run ``function(argument)``; return its result, or a message naming what went wrong."""
    if not callable(function):
        return None, f"Pass your function itself (its name, no brackets), got {function!r}."
    try:
        return function(argument), None
    except NotImplementedError:
        return None, "Write your function first (replace the line `raise NotImplementedError`)."
    except Exception as error:  # the student's code may raise anything: report it
        name = getattr(function, "__name__", "your function")
        return None, f"{name}({argument!r}) raised {type(error).__name__}: {error}"


def _function_name(function: Callable[..., Any]) -> str:
    """The name a reader gave their function (``my_function`` for a lambda)."""
    name = getattr(function, "__name__", "")
    return name if name.isidentifier() else "my_function"


def _call(function: Callable[..., Any], *args: Any) -> tuple[bool, Any]:
    """Run a reader's function: ``(True, result)``, or ``(False, "the error")`` if it raised."""
    try:
        return True, function(*args)
    except Exception as error:  # a reader's code may raise anything; report it, do not crash
        return False, f"{type(error).__name__}: {error}"


def _shown(name: str, *args: Any) -> str:
    return f"{name}({', '.join(map(repr, args))})"
