import "./testing/page.js";
import { test } from "node:test";
import assert from "node:assert/strict";
import { disableAll, watchConnection } from "./connection.js";
import { modelAdapter } from "./model.js";
import { buildView } from "./view.js";
import { fakeModel, mount, snapshot } from "./testing/fixtures.js";

test("a restarted kernel greys the board, turns its controls off and says how to play again", () => {
  const state = snapshot();
  const model = fakeModel({ state });
  const link = modelAdapter(model);
  const v = buildView(mount());
  let stopped = 0;
  const c = watchConnection(v, { link, state: () => state, stop: () => { stopped += 1; } });
  c.draw();
  assert.equal(v.undo.disabled, false);
  assert.equal(v.dead.hidden, true);
  model.emit("comm_live_update", false);
  assert.equal(stopped, 1);
  assert.ok(v.root.classList.contains("tp-disconnected"));
  assert.ok(v.root.hasAttribute("data-disconnected"));
  assert.equal(v.dead.hidden, false);
  assert.equal(v.dead.textContent, state.strings.disconnected);
  assert.equal(v.table.getAttribute("aria-disabled"), "true");
  assert.ok([...v.root.querySelectorAll("button, select, input")].every((control) => control.disabled));
  // A redraw after it (another part turning a button on) keeps the board off.
  v.undo.disabled = false;
  c.draw();
  assert.equal(v.undo.disabled, true);
});

test("disableAll reaches controls built after the board, such as the dialog's knobs", () => {
  const v = buildView(mount());
  const late = document.createElement("select");
  v.knobs.counts.append(late);
  disableAll(v);
  assert.equal(late.disabled, true);
});
