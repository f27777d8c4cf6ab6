"""Entry point of the Python worker (static/boot.js): the page's events arrive through the
functions sweets/web/in_worker.py exports. The page first asks ``failed()``: what went wrong if
the app could not even be imported (empty when all is well), for its loading screen to say."""

import traceback

from pyscript import sync

failure = ""
try:
    import sweets.web.in_worker  # noqa: F401  (it exports its functions as it is imported)
except Exception as error:
    traceback.print_exc()
    failure = f"{type(error).__name__}: {error}"
sync.failed = lambda: failure
