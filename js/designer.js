// The layout designer in the browser: a text field for a layout's text form, the layout drawn (the static
// picture Python sends), Measure with a progress bar and a Stop, the report, Play it, and the line to hand in.
// It has no rules: it sends the typed text and the buttons as intents, and draws the `view` Python sends back.

import "./answer_box.css";
import "./designer.css";
import { answerKey, keepTexts, keptTexts, onDisconnect, uniqueId } from "./answer_keep.js";
import { copyField, h, keepKeyInField, setAttr, setProp, setText } from "./dom.js";
import { notebookOf, pageStorage } from "./keep.js";

const TYPING_MS = 300;
const COPIED_MS = 2000;

function build(el) {
  const id = uniqueId("tp-designer");
  const label = h("label", { class: "tp-answer-label", for: `${id}-text` });
  const help = h("p", { class: "tp-designer-help", id: `${id}-help` });
  const text = h("textarea", {
    class: "tp-designer-text", id: `${id}-text`, rows: "7", spellcheck: "false", autocapitalize: "off",
    autocomplete: "off", "aria-describedby": `${id}-help ${id}-error`,
  });
  const error = h("p", { class: "tp-designer-error", id: `${id}-error`, role: "alert" });
  const drawn = h("p", { class: "tp-designer-drawn", role: "status" });
  const picture = h("div", { class: "tp-designer-picture" });
  const ruleLabel = h("label", { class: "tp-designer-rule-label", for: `${id}-rule` });
  const rule = h("select", { class: "tp-designer-rule", id: `${id}-rule` });
  const measure = h("button", { class: "tp-answer-check tp-designer-measure", type: "button" });
  const stop = h("button", { class: "tp-answer-check tp-designer-stop", type: "button" });
  const play = h("button", { class: "tp-answer-check tp-designer-play", type: "button" });
  const bar = h("progress", { class: "tp-designer-bar", max: "1", value: "0" });
  const progress = h("p", { class: "tp-designer-progress", role: "status" });
  const title = h("p", { class: "tp-designer-title" });
  const rows = h("tbody");
  const table = h("table", { class: "tp-designer-report" }, [rows]);
  const stopped = h("p", { class: "tp-designer-stopped" });
  const handIn = h("p", { class: "tp-designer-help" });
  const nameLabel = h("label", { class: "tp-answer-label", for: `${id}-name` });
  const name = h("input", { class: "tp-answer-field", id: `${id}-name`, type: "text", autocomplete: "name" });
  const lineLabel = h("label", { class: "tp-answer-label", for: `${id}-line` });
  const line = h("textarea", { class: "tp-sheet-line", id: `${id}-line`, readonly: "", rows: "3" });
  const noLine = h("p", { class: "tp-sheet-noline" });
  const copy = h("button", { class: "tp-answer-check", type: "button" });
  const root = h("div", { class: "tp-designer" }, [
    label, help, text, error, drawn, picture,
    h("div", { class: "tp-answer-row" }, [ruleLabel, rule, measure, stop, play]),
    bar, progress, title, table, stopped, handIn, nameLabel, h("div", { class: "tp-answer-row" }, [name]),
    lineLabel, noLine, h("div", { class: "tp-answer-row" }, [line, copy]),
  ]);
  el.append(root);
  return {
    root, label, help, text, error, drawn, picture, ruleLabel, rule, measure, stop, play, bar, progress, title, rows,
    table, stopped, handIn, nameLabel, name, lineLabel, line, noLine, copy,
  };
}

function drawReport(v, view) {
  const report = view.report;
  setProp(v.table, "hidden", !report);
  setText(v.title, report ? report.title : "");
  v.rows.replaceChildren(...(report ? report.rows : []).map(([what, value]) => h("tr", {}, [
    h("th", { scope: "row", text: what }), h("td", { text: value }),
  ])));
  const p = view.progress;
  setProp(v.bar, "hidden", !p.text);
  setAttr(v.bar, "max", String(p.total));
  setAttr(v.bar, "value", String(p.done));
  setText(v.progress, p.text);
  setText(v.stopped, view.stopped);
}

function render({ model, el }) {
  const v = build(el);
  const storage = pageStorage();
  const notebook = notebookOf(model);
  let dead = false;
  let asked = false;
  let typing = null;
  let naming = null;
  let copiedUntil = 0;
  const send = (message) => { if (!dead) model.send(message); };

  function draw() {
    const view = model.get("view");
    if (!view || view.kind !== "designer") return;
    const key = answerKey({ kind: "box", key: view.key, page: view.page }, notebook);
    setAttr(v.root, "lang", view.lang);
    setText(v.label, view.label);
    setText(v.help, view.help);
    setAttr(v.text, "maxlength", view.max);
    if (document.activeElement !== v.text && v.text.value !== view.text) v.text.value = view.text;
    setText(v.error, view.error);
    setProp(v.error, "hidden", !view.error);
    setAttr(v.text, "aria-invalid", view.error ? "true" : null);
    setText(v.drawn, view.error ? "" : view.drawn);
    drawPicture();
    setText(v.ruleLabel, view.rule_label);
    if (v.rule.options.length !== view.rules.length) {
      v.rule.replaceChildren(...view.rules.map(([value, text]) => h("option", { value, text })));
    }
    v.rule.value = view.rule;
    setText(v.measure, view.measure);
    setText(v.stop, view.stop);
    setText(v.play, view.play);
    const blocked = Boolean(view.error) || dead;
    setProp(v.measure, "disabled", blocked || view.running);
    setProp(v.stop, "hidden", !view.running);
    setProp(v.stop, "disabled", view.stopping || dead);
    setProp(v.play, "disabled", blocked);
    drawReport(v, view);
    setText(v.handIn, view.hand_in);
    setText(v.nameLabel, view.name_label);
    setAttr(v.name, "maxlength", view.max_name);
    if (document.activeElement !== v.name && view.name) v.name.value = view.name;
    setText(v.lineLabel, view.line_label);
    setText(v.noLine, view.no_line);
    setProp(v.noLine, "hidden", Boolean(view.line));
    v.line.value = view.line;
    setProp(v.line.parentNode, "hidden", !view.line);
    setText(v.copy, Date.now() < copiedUntil ? view.copied : view.copy);
    if (!asked) { // the text typed before a reload or a kernel restart comes back once
      asked = true;
      const kept = keptTexts(storage, key);
      if (kept && kept[0] !== view.text) send({ type: "text", text: kept[0] });
    } else if (view.text.trim()) keepTexts(storage, key, [view.text]);
  }

  function drawPicture() {
    const picture = model.get("picture") ?? "";
    if (v.picture.dataset.html !== picture) {
      v.picture.innerHTML = picture; // Python's static picture: SVG, no script
      v.picture.dataset.html = picture;
    }
  }

  function onText() {
    clearTimeout(typing);
    typing = setTimeout(() => send({ type: "text", text: v.text.value }), TYPING_MS);
  }

  function onName() {
    clearTimeout(naming);
    naming = setTimeout(() => send({ type: "name", name: v.name.value }), TYPING_MS);
  }

  async function onCopy() {
    await copyField(v.line);
    copiedUntil = Date.now() + COPIED_MS;
    draw();
    setTimeout(draw, COPIED_MS + 50);
  }

  function disconnect() {
    dead = true;
    for (const node of [v.text, v.rule, v.measure, v.stop, v.play, v.name]) setProp(node, "disabled", true);
    v.root.classList.add("tp-answer-dead");
  }

  model.on("change:view", draw);
  model.on("change:picture", drawPicture);
  v.text.addEventListener("input", onText);
  v.name.addEventListener("input", onName);
  for (const node of [v.text, v.name]) node.addEventListener("keydown", keepKeyInField);
  v.rule.addEventListener("change", () => send({ type: "rule", rule: v.rule.value }));
  v.measure.addEventListener("click", () => send({ type: "measure" }));
  v.stop.addEventListener("click", () => send({ type: "stop" }));
  v.play.addEventListener("click", () => send({ type: "play" }));
  v.copy.addEventListener("click", onCopy);
  const off = onDisconnect(model, disconnect);
  draw();
  return () => {
    model.off("change:view", draw);
    model.off("change:picture", drawPicture);
    off();
    clearTimeout(typing);
    clearTimeout(naming);
    v.root.remove();
  };
}

export default { render };
