// The board in the browser. It draws the snapshot Python sends in the `state`
// trait and sends back intents (play a slot, draw, undo...). It holds no rule
// and no text of its own: the engine decides, the catalogue words.
//
// `render` only wires the parts to the model and returns their one cleanup.
// Each part is a module of its own: model.js (the one door to the model),
// board.js (the bar and the table), controls.js (the tools and the clicks),
// dialog.js (New game), replay.js and review.js, keyboard.js (the keys and
// what a screen reader hears), autosave.js and connection.js.

import "./widget.css";
import "./review.css";
import { createAutosave } from "./autosave.js";
import { createBoard } from "./board.js";
import { watchConnection } from "./connection.js";
import { actionRouter, createControls } from "./controls.js";
import { createDialog } from "./dialog.js";
import { createKeyboard } from "./keyboard.js";
import { modelAdapter } from "./model.js";
import { createReplay } from "./replay.js";
import { createReview } from "./review.js";
import { buildView } from "./view.js";

// The snapshot kinds whose move the board shows as a motion.
const SHOWN_MOVES = new Set(["play", "draw", "undo_play"]);

function render({ model, el }) {
  const v = buildView(el);
  const link = modelAdapter(model);
  let state = null; // the board's game, as Python last sent it
  let shown = null; // what the board shows: the game, or a replay step over it
  const game = () => state;
  const redraw = () => draw(shown, null);
  const act = (name) => route(name);

  const replay = createReplay(v, { link, state: game, draw: (view, motion) => draw(view, motion) });
  const replaying = () => Boolean(replay.player());
  const review = createReview(v, { link, ready: () => Boolean(state), replay, redraw });
  const dialog = createDialog(v, { link, state: game });
  const board = createBoard(v, { replaying });
  const controls = createControls(v, { link, state: game, replaying, act });
  const keyboard = createKeyboard(v, { act, replay, shown: () => shown, redraw });
  const autosave = createAutosave(v, { link, state: game });
  const connection = watchConnection(v, {
    link,
    state: game,
    stop() {
      replay.halt();
      dialog.close();
    },
  });
  const route = actionRouter({
    ...controls.actions,
    ...keyboard.actions,
    new: dialog.open,
    new_game: dialog.open,
    cancel: dialog.close,
    review: review.start,
  }, { ready: () => Boolean(state) && link.live, replaying });

  // Draw `view` (a snapshot, or a replay step laid over one). `motion` is the
  // move to show ({kind, slot}) or null.
  function draw(view, motion) {
    const prev = shown;
    shown = view;
    const activeSlot = board.focusedSlot();
    board.draw(view, prev, motion);
    keyboard.draw(view);
    controls.draw(view);
    replay.drawBar(view.strings);
    review.draw(view);
    autosave.draw();
    dialog.draw(view);
    connection.draw();
    // Show what just happened; the board is already in its new state.
    board.settle(view, prev, motion, activeSlot);
  }

  function onState() {
    const next = link.state();
    if (!next) return;
    const prev = state;
    state = next;
    if (prev && next.version !== prev.version) review.answered(); // the review answered (or failed)
    autosave.keep(next);
    keyboard.announce(prev, next);
    dialog.answer(next);
    if (replay.player()) {
      draw(replay.view(), null);
      return;
    }
    const moved = prev && next.version !== prev.version ? next.last : null;
    draw(next, moved && SHOWN_MOVES.has(moved.kind) ? moved : null);
  }

  function onPlayback() {
    const next = link.playback();
    if (next?.review) review.answered();
    replay.load(next);
  }

  link.onState(onState);
  link.onPlayback(onPlayback);
  onState();
  onPlayback();

  return () => {
    link.cleanup();
    for (const part of [replay, review, dialog, board, controls, keyboard, autosave]) part.cleanup();
    v.root.remove();
  };
}

export default { render };
