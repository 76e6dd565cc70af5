// The lesson's page: its language for screen readers, the side panel on a phone,
// a lesson's Run All, and the pages a lesson opens (index.js lists this plugin).

import { NotebookActions } from "@jupyterlab/notebook";
import { ITranslator } from "@jupyterlab/translation";

import { LOCALES } from "./language.js";
import { isSitePage, leadBack, markCells } from "./pages.js";

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

export const lessonPage = {
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
