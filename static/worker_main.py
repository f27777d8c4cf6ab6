"""Entry point of the Python worker (static/boot.js): the page's events arrive through the
functions sweets/web/in_worker.py exports."""

import sweets.web.in_worker  # noqa: F401  (it exports its functions as it is imported)
