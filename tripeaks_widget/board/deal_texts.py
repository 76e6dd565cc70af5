"""Texts for deals for a class (issue 22): the New game dialog's "winnable deals only" and difficulty.

Registered in the message catalogue (``i18n.register``) when the layer is imported, kept apart so the dialog's
owner and this feature edit different blocks.  The levels are the values of
``Game.new(difficulty=...)`` (``engine.game.DIFFICULTIES``); ``deal_level_any``
is the dialog's "no level" choice.  Turkish says dağıtım and Norwegian giv for a
deal, as the seeds do; the levels are not the Easy/Classic rules (Kolay, Lett),
so the dialog shows them after their label ("Zorluk: kolay").
"""

from ..engine.i18n import register

DEAL_MESSAGES: dict[str, dict[str, str]] = {
    "deal_winnable_only": {
        "en": "Winnable deals only",
        "tr": "Yalnızca kazanılabilir dağıtımlar",
        "nb": "Bare giver som kan vinnes",
    },
    "deal_difficulty": {"en": "Difficulty", "tr": "Zorluk", "nb": "Vanskelighetsgrad"},
    "deal_level_any": {"en": "any", "tr": "fark etmez", "nb": "uansett"},
    "deal_level_easy": {"en": "easy", "tr": "kolay", "nb": "lett"},
    "deal_level_medium": {"en": "medium", "tr": "orta", "nb": "middels"},
    "deal_level_hard": {"en": "hard", "tr": "zor", "nb": "vanskelig"},
    "deal_difficulty_help": {
        "en": "How often a player who plays any card that fits wins the deal: easy, at least half of 32 tries; "
        "hard, at most 3 (the deal can still be won).",
        "tr": "Uyan herhangi bir kartı oynayan bir oyuncunun bu dağıtımı ne sıklıkla kazandığı: kolay, 32 denemenin "
        "en az yarısı; zor, en fazla 3 (dağıtım yine de kazanılabilir).",
        "nb": "Hvor ofte en spiller som spiller et hvilket som helst kort som passer, vinner given: lett, minst "
        "halvparten av 32 forsøk; vanskelig, høyst 3 (given kan likevel vinnes).",
    },
}

register(DEAL_MESSAGES)
