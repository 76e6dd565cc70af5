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
    # Lines left out of the count: copies, a second game, games not over, another deal, unreadable answers.
    "report_bad_duplicate": {
        "en": "a copy of line {line}: counted once",
        "tr": "{line}. satırın kopyası: bir kez sayıldı",
        "nb": "en kopi av linje {line}: telt én gang",
    },
    "report_bad_same_name": {
        "en": "{name} handed in another game on line {line}: only that one counts",
        "tr": "{name} {line}. satırda başka bir oyun teslim etti: yalnızca o sayılır",
        "nb": "{name} leverte et annet spill på linje {line}: bare det telles",
    },
    "report_bad_empty": {
        "en": "no moves: the record stops after the deal's code (cut short?)",
        "tr": "hiç hamle yok: kayıt dağıtımın kodundan sonra bitiyor (yarıda mı kesildi?)",
        "nb": "ingen trekk: loggen slutter etter givens kode (kuttet av?)",
    },
    "report_bad_unfinished": {
        "en": "the game is not over ({cards} left): the line may be cut short; hand in the line printed when the "
        "game ended",
        "tr": "oyun bitmemiş ({cards} kaldı): satır yarıda kesilmiş olabilir; oyun bittiğinde yazdırılan satırı "
        "teslim edin",
        "nb": "spillet er ikke ferdig ({cards} igjen): linjen kan være kuttet av; lever linjen som ble skrevet ut "
        "da spillet var over",
    },
    "report_bad_other_deal": {
        "en": "a game of {code}, not of the deal the class was set ({deal})",
        "tr": "{code} dağıtımının oyunu, sınıfa verilen dağıtımın ({deal}) değil",
        "nb": "et spill av {code}, ikke av given klassen fikk ({deal})",
    },
    "report_bad_answers_shape": {
        "en": "answers that cannot be read (expected “name: answers en {json}”)",
        "tr": "okunamayan cevaplar (“ad: answers tr {json}” gibi bir satır bekleniyordu)",
        "nb": "svar som ikke kan leses (ventet «navn: answers nb {json}»)",
    },
    "report_bad_answers_lang": {
        "en": "answers in an unknown language “{language}” (known: {langs})",
        "tr": "bilinmeyen bir dilde cevaplar: “{language}” (bilinenler: {langs})",
        "nb": "svar på et ukjent språk «{language}» (kjente: {langs})",
    },
    "report_bad_answers_json": {
        "en": "the answers after the language are not one JSON object of exercises and their tries",
        "tr": "dilden sonraki cevaplar, alıştırmaları ve denemelerini veren tek bir JSON nesnesi değil",
        "nb": "svarene etter språket er ikke ett JSON-objekt med oppgaver og forsøkene deres",
    },
    "report_bad_answers_tries": {
        "en": "the tries of exercise “{exercise}” are not a list of texts",
        "tr": "“{exercise}” alıştırmasının denemeleri bir metin listesi değil",
        "nb": "forsøkene på oppgave «{exercise}» er ikke en liste med tekster",
    },
    "report_bad_answers_long": {
        "en": "an answers line longer than {limit} characters",
        "tr": "{limit} karakterden uzun bir cevap satırı",
        "nb": "en svarlinje lengre enn {limit} tegn",
    },
    "report_bad_answers_exercise": {
        "en": "no exercise “{exercise}” in the lessons",
        "tr": "derslerde “{exercise}” diye bir alıştırma yok",
        "nb": "ingen oppgave «{exercise}» i leksjonene",
    },
    "report_bad_answers_again": {
        "en": "{name} handed in other answers to exercise {exercise} on line {line}: only those count",
        "tr": "{name} {exercise} alıştırmasına {line}. satırda başka cevaplar verdi: yalnızca onlar sayılır",
        "nb": "{name} leverte andre svar på oppgave {exercise} på linje {line}: bare de telles",
    },
    "report_bad_no_checker": {
        "en": "lesson answers cannot be checked here: run “import tripeaks_widget.lessons” first",
        "tr": "ders cevapları burada denetlenemiyor: önce “import tripeaks_widget.lessons” çalıştırın",
        "nb": "svarene fra leksjonene kan ikke sjekkes her: kjør «import tripeaks_widget.lessons» først",
    },
    # The lessons' answers: per exercise, right at the first try and the wrong answer given most often.
    "report_answers_title": {
        "en": "Lesson answers: right at the first try, and the wrong answer given most often",
        "tr": "Ders cevapları: ilk denemede doğru olanlar ve en sık verilen yanlış cevap",
        "nb": "Svar fra leksjonene: riktig på første forsøk, og det gale svaret som ble gitt oftest",
    },
    "report_answers_col_exercise": {"en": "Exercise", "tr": "Alıştırma", "nb": "Oppgave"},
    "report_answers_col_students": {"en": "Students", "tr": "Öğrenci", "nb": "Elever"},
    "report_answers_col_first": {
        "en": "Right at the first try",
        "tr": "İlk denemede doğru",
        "nb": "Riktig på første forsøk",
    },
    "report_answers_col_wrong": {
        "en": "Wrong answer given most often",
        "tr": "En sık verilen yanlış cevap",
        "nb": "Galt svar som ble gitt oftest",
    },
    "report_answers_row": {
        "en": "Exercise {exercise}: {first} of {students} right at the first try",
        "tr": "Alıştırma {exercise}: {students} öğrenciden {first} tanesi ilk denemede doğru",
        "nb": "Oppgave {exercise}: {first} av {students} riktig på første forsøk",
    },
    "report_answers_wrong": {
        "en": "“{answer}” ({count} of them)",
        "tr": "“{answer}” ({count} öğrenci)",
        "nb": "«{answer}» ({count} av dem)",
    },
    "report_answers_row_wrong": {
        "en": "; wrong answer given most often: {wrong}",
        "tr": "; en sık verilen yanlış cevap: {wrong}",
        "nb": "; galt svar som ble gitt oftest: {wrong}",
    },
    "report_answers_no_wrong": {"en": "none", "tr": "yok", "nb": "ingen"},
}

register(REPORT_MESSAGES)
