"""The JupyterLite site: its build, its memory snapshot, its pages and its server (docs/site.md)."""
