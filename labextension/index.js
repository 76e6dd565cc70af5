// A JupyterLab plugin, shipped in the JupyterLite site (tripeaks_site/build/main.py
// builds it with @jupyterlab/builder): it starts the session of the notebook
// the page was opened on (?path=...) as soon as the app has started, instead of
// when the notebook widget opens some 2 s later. The Pyodide kernel then boots
// in its worker while JupyterLab is still drawing the notebook. When the
// notebook's own session context initialises, it finds this session by path
// and connects to it, as it would to a session left by another tab.
//
// The plugin's own connection to the kernel is disposed at once: a kernel
// connection that stays open answers every comm_open it has no target for
// with a comm_close, and the widget's comm would be closed under it (the board
// never appeared). Disposing a connection leaves the session and the kernel
// running.
//
// More plugins below: the interface's language, the words JupyterLab draws
// without it, and the lesson's page (its language for screen readers, the side
// panel on a phone).

import { PageConfig, URLExt } from "@jupyterlab/coreutils";
import { INotebookTracker, NotebookActions } from "@jupyterlab/notebook";
import { ITranslator, ITranslatorConnector, nullTranslator } from "@jupyterlab/translation";

const plugin = {
  id: "tripeaks-early-kernel:plugin",
  description: "Starts the kernel of the notebook in ?path= as soon as the app has started.",
  autoStart: true,
  activate(app) {
    const path = notebookPath(window.location.search);
    if (path) {
      app.started.then(() => startEarly(app, path)).catch((error) => {
        // The notebook then starts its kernel itself, as without this plugin.
        console.warn(`tripeaks-early-kernel: could not start a kernel for ${path}:`, error);
      });
    }
  },
};

// ---------------------------------------------------------------- no kernel picker over a lesson
// JupyterLite resolves its service manager before the app starts, so JupyterLab's kernel spec manager
// asks for the specs before any kernel extension has registered one: its first list is empty
// ({default: "", kernelspecs: {}}), and its `ready` resolves with that list. The Pyodide kernel's
// extension registers its spec as it activates, and JupyterLite then refreshes the list on the manager's
// poll: on a later tick, or 61 s later in a tab the student has in the background (the poll stands by
// while the page is hidden; jupyterlite/xeus#246). A notebook whose session context starts in between
// finds no kernel for its kernelspec (python3, language python): SessionContext.startKernel() gives up,
// and JupyterLab opens its "Select Kernel" dialog over the lesson. The same happens to a Run All or a
// Shift+Enter in that time. This plugin holds the app's start until the manager lists a kernel, asking
// the manager itself (not its poll), so no notebook opens before the kernel it will start is known.
export const SPECS_WAIT_MS = 30000;

export function hasKernel(specs) {
  return Boolean(specs && specs.default && specs.kernelspecs && specs.kernelspecs[specs.default]);
}

export async function kernelSpecsListed(kernelspecs, waitMs = SPECS_WAIT_MS) {
  const ask = () => (typeof kernelspecs.requestSpecs === "function" ? kernelspecs.requestSpecs() : kernelspecs.refreshSpecs());
  await kernelspecs.ready;
  const until = Date.now() + waitMs;
  while (!hasKernel(kernelspecs.specs) && Date.now() < until) {
    await ask();
    if (!hasKernel(kernelspecs.specs)) {
      // The kernel's extension has not registered yet: it does in this same start, within moments.
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return hasKernel(kernelspecs.specs);
}

const kernelSpecsFirst = {
  id: "tripeaks-early-kernel:kernel-specs-first",
  description: "Holds the app's start until the kernel specs list a kernel: no notebook asks which kernel to start.",
  autoStart: true,
  async activate(app) {
    const listed = await kernelSpecsListed(app.serviceManager.kernelspecs);
    if (!listed) {
      console.warn(`tripeaks-early-kernel: no kernel spec after ${SPECS_WAIT_MS / 1000} s; JupyterLab will ask for one`);
    }
  },
};

// A cell run (Shift+Enter, Run All) while the notebook's session context is still setting up its
// session (it looks for the kernel the plugin above started, by path) finds "no kernel", and JupyterLab's
// runCells starts one itself: its SessionContext.startKernel asks JupyterLite for a session under the
// notebook's name, gets the early one back (JupyterLite answers a known name with its session), shuts it
// down as a stale request, and the run ends in the "Select Kernel" dialog over the lesson (seen in
// tests/site/test_slow_link.py on a slow CPU). Here a run in that time waits for the session context to
// finish, and runs in the kernel it found. The session context's own start (its _startIfNecessary, which
// calls startKernel at once) passes straight through.
export function runsWaitForTheSession(sessionContext) {
  const ownStart = sessionContext._startIfNecessary;
  const startKernel = sessionContext.startKernel;
  if (typeof ownStart !== "function" || typeof startKernel !== "function") {
    return false; // another JupyterLab: left as it is
  }
  let own = false;
  sessionContext._startIfNecessary = function () {
    own = true;
    try {
      return ownStart.call(this);
    } finally {
      own = false;
    }
  };
  sessionContext.startKernel = async function () {
    if (!own && !this.isReady && !this.isDisposed) {
      await this.initialize();
      if (this.session && this.session.kernel) {
        return false; // the kernel is there: the run goes on in it
      }
    }
    return startKernel.call(this);
  };
  return true;
}

const runsWait = {
  id: "tripeaks-early-kernel:runs-wait-for-the-session",
  description: "A cell run before the notebook's session is set up waits for it instead of starting a kernel.",
  autoStart: true,
  requires: [INotebookTracker],
  activate(app, tracker) {
    tracker.widgetAdded.connect((_, panel) => runsWaitForTheSession(panel.sessionContext));
  },
};

export function notebookPath(search) {
  const path = new URLSearchParams(search).get("path");
  return path && path.endsWith(".ipynb") ? path.replace(/^\/+/, "") : null;
}

async function startEarly(app, path) {
  const { sessions, kernelspecs } = app.serviceManager;
  await Promise.all([sessions.ready, kernelspecs.ready]);
  await sessions.refreshRunning();
  for (const model of sessions.running()) {
    if (model.path === path) {
      return; // the notebook got there first
    }
  }
  const kernel = kernelspecs.specs && kernelspecs.specs.default;
  if (!kernel) {
    return;
  }
  // The name the notebook's own session context gives (the file's name).
  const name = path.split("/").pop();
  const connection = await sessions.startNew(
    { path, name, type: "notebook", kernel: { name: kernel } },
    { kernelConnectionOptions: { handleComms: false } },
  );
  // Had the notebook started its own meanwhile, this one would only compete
  // with it for the CPU.
  await sessions.refreshRunning();
  const twin = [...sessions.running()].some((m) => m.path === path && m.id !== connection.id);
  if (twin) {
    await connection.shutdown();
  }
  connection.dispose();
}


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
const translatorConnector = {
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

const interfaceWords = {
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

// ---------------------------------------------------------------- the lesson's page
// A lesson's text is marked with its language (the notebook's
// metadata.tripeaks_lesson.lang, else its folder), so a screen reader reads
// Turkish with a Turkish voice whatever the interface's language. At narrow
// widths (a phone) the side panel starts collapsed, leaving the lesson the screen.
// The Play now notebook (metadata.tripeaks_play) runs its cells as it opens.
export const NARROW = 760;
// Below NARROW px JupyterLab's menu bar ran off the screen ("Innstilli…") and so did the status bar's
// right half: the menu bar wraps onto a second row (the top panel, which Lumino sizes from its CSS
// min-height, gets the room), and the status bar keeps what fits in its row, hiding whole items
// (the kernel's status first, at its left) rather than cutting one off.
export const NARROW_STYLE = `@media (max-width: ${NARROW - 1}px) {
  #jp-top-panel { min-height: 56px; }
  #jp-top-panel > #jp-menu-panel, #jp-MainMenu { height: auto; min-height: 56px; }
  #jp-MainMenu .lm-MenuBar-content { flex-wrap: wrap; }
  #jp-main-statusbar, #jp-main-statusbar .jp-StatusBar-Left, #jp-main-statusbar .jp-StatusBar-Right {
    flex-wrap: wrap; overflow: hidden; min-width: 0;
  }
  /* The prompt column ("[3]:") is narrowed from 64 px: on a phone each pixel goes to the cell. */
  .jp-Notebook { --jp-cell-prompt-width: 40px; }
  .jp-InputPrompt, .jp-OutputPrompt { font-size: 10px; overflow: hidden; }
  /* A lesson's text, tables and outputs fit the cell's width (about 280 px on a phone) instead of
     scrolling sideways: a word or code span longer than the line breaks, a table's cells wrap. */
  .jp-RenderedHTMLCommon, .jp-RenderedText pre { overflow-wrap: anywhere; }
  .jp-RenderedHTMLCommon table { table-layout: auto; max-width: 100%; }
  .jp-RenderedHTMLCommon :is(td, th) { overflow-wrap: anywhere; padding: 0.3em; }
  .jp-RenderedHTMLCommon :not(pre) > code { white-space: normal; }
  /* The lab panel (ipywidgets): its rows wrap, a control is at most as wide as the cell. */
  .jp-OutputArea-output .widget-hbox { flex-wrap: wrap; }
  .jp-OutputArea-output :is(.widget-inline-hbox, .widget-checkbox) { max-width: 100%; min-width: 0; flex-wrap: wrap; }
  .jp-OutputArea-output .widget-inline-hbox :is(select, input) { min-width: 0; max-width: 100%; }
  /* The lab's charts (Vega-Lite, drawn as SVG; a canvas if a notebook asks for one) fit the cell's width. */
  .jp-RenderedVegaLite .vega-embed, .jp-RenderedVegaLite .chart-wrapper { max-width: 100%; }
  .jp-RenderedVegaLite :is(svg, canvas).marks { max-width: 100%; height: auto; }
}`;

export function lessonLanguage(metadata, path) {
  const lang = metadata && metadata.lang;
  if (lang && lang in LOCALES) {
    return lang;
  }
  const folder = (path || "").split("/")[0];
  return folder in LOCALES ? folder : null;
}

const lessonPage = {
  id: "tripeaks-early-kernel:lesson-page",
  description: "Marks each lesson with its language; collapses the side panel on a phone.",
  autoStart: true,
  requires: [ITranslator],
  activate(app, translator) {
    const style = document.createElement("style");
    style.id = "tripeaks-narrow";
    style.textContent = NARROW_STYLE;
    document.head.append(style);
    // The language pack for Norwegian is "no_NO"; the lessons are in bokmål.
    if (/^no\b/i.test(document.documentElement.lang)) {
      document.documentElement.lang = "nb";
    }
    const marked = new WeakSet();
    const played = new Set(); // the Play now notebooks run in this page's kernel
    // JupyterLite opens the notebook of ?path= and then, once, shows it in the
    // file browser (docmanager:show-in-file-browser, which expands the side
    // panel). Collapse after each step of that start (the restored layout, the
    // notebook's widget, that command), never later: then it is the student
    // who opened the panel.
    let starting = true;
    const fold = () => {
      if (starting && window.innerWidth < NARROW) {
        app.shell.collapseLeft();
        app.shell.collapseRight();
      }
    };
    const shown = (_, args) => {
      if (args.id === "docmanager:show-in-file-browser") {
        app.commands.commandExecuted.disconnect(shown);
        Promise.resolve(args.result).then(fold, fold).then(() => { starting = false; });
      }
    };
    app.commands.commandExecuted.connect(shown);
    // A page opened on no notebook never runs that command.
    setTimeout(() => { starting = false; }, 60000);
    // The lesson a page (the glossary, the lab page) was opened from: the notebook current before it.
    let lastNotebook = null;
    if (app.shell.currentChanged) {
      app.shell.currentChanged.connect((_, change) => {
        if (change.newValue && change.newValue.sessionContext) {
          lastNotebook = change.newValue;
        }
      });
    }
    const mark = () => {
      for (const widget of app.shell.widgets("main")) {
        const context = widget.context;
        const content = widget.content;
        if (!context || !content || !content.node || marked.has(widget)) {
          continue;
        }
        marked.add(widget);
        if (isSitePage(context.path)) {
          leadBack(app, widget, widget.sessionContext ? null : lastNotebook);
          continue;
        }
        fold();
        markCells(content.node);
        context.ready.then(() => {
          fold();
          const model = context.model;
          const metadata = model && model.getMetadata ? model.getMetadata("tripeaks_lesson") : null;
          const lang = lessonLanguage(metadata, context.path);
          if (lang) {
            content.node.setAttribute("lang", lang);
          }
          // The Play now notebook (tripeaks_site/pages/landing.py) runs by itself: a board, nothing to learn first.
          // It runs on every load, also when it holds the picture a reload left (the site's kernel starts
          // with each page): the board then offers to continue the game this browser kept.
          const play = model && model.getMetadata ? model.getMetadata("tripeaks_play") : null;
          if (play && widget.sessionContext && !played.has(context.path)) {
            played.add(context.path);
            widget.sessionContext.ready.then(() => NotebookActions.runAll(content, widget.sessionContext));
          }
        }).catch(() => {});
      }
    };
    app.restored.then(() => {
      if (app.shell.collapseLeft) {
        fold();
      }
      mark();
      if (app.shell.layoutModified) {
        app.shell.layoutModified.connect(mark);
      }
    });
  },
};

// ---------------------------------------------------------------- the cells, for a screen reader
// JupyterLab's notebook is a "feed" whose cells are not "article"s, and each cell's editor is a textbox
// with no name (axe-core: aria-required-children, critical; aria-input-field-name, serious). Each
// cell becomes an article, and its editor takes the name JupyterLab gives the cell ("Code Cell
// Content", in the interface's language). Once per frame at most, as cells come and go.
export function markCells(root) {
  let pending = false;
  const pass = () => {
    pending = false;
    for (const cell of root.querySelectorAll(".jp-WindowedPanel-viewport > .jp-Notebook-cell:not([role])")) {
      cell.setAttribute("role", "article");
    }
    for (const editor of root.querySelectorAll(".jp-Notebook-cell .cm-content[role=textbox]")) {
      const name = editor.closest(".jp-Notebook-cell").getAttribute("aria-label");
      if (name && editor.getAttribute("aria-label") !== name) {
        editor.setAttribute("aria-label", name);
      }
    }
  };
  const schedule = () => {
    if (!pending) {
      pending = true;
      requestAnimationFrame(pass);
    }
  };
  new MutationObserver(schedule).observe(root, { childList: true, subtree: true, attributeFilter: ["aria-label"] });
  schedule();
}

// ---------------------------------------------------------------- pages a lesson opens
// A lesson's link to the glossary or the lab page (tripeaks_site/pages/landing.py, under pages/) opens in a
// JupyterLab tab, an iframe. A link there leading out of pages/ (the start pages) would load a whole
// page inside that tab: it loads at the top level instead, and the page's back link (data-back) closes
// the tab and shows the lesson it was opened from, or, opened from no lesson, its language's start page.
export const PAGES = "pages";

export function isSitePage(path) {
  return new RegExp(`(^|/)${PAGES}/[^/]+\\.html$`).test(path || "");
}

function leadBack(app, widget, lesson) {
  const frame = widget.content.node.querySelector("iframe");
  if (!frame) {
    return;
  }
  const onClick = (event) => {
    const link = event.target && event.target.closest ? event.target.closest("a[href]") : null;
    if (!link || event.defaultPrevented) {
      return;
    }
    const back = link.hasAttribute("data-back");
    const target = new URL(link.href, window.location.href);
    const inPages = target.pathname.includes(`/files/${PAGES}/`) && !back;
    if (inPages || (target.hash && target.pathname === frame.contentWindow.location.pathname)) {
      return; // another page of pages/, or a place in this one: inside the tab, as before
    }
    event.preventDefault();
    if (back && lesson && !lesson.isDisposed) {
      app.shell.activateById(lesson.id);
      widget.close();
    } else {
      window.location.assign(target.href);
    }
  };
  const hook = () => {
    const doc = frame.contentDocument;
    if (doc && !doc.__tripeaksLeadBack) {
      doc.__tripeaksLeadBack = true;
      doc.addEventListener("click", onClick, true);
    }
  };
  frame.addEventListener("load", hook);
  hook();
}

export default [kernelSpecsFirst, runsWait, plugin, translatorConnector, interfaceWords, lessonPage];
