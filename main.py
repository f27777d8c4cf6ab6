"""Entry point loaded by PyScript on the page's own thread: hands the page to the web layer."""

from sweets.web.on_page import start

start()
