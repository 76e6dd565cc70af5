// Names of the intents the browser sends to Python. The browser only ever asks;
// the engine in the kernel decides. Mirrored by
// tripeaks_widget/board/intents.py (INTENTS), and a test checks the two lists agree.

export const INTENT = Object.freeze({
  PLAY: "play",
  DRAW: "draw",
  UNDO: "undo",
  HINT: "hint",
  NEW_GAME: "new_game",
  SET_LANG: "set_lang",
  SET_ERROR_HELP: "set_error_help",
  REPLAY_LEAVE: "replay_leave",
  REVIEW: "review",
  REVIEW_SEEK: "review_seek",
  RESUME: "resume",
});

export const intent = Object.freeze({
  play: (slot) => ({ type: INTENT.PLAY, slot }),
  draw: () => ({ type: INTENT.DRAW }),
  undo: () => ({ type: INTENT.UNDO }),
  hint: () => ({ type: INTENT.HINT }),
  // A deal under the rule set `rules` (its text form, made by the dialog's
  // knobs); a pasted code names the deal and its letter sets Easy or Classic.
  // Python reads both and refuses, in the dialog, what does not read.
  // `deal` adds "winnable deals only" and a difficulty (dealing.js), for a random deal only.
  newGame: ({ rules, code, deal = {} }) => (code ? { type: INTENT.NEW_GAME, code, rules } : { type: INTENT.NEW_GAME, rules, ...deal }),
  setLang: (lang) => ({ type: INTENT.SET_LANG, lang }),
  setErrorHelp: (on) => ({ type: INTENT.SET_ERROR_HELP, on: Boolean(on) }),
  // Leave replay `replay` at `step` and play on from that position.
  replayLeave: (replay, step) => ({ type: INTENT.REPLAY_LEAVE, replay, step }),
  // Review the game that just ended (the end banner's Review button).
  review: () => ({ type: INTENT.REVIEW }),
  // Go to move `move` (1-based) of review `replay`: a click on the review's chart.
  reviewSeek: (replay, move) => ({ type: INTENT.REVIEW_SEEK, replay, move }),
  // Continue the game this browser kept for the board's seat (keep.js): the
  // engine replays the record and refuses one that breaks the rules.
  resume: (record) => ({ type: INTENT.RESUME, record }),
});
