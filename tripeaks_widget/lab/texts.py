"""The lab's own texts, part of the message catalogue: the text table of results and the progress bar.

Importing ``tripeaks_widget.lab`` registers them (``i18n.register``); the lab's
other words (the panel's, the chart's, the players' names) are in
``engine/rule_texts.py``.
"""

from ..engine.i18n import register

LAB_MESSAGES: dict[str, dict[str, str]] = {
    # str(Results) (a terminal, print() in a notebook): its columns are the lab panel's (lab_col_* in rule_texts.py).
    "lab_table_interrupted": {
        "en": "(interrupted: these are the games that finished)",
        "tr": "(yarıda kesildi: bunlar biten oyunlar)",
        "nb": "(avbrutt: dette er spillene som ble ferdige)",
    },
    # The chart's mean-score panels when the rule sets score on different scales (one panel per scoring).
    "lab_chart_score_app": {
        "en": "mean score (this app's scoring)",
        "tr": "ortalama puan (bu uygulamanın puanlaması)",
        "nb": "gjennomsnittlig poengsum (appens poengberegning)",
    },
    "lab_chart_score_of": {
        "en": "mean score ({name})",
        "tr": "ortalama puan ({name})",
        "nb": "gjennomsnittlig poengsum ({name})",
    },
    # The progress bar (a terminal, a log, a notebook).
    "lab_bar_status": {
        "en": "{done}/{total} games, {elapsed}, {rate} games/s",
        "tr": "{done}/{total} oyun, {elapsed}, saniyede {rate} oyun",
        "nb": "{done}/{total} spill, {elapsed}, {rate} spill/s",
    },
    "lab_bar_left": {"en": ", about {left} left", "tr": ", yaklaşık {left} kaldı", "nb": ", omtrent {left} igjen"},
    # Durations: seconds, minutes and seconds, hours and minutes.
    "lab_seconds": {"en": "{s} s", "tr": "{s} sn", "nb": "{s} s"},
    "lab_minutes": {"en": "{m} min {s:02d} s", "tr": "{m} dk {s:02d} sn", "nb": "{m} min {s:02d} s"},
    "lab_hours": {"en": "{h} h {m:02d} min", "tr": "{h} sa {m:02d} dk", "nb": "{h} t {m:02d} min"},
}

register(LAB_MESSAGES)
