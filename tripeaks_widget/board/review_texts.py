"""The board's texts of issue 22: the review (button, marks, chart, progress bar) and the New game dialog's deal choice.

Registered in the message catalogue (``i18n.register``) when the layer is imported. The review's own
sentences (a move's verdict and why, the summary) come with the review itself.
Turkish and Norwegian follow the seeds' words: açık kart yığını, çekme destesi,
tepe; avleggsbunke, trekkbunke, giv. The verdicts' words are
the review's own (``coach_verdict_*`` in coach_texts.py).
"""

from ..engine.i18n import register

REVIEW_BOARD_MESSAGES: dict[str, dict[str, str]] = {
    "ui_review": {"en": "Review", "tr": "İncele", "nb": "Gjennomgå"},
    "ui_review_title": {
        "en": "Review this game move by move with the solver",
        "tr": "Bu oyunu çözücüyle hamle hamle inceleyin",
        "nb": "Gå gjennom spillet trekk for trekk med løseren",
    },
    "ui_review_running": {
        "en": "Reviewing your game…",
        "tr": "Oyununuz inceleniyor…",
        "nb": "Går gjennom spillet ditt …",
    },
    "ui_review_played": {"en": "played", "tr": "oynanan", "nb": "spilt"},
    "ui_review_best": {"en": "best", "tr": "en iyisi", "nb": "best"},
    # At a turning point that was bad luck no move looked better: the mark names what the face-down cards decided.
    "ui_review_winnable": {"en": "kept it winnable", "tr": "kazanılabilir tutardı", "nb": "kunne fortsatt vinnes"},
    "ui_review_chart": {
        "en": "Par and chance of winning, move by move. Click a move to go to it.",
        "tr": "Hamle hamle par ve kazanma şansı. Bir hamleye gitmek için üzerine tıklayın.",
        "nb": "Par og vinnersjanse, trekk for trekk. Klikk på et trekk for å gå til det.",
    },
    "ui_review_par": {
        "en": "Par: the best score still reachable",
        "tr": "Par: hâlâ ulaşılabilecek en yüksek puan",
        "nb": "Par: den høyeste poengsummen som fortsatt kan nås",
    },
    "ui_review_chance": {
        "en": "Chance of winning, from what you could see",
        "tr": "Kazanma şansı, görebildiklerinize göre",
        "nb": "Vinnersjanse, ut fra det du kunne se",
    },
    "ui_review_move": {"en": "Move", "tr": "Hamle", "nb": "Trekk"},
    "ui_review_end": {"en": "end", "tr": "son", "nb": "slutt"},
    "ui_review_turning": {"en": "Turning point", "tr": "Dönüm noktası", "nb": "Vendepunkt"},
    "ui_review_point": {
        "en": "Move {move}: {verdict}. Before it: par {par}, chance {chance}",
        "tr": "{move}. hamle: {verdict}. Hamleden önce: par {par}, şans {chance}",
        "nb": "Trekk {move}: {verdict}. Før trekket: par {par}, sjanse {chance}",
    },
    "ui_review_step": {"en": "Move {move} of {moves}", "tr": "Hamle {move} / {moves}", "nb": "Trekk {move} av {moves}"},
    "ui_review_step_end": {"en": "After the last move", "tr": "Son hamleden sonra", "nb": "Etter siste trekk"},
    "ui_review_nothing": {
        "en": "Nothing to review yet: play a move first.",
        "tr": "Henüz incelenecek bir şey yok: önce bir hamle yapın.",
        "nb": "Ingenting å gå gjennom ennå: gjør et trekk først.",
    },
    "ui_review_keys": {
        "en": "Keys: ← → one move back or on; Home and End jump to the first and the last",
        "tr": "Tuşlar: ← → bir hamle geri ya da ileri; Home ve End ilk ve son hamleye atlar",
        "nb": "Taster: ← → ett trekk tilbake eller fram; Home og End hopper til første og siste",
    },
    # -- the New game dialog's deal choice, besides its words in deal_texts.py: the legend, a tooltip, a note.
    "ui_deal_legend": {"en": "Which deal", "tr": "Hangi dağıtım", "nb": "Hvilken giv"},
    "ui_deal_winnable_title": {
        "en": "The solver checks the deal before it is dealt: it can be won under these rules.",
        "tr": "Çözücü dağıtımı önceden kontrol eder: bu kurallarla kazanılabilir.",
        "nb": "Løseren sjekker given før den deles ut: den kan vinnes med disse reglene.",
    },
    "ui_deal_code_note": {
        "en": "A pasted code names its own deal: these choices apply to random deals.",
        "tr": "Yapıştırılan kod kendi dağıtımını belirler: bu seçenekler rastgele dağıtımlar içindir.",
        "nb": "En innlimt kode bestemmer sin egen giv: disse valgene gjelder tilfeldige giver.",
    },
}

register(REVIEW_BOARD_MESSAGES)
