"""Texts of the class report (issue 22, ``tripeaks_widget.class_report``): its table, chart, notes and bad lines.

Registered in the message catalogue (``i18n.register``) when the layer is imported, kept apart so the review's
texts (``coach_texts.py``) and these are edited separately.  The words follow
the seeds and the review: tr "dağıtım" (deal), "hamle" (move), "geri alma"
(undo), "ipucu" (hint), "dönüm noktası" (turning point); nb "giv", "trekk",
"angring", "tips", "vendepunkt".  "Par" is the golf word in all three.
"""

from ..engine.i18n import register

REPORT_MESSAGES: dict[str, dict[str, str]] = {
    "report_title": {
        "en": "Class report: {games} games",
        "tr": "Sınıf raporu: {games} oyun",
        "nb": "Klasserapport: {games} spill",
    },
    "report_col_line": {"en": "Line", "tr": "Satır", "nb": "Linje"},
    "report_col_name": {"en": "Name", "tr": "Ad", "nb": "Navn"},
    "report_col_deal": {"en": "Deal", "tr": "Dağıtım", "nb": "Giv"},
    "report_col_result": {"en": "Result", "tr": "Sonuç", "nb": "Resultat"},
    "report_col_score": {"en": "Score", "tr": "Puan", "nb": "Poeng"},
    "report_col_par": {"en": "Par", "tr": "Par", "nb": "Par"},
    "report_col_gap": {"en": "Gap to par", "tr": "Par puanına fark", "nb": "Avstand til par"},
    "report_col_turning_point": {"en": "Turning point", "tr": "Dönüm noktası", "nb": "Vendepunkt"},
    "report_col_undos": {"en": "Undos", "tr": "Geri almalar", "nb": "Angringer"},
    "report_col_hints": {"en": "Hints", "tr": "İpuçları", "nb": "Tips"},
    # The turning point column: the move that lost the deal, or why there is none.
    "report_turning_move": {"en": "move {n}", "tr": "{n}. hamle", "nb": "trekk {n}"},
    "report_turning_never": {
        "en": "never winnable",
        "tr": "hiç kazanılamazdı",
        "nb": "kunne aldri vinnes",
    },
    "report_turning_none": {"en": "none", "tr": "yok", "nb": "ingen"},
    "report_no_name": {"en": "(no name)", "tr": "(adsız)", "nb": "(uten navn)"},
    # The chart of the class's gaps to par.
    "report_chart_title": {
        "en": "Points below par, per game",
        "tr": "Oyun başına par puanının altında kalan puan",
        "nb": "Poeng under par, per spill",
    },
    "report_chart_player": {"en": "Game", "tr": "Oyun", "nb": "Spill"},
    "report_chart_description": {
        "en": "Each bar is one student's game: how many points of par, the best score the deal allowed, its moves "
        "gave away.",
        "tr": "Her çubuk bir öğrencinin oyunudur: hamlelerinin, dağıtımın izin verdiği en yüksek puan olan par "
        "puanından kaç puan kaybettirdiği.",
        "nb": "Hver stolpe er ett spill fra en elev: hvor mange poeng av par, den beste poengsummen given ga rom "
        "for, trekkene ga bort.",
    },
    # Deals many students played: the move most of them got wrong.
    "report_common_title": {
        "en": "Deals many students played: the move most of them got wrong",
        "tr": "Birçok öğrencinin oynadığı dağıtımlar: çoğunun yanlış oynadığı hamle",
        "nb": "Giver som mange elever spilte: trekket de fleste gjorde feil",
    },
    "report_common": {
        "en": "{code} ({players} games): {count} of them played {card} at move {n} ({verdict}).",
        "tr": "{code} ({players} oyun): bunların {count} tanesi {n}. hamlede {card} kartını oynadı ({verdict}).",
        "nb": "{code} ({players} spill): {count} av dem spilte {card} i trekk {n} ({verdict}).",
    },
    "report_common_draw": {
        "en": "{code} ({players} games): {count} of them drew from the stock at move {n} ({verdict}).",
        "tr": "{code} ({players} oyun): bunların {count} tanesi {n}. hamlede desteden kart çekti ({verdict}).",
        "nb": "{code} ({players} spill): {count} av dem trakk fra bunken i trekk {n} ({verdict}).",
    },
    "report_common_better": {
        "en": " {better} was better.",
        "tr": " {better} daha iyiydi.",
        "nb": " {better} var bedre.",
    },
    "report_common_none": {
        "en": "{code} ({players} games): no move went wrong in more than one game.",
        "tr": "{code} ({players} oyun): hiçbir hamle birden fazla oyunda hatalı olmadı.",
        "nb": "{code} ({players} spill): ingen trekk gikk galt i mer enn ett spill.",
    },
    "report_draw": {"en": "a draw", "tr": "kart çekmek", "nb": "å trekke fra bunken"},
    "report_card_on": {"en": "{card} on the {top}", "tr": "{top} üzerine {card} hamlesi", "nb": "{card} på {top}"},
    "report_card_alone": {"en": "{card}", "tr": "{card} hamlesi", "nb": "{card}"},
    # Lines that are not a game record.
    "report_bad_title": {
        "en": "Lines left out",
        "tr": "Dışarıda bırakılan satırlar",
        "nb": "Linjer som ble utelatt",
    },
    "report_bad_line": {"en": "Line {n}: {reason}", "tr": "Satır {n}: {reason}", "nb": "Linje {n}: {reason}"},
    "report_bad_garbage": {
        "en": "not a game record (expected a line like “name: TP1-E-AAAAAAB: 20 23 draw”)",
        "tr": "bir oyun kaydı değil (“ad: TP1-E-AAAAAAB: 20 23 draw” gibi bir satır bekleniyordu: sayılar yer numaralarıdır, draw kart çekmedir)",
        "nb": "ikke en spillogg (ventet en linje som «navn: TP1-E-AAAAAAB: 20 23 draw»: tallene er plassnumre, draw er et trekk fra bunken)",
    },
    "report_bad_code": {
        "en": "unknown game code “{code}”",
        "tr": "bilinmeyen oyun kodu “{code}”",
        "nb": "ukjent spillkode «{code}»",
    },
    "report_bad_rules": {
        "en": "unknown rule set “{rules}”",
        "tr": "bilinmeyen kural seti “{rules}”",
        "nb": "ukjent regelsett «{rules}»",
    },
    "report_bad_link": {
        "en": "the code {code} and the rule set “{rules}” disagree about King and Ace (E is Easy, C is Classic)",
        "tr": "{code} kodu ile “{rules}” kural seti papaz ve as konusunda uyuşmuyor (E Kolay, C Klasik)",
        "nb": "koden {code} og regelsettet «{rules}» er uenige om konge og ess (E er Lett, C er Klassisk)",
    },
    "report_bad_word": {
        "en": "action {n}, “{action}”, is neither a slot number nor draw",
        "tr": "{n}. işlem, “{action}”, ne bir yer numarası ne de draw",
        "nb": "handling {n}, «{action}», er verken et plassnummer eller draw",
    },
    "report_bad_action": {
        "en": "action {n}, “{action}”, cannot be played there: {reason}",
        "tr": "{n}. işlem, “{action}”, orada oynanamaz: {reason}",
        "nb": "handling {n}, «{action}», kan ikke spilles der: {reason}",
    },
    "report_bad_counts": {
        "en": "the undos and hints after “;” cannot be read (expected “undos 1, hints 2”)",
        "tr": "“;” sonrasındaki geri alma ve ipucu sayıları okunamıyor (“undos 1, hints 2” bekleniyordu: undos geri alma, hints ipucu sayısıdır)",
        "nb": "angringer og tips etter «;» kan ikke leses (ventet «undos 1, hints 2»: undos er angringer, hints er tips)",
    },
    "report_bad_search": {
        "en": "the review ran out of its search budget on this game",
        "tr": "inceleme bu oyunda arama sınırını aştı",
        "nb": "gjennomgangen brukte opp søkebudsjettet på dette spillet",
    },
    "report_no_games": {
        "en": "No game records found: paste the lines your students printed with print(board.game.record()).",
        "tr": "Hiç oyun kaydı bulunamadı: öğrencilerinizin print(board.game.record()) ile yazdırdığı satırları "
        "yapıştırın.",
        "nb": "Fant ingen spillogger: lim inn linjene elevene skrev ut med print(board.game.record()).",
    },
    "report_progress": {
        "en": "Reviewing game {done} of {total}",
        "tr": "{total} oyunun {done}. oyunu inceleniyor",
        "nb": "Går gjennom spill {done} av {total}",
    },
}

register(REPORT_MESSAGES)
