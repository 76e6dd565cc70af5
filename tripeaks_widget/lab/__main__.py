"""``python -m tripeaks_widget.lab``: the lab's command line."""

from .stats import main

main()
