"""The browser's localStorage as the save store's backend (``window`` is handed in by app.py, the
one module that imports ``pyscript``)."""

from __future__ import annotations

from sweets.web.saves import SaveStore


def from_js(value):
    """``value`` with JavaScript's null read as None (Pyodide gives a falsy JsNull object)."""
    if value is None or type(value).__name__ in ("JsNull", "JsUndefined"):
        return None
    return value


class LocalStorage:
    """``window.localStorage`` behind the small backend interface of :mod:`sweets.web.saves`."""

    def __init__(self, storage) -> None:
        self.storage = storage

    def get(self, key: str) -> str | None:
        value = from_js(self.storage.getItem(key))
        return None if value is None else str(value)

    def set(self, key: str, value: str) -> None:
        self.storage.setItem(key, value)

    def remove(self, key: str) -> None:
        self.storage.removeItem(key)

    def all_keys(self) -> list[str]:
        return [str(self.storage.key(i)) for i in range(int(self.storage.length))]


def open_store(window) -> SaveStore:
    """The save store, or one that only remembers the problem when storage is unusable."""
    try:
        storage = from_js(window.localStorage)
        if storage is None:
            return SaveStore(None)
        backend = LocalStorage(storage)
    except Exception:  # SecurityError when the browser blocks storage for this page
        return SaveStore(None)
    store = SaveStore(backend)
    try:
        backend.set("sweets:probe", "1")
        backend.remove("sweets:probe")
    except Exception as exc:
        store.problem = ("the browser's storage is full" if "quota" in str(exc).lower()
                         else "this browser does not allow the page to store anything")
    return store
