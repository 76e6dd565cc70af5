// The answer sheet: a row per exercise, a name field sent to Python as an
// intent (and kept in this browser), the line to hand in, and Copy.
import "./testing/page.js";
import { test } from "node:test";
import assert from "node:assert/strict";
import { PREFIX, keepTexts } from "./answer_keep.js";
import { renderSheet } from "./answer_sheet.js";
import { change, click, fakeModel, key, mount } from "./testing/fixtures.js";

const NOTEBOOK = "lessons/03-end-conditions.ipynb";

// The view AnswerSheet.refresh sends for three boxes: 3.1 right at the 2nd try, 3.2 wrong twice, 3.3 unanswered.
function sheetView(fields = {}) {
  return {
    kind: "sheet", key: "sheet", page: "/drive/lessons", lang: "en", title: "Your answers in lesson 3",
    columns: ["Exercise", "Result"],
    rows: [
      { name: "3.1", result: "right at try 2", verdict: true, tries: 2 },
      { name: "3.2", result: "not right yet (tries: 2)", verdict: false, tries: 2 },
      { name: "3.3", result: "not answered", verdict: null, tries: 0 },
    ],
    count: "1 of 3 exercises right",
    help: "Write your name, then copy the line below and hand it to your teacher.",
    name_label: "Your name", name: "", error: "",
    line_label: "The line to hand in", line: "", no_line: "Write your name above: the line to hand in appears here.",
    copy: "Copy", copied: "Copied", max: 60,
    ...fields,
  };
}

const LINE = "Ada Lovelace: lesson 3, 1/3 (3.1 ✔ 2, 3.2 ✘ 2, 3.3 –)";
const named = (name = "Ada Lovelace", fields = {}) => sheetView({ name, line: LINE, ...fields });
const keyOf = (kind, name) => `${PREFIX}${NOTEBOOK}|${kind}|${name}`;

function render(view = sheetView(), { storage = {} } = {}) {
  localStorage.clear();
  for (const [name, texts] of Object.entries(storage)) keepTexts(localStorage, name, texts);
  const model = fakeModel({ view });
  model.widget_manager = { context: { path: NOTEBOOK } };
  const el = mount();
  const cleanup = renderSheet({ model, el });
  const root = el.querySelector(".tp-sheet");
  const part = (selector) => root.querySelector(selector);
  const labels = [...root.querySelectorAll("label")];
  return {
    model, el, cleanup, root, labels,
    title: part(".tp-sheet-title"), table: part("table"), count: part(".tp-sheet-count"), help: part(".tp-sheet-help"),
    name: part('input[type="text"]'), error: part(".tp-sheet-error"), line: part("textarea"),
    noLine: part(".tp-sheet-noline"), copy: part("button"),
  };
}

function type(field, text) {
  field.value = text;
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

test("the sheet has a row per exercise: its name, its result in words, its verdict", () => {
  const s = render();
  assert.equal(s.title.textContent, "Your answers in lesson 3");
  assert.equal(s.root.getAttribute("lang"), "en");
  const heads = [...s.table.querySelectorAll("thead th")];
  assert.deepEqual(heads.map((th) => th.textContent), ["Exercise", "Result"]);
  assert.ok(heads.every((th) => th.getAttribute("scope") === "col"));
  const rows = [...s.table.querySelectorAll("tbody tr")];
  assert.equal(rows.length, 3);
  assert.deepEqual(rows.map((tr) => [tr.querySelector("th").textContent, tr.querySelector("td").textContent]), [
    ["3.1", "right at try 2"], ["3.2", "not right yet (tries: 2)"], ["3.3", "not answered"],
  ]);
  assert.ok(rows.every((tr) => tr.querySelector("th").getAttribute("scope") === "row"));
  assert.deepEqual(rows.map((tr) => tr.dataset.verdict), ["true", "false", "null"]);
  assert.equal(s.count.textContent, "1 of 3 exercises right");
  assert.equal(s.help.textContent, "Write your name, then copy the line below and hand it to your teacher.");
});

test("a new view redraws the rows: an answer right now, a box added", () => {
  const s = render();
  const view = sheetView();
  view.rows[2] = { name: "3.3", result: "right at try 1", verdict: true, tries: 1 };
  view.rows.push({ name: "3.4", result: "not answered", verdict: null, tries: 0 });
  view.count = "2 of 4 exercises right";
  s.model.set("view", view);
  const rows = [...s.table.querySelectorAll("tbody tr")];
  assert.deepEqual(rows.map((tr) => tr.querySelector("th").textContent), ["3.1", "3.2", "3.3", "3.4"]);
  assert.equal(rows[2].querySelector("td").textContent, "right at try 1");
  assert.equal(rows[2].dataset.verdict, "true");
  assert.equal(s.count.textContent, "2 of 4 exercises right");
});

test("the name field is labelled, and until a name is given there is no line to hand in", () => {
  const s = render();
  const [nameLabel, lineLabel] = s.labels;
  assert.equal(nameLabel.textContent, "Your name");
  assert.equal(nameLabel.htmlFor, s.name.id);
  assert.equal(document.getElementById(nameLabel.htmlFor), s.name);
  assert.equal(s.name.getAttribute("maxlength"), "60");
  assert.equal(s.name.value, "");
  assert.equal(lineLabel.textContent, "The line to hand in");
  assert.equal(lineLabel.htmlFor, s.line.id);
  assert.equal(s.noLine.hidden, false);
  assert.equal(s.noLine.textContent, "Write your name above: the line to hand in appears here.");
  assert.equal(s.line.parentNode.hidden, true, "the line and Copy are hidden");
  assert.equal(s.error.hidden, true);
  assert.deepEqual(s.model.sent, []);
});

test("typing a name sends it once the typing stops; Enter and leaving the field send it at once", (t) => {
  t.mock.timers.enable({ apis: ["setTimeout"] });
  const s = render();
  type(s.name, "A");
  type(s.name, "Ad");
  type(s.name, "Ada");
  t.mock.timers.tick(399);
  assert.deepEqual(s.model.sent, [], "not while typing");
  t.mock.timers.tick(1);
  assert.deepEqual(s.model.sent, [{ type: "name", name: "Ada" }]);
  type(s.name, "Ada Lovelace");
  const enter = key(s.name, "Enter");
  assert.equal(enter.defaultPrevented, true);
  assert.deepEqual(s.model.sent.at(-1), { type: "name", name: "Ada Lovelace" });
  t.mock.timers.tick(1000);
  assert.equal(s.model.sent.length, 2, "Enter sent it: the pending one is dropped");
  s.name.value = "Ada L.";
  change(s.name);
  assert.deepEqual(s.model.sent.at(-1), { type: "name", name: "Ada L." });
  assert.equal(s.model.sent.length, 3);
});

test("keys typed in the name stay there; Shift+Enter still runs the cell", () => {
  const s = render();
  const reached = [];
  const notebook = (event) => reached.push(event.key);
  document.body.addEventListener("keydown", notebook);
  for (const name of ["a", "d", "Enter"]) key(s.name, name);
  const run = key(s.name, "Enter", { shiftKey: true });
  key(s.name, "Escape");
  document.body.removeEventListener("keydown", notebook);
  assert.deepEqual(reached, ["Enter", "Escape"]);
  assert.equal(run.defaultPrevented, false);
  assert.deepEqual(s.model.sent, [{ type: "name", name: "" }], "only the plain Enter sent the name");
});

test("Python's name and line fill the sheet, and the name is kept in this browser", () => {
  const s = render();
  s.model.set("view", named());
  assert.equal(s.name.value, "Ada Lovelace");
  assert.equal(s.line.value, LINE);
  assert.equal(s.line.readOnly, true);
  assert.equal(s.line.parentNode.hidden, false);
  assert.equal(s.noLine.hidden, true);
  assert.equal(s.copy.textContent, "Copy");
  assert.deepEqual(JSON.parse(localStorage.getItem(keyOf("sheet", "sheet"))).texts, ["Ada Lovelace"]);
});

test("a name Python refused is said in an alert, and the line stays as it was", () => {
  const s = render(named());
  s.model.set("view", named("Ada Lovelace", { error: "A name has at most 60 characters and no ':'." }));
  assert.equal(s.error.hidden, false);
  assert.equal(s.error.getAttribute("role"), "alert");
  assert.equal(s.error.textContent, "A name has at most 60 characters and no ':'.");
  assert.equal(s.line.value, LINE);
  s.model.set("view", named());
  assert.equal(s.error.hidden, true);
});

test("while the student types, a view from Python does not overwrite the name field", () => {
  const s = render(named());
  s.name.focus();
  assert.equal(document.activeElement, s.name);
  s.name.value = "Ada Byron";
  s.model.set("view", named());
  assert.equal(s.name.value, "Ada Byron");
  s.name.blur();
  s.model.set("view", named("Ada Byron"));
  assert.equal(s.name.value, "Ada Byron");
});

test("Copy puts the line on the clipboard, says Copied, then Copy again", async (t) => {
  const s = render(named());
  t.mock.timers.enable({ apis: ["setTimeout", "Date"], now: Date.now() });
  const written = [];
  t.mock.method(navigator.clipboard, "writeText", async (text) => { written.push(text); });
  click(s.copy);
  for (let i = 0; i < 5; i += 1) await Promise.resolve(); // the clipboard's promise
  assert.deepEqual(written, [LINE]);
  assert.equal(s.copy.textContent, "Copied");
  s.model.set("view", named()); // a redraw in between still says Copied
  assert.equal(s.copy.textContent, "Copied");
  t.mock.timers.tick(2050);
  assert.equal(s.copy.textContent, "Copy");
  assert.deepEqual(s.model.sent, [], "copying sends nothing");
  s.cleanup();
});

test("where the clipboard is refused, Copy selects the line to copy by hand", async (t) => {
  const s = render(named());
  t.mock.timers.enable({ apis: ["setTimeout", "Date"], now: Date.now() });
  t.mock.method(navigator.clipboard, "writeText", async () => { throw new Error("denied"); });
  click(s.copy);
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
  assert.equal(s.line.selectionStart, 0);
  assert.equal(s.line.selectionEnd, LINE.length);
  assert.equal(s.copy.textContent, "Copied");
  s.cleanup();
});

test("a name kept in this browser goes back to Python once, when Python has none", () => {
  const s = render(sheetView(), { storage: { [keyOf("sheet", "sheet")]: ["Ada Lovelace"] } });
  assert.deepEqual(s.model.sent, [{ type: "name", name: "Ada Lovelace" }]);
  s.model.set("view", sheetView({ count: "changed" }));
  assert.equal(s.model.sent.length, 1);
  const has = render(named("Grace Hopper"), { storage: { [keyOf("sheet", "sheet")]: ["Ada Lovelace"] } });
  assert.deepEqual(has.model.sent, []);
  assert.deepEqual(JSON.parse(localStorage.getItem(keyOf("sheet", "sheet"))).texts, ["Grace Hopper"]);
});

test("after a kernel restart the sheet sends back the kept answers of the boxes Python has none of", () => {
  const s = render(sheetView(), {
    storage: { [keyOf("box", "3.2")]: ["9", "10"], [keyOf("box", "3.3")]: ["maça 7"], [keyOf("box", "4.1")]: ["x"] },
  });
  // 3.2 has its tries in Python already; 4.1 is no row of this sheet.
  assert.deepEqual(s.model.sent, [{ type: "restore_entries", entries: { "3.3": ["maça 7"] } }]);
  s.model.set("view", sheetView());
  assert.equal(s.model.sent.length, 1, "asked once only");
  const none = render();
  assert.deepEqual(none.model.sent, []);
});

test("once the kernel is gone the name field is off and nothing is sent", (t) => {
  t.mock.timers.enable({ apis: ["setTimeout"] });
  const s = render();
  type(s.name, "Ada");
  s.model.emit("comm:close");
  t.mock.timers.tick(500);
  key(s.name, "Enter");
  assert.equal(s.name.disabled, true);
  assert.ok(s.root.classList.contains("tp-sheet") && s.root.classList.contains("tp-answer-dead"));
  assert.deepEqual(s.model.sent, []);
});

test("cleanup removes the sheet, its model listeners and a pending name", (t) => {
  t.mock.timers.enable({ apis: ["setTimeout"] });
  const s = render();
  assert.ok(s.model.listening() > 0);
  type(s.name, "Ada");
  s.cleanup();
  t.mock.timers.tick(1000);
  assert.deepEqual(s.model.sent, [], "the name typed just before is not sent after");
  assert.equal(s.model.listening(), 0);
  assert.equal(s.el.childNodes.length, 0);
  s.model.set("view", named());
  assert.equal(s.line.value, "");
  assert.equal(localStorage.getItem(keyOf("sheet", "sheet")), null);
});
