"""The site's interface language and the settings it starts with.

JupyterLab's own words (menus, dialogs) come from its language packs, which
``jupyter lite build`` puts in ``api/translations/`` when they are installed
in the build's environment (the ``site`` extra pins them):
``jupyterlab-language-pack-tr-TR`` and ``jupyterlab-language-pack-no-NO``.
The site's plugin (``labextension/language.js``) replaces JupyterLite's
translation connector, so that the locale "default" (nobody chose one in
Settings > Language) means the language picked on the start page, else the
lesson's folder. docs/classroom.md, "The interface's language", says more.
"""

from __future__ import annotations

import json
from pathlib import Path

#: The site's languages and the JupyterLab locale of each (the pack's folder name).
LOCALES = {"en": "en", "tr": "tr_TR", "nb": "no_NO"}
#: JupyterLite's connector, which answers "default" with English; the site's plugin replaces it.
LITE_TRANSLATOR = "@jupyterlite/application-extension:translator-connector"
#: How the Language menu names each pack. The no-NO pack's metadata gives
#: "En" / "No_NO" (Babel does not know the locale "no_NO").
NAMES = {
    "tr_TR": {"displayName": "Turkish (Türkiye)", "nativeName": "Türkçe (Türkiye)"},
    "no_NO": {"displayName": "Norwegian Bokmål", "nativeName": "Norsk bokmål"},
}
#: Settings the site starts with (``overrides.json``). An answer typed into a
#: cell is saved within a few seconds (JupyterLab's default: 120 s), so a
#: reload loses little; saving goes to the browser's own storage, not a server.
AUTOSAVE_SECONDS = 5
#: On a phone a code line longer than the screen made each cell scroll sideways: lines wrap in every
#: cell (JupyterLab's default: off), at every width, so a lesson reads the same on a phone and a desk.
SETTINGS = {
    "@jupyterlab/docmanager-extension:plugin": {"autosave": True, "autosaveInterval": AUTOSAVE_SECONDS},
    "@jupyterlab/notebook-extension:tracker": {
        "codeCellConfig": {"lineWrap": True},
        "markdownCellConfig": {"lineWrap": True},
        "rawCellConfig": {"lineWrap": True},
    },
}


#: The site's overlay of the packs: JupyterLab's words a student meets in a lesson (the notebook's
#: toolbar, the File, Edit, Run and Kernel menus, the restart and save dialogs, the status bar) where
#: a pack has none, or one left half in English. One gettext catalogue per locale, laid out as in the
#: language packs' own projects (``<locale>/LC_MESSAGES/jupyterlab.po``), so they can take it as it is;
#: its translations win over the pack's. docs/site-overlay.md lists its strings.
OVERLAY = Path(__file__).resolve().parent / "locale"


def overlay(locale: str) -> dict[str, dict[str, list[str]]]:
    """The overlay's translations for ``locale``, by gettext domain (the ``.po`` file's name:
    ``jupyterlab``, and ``jupyterlite`` for JupyterLite's own few words), as the packs' JSON has
    them: keyed "context\x04id" or "id", each a list (one text, or one per plural form)."""
    from babel.messages.pofile import read_po

    domains = {}
    for path in sorted((OVERLAY / locale / "LC_MESSAGES").glob("*.po")):
        with path.open("rb") as handle:
            catalog = read_po(handle)
        words = domains.setdefault(path.stem, {})
        for message in catalog:
            if message.id and message.string:
                msgid = message.id[0] if message.pluralizable else message.id
                key = f"{message.context}\x04{msgid}" if message.context else msgid
                words[key] = list(message.string) if message.pluralizable else [message.string]
    return domains


def finish(output: Path, log=print) -> None:
    """Give each language pack its name in ``api/translations/all.json``, and the
    words of the site's overlay (``OVERLAY``)."""
    folder = output / "api" / "translations"
    for locale in LOCALES.values():
        pack_path = folder / f"{locale}.json"
        domains = overlay(locale)
        if not pack_path.exists() or not domains:
            continue
        pack = json.loads(pack_path.read_text(encoding="utf-8"))
        for domain, words in domains.items():
            strings = pack.setdefault("data", {}).setdefault(domain, {})
            strings.setdefault("", {"domain": domain, "language": locale.replace("_", "-"), "version": domain,
                                    "plural_forms": "nplurals=2; plural=(n != 1);"})
            added = [key for key in words if not (strings.get(key) or [""])[0]]
            changed = [key for key in words if key not in added and strings[key] != words[key]]
            strings.update(words)
            log(f"{locale} {domain}: the overlay adds {len(added)} words and corrects {len(changed)} "
                f"of the pack's {len(strings) - 1 - len(added)}")
        pack_path.write_text(json.dumps(pack, ensure_ascii=False), encoding="utf-8")
    path = folder / "all.json"
    if not path.exists():
        return
    data = json.loads(path.read_text(encoding="utf-8"))
    for locale, names in NAMES.items():
        if locale in data.get("data", {}):
            data["data"][locale].update(names)
    path.write_text(json.dumps(data, indent=2, ensure_ascii=False), encoding="utf-8")
    log("interface languages: " + ", ".join(sorted(data.get("data", {}))))


def problems(output: Path) -> list[str]:
    """What is missing for the interface to speak each of the site's languages."""
    found = []
    folder = output / "api" / "translations"
    for lang, locale in LOCALES.items():
        if locale == "en":
            continue
        pack = folder / f"{locale}.json"
        if not pack.exists():
            found.append(f"no language pack for {lang} ({locale}): install jupyterlab-language-pack-"
                         f"{locale.replace('_', '-')} (the site extra)")
            continue
        strings = json.loads(pack.read_text(encoding="utf-8")).get("data", {}).get("jupyterlab", {})
        if len(strings) < 2:
            found.append(f"the language pack {locale} has no JupyterLab strings")
    root = output / "jupyter-lite.json"
    if root.exists():
        config = json.loads(root.read_text()).get("jupyter-config-data", {})
        if LITE_TRANSLATOR not in config.get("disabledExtensions", []):
            found.append(f"{LITE_TRANSLATOR} is not disabled: the interface would stay English")
        overrides = config.get("settingsOverrides", {})
        interval = overrides.get("@jupyterlab/docmanager-extension:plugin", {}).get("autosaveInterval")
        if interval != AUTOSAVE_SECONDS:
            found.append(f"the autosave interval is {interval!r}, not {AUTOSAVE_SECONDS} s")
    return found
