// The answer sheet in the browser: the results of a lesson's answer boxes,
// a name field and the line to hand in, all as Python sends them in `view`.
// The name goes to Python as an intent (Python refuses a name that would
// break the line) and is kept in this browser, so a reload keeps it too.

import { answerKey, keepTexts, keptTexts, onDisconnect, uniqueId } from "./answer_keep.js";
import { copyField, h, keepKeyInField, setAttr, setProp, setText } from "./dom.js";
import { notebookOf, pageStorage } from "./keep.js";

const COPIED_MS = 2000;

function buildSheet(el) {
  const id = uniqueId("tp-sheet");
  const title = h("p", { class: "tp-sheet-title" });
  const head = h("tr");
  const body = h("tbody");
  const table = h("table", { class: "tp-sheet-table" }, [h("thead", {}, [head]), body]);
  const count = h("p", { class: "tp-sheet-count" });
  const help = h("p", { class: "tp-sheet-help" });
  const nameLabel = h("label", { class: "tp-answer-label", for: `${id}-name` });
  const name = h("input", { class: "tp-answer-field", id: `${id}-name`, type: "text", autocomplete: "name" });
  const error = h("p", { class: "tp-sheet-error", role: "alert" });
  const lineLabel = h("label", { class: "tp-answer-label", for: `${id}-line` });
  const line = h("textarea", { class: "tp-sheet-line", id: `${id}-line`, readonly: "", rows: "3" });
  const noLine = h("p", { class: "tp-sheet-noline" });
  const copy = h("button", { class: "tp-answer-check", type: "button" });
  const root = h("div", { class: "tp-sheet" }, [
    title, table, count, help, nameLabel, h("div", { class: "tp-answer-row" }, [name]), error,
    lineLabel, noLine, h("div", { class: "tp-answer-row" }, [line, copy]),
  ]);
  el.append(root);
  return { root, title, head, body, count, help, nameLabel, name, error, lineLabel, line, noLine, copy };
}

function drawRows(v, view) {
  v.head.replaceChildren(...view.columns.map((text) => h("th", { scope: "col", text })));
  v.body.replaceChildren(...view.rows.map((row) => h("tr", { "data-verdict": String(row.verdict) }, [
    h("th", { scope: "row", text: row.name }), h("td", { text: row.result }),
  ])));
}

export function renderSheet({ model, el }) {
  const v = buildSheet(el);
  const storage = pageStorage();
  const notebook = notebookOf(model);
  let asked = false;
  let dead = false;
  let timer = null;
  let copiedUntil = 0;

  function draw() {
    const view = model.get("view");
    if (!view || view.kind !== "sheet") return;
    const key = answerKey(view, notebook);
    setAttr(v.root, "lang", view.lang);
    setText(v.title, view.title);
    drawRows(v, view);
    setText(v.count, view.count);
    setText(v.help, view.help);
    setText(v.nameLabel, view.name_label);
    setAttr(v.name, "maxlength", view.max);
    if (document.activeElement !== v.name && view.name) v.name.value = view.name;
    setText(v.error, view.error);
    setProp(v.error, "hidden", !view.error);
    setText(v.lineLabel, view.line_label);
    setText(v.noLine, view.no_line);
    setProp(v.noLine, "hidden", Boolean(view.line));
    v.line.value = view.line;
    setProp(v.line.parentNode, "hidden", !view.line);
    setText(v.copy, Date.now() < copiedUntil ? view.copied : view.copy);
    if (view.name) keepTexts(storage, key, [view.name]);
    if (!asked) {
      asked = true;
      const kept = keptTexts(storage, key);
      if (kept && !view.name && !dead) model.send({ type: "name", name: kept[0] });
      restoreEntries(view);
    }
  }

  // After a kernel restart the sheet may run before the boxes: it sends back what
  // this browser kept of their answers, for Python to check again.
  function restoreEntries(view) {
    const entries = {};
    for (const row of view.rows) {
      if (row.tries) continue;
      const texts = keptTexts(storage, answerKey({ kind: "box", key: row.name, page: view.page }, notebook));
      if (texts) entries[row.name] = texts;
    }
    if (Object.keys(entries).length && !dead) model.send({ type: "restore_entries", entries });
  }

  function sendName() {
    clearTimeout(timer);
    if (!dead) model.send({ type: "name", name: v.name.value });
  }

  function onInput() {
    clearTimeout(timer);
    timer = setTimeout(sendName, 400);
  }

  function onKeydown(event) {
    if (event.key === "Enter" && !(event.shiftKey || event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      sendName();
    }
    keepKeyInField(event);
  }

  async function onCopy() {
    await copyField(v.line);
    copiedUntil = Date.now() + COPIED_MS;
    draw();
    setTimeout(draw, COPIED_MS + 50);
  }

  function disconnect() {
    dead = true;
    setProp(v.name, "disabled", true);
    v.root.classList.add("tp-answer-dead");
  }

  model.on("change:view", draw);
  v.name.addEventListener("input", onInput);
  v.name.addEventListener("change", sendName);
  v.name.addEventListener("keydown", onKeydown);
  v.copy.addEventListener("click", onCopy);
  const off = onDisconnect(model, disconnect);
  draw();
  return () => {
    clearTimeout(timer);
    model.off("change:view", draw);
    off();
    v.root.remove();
  };
}
