"""The translation catalogues' commands (docs/translating.md): start a language, bring it up to date, list what
it lacks, compile.

    python scripts/catalogues.py init LANG [--plural-forms "nplurals=2; plural=(n != 1);"]
        starts tripeaks_widget/locale/LANG/LC_MESSAGES/tripeaks.po from the English source
        (locale/tripeaks.pot), every entry untranslated, and adds LANG to locale/LINGUAS.
    python scripts/catalogues.py update
        brings every language's .po up to the English source: a new text comes in
        untranslated, a changed English marks its translation fuzzy (the old English kept
        beside it, ``#| msgid``), a text gone from the source becomes obsolete (``#~``).
    python scripts/catalogues.py missing [LANG ...]
        lists every untranslated, stale or broken entry of each language; exit 1 if any.
        tests/test_catalogues.py runs the same check.
    python scripts/catalogues.py compile
        compiles the catalogues to .mo files, as the package's build does (hatch_build.py).

Each takes ``--locale DIR`` (default tripeaks_widget/locale) to work on another copy.
polib is needed here (the dev extra), never by the package at run time.
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

import polib

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from hatch_build import (  # noqa: E402
    DEFAULT_PLURAL_FORMS,
    DOMAIN,
    LOCALE,
    SOURCE_LANG,
    catalogue_header,
    catalogue_languages,
    catalogue_title,
    compile_catalogues,
)

WRAP = 100
FIELD = re.compile(r"(?<!\{)\{(\w*)[^{}]*\}(?!\})")


def template_path(locale: Path) -> Path:
    return locale / f"{DOMAIN}.pot"


def catalogue_path(locale: Path, lang: str) -> Path:
    return locale / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def read(path: Path) -> polib.POFile:
    return polib.pofile(str(path), wrapwidth=WRAP)


def fields(text: str) -> set[str]:
    """The ``str.format`` fields of ``text``: {"n", "card"} for "{n} of {card}"."""
    return set(FIELD.findall(text))


def nplurals(po: polib.POFile) -> int:
    match = re.search(r"nplurals\s*=\s*(\d+)", po.metadata.get("Plural-Forms", ""))
    return int(match.group(1)) if match else 2


def problems(lang: str, locale: Path = ROOT / LOCALE) -> list[str]:
    """Every entry of ``lang`` a reader would see in English or wrongly: one line each, "key: what is wrong".

    - untranslated: the language has no entry for the key, or an empty translation;
    - stale: the translation is marked fuzzy, or was made from another English than today's;
    - fields: the translation's ``{fields}`` are not the English's (a text would fail or lose a value);
    - plural forms: not as many forms as the language's Plural-Forms line says;
    - obsolete: the language translates a key the English source no longer has.
    """
    template = read(template_path(locale))
    path = catalogue_path(locale, lang)
    if not path.is_file():
        return [f"{lang}: no catalogue {path.relative_to(locale.parent) if locale.parent in path.parents else path}"]
    po = read(path)
    forms = nplurals(po)
    have = {entry.msgctxt: entry for entry in po if not entry.obsolete}
    found = []
    for source in template:
        if source.obsolete:
            continue
        key, english = source.msgctxt, source.msgid
        entry = have.pop(key, None)
        if entry is None:
            found.append(f"{key}: untranslated (no entry): {english!r}")
            continue
        texts = [entry.msgstr_plural[i] for i in sorted(entry.msgstr_plural)] if source.msgid_plural else [entry.msgstr]
        if not all(texts):
            found.append(f"{key}: untranslated: {english!r}")
            continue
        if "fuzzy" in entry.flags:
            found.append(f"{key}: stale (fuzzy): the English is now {english!r}")
        elif entry.msgid != english or (entry.msgid_plural or "") != (source.msgid_plural or ""):
            found.append(f"{key}: stale: translated from {entry.msgid!r}, the English is now {english!r}")
        if source.msgid_plural and len(texts) != forms:
            found.append(f"{key}: {len(texts)} plural forms, the language's Plural-Forms says {forms}")
        allowed = fields(english) | fields(source.msgid_plural or "")
        for text in texts:
            if source.msgid_plural and not fields(text) <= allowed or not source.msgid_plural and fields(text) != allowed:
                found.append(f"{key}: fields {sorted(fields(text))} in {text!r}, the English has {sorted(allowed)}")
    found += [f"{key}: obsolete: the English source has no such key" for key in have]
    return found


def init(lang: str, plural_forms: str, locale: Path) -> Path:
    if not re.fullmatch(r"[a-z]{2,3}(_[A-Z]{2})?", lang):
        raise SystemExit(f"catalogues: {lang!r} is not a language code like de, fr or pt_BR")
    path = catalogue_path(locale, lang)
    if path.exists():
        raise SystemExit(f"catalogues: {path} exists already: update it with `python scripts/catalogues.py update`")
    if not re.fullmatch(r"nplurals\s*=\s*\d+;\s*plural\s*=.+;?", plural_forms.strip()):
        raise SystemExit(f"catalogues: {plural_forms!r} is not a Plural-Forms line like {DEFAULT_PLURAL_FORMS!r}")
    template = read(template_path(locale))
    po = polib.POFile(wrapwidth=WRAP)
    po.header = catalogue_title(lang)
    po.metadata = catalogue_header(lang, plural_forms.strip())
    forms = nplurals(po)
    for source in template:
        if not source.obsolete:
            po.append(_untranslated(source, forms))
    path.parent.mkdir(parents=True)
    po.save(str(path))
    linguas = locale / "LINGUAS"
    listed = catalogue_languages(locale)
    if lang not in listed:
        with linguas.open("a", encoding="utf-8") as out:
            out.write(f"{lang}\n")
    return path


def _untranslated(source: polib.POEntry, forms: int) -> polib.POEntry:
    entry = polib.POEntry(msgctxt=source.msgctxt, msgid=source.msgid, comment=source.comment, flags=list(source.flags))
    if source.msgid_plural:
        entry.msgid_plural = source.msgid_plural
        entry.msgstr_plural = {i: "" for i in range(forms)}
    return entry


def update(locale: Path) -> list[Path]:
    template = read(template_path(locale))
    written = []
    for lang in catalogue_languages(locale):
        path = catalogue_path(locale, lang)
        po = read(path)
        before = str(po)  # the entries below change in place
        forms = nplurals(po)
        old = {entry.msgctxt: entry for entry in po if not entry.obsolete}
        new = polib.POFile(wrapwidth=WRAP)
        new.header, new.metadata = po.header, po.metadata
        for source in template:
            if source.obsolete:
                continue
            entry = old.pop(source.msgctxt, None)
            if entry is None:
                new.append(_untranslated(source, forms))
                continue
            changed = entry.msgid != source.msgid or (entry.msgid_plural or "") != (source.msgid_plural or "")
            if changed and entry.translated():
                entry.previous_msgid = entry.msgid
                if "fuzzy" not in entry.flags:
                    entry.flags.append("fuzzy")
            entry.msgid, entry.comment = source.msgid, source.comment
            entry.flags = sorted(set(entry.flags) - {"python-brace-format"} | set(source.flags),
                                 key=lambda f: (f != "fuzzy", f))
            if source.msgid_plural and not entry.msgid_plural:
                entry.msgstr_plural = {i: entry.msgstr if i == 0 else "" for i in range(forms)}
                entry.msgstr = ""
            elif entry.msgid_plural and not source.msgid_plural:
                entry.msgstr = entry.msgstr_plural.get(0, "")
                entry.msgstr_plural = {}
            entry.msgid_plural = source.msgid_plural
            new.append(entry)
        for entry in [*old.values(), *(e for e in po if e.obsolete)]:
            entry.obsolete = True
            new.append(entry)
        if str(new) != before:
            new.save(str(path))
            written.append(path)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--locale", type=Path, default=ROOT / LOCALE, help="the catalogues' folder")
    commands = parser.add_subparsers(dest="command", required=True)
    start = commands.add_parser("init", help="start a language's catalogue from the English source")
    start.add_argument("lang")
    start.add_argument("--plural-forms", default=DEFAULT_PLURAL_FORMS)
    commands.add_parser("update", help="bring every language's catalogue up to the English source")
    missing = commands.add_parser("missing", help="list what each language lacks; exit 1 if anything")
    missing.add_argument("langs", nargs="*")
    commands.add_parser("compile", help="compile the .mo files, as the build does")
    args = parser.parse_args(argv)
    locale = args.locale.resolve()
    if not template_path(locale).is_file():
        parser.error(f"no English source {template_path(locale)}")
    if args.command == "init":
        path = init(args.lang, args.plural_forms, locale)
        print(f"wrote {path}; {args.lang} added to {locale / 'LINGUAS'}")
    elif args.command == "update":
        for path in update(locale):
            print(f"updated {path}")
    elif args.command == "missing":
        langs = args.langs or catalogue_languages(locale)
        total = 0
        for lang in langs:
            found = problems(lang, locale)
            total += len(found)
            print(f"{lang}: {len(found)} to do" + "".join(f"\n  {line}" for line in found))
        return 1 if total else 0
    else:
        for path in compile_catalogues(ROOT, locale):
            print(f"compiled {path}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
