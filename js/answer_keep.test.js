import assert from "node:assert/strict";
import { test } from "node:test";
import { KEEP_DAYS, KEEP_MAX, PREFIX, answerKey, keepTexts, keptTexts, uniqueId } from "./answer_keep.js";

function memoryStorage() {
  const data = new Map();
  return {
    get length() { return data.size; },
    key: (i) => [...data.keys()][i] ?? null,
    getItem: (k) => (data.has(k) ? data.get(k) : null),
    setItem: (k, v) => data.set(k, String(v)),
    removeItem: (k) => data.delete(k),
    data,
  };
}

const DAY = 24 * 60 * 60 * 1000;

test("a box's texts are kept under the page and its key, the page's own name first", () => {
  const view = { kind: "box", key: "3.1", page: "/drive/tr" };
  assert.equal(answerKey(view, "tr/03-end-conditions.ipynb"), `${PREFIX}tr/03-end-conditions.ipynb|box|3.1`);
  assert.equal(answerKey(view, null), `${PREFIX}/drive/tr|box|3.1`);
  assert.equal(answerKey({ kind: "box" }, "x"), null);
});

test("texts come back as kept, only strings, and not after KEEP_DAYS", () => {
  const storage = memoryStorage();
  keepTexts(storage, "k", ["maça 7", "spar 7"], 1000);
  assert.deepEqual(keptTexts(storage, "k", 2000), ["maça 7", "spar 7"]);
  storage.setItem("k2", JSON.stringify({ texts: ["23", 5, null, " "], at: 1000 }));
  assert.deepEqual(keptTexts(storage, "k2", 2000), ["23"]);
  storage.setItem("k3", "not json");
  assert.equal(keptTexts(storage, "k3", 2000), null);
  assert.equal(keptTexts(storage, "k", 1000 + (KEEP_DAYS + 1) * DAY), null);
  assert.equal(storage.getItem("k"), null);
});

test("at most KEEP_MAX entries are kept, the oldest go first, and other keys stay", () => {
  const storage = memoryStorage();
  storage.setItem("tripeaks-widget:record:seat", "{}");
  for (let i = 0; i < KEEP_MAX + 5; i += 1) keepTexts(storage, `${PREFIX}p|box|${i}`, ["1"], 1000 + i);
  const ours = [...storage.data.keys()].filter((k) => k.startsWith(PREFIX));
  assert.equal(ours.length, KEEP_MAX);
  assert.ok(!ours.includes(`${PREFIX}p|box|0`) && ours.includes(`${PREFIX}p|box|${KEEP_MAX + 4}`));
  assert.ok(storage.getItem("tripeaks-widget:record:seat"));
});

test("a full or refused storage loses nothing but the keeping", () => {
  const storage = { ...memoryStorage(), setItem() { throw new Error("QuotaExceededError"); } };
  assert.doesNotThrow(() => keepTexts(storage, "k", ["1"]));
  assert.equal(keptTexts(null, "k"), null);
});

test("every box gets an id of its own", () => {
  const ids = new Set(Array.from({ length: 50 }, () => uniqueId("tp-answer")));
  assert.equal(ids.size, 50);
  assert.ok([...ids].every((id) => id.startsWith("tp-answer-")));
});
