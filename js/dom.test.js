import "./testing/page.js";
import { test } from "node:test";
import assert from "node:assert/strict";
import { h, place, setAttr, setProp, setText, unplace } from "./dom.js";

test("h builds an element with its class, text, attributes and children", () => {
  const child = h("span", { text: "x" });
  const node = h("button", { class: "tp-button", type: "button", "data-action": "undo" }, [child]);
  assert.equal(node.tagName, "BUTTON");
  assert.equal(node.className, "tp-button");
  assert.equal(node.dataset.action, "undo");
  assert.equal(node.firstChild, child);
  assert.equal(child.textContent, "x");
});

test("the setters write only what changed, and null takes an attribute away", () => {
  const node = h("div");
  const writes = [];
  new MutationObserver((records) => writes.push(...records)).observe(node, { attributes: true, childList: true, characterData: true, subtree: true });
  setText(node, "a");
  setText(node, "a");
  setAttr(node, "title", 5);
  setAttr(node, "title", "5");
  setAttr(node, "role", null);
  setProp(node, "hidden", true);
  setProp(node, "hidden", true);
  return new Promise((resolve) => setTimeout(() => {
    assert.equal(node.textContent, "a");
    assert.equal(node.getAttribute("title"), "5");
    assert.equal(node.hidden, true);
    assert.equal(writes.filter((r) => r.type === "childList").length, 1);
    assert.equal(writes.filter((r) => r.attributeName === "title").length, 1);
    setAttr(node, "title", null);
    assert.equal(node.hasAttribute("title"), false);
    resolve();
  }, 0));
});

test("place puts a node on the table in percent; unplace takes it off", () => {
  const node = h("div");
  place(node, { x: 0, y: 0, w: 1, h: 1 });
  assert.match(node.style.left, /%$/);
  assert.match(node.style.width, /%$/);
  unplace(node);
  assert.equal(node.style.left, "");
  assert.equal(node.style.width, "");
});
