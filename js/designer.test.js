// The layout designer: typing sends the text as one intent after a pause, the buttons send theirs, the
// refusal, the picture, the progress and the report are drawn from Python's `view`, and one cleanup.
import "./testing/page.js";
import { test } from "node:test";
import assert from "node:assert/strict";
import { register } from "node:module";
import { change, click, fakeModel, mount } from "./testing/fixtures.js";

register("data:text/javascript," + encodeURIComponent(
  'export async function load(url, context, next) { return url.endsWith(".css") ? { format: "module", source: "", shortCircuit: true } : next(url, context); }',
));
const { default: widget } = await import("./designer.js");

// The view LayoutDesigner(lang="en", deals=4)._publish sends (the picture, a trait of its own, shortened).
function designerView(fields = {}) {
  return {
    kind: "designer", key: "designer", page: "/drive", lang: "en",
    text: "layout tower\ndown 3a 9b\nup 2..4a 8..10b\nstock 20\npile 1",
    label: "Your layout, in its text form", help: "One line a row…", error: "",
    drawn: "tower: 6 cards in the layout, 20 in the stock.",
    rule: "easy", rule_label: "King and Ace", rules: [["easy", "Easy"], ["classic", "Classic"]],
    measure: "Measure", stop: "Stop", play: "Play it", running: false, stopping: false,
    progress: { done: 0, total: 4, text: "" }, stopped: "", report: null,
    name_label: "Your name", name: "", hand_in: "Write your name…", line_label: "The line to hand in", line: "",
    no_line: "Write your name above: the line to hand in appears here.", copy: "Copy", copied: "Copied",
    max_name: 60, max: 20000, ...fields,
  };
}

function render(view = designerView()) {
  localStorage.clear();
  const model = fakeModel({ view, picture: '<svg class="pic"><title>tower</title></svg>' });
  model.widget_manager = { context: { path: "lessons/07.ipynb" } };
  const el = mount();
  const cleanup = widget.render({ model, el });
  const part = (selector) => el.querySelector(selector);
  return { model, el, cleanup, part };
}

test("the text, its picture and the buttons are drawn from the view", () => {
  const { part } = render();
  assert.equal(part(".tp-designer-text").value, designerView().text);
  assert.equal(part(".tp-designer-picture svg title").textContent, "tower");
  assert.equal(part(".tp-designer-drawn").textContent, "tower: 6 cards in the layout, 20 in the stock.");
  assert.equal(part(".tp-designer-error").hidden, true);
  assert.equal(part(".tp-designer-measure").disabled, false);
  assert.equal(part(".tp-designer-stop").hidden, true);
  assert.equal(part(".tp-designer-report").hidden, true);
});

test("a new picture from Python replaces the old one; the view alone leaves it", () => {
  const { model, part } = render();
  model.set("view", designerView({ drawn: "gem: 27 cards in the layout, 24 in the stock." }));
  assert.equal(part(".tp-designer-picture svg title").textContent, "tower");
  model.set("picture", "<svg><title>gem</title></svg>");
  assert.equal(part(".tp-designer-picture svg title").textContent, "gem");
});

test("typing sends the whole text once the student pauses", async () => {
  const { model, part } = render();
  const field = part(".tp-designer-text");
  field.value = "layout x\nup 0";
  field.dispatchEvent(new Event("input", { bubbles: true }));
  field.value = "layout x\nup 0 2";
  field.dispatchEvent(new Event("input", { bubbles: true }));
  assert.deepEqual(model.sent, []);
  await new Promise((resolve) => setTimeout(resolve, 350));
  assert.deepEqual(model.sent, [{ type: "text", text: "layout x\nup 0 2" }]);
});

test("a refused text shows Python's reason and blocks Measure and Play", () => {
  const { model, part } = render();
  model.set("view", designerView({ error: "This layout cannot be played: slot 0 …", drawn: "" }));
  assert.equal(part(".tp-designer-error").hidden, false);
  assert.match(part(".tp-designer-error").textContent, /cannot be played/);
  assert.equal(part(".tp-designer-text").getAttribute("aria-invalid"), "true");
  assert.equal(part(".tp-designer-measure").disabled, true);
  assert.equal(part(".tp-designer-play").disabled, true);
});

test("Measure, Stop, Play and the rule each send one intent", () => {
  const { model, part } = render();
  click(part(".tp-designer-measure"));
  model.set("view", designerView({ running: true, progress: { done: 2, total: 4, text: "2 of 4 deals measured" },
    report: { title: "layout tower, Easy, deals measured: 2", rows: [["Deals the solver wins", "2/2"]] } }));
  assert.equal(part(".tp-designer-measure").disabled, true);
  assert.equal(part(".tp-designer-stop").hidden, false);
  assert.equal(part(".tp-designer-bar").getAttribute("value"), "2");
  assert.equal(part(".tp-designer-report th").textContent, "Deals the solver wins");
  click(part(".tp-designer-stop"));
  click(part(".tp-designer-play"));
  const rule = part(".tp-designer-rule");
  rule.value = "classic";
  change(rule);
  assert.deepEqual(model.sent, [{ type: "measure" }, { type: "stop" }, { type: "play" }, { type: "rule", rule: "classic" }]);
});

test("the cleanup stops listening and removes the designer", () => {
  const { model, el, cleanup } = render();
  cleanup();
  assert.equal(model.listening(), 0);
  assert.equal(el.querySelector(".tp-designer"), null);
});
