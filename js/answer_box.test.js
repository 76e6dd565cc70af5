// The answer box: a labelled field, Check and Enter sending the typed text as
// one intent, the feedback in a live region, the tries drawn from Python's
// `view`, the kept answers sent back after a reload, and one cleanup.
import "./testing/page.js";
import { test } from "node:test";
import assert from "node:assert/strict";
import { register } from "node:module";
import { PREFIX, keepTexts } from "./answer_keep.js";
import { click, fakeModel, key, mount } from "./testing/fixtures.js";

// answer_box.js imports its CSS for esbuild's bundle; node loads it without (an empty module per .css).
register("data:text/javascript," + encodeURIComponent(
  'export async function load(url, context, next) { return url.endsWith(".css") ? { format: "module", source: "", shortCircuit: true } : next(url, context); }',
));
const { default: widget } = await import("./answer_box.js");

const NOTEBOOK = "lessons/03-end-conditions.ipynb";

// The view AnswerBox._publish sends for AnswerBox("3.1", "Which card…?", check, hint=…, solution=…), no try yet.
function boxView(fields = {}) {
  return {
    kind: "box", key: "3.1", page: "/drive/lessons", lang: "en",
    question: "Which card can you play on the 7?", label: "Your answer to exercise 3.1", button: "Check",
    hint_title: "Hint", hint: "One rank up or down.", solution_title: "Solution", solution: "An 8 or a 6.",
    feedback: { text: "", verdict: null, seq: 0, announce: true },
    tries: [], tries_label: "Your answers so far:",
    marks: { right: "right", wrong: "wrong", unread: "not read" },
    restored: false, max: 200, quotes: ["“", "”"],
    ...fields,
  };
}

// The next view after Python checked `texts` (their verdicts), as AnswerBox._show publishes it.
function checked(previous, tries, feedback, fields = {}) {
  return {
    ...structuredClone(previous),
    tries: tries.map(([text, verdict]) => ({ text, verdict })),
    feedback: { text: feedback[1], verdict: feedback[0], seq: previous.feedback.seq + 1, announce: true },
    ...fields,
  };
}

// A model as anywidget gives it to the box in JupyterLab: the view, and the notebook's path.
function boxModel(view = boxView()) {
  const model = fakeModel({ view });
  model.widget_manager = { context: { path: NOTEBOOK } };
  return model;
}

function render(view = boxView(), { storage = {} } = {}) {
  localStorage.clear();
  for (const [name, texts] of Object.entries(storage)) keepTexts(localStorage, name, texts);
  const model = boxModel(view);
  const el = mount();
  const cleanup = widget.render({ model, el });
  const root = el.querySelector(".tp-answer");
  const part = (selector) => root.querySelector(selector);
  return {
    model, el, cleanup, root,
    field: part(".tp-answer-field"), button: part(".tp-answer-check"), form: part("form"),
    label: part("label"), question: part(".tp-answer-q"), feedback: part(".tp-answer-feedback"),
    tries: part(".tp-answer-tries"), folds: [...root.querySelectorAll("details")],
  };
}

const keyOf = (box = "3.1") => `${PREFIX}${NOTEBOOK}|box|${box}`;

// Enter in a form's only text field, as the browser does it: the keydown, then
// (unless it was prevented) the implicit submission, a click on the form's default button.
function pressEnter(field, options = {}) {
  const event = key(field, "Enter", options);
  if (!event.defaultPrevented && !options.shiftKey && !options.ctrlKey && !options.metaKey) {
    click(field.form.querySelector('button[type="submit"]'));
  }
  return event;
}

test("render builds a field labelled with the exercise, under its question", () => {
  const b = render();
  assert.equal(b.question.textContent, "Which card can you play on the 7?");
  assert.equal(b.label.textContent, "Your answer to exercise 3.1");
  assert.ok(b.field.id, "the field has an id");
  assert.equal(b.label.getAttribute("for"), b.field.id);
  assert.equal(b.root.ownerDocument.getElementById(b.label.htmlFor), b.field);
  assert.equal(b.field.getAttribute("aria-describedby"), b.question.id);
  assert.equal(b.field.type, "text");
  assert.equal(b.field.getAttribute("maxlength"), "200");
  assert.equal(b.button.textContent, "Check");
  assert.equal(b.button.type, "submit");
  assert.equal(b.root.getAttribute("lang"), "en");
  assert.equal(b.tries.hidden, true, "no tries yet: the line is hidden");
  assert.equal(b.feedback.textContent, "");
});

test("two boxes on one page never share an id", () => {
  const one = render();
  const first = one.field.id;
  const second = widget.render({ model: boxModel(), el: one.el }); // a second box in the same page
  const fields = [...one.el.querySelectorAll(".tp-answer-field")];
  assert.equal(fields.length, 2);
  assert.notEqual(fields[1].id, first);
  const labels = [...one.el.querySelectorAll("label")];
  assert.deepEqual(labels.map((l) => l.htmlFor), fields.map((f) => f.id));
  second();
  one.cleanup();
});

test("Check sends exactly one check intent with the typed text, as typed", () => {
  const b = render();
  b.field.value = "  maça 7 ";
  click(b.button);
  assert.deepEqual(b.model.sent, [{ type: "check", text: "  maça 7 " }]);
  b.field.value = "";
  click(b.button); // an empty answer goes to Python too: Python says it is empty
  assert.deepEqual(b.model.sent.at(-1), { type: "check", text: "" });
  assert.equal(b.model.sent.length, 2);
});

test("the submit is the box's own: the page is not reloaded (the default is prevented)", () => {
  const b = render();
  b.field.value = "8";
  const submit = new Event("submit", { bubbles: true, cancelable: true });
  b.form.dispatchEvent(submit);
  assert.equal(submit.defaultPrevented, true);
  assert.deepEqual(b.model.sent, [{ type: "check", text: "8" }]);
});

test("Enter checks once, and its key stays in the field (the notebook's keys do not act)", () => {
  const b = render();
  const reached = [];
  const notebook = (event) => reached.push(event.key);
  document.body.addEventListener("keydown", notebook);
  b.field.value = "spar 8";
  const enter = pressEnter(b.field);
  assert.equal(enter.defaultPrevented, false, "the browser's own submission goes ahead");
  assert.deepEqual(b.model.sent, [{ type: "check", text: "spar 8" }]);
  for (const name of ["a", "b", "d", "z", "Backspace"]) key(b.field, name);
  assert.deepEqual(reached, [], "typing never reaches the notebook");
  // Shift+Enter and Ctrl+Enter run the cell, Escape leaves it, Tab moves on: those reach the notebook.
  pressEnter(b.field, { shiftKey: true });
  pressEnter(b.field, { ctrlKey: true });
  key(b.field, "Escape");
  key(b.field, "Tab");
  assert.deepEqual(reached, ["Enter", "Enter", "Escape", "Tab"]);
  assert.equal(b.model.sent.length, 1, "Shift+Enter and Ctrl+Enter check nothing");
  document.body.removeEventListener("keydown", notebook);
});

test("the feedback goes into the live region with its mark, each new one announced", () => {
  const b = render();
  assert.equal(b.feedback.getAttribute("role"), "status");
  assert.equal(b.feedback.getAttribute("aria-live"), "polite");
  assert.equal(b.feedback.hasAttribute("data-verdict"), false);
  const wrong = checked(b.model.get("view"), [["7", false]], [false, "Not that one: a 7 on a 7 is no move."]);
  b.model.set("view", wrong);
  assert.equal(b.feedback.textContent, "✘ Not that one: a 7 on a 7 is no move.");
  assert.equal(b.feedback.getAttribute("data-verdict"), "false");
  const before = b.feedback.firstChild;
  // The same wrong answer again: the same words, a new text node, so a screen reader says them again.
  b.model.set("view", checked(wrong, [["7", false], ["7", false]], [false, "Not that one: a 7 on a 7 is no move."]));
  assert.equal(b.feedback.textContent, "✘ Not that one: a 7 on a 7 is no move.");
  assert.notEqual(b.feedback.firstChild, before);
  const right = checked(b.model.get("view"), [["7", false], ["7", false], ["8", true]], [true, "Right."]);
  b.model.set("view", right);
  assert.equal(b.feedback.textContent, "✔ Right.");
  assert.equal(b.feedback.getAttribute("data-verdict"), "true");
  b.model.set("view", checked(right, [["7", false], ["7", false], ["8", true], ["?", null]], [null, "I could not read that."]));
  assert.equal(b.feedback.textContent, "✎ I could not read that.");
  assert.equal(b.feedback.getAttribute("data-verdict"), "null");
});

test("a redraw with the same feedback leaves the live region alone (nothing announced twice)", () => {
  const b = render();
  b.model.set("view", checked(b.model.get("view"), [["7", false]], [false, "No."]));
  const node = b.feedback.firstChild;
  b.model.set("view", { ...b.model.get("view") }); // the same seq: another trait change, not a new answer
  assert.equal(b.feedback.firstChild, node);
});

test("the view redraws the tries, each with its mark and its word for a screen reader", () => {
  const b = render();
  const view = checked(b.model.get("view"), [["7", false], ["x", null], ["8", true]], [true, "Right."]);
  b.model.set("view", view);
  assert.equal(b.tries.hidden, false);
  assert.equal(b.tries.firstChild.textContent, "Your answers so far:");
  const items = [...b.tries.querySelectorAll(".tp-answer-try")];
  assert.equal(items.length, 3);
  assert.equal(items[0].textContent, " “7” ✘ (wrong)");
  assert.equal(items[1].textContent, ", “x” ✎ (not read)");
  assert.equal(items[2].textContent, ", “8” ✔ (right)");
  assert.deepEqual([...b.tries.querySelectorAll(".tp-answer-mark")].map((m) => m.dataset.verdict), ["false", "null", "true"]);
  assert.deepEqual([...b.tries.querySelectorAll(".tp-answer-sr")].map((m) => m.textContent), [" (wrong)", " (not read)", " (right)"]);
  // Another language quotes and names the marks its own way.
  b.model.set("view", { ...view, lang: "nb", quotes: ["«", "»"], tries_label: "Svarene dine:", marks: { right: "riktig", wrong: "feil", unread: "ikke lest" } });
  assert.equal(b.root.getAttribute("lang"), "nb");
  assert.equal(b.tries.querySelector(".tp-answer-try").textContent, " «7» ✘ (feil)");
  assert.equal(b.tries.firstChild.textContent, "Svarene dine:");
});

test("the hint and the solution are folded, and hidden when the box has none", () => {
  const b = render();
  const [hint, solution] = b.folds;
  assert.equal(hint.open, false);
  assert.equal(hint.hidden, false);
  assert.equal(hint.querySelector("summary").textContent, "Hint");
  assert.equal(hint.lastChild.textContent, "One rank up or down.");
  assert.equal(solution.querySelector("summary").textContent, "Solution");
  assert.equal(solution.lastChild.textContent, "An 8 or a 6.");
  b.model.set("view", boxView({ hint: "", solution: "" }));
  assert.equal(hint.hidden, true);
  assert.equal(solution.hidden, true);
});

test("the answers checked are kept in this browser under the notebook and the box's key", () => {
  const b = render();
  assert.equal(localStorage.getItem(keyOf()), null);
  b.model.set("view", checked(b.model.get("view"), [["7", false], ["8", true]], [true, "Right."]));
  const kept = JSON.parse(localStorage.getItem(keyOf()));
  assert.deepEqual(kept.texts, ["7", "8"]);
  assert.ok(Number.isFinite(kept.at));
  assert.deepEqual(b.model.sent, [], "keeping sends nothing");
});

test("kept answers go back to Python once, as a restore intent, and come back shown, not announced", () => {
  const b = render(boxView(), { storage: { [keyOf()]: ["7", "8"], [keyOf("3.2")]: ["other box"] } });
  assert.deepEqual(b.model.sent, [{ type: "restore", tries: ["7", "8"] }]);
  // Python checks them again and sends the restored view.
  const restored = checked(b.model.get("view"), [["7", false], ["8", true]], [true, "Right."], { restored: true });
  restored.feedback.announce = false;
  b.model.set("view", restored);
  assert.equal(b.feedback.getAttribute("aria-live"), "off");
  assert.equal(b.feedback.textContent, "✔ Right.");
  assert.equal(b.field.value, "8", "the last answer is back in the field");
  assert.equal(b.tries.querySelectorAll(".tp-answer-try").length, 2);
  // A new answer is announced again.
  b.field.value = "6";
  click(b.button);
  b.model.set("view", checked(restored, [["7", false], ["8", true], ["6", true]], [true, "Right too."]));
  assert.equal(b.feedback.getAttribute("aria-live"), "polite");
  assert.deepEqual(b.model.sent, [{ type: "restore", tries: ["7", "8"] }, { type: "check", text: "6" }]);
});

test("a box drawn again over the kernel's tries (a reload while the kernel lives) shows the last answer", () => {
  const b = render(checked(boxView(), [["7", false], ["8", true]], [true, "Right."]));
  assert.equal(b.field.value, "8");
  assert.deepEqual(b.model.sent, [], "the kernel has them: nothing is sent back");
  // A new answer afterwards leaves the field as the student typed it.
  b.field.value = "6 ";
  b.model.set("view", checked(b.model.get("view"), [["7", false], ["8", true], ["6", true]], [true, "Right too."]));
  assert.equal(b.field.value, "6 ");
});

test("a box asks back only once, and never when Python already has its tries", () => {
  const b = render(boxView(), { storage: { [keyOf()]: ["7"] } });
  b.model.set("view", boxView({ question: "Asked again?" })); // still no tries: Python refused, or another change
  assert.equal(b.model.sent.length, 1);
  const has = render(checked(boxView(), [["6", true]], [true, "Right."]), { storage: { [keyOf()]: ["7"] } });
  assert.deepEqual(has.model.sent, []);
  assert.deepEqual(JSON.parse(localStorage.getItem(keyOf())).texts, ["6"], "Python's tries are kept instead");
  const none = render();
  assert.deepEqual(none.model.sent, [], "nothing kept: nothing sent");
});

test("without the notebook's path the answers are kept under the kernel's page", () => {
  localStorage.clear();
  keepTexts(localStorage, `${PREFIX}/drive/lessons|box|3.1`, ["9"]);
  const model = fakeModel({ view: boxView() });
  const cleanup = widget.render({ model, el: mount() });
  assert.deepEqual(model.sent, [{ type: "restore", tries: ["9"] }]);
  cleanup();
});

test("once the kernel is gone the field and Check are off and nothing is sent", () => {
  const b = render(boxView(), { storage: {} });
  b.model.emit("comm:close");
  assert.equal(b.field.disabled, true);
  assert.equal(b.button.disabled, true);
  assert.ok(b.root.classList.contains("tp-answer-dead"));
  b.field.value = "8";
  b.form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
  assert.deepEqual(b.model.sent, []);
  const live = render();
  live.model.emit("comm_live_update");
  assert.equal(live.field.disabled, true);
});

test("cleanup removes the box and every listener it put on the model", () => {
  const b = render();
  assert.ok(b.model.listening() > 0);
  b.cleanup();
  assert.equal(b.model.listening(), 0);
  assert.equal(b.el.querySelector(".tp-answer"), null);
  assert.equal(b.el.childNodes.length, 0);
  // Python still sends a view: nothing redraws, nothing is kept.
  b.model.set("view", checked(boxView(), [["8", true]], [true, "Right."]));
  assert.equal(b.feedback.textContent, "");
  assert.equal(localStorage.getItem(keyOf()), null);
  b.model.emit("comm:close");
  assert.equal(b.field.disabled, false);
});

test("a view of another kind draws nothing in the box; a sheet's view renders the sheet", () => {
  const b = render();
  b.model.set("view", { kind: "sheet", question: "not mine" });
  assert.equal(b.question.textContent, "Which card can you play on the 7?");
  b.cleanup();
  const sheet = fakeModel({
    view: {
      kind: "sheet", key: "sheet", page: "/drive/lessons", lang: "en", title: "Results", columns: ["Exercise", "Result"],
      rows: [], count: "0 of 0 exercises right", help: "", name_label: "Your name", name: "", error: "",
      line_label: "The line to hand in", line: "", no_line: "Write your name above.", copy: "Copy", copied: "Copied", max: 60,
    },
  });
  const el = mount();
  const cleanup = widget.render({ model: sheet, el });
  assert.equal(el.querySelector(".tp-answer"), null);
  assert.equal(el.querySelector(".tp-sheet-title").textContent, "Results");
  cleanup();
  assert.equal(el.childNodes.length, 0);
});
