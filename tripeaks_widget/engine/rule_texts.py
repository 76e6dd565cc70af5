"""The catalogue's texts for rule sets: each knob's name and one-line explanation in en, tr and nb.

Part of the message catalogue (``i18n.MESSAGES``), kept apart for its size.
"""

RULE_MESSAGES: dict[str, dict[str, str]] = {
    "rs_easy": {"en": "Easy", "tr": "Kolay", "nb": "Lett"},
    "rs_easy_explain": {
        "en": "King and Ace are neighbours: a King goes on an Ace and an Ace on a King.",
        "tr": "Papaz ile as ardışık sayılır: papaz asın, as da papazın üzerine konabilir.",
        "nb": "Konge og ess er naboverdier: en konge kan legges på et ess og et ess på en konge.",
    },
    "rs_classic": {"en": "Classic", "tr": "Klasik", "nb": "Klassisk"},
    "rs_classic_explain": {
        "en": "King and Ace are not neighbours: the sequence stops at both ends.",
        "tr": "Papaz ile as ardışık sayılmaz: dizi iki uçta da biter.",
        "nb": "Konge og ess er ikke naboverdier: verdiene stopper i begge ender.",
    },
    "rs_draw_when_stuck": {
        "en": "draw only when no card fits",
        "tr": "yalnızca uyan kart yokken kart çek",
        "nb": "trekk bare når ingen kort passer",
    },
    "rs_draw_when_stuck_explain": {
        "en": "You may draw from the stock only when no card fits on the waste.",
        "tr": "Çekme destesinden yalnızca açık kart yığınına uyan kart yokken kart çekebilirsiniz.",
        "nb": "Du kan bare trekke fra trekkbunken når ingen kort passer på avleggsbunken.",
    },
    "rs_open_peaks": {"en": "open peaks", "tr": "açık tepeler", "nb": "åpne topper"},
    "rs_open_peaks_explain": {
        "en": "Every card of the peaks is face up from the start; covered cards are still blocked.",
        "tr": "Tepelerdeki tüm kartlar başlangıçtan itibaren açıktır; üzeri örtülü kartlar yine de engellidir.",
        "nb": "Alle kortene i toppene er synlige fra start; dekkede kort er fortsatt blokkert.",
    },
    "rs_empty_waste": {"en": "empty waste", "tr": "boş açık kart yığını", "nb": "tom avleggsbunke"},
    "rs_empty_waste_explain": {
        "en": "The waste starts empty, so any free card may start it.",
        "tr": "Açık kart yığını boş başlar; serbest herhangi bir kartla başlayabilirsiniz.",
        "nb": "Avleggsbunken starter tom, så et hvilket som helst fritt kort kan begynne den.",
    },
    "rs_jokers_1": {"en": "1 joker", "tr": "1 joker", "nb": "1 joker"},
    "rs_jokers_1_explain": {
        "en": "A joker joins the stock: anything goes on it, and it goes on anything.",
        "tr": "Çekme destesine bir joker eklenir: üzerine her kart konur, o da her kartın üzerine konur.",
        "nb": "En joker legges i trekkbunken: alt kan legges på den, og den kan legges på alt.",
    },
    "rs_jokers_2": {"en": "2 jokers", "tr": "2 joker", "nb": "2 jokere"},
    "rs_jokers_2_explain": {
        "en": "Two jokers join the stock: anything goes on a joker, and a joker goes on anything.",
        "tr": "Çekme destesine iki joker eklenir: jokerin üzerine her kart konur, joker de her kartın üzerine konur.",
        "nb": "To jokere legges i trekkbunken: alt kan legges på en joker, og en joker kan legges på alt.",
    },
    "rs_redeals_1": {"en": "1 redeal", "tr": "desteyi 1 kez yeniden çevirme", "nb": "1 ekstra runde"},
    "rs_redeals_n": {"en": "{n} redeals", "tr": "desteyi {n} kez yeniden çevirme", "nb": "{n} ekstra runder"},
    "rs_redeals_1_explain": {
        "en": "When the stock is empty, its cards come back once, in the same order.",
        "tr": "Çekme destesi bitince kartları aynı sırayla bir kez daha gelir.",
        "nb": "Når trekkbunken er tom, kommer kortene tilbake én gang til, i samme rekkefølge.",
    },
    "rs_redeals_n_explain": {
        "en": "When the stock is empty, its cards come back, in the same order, up to {n} more times.",
        "tr": "Çekme destesi bitince kartları aynı sırayla en fazla {n} kez daha gelir.",
        "nb": "Når trekkbunken er tom, kommer kortene tilbake i samme rekkefølge, opptil {n} ganger til.",
    },
    "rs_scoring_traditional": {
        "en": "traditional scoring",
        "tr": "geleneksel puanlama",
        "nb": "tradisjonell poengberegning",
    },
    "rs_scoring_traditional_explain": {
        "en": "Runs score 1, 2, 3… points a card, a draw costs 5, and emptied peaks score 15, 15 and 30.",
        "tr": "Seriler kart başına 1, 2, 3… puan getirir, kart çekmek 5 puan götürür, "
        "boşaltılan tepeler 15, 15 ve 30 puan getirir.",
        "nb": "Rekker gir 1, 2, 3 … poeng per kort, et trekk fra bunken koster 5 poeng, og tømte topper gir 15, 15 "
        "og 30 poeng.",
    },
    "rs_scoring_custom": {"en": "scoring: {name}", "tr": "puanlama: {name}", "nb": "poeng: {name}"},
    "rs_scoring_custom_explain": {
        "en": "Points come from your own function {name}, starting at 0.",
        "tr": "Puanlar sizin {name} işlevinizden gelir ve 0'dan başlar.",
        "nb": "Poengene kommer fra din egen funksjon {name} og starter på 0.",
    },
    "rs_par": {
        "en": "Best possible on this deal: {score}",
        "tr": "Bu dağıtımda alınabilecek en yüksek puan: {score}",
        "nb": "Best mulig resultat på denne given: {score}",
    },
    # The board's New game dialog: the rule knobs (board/view.py, rules_form).
    "ui_jokers_title": {
        "en": "Jokers in the stock: anything goes on a joker, and a joker goes on anything.",
        "tr": "Çekme destesindeki joker sayısı: jokerin üzerine her kart konur, joker de her kartın üzerine konur.",
        "nb": "Jokere i trekkbunken: alt kan legges på en joker, og en joker kan legges på alt.",
    },
    "ui_redeals_title": {
        "en": "Extra passes through the stock: when it is empty, its cards come back in the same order.",
        "tr": "Çekme destesinin kaç kez yeniden çevrileceği: deste bitince kartları aynı sırayla geri gelir.",
        "nb": "Ekstra runder gjennom trekkbunken: når den er tom, kommer kortene tilbake i samme rekkefølge.",
    },
    "ui_scoring_app_title": {
        "en": "Start at 500, each action costs 1 point, each emptied peak gives 100.",
        "tr": "500 puanla başlanır, her hamle 1 puan götürür, boşaltılan her tepe 100 puan getirir.",
        "nb": "Du starter på 500, hver handling koster 1 poeng, og hver tømte topp gir 100.",
    },
    "ui_scoring": {"en": "Scoring", "tr": "Puanlama", "nb": "Poengberegning"},
    "ui_scoring_app": {"en": "App (from 500)", "tr": "Uygulama (500'den)", "nb": "Appens poeng (fra 500)"},
    "ui_scoring_traditional": {"en": "Traditional (runs)", "tr": "Geleneksel (seriler)", "nb": "Tradisjonell (rekker)"},
    "ui_scoring_custom": {
        "en": "{name} (your function, set from Python)",
        "tr": "{name} (kendi işleviniz, Python'dan ayarlandı)",
        "nb": "{name} (din egen funksjon, satt fra Python)",
    },
    "ui_scoring_note": {
        "en": "Your own scoring function is set from Python: Rules(scoring=…).",
        "tr": "Kendi puanlama işlevinizi Python'dan ayarlarsınız: Rules(scoring=…).",
        "nb": "Din egen poengfunksjon setter du fra Python: Rules(scoring=…).",
    },
    "ui_bad_rules": {
        "en": "“{rules}” is not a rule set this board can start (one looks like classic,jokers=2,redeals=1). "
        "The current game goes on.",
        "tr": "“{rules}” bu oyun alanında başlatılabilecek bir kural seti değil (bir kural seti "
        "classic,jokers=2,redeals=1 biçimindedir). Mevcut oyun sürüyor.",
        "nb": "«{rules}» er ikke et regelsett dette brettet kan starte (et regelsett ser ut som "
        "classic,jokers=2,redeals=1). Det pågående spillet fortsetter.",
    },
    # The lab panel (board/lab_panel.py).
    "lab_rule": {"en": "King and Ace", "tr": "Papaz ve as", "nb": "Konge og ess"},
    "lab_jokers": {"en": "Jokers", "tr": "Joker", "nb": "Jokere"},
    "lab_redeals": {"en": "Redeals", "tr": "Desteyi yeniden çevirme", "nb": "Ekstra runder"},
    "lab_scoring": {"en": "Scoring", "tr": "Puanlama", "nb": "Poeng"},
    "lab_scoring_app": {"en": "this app's", "tr": "bu uygulamanınki", "nb": "appens egen"},
    "lab_players": {"en": "Players", "tr": "Oyuncular", "nb": "Spillere"},
    "lab_player_random": {"en": "random", "tr": "rastgele", "nb": "tilfeldig"},
    "lab_player_greedy": {"en": "simple (greedy)", "tr": "basit (açgözlü)", "nb": "enkel (grådig)"},
    "lab_player_turns-up": {"en": "turns up the most (Microsoft's tip)", "tr": "en çok kart açan (Microsoft'un önerisi)",
                            "nb": "snur flest kort (Microsofts råd)"},
    "lab_player_lookahead": {"en": "lookahead (plans with the face-up cards)",
                             "tr": "ileriye bakan (açık kartlarla plan yapar)",
                             "nb": "fremsynt (planlegger med de synlige kortene)"},
    "lab_player_fair-hint": {"en": "fair hint (guesses the hidden cards)", "tr": "adil ipucu (kapalı kartları tahmin eder)",
                             "nb": "rettferdig tips (gjetter de skjulte kortene)"},
    "lab_player_perfect": {"en": "perfect (sees every card)", "tr": "kusursuz (bütün kartları görür)",
                           "nb": "perfekt (ser alle kortene)"},
    "lab_deals": {"en": "Deals", "tr": "Dağıtım sayısı", "nb": "Antall giver"},
    "lab_add": {"en": "Add this rule set", "tr": "Bu kural setini ekle", "nb": "Legg til dette regelsettet"},
    "lab_clear": {"en": "Clear the list", "tr": "Listeyi temizle", "nb": "Tøm listen"},
    "lab_measure": {"en": "Measure", "tr": "Ölç", "nb": "Mål"},
    "lab_progress": {"en": "{done}/{total} games", "tr": "{done}/{total} oyun", "nb": "{done}/{total} spill"},
    "lab_compared": {"en": "Rule sets to compare: {names}", "tr": "Karşılaştırılacak kural setleri: {names}",
                     "nb": "Regelsett som sammenlignes: {names}"},
    "lab_no_player": {"en": "Choose at least one player.", "tr": "En az bir oyuncu seçin.",
                      "nb": "Velg minst én spiller."},
    "lab_col_rules": {"en": "Rule set", "tr": "Kural seti", "nb": "Regelsett"},
    "lab_col_player": {"en": "Player", "tr": "Oyuncu", "nb": "Spiller"},
    "lab_col_won": {"en": "Won", "tr": "Kazanılan", "nb": "Vunnet"},
    "lab_col_win_rate": {"en": "Win rate [95 % interval]", "tr": "Kazanma oranı [%95'lik aralık]",
                         "nb": "Vinnerandel [95 %-intervall]"},
    "lab_col_score": {"en": "Mean score [95 % interval]", "tr": "Ortalama puan [%95'lik aralık]",
                      "nb": "Gjennomsnittlig poengsum [95 %-intervall]"},
    # The lab's chart (lab/chart.py): axis titles, legend and tooltip.
    "lab_chart_win_rate": {"en": "win rate", "tr": "kazanma oranı", "nb": "vinnerandel"},
    "lab_chart_mean_score": {"en": "mean score", "tr": "ortalama puan", "nb": "gjennomsnittlig poengsum"},
    "lab_chart_rule_set": {"en": "rule set", "tr": "kural seti", "nb": "regelsett"},
    "lab_chart_player": {"en": "player", "tr": "oyuncu", "nb": "spiller"},
    "lab_chart_games": {"en": "games", "tr": "oyun sayısı", "nb": "antall spill"},
    "lab_chart_low": {"en": "95 % low", "tr": "%95 alt sınır", "nb": "95 % nedre grense"},
    "lab_chart_high": {"en": "95 % high", "tr": "%95 üst sınır", "nb": "95 % øvre grense"},
    "lab_chart_description": {
        "en": "Win rate and mean score per rule set and player, with 95 % intervals",
        "tr": "Kural seti ve oyuncu başına kazanma oranı ve ortalama puan, %95 güven aralıklarıyla",
        "nb": "Vinnerandel og gjennomsnittlig poengsum per regelsett og spiller, med 95 %-intervaller",
    },
}
