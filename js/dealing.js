// The New game dialog's deal choice: "winnable deals only" and a difficulty.
// Python sends the words and levels (`deal_form`); what is chosen rides on the
// New game intent, and Python checks it. A difficulty implies a winnable deal,
// so choosing one ticks the box; a pasted code names its own deal, so the
// choice is not sent with one. The choice stays from one deal to the next.

import { h, setAttr, setProp, setText } from "./dom.js";

// Build the choice and put it in the dialog, after the rule knobs.
export function attachDealChoice(v) {
  const d = buildDealChoice();
  v.knobs.root.after(d.root);
  return d;
}

export function buildDealChoice() {
  const d = { key: "" };
  d.legend = h("legend", { class: "tp-knobs-legend" });
  d.winnable = h("input", { type: "checkbox", class: "tp-check", "data-deal": "winnable" });
  d.winnableText = h("span");
  d.winnableLabel = h("label", { class: "tp-choice tp-knob-flag" }, [d.winnable, d.winnableText]);
  d.level = h("select", { class: "tp-select tp-knob-select", "data-deal": "difficulty" });
  d.levelText = h("span");
  d.levelLabel = h("label", { class: "tp-knob-field" }, [d.levelText, d.level]);
  d.note = h("p", { class: "tp-knob-note" });
  d.root = h("fieldset", { class: "tp-knobs tp-deal-choice" }, [d.legend, d.winnableLabel, d.levelLabel, d.note]);
  return d;
}

export function drawDealChoice(d, form) {
  if (!form) return;
  setText(d.legend, form.legend);
  setText(d.winnableText, form.winnable);
  setAttr(d.winnableLabel, "title", form.winnable_title);
  setText(d.levelText, form.difficulty);
  setAttr(d.levelLabel, "title", form.difficulty_title);
  const key = form.levels.map((o) => o.value).join();
  if (d.key !== key) {
    d.key = key;
    const chosen = d.level.value;
    d.level.replaceChildren(...form.levels.map((o) => h("option", { value: o.value })));
    d.level.value = chosen;
  }
  form.levels.forEach((o, i) => setText(d.level.options[i], o.label));
  setText(d.note, form.code_note);
}

// A difficulty chosen ticks "winnable" (and holds it: every level can be won).
export function syncDealChoice(d) {
  const level = Boolean(d.level.value);
  if (level) setProp(d.winnable, "checked", true);
  setProp(d.winnable, "disabled", level);
}

// The intent's deal fields from what is chosen; none with a pasted code.
export function dealFields({ winnable, difficulty }, code) {
  if (code) return {};
  const fields = {};
  if (winnable || difficulty) fields.winnable = true;
  if (difficulty) fields.difficulty = difficulty;
  return fields;
}

export function readDealChoice(d) {
  return { winnable: Boolean(d.winnable.checked), difficulty: d.level.value || null };
}
