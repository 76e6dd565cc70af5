"""The lessons' texts, part of the message catalogue: exercise feedback, questions, hints, answers.

They belong to the lessons layer, not to the engine (which holds the rules' texts): importing
``tripeaks_widget.lessons`` registers them in the catalogue (``i18n.register``), and the lessons
read them through ``i18n.t`` like every other text.
"""

from ..engine.i18n import register

LESSON_MESSAGES: dict[str, dict[str, str]] = {
    "lesson_exercise": {"en": "Exercise {id}.", "tr": "Alıştırma {id}.", "nb": "Oppgave {id}."},
    "lesson_hint": {"en": "Hint", "tr": "İpucu", "nb": "Tips"},
    "lesson_solution": {"en": "Solution", "tr": "Çözüm", "nb": "Løsning"},
    "lesson_answer": {"en": "The answer: {answer}.", "tr": "Cevap: {answer}.", "nb": "Svaret: {answer}."},
    # A yes or a no that answers a question inside a sentence: "…at the start? Yes."
    "lesson_yes": {"en": "Yes", "tr": "Evet", "nb": "Ja"},
    "lesson_draw": {"en": "draw", "tr": "çek", "nb": "trekk"},  # a draw in a written line of moves
    "lesson_no": {"en": "No", "tr": "Hayır", "nb": "Nei"},
    # A yes/no exercise's answer, in the words its question asks for ("Answer True or False").
    "lesson_true": {"en": "True", "tr": "True (evet)", "nb": "True (ja)"},
    "lesson_false": {"en": "False", "tr": "False (hayır)", "nb": "False (nei)"},
    "lesson_example_yesno": {"en": "True or False", "tr": "True ya da False", "nb": "True eller False"},
    "lesson_no_answer": {
        "en": "Write your prediction in place of None, then run the cell again.",
        "tr": "Tahmininizi None yerine yazın, sonra hücreyi yeniden çalıştırın.",
        "nb": "Skriv det du tror, i stedet for None, og kjør cellen på nytt.",
    },
    "lesson_right": {"en": "Right! The answer is {answer}.", "tr": "Doğru! Cevap: {answer}.",
                     "nb": "Riktig! Svaret er {answer}."},
    "lesson_wrong": {
        "en": "Not quite: you wrote {given}. Open the hint and try again.",
        "tr": "Henüz doğru değil: {given} yazdınız. İpucunu açıp yeniden deneyin.",
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
    "lesson_kind_yesno": {"en": "a yes or a no", "tr": "bir evet ya da hayır", "nb": "ja eller nei"},
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
        "tr": "R♣, A♠, 2♦ hamlelerinden sonra bu dağıtım hâlâ kazanılabilir mi? True (evet) ya da False (hayır) yazın.",
        "nb": "Kan denne given fortsatt vinnes etter R♣, A♠, 2♦? Svar True (ja) eller False (nei).",
    },
    "lesson_1_4_hint": {
        "en": "Ask the solver: solve(game) gives a winning line, or None when there is none.",
        "tr": "Çözücüye sorun: solve(game) kazandıran bir hamle dizisi verir, yoksa None döner.",
        "nb": "Spør løseren: solve(game) gir trekkene på en vei til seier, eller None hvis det ikke finnes noen.",
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
    "lesson_2_2_q": {
        "en": "Under Classic (TP1-C-AAAAAAB, the same cards), how many cards can you play at the start?",
        "tr": "Klasik kuralında (TP1-C-AAAAAAB, aynı kartlar) başlangıçta kaç kart oynayabilirsiniz?",
        "nb": "Med Klassisk (TP1-C-AAAAAAB, de samme kortene), hvor mange kort kan du spille ved start?",
    },
    "lesson_2_2_hint": {
        "en": "Under Classic only a 2 goes on an Ace.",
        "tr": "Klasik kuralında asın üzerine yalnızca 2 gider.",
        "nb": "Med Klassisk kan bare en toer legges på et ess.",
    },
    "lesson_2_2_why": {
        "en": "Only {cards} fits: the Kings are no neighbours of the Ace under Classic.",
        "tr": "Yalnızca {cards} uyar: Klasik kuralında papazlar as ile ardışık sayılmaz.",
        "nb": "Bare {cards} passer: med Klassisk er kongene ikke naboverdier til esset.",
    },
    "lesson_2_1_q": {
        "en": "Under Easy, which ranks may go on a King? Write them with commas, for example \"J, 3\".",
        "tr": "Kolay kuralında papazın üzerine hangi değerler gidebilir? Virgülle ayırarak yazın, örneğin \"J, 3\".",
        "nb": "Hvilke verdier kan legges på en konge i Lett? Skriv dem med komma imellom, for eksempel \"J, 3\".",
    },
    "lesson_2_1_hint": {
        "en": "One rank above and one below. Under Easy the ranks go round like a clock.",
        "tr": "Bir büyük ve bir küçük değer. Kolay kuralında değerler saat gibi döner.",
        "nb": "Én verdi over og én under. I Lett går verdiene rundt som på en klokke.",
    },
    "lesson_2_1_why": {
        "en": "The Queen is one below, and the Ace follows the King when King and Ace are linked.",
        "tr": "Kız bir küçüktür; papaz ile as bağlantılı olduğunda da as papazı izler.",
        "nb": "Dama er én under, og esset følger kongen når konge og ess er koblet sammen.",
    },
    "lesson_2_3_q": {
        "en": "Can TP1-C-AAAAAAD (Classic) be won? Answer True or False.",
        "tr": "TP1-C-AAAAAAD (Klasik) kazanılabilir mi? True (evet) ya da False (hayır) yazın.",
        "nb": "Kan TP1-C-AAAAAAD (Klassisk) vinnes? Svar True (ja) eller False (nei).",
    },
    "lesson_2_3_hint": {
        "en": "The same cards can be won under Easy. Ask the solver about the Classic code.",
        "tr": "Aynı kartlar Kolay kuralında kazanılabiliyor. Çözücüye Klasik kodu sorun.",
        "nb": "De samme kortene kan vinnes i Lett. Spør løseren om Klassisk-koden.",
    },
    "lesson_2_3_why": {
        "en": "The solver, which tries every way and sees every card, finds no winning line under Classic.",
        "tr": "Her yolu deneyen ve bütün kartları gören çözücü, Klasik kuralında kazandıran bir yol bulamaz.",
        "nb": "Løseren, som prøver alle veier og ser alle kortene, finner ingen vei til seier med Klassisk.",
    },
    # Lesson 3.
    "lesson_3_1_q": {
        "en": "The quick win on TP1-E-AAAAAAT draws only 3 times. How many cards are left in the stock when it is won?",
        "tr": "TP1-E-AAAAAAT üzerindeki hızlı galibiyette yalnızca 3 kez kart çekiliyor. Oyun kazanıldığında çekme "
        "destesinde kaç kart kalır?",
        "nb": "I den raske seieren på TP1-E-AAAAAAT trekkes det bare 3 ganger fra bunken. Hvor mange kort er igjen i trekkbunken "
        "når spillet er vunnet?",
    },
    "lesson_3_1_hint": {
        "en": "The stock starts with 23 cards; each draw takes one.",
        "tr": "Çekme destesi 23 kartla başlar; her kart çekme desteden bir kart eksiltir.",
        "nb": "Trekkbunken starter med 23 kort; hvert trekk fra bunken tar ett.",
    },
    "lesson_3_1_why": {
        "en": "23 − {draws} draws = {answer}. The game is won at move {moves}, and the rest is never drawn.",
        "tr": "23 − {draws} çekilen kart = {answer}. Oyun {moves}. hamlede kazanılır, kalan kartlar hiç çekilmez.",
        "nb": "23 − {draws} trekk fra bunken = {answer}. Spillet er vunnet i trekk {moves}, og resten trekkes aldri.",
    },
    "lesson_3_2_q": {
        "en": "After the win, can you still undo a move? Answer True or False.",
        "tr": "Oyun kazanıldıktan sonra bir hamle hâlâ geri alınabilir mi? True (evet) ya da False (hayır) yazın.",
        "nb": "Kan du fortsatt angre et trekk etter seieren? Svar True (ja) eller False (nei).",
    },
    "lesson_3_2_hint": {
        "en": "After a win, drawing is refused. Try board.undo() on the won board.",
        "tr": "Oyun kazanıldıktan sonra kart çekilemez. Kazanılmış oyun alanında board.undo() deneyin.",
        "nb": "Etter en seier kan du ikke trekke flere kort. Prøv board.undo() på brettet som er vunnet.",
    },
    "lesson_3_2_why": {
        "en": "Undo takes the last card back into its peak, and the game goes on from there.",
        "tr": "Geri Al son kartı tepesine geri koyar ve oyun oradan devam eder.",
        "nb": "Angre legger det siste kortet tilbake i toppen, og spillet fortsetter derfra.",
    },
    "lesson_3_3_q": {
        "en": "Does the simple player win TP1-E-AAAAAAD? Answer True or False.",
        "tr": "Basit oyuncu TP1-E-AAAAAAD dağıtımını kazanır mı? True (evet) ya da False (hayır) yazın.",
        "nb": "Vinner den enkle spilleren TP1-E-AAAAAAD? Svar True (ja) eller False (nei).",
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
        "tr": "TP1-E-AAAAAAD'nin yeniden kazanılabilmesi için basit oyuncunun kaç işlemi geri alması gerekir?",
        "nb": "Hvor mange handlinger må den enkle spilleren angre før TP1-E-AAAAAAD kan vinnes igjen?",
    },
    "lesson_3_4_hint": {
        "en": "Undo one action at a time and ask solve(game) after each undo.",
        "tr": "İşlemleri birer birer geri alın ve her geri alma işleminden sonra solve(game) ile sorun.",
        "nb": "Angre én handling om gangen, og spør solve(game) etter hver angring.",
    },
    "lesson_3_4_why": {
        "en": "After {answer} undos the solver finds a win again. The move counter still says {moves}: undo never "
        "lowers it.",
        "tr": "{answer} kez geri aldıktan sonra çözücü yeniden kazanan bir yol bulur. Hamle sayacı hâlâ {moves} gösterir: "
        "geri alma onu hiç azaltmaz.",
        "nb": "Etter {answer} angringer finner løseren en vei til seier igjen. Trekktelleren viser fortsatt {moves}: angring "
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
        "tr": "Puan 500 ile başlar. Oynanan her kart ve her kart çekme 1 puan düşürür.",
        "nb": "Poengsummen starter på 500. Hvert kort som spilles, og hvert trekk fra bunken koster 1 poeng.",
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
    "lesson_4_4_q": {
        "en": "Right after move 37 you press Undo. What is the score now?",
        "tr": "37. hamleden hemen sonra Geri Al'a basıyorsunuz. Puan şimdi kaçtır?",
        "nb": "Rett etter trekk 37 trykker du Angre. Hva er poengsummen nå?",
    },
    "lesson_4_4_hint": {
        "en": "Undo gives back the points of the action it takes back, the peak bonus included.",
        "tr": "Geri Al, geri aldığı işlemin puanını tepe bonusu dahil geri verir.",
        "nb": "Angre gir tilbake poengene for handlingen som angres, toppbonusen medregnet.",
    },
    "lesson_4_4_why": {
        "en": "{before} − 99 = {answer}. The move counter stays at {moves}.",
        "tr": "{before} − 99 = {answer}. Hamle sayacı {moves} olarak kalır.",
        "nb": "{before} − 99 = {answer}. Trekktelleren blir stående på {moves}.",
    },
    "lesson_4_3_q": {
        "en": "What is the best score a game won without undo can have?",
        "tr": "Geri alma kullanılmadan kazanılan bir oyunun alabileceği en yüksek puan kaçtır?",
        "nb": "Hva er den høyeste poengsummen et spill vunnet uten angring kan få?",
    },
    "lesson_4_3_hint": {
        "en": "You must play every peak card, but you might never draw.",
        "tr": "Tepelerdeki her kartı oynamanız gerekir, ama hiç kart çekmeyebilirsiniz.",
        "nb": "Du må spille alle kortene i toppene, men kanskje trekker du aldri fra bunken.",
    },
    "lesson_4_3_why": {
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
        "tr": "Bir galibiyet 500 − hamle + 300 puan eder; yani çekmediğiniz her kart bir puan kazandırır. En az kaç kez kart "
        "çekerek hâlâ kazanılabilir?",
        "nb": "En seier gir 500 − trekk + 300, så hvert trekk fra bunken du sparer, gir ett poeng til. Hvor få trekk "
        "fra bunken trengs for å vinne?",
    },
    "lesson_4_5_why": {
        "en": "The solver proves that at least {draws} draws are needed: 500 − ({removals} + {draws}) + 300 = "
        "{answer}. So 750 can be beaten.",
        "tr": "Çözücü en az {draws} kez kart çekmek gerektiğini kanıtlar: 500 − ({removals} + {draws}) + 300 = {answer}. "
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
        "tr": "Oyunu kart çekmeler arasındaki serilere ayırın: n kartlık bir seri 1 + 2 + … + n puan getirir. Her kart çekme "
        "5 puan düşürür; tepeler 15, 15 ve 30 puan verir.",
        "nb": "Del spillet i rekker mellom trekkene fra bunken: en rekke på n kort gir 1 + 2 + … + n. Hvert trekk "
        "fra bunken koster 5; toppene gir 15, 15 og 30.",
    },
    "lesson_5_2_why": {
        "en": "The {draws} draws cost a lot; the same moves give {app} with the app's scoring and {answer} the "
        "traditional way.",
        "tr": "{draws} kez kart çekmek pahalıya mal olur; aynı hamleler uygulamanın puanlamasıyla {app}, geleneksel "
        "puanlamayla {answer} eder.",
        "nb": "De {draws} trekkene fra bunken koster mye; de samme trekkene gir {app} med appens poengberegning "
        "og {answer} på den tradisjonelle måten.",
    },
    "lesson_5_3_q": {
        "en": "What percentage of deals 0–199 does the simple player win under Easy? (An answer within 5 "
        "percentage points counts as right.)",
        "tr": "Basit oyuncu Kolay kuralında 0–199 numaralı dağıtımların yüzde kaçını kazanır? (Doğru değerden en "
        "fazla 5 yüzde puan uzak bir cevap doğru sayılır.)",
        "nb": "Hvor mange prosent av givene 0–199 vinner den enkle spilleren i Lett? (Et svar innenfor 5 "
        "prosentpoeng regnes som riktig.)",
    },
    "lesson_5_3_hint": {
        "en": "Perfect play wins almost every Easy deal; a player who never plans wins far fewer.",
        "tr": "Kusursuz oyun Kolay dağıtımların neredeyse hepsini kazanır; hiç plan yapmayan bir oyuncu çok "
        "daha azını kazanır.",
        "nb": "Perfekt spill vinner nesten alle givene i Lett; en spiller som aldri planlegger, vinner langt færre.",
    },
    "lesson_5_3_why": {
        "en": "Measured by the engine, which plays all {deals} deals.",
        "tr": "Motor {deals} dağıtımın hepsini oynayarak ölçtü.",
        "nb": "Målt av motoren, som spiller alle de {deals} givene.",
    },
    "lesson_5_4_q": {
        "en": "And under Classic, on the same deals? (An answer within 5 percentage points counts as right.)",
        "tr": "Peki aynı dağıtımlarda Klasik kuralında? (Doğru değerden en fazla 5 yüzde puan uzak bir cevap "
        "doğru sayılır.)",
        "nb": "Og med Klassisk, på de samme givene? (Et svar innenfor 5 prosentpoeng regnes som riktig.)",
    },
    "lesson_5_4_hint": {
        "en": "Under Classic fewer cards fit on a King or an Ace, so runs break more often.",
        "tr": "Klasik kuralında papazın ya da asın üzerine daha az kart uyar, bu yüzden seriler daha sık kesilir.",
        "nb": "Med Klassisk passer færre kort på en konge eller et ess, så rekkene brytes oftere.",
    },
    "lesson_5_5_q": {
        "en": "The lookahead player looks for the longest run of cards it knows. With open peaks it knows every "
        "card. Does it win more Easy deals (0–199) with open peaks than without? Answer True or False.",
        "tr": "İleriye bakan oyuncu bildiği kartlarla yapılabilecek en uzun seriyi arar. Açık tepelerde bütün "
        "kartları bilir. Açık tepelerle Kolay dağıtımların (0–199) daha çoğunu kazanır mı? "
        "True (evet) ya da False (hayır) yazın.",
        "nb": "Den fremsynte spilleren ser etter den lengste rekken av kort den kjenner. Med åpne topper kjenner "
        "den alle kortene. Vinner den flere giver i Lett (0–199) med åpne topper enn uten? "
        "Svar True (ja) eller False (nei).",
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
        "tr": "{deals} dağıtımda ölçüldü: açık tepeler olmadan {closed}, açık tepelerle {opened} galibiyet. Çözücü "
        "zaten bütün kartları görür, basit oyuncu da hiç ileriye bakmaz; onlar için hiçbir şey değişmez.",
        "nb": "Målt på {deals} giver: {closed} seirer uten åpne topper, {opened} med. Løseren ser alle kortene "
        "uansett, og den enkle spilleren ser aldri fremover, så for dem endres ingenting.",
    },
    "lesson_5_4_why": {
        "en": "Measured by the engine, which plays all {deals} deals.",
        "tr": "Motor {deals} dağıtımın hepsini oynayarak ölçtü.",
        "nb": "Målt av motoren, som spiller alle de {deals} givene.",
    },
}

register(LESSON_MESSAGES)
