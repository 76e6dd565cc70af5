"""``python -m tripeaks_site.build [--output DIR] ...``: build the site (main.py)."""

import sys

from tripeaks_site.build.main import main

sys.exit(main())
