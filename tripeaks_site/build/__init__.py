"""The site's build: ``python -m tripeaks_site.build --output _output`` (``make site``; main.py, docs/site-build.md)."""
