// The answer box in the browser: a question, a labelled field, Check (Enter
// does the same), the feedback in a live region, the hint and the solution
// folded. It has no rules: it sends the typed text as an intent, and draws the
// `view` Python sends back (texts included). The same module draws the answer
// sheet (answer_sheet.js), told apart by the view's kind.

import "./answer_box.css";
import { answerKey, keepTexts, keptTexts, onDisconnect, uniqueId } from "./answer_keep.js";
import { h, keepKeyInField, setAttr, setProp, setText } from "./dom.js";
import { notebookOf, pageStorage } from "./keep.js";
import { renderSheet } from "./answer_sheet.js";

const MARK = { true: "✔", false: "✘", null: "✎" };
const MARK_WORD = { true: "right", false: "wrong", null: "unread" };

function verdictName(verdict) {
  return verdict === true ? "true" : verdict === false ? "false" : "null";
}

function buildBox(el) {
  const id = uniqueId("tp-answer");
  const question = h("p", { class: "tp-answer-q", id: `${id}-q` });
  const label = h("label", { class: "tp-answer-label", for: `${id}-field` });
  const field = h("input", {
    class: "tp-answer-field", id: `${id}-field`, type: "text", autocomplete: "off",
    autocapitalize: "off", spellcheck: "false", "aria-describedby": `${id}-q`,
  });
  const button = h("button", { class: "tp-answer-check", type: "submit" });
  const form = h("form", { class: "tp-answer-form" }, [label, h("div", { class: "tp-answer-row" }, [field, button])]);
  const feedback = h("p", { class: "tp-answer-feedback", role: "status", "aria-live": "polite" });
  const tries = h("p", { class: "tp-answer-tries", hidden: "" });
  const hintTitle = h("summary");
  const hint = h("details", { class: "tp-answer-fold" }, [hintTitle, h("p")]);
  const solutionTitle = h("summary");
  const solution = h("details", { class: "tp-answer-fold" }, [solutionTitle, h("p")]);
  const root = h("div", { class: "tp-answer" }, [question, form, feedback, tries, hint, solution]);
  el.append(root);
  return { root, question, label, field, button, form, feedback, tries, hint, hintTitle, solution, solutionTitle };
}

function drawTries(node, view) {
  const marks = view.marks ?? {};
  const items = view.tries.map((one, index) => {
    const name = verdictName(one.verdict);
    const mark = h("span", { class: "tp-answer-mark", "data-verdict": name, text: MARK[name] });
    const word = h("span", { class: "tp-answer-sr", text: ` (${marks[MARK_WORD[name]] ?? ""})` });
    const [open, close] = view.quotes ?? ["“", "”"];
    return h("span", { class: "tp-answer-try" }, [`${index ? ", " : " "}${open}${one.text}${close} `, mark, word]);
  });
  node.replaceChildren(view.tries_label, ...items);
  setProp(node, "hidden", !view.tries.length);
}

function drawFold(details, title, view, titleKey, bodyKey) {
  setProp(details, "hidden", !view[bodyKey]);
  setText(title, view[titleKey]);
  setText(details.lastChild, view[bodyKey]);
}

function renderBox({ model, el }) {
  const v = buildBox(el);
  const storage = pageStorage();
  const notebook = notebookOf(model);
  let seq = -1;
  let asked = false; // the kept texts were sent back once
  let dead = false;

  function draw() {
    const view = model.get("view");
    if (!view || view.kind !== "box") return;
    const key = answerKey(view, notebook);
    setAttr(v.root, "lang", view.lang);
    setText(v.question, view.question);
    setText(v.label, view.label);
    setText(v.button, view.button);
    setAttr(v.field, "maxlength", view.max);
    drawFold(v.hint, v.hintTitle, view, "hint_title", "hint");
    drawFold(v.solution, v.solutionTitle, view, "solution_title", "solution");
    const fb = view.feedback;
    if (fb.seq !== seq) {
      // A box drawn again over the kernel's tries (a page reload while the kernel lives) shows the last one too.
      const first = seq === -1;
      seq = fb.seq;
      // Each feedback is announced once; the answers brought back after a reload are shown, not announced.
      setAttr(v.feedback, "aria-live", fb.announce ? "polite" : "off");
      setAttr(v.feedback, "data-verdict", fb.text ? verdictName(fb.verdict) : null);
      // A new text node each time: the same feedback twice (the same wrong answer) is announced again.
      v.feedback.replaceChildren(fb.text ? `${MARK[verdictName(fb.verdict)]} ${fb.text}` : "");
      if ((view.restored || first) && view.tries.length && !v.field.value) v.field.value = view.tries.at(-1).text;
    }
    drawTries(v.tries, view);
    if (view.tries.length) keepTexts(storage, key, view.tries.map((one) => one.text));
    else if (!asked) {
      asked = true;
      const kept = keptTexts(storage, key);
      if (kept && !dead) model.send({ type: "restore", tries: kept });
    }
  }

  function onSubmit(event) {
    event.preventDefault();
    if (!dead) model.send({ type: "check", text: v.field.value });
  }

  function disconnect() {
    dead = true;
    setProp(v.field, "disabled", true);
    setProp(v.button, "disabled", true);
    v.root.classList.add("tp-answer-dead");
  }

  model.on("change:view", draw);
  v.form.addEventListener("submit", onSubmit);
  v.field.addEventListener("keydown", keepKeyInField);
  const off = onDisconnect(model, disconnect);
  draw();
  return () => {
    model.off("change:view", draw);
    off();
    v.root.remove();
  };
}

function render({ model, el }) {
  return model.get("view")?.kind === "sheet" ? renderSheet({ model, el }) : renderBox({ model, el });
}

export default { render };
