// The board's one door to its anywidget model. Python writes two traits,
// `state` (the game's snapshot) and `playback` (a replay, or none); the board
// reads them here, sends its intents through here, hears Python's messages
// here, and learns here that the kernel is gone. No other module touches the
// model, so the traits' names and shapes live in this file alone.

import { notebookOf } from "./keep.js";

// A snapshot the board can draw: null until Python sent one with the table's slots.
export function readState(value) {
  return value && Array.isArray(value.slots) ? value : null;
}

// A replay to watch: null for none (also for one without steps).
export function readPlayback(value) {
  return value && Array.isArray(value.steps) && value.steps.length ? value : null;
}

export function modelAdapter(model) {
  let live = true;
  const bound = [];
  const closers = [];
  const listen = (event, fn) => {
    model.on(event, fn);
    bound.push([event, fn]);
  };
  const close = () => {
    if (!live) return;
    live = false;
    for (const fn of closers) fn();
  };
  // ipywidgets marks the models of a restarted kernel as no longer live
  // ("comm_live_update", only ever to false once a view exists) and closes a
  // closed comm ("comm:close"); anywidget passes both events through.
  listen("comm_live_update", close);
  listen("comm:close", close);
  return {
    state: () => readState(model.get("state")),
    playback: () => readPlayback(model.get("playback")),
    // The page's name for the notebook the board sits in, where it has one (keep.js).
    notebook: notebookOf(model),
    // Whether the kernel behind the board is still there: once gone, nothing is sent.
    get live() {
      return live;
    },
    send(message) {
      if (live) model.send(message);
    },
    onState: (fn) => listen("change:state", fn),
    onPlayback: (fn) => listen("change:playback", fn),
    // Messages from Python besides the traits (the review's progress, a step to show).
    onMessage: (fn) => listen("msg:custom", (message) => fn(message)),
    onClose: (fn) => closers.push(fn),
    cleanup() {
      for (const [event, fn] of bound) model.off(event, fn);
      bound.length = 0;
      closers.length = 0;
    },
  };
}
