// The site plugin's part that needs no JupyterLab (labextension/pages.js): which paths are the site's
// own pages, and the cells a screen reader reads as articles with named editors.
import "./testing/page.js";
import { test } from "node:test";
import assert from "node:assert/strict";
import { PAGES, isSitePage, markCells } from "../labextension/pages.js";

const frame = () => new Promise((resolve) => setTimeout(resolve, 30));

test("a page of the site's pages/ folder, and nothing else, is a site page", () => {
  assert.equal(PAGES, "pages");
  for (const path of ["pages/glossary-tr.html", "tr/pages/lab.html", "/files/pages/lab-nb.html"]) {
    assert.ok(isSitePage(path), path);
  }
  for (const path of ["tr/01-setup.ipynb", "pages/", "pages/a/b.html", "mypages/x.html", "pages/x.htm", "", null, undefined]) {
    assert.ok(!isSitePage(path), String(path));
  }
});

test("each cell becomes an article and its editor takes the cell's name, cells added later too", async () => {
  globalThis.requestAnimationFrame ??= (callback) => setTimeout(callback, 0);
  const root = document.createElement("div");
  root.innerHTML = '<div class="jp-WindowedPanel-viewport">'
    + '<div class="jp-Notebook-cell" aria-label="Kod Hücresi İçeriği"><div class="cm-content" role="textbox"></div></div>'
    + '<div class="jp-Notebook-cell" role="region" aria-label="Markdown"></div></div>';
  document.body.append(root);
  markCells(root);
  await frame();
  const [code, text] = root.querySelectorAll(".jp-Notebook-cell");
  assert.equal(code.getAttribute("role"), "article");
  assert.equal(text.getAttribute("role"), "region"); // a cell with a role keeps it
  assert.equal(code.querySelector(".cm-content").getAttribute("aria-label"), "Kod Hücresi İçeriği");
  root.querySelector(".jp-WindowedPanel-viewport").insertAdjacentHTML("beforeend",
    '<div class="jp-Notebook-cell" aria-label="Code Cell Content"><div class="cm-content" role="textbox"></div></div>');
  await frame();
  const added = root.querySelectorAll(".jp-Notebook-cell")[2];
  assert.equal(added.getAttribute("role"), "article");
  assert.equal(added.querySelector(".cm-content").getAttribute("aria-label"), "Code Cell Content");
  code.setAttribute("aria-label", "Code Cell Content"); // the interface's language changed
  await frame();
  assert.equal(code.querySelector(".cm-content").getAttribute("aria-label"), "Code Cell Content");
  root.remove();
});
