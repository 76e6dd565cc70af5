"""The board's texts for a restart, a reload, what it announces and what its hints are (issue 23).

Registered in the catalogue (``i18n.register``) when the layer is imported; kept apart so the wording of the
older texts can change beside them. Terms as in the seeds: çekme destesi,
açık kart yığını, tepe, kapalı kart; trekkbunke, avleggsbunke, topp, skjult kort.
"""

from __future__ import annotations

from ..engine.i18n import register

BOARD_MESSAGES: dict[str, dict[str, str]] = {
    # A board whose kernel restarted: greyed, its buttons off, this one line.
    "ui_disconnected": {
        "en": "The kernel restarted: run this cell again to play",
        "tr": "Çekirdek yeniden başlatıldı: oynamak için bu hücreyi yeniden çalıştırın",
        "nb": "Kjernen ble startet på nytt: kjør denne cellen igjen for å spille",
    },
    # Under the static picture the notebook keeps of a board (board/keep.py).
    "ui_picture_note": {
        "en": "A picture of this board's last position. To play on, run this cell again: "
              "the board offers to continue this game.",
        "tr": "Bu oyun alanının son durumunun resmi. Devam etmek için bu hücreyi yeniden çalıştırın: "
              "oyun alanı bu oyunu sürdürmeyi önerir.",
        "nb": "Et bilde av brettets siste stilling. Kjør denne cellen igjen for å spille videre: "
              "brettet tilbyr å fortsette dette spillet.",
    },
    # The same picture in an export (nbconvert's HTML, a handout), where no cell can run: what it shows.
    "ui_picture_export": {
        "en": "The position of game {code} after {moves} moves (score {score}). To play this deal, open the "
              "TriPeaks site, choose New game and paste the game code, or run TriPeaksWidget(code=\"{code}\") "
              "in Jupyter.",
        "tr": "{code} kodlu oyunun {moves} hamleden sonraki durumu (puan {score}). Bu dağıtımı oynamak için "
              "TriPeaks sitesini açın, Yeni oyun'u seçin ve oyun kodunu yapıştırın ya da Jupyter'de "
              "TriPeaksWidget(code=\"{code}\") komutunu çalıştırın.",
        "nb": "Stillingen i spill {code} etter {moves} trekk (poengsum {score}). Vil du spille denne given, åpner "
              "du TriPeaks-nettstedet, velger Nytt spill og limer inn spillkoden, eller du kjører "
              "TriPeaksWidget(code=\"{code}\") i Jupyter.",
    },
    # A game this browser kept for the cell ({code}, {moves}: filled in by the board).
    "ui_resume_offer": {
        "en": "Your game {code} ({moves} moves) is kept in this browser.",
        "tr": "{code} oyununuz ({moves} hamle) bu tarayıcıda kayıtlı.",
        "nb": "Spillet ditt {code} ({moves} trekk) er lagret i denne nettleseren.",
    },
    "ui_resume": {"en": "Continue it", "tr": "Devam et", "nb": "Fortsett"},
    "ui_resume_discard": {"en": "Discard", "tr": "Oyunu sil", "nb": "Forkast"},
    "ui_resumed": {
        "en": "Your game is back, replayed by the engine: {moves} moves",
        "tr": "Oyununuz geri geldi, oyun motoru yeniden oynadı: {moves} hamle",
        "nb": "Spillet ditt er tilbake, spilt av på nytt av motoren: {moves} trekk",
    },
    "ui_resume_refused": {
        "en": "The kept game breaks the rules, so it was not continued. This game goes on.",
        "tr": "Kayıtlı oyun kurallara uymuyor, bu yüzden sürdürülmedi. Bu oyun devam ediyor.",
        "nb": "Det lagrede spillet bryter reglene og ble ikke fortsatt. Dette spillet fortsetter.",
    },
    # What the screen reader hears after a move: only what changed (the whole board on R).
    "ui_say_play": {"en": "{card} played.", "tr": "{card} oynandı.", "nb": "{card} er spilt."},
    "ui_say_turned": {"en": "Turned up: {cards}.", "tr": "Açılan kart: {cards}.", "nb": "Snudd: {cards}."},
    "ui_say_draw": {"en": "You drew the {card}.", "tr": "Çekilen kart: {card}.", "nb": "Du trakk {card}."},
    "ui_say_undo_play": {
        "en": "Undone: the {card} is back.",
        "tr": "Geri alındı: {card} yerine döndü.",
        "nb": "Angret: {card} er tilbake.",
    },
    "ui_say_undo_draw": {
        "en": "Undone: the card went back to the stock.",
        "tr": "Geri alındı: kart çekme destesine döndü.",
        "nb": "Angret: kortet gikk tilbake til trekkbunken.",
    },
    "ui_say_new": {"en": "New game: {rule}, {code}.", "tr": "Yeni oyun: {rule}, {code}.", "nb": "Nytt spill: {rule}, {code}."},
    "ui_say_score": {"en": "Score {score}.", "tr": "Puan {score}.", "nb": "{score} poeng."},
    "ui_keys_read": {
        "en": "R reads the whole board aloud",
        "tr": "R oyun alanının tamamını sesli okur",
        "nb": "R leser opp hele brettet",
    },
    # What a hint is: a guess from what the player sees (fair), or the solver's sight of every card (exact).
    "ui_hint_fair_play": {
        "en": "A guess from what you can see: play the {card}. This move still wins in {wins} of {samples} possible deals.",
        "tr": "Gördüklerinize dayanan bir tahmin: oynanacak kart {card}. Bu hamle olası {samples} dağıtımın "
              "{wins} tanesinde hâlâ kazanıyor.",
        "nb": "En gjetning ut fra det du ser: spill {card}. Dette trekket vinner fortsatt i {wins} av {samples} "
              "mulige giver.",
    },
    "ui_hint_fair_draw": {
        "en": "A guess from what you can see: draw a card from the stock. This still wins in {wins} of "
              "{samples} possible deals.",
        "tr": "Gördüklerinize dayanan bir tahmin: çekme destesinden kart çekin. Bu hamle olası {samples} "
              "dağıtımın {wins} tanesinde hâlâ kazanıyor.",
        "nb": "En gjetning ut fra det du ser: trekk et kort fra trekkbunken. Dette vinner fortsatt i {wins} av "
              "{samples} mulige giver.",
    },
    "ui_hint_rough_play": {
        "en": "A guess from what you can see (no time to weigh the possible deals): play the {card}",
        "tr": "Gördüklerinize dayanan bir tahmin (olası dağıtımları tartmaya zaman kalmadı): oynanacak kart {card}",
        "nb": "En gjetning ut fra det du ser (ikke tid til å veie de mulige givene): spill {card}",
    },
    "ui_hint_rough_draw": {
        "en": "A guess from what you can see (no time to weigh the possible deals): draw a card from the stock",
        "tr": "Gördüklerinize dayanan bir tahmin (olası dağıtımları tartmaya zaman kalmadı): "
              "çekme destesinden kart çekin",
        "nb": "En gjetning ut fra det du ser (ikke tid til å veie de mulige givene): trekk et kort fra trekkbunken",
    },
    "ui_hint_only_play": {
        "en": "The only move: play the {card}",
        "tr": "Tek olası hamle: oynanacak kart {card}",
        "nb": "Det eneste mulige trekket: spill {card}",
    },
    "ui_hint_only_draw": {
        "en": "The only move: draw a card from the stock",
        "tr": "Tek olası hamle: çekme destesinden kart çekin",
        "nb": "Det eneste mulige trekket: trekk et kort fra trekkbunken",
    },
    "ui_hint_exact_play": {
        "en": "Exact hint (the solver looked at the face-down cards): play the {card}",
        "tr": "Kesin ipucu (çözücü kapalı kartlara baktı): oynanacak kart {card}",
        "nb": "Eksakt tips (løseren så på de skjulte kortene): spill {card}",
    },
    "ui_hint_exact_draw": {
        "en": "Exact hint (the solver looked at the face-down cards): draw a card from the stock",
        "tr": "Kesin ipucu (çözücü kapalı kartlara baktı): çekme destesinden kart çekin",
        "nb": "Eksakt tips (løseren så på de skjulte kortene): trekk et kort fra trekkbunken",
    },
    "ui_hint_saw_hidden": {
        "en": "The solver looked at the face-down cards to know this.",
        "tr": "Çözücü bunu bilmek için kapalı kartlara baktı.",
        "nb": "Løseren så på de skjulte kortene for å vite dette.",
    },
    # The New game dialog: what a pasted code's letter means.
    "ui_code_letter_note": {
        "en": "A pasted code's letter decides its rule (E: Easy, C: Classic), whatever is chosen above.",
        "tr": "Yapıştırılan kodun harfi kuralını belirler (E: Kolay, C: Klasik); yukarıda ne seçilmiş olursa olsun.",
        "nb": "Bokstaven i en innlimt kode bestemmer regelen (E: Lett, C: Klassisk), uansett hva som er valgt over.",
    },
    "ui_code_gives": {
        "en": "This code deals: {rule}",
        "tr": "Bu kodun kuralı: {rule}",
        "nb": "Denne koden gir: {rule}",
    },
}

register(BOARD_MESSAGES)
