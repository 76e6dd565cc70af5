// What the node tests build boards from: the widget's own snapshots
// (snapshots.json, checked against Python by tests/test_js_fixtures.py), a
// stand-in for anywidget's model, and a fresh element to render into.

import { readFileSync } from "node:fs";

const SNAPSHOTS = JSON.parse(readFileSync(new URL("./snapshots.json", import.meta.url), "utf8"));

// A deep copy of a snapshot ("fresh", or "replay" {state, playback}), so a test may change it.
export function snapshot(name = "fresh") {
  return structuredClone(SNAPSHOTS[name]);
}

// The next snapshot after `state`, as Python sends it after a change: a higher version, and `fields`.
export function after(state, fields = {}) {
  return { ...structuredClone(state), version: state.version + 1, ...fields };
}

// anywidget's model as the board uses it: traits to get, events, and the messages sent.
export function fakeModel(traits = {}) {
  const listeners = new Map();
  return {
    traits: { ...traits },
    sent: [],
    get(name) {
      return this.traits[name];
    },
    on(event, fn) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event).add(fn);
    },
    off(event, fn) {
      listeners.get(event)?.delete(fn);
    },
    send(message) {
      this.sent.push(message);
    },
    emit(event, ...args) {
      for (const fn of [...(listeners.get(event) ?? [])]) fn(...args);
    },
    // Python sets a trait: the model changes, then says so.
    set(name, value) {
      this.traits[name] = value;
      this.emit(`change:${name}`);
    },
    listening() {
      return [...listeners.values()].reduce((n, set) => n + set.size, 0);
    },
  };
}

// A fresh element in the page to render a board into.
export function mount() {
  document.body.replaceChildren();
  const el = document.createElement("div");
  document.body.append(el);
  return el;
}

// A click on `node`, as the browser dispatches it (bubbling to the board's root).
export function click(node) {
  node.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
}

export function change(node) {
  node.dispatchEvent(new Event("change", { bubbles: true }));
}

export function key(node, name, options = {}) {
  const event = new KeyboardEvent("keydown", { key: name, bubbles: true, cancelable: true, ...options });
  node.dispatchEvent(event);
  return event;
}

/** A Storage (localStorage's interface) in memory, for the tests that keep games and answers. */
export class Memory {
  constructor() { this.map = new Map(); }
  get length() { return this.map.size; }
  key(i) { return [...this.map.keys()][i] ?? null; }
  getItem(k) { return this.map.has(k) ? this.map.get(k) : null; }
  setItem(k, v) { this.map.set(k, String(v)); }
  removeItem(k) { this.map.delete(k); }
}
