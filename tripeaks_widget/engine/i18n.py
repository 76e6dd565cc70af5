"""The message catalogue: every text a user sees, in English, Turkish and Norwegian.

Turkish and Norwegian wording is taken from the original help pages where they
give it (``shared/seeds``).

>>> t("not_adjacent", "tr")
'Değeri bir büyük veya bir küçük olmalı'
>>> card_name(Card.from_str("K♣"), "tr"), card_name(Card.from_str("A♣"), "nb"), card_name(Card.from_str("10♥"), "en")
('sinek papazı', 'kløver ess', '10 of hearts')
>>> [short_card_name(Card.from_str("K♣"), lang) for lang in LANGS], short_card_name(Card.from_str("Qs"), "nb")
(['K♣', 'R♣', 'R♣'], 'D♠')
"""

from __future__ import annotations

from .cards import Card, Suit
from .errors import UnknownLanguageError, short

LANGS = ("en", "tr", "nb")
DEFAULT_LANG = "en"

MESSAGES: dict[str, dict[str, str]] = {
    # Refusals (error help): the seeds' wording.
    "not_adjacent": {
        "en": "Must be one rank higher or lower",
        "tr": "Değeri bir büyük veya bir küçük olmalı",
        "nb": "Må være én verdi høyere eller lavere",
    },
    "blocked": {
        "en": "This card is blocked",
        "tr": "Bu kart engellenmiş",
        "nb": "Dette kortet er blokkert",
    },
    "no_card": {
        "en": "There is no card here any more",
        "tr": "Burada artık kart yok",
        "nb": "Det ligger ikke noe kort her lenger",
    },
    "stock_empty": {
        "en": "The stock is empty",
        "tr": "Çekme destesi boş",
        "nb": "Trekkbunken er tom",
    },
    "draw_not_allowed": {
        "en": "You may only draw when no card fits",
        "tr": "Yalnızca ardışık bir kart yoksa kart çekilebilir",
        "nb": "Du kan bare trekke når ingen kort passer",
    },
    "nothing_to_undo": {
        "en": "There is nothing to undo",
        "tr": "Geri alınacak hamle yok",
        "nb": "Det er ingenting å angre",
    },
    "game_over": {
        "en": "The game is over",
        "tr": "Oyun bitti",
        "nb": "Spillet er over",
    },
    # End of the game.
    "stuck": {
        "en": "No more moves possible",
        "tr": "Yapılabilecek hamle kalmadı",
        "nb": "Ingen flere mulige trekk",
    },
    # Rules.
    "rule_easy": {"en": "Easy", "tr": "Kolay", "nb": "Lett"},
    "rule_classic": {"en": "Classic", "tr": "Klasik", "nb": "Klassisk"},
    # The board description (spec §9): the seeds' sentence form.
    "describe": {
        "en": "Stock: {stock}; waste: {waste}. Peaks: {row1}; row 2: {row2}; row 3: {row3}; bottom row: {row4}.",
        "tr": "Çekme destesi: {stock}; açık kart yığını: {waste}. Zirveler: {row1}; sıra 2: {row2}; "
        "sıra 3: {row3}; en alt sıra: {row4}.",
        "nb": "Trekkbunke: {stock}; avleggsbunke: {waste}. toppkort: {row1}; rad 2: {row2}; "
        "rad 3: {row3}; nederste rad: {row4}.",
    },
    "cards_one": {"en": "{n} card", "tr": "{n} kart", "nb": "{n} kort"},
    "cards_many": {"en": "{n} cards", "tr": "{n} kart", "nb": "{n} kort"},
    "face_down": {"en": "face-down card", "tr": "kapalı kart", "nb": "skjult kort"},
    "empty": {"en": "empty", "tr": "boş", "nb": "tom"},
    "joker": {"en": "joker", "tr": "joker", "nb": "joker"},
    # The board in the browser (widget.py) and its static picture (svg.py).
    # Seed wording: Yeni oyun / Nytt spill, Geri Al / Angre, Kolay / Lett,
    # Klasik / Klassisk, hata yardımı / feilhjelp, oyun kodu / spillkode,
    # çekme destesi / trekkbunke, açık kart yığını / avleggsbunke.
    "ui_lang_name": {"en": "English", "tr": "Türkçe", "nb": "Norsk bokmål"},  # each language's own name
    "ui_board": {"en": "TriPeaks board", "tr": "TriPeaks oyun alanı", "nb": "TriPeaks-brett"},
    "ui_score": {"en": "Score", "tr": "Puan", "nb": "Poeng"},
    "ui_moves": {"en": "Moves", "tr": "Hamle", "nb": "Trekk"},
    "ui_code": {"en": "Game code", "tr": "Oyun kodu", "nb": "Spillkode"},
    "ui_copy": {"en": "Copy", "tr": "Kopyala", "nb": "Kopier"},
    "ui_copy_code": {"en": "Copy the game code", "tr": "Oyun kodunu kopyala", "nb": "Kopier spillkoden"},
    "ui_copied": {"en": "Copied", "tr": "Kopyalandı", "nb": "Kopiert"},
    "ui_undo": {"en": "Undo", "tr": "Geri Al", "nb": "Angre"},
    "ui_hint": {"en": "Hint", "tr": "İpucu", "nb": "Tips"},
    "ui_new_game": {"en": "New game", "tr": "Yeni oyun", "nb": "Nytt spill"},
    "ui_error_help": {"en": "Error help", "tr": "Hata yardımı", "nb": "Feilhjelp"},
    "ui_language": {"en": "Language", "tr": "Dil", "nb": "Språk"},
    "ui_stock": {"en": "Stock", "tr": "Çekme destesi", "nb": "Trekkbunke"},
    "ui_waste": {"en": "Waste", "tr": "Açık kart yığını", "nb": "Avleggsbunke"},
    "ui_stock_label": {
        "en": "Stock: {cards}. Draw a card",
        "tr": "Çekme destesi: {cards}. Kart çek",
        "nb": "Trekkbunke: {cards}. Trekk et kort",
    },
    "ui_stock_empty_label": {"en": "Stock: empty", "tr": "Çekme destesi: boş", "nb": "Trekkbunke: tom"},
    "ui_waste_label": {"en": "Waste: {card}", "tr": "Açık kart yığını: {card}", "nb": "Avleggsbunke: {card}"},
    "ui_rule_easy_long": {
        "en": "Easy (King and Ace linked)",
        "tr": "Kolay (papaz ve as bağlantılı)",
        "nb": "Lett (konge og ess er koblet sammen)",
    },
    "ui_rule_classic_long": {
        "en": "Classic (King and Ace separate)",
        "tr": "Klasik (papaz ve as ayrı)",
        "nb": "Klassisk (konge og ess er atskilt)",
    },
    "ui_paste_code": {
        "en": "Or paste a game code",
        "tr": "Ya da bir oyun kodu yapıştırın",
        "nb": "Eller lim inn en spillkode",
    },
    "ui_deal": {"en": "Deal", "tr": "Dağıt", "nb": "Del ut"},
    "ui_cancel": {"en": "Cancel", "tr": "İptal", "nb": "Avbryt"},
    "ui_bad_code": {
        "en": "“{code}” is not a game code (a code looks like TP1-E-AAAAAAB). The current game goes on.",
        "tr": "“{code}” bir oyun kodu değil (bir kod TP1-E-AAAAAAB gibi görünür). Mevcut oyun sürüyor.",
        "nb": "«{code}» er ikke en spillkode (en kode ser ut som TP1-E-AAAAAAB). Det pågående spillet fortsetter.",
    },
    "ui_won": {"en": "You won!", "tr": "Kazandınız!", "nb": "Du vant!"},
    "ui_final_score": {"en": "Final score: {score}", "tr": "Son puan: {score}", "nb": "Sluttresultat: {score} poeng"},
    "ui_peak_cleared": {"en": "Peak cleared", "tr": "Tepe temizlendi", "nb": "Toppen er tømt"},
    "ui_hint_play": {"en": "Hint: play the {card}", "tr": "İpucu: şu kartı oynayın: {card}", "nb": "Tips: spill {card}"},
    "ui_hint_draw": {
        "en": "Hint: draw a card from the stock",
        "tr": "İpucu: çekme destesinden kart çekin",
        "nb": "Tips: trekk et kort fra trekkbunken",
    },
    "ui_hint_lost": {
        "en": "This deal can no longer be won",
        "tr": "Bu dağıtım artık kazanılamaz",
        "nb": "Denne given kan ikke lenger vinnes",
    },
    "ui_hint_budget": {
        "en": "The solver ran out of time before finding an answer: play on or ask again",
        "tr": "Çözücü bir yanıt bulamadan süresi doldu: oynamaya devam edin ya da yeniden sorun",
        "nb": "Løseren rakk ikke å finne et svar i tide: spill videre eller spør igjen",
    },
    "ui_moves_note": {
        "en": "every action, never goes down",
        "tr": "her işlem sayılır, hiç azalmaz",
        "nb": "hver handling, går aldri ned",
    },
    "ui_moves_title": {
        "en": "Moves counts every action, draws and undone moves too, and never goes down",
        "tr": "Hamle sayacı her işlemi sayar, kart çekmeler ve geri alınan hamleler dahil, ve hiç azalmaz",
        "nb": "Trekk teller hver handling, også kort du trekker og trekk du angrer, og går aldri ned",
    },
    "ui_keys": {"en": "Keys", "tr": "Tuşlar", "nb": "Taster"},
    "ui_keys_hide": {"en": "Hide keys", "tr": "Tuşları gizle", "nb": "Skjul tastene"},
    "ui_variants": {"en": "Variants", "tr": "Varyantlar", "nb": "Varianter"},
    # The replay controls (TriPeaksWidget.replay).
    "ui_replay": {"en": "Replay", "tr": "Tekrar oynatma", "nb": "Avspilling"},
    "ui_play": {"en": "Play", "tr": "Oynat", "nb": "Spill av"},
    "ui_pause": {"en": "Pause", "tr": "Duraklat", "nb": "Pause"},
    "ui_step_back": {"en": "One step back", "tr": "Bir adım geri", "nb": "Ett steg tilbake"},
    "ui_step_forward": {"en": "One step forward", "tr": "Bir adım ileri", "nb": "Ett steg fram"},
    "ui_speed": {"en": "Speed", "tr": "Hız", "nb": "Fart"},
    "ui_play_from_here": {"en": "Play on from here", "tr": "Buradan devam et", "nb": "Spill videre herfra"},
    "ui_replay_step": {"en": "Step {step} of {steps}", "tr": "Adım {step} / {steps}", "nb": "Steg {step} av {steps}"},
    "ui_replay_next_play": {"en": "Next: the {card}", "tr": "Sıradaki: {card}", "nb": "Neste: {card}"},
    "ui_replay_next_draw": {
        "en": "Next: draw a card from the stock",
        "tr": "Sıradaki: çekme destesinden kart çekilir",
        "nb": "Neste: trekk et kort fra trekkbunken",
    },
    "ui_replay_uncovers": {"en": "it uncovers {cards}", "tr": "açtığı kartlar: {cards}", "nb": "det snur {cards}"},
    "ui_replay_end": {"en": "End of the line", "tr": "Hamle dizisinin sonu", "nb": "Slutten av rekken"},
    # A hint on a lost deal still names a move: the one that clears the most cards.
    "ui_hint_lost_exact": {
        "en": "This deal can no longer be won. To clear the most cards from here ({cards}): {move}",
        "tr": "Bu dağıtım artık kazanılamaz. Buradan en çok kartı kaldırmak için ({cards}): {move}",
        "nb": "Denne given kan ikke lenger vinnes. For å fjerne flest mulig kort herfra ({cards}): {move}",
    },
    "ui_hint_lost_best": {
        "en": "This deal can no longer be won. Best line found ({cards}): {move}",
        "tr": "Bu dağıtım artık kazanılamaz. Bulunan en iyi yol ({cards}): {move}",
        "nb": "Denne given kan ikke lenger vinnes. Beste rekke funnet ({cards}): {move}",
    },
    "ui_move_play": {"en": "play the {card}", "tr": "{card} kartını oynayın", "nb": "spill {card}"},
    "ui_move_draw": {
        "en": "draw a card from the stock",
        "tr": "çekme destesinden kart çekin",
        "nb": "trekk et kort fra trekkbunken",
    },
    # Variant chips on the board (variants.NAMES).
    "variant_draw-when-stuck": {
        "en": "Draw only when stuck",
        "tr": "Yalnızca hamle yokken kart çekilir",
        "nb": "Trekk bare når ingen kort passer",
    },
    "variant_traditional-scoring": {
        "en": "Traditional scoring",
        "tr": "Geleneksel puanlama",
        "nb": "Tradisjonell poengberegning",
    },
    "variant_open-peaks": {"en": "Open peaks", "tr": "Açık tepeler", "nb": "Åpne topper"},
    "variant_empty-waste": {
        "en": "Empty waste at the start",
        "tr": "Açık kart yığını boş başlar",
        "nb": "Avleggsbunken starter tom",
    },
    "variant_joker": {"en": "Joker", "tr": "Joker", "nb": "Joker"},
    "ui_keys_help": {
        "en": "Keys: Tab to a card, Enter to play it; D draw, U undo, H hint, N new game",
        "tr": "Tuşlar: Tab ile bir karta gidin, Enter ile oynayın; D kart çek, U geri al, H ipucu, N yeni oyun",
        "nb": "Taster: Tab til et kort, Enter for å spille det; D trekk, U angre, H tips, N nytt spill",
    },
    # -- lessons (issue 9): the exercises' feedback, questions, hints and explanations.
    "lesson_exercise": {"en": "Exercise {id}.", "tr": "Alıştırma {id}.", "nb": "Oppgave {id}."},
    "lesson_hint": {"en": "Hint", "tr": "İpucu", "nb": "Tips"},
    "lesson_solution": {"en": "Solution", "tr": "Çözüm", "nb": "Løsning"},
    "lesson_answer": {"en": "The answer: {answer}.", "tr": "Cevap: {answer}.", "nb": "Svaret: {answer}."},
    "lesson_yes": {"en": "yes", "tr": "evet", "nb": "ja"},
    "lesson_draw": {"en": "draw", "tr": "çek", "nb": "trekk"},  # a draw in a written line of moves
    "lesson_no": {"en": "no", "tr": "hayır", "nb": "nei"},
    "lesson_no_answer": {
        "en": "Write your prediction in place of None, then run the cell again.",
        "tr": "Tahmininizi None yerine yazın, sonra hücreyi yeniden çalıştırın.",
        "nb": "Skriv det du tror, i stedet for None, og kjør cellen på nytt.",
    },
    "lesson_right": {"en": "Right! The answer is {answer}.", "tr": "Doğru! Cevap: {answer}.",
                     "nb": "Riktig! Svaret er {answer}."},
    "lesson_wrong": {
        "en": "Not quite: you wrote {given}. Open the hint and try again.",
        "tr": "Tam olarak değil: {given} yazdınız. İpucunu açın ve yeniden deneyin.",
        "nb": "Ikke helt: du skrev {given}. Åpne tipset og prøv igjen.",
    },
    "lesson_unreadable": {
        "en": "“{given}” is not {kind}. Write it like this: {example}",
        "tr": "“{given}” {kind} değil. Şöyle yazın: {example}",
        "nb": "«{given}» er ikke {kind}. Skriv det slik: {example}",
    },
    "lesson_kind_number": {"en": "a number", "tr": "bir sayı", "nb": "et tall"},
    "lesson_kind_percent": {"en": "a percentage", "tr": "bir yüzde", "nb": "en prosent"},
    "lesson_kind_card": {"en": "a card", "tr": "bir kart", "nb": "et kort"},
    "lesson_kind_ranks": {"en": "a list of ranks", "tr": "bir değer listesi", "nb": "en liste med verdier"},
    "lesson_kind_yesno": {"en": "True or False", "tr": "True ya da False", "nb": "True eller False"},
    # Lesson 1.
    "lesson_1_1_q": {
        "en": "How many cards are in the stock at the start of a game?",
        "tr": "Oyunun başında çekme destesinde kaç kart vardır?",
        "nb": "Hvor mange kort ligger i trekkbunken når spillet starter?",
    },
    "lesson_1_1_hint": {
        "en": "52 cards in all: some lie in the peaks, one starts the waste.",
        "tr": "Toplam 52 kart var: bir kısmı tepelerde, biri açık kart yığınını başlatıyor.",
        "nb": "Det er 52 kort i alt: noen ligger i toppene, ett starter avleggsbunken.",
    },
    "lesson_1_1_why": {
        "en": "52 − {tableau} cards in the peaks − {waste} on the waste = {answer}.",
        "tr": "52 − tepelerdeki {tableau} kart − açık kart yığınındaki {waste} kart = {answer}.",
        "nb": "52 − {tableau} kort i toppene − {waste} i avleggsbunken = {answer}.",
    },
    "lesson_1_2_q": {
        "en": "On TP1-E-AAAAAAB the waste shows A♣. How many cards can you play right now?",
        "tr": "TP1-E-AAAAAAB dağıtımında açık kart yığınında A♣ var. Şu anda kaç kart oynayabilirsiniz?",
        "nb": "I given TP1-E-AAAAAAB ligger A♣ i avleggsbunken. Hvor mange kort kan du spille nå?",
    },
    "lesson_1_2_hint": {
        "en": "Look at the ten face-up cards of the bottom row. Under Easy, King and Ace are neighbours.",
        "tr": "En alt sıradaki on açık karta bakın. Kolay kuralında papaz ile as ardışıktır.",
        "nb": "Se på de ti synlige kortene i nederste rad. I Lett er konge og ess naboverdier.",
    },
    "lesson_1_2_why": {
        "en": "The cards that fit on A♣ are {cards}.",
        "tr": "A♣ üzerine uyan kartlar: {cards}.",
        "nb": "Kortene som passer på A♣, er {cards}.",
    },
    "lesson_1_3_q": {
        "en": "Play K♣, then A♠, then 2♦. Which card turns face up?",
        "tr": "Önce R♣, sonra A♠, sonra 2♦ oynayın. Hangi kart açılır?",
        "nb": "Spill R♣, så A♠, så 2♦. Hvilket kort snus?",
    },
    "lesson_1_3_hint": {
        "en": "Find the face-down card that lies under both the 2♦ and the A♠, then play the three cards.",
        "tr": "Hem 2♦ hem A♠ tarafından örtülen kapalı kartı bulun, sonra üç kartı oynayın.",
        "nb": "Finn det skjulte kortet som dekkes av både 2♦ og A♠, og spill så de tre kortene.",
    },
    "lesson_1_3_why": {
        "en": "Slot {slot} loses both of its covering cards and turns up: {answer}.",
        "tr": "{slot} numaralı yerdeki kartı örten iki kart da kalkar ve kart açılır: {answer}.",
        "nb": "Plass {slot} mister begge kortene som dekker den, og kortet snus: {answer}.",
    },
    "lesson_1_4_q": {
        "en": "After K♣, A♠, 2♦, can this deal still be won? Answer True or False.",
        "tr": "R♣, A♠, 2♦ hamlelerinden sonra bu dağıtım hâlâ kazanılabilir mi? True ya da False yazın.",
        "nb": "Kan denne given fortsatt vinnes etter R♣, A♠, 2♦? Svar True eller False.",
    },
    "lesson_1_4_hint": {
        "en": "Ask the solver: solve(game) gives a winning line, or None when there is none.",
        "tr": "Çözücüye sorun: solve(game) kazandıran bir hamle dizisi verir, yoksa None döner.",
        "nb": "Spør løseren: solve(game) gir en vinnende rekke trekk, eller None hvis det ikke finnes noen.",
    },
    "lesson_1_4_why": {
        "en": "Could the deal be won at the start? {winnable_at_start}. After these three moves the solver "
        "finds no way to win: undo them and try another start.",
        "tr": "Dağıtım başlangıçta kazanılabilir miydi? {winnable_at_start}. Bu üç hamleden sonra çözücü "
        "kazanmanın hiçbir yolunu bulamaz: hamleleri geri alın ve başka bir başlangıç deneyin.",
        "nb": "Kunne given vinnes fra start? {winnable_at_start}. Etter disse tre trekkene finner løseren "
        "ingen vei til seier: angre dem og prøv en annen start.",
    },
    # Lesson 2.
    "lesson_2_1_q": {
        "en": "Under Classic (TP1-C-AAAAAAB, the same cards), how many cards can you play at the start?",
        "tr": "Klasik kuralında (TP1-C-AAAAAAB, aynı kartlar) başlangıçta kaç kart oynayabilirsiniz?",
        "nb": "Med Klassisk (TP1-C-AAAAAAB, de samme kortene), hvor mange kort kan du spille ved start?",
    },
    "lesson_2_1_hint": {
        "en": "Under Classic only a 2 goes on an Ace.",
        "tr": "Klasik kuralında asın üzerine yalnızca 2 gider.",
        "nb": "Med Klassisk kan bare en 2 legges på et ess.",
    },
    "lesson_2_1_why": {
        "en": "Only {cards} fits: the Kings are no neighbours of the Ace under Classic.",
        "tr": "Yalnızca {cards} uyar: Klasik kuralında papazlar as ile ardışık sayılmaz.",
        "nb": "Bare {cards} passer: med Klassisk er kongene ikke naboverdier til esset.",
    },
    "lesson_2_2_q": {
        "en": "Under Easy, which ranks may go on a King? Write them like \"Q, A\".",
        "tr": "Kolay kuralında papazın üzerine hangi değerler gidebilir? \"Q, A\" gibi yazın.",
        "nb": "Hvilke verdier kan legges på en konge i Lett? Skriv dem slik: \"Q, A\".",
    },
    "lesson_2_2_hint": {
        "en": "One rank above and one below. Under Easy the ranks go round like a clock.",
        "tr": "Bir büyük ve bir küçük değer. Kolay kuralında değerler saat gibi döner.",
        "nb": "Én verdi over og én under. I Lett går verdiene rundt som på en klokke.",
    },
    "lesson_2_2_why": {
        "en": "The Queen is one below, and the Ace follows the King when King and Ace are linked.",
        "tr": "Kız bir küçüktür; papaz ile as bağlantılı olduğunda da as papazı izler.",
        "nb": "Dama er én under, og esset følger kongen når konge og ess er koblet sammen.",
    },
    "lesson_2_3_q": {
        "en": "Can TP1-C-AAAAAAD (Classic) be won? Answer True or False.",
        "tr": "TP1-C-AAAAAAD (Klasik) kazanılabilir mi? True ya da False yazın.",
        "nb": "Kan TP1-C-AAAAAAD (Klassisk) vinnes? Svar True eller False.",
    },
    "lesson_2_3_hint": {
        "en": "The same cards can be won under Easy. Ask the solver about the Classic code.",
        "tr": "Aynı kartlar Kolay kuralında kazanılabiliyor. Çözücüye Klasik kodu sorun.",
        "nb": "De samme kortene kan vinnes i Lett. Spør løseren om Klassisk-koden.",
    },
    "lesson_2_3_why": {
        "en": "The solver, which tries every way and sees every card, finds no winning line under Classic.",
        "tr": "Her yolu deneyen ve bütün kartları gören çözücü, Klasik kuralında kazandıran bir yol bulamaz.",
        "nb": "Løseren, som prøver alle veier og ser alle kortene, finner ingen vinnende rekke med Klassisk.",
    },
    # Lesson 3.
    "lesson_3_1_q": {
        "en": "The quick win on TP1-E-AAAAAAT draws only 3 times. How many cards are left in the stock when it is won?",
        "tr": "TP1-E-AAAAAAT üzerindeki hızlı kazanç yalnızca 3 kez kart çekiyor. Oyun kazanıldığında çekme "
        "destesinde kaç kart kalır?",
        "nb": "Den raske seieren på TP1-E-AAAAAAT trekker bare 3 ganger. Hvor mange kort er igjen i trekkbunken "
        "når spillet er vunnet?",
    },
    "lesson_3_1_hint": {
        "en": "The stock starts with 23 cards; each draw takes one.",
        "tr": "Çekme destesi 23 kartla başlar; her çekiş bir kart alır.",
        "nb": "Trekkbunken starter med 23 kort; hvert trekk fra bunken tar ett.",
    },
    "lesson_3_1_why": {
        "en": "23 − {draws} draws = {answer}. The game is won at move {moves}, and the rest is never drawn.",
        "tr": "23 − {draws} çekiş = {answer}. Oyun {moves}. hamlede kazanılır, kalan kartlar hiç çekilmez.",
        "nb": "23 − {draws} trekk fra bunken = {answer}. Spillet er vunnet i trekk {moves}, og resten trekkes aldri.",
    },
    "lesson_3_2_q": {
        "en": "After the win, can you still undo a move? Answer True or False.",
        "tr": "Oyun kazanıldıktan sonra bir hamle hâlâ geri alınabilir mi? True ya da False yazın.",
        "nb": "Kan du fortsatt angre et trekk etter seieren? Svar True eller False.",
    },
    "lesson_3_2_hint": {
        "en": "After a win, drawing is refused. Try board.undo() on the won board.",
        "tr": "Kazandıktan sonra kart çekmek reddedilir. Kazanılmış oyun alanında board.undo() deneyin.",
        "nb": "Etter en seier nektes det å trekke. Prøv board.undo() på brettet som er vunnet.",
    },
    "lesson_3_2_why": {
        "en": "Undo takes the last card back into its peak, and the game goes on from there.",
        "tr": "Geri Al son kartı tepesine geri koyar ve oyun oradan devam eder.",
        "nb": "Angre legger det siste kortet tilbake i toppen, og spillet fortsetter derfra.",
    },
    "lesson_3_3_q": {
        "en": "Does the simple player win TP1-E-AAAAAAD? Answer True or False.",
        "tr": "Basit oyuncu TP1-E-AAAAAAD dağıtımını kazanır mı? True ya da False yazın.",
        "nb": "Vinner den enkle spilleren TP1-E-AAAAAAD? Svar True eller False.",
    },
    "lesson_3_3_hint": {
        "en": "The deal can be won, but the simple player never thinks ahead.",
        "tr": "Dağıtım kazanılabilir, ama basit oyuncu hiç ileriyi düşünmez.",
        "nb": "Given kan vinnes, men den enkle spilleren tenker aldri fremover.",
    },
    "lesson_3_3_why": {
        "en": "It gets stuck with {left} cards left in the peaks.",
        "tr": "Tepelerde {left} kart kalmışken oyun tıkanır.",
        "nb": "Den står fast med {left} kort igjen i toppene.",
    },
    "lesson_3_4_q": {
        "en": "How many actions must the simple player undo before TP1-E-AAAAAAD can be won again?",
        "tr": "TP1-E-AAAAAAD yeniden kazanılabilir hale gelmeden önce basit oyuncunun kaç işlemi geri alması gerekir?",
        "nb": "Hvor mange handlinger må den enkle spilleren angre før TP1-E-AAAAAAD kan vinnes igjen?",
    },
    "lesson_3_4_hint": {
        "en": "Undo one action at a time and ask solve(game) after each undo.",
        "tr": "İşlemleri birer birer geri alın ve her geri almadan sonra solve(game) sorun.",
        "nb": "Angre én handling om gangen, og spør solve(game) etter hver angring.",
    },
    "lesson_3_4_why": {
        "en": "After {answer} undos the solver finds a win again. The move counter still says {moves}: undo never "
        "lowers it.",
        "tr": "{answer} geri almadan sonra çözücü yeniden bir kazanç bulur. Hamle sayacı hâlâ {moves} gösterir: "
        "geri alma onu hiç azaltmaz.",
        "nb": "Etter {answer} angringer finner løseren en seier igjen. Trekktelleren viser fortsatt {moves}: angring "
        "senker den aldri.",
    },
    # Lesson 4.
    "lesson_4_1_q": {
        "en": "In the won game on TP1-E-AAAAAAD, what is the score after the first 3 moves?",
        "tr": "TP1-E-AAAAAAD üzerindeki kazanılmış oyunda ilk 3 hamleden sonra puan kaçtır?",
        "nb": "I det vunne spillet på TP1-E-AAAAAAD, hva er poengsummen etter de 3 første trekkene?",
    },
    "lesson_4_1_hint": {
        "en": "Start at 500. Each card played and each draw costs 1 point.",
        "tr": "500 ile başlayın. Oynanan her kart ve her çekiş 1 puan düşürür.",
        "nb": "Start på 500. Hvert kort som spilles og hvert trekk fra bunken koster 1 poeng.",
    },
    "lesson_4_1_why": {
        "en": "500 − {moves} = {answer}: no peak is empty yet.",
        "tr": "500 − {moves} = {answer}: henüz boşalan tepe yok.",
        "nb": "500 − {moves} = {answer}: ingen topp er tømt ennå.",
    },
    "lesson_4_2_q": {
        "en": "Move 37 empties the first peak. What is the score after move 37?",
        "tr": "37. hamle ilk tepeyi boşaltıyor. 37. hamleden sonra puan kaçtır?",
        "nb": "Trekk 37 tømmer den første toppen. Hva er poengsummen etter trekk 37?",
    },
    "lesson_4_2_hint": {
        "en": "37 moves cost 37 points; one of them emptied a peak (+100).",
        "tr": "37 hamle 37 puan düşürür; bunlardan biri bir tepeyi boşalttı (+100).",
        "nb": "37 trekk koster 37 poeng; ett av dem tømte en topp (+100).",
    },
    "lesson_4_2_why": {
        "en": "500 − {moves} + 100 = {answer}.",
        "tr": "500 − {moves} + 100 = {answer}.",
        "nb": "500 − {moves} + 100 = {answer}.",
    },
    "lesson_4_3_q": {
        "en": "Right after move 37 you press Undo. What is the score now?",
        "tr": "37. hamleden hemen sonra Geri Al'a basıyorsunuz. Puan şimdi kaçtır?",
        "nb": "Rett etter trekk 37 trykker du Angre. Hva er poengsummen nå?",
    },
    "lesson_4_3_hint": {
        "en": "Undo gives back the points of the action it takes back, the peak bonus included.",
        "tr": "Geri Al, geri aldığı işlemin puanını tepe bonusu dahil geri verir.",
        "nb": "Angre gir tilbake poengene for handlingen som angres, toppbonusen medregnet.",
    },
    "lesson_4_3_why": {
        "en": "{before} − 99 = {answer}. The move counter stays at {moves}.",
        "tr": "{before} − 99 = {answer}. Hamle sayacı {moves} olarak kalır.",
        "nb": "{before} − 99 = {answer}. Trekktelleren blir stående på {moves}.",
    },
    "lesson_4_4_q": {
        "en": "What is the best score a game won without undo can have?",
        "tr": "Geri alma kullanılmadan kazanılan bir oyunun alabileceği en yüksek puan kaçtır?",
        "nb": "Hva er den høyeste poengsummen et spill vunnet uten angring kan få?",
    },
    "lesson_4_4_hint": {
        "en": "You must play every peak card, but you might never draw.",
        "tr": "Tepelerdeki her kartı oynamanız gerekir, ama hiç kart çekmeyebilirsiniz.",
        "nb": "Du må spille alle kortene i toppene, men kanskje trekker du aldri fra bunken.",
    },
    "lesson_4_4_why": {
        "en": "500 − {removals} + 3 × 100 = {answer}.",
        "tr": "500 − {removals} + 3 × 100 = {answer}.",
        "nb": "500 − {removals} + 3 × 100 = {answer}.",
    },
    "lesson_4_5_q": {
        "en": "The documented game scores 750 on TP1-E-AAAAAAD. What is the best score anyone can reach on this deal?",
        "tr": "Belgelenmiş oyun TP1-E-AAAAAAD üzerinde 750 puan alıyor. Bu dağıtımda ulaşılabilecek en yüksek puan "
        "kaçtır?",
        "nb": "Det dokumenterte spillet gir 750 poeng på TP1-E-AAAAAAD. Hva er den høyeste poengsummen noen kan få "
        "på denne given?",
    },
    "lesson_4_5_hint": {
        "en": "A win scores 500 − moves + 300, so every draw you save is a point. How few draws can still win?",
        "tr": "Bir kazanç 500 − hamle + 300 puan eder; yani kaçındığınız her çekiş bir puandır. En az kaç çekişle "
        "hâlâ kazanılabilir?",
        "nb": "En seier gir 500 − trekk + 300, så hvert trekk fra bunken du sparer, er ett poeng. Hvor få trekk "
        "fra bunken kan fortsatt vinne?",
    },
    "lesson_4_5_why": {
        "en": "The solver proves that at least {draws} draws are needed: 500 − ({removals} + {draws}) + 300 = "
        "{answer}. So 750 can be beaten.",
        "tr": "Çözücü en az {draws} çekiş gerektiğini kanıtlar: 500 − ({removals} + {draws}) + 300 = {answer}. "
        "Yani 750 geçilebilir.",
        "nb": "Løseren beviser at det trengs minst {draws} trekk fra bunken: 500 − ({removals} + {draws}) + 300 = "
        "{answer}. Altså kan 750 slås.",
    },
    # Lesson 5.
    "lesson_5_1_q": {
        "en": "With the empty-waste variant, how many cards are in the stock at the start?",
        "tr": "Boş açık kart yığını çeşidinde (empty-waste) başlangıçta çekme destesinde kaç kart vardır?",
        "nb": "Med varianten tom avleggsbunke (empty-waste), hvor mange kort ligger i trekkbunken ved start?",
    },
    "lesson_5_1_hint": {
        "en": "The card that would have started the waste has to go somewhere.",
        "tr": "Açık kart yığınını başlatacak olan kart bir yere gitmek zorunda.",
        "nb": "Kortet som ellers ville startet avleggsbunken, må havne et sted.",
    },
    "lesson_5_1_why": {
        "en": "{standard} + 1 = {answer}: the waste card goes into the stock.",
        "tr": "{standard} + 1 = {answer}: açık kart yığınının kartı çekme destesine gider.",
        "nb": "{standard} + 1 = {answer}: kortet fra avleggsbunken legges i trekkbunken.",
    },
    "lesson_5_2_q": {
        "en": "The documented won game scores 750 with the app's scoring. What does it score with traditional scoring?",
        "tr": "Belgelenmiş kazanılmış oyun uygulamanın puanlamasıyla 750 puan alır. Geleneksel puanlamayla kaç puan alır?",
        "nb": "Det dokumenterte vunne spillet gir 750 poeng med appens poengberegning. Hvor mye gir det med den "
        "tradisjonelle?",
    },
    "lesson_5_2_hint": {
        "en": "Split the game into runs between draws: a run of n cards scores 1 + 2 + … + n. Each draw costs 5; "
        "the peaks give 15, 15 and 30.",
        "tr": "Oyunu çekişler arasındaki serilere ayırın: n kartlık bir seri 1 + 2 + … + n puan getirir. Her çekiş "
        "5 puan düşürür; tepeler 15, 15 ve 30 puan verir.",
        "nb": "Del spillet i rekker mellom trekkene fra bunken: en rekke på n kort gir 1 + 2 + … + n. Hvert trekk "
        "koster 5; toppene gir 15, 15 og 30.",
    },
    "lesson_5_2_why": {
        "en": "The {draws} draws cost a lot; the same moves give {app} with the app's scoring and {answer} the "
        "traditional way.",
        "tr": "{draws} çekiş pahalıya mal olur; aynı hamleler uygulamanın puanlamasıyla {app}, geleneksel "
        "puanlamayla {answer} eder.",
        "nb": "De {draws} trekkene fra bunken koster mye; de samme trekkene gir {app} med appens poengberegning "
        "og {answer} på den tradisjonelle måten.",
    },
    "lesson_5_3_q": {
        "en": "What percentage of deals 0–199 does the simple player win under Easy? (Within 5 points counts.)",
        "tr": "Basit oyuncu Kolay kuralında 0–199 numaralı dağıtımların yüzde kaçını kazanır? (5 puanlık fark "
        "doğru sayılır.)",
        "nb": "Hvor mange prosent av givene 0–199 vinner den enkle spilleren i Lett? (Innenfor 5 poeng teller.)",
    },
    "lesson_5_3_hint": {
        "en": "Perfect play wins almost every Easy deal; a player who never plans wins far fewer.",
        "tr": "Kusursuz oyun Kolay dağıtımların neredeyse hepsini kazanır; hiç plan yapmayan bir oyuncu çok "
        "daha azını kazanır.",
        "nb": "Perfekt spill vinner nesten alle giv i Lett; en spiller som aldri planlegger, vinner langt færre.",
    },
    "lesson_5_3_why": {
        "en": "Measured by the engine, which plays all {deals} deals.",
        "tr": "Motor {deals} dağıtımın hepsini oynayarak ölçtü.",
        "nb": "Målt av motoren, som spiller alle de {deals} givene.",
    },
    "lesson_5_4_q": {
        "en": "And under Classic, on the same deals? (Within 5 points counts.)",
        "tr": "Peki aynı dağıtımlarda Klasik kuralında? (5 puanlık fark doğru sayılır.)",
        "nb": "Og med Klassisk, på de samme givene? (Innenfor 5 poeng teller.)",
    },
    "lesson_5_4_hint": {
        "en": "Under Classic fewer cards fit on a King or an Ace, so runs break more often.",
        "tr": "Klasik kuralında papazın ya da asın üzerine daha az kart uyar, bu yüzden seriler daha sık kesilir.",
        "nb": "Med Klassisk passer færre kort på en konge eller et ess, så rekkene brytes oftere.",
    },
    "lesson_5_5_q": {
        "en": "The planning player looks for the longest run of cards it knows. With open peaks it knows every "
        "card. Does it win more Easy deals (0–199) with open peaks than without? Answer True or False.",
        "tr": "Planlayan oyuncu bildiği kartlarla yapılabilecek en uzun seriyi arar. Açık tepelerde bütün "
        "kartları bilir. Açık tepelerle Kolay dağıtımların (0–199) daha çoğunu kazanır mı? True ya da False yazın.",
        "nb": "Den planleggende spilleren ser etter den lengste rekken av kort den kjenner. Med åpne topper kjenner "
        "den alle kortene. Vinner den flere giv i Lett (0–199) med åpne topper enn uten? Svar True eller False.",
    },
    "lesson_5_5_hint": {
        "en": "Open peaks change no rule of play, only what a player knows. Who can use that knowledge?",
        "tr": "Açık tepeler hiçbir oyun kuralını değiştirmez, yalnızca oyuncunun bildiklerini. Bu bilgiyi kim "
        "kullanabilir?",
        "nb": "Åpne topper endrer ingen spilleregel, bare hva spilleren vet. Hvem kan bruke den kunnskapen?",
    },
    "lesson_5_5_why": {
        "en": "Measured on {deals} deals: {closed} wins without open peaks, {opened} with them. The solver sees "
        "every card anyway and the simple player never looks ahead, so for them nothing changes.",
        "tr": "{deals} dağıtımda ölçüldü: açık tepeler olmadan {closed}, açık tepelerle {opened} kazanç. Çözücü "
        "zaten bütün kartları görür, basit oyuncu da hiç ileriye bakmaz; onlar için hiçbir şey değişmez.",
        "nb": "Målt på {deals} giv: {closed} seirer uten åpne topper, {opened} med. Løseren ser alle kortene "
        "uansett, og den enkle spilleren ser aldri fremover, så for dem endres ingenting.",
    },
    "lesson_5_4_why": {
        "en": "Measured by the engine, which plays all {deals} deals.",
        "tr": "Motor {deals} dağıtımın hepsini oynayarak ölçtü.",
        "nb": "Målt av motoren, som spiller alle de {deals} givene.",
    },
}

_SUIT_NAMES = {
    "en": ("clubs", "diamonds", "hearts", "spades"),
    "tr": ("sinek", "karo", "kupa", "maça"),
    "nb": ("kløver", "ruter", "hjerter", "spar"),
}
# Ranks with a name; the others are read as their number.
_RANK_NAMES = {
    "en": {1: "ace", 11: "jack", 12: "queen", 13: "king"},
    # Turkish names take the possessive after the suit: "sinek ası", "sinek papazı".
    "tr": {1: "ası", 11: "valesi", 12: "kızı", 13: "papazı"},
    "nb": {1: "ess", 11: "knekt", 12: "dame", 13: "konge"},
}


# Short rank letters (card faces, the static picture). The seeds write the King
# as R in Turkish and Norwegian (R♣, R♦); each letter names one rank in every
# language, so no K is left there to read as King (en) or Kız (tr, the Queen).
# Turkish decks print Q and J; Norwegian ones D (dame). See docs/engine.md.
_COURT_LETTERS = {
    "en": {11: "J", 12: "Q", 13: "K"},
    "tr": {11: "J", 12: "Q", 13: "R"},
    "nb": {11: "J", 12: "D", 13: "R"},
}



def check_lang(lang: str) -> str:
    """``lang`` if the catalogue has it ("en", "tr" or "nb"), else UnknownLanguageError."""
    if not (isinstance(lang, str) and lang in LANGS):
        raise UnknownLanguageError(f"unknown language: {short(lang)} (expected one of {', '.join(map(repr, LANGS))})")
    return lang


def t(key: str, lang: str = DEFAULT_LANG, **fields: object) -> str:
    """The catalogue text ``key`` in ``lang``, with ``fields`` filled in."""
    text = MESSAGES[key][check_lang(lang)]
    return text.format(**fields) if fields else text


def count_cards(n: int, lang: str) -> str:
    return t("cards_one" if n == 1 else "cards_many", lang, n=n)


def card_name(card: Card, lang: str = DEFAULT_LANG) -> str:
    """The spoken name of a card: "king of clubs", "sinek papazı", "kløver konge"."""
    check_lang(lang)
    if card.rank == 0:
        return t("joker", lang)
    suit = _SUIT_NAMES[lang][Suit(card.suit)]
    rank = _RANK_NAMES[lang].get(card.rank, str(card.rank))
    if lang == "en":
        return f"{rank} of {suit}"
    return f"{suit} {rank}"


def rank_symbol(rank: int, lang: str = DEFAULT_LANG) -> str:
    """The rank as a card's corner shows it in ``lang``: "K" in English, "R" in Turkish and Norwegian."""
    check_lang(lang)
    if rank == 0:
        return "★"
    return _COURT_LETTERS[lang].get(rank) or ("A" if rank == 1 else str(rank))


def short_card_name(card: Card, lang: str = DEFAULT_LANG) -> str:
    """A card written short, as the seeds do: "K♣" in English, "R♣" in Turkish and Norwegian."""
    if card.rank == 0:
        return rank_symbol(0, lang)
    return rank_symbol(card.rank, lang) + Suit(card.suit).symbol
