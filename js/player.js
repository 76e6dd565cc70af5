// The replay player: which step of a replay the board shows, whether it plays
// on by itself, and how fast. Pure (no DOM, no timers): the board asks it what
// to show and when to look again. The steps themselves come from Python.

// One step a second at 1x: slow enough for a class to follow a move.
export const STEP_MS = 1000;

export function delayMs(speed) {
  const s = Number(speed);
  return Math.round(STEP_MS / (s > 0 ? s : 1));
}

// A player for a replay of `count` steps (positions), at its first step.
export function startPlayer(id, count, { speed = 1, autoplay = true } = {}) {
  return { id, count, index: 0, speed, playing: Boolean(autoplay) && count > 1 };
}

// The same replay sent again (re-worded in another language): keep the place.
export function keepPlace(player, id, count) {
  if (!player || player.id !== id) return null;
  const index = Math.min(player.index, count - 1);
  return { ...player, count, index, playing: player.playing && index < count - 1 };
}

export function isAtEnd(player) {
  return player.index >= player.count - 1;
}

// Move to step `index` (clamped); stepping by hand pauses the player.
export function seek(player, index, { pause = true } = {}) {
  const clamped = Math.max(0, Math.min(player.count - 1, index));
  const playing = pause ? false : player.playing && clamped < player.count - 1;
  return { ...player, index: clamped, playing };
}

// One tick of the clock while playing: the next step, stopping at the end.
export function tick(player) {
  if (!player.playing) return player;
  const index = Math.min(player.index + 1, player.count - 1);
  return { ...player, index, playing: index < player.count - 1 };
}

// Play or pause; playing again from the end starts over.
export function toggle(player) {
  if (player.playing) return { ...player, playing: false };
  const index = isAtEnd(player) ? 0 : player.index;
  return { ...player, index, playing: player.count > 1 };
}

export function withSpeed(player, speed) {
  const s = Number(speed);
  return s > 0 ? { ...player, speed: s } : player;
}

// How the last step was reached, for the board's motion: only a single step
// forward is animated; a jump or a step back simply shows the position.
export function motionFor(before, after) {
  return before && after && before.id === after.id && after.index === before.index + 1 ? "forward" : "jump";
}

// The view of one replay step: the game's snapshot (texts, settings, marks)
// with the step's position laid over it. Every field a step decides is taken
// from the step, also when the step leaves it out: Pyodide's kernel (the site)
// turns Python's None into undefined, which JSON drops, so a step without a
// banner must not keep the snapshot's "You won!" (issue 23).
export const STEP_FIELDS = [
  "score", "moves", "can_undo", "status", "stock_size", "stock_label", "waste", "waste_label",
  "slots", "cleared_peaks", "banner", "describe", "last", "next",
];

export function stepView(state, step, endText) {
  // Every field the step carries (a review's marks too), then the step's own view of each field the
  // game also has: a field the step leaves out (None, dropped on the way) is empty, never the game's.
  const view = { ...state, ...step, hint: null, announce: "" };
  for (const field of STEP_FIELDS) view[field] = step[field] ?? null;
  view.message = { kind: "replay", text: step.next ? step.next.text : endText };
  return view;
}
