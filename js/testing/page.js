// A page for the front end's node tests: happy-dom's window, its document and
// the browser globals the board's modules use, installed before they load
// (import this first). Each test builds its own board on `document.body`.

import { Window } from "happy-dom";

const window = new Window({ url: "http://localhost/" });
for (const name of ["window", "document", "navigator", "localStorage", "ResizeObserver", "IntersectionObserver", "HTMLElement", "Event", "KeyboardEvent", "MouseEvent", "MutationObserver"]) {
  if (name === "window") globalThis.window = window;
  else if (window[name] !== undefined) Object.defineProperty(globalThis, name, { value: window[name], configurable: true, writable: true });
}

export { window };
