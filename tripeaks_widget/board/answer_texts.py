"""The answer box's and the answer sheet's words (board/answer_box.py), in the three languages.

Registered in the catalogue (``i18n.register``) when the layer is imported. Terms as in
``docs/glossary.md``: a lesson is a *ders* and a *leksjon*, an exercise an *alıştırma* and an *oppgave*.
"""

from __future__ import annotations

from ..engine.i18n import register

ANSWER_BOX_MESSAGES: dict[str, dict[str, str]] = {
    # The text field's label: {name} is the exercise's number.
    "box_label": {"en": "Your answer to exercise {name}", "tr": "{name} numaralı alıştırmaya cevabınız",
                  "nb": "Svaret ditt på oppgave {name}"},
    "box_check": {"en": "Check", "tr": "Kontrol et", "nb": "Sjekk"},
    "box_hint": {"en": "Hint", "tr": "İpucu", "nb": "Tips"},
    "box_solution": {"en": "Solution", "tr": "Çözüm", "nb": "Løsning"},
    # Check pressed with nothing typed.
    "box_empty": {
        "en": "Type your answer in the box first, then press Check.",
        "tr": "Önce cevabınızı kutuya yazın, sonra Kontrol et düğmesine basın.",
        "nb": "Skriv svaret ditt i feltet først, og trykk så Sjekk.",
    },
    # Under the feedback: every answer checked so far, each with its mark.
    "box_tries": {"en": "Your answers so far: {answers}", "tr": "Şimdiye kadarki cevaplarınız: {answers}",
                  "nb": "Svarene dine så langt: {answers}"},
    # A try's mark, said to a screen reader.
    "box_mark_right": {"en": "right", "tr": "doğru", "nb": "riktig"},
    "box_mark_wrong": {"en": "wrong", "tr": "yanlış", "nb": "feil"},
    "box_mark_unread": {"en": "not read", "tr": "okunamadı", "nb": "ikke lest"},
    # The box in a printout or an HTML export: the question, then a line to write on.
    "box_write_here": {"en": "Your answer:", "tr": "Cevabınız:", "nb": "Svaret ditt:"},
    "box_static_note": {
        "en": "Run this cell to answer in the box: it checks your answer.",
        "tr": "Kutuda cevaplamak için bu hücreyi çalıştırın: kutu cevabınızı kontrol eder.",
        "nb": "Kjør denne cellen for å svare i feltet: det sjekker svaret ditt.",
    },
    # The answer sheet: the last cell of a lesson ({lesson}: its number).
    "sheet_title": {"en": "Your results in lesson {lesson}", "tr": "{lesson}. dersteki sonuçlarınız",
                    "nb": "Resultatene dine i leksjon {lesson}"},
    "sheet_exercise": {"en": "Exercise", "tr": "Alıştırma", "nb": "Oppgave"},
    "sheet_result": {"en": "Result", "tr": "Sonuç", "nb": "Resultat"},
    # Not right yet, after {tries} tries (the table has two columns: it fits a phone).
    "sheet_not_yet_tries": {"en": "not right yet (tries: {tries})", "tr": "henüz doğru değil (deneme: {tries})",
                            "nb": "ikke riktig ennå (forsøk: {tries})"},
    "sheet_unanswered": {"en": "not answered", "tr": "cevaplanmadı", "nb": "ikke besvart"},
    # {tries}: the try that was right (1 = the first).
    "sheet_right_at": {"en": "right at try {tries}", "tr": "{tries}. denemede doğru", "nb": "riktig på forsøk {tries}"},
    "sheet_count": {"en": "{right} of {total} exercises right", "tr": "{total} alıştırmadan {right} tanesi doğru",
                    "nb": "{right} av {total} oppgaver riktige"},
    "sheet_name": {"en": "Your name", "tr": "Adınız", "nb": "Navnet ditt"},
    "sheet_name_help": {
        "en": "Write your name, then copy the line below and hand it to your teacher.",
        "tr": "Adınızı yazın, sonra aşağıdaki satırı kopyalayıp öğretmeninize verin.",
        "nb": "Skriv navnet ditt, kopier linjen under og gi den til læreren din.",
    },
    "sheet_name_first": {
        "en": "Write your name above: the line to hand in appears here.",
        "tr": "Yukarıya adınızı yazın: teslim edeceğiniz satır burada görünür.",
        "nb": "Skriv navnet ditt over: linjen du skal levere, kommer her.",
    },
    "sheet_name_refused": {
        "en": "A name cannot hold a colon (:) or a line break, and has at most {max} characters.",
        "tr": "Ad iki nokta (:) ya da satır sonu içeremez ve en fazla {max} karakter olabilir.",
        "nb": "Et navn kan ikke ha kolon (:) eller linjeskift, og har høyst {max} tegn.",
    },
    "sheet_line": {"en": "The line to hand in", "tr": "Teslim edeceğiniz satır", "nb": "Linjen du skal levere"},
    "sheet_copy": {"en": "Copy", "tr": "Kopyala", "nb": "Kopier"},
    "sheet_copied": {"en": "Copied", "tr": "Kopyalandı", "nb": "Kopiert"},
    "sheet_static_note": {
        "en": "Run this cell to see your results and the line to hand in.",
        "tr": "Sonuçlarınızı ve teslim edeceğiniz satırı görmek için bu hücreyi çalıştırın.",
        "nb": "Kjør denne cellen for å se resultatene dine og linjen du skal levere.",
    },
}

register(ANSWER_BOX_MESSAGES)
