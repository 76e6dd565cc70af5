// The board in the browser. It draws the snapshot Python sends in the `state`
// trait and sends back intents (play a slot, draw, undo...). It holds no rule
// and no text of its own: the engine decides, the catalogue words.

import "./widget.css";
import {
  BOARD, bannerTop, isCompact, messageRect, slotRect, stockRect, wasteRect,
} from "./geometry.js";
import { cardImage } from "./cardart.js";
import { drawKnobs, fillKnobs, knobsText } from "./dialog.js";
import { flip, h, onScreen, place, pop, setAttr, setProp, setText, slideFrom } from "./dom.js";
import { fill, nextFocusSlot, shortcutFor } from "./format.js";
import { forgetGame, keepGame, keptGame, notebookOf, offerFor, pageStorage, seatKey } from "./keep.js";
import { intent } from "./protocol.js";
import { attachDealChoice, dealFields, drawDealChoice, readDealChoice, syncDealChoice } from "./dealing.js";
import "./review.css";
import { buildReview, chartMove, drawReview, readMessage, replayKey, showProgress, startReview } from "./review.js";
import { delayMs, keepPlace, motionFor, seek, startPlayer, stepView, tick, toggle, withSpeed } from "./replay.js";
import { WASTE_SHOWN, buildView, layOut } from "./view.js";

function cardKey(card) {
  return card ? `${card.rank}-${card.suit}` : "";
}

function drawSlot(node, data, previous) {
  const key = data ? `${data.face_up ? `up:${cardKey(data.card)}-${data.card.rank_symbol}` : "down"}` : "gone";
  if (node.dataset.key === key) return false;
  node.dataset.key = key;
  setProp(node, "hidden", !data);
  node.classList.toggle("tp-back", Boolean(data && !data.face_up));
  node.style.backgroundImage = data && data.face_up ? cardImage(data.card) : "";
  // Face-down cards cannot be acted on: out of the Tab order, but still labelled.
  setProp(node, "tabIndex", data && data.face_up ? 0 : -1);
  return Boolean(previous && data && !previous.face_up && data.face_up);
}

function render({ model, el }) {
  const v = buildView(el);
  const rv = buildReview(v); // the review's button, progress bar and chart (review.js)
  const deal = attachDealChoice(v); // the dialog's "winnable deals only" and difficulty (dealing.js)
  let state = null; // the board's game, as Python last sent it
  let shown = null; // what the board shows: the game, or a replay step over it
  let playback = null; // the replay Python sent (steps), or null
  let player = null; // where the replay is (replay.js)
  let timer = null;
  let keysShown = true;
  let pendingNewGame = null;
  let copiedUntil = 0;
  let compact = null;
  let dead = false; // the kernel behind this board is gone (restarted)
  let offer = null; // a game this browser kept for the board's seat, offered back
  let firstVersion = null; // the first snapshot this view saw: not kept (a new run's fresh deal)
  const storage = pageStorage();
  const notebook = notebookOf(model); // the page's name for the notebook, where it has one
  const seatOf = (snapshot) => seatKey(snapshot?.seat, notebook);
  // The table's size in pixels, kept up to date without reading layout on every move.
  const tableSize = { width: 0, height: 0 };
  const resizes = new ResizeObserver(([entry]) => {
    tableSize.width = entry.contentRect.width;
    tableSize.height = entry.contentRect.height;
    const nowCompact = isCompact(tableSize.width);
    if (nowCompact !== compact) {
      compact = nowCompact;
      layOut(v, compact);
      if (shown) drawBanner(shown);
    }
  });
  resizes.observe(v.table);
  layOut(v, false);
  // Whether the board is on screen: off screen nothing animates (see animate).
  const visibility = typeof IntersectionObserver === "undefined" ? null : new IntersectionObserver((entries) => {
    for (const entry of entries) onScreen.set(v.root, entry.isIntersecting);
  });
  visibility?.observe(v.root);

  const send = (message) => {
    if (!dead) model.send(message);
  };

  // The kernel restarted (ipywidgets marks every model of the old kernel as
  // no longer live) or the comm closed: grey the board, turn its controls
  // off and say, in its language, how to play again.
  function disconnect() {
    if (dead) return;
    dead = true;
    clearTimeout(timer);
    timer = null;
    if (player) player = { ...player, playing: false };
    if (v.dialog.open) v.dialog.close();
    v.root.classList.add("tp-disconnected");
    setAttr(v.root, "data-disconnected", "");
    setText(v.dead, state?.strings.disconnected ?? "");
    setProp(v.dead, "hidden", false);
    setProp(v.offer, "hidden", true);
    disableAll();
  }

  function disableAll() {
    for (const control of v.root.querySelectorAll("button, select, input")) setProp(control, "disabled", true);
    setAttr(v.table, "aria-disabled", "true");
  }

  function drawOffer() {
    setProp(v.offer, "hidden", !offer || dead);
    if (!offer || !state) return;
    const s = state.strings;
    setText(v.offerText, fill(s.resume_offer, { code: offer.code, moves: offer.moves }));
    setText(v.offerResume, s.resume);
    setText(v.offerDiscard, s.resume_discard);
  }

  // Keep the game in this browser after each change made on this board (not
  // the fresh deal a new run starts with: that would overwrite the game to offer).
  function keep(next) {
    if (firstVersion === null) {
      firstVersion = next.version;
      offer = offerFor(keptGame(storage, seatOf(next)), next);
      return;
    }
    const kind = next.last?.kind;
    if (next.version > firstVersion && ["play", "draw", "undo_play", "undo_draw", "new", "replay"].includes(kind)) {
      keepGame(storage, seatOf(next), { record: next.record, code: next.code, moves: next.moves });
      offer = null;
    }
  }

  function openDialog() {
    v.dialogError.textContent = "";
    v.codeField.value = "";
    drawCodeNote();
    for (const r of v.rules) r.input.checked = r.rule === state.rule;
    fillKnobs(v.knobs, state.rules_form);
    pendingNewGame = null;
    if (!v.dialog.open) v.dialog.showModal();
    v.rules.find((r) => r.input.checked)?.input.focus();
  }

  function drawBanner(view) {
    const banner = view.banner;
    setProp(v.banner, "hidden", !banner);
    // A win takes the empty table under the peak badges; "no more moves" sits
    // beside the piles (under the table on a compact board), so the cards
    // that are left stay in view.
    const stuck = banner?.kind === "stuck";
    setProp(v.message, "hidden", stuck);
    // On a compact board there is no room on the table for either: the banner
    // goes under it, where it covers no card and no count.
    if (banner && compact) {
      v.below.append(v.banner);
      setAttr(v.banner, "style", null);
    } else {
      if (v.banner.parentNode !== v.table) v.table.insertBefore(v.banner, v.message);
      if (stuck) place(v.banner, messageRect());
      else setAttr(v.banner, "style", `top: ${((100 * bannerTop()) / BOARD.h).toFixed(3)}%`);
    }
    if (banner) {
      setAttr(v.banner, "data-kind", banner.kind);
      setText(v.bannerTitle, banner.title);
      setText(v.bannerText, banner.text ?? "");
      setProp(v.bannerUndo, "hidden", banner.kind !== "stuck" || Boolean(player));
      setProp(v.bannerNew, "hidden", Boolean(player));
      setText(v.bannerUndo, view.strings.undo);
      setText(v.bannerNew, view.strings.new_game);
    }
  }

  // Draw `view` (a snapshot, or a replay step laid over one). `motion` is the
  // move to show ({kind, slot}) or null.
  function draw(view, motion) {
    const prev = shown;
    shown = view;
    const s = view.strings;
    const active = el.ownerDocument.activeElement;
    const activeSlot = v.slots.indexOf(active);
    const replaying = Boolean(player);
    const next = view.next ?? null;
    const uncovers = new Set(next?.uncovers ?? []);

    setProp(v.root, "lang", view.lang);
    setAttr(v.root, "data-version", String(view.version));
    setAttr(v.root, "data-status", view.status);
    setAttr(v.root, "data-replay", replaying ? String(player.index) : null);
    setText(v.title, view.rule_label);
    const chipKey = view.variants.map((c) => c.label).join("|");
    if (v.chips.dataset.key !== chipKey) {
      v.chips.dataset.key = chipKey;
      v.chips.replaceChildren(...view.variants.map((c) => h("span", { class: "tp-chip", "data-variant": c.name, text: c.label })));
      setAttr(v.chips, "aria-label", view.variants.length ? s.variants : null);
    }
    setText(v.codeLabel, s.code);
    setText(v.code, view.code);
    const copied = Date.now() < copiedUntil;
    setText(v.copy, copied ? s.copied : s.copy);
    setAttr(v.copy, "aria-label", copied ? s.copied : s.copy_code);
    setText(v.scoreLabel, s.score);
    setText(v.score, String(view.score));
    setText(v.movesLabel, s.moves);
    setText(v.moves, String(view.moves));
    setText(v.movesNote, s.moves_note);
    setAttr(v.movesStat, "title", s.moves_title);
    setAttr(v.table, "aria-label", s.board);

    const turned = [];
    view.slots.forEach((data, slot) => {
      const node = v.slots[slot];
      if (drawSlot(node, data, prev?.slots[slot])) turned.push(node);
      setAttr(node, "aria-label", data ? data.label : null);
      node.classList.toggle("tp-hinted", view.hint?.slot === slot);
      node.classList.toggle("tp-next", next?.slot === slot);
      node.classList.toggle("tp-uncovers", uncovers.has(slot));
      setProp(node, "disabled", replaying);
    });
    view.cleared_peaks.forEach((cleared, p) => {
      const badge = v.peaks[p];
      setText(badge.firstChild, s.peak_cleared);
      const wasHidden = badge.hidden;
      setProp(badge, "hidden", !cleared);
      if (cleared && wasHidden && prev && motion) pop(badge);
    });
    const marks = new Map((view.marks ?? []).map((m) => [m.slot, m]));
    v.marks.forEach(({ mark, label }, slot) => {
      const m = marks.get(slot);
      setProp(mark, "hidden", !m);
      if (!m) return;
      mark.style.setProperty("--tp-mark", m.colour);
      setText(label, m.label);
      setProp(label, "hidden", !m.label);
    });

    setProp(v.stock, "disabled", view.stock_size === 0 || replaying);
    v.stock.classList.toggle("tp-empty", view.stock_size === 0);
    v.stock.classList.toggle("tp-hinted", Boolean(view.hint?.draw));
    v.stock.classList.toggle("tp-next", Boolean(next?.draw));
    setAttr(v.stock, "aria-label", view.stock_label);
    setText(v.stockCount, String(view.stock_size));
    setText(v.pileLabels[0], s.stock);
    setText(v.pileLabels[1], s.waste);
    const waste = view.waste.slice(-WASTE_SHOWN).reverse();
    v.waste.forEach((node, depth) => {
      const card = waste[depth];
      const key = card ? `${cardKey(card)}-${card.rank_symbol}` : "";
      if (node.dataset.key !== key) {
        node.dataset.key = key;
        node.style.backgroundImage = card ? cardImage(card) : "";
      }
      node.classList.toggle("tp-empty", !card);
      setProp(node, "hidden", !card && depth > 0);
    });
    setAttr(v.waste[0], "aria-label", view.waste_label);

    drawBanner(view);

    setText(v.message, view.message?.text ?? "");
    setAttr(v.message, "data-kind", view.message?.kind ?? "");
    setAttr(v.message, "data-long", (view.message?.text ?? "").length > 70 ? "" : null);
    setText(v.keysHelp, s.keys_help);
    setProp(v.keysHelp, "hidden", !keysShown);
    setText(v.keysToggle, keysShown ? s.keys_hide : s.keys);
    setAttr(v.keysToggle, "aria-expanded", String(keysShown));

    setText(v.undo, s.undo);
    setProp(v.undo, "disabled", !view.can_undo || replaying);
    setText(v.hint, s.hint);
    setProp(v.hint, "disabled", view.status !== "playing" || replaying);
    setText(v.newGame, s.new_game);
    setProp(v.newGame, "disabled", replaying);
    setProp(v.errorHelp, "checked", view.error_help);
    setText(v.errorHelpLabel, s.error_help);
    setText(v.langLabel, s.language);
    if (v.lang.dataset.key !== view.langs.map((l) => l.code).join()) {
      v.lang.dataset.key = view.langs.map((l) => l.code).join();
      v.lang.replaceChildren(...view.langs.map((l) => h("option", { value: l.code, text: l.name })));
    }
    setProp(v.lang, "value", view.lang);
    drawReplayBar(s);
    drawReview(rv, v, view, playback, player);
    drawOffer();

    setText(v.dialogTitle, s.new_game);
    setAttr(v.dialog, "aria-label", s.new_game);
    setText(v.rulesLegend, s.rule_set);
    for (const r of v.rules) setText(r.text, s[`rule_${r.rule}_long`]);
    drawKnobs(v.knobs, view.rules_form);
    drawDealChoice(deal, view.deal_form);
    setText(v.codeFieldLabel, s.paste_code);
    setText(v.deal, s.deal);
    setText(v.cancel, s.cancel);
    drawCodeNote();
    if (dead) disableAll();

    // Show what just happened; the board is already in its new state.
    if (prev && motion) {
      const { kind, slot } = motion;
      if (kind === "play") slideFrom(v.waste[0], slotRect(slot), wasteRect(0), tableSize);
      else if (kind === "draw") slideFrom(v.waste[0], stockRect(), wasteRect(0), tableSize);
      else if (kind === "undo_play") slideFrom(v.slots[slot], wasteRect(0), slotRect(slot), tableSize);
      turned.forEach(flip);
    }
    if (activeSlot >= 0 && !view.slots[activeSlot]?.face_up && !replaying) {
      const present = view.slots.map((d) => Boolean(d?.face_up));
      const target = nextFocusSlot(present, activeSlot);
      (target === null ? v.stock : v.slots[target]).focus();
    }
  }

  // Under the code field: which rule the code typed gives (its letter decides).
  function drawCodeNote() {
    const s = shown.strings;
    const letter = /^\s*TP\d+-([A-Z])-/i.exec(v.codeField.value)?.[1]?.toUpperCase();
    const rule = letter ? shown.code_rules?.[letter] : null;
    setText(v.codeNote, rule ? fill(s.code_gives, { rule }) : s.code_letter_note);
  }

  function drawReplayBar(s) {
    setProp(v.replayBar, "hidden", !player);
    if (!player) return;
    setAttr(v.replayBar, "aria-label", s.replay);
    setText(v.replayBack, "|◀");
    setAttr(v.replayBack, "aria-label", s.step_back);
    setAttr(v.replayBack, "title", s.step_back);
    setProp(v.replayBack, "disabled", player.index === 0);
    setText(v.replayPlay, player.playing ? `❚❚ ${s.pause}` : `▶ ${s.play}`);
    setAttr(v.replayPlay, "data-playing", String(player.playing));
    setText(v.replayForward, "▶|");
    setAttr(v.replayForward, "aria-label", s.step_forward);
    setAttr(v.replayForward, "title", s.step_forward);
    setProp(v.replayForward, "disabled", player.index >= player.count - 1);
    setText(v.replaySpeedLabel, s.speed);
    const speedKey = playback.speeds.join();
    if (v.replaySpeed.dataset.key !== speedKey) {
      v.replaySpeed.dataset.key = speedKey;
      v.replaySpeed.replaceChildren(...playback.speeds.map((x) => h("option", { value: String(x), text: `${x}×` })));
    }
    if (!playback.speeds.includes(player.speed)) {
      v.replaySpeed.append(h("option", { value: String(player.speed), text: `${player.speed}×` }));
      v.replaySpeed.dataset.key = "";
    }
    setProp(v.replaySpeed, "value", String(player.speed));
    // One way of counting, as the review's (js/review.js): step i shows move i + 1, then the end.
    const moves = player.count - 1;
    setText(v.replayStep, player.index < moves ? fill(s.review_step, { move: player.index + 1, moves }) : s.review_step_end);
    setText(v.replayLeave, s.play_from_here);
  }

  // The view of the replay's current step: the game's snapshot (texts,
  // settings, marks) with the step's position laid over it.
  function replayView() {
    const step = playback.steps[player.index];
    return stepView(state, step, step.end_text ?? state.strings.replay_end);
  }

  function showReplay(before) {
    clearTimeout(timer);
    timer = null;
    const motion = motionFor(before, player) === "forward" ? playback.steps[player.index].last : null;
    draw(replayView(), motion);
    if (player.playing) timer = setTimeout(() => {
      const was = player;
      player = tick(player);
      showReplay(was);
    }, delayMs(player.speed));
  }

  function onPlayback() {
    const next = model.get("playback");
    clearTimeout(timer);
    timer = null;
    if (!next || !Array.isArray(next.steps) || !next.steps.length) {
      playback = null;
      player = null;
      if (state) draw(state, null);
      return;
    }
    playback = next;
    const kept = keepPlace(player, next.id, next.steps.length);
    player = kept ?? startPlayer(next.id, next.steps.length, { speed: next.speed, autoplay: next.autoplay });
    if (!kept && Number.isInteger(next.at)) player = seek(player, next.at); // a review opened at a move
    if (next.review) rv.running = false;
    if (state) showReplay(null);
  }

  function replayAction(action) {
    if (!player) return;
    const before = player;
    if (action === "play") player = toggle(player);
    else if (action === "back") player = seek(player, player.index - 1);
    else if (action === "forward") player = seek(player, player.index + 1);
    else if (action === "first") player = seek(player, 0);
    else if (action === "last") player = seek(player, player.count - 1);
    else if (action === "leave") {
      send(intent.replayLeave(player.id, player.index));
      return;
    }
    showReplay(before);
  }

  function onState() {
    const next = model.get("state");
    if (!next || !Array.isArray(next.slots)) return;
    const prev = state;
    state = next;
    if (prev && next.version !== prev.version) rv.running = false; // the review answered (or failed)
    keep(next);
    // A screen reader hears what changed (the whole board on R).
    if (!prev || next.version !== prev.version) setText(v.live, next.announce ?? "");
    if (pendingNewGame !== null && v.dialog.open) {
      if (next.last?.kind === "new" && next.version > pendingNewGame) {
        v.dialog.close();
        pendingNewGame = null;
        v.newGame.focus();
      } else if (next.last?.kind === "new_refused") {
        setText(v.dialogError, next.new_game_error);
        v.codeField.focus();
      }
    }
    if (player) {
      draw(replayView(), null);
      return;
    }
    const moved = prev && next.version !== prev.version ? next.last : null;
    draw(next, moved && ["play", "draw", "undo_play"].includes(moved.kind) ? moved : null);
  }

  function act(action) {
    if (!state || dead) return;
    if (action === "read") {
      // The whole board, read again even when it has not changed since the last time.
      setText(v.live, "");
      setTimeout(() => setText(v.live, shown.describe), 60);
      return;
    }
    if (action === "keys") {
      keysShown = !keysShown;
      draw(shown, null);
      return;
    }
    if (player && action !== "cancel" && action !== "copy") return; // a replay is being watched
    if (action === "draw") send(intent.draw());
    else if (action === "undo") send(intent.undo());
    else if (action === "hint") send(intent.hint());
    else if (action === "new" || action === "new_game") openDialog();
    else if (action === "cancel") v.dialog.close();
    else if (action === "copy") copyCode();
    else if (action === "review") {
      startReview(rv);
      draw(shown, null);
      send(intent.review());
    }
  }

  // Messages from Python besides the traits: the review's progress, and the step a chart click asked for.
  function onMessage(message) {
    const m = readMessage(message);
    if (!m || !state) return;
    if (m.kind === "progress") {
      showProgress(rv, m);
      draw(shown, null);
    } else if (player && m.replay === player.id) {
      const before = player;
      player = seek(player, m.step);
      showReplay(before);
    }
  }

  async function copyCode() {
    const code = state.code;
    try {
      await navigator.clipboard.writeText(code);
    } catch {
      // No clipboard permission (e.g. an insecure origin): select the code so
      // the user can copy it themselves.
      const range = document.createRange();
      range.selectNodeContents(v.code);
      const selection = window.getSelection();
      selection.removeAllRanges();
      selection.addRange(range);
      return;
    }
    copiedUntil = Date.now() + 1500;
    v.copy.textContent = state.strings.copied;
    v.copy.setAttribute("aria-label", state.strings.copied);
    setTimeout(() => {
      if (!state) return;
      v.copy.textContent = state.strings.copy;
      v.copy.setAttribute("aria-label", state.strings.copy_code);
    }, 1600);
  }

  function onClick(event) {
    if (dead) return;
    const offerButton = event.target.closest("button[data-offer]");
    if (offerButton) {
      if (offerButton.dataset.offer === "resume" && offer) send(intent.resume(offer.record));
      else forgetGame(storage, seatOf(state));
      offer = null;
      drawOffer();
      return;
    }
    const move = chartMove(event.target, rv.root);
    if (move !== null) {
      if (player) send(intent.reviewSeek(player.id, move)); // Python checks it and says where to go
      return;
    }
    const card = event.target.closest(".tp-card[data-slot]");
    if (card && v.table.contains(card)) {
      if (!player) send(intent.play(Number(card.dataset.slot)));
      return;
    }
    const control = event.target.closest("button[data-replay]");
    if (control) {
      replayAction(control.dataset.replay);
      return;
    }
    const button = event.target.closest("[data-action]");
    if (button && button.tagName === "BUTTON") act(button.dataset.action);
  }

  // A mouse press in the board is the board's alone: JupyterLab need not run
  // its cell selection for it, which costs milliseconds before the click
  // reaches the kernel. Pressing a card or a button does not move the focus
  // either: a card may vanish at once, and each focus change makes JupyterLab
  // restyle the whole cell. Keyboard players still Tab to everything.
  function onMouseDown(event) {
    event.stopPropagation();
    const button = event.target.closest("button");
    if (button && !v.dialog.contains(button)) event.preventDefault();
  }

  function onChange(event) {
    if (dead) return;
    const action = event.target.dataset.action;
    if (event.target.dataset.deal) syncDealChoice(deal);
    if (action === "error-help") send(intent.setErrorHelp(event.target.checked));
    else if (action === "lang") send(intent.setLang(event.target.value));
    else if (event.target.dataset.replay === "speed" && player) {
      player = withSpeed(player, Number(event.target.value));
      showReplay(null);
    }
  }

  function onSubmit(event) {
    event.preventDefault();
    const rule = v.rules.find((r) => r.input.checked)?.rule ?? "easy";
    pendingNewGame = state.version;
    v.dialogError.textContent = "";
    const code = v.codeField.value.trim();
    send(intent.newGame({ rules: knobsText(v.knobs, rule), code, deal: dealFields(readDealChoice(deal), code) }));
  }

  function onKeydown(event) {
    // Plain keys pressed in the board are the board's: JupyterLab must not also
    // read them as notebook commands (D D deletes a cell, Enter edits it...).
    // Chords (Ctrl+S, Shift+Enter...) still reach JupyterLab.
    const chord = event.ctrlKey || event.metaKey || event.altKey || (event.shiftKey && event.key === "Enter");
    if (!chord) event.stopPropagation();
    if (v.dialog.open) return;
    const step = player && replayKey({ key: event.key, ctrlKey: event.ctrlKey, metaKey: event.metaKey,
      altKey: event.altKey, shiftKey: event.shiftKey, targetTag: event.target.tagName });
    if (step) {
      event.preventDefault();
      replayAction(step);
      return;
    }
    const action = shortcutFor({
      key: event.key,
      ctrlKey: event.ctrlKey,
      metaKey: event.metaKey,
      altKey: event.altKey,
      targetTag: event.target.tagName,
    });
    if (action) {
      event.preventDefault();
      act(action);
    }
  }

  model.on("change:state", onState);
  model.on("change:playback", onPlayback);
  model.on("msg:custom", onMessage);
  v.root.addEventListener("click", onClick);
  v.root.addEventListener("mousedown", onMouseDown);
  v.root.addEventListener("change", onChange);
  v.root.addEventListener("keydown", onKeydown);
  v.form.addEventListener("submit", onSubmit);
  v.codeField.addEventListener("input", () => shown && drawCodeNote());
  // ipywidgets marks the models of a restarted kernel as no longer live
  // ("comm_live_update", only ever to false once a view exists) and closes a
  // closed comm ("comm:close"); anywidget passes both events through.
  model.on("comm_live_update", disconnect);
  model.on("comm:close", disconnect);
  onState();
  onPlayback();

  return () => {
    model.off("change:state", onState);
    model.off("change:playback", onPlayback);
    model.off("msg:custom", onMessage);
    model.off("comm_live_update", disconnect);
    model.off("comm:close", disconnect);
    clearTimeout(timer);
    resizes.disconnect();
    visibility?.disconnect();
    if (v.dialog.open) v.dialog.close();
    v.root.remove();
  };
}

export default { render };
