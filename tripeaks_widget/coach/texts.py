"""The catalogue's texts for the coach's review of a game (``tripeaks_widget.coach``), in en, tr and nb.

Registered in the message catalogue (``i18n.register``) when the layer is imported, kept apart for its size.
The seeds' terms: tr "hamle" (move), "kart çekmek" (draw), "açık kart yığını"
(waste), "dağıtım" (deal), "kazanılabilir" (can be won), "tıkandı" (stuck),
"geri alma" (undo), "ipucu" (hint); nb "trekk" (move), "trekke fra bunken"
(draw), "avleggsbunke", "giv", "kan vinnes", "står fast", "angre", "tips".
"Par" is the golf word in all three languages: the best final score still
reachable (``tripeaks_widget.par``).

A move's line is one sentence: ``{this}`` names the move played (a card, or a
draw) and ``{better}`` the move that would have done better, each in the form
its sentence needs.
"""

from ..engine.i18n import register

COACH_MESSAGES: dict[str, dict[str, str]] = {
    # Verdicts, as one word on the board and in the chart's legend.
    "coach_verdict_best": {"en": "Best", "tr": "En iyi hamle", "nb": "Beste trekk"},
    "coach_verdict_inaccuracy": {"en": "Inaccuracy", "tr": "Küçük hata", "nb": "Unøyaktighet"},
    "coach_verdict_costly": {"en": "Costly move", "tr": "Pahalı hamle", "nb": "Kostbart trekk"},
    "coach_verdict_blunder": {"en": "Blunder", "tr": "Büyük hata", "nb": "Tabbe"},
    # {this}: the move played, at the start of a sentence ...
    "coach_this_draw": {"en": "This draw", "tr": "Bu kart çekme hamlesi", "nb": "Med dette trekket fra bunken"},
    "coach_this_card": {"en": "Playing {card}", "tr": "{card} hamlesi", "nb": "Med {card}"},
    # ... and inside one.
    "coach_this_draw_inner": {"en": "this draw", "tr": "bu kart çekme hamlesi", "nb": "med dette trekket fra bunken"},
    "coach_this_card_inner": {"en": "playing {card}", "tr": "{card} hamlesi", "nb": "med {card}"},
    # {better}: the move that did better.
    "coach_better_card": {"en": "{card} on the {top}", "tr": "{top} üzerine {card} hamlesi", "nb": "{card} på {top}"},
    "coach_better_card_alone": {"en": "{card}", "tr": "{card} hamlesi", "nb": "{card}"},
    "coach_better_draw": {"en": "a draw", "tr": "kart çekmek", "nb": "et trekk fra bunken"},
    # The lines, one a move.
    "coach_line_blunder": {
        "en": "{this} lost the deal: {better} kept it winnable",
        "tr": "{this} dağıtımı kaybettirdi: {better} dağıtımı kazanılabilir tutardı",
        "nb": "{this} gikk given tapt: med {better} kunne den fortsatt vinnes",
    },
    "coach_line_bad_luck_same": {
        "en": "Bad luck: {this} lost the deal, but from what you could see, every move had the same chance",
        "tr": "Şanssızlık: {this} dağıtımı kaybettirdi, ama görebildiklerinize göre her hamlenin şansı aynıydı",
        "nb": "Uflaks: {this} gikk given tapt, men ut fra det du kunne se, hadde alle trekk samme sjanse",
    },
    "coach_line_bad_luck": {
        "en": "Bad luck: {this} lost the deal, but from what you could see, no other move had a clearly better chance",
        "tr": "Şanssızlık: {this} dağıtımı kaybettirdi, ama görebildiklerinize göre başka hiçbir hamlenin "
        "şansı açıkça daha iyi değildi",
        "nb": "Uflaks: {this} gikk given tapt, men ut fra det du kunne se, hadde ingen andre trekk en klart bedre sjanse",
    },
    "coach_line_close_call": {
        "en": "A close call: {this} lost the deal; from what you could see, {better} was a little more likely to win",
        "tr": "Kıl payı: {this} dağıtımı kaybettirdi; görebildiklerinize göre {better} kazanmaya biraz daha yakındı",
        "nb": "Jevnt: {this} gikk given tapt; ut fra det du kunne se, hadde {better} litt større sjanse til å vinne",
    },
    "coach_line_inaccuracy": {
        "en": "Inaccuracy: this move cost {points} of par; {better} kept par at {par}",
        "tr": "Küçük hata: bu hamle par puanından {points} götürdü; {better} par puanını {par} olarak korurdu",
        "nb": "Unøyaktighet: dette trekket senket par med {points}; med {better} ville par holdt seg på {par}",
    },
    "coach_line_costly": {
        "en": "Costly move: this move cost {points} of par; {better} kept par at {par}",
        "tr": "Pahalı hamle: bu hamle par puanından {points} götürdü; {better} par puanını {par} olarak korurdu",
        "nb": "Kostbart trekk: dette trekket senket par med {points}; med {better} ville par holdt seg på {par}",
    },
    "coach_line_best_winnable": {
        "en": "Best move: the deal can still be won, for par {par}",
        "tr": "En iyi hamle: dağıtım hâlâ kazanılabilir, par {par}",
        "nb": "Beste trekk: given kan fortsatt vinnes, par {par}",
    },
    "coach_line_best_lost": {
        "en": "Best move for the score: the deal could no longer be won; par stays {par}",
        "tr": "Puan için en iyi hamle: dağıtım artık kazanılamıyordu; par {par} olarak kalır",
        "nb": "Beste trekk for poengene: given kunne ikke lenger vinnes; par er fortsatt {par}",
    },
    "coach_line_only": {
        "en": "The only move: nothing else could be played",
        "tr": "Tek hamle: başka hiçbir şey oynanamazdı",
        "nb": "Det eneste trekket: ingenting annet kunne spilles",
    },
    "coach_line_lucky": {
        "en": " (lucky: from what you could see, {better} had a clearly better chance)",
        "tr": " (şanslı: görebildiklerinize göre {better} açıkça daha iyi bir şans sunuyordu)",
        "nb": " (flaks: ut fra det du kunne se, hadde {better} en klart bedre sjanse)",
    },
    "coach_points_one": {"en": "1 point", "tr": "1 puan", "nb": "1 poeng"},
    "coach_points_many": {"en": "{n} points", "tr": "{n} puan", "nb": "{n} poeng"},
    # The summary, sentence by sentence.
    "coach_summary_won": {
        "en": "Won with {score} points; par {par}",
        "tr": "{score} puanla kazanıldı; par {par}",
        "nb": "Vunnet med {score} poeng; par {par}",
    },
    "coach_summary_stuck": {
        "en": "Stuck with {cards} left and {score} points; par {par}",
        "tr": "{cards} kalmışken tıkandı, {score} puan; par {par}",
        "nb": "Står fast med {cards} igjen og {score} poeng; par {par}",
    },
    "coach_summary_playing": {
        "en": "Still going, {cards} left and {score} points; par {par}",
        "tr": "Oyun sürüyor, {cards} kaldı, {score} puan; par {par}",
        "nb": "Spillet pågår, {cards} igjen og {score} poeng; par {par}",
    },
    "coach_summary_at_par": {
        "en": "You reached par.",
        "tr": "Par puanına ulaştınız.",
        "nb": "Du nådde par.",
    },
    "coach_summary_gap_one": {
        "en": "{points} below par; par fell at move {moves}.",
        "tr": "Par puanının {points} altında; par {moves}. hamlede düştü.",
        "nb": "{points} under par; par falt i trekk {moves}.",
    },
    "coach_summary_gap_many": {
        "en": "{points} below par; par fell at moves {moves}.",
        "tr": "Par puanının {points} altında; par {moves}. hamlelerde düştü.",
        "nb": "{points} under par; par falt i trekk {moves}.",
    },
    "coach_and": {"en": "and", "tr": "ve", "nb": "og"},
    "coach_summary_turning_point": {
        "en": "The deal was lost at move {n} (the turning point).",
        "tr": "Dağıtım {n}. hamlede kaybedildi (dönüm noktası).",
        "nb": "Given ble tapt i trekk {n} (vendepunktet).",
    },
    "coach_summary_never": {
        "en": "This deal could not be won from the start: no move lost it.",
        "tr": "Bu dağıtım en baştan kazanılamazdı: onu hiçbir hamle kaybettirmedi.",
        "nb": "Denne given kunne ikke vinnes fra starten av: ingen trekk tapte den.",
    },
    "coach_summary_still_winnable": {
        "en": "The deal can still be won.",
        "tr": "Dağıtım hâlâ kazanılabilir.",
        "nb": "Given kan fortsatt vinnes.",
    },
    "coach_summary_counts": {
        "en": "Undos: {undos}; hints: {hints}.",
        "tr": "Geri alma: {undos}; ipucu: {hints}.",
        "nb": "Angringer: {undos}; tips: {hints}.",
    },
    # The chart of the review (by move number).
    "coach_chart_title": {"en": "Review of {code}", "tr": "{code} incelemesi", "nb": "Gjennomgang av {code}"},
    "coach_chart_move": {"en": "move", "tr": "hamle", "nb": "trekk"},
    "coach_chart_par": {"en": "par", "tr": "par", "nb": "par"},
    "coach_chart_chance": {
        "en": "chance of winning (what you could see)",
        "tr": "kazanma şansı (görebildiklerinize göre)",
        "nb": "vinnersjanse (ut fra det du kunne se)",
    },
    "coach_chart_turning_point": {"en": "turning point", "tr": "dönüm noktası", "nb": "vendepunkt"},
    "coach_chart_low": {"en": "95 % low", "tr": "%95 alt sınır", "nb": "95 % nedre grense"},
    "coach_chart_high": {"en": "95 % high", "tr": "%95 üst sınır", "nb": "95 % øvre grense"},
    "coach_chart_verdict": {"en": "verdict", "tr": "değerlendirme", "nb": "vurdering"},
    # The review as a table in a notebook (Review._repr_html_).
    "coach_col_number": {"en": "Move", "tr": "Hamle", "nb": "Trekk"},
    "coach_col_card": {"en": "Card", "tr": "Kart", "nb": "Kort"},
    "coach_col_verdict": {"en": "Verdict", "tr": "Değerlendirme", "nb": "Vurdering"},
    "coach_col_par": {"en": "Par before → after", "tr": "Par önce → sonra", "nb": "Par før → etter"},
    "coach_col_chance": {
        "en": "Chance of winning before the move [95 % interval]",
        "tr": "Hamleden önce kazanma şansı [%95'lik aralık]",
        "nb": "Vinnersjanse før trekket [95 %-intervall]",
    },
    "coach_col_line": {"en": "Why", "tr": "Neden", "nb": "Hvorfor"},
    "coach_draw": {"en": "draw", "tr": "kart çekme", "nb": "trekk fra bunken"},
    "coach_progress": {
        "en": "Reviewing move {done} of {total}",
        "tr": "{total} hamlenin {done}. hamlesi inceleniyor",
        "nb": "Går gjennom trekk {done} av {total}",
    },
}

register(COACH_MESSAGES)
