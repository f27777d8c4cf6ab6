"""The worker's messages to the page, numbered, and the answer to a press the page waits for.

Chromium holds back every task of a page after a click until it has drawn the next frame
(its "DeferRendererTasksAfterInput", on by default), a worker's message included. So a paint
that comes as a message is drawn a frame after the click's own frame, however quickly Python
answered. Where the page is cross-origin isolated (its service worker adds the headers), it shares
memory with this worker: it waits for a press's answer there, within the click's task, and paints
it in the click's own frame (static/page.js, ``waitForAnswer``).

Every message is numbered, so the page applies them in the order Python sent them, whichever way
each came: an answer in shared memory can overtake a message posted earlier (a computer's move
the page has not yet been let to read).

The shared buffer: three 32-bit words, then the answer's UTF-8 bytes.
- word 0: the press the page waits for, times 4, plus its state (WAITING, ANSWERED, or IDLE
  once the page gave up). Each side changes it only by compare-and-swap, so a late answer never
  lands in the page's wait for a later press.
- word 1: the answer's length in bytes.
"""

from __future__ import annotations

from typing import Any

import js

IDLE, WAITING, ANSWERED = 0, 1, 2
HEADER_BYTES = 16  # static/page.js reads the same layout


class ToPage:
    """Numbers each message; while the page waits for a press's answer, keeps them for it."""

    def __init__(self, post=None) -> None:
        self._post = post or js.postMessage
        self.sent = 0
        self._kept: list[str] | None = None
        self._words: Any = None
        self._bytes: Any = None

    def share(self, buffer: Any) -> None:
        """The page's SharedArrayBuffer (None: the page is not isolated, everything is posted)."""
        if buffer is not None:
            self._words = js.Int32Array.new(buffer, 0, 3)
            self._bytes = js.Uint8Array.new(buffer, HEADER_BYTES)

    def send(self, text: str) -> None:
        self.sent += 1
        line = f"{self.sent} {text}"
        if self._kept is not None:
            self._kept.append(line)
        else:
            self._post(line)

    def give(self, text: str) -> None:
        """A message outside the order (numbered 0): a press's paint given to the page to hold
        (sweets/web/ahead.py), which must not hold back the answer to that very press, taken
        from the shared memory while the message waits behind the click's frame. The page
        checks it against the screen on show instead."""
        self._post(f"0 {text}")

    def waited_for(self, press: int | None) -> bool:
        """Whether the page is waiting for the answer to ``press``: from now, messages are kept."""
        if press is None or self._words is None or js.Atomics.load(self._words, 0) != press * 4 + WAITING:
            return False
        self._kept = []
        return True

    def answer(self, press: int) -> None:
        """What was kept, into the shared memory if the page still waits and it fits, else posted."""
        lines, self._kept = self._kept or [], None
        try:
            if self._shared("\n".join(lines).encode(), press):  # JSON text holds no raw line break
                return
        except Exception as error:  # a bug here must not lose the answer: it is posted instead
            js.console.error(f"Sweets could not answer in shared memory: {error!r}")
        for line in lines:  # the page stopped waiting, or the answer is too long: posted, in order
            self._post(line)

    def _shared(self, data: bytes, press: int) -> bool:
        """Whether the answer is in the shared memory, for the page to take."""
        if len(data) > self._bytes.length:
            return False
        self._bytes.subarray(0, len(data)).assign(data)
        js.Atomics.store(self._words, 1, len(data))
        waiting = press * 4 + WAITING
        return bool(js.Atomics.compareExchange(self._words, 0, waiting, press * 4 + ANSWERED) == waiting)
