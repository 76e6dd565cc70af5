"""``python -m tripeaks_widget.lab``: the lab's command line."""

import os
import sys

from .cli import main

status = main()
if status >= 128:  # stopped by a signal: everything is printed and the results file closed
    # End here: at a normal exit CPython's process pool wakes its manager thread through a pipe the
    # killed pool has closed, and prints "Exception ignored ... OSError" after our one line.
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (OSError, ValueError):
            pass
    os._exit(status)
sys.exit(status)
