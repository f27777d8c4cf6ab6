"""The CPU this process's descendants have used (Chromium's processes, Playwright's driver): user
and system time read from /proc, so a figure taken before and after a step barely depends on how
loaded the shared machine is, unlike that step's wall time (bench/boot_cpu.py, bench/run.py, and
the browser tests' total, tests/browser/conftest.py)."""

from __future__ import annotations

import os
from pathlib import Path

HZ = os.sysconf("SC_CLK_TCK")


def cpu_seconds() -> float:
    """User and system CPU of every descendant of this process, the exited ones included."""
    children: dict[int, list[tuple[int, float]]] = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            fields = Path(f"/proc/{entry}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        ticks = sum(int(f) for f in fields[11:15])  # utime, stime, cutime, cstime
        children.setdefault(int(fields[1]), []).append((int(entry), ticks / HZ))
    total, todo = 0.0, [os.getpid()]
    while todo:
        for pid, seconds in children.get(todo.pop(), []):
            total += seconds
            todo.append(pid)
    return total
