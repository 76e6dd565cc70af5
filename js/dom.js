// DOM helpers of the board: building elements, writing only what changed,
// placing on the table, and motions that can never leave the board half-drawn.

import { offsetPx, toPercent } from "./geometry.js";

export const MOVE_MS = 170;
const POP_MS = 260;

export function h(tag, attrs = {}, children = []) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (name === "class") node.className = value;
    else if (name === "text") node.textContent = value;
    else node.setAttribute(name, value);
  }
  for (const child of children) node.append(child);
  return node;
}

// Writing the same text or attribute again still invalidates style and
// layout, so the redraw writes only what changed.
export function setText(node, value) {
  const text = String(value ?? "");
  if (node.textContent !== text) node.textContent = text;
}

export function setAttr(node, name, value) {
  if (value === null || value === undefined) {
    if (node.hasAttribute(name)) node.removeAttribute(name);
  } else if (node.getAttribute(name) !== String(value)) {
    node.setAttribute(name, String(value));
  }
}

export function setProp(node, name, value) {
  if (node[name] !== value) node[name] = value;
}

// `board`: the table's size in card widths (geometry.js), TriPeaks' by default.
export function place(node, rect, board) {
  Object.assign(node.style, toPercent(rect, board));
}

export function unplace(node) {
  Object.assign(node.style, { left: "", top: "", width: "", height: "" });
}

const motion = typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)");

function reducedMotion() {
  return Boolean(motion?.matches);
}

// Every motion only shows what happened: the board is already in its final
// state, and an animation must never be able to leave it half-drawn. Chromium
// may stop advancing animations of a cell that is off screen or windowed out
// by JupyterLab, leaving a badge at opacity 0.3, so: nothing animates while
// the board is out of view, and every animation is finished by a timer of its
// own (timers run on, paused rendering or not), which drops its effect.
export const onScreen = new WeakMap();

function animate(node, keyframes, options) {
  if (reducedMotion() || !node.animate) return;
  const root = node.closest(".tp-root");
  if (root && onScreen.get(root) === false) return;
  if (typeof document !== "undefined" && document.visibilityState === "hidden") return;
  const animation = node.animate(keyframes, options);
  const finish = () => {
    try {
      if (animation.playState !== "finished") animation.finish();
    } catch {
      animation.cancel();
    }
  };
  setTimeout(finish, options.duration + 120);
}

// Slide `node` (now at rect `to`) in from rect `from`: a FLIP animation.
export function slideFrom(node, from, to, size, board) {
  if (!size.width) return;
  const { dx, dy } = offsetPx(from, to, size, board);
  animate(node, [{ transform: `translate(${dx}px, ${dy}px)` }, { transform: "none" }], {
    duration: MOVE_MS,
    easing: "cubic-bezier(.2,.7,.3,1)",
  });
}

export function flip(node) {
  animate(node, [{ transform: "scaleX(0)" }, { transform: "none" }], { duration: MOVE_MS, easing: "ease-out" });
}

export function pop(node) {
  animate(node, [{ transform: "scale(.4)", opacity: 0 }, { transform: "none", opacity: 1 }], {
    duration: POP_MS,
    easing: "cubic-bezier(.3,1.6,.5,1)",
  });
}

// A key typed in a field stays there: the notebook's own keys (a, b, d d…) must not act on the cells.
// Shift+Enter and Ctrl+Enter still reach the notebook (run the cell), and Escape and Tab leave the field.
export function keepKeyInField(event) {
  const runs = event.key === "Enter" && (event.shiftKey || event.ctrlKey || event.metaKey);
  if (!runs && event.key !== "Escape" && event.key !== "Tab") event.stopPropagation();
}

// Copy a text field's value: to the clipboard, else (an older page, or one that refuses the clipboard)
// by the page's copy command; either way the text is left selected for the student's own Ctrl+C.
export async function copyField(field) {
  field.select();
  try {
    await navigator.clipboard.writeText(field.value);
  } catch {
    document.execCommand?.("copy");
  }
}
