// How the front end is laid out (docs/front-end.md): a thin widget.js, small
// modules each with its own test, and one module that touches the model.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";

const DIR = new URL("./", import.meta.url);
const MODULES = readdirSync(DIR).filter((name) => name.endsWith(".js") && !name.endsWith(".test.js"));
const source = (name) => readFileSync(new URL(name, DIR), "utf8");
const lines = (name) => source(name).split("\n").length - 1;

test("widget.js stays under 150 lines and no module passes 200", () => {
  assert.ok(lines("widget.js") < 150, `widget.js has ${lines("widget.js")} lines`);
  const long = MODULES.filter((name) => lines(name) > 200).map((name) => `${name}: ${lines(name)}`);
  assert.deepEqual(long, []);
});

test("every module has its own node test", () => {
  const tests = new Set(readdirSync(DIR).filter((name) => name.endsWith(".test.js")));
  assert.deepEqual(MODULES.filter((name) => !tests.has(name.replace(/\.js$/, ".test.js"))), []);
});

test("only model.js reads, writes or listens to the model", () => {
  const touch = /\bmodel\s*\.\s*(get|set|save_changes|on|off|send)\s*\(/;
  assert.ok(touch.test(source("model.js")));
  assert.deepEqual(MODULES.filter((name) => name !== "model.js" && touch.test(source(name))), []);
});
