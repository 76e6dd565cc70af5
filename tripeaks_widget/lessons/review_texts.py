"""Lesson 6's texts (issue 22, "learn from your game"): the exercises' questions, hints and answers.

Registered in the message catalogue (``i18n.register``) when the layer is imported. Turkish and
Norwegian use the seeds' words (açık kart yığını, çekme destesi, tepe;
avleggsbunke, trekkbunke, giv) and those of lessons 1-5 (par, hamle/işlem;
trekk/handling).
"""

from ..engine.i18n import register

LESSON6_MESSAGES: dict[str, dict[str, str]] = {
    "lesson_6_1_q": {
        "en": "At which move did the simple player's game on TP1-E-AAAAADG stop being winnable?",
        "tr": "Basit oyuncunun TP1-E-AAAAADG oyunu kaçıncı hamlede kazanılamaz hale geldi?",
        "nb": "I hvilket trekk sluttet den enkle spillerens spill på TP1-E-AAAAADG å kunne vinnes?",
    },
    "lesson_6_1_hint": {
        "en": "It is the review's turning point: the first move after which the solver finds no win any more. "
        "The chart marks it.",
        "tr": "İncelemenin dönüm noktasıdır: çözücünün artık kazanan hiçbir yol bulamadığı ilk hamle. Grafik onu "
        "işaretler.",
        "nb": "Det er gjennomgangens vendepunkt: det første trekket der løseren ikke lenger finner noen seier. "
        "Diagrammet markerer det.",
    },
    "lesson_6_1_why": {
        "en": "Before move {answer} the deal could still be won; after it, it could not. The game went on for "
        "{moves} actions in all, but everything after move {answer} only decided how many cards were left.",
        "tr": "{answer}. hamleden önce dağıtım hâlâ kazanılabiliyordu; ondan sonra kazanılamadı. Oyun toplam "
        "{moves} işlem sürdü, ama {answer}. hamleden sonraki her şey yalnızca kaç kart kalacağını belirledi.",
        "nb": "Før trekk {answer} kunne given fortsatt vinnes; etter det kunne den ikke det. Spillet varte i "
        "{moves} handlinger i alt, men alt etter trekk {answer} avgjorde bare hvor mange kort som ble liggende.",
    },
    "lesson_6_2_q": {
        "en": "Which card should the simple player have played at that move?",
        "tr": "Basit oyuncu o hamlede hangi kartı oynamalıydı?",
        "nb": "Hvilket kort burde den enkle spilleren ha spilt i det trekket?",
    },
    "lesson_6_2_hint": {
        "en": "On the board, go to the turning point: the card played is marked in blue, the best card in green.",
        "tr": "Oyun alanında dönüm noktasına gidin: oynanan kart maviyle, en iyi kart yeşille işaretlidir.",
        "nb": "Gå til vendepunktet på brettet: kortet som ble spilt, er markert med blått, det beste kortet "
        "med grønt.",
    },
    "lesson_6_2_why": {
        "en": "On the {waste} at the top of the waste, the simple player played {played}, its lowest fitting slot. "
        "{answer} kept the deal winnable: the solver still finds a win after it.",
        "tr": "Açık kart yığınının üstündeki {waste} üzerine basit oyuncu, uyan en küçük yer numarasındaki "
        "{played} kartını oynadı. {answer} dağıtımı kazanılabilir tutuyordu: çözücü ondan sonra hâlâ kazanan bir yol "
        "bulur.",
        "nb": "På {waste} øverst i avleggsbunken spilte den enkle spilleren {played}, plassen med lavest nummer "
        "som passet. {answer} holdt given vinnbar: løseren finner fortsatt en seier etter det.",
    },
    "lesson_6_3_q": {
        "en": "Was that move bad luck, that is: from what the player could see, did it look as good as any other? Answer True or False.",
        "tr": "O hamle şanssızlık mıydı, yani oyuncunun görebildiklerine göre diğerleri kadar iyi görünüyor muydu? True (evet) ya da False (hayır) yazın.",
        "nb": "Var det trekket uflaks, altså: så det like bra ut som alle andre ut fra det spilleren kunne se? Svar True (ja) eller False (nei).",
    },
    "lesson_6_3_hint": {
        "en": "Compare the chances: in how many of the deals that match what the player saw does each move still win?",
        "tr": "Şansları karşılaştırın: oyuncunun gördükleriyle uyuşan dağıtımların kaçında her hamle hâlâ kazanıyor?",
        "nb": "Sammenlign sjansene: i hvor mange av givene som stemmer med det spilleren så, vinner hvert trekk "
        "fortsatt?",
    },
    "lesson_6_3_why": {
        "en": "{best} won in {best_chance} of the deals that match what the player saw, {played} only in "
        "{played_chance}. The difference could be seen, so it was a mistake, not bad luck.",
        "tr": "{best}, oyuncunun gördükleriyle uyuşan dağıtımların {best_chance} kadarında kazandı, "
        "{played} yalnızca {played_chance} kadarında. Fark görülebiliyordu; yani bu şanssızlık değil, bir hataydı.",
        "nb": "{best} vant i {best_chance} av givene som stemmer med det spilleren så, {played} bare i "
        "{played_chance}. Forskjellen kunne ses, så det var en feil, ikke uflaks.",
    },
    "lesson_6_5_q": {
        "en": "How many points below par did the simple player's game on TP1-E-AAAAADG end?",
        "tr": "Basit oyuncunun TP1-E-AAAAADG oyunu parın kaç puan altında bitti?",
        "nb": "Hvor mange poeng under par endte den enkle spillerens spill på TP1-E-AAAAADG?",
    },
    "lesson_6_5_hint": {
        "en": "Par at the start is the best score the deal allows (notebook 4). Subtract the final score.",
        "tr": "Başlangıçtaki par, dağıtımın izin verdiği en yüksek puandır (4. defter). Son puanı ondan çıkarın.",
        "nb": "Par ved start er den høyeste poengsummen given tillater (notatbok 4). Trekk fra sluttpoengsummen.",
    },
    "lesson_6_5_why": {
        "en": "Par at the start is {par}, the game ended with {score}: {par} − {score} = {answer}. "
        "Most of it went at the turning point, when the peaks could no longer be cleared.",
        "tr": "Başlangıçta par {par}, oyun {score} puanla bitti: {par} − {score} = {answer}. Bunun çoğu, "
        "tepeler artık boşaltılamaz hale geldiğinde, dönüm noktasında kaybedildi.",
        "nb": "Par ved start er {par}, spillet endte med {score}: {par} − {score} = {answer}. Det meste gikk "
        "tapt ved vendepunktet, da toppene ikke lenger kunne tømmes.",
    },
    "lesson_6_4_q": {
        "en": "The simple player also loses TP1-E-AAAAAAL. Was its turning point there bad luck? Answer True or False.",
        "tr": "Basit oyuncu TP1-E-AAAAAAL dağıtımını da kaybediyor. Oradaki dönüm noktası şanssızlık mıydı? True (evet) ya da False (hayır) yazın.",
        "nb": "Den enkle spilleren taper også TP1-E-AAAAAAL. Var vendepunktet der uflaks? Svar True (ja) eller False (nei).",
    },
    "lesson_6_4_hint": {
        "en": "Look at the line of the turning point, and at the chance of the card played against the others.",
        "tr": "Dönüm noktasının satırına ve oynanan kartın şansının diğerlerininkine göre durumuna bakın.",
        "nb": "Se på linjen for vendepunktet, og på sjansen for kortet som ble spilt, mot de andre.",
    },
    "lesson_6_4_why": {
        "en": "At move {move}, {played} won in {played_chance} of the deals that match what the player saw, "
        "and no other move did clearly better. Only the face-down cards made it the losing move: bad luck.",
        "tr": "{move}. hamlede {played}, oyuncunun gördükleriyle uyuşan dağıtımların {played_chance} "
        "kadarında kazandı ve hiçbir hamle açıkça daha iyi değildi. Bu hamlenin dağıtımı kaybettirmesinin tek "
        "nedeni kapalı kartlardı: şanssızlık.",
        "nb": "I trekk {move} vant {played} i {played_chance} av givene som stemmer med det spilleren så, og "
        "ingen andre trekk gjorde det klart bedre. Bare de skjulte kortene gjorde det til det tapende trekket: "
        "uflaks.",
    },
}

register(LESSON6_MESSAGES)
