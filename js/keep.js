// The game record a board keeps in this browser, so a reload loses no game.
//
// Each board has a seat (the notebook and cell that made it, named by Python).
// After every change the board writes its game's record (Game.record(), plain
// text such as "TP1-C-AAAAAAB: 20 23") under the seat in localStorage. When
// the cell runs again, the new board finds the record and offers to continue
// it; the record goes back to Python as an intent, and the engine replays it.
// Records are kept for KEEP_DAYS days, at most KEEP_MAX of them (the oldest
// go first); nothing else is stored. Pure apart from the storage passed in.

export const PREFIX = "tripeaks-widget:record:";
export const KEEP_DAYS = 30;
export const KEEP_MAX = 50;
const DAY_MS = 24 * 60 * 60 * 1000;

// The page's localStorage, or null where there is none (a sandboxed frame, privacy settings).
export function pageStorage() {
  try {
    const storage = globalThis.localStorage;
    return storage && typeof storage.getItem === "function" ? storage : null;
  } catch {
    return null;
  }
}

function read(storage, key) {
  try {
    const entry = JSON.parse(storage.getItem(key));
    return entry && typeof entry.record === "string" && Number.isFinite(entry.at) ? entry : null;
  } catch {
    return null;
  }
}

// The name a board's record is kept under. Python names the seat
// "notebook|cell id|board number", the notebook being what the kernel can tell
// (its session name, else its working folder). Where the page itself names the
// notebook document (JupyterLab, Notebook 7, JupyterLite: the widget manager's
// document path), that name is used instead: in the JupyterLite site a kernel
// that starts before the browser's drive is ready works in /home/pyodide, not
// in the notebook's folder, and the record would not be found after a reload.
// Cell ids never hold "|" (nbformat: letters, digits, - and _).
export function seatKey(seat, notebook) {
  if (typeof seat !== "string" || !seat) return null;
  const parts = seat.split("|");
  if (typeof notebook !== "string" || !notebook || parts.length < 3) return seat;
  return [notebook, ...parts.slice(-2)].join("|");
}

// The notebook document a widget's view sits in, as the page names it ("tr/01-setup.ipynb"), or null.
export function notebookOf(model) {
  try {
    const path = model?.widget_manager?.context?.path;
    return typeof path === "string" && path ? path : null;
  } catch {
    return null;
  }
}

// The kept record of `seat`: {record, code, moves, at}, or null (none, or too old).
export function keptGame(storage, seat, now = Date.now()) {
  if (!storage || !seat) return null;
  const entry = read(storage, PREFIX + seat);
  if (!entry) return null;
  if (now - entry.at > KEEP_DAYS * DAY_MS) {
    storage.removeItem(PREFIX + seat);
    return null;
  }
  return entry;
}

// Keep `game` ({record, code, moves}) for `seat`, and drop the oldest records past KEEP_MAX.
export function keepGame(storage, seat, game, now = Date.now()) {
  if (!storage || !seat || typeof game?.record !== "string") return;
  try {
    storage.setItem(PREFIX + seat, JSON.stringify({ record: game.record, code: game.code, moves: game.moves, at: now }));
    const ours = [];
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key && key.startsWith(PREFIX)) ours.push([key, read(storage, key)?.at ?? 0]);
    }
    ours.sort((a, b) => b[1] - a[1]);
    for (const [key, at] of ours.slice(KEEP_MAX)) if (at <= now) storage.removeItem(key);
    for (const [key, at] of ours) if (now - at > KEEP_DAYS * DAY_MS) storage.removeItem(key);
  } catch {
    // A full or refused storage: the game goes on, only not kept.
  }
}

export function forgetGame(storage, seat) {
  if (!storage || !seat) return;
  try {
    storage.removeItem(PREFIX + seat);
  } catch {
    // nothing kept, nothing to forget
  }
}

// Whether to offer the kept game on a board that shows `state`: one with
// moves, not the game already on the board.
export function offerFor(kept, state) {
  if (!kept || !state) return null;
  if (kept.record === state.record || !(kept.moves > 0)) return null;
  return kept;
}
