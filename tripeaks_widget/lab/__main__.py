"""``python -m tripeaks_widget.lab``: the lab's command line."""

import sys

from .cli import main

sys.exit(main())
