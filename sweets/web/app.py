"""Placeholder until the real app lands: marks the page interactive on the menu screen."""

from pyscript import document


def start() -> None:
    app = document.getElementById("app")
    app.innerHTML = "<h1>Sweets</h1>"
    app.setAttribute("data-screen", "menu")
