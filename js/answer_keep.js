// What an answer box or an answer sheet keeps in this browser, so a reload or
// a kernel restart loses no answer.
//
// A box keeps the texts its student checked (in order), a sheet the name
// written in it, under the page (the notebook document) and the box's key
// ("3.1"). When the box is made again, the texts go back to Python as an
// intent and the kernel checks each one again: a verdict is never stored.
// Entries are kept for KEEP_DAYS days, at most KEEP_MAX of them (the oldest go
// first). Pure apart from the storage passed in (pageStorage() in the page).

export const PREFIX = "tripeaks-widget:answers:";
export const KEEP_DAYS = 30;
export const KEEP_MAX = 300;
const DAY_MS = 24 * 60 * 60 * 1000;

// The name a box's texts are kept under: the page's name for the notebook
// where it has one (keep.js, notebookOf), else the kernel's (the view's page).
export function answerKey(view, notebook) {
  if (!view || typeof view.key !== "string" || !view.key) return null;
  const page = typeof notebook === "string" && notebook ? notebook : String(view.page ?? "");
  return `${PREFIX}${page}|${view.kind}|${view.key}`;
}

function read(storage, key) {
  try {
    const entry = JSON.parse(storage.getItem(key));
    return entry && Array.isArray(entry.texts) && Number.isFinite(entry.at) ? entry : null;
  } catch {
    return null;
  }
}

// The texts kept under `key` (strings only), or null (none, or too old).
export function keptTexts(storage, key, now = Date.now()) {
  if (!storage || !key) return null;
  const entry = read(storage, key);
  if (!entry) return null;
  if (now - entry.at > KEEP_DAYS * DAY_MS) {
    storage.removeItem(key);
    return null;
  }
  const texts = entry.texts.filter((text) => typeof text === "string" && text.trim());
  return texts.length ? texts : null;
}

// Keep `texts` under `key`, and drop the oldest entries past KEEP_MAX or KEEP_DAYS.
export function keepTexts(storage, key, texts, now = Date.now()) {
  if (!storage || !key || !Array.isArray(texts) || !texts.length) return;
  try {
    storage.setItem(key, JSON.stringify({ texts, at: now }));
    const ours = [];
    for (let i = 0; i < storage.length; i += 1) {
      const name = storage.key(i);
      if (name && name.startsWith(PREFIX)) ours.push([name, read(storage, name)?.at ?? 0]);
    }
    ours.sort((a, b) => b[1] - a[1]);
    for (const [name] of ours.slice(KEEP_MAX)) storage.removeItem(name);
    for (const [name, at] of ours) if (now - at > KEEP_DAYS * DAY_MS) storage.removeItem(name);
  } catch {
    // A full or refused storage: the answer is checked all the same, only not kept.
  }
}

// An id no other element of the page has: anywidget loads this module once per
// widget, so a counter in it would start again at 1 in every box.
export function uniqueId(prefix) {
  const random = globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`.replace(".", "");
  return `${prefix}-${random}`;
}

// Calls `drop` when the kernel behind `model` is gone (ipywidgets' events, as the board listens to them).
export function onDisconnect(model, drop) {
  model.on("comm_live_update", drop);
  model.on("comm:close", drop);
  return () => {
    model.off("comm_live_update", drop);
    model.off("comm:close", drop);
  };
}
