"""The site's memory snapshot (memory.py) and the loaders that restore it or load Pyodide without it (docs/site-start.md)."""
