// What the lesson's page (lesson.js) does to a notebook's cells and to the site's
// pages a lesson opens: no JupyterLab import here.

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

export function leadBack(app, widget, lesson) {
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
