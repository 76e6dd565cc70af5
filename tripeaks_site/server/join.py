"""The join page (``/join.html``) the teacher projects: the address large, its QR code, in English,
Turkish and Norwegian, and a link to the start page. The class server makes it for the address it
prints; it is not part of the built site (a site on a public host has its own address)."""

from __future__ import annotations

import html

from .address import qr

TEXT = {
    "en": {
        "title": "Join the class",
        "type": "Open this address in your browser:",
        "scan": "Or scan the code with the camera of a phone or tablet.",
        "start": "Open the start page",
    },
    "tr": {
        "title": "Derse katılın",
        "type": "Tarayıcınızda bu adresi açın:",
        "scan": "Ya da kodu bir telefonun veya tabletin kamerasıyla okutun.",
        "start": "Başlangıç sayfasını açın",
    },
    "nb": {
        "title": "Bli med i timen",
        "type": "Åpne denne adressen i nettleseren:",
        "scan": "Eller skann koden med kameraet på en mobil eller et nettbrett.",
        "start": "Åpne startsiden",
    },
}

STYLE = """
body { margin: 0; font-family: system-ui, sans-serif; color: #1a1a1a; background: #fff }
main { max-width: 64rem; margin: 0 auto; padding: 1.5rem; text-align: center }
h1 { font-size: 2rem; margin: .3rem 0 1rem; font-weight: 600 }
h1 span + span::before { content: " · "; color: #666 }
.lines p { margin: .2rem 0; font-size: 1.3rem }
.address { display: block; margin: 1.2rem 0; font: 700 clamp(2rem, 6vw, 4.5rem)/1.1 ui-monospace, monospace;
           color: #0b4f9c; text-decoration: none; overflow-wrap: anywhere }
.qr svg { width: min(60vh, 80vw); height: auto }
.start a { display: inline-block; margin: .3rem .6rem; font-size: 1.1rem; color: #0b4f9c }
"""


def join_page(url: str, others: list[str] = ()) -> str:
    """The page for url (the address students type); others are the machine's other addresses."""
    esc = html.escape
    titles = "".join(f'<span lang="{lang}">{esc(words["title"])}</span>' for lang, words in TEXT.items())
    typed = "".join(f'<p lang="{lang}">{esc(words["type"])}</p>' for lang, words in TEXT.items())
    scan = "".join(f'<p lang="{lang}">{esc(words["scan"])}</p>' for lang, words in TEXT.items())
    start = "".join(f'<a lang="{lang}" href="{esc(url)}">{esc(words["start"])}</a>' for lang, words in TEXT.items())
    code = qr(url).svg_inline(border=4, omitsize=True, title=url)  # a viewBox: the CSS gives its size
    also = "".join(f'<p class="other">{esc(other)}</p>' for other in others)
    return f"""<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>TriPeaks · {esc(url)}</title><style>{STYLE}</style></head>
<body><main><h1>{titles}</h1>
<div class="lines">{typed}</div>
<a class="address" href="{esc(url)}">{esc(url)}</a>{also}
<div class="qr">{code}</div>
<div class="lines">{scan}</div>
<p class="start">{start}</p></main></body></html>
"""
