"""Where a press's time goes in the page: named spans of wall time, summed per press.

The latency bench (bench/run.py, (c)) reads them to say which part of the handler costs what
(the press's own work, the markup, the DOM patch, the focus). A span is two ``perf_counter``
calls and a dict update, so the page keeps them always; nobody reads them but the bench.
"""

from __future__ import annotations

import gc
import time
from collections.abc import Iterator
from contextlib import contextmanager

_spent: dict[str, float] = {}


@contextmanager
def span(name: str) -> Iterator[None]:
    """Adds the time spent in the ``with`` block to ``name`` (milliseconds)."""
    start = time.perf_counter()
    try:
        yield
    finally:
        _spent[name] = _spent.get(name, 0.0) + (time.perf_counter() - start) * 1000


def add(name: str, ms: float) -> None:
    """Adds ``ms`` milliseconds measured elsewhere (the page's own parts of a paint) to ``name``."""
    _spent[name] = _spent.get(name, 0.0) + ms


def take() -> dict[str, float]:
    """The spans summed since the last ``take``, and a fresh start."""
    spent = dict(_spent)
    _spent.clear()
    return spent


_gc_started: float | None = None


def _time_collections(phase: str, info: dict) -> None:
    global _gc_started
    if phase == "start":
        _gc_started = time.perf_counter()
    elif _gc_started is not None:
        add("gc", (time.perf_counter() - _gc_started) * 1000)
        _gc_started = None


def watch_collections() -> None:
    """Counts the time Python's cycle collector takes as the span "gc" (installed once)."""
    if _time_collections not in gc.callbacks:
        gc.callbacks.append(_time_collections)
