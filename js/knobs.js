// The New game dialog's rule knobs. Python sends them in `rules_form`: the
// words, keys, limits, labels and the current game's values. The dialog shows
// them and joins what is chosen into a rule set's text form, which Python
// reads and checks: no rule lives here.

import { h, setAttr, setText } from "./dom.js";

export function buildKnobs() {
  const k = { shape: "" };
  k.legend = h("legend", { class: "tp-knobs-legend" });
  k.flags = h("div", { class: "tp-knob-flags" });
  k.counts = h("div", { class: "tp-knob-counts" });
  k.note = h("p", { class: "tp-knob-note" });
  // The layout: TriPeaks, Golf, Black Hole... by name in the board's language (the dialog puts it with the rules).
  k.layout = selectField("tp-knob-field tp-knob-layout", "layout");
  // Choosing a layout selects its own scoring, as Python names it (cards left on Golf, the app's on TriPeaks).
  k.layoutScoring = new Map();
  k.layout.select.addEventListener("change", () => selectLayoutScoring(k));
  k.root = h("fieldset", { class: "tp-knobs" }, [k.legend, k.flags, k.counts, k.note]);
  k.flagInputs = [];
  k.selects = [];
  return k;
}

function selectLayoutScoring(k) {
  const scoring = k.layoutScoring.get(k.layout.select.value);
  const select = k.selects.find((s) => s.key === "scoring")?.select;
  if (scoring && select && [...select.options].some((o) => o.value === scoring)) select.value = scoring;
}

function selectField(cls, key) {
  const select = h("select", { class: "tp-select tp-knob-select", "data-key": key });
  const text = h("span");
  return { key, select, text, label: h("label", { class: cls }, [text, select]) };
}

// Build the controls again only when their set changes (a custom scoring
// appears or goes); otherwise only the words change, with the language.
function shapeOf(form) {
  const scoring = form.scoring.options.map((o) => o.value).join("|");
  const layouts = (form.layout?.options ?? []).map((o) => o.value).join("|");
  return [...form.flags.map((f) => f.word), ...form.counts.map((c) => `${c.key}<=${c.max}`), scoring, layouts].join(",");
}

function drawOptions(s, field) {
  setText(s.text, field.label);
  setAttr(s.label, "title", field.title ?? null);
  (field.options ?? []).forEach((o, j) => {
    setText(s.select.options[j], o.label);
    setAttr(s.select.options[j], "title", o.title);
  });
}

export function drawKnobs(k, form) {
  if (!form) return;
  const shape = shapeOf(form);
  if (k.shape !== shape) {
    k.shape = shape;
    k.flagInputs = form.flags.map((f) => {
      const input = h("input", { type: "checkbox", class: "tp-check", "data-word": f.word });
      const text = h("span");
      return { input, text, label: h("label", { class: "tp-choice tp-knob-flag" }, [input, text]) };
    });
    k.flags.replaceChildren(...k.flagInputs.map((f) => f.label));
    const fields = [...form.counts, form.scoring];
    k.selects = fields.map((field) => selectField("tp-knob-field", field.key));
    k.selects.forEach((s, i) => {
      const field = fields[i];
      const values = field.options ? field.options.map((o) => o.value) : Array.from({ length: field.max + 1 }, (_, n) => String(n));
      s.select.replaceChildren(...values.map((value) => h("option", { value, text: value })));
    });
    k.counts.replaceChildren(...k.selects.map((s) => s.label));
    const layouts = form.layout?.options ?? [];
    k.layout.select.replaceChildren(...layouts.map((o) => h("option", { value: o.value, text: o.value })));
    k.layout.label.hidden = !layouts.length;
    fillKnobs(k, form);
  }
  k.layoutScoring = new Map((form.layout?.options ?? []).map((o) => [o.value, o.scoring]));
  setText(k.legend, form.legend);
  setText(k.note, form.note);
  form.flags.forEach((f, i) => {
    setText(k.flagInputs[i].text, f.label);
    setAttr(k.flagInputs[i].label, "title", f.title);
  });
  const fields = [...form.counts, form.scoring];
  k.selects.forEach((s, i) => drawOptions(s, fields[i]));
  if (form.layout) drawOptions(k.layout, form.layout);
}

// Pre-fill with the game on the board (when the dialog opens).
export function fillKnobs(k, form) {
  if (!form) return;
  form.flags.forEach((f, i) => { k.flagInputs[i].input.checked = Boolean(f.on); });
  const fields = [...form.counts, form.scoring];
  k.selects.forEach((s, i) => { s.select.value = String(fields[i].value); });
  if (form.layout) k.layout.select.value = form.layout.value;
}

// The chosen rule set as text: "classic,open-peaks,jokers=2,redeals=1,scoring=app",
// led by the layout's name when it is not TriPeaks ("golf,classic,...").
export function knobsText(k, rule) {
  const layout = k.layout.select.value;
  const parts = layout && layout !== "tripeaks" ? [layout, rule] : [rule];
  for (const f of k.flagInputs) if (f.input.checked) parts.push(f.input.dataset.word);
  for (const s of k.selects) parts.push(`${s.key}=${s.select.value}`);
  return parts.join(",");
}
