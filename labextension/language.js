// The site's language in JupyterLab's interface, and the words JupyterLab draws
// without it (index.js lists these plugins).

import { PageConfig, URLExt } from "@jupyterlab/coreutils";
import { ITranslator, ITranslatorConnector, nullTranslator } from "@jupyterlab/translation";

import { notebookPath } from "./kernel.js";

// ---------------------------------------------------------------- the site's language
// The start page (tripeaks_site/pages/landing.py) keeps the language the student picks
// in localStorage under this key; a lesson's folder (en/, tr/, nb/) names its
// language too. JupyterLab's interface follows the first of them, through
// the language packs the site ships (docs/classroom.md, "The interface's language").
export const STORAGE_KEY = "tripeaks-lang";
// The site's languages and the language pack (JupyterLab's locale) of each.
export const LOCALES = { en: "en", tr: "tr_TR", nb: "no_NO" };

// The language of the last lesson opened by its address (?path=tr/...). JupyterLite drops ?path= from
// the address once the notebook is open, so a reload names no lesson: this key keeps its language.
export const LESSON_KEY = "tripeaks-lab-lang";

export function siteLanguage(search, stored, lastLesson) {
  if (stored && stored in LOCALES) {
    return stored;
  }
  const path = notebookPath(search) || new URLSearchParams(search).get("path") || "";
  const folder = path.replace(/^\/+/, "").split("/")[0];
  if (folder in LOCALES) {
    return folder;
  }
  return lastLesson && lastLesson in LOCALES ? lastLesson : "en";
}

function storedLanguage(key = STORAGE_KEY) {
  try {
    return window.localStorage.getItem(key);
  } catch (error) {
    return null; // storage switched off: the lesson's folder decides
  }
}

// The interface's language for this load, worked out once (before JupyterLite drops ?path=) and kept
// for the next load.
let thisLoad = null;
export function interfaceLanguage() {
  if (thisLoad === null) {
    thisLoad = siteLanguage(window.location.search, storedLanguage(), storedLanguage(LESSON_KEY));
    try {
      window.localStorage.setItem(LESSON_KEY, thisLoad);
    } catch (error) {
      // storage switched off: nothing to keep
    }
  }
  return thisLoad;
}

// JupyterLite's own connector (disabled in the site's jupyter-lite.json) reads
// api/translations/<locale>.json and answers "default" with English. This one
// answers "default" (the setting nobody changed) with the site's language;
// a language chosen in Settings > Language still wins.
export const translatorConnector = {
  id: "tripeaks-early-kernel:translator-connector",
  description: "Gives JupyterLab the language the student chose on the site's start page.",
  autoStart: true,
  provides: ITranslatorConnector,
  activate() {
    interfaceLanguage();
    let previous = "";
    return {
      async fetch(options) {
        const asked = (options && options.language) || "";
        const locale = asked === "default" ? LOCALES[interfaceLanguage()] : asked || "all";
        const url = URLExt.join(PageConfig.getBaseUrl(), `api/translations/${locale}.json`);
        try {
          const response = await fetch(url);
          const data = JSON.parse(await response.text());
          if (locale === "all" && previous && previous !== "all" && data.data && data.data[previous]) {
            // As JupyterLite's connector does: the Language menu compares these names.
            data.data[previous].displayName = data.data[previous].nativeName;
          }
          previous = locale;
          return data;
        } catch (error) {
          return locale === "all"
            ? { data: { en: { displayName: "English", nativeName: "English" } }, message: "" }
            : { data: {}, message: `Language pack '${locale}' not installed!` };
        }
      },
    };
  },
};

// ---------------------------------------------------------------- the words JupyterLab leaves English
// JupyterLab 4.5 draws a few words it has translations for without the interface's translator
// (docs/site.md, "JupyterLab's words"):
// - what it makes with its null translator (English), among them the Save File As dialog: the document's
//   context asks for the new name with getSavePath(path), no translator given. The null translator
//   answers with the interface's from here on (the English interface's answers are English);
// - a context menu's submenus ("Open With"), labelled from the settings schemas, which a Jupyter server
//   translates as it serves them and JupyterLite serves as they are: each is translated as JupyterLab
//   translates the menu bar's (context "menu") when the menu opens;
// - the file browser's home folder, titled "Jupyter Server Root", a text in no catalogue: "Files".
export function translateSubmenus(menu, trans, english = new WeakMap()) {
  let changed = false;
  for (const item of menu.items) {
    const submenu = item.type === "submenu" ? item.submenu : null;
    if (submenu && !english.has(submenu)) {
      english.set(submenu, submenu.title.label);
      submenu.title.label = trans._p("menu", submenu.title.label);
      changed = true;
    }
  }
  return changed;
}

export const HOME = ".jp-BreadCrumbs-home[title='Jupyter Server Root']";

export const interfaceWords = {
  id: "tripeaks-early-kernel:interface-words",
  description: "Translates the words JupyterLab draws without the interface's translator.",
  autoStart: true,
  requires: [ITranslator],
  activate(app, translator) {
    if (translator !== nullTranslator) {
      nullTranslator.load = (domain) => translator.load(domain);
    }
    const trans = translator.load("jupyterlab");
    const english = new WeakMap();
    if (app.contextMenu && app.contextMenu.opened) {
      app.contextMenu.opened.connect((contextMenu) => {
        if (translateSubmenus(contextMenu.menu, trans, english)) {
          contextMenu.menu.update();
        }
      });
    }
    const home = () => {
      for (const node of document.querySelectorAll(HOME)) {
        node.setAttribute("title", trans.__("Files"));
      }
    };
    app.restored.then(() => {
      home();
      if (app.shell.layoutModified) {
        app.shell.layoutModified.connect(home);
      }
    });
  },
};
