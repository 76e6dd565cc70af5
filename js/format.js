// Small pure helpers for text and keys. The texts themselves come from Python
// (the message catalogue) in the state: nothing here is a user-visible string.

// Fill "{name}" fields of a catalogue template.
export function fill(template, fields = {}) {
  return String(template ?? "").replace(/\{(\w+)\}/g, (whole, name) =>
    Object.prototype.hasOwnProperty.call(fields, name) ? String(fields[name]) : whole,
  );
}

// The game's keyboard shortcuts: U undo, D draw, H hint, N new game, R read the
// whole board aloud. Only bare
// letters count, so browser and JupyterLab chords (Ctrl+D...) are left alone,
// and not while the user types into a field.
const SHORTCUTS = new Map([["u", "undo"], ["d", "draw"], ["h", "hint"], ["n", "new_game"], ["r", "read"]]);
const TYPING_TAGS = new Set(["INPUT", "TEXTAREA", "SELECT"]);

export function shortcutFor(event) {
  if (!event || event.ctrlKey || event.metaKey || event.altKey) return null;
  if (event.targetTag && TYPING_TAGS.has(event.targetTag)) return null;
  const key = typeof event.key === "string" ? event.key.toLowerCase() : "";
  return SHORTCUTS.get(key) ?? null;
}

// After the focused card leaves the table, focus the nearest card still there
// (next in reading order first), so a keyboard player keeps their place.
// `present` is a list of 28 booleans: is there a face-up card at this slot.
export function nextFocusSlot(present, removed) {
  for (let d = 1; d < present.length; d += 1) {
    if (present[removed + d]) return removed + d;
    if (present[removed - d]) return removed - d;
  }
  return null;
}
