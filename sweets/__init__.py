"""Sweets: four sweets-themed tabletop games whose rules run in the browser through Pyodide."""

__version__ = "0.1.0"
