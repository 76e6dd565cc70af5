// How the front end is laid out (docs/front-end.md): a thin widget.js, small
// modules each with its own test, and one module that touches the model.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";

const DIR = new URL("./", import.meta.url);
const MODULES = readdirSync(DIR).filter((name) => name.endsWith(".js") && !name.endsWith(".test.js"));
const source = (name) => readFileSync(new URL(name, DIR), "utf8");
const lines = (name) => source(name).split("\n").length - 1;

// The board's modules: widget.js and what it imports, near or far (other entries, such as
// another widget's, talk to their own model).
function board(name = "widget.js", seen = new Set()) {
  seen.add(name);
  for (const [, dep] of source(name).matchAll(/^import\s[^;]*?["']\.\/([\w-]+\.js)["']/gm)) {
    if (!seen.has(dep)) board(dep, seen);
  }
  return seen;
}

test("widget.js stays under 150 lines and no module passes 200", () => {
  assert.ok(lines("widget.js") < 150, `widget.js has ${lines("widget.js")} lines`);
  const long = MODULES.filter((name) => lines(name) > 200).map((name) => `${name}: ${lines(name)}`);
  assert.deepEqual(long, []);
});

test("every module has its own node test", () => {
  const tests = new Set(readdirSync(DIR).filter((name) => name.endsWith(".test.js")));
  assert.deepEqual(MODULES.filter((name) => !tests.has(name.replace(/\.js$/, ".test.js"))), []);
});

test("on the board only model.js reads, writes or listens to the model", () => {
  const touch = /\bmodel\s*\.\s*(get|set|save_changes|on|off|send)\s*\(/;
  const modules = board();
  for (const name of ["model.js", "board.js", "dialog.js", "player.js", "keep.js"]) assert.ok(modules.has(name), name);
  assert.ok(touch.test(source("model.js")));
  assert.deepEqual([...modules].filter((name) => name !== "model.js" && touch.test(source(name))), []);
});
