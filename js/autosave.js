// The board's autosave: after each change made on this board its game's
// record is kept in this browser under the board's seat (keep.js), and a
// board that finds a kept game for its seat offers to continue it (the record
// goes back to Python, which replays it) or to throw it away.

import { setProp, setText } from "./dom.js";
import { fill } from "./format.js";
import { forgetGame, keepGame, keptGame, offerFor, pageStorage, seatKey } from "./keep.js";
import { intent } from "./protocol.js";

// The snapshot kinds that follow a change made on the board, and so are kept.
export const KEPT_KINDS = new Set(["play", "draw", "undo_play", "undo_draw", "new", "replay"]);

// `link` is the model adapter (model.js), `state()` the game's snapshot.
// `storage` is the page's localStorage (or null); tests pass their own.
export function createAutosave(v, { link, state, storage = pageStorage() }) {
  let offer = null; // a game this browser kept for the board's seat, offered back
  let firstVersion = null; // the first snapshot this view saw: not kept (a new run's fresh deal)
  const seatOf = (snapshot) => seatKey(snapshot?.seat, link.notebook);

  // A new snapshot: keep the game after each change made on this board (not
  // the fresh deal a new run starts with: that would overwrite the game to offer).
  function keep(next) {
    if (firstVersion === null) {
      firstVersion = next.version;
      offer = offerFor(keptGame(storage, seatOf(next)), next);
      return;
    }
    if (next.version > firstVersion && KEPT_KINDS.has(next.last?.kind)) {
      keepGame(storage, seatOf(next), { record: next.record, code: next.code, moves: next.moves });
      offer = null;
    }
  }

  function draw() {
    setProp(v.offer, "hidden", !offer || !link.live);
    const game = state();
    if (!offer || !game) return;
    const s = game.strings;
    setText(v.offerText, fill(s.resume_offer, { code: offer.code, moves: offer.moves }));
    setText(v.offerResume, s.resume);
    setText(v.offerDiscard, s.resume_discard);
  }

  function onClick(event) {
    if (!link.live) return;
    const button = event.target.closest("button[data-offer]");
    if (!button) return;
    if (button.dataset.offer === "resume" && offer) link.send(intent.resume(offer.record));
    else forgetGame(storage, seatOf(state()));
    offer = null;
    draw();
  }

  v.root.addEventListener("click", onClick);
  return {
    keep,
    draw,
    cleanup: () => v.root.removeEventListener("click", onClick),
  };
}
