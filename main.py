"""Entry point loaded by PyScript: hands the page to the web layer."""

from sweets.web.app import start

start()
