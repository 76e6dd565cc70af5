"""The site's interface language and the settings it starts with.

JupyterLab's own words (menus, dialogs) come from its language packs, which
``jupyter lite build`` puts in ``api/translations/`` when they are installed
in the build's environment (the ``site`` extra pins them):
``jupyterlab-language-pack-tr-TR`` and ``jupyterlab-language-pack-no-NO``.
The site's plugin (``labextension/index.js``) replaces JupyterLite's
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
SETTINGS = {
    "@jupyterlab/docmanager-extension:plugin": {"autosave": True, "autosaveInterval": AUTOSAVE_SECONDS},
}


#: The no-NO pack translates 56 of JupyterLab's strings (the tr-TR one about 700): the menu bar,
#: Run All and the Restart dialog stay English. These are the words a student meets in a lesson's
#: first minutes, added to the pack where it has none (the pack's own translation wins).
SUPPLEMENT = {
    "no_NO": {
        "menu\x04File": "Fil", "menu\x04Edit": "Rediger", "menu\x04View": "Vis", "menu\x04Run": "Kjør",
        "menu\x04Kernel": "Kjerne", "menu\x04Tabs": "Faner", "menu\x04Settings": "Innstillinger",
        "menu\x04Help": "Hjelp", "menu\x04Language": "Språk",
        "Run All Cells": "Kjør alle celler",
        "Run All": "Kjør alle",
        "Run Selected Cell and All Below": "Kjør valgt celle og alle under",
        "Clear Outputs of All Cells": "Fjern utdata fra alle celler",
        "Restart Kernel…": "Start kjernen på nytt …",
        "Restart Kernel": "Start kjernen på nytt",
        "Restart Kernel?": "Starte kjernen på nytt?",
        "Do you want to restart the kernel of %1? All variables will be lost.":
            "Vil du starte kjernen til %1 på nytt? Alle variabler går tapt.",
        "Restart Kernel and Run All Cells…": "Start kjernen på nytt og kjør alle celler …",
        "Restart Kernel and Clear Outputs of All Cells…": "Start kjernen på nytt og fjern utdata fra alle celler …",
        "Restart": "Start på nytt",
        "Interrupt Kernel": "Avbryt kjøringen",
        "Shut Down Kernel": "Slå av kjernen",
        "Change Kernel…": "Bytt kjerne …",
        "Select Kernel": "Velg kjerne",
        "Cancel": "Avbryt",
        "Download": "Last ned",
        "Save": "Lagre",
        "Save and create checkpoint": "Lagre og lag et sjekkpunkt",
        "Open": "Åpne",
        "Close Tab": "Lukk fanen",
        "Undo": "Angre", "Redo": "Gjør om", "Cut": "Klipp ut", "Copy": "Kopier", "Paste": "Lim inn",
        "Idle": "Ledig", "Busy": "Opptatt", "Loading…": "Laster inn …",
        "Kernel status: %1": "Kjernens status: %1",
        "Mode: %1": "Modus: %1",
    },
}


def finish(output: Path, log=print) -> None:
    """Give each language pack its name in ``api/translations/all.json``, and the
    no-NO pack the words of ``SUPPLEMENT`` it lacks."""
    folder = output / "api" / "translations"
    for locale, words in SUPPLEMENT.items():
        pack_path = folder / f"{locale}.json"
        if not pack_path.exists():
            continue
        pack = json.loads(pack_path.read_text(encoding="utf-8"))
        strings = pack.setdefault("data", {}).setdefault("jupyterlab", {})
        added = [key for key in words if not (strings.get(key) or [""])[0]]
        for key in added:
            strings[key] = [words[key]]
        pack_path.write_text(json.dumps(pack, ensure_ascii=False), encoding="utf-8")
        log(f"{locale}: {len(added)} of JupyterLab's words added to the pack's {len(strings) - 1 - len(added)}")
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
