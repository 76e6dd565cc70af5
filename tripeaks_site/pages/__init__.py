"""What the site shows around JupyterLab: the start pages (landing.py), Play now's page (app.py), the handouts, the icon."""
