// The board in the browser. It draws the snapshot Python sends in the `state`
// trait and sends back intents (play a slot, draw, undo...). It holds no rule
// and no text of its own: the engine decides, the catalogue words.

import "./widget.css";
import { BOARD, SLOT_COUNT, keysRect, messageRect, offsetPx, peakRect, slotRect, stockRect, toPercent, wasteRect } from "./geometry.js";
import { cardImage } from "./cardart.js";
import { fill, nextFocusSlot, shortcutFor } from "./format.js";
import { intent } from "./protocol.js";

const WASTE_SHOWN = 3;
const MOVE_MS = 170;

function h(tag, attrs = {}, children = []) {
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
function setText(node, value) {
  const text = String(value ?? "");
  if (node.textContent !== text) node.textContent = text;
}

function setAttr(node, name, value) {
  if (value === null || value === undefined) {
    if (node.hasAttribute(name)) node.removeAttribute(name);
  } else if (node.getAttribute(name) !== String(value)) {
    node.setAttribute(name, String(value));
  }
}

function setProp(node, name, value) {
  if (node[name] !== value) node[name] = value;
}

function place(node, rect) {
  Object.assign(node.style, toPercent(rect));
}

function cardKey(card) {
  return card ? `${card.rank}-${card.suit}` : "";
}

const motion = typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)");

function reducedMotion() {
  return Boolean(motion?.matches);
}

// Slide `node` (now at rect `to`) in from rect `from`: a FLIP animation. The
// board is already in its new state; the motion only shows what happened.
function slideFrom(node, from, to, size) {
  if (reducedMotion() || !node.animate || !size.width) return;
  const { dx, dy } = offsetPx(from, to, size);
  node.animate(
    [{ transform: `translate(${dx}px, ${dy}px)` }, { transform: "none" }],
    { duration: MOVE_MS, easing: "cubic-bezier(.2,.7,.3,1)" },
  );
}

function flip(node) {
  if (reducedMotion() || !node.animate) return;
  node.animate([{ transform: "scaleX(0)" }, { transform: "none" }], { duration: MOVE_MS, easing: "ease-out" });
}

function pop(node) {
  if (reducedMotion() || !node.animate) return;
  node.animate([{ transform: "scale(.4)", opacity: 0 }, { transform: "none", opacity: 1 }], {
    duration: 260,
    easing: "cubic-bezier(.3,1.6,.5,1)",
  });
}

function buildView(el) {
  const v = {};
  v.title = h("span", { class: "tp-rule" });
  v.codeLabel = h("span", { class: "tp-label" });
  v.code = h("code", { class: "tp-code" });
  v.copy = h("button", { type: "button", class: "tp-button tp-small", "data-action": "copy" });
  v.scoreLabel = h("span", { class: "tp-label" });
  v.score = h("strong", { class: "tp-score" });
  v.movesLabel = h("span", { class: "tp-label" });
  v.moves = h("strong", { class: "tp-moves" });
  const bar = h("div", { class: "tp-bar" }, [
    v.title,
    h("span", { class: "tp-stat" }, [v.codeLabel, v.code, v.copy]),
    h("span", { class: "tp-stat" }, [v.scoreLabel, v.score]),
    h("span", { class: "tp-stat" }, [v.movesLabel, v.moves]),
  ]);

  v.table = h("div", { class: "tp-table", role: "group" });
  v.table.style.aspectRatio = `${BOARD.w} / ${BOARD.h}`;
  v.peaks = [0, 1, 2].map((p) => {
    const badge = h("div", { class: "tp-peak-badge", hidden: "" });
    place(badge, peakRect(p));
    v.table.append(badge);
    return badge;
  });
  v.slots = [];
  for (let slot = 0; slot < SLOT_COUNT; slot += 1) {
    const card = h("button", { type: "button", class: "tp-card", "data-slot": String(slot) });
    place(card, slotRect(slot));
    v.slots.push(card);
    v.table.append(card);
  }
  v.stock = h("button", { type: "button", class: "tp-card tp-stock tp-back", "data-action": "draw" });
  place(v.stock, stockRect());
  v.stockCount = h("span", { class: "tp-count", "aria-hidden": "true" });
  v.stock.append(v.stockCount);
  v.pileLabels = [h("div", { class: "tp-pile-label" }), h("div", { class: "tp-pile-label" })];
  const under = (r) => ({ ...r, y: r.y + r.h, h: BOARD.h - r.y - r.h });
  place(v.pileLabels[0], under(stockRect()));
  const fan = wasteRect(WASTE_SHOWN - 1);
  place(v.pileLabels[1], under({ ...fan, w: wasteRect().x + wasteRect().w - fan.x }));
  // Older waste cards first so the top card is drawn last, on top.
  v.waste = [];
  for (let depth = WASTE_SHOWN - 1; depth >= 0; depth -= 1) {
    const card = h("div", { class: "tp-card tp-waste", "data-depth": String(depth) });
    place(card, wasteRect(depth));
    v.waste[depth] = card;
  }
  v.waste[0].setAttribute("role", "img");
  v.table.append(v.stock, ...v.waste.slice().reverse(), ...v.pileLabels);

  v.bannerTitle = h("div", { class: "tp-banner-title" });
  v.bannerText = h("div", { class: "tp-banner-text" });
  v.bannerUndo = h("button", { type: "button", class: "tp-button", "data-action": "undo" });
  v.bannerNew = h("button", { type: "button", class: "tp-button tp-primary", "data-action": "new" });
  v.banner = h("div", { class: "tp-banner", role: "alert", hidden: "" }, [
    v.bannerTitle,
    v.bannerText,
    h("div", { class: "tp-banner-buttons" }, [v.bannerUndo, v.bannerNew]),
  ]);
  v.table.append(v.banner);

  v.message = h("div", { class: "tp-message", role: "status", "aria-live": "polite" });
  place(v.message, messageRect());
  v.keysHelp = h("div", { class: "tp-keys" });
  place(v.keysHelp, keysRect());
  v.live = h("div", { class: "tp-sr-only", "aria-live": "polite" });
  v.table.append(v.message, v.keysHelp, v.live);

  v.undo = h("button", { type: "button", class: "tp-button", "data-action": "undo" });
  v.hint = h("button", { type: "button", class: "tp-button", "data-action": "hint" });
  v.newGame = h("button", { type: "button", class: "tp-button tp-primary", "data-action": "new" });
  v.errorHelp = h("input", { type: "checkbox", class: "tp-check", "data-action": "error-help" });
  v.errorHelpLabel = h("span");
  v.langLabel = h("span");
  v.lang = h("select", { class: "tp-select", "data-action": "lang" });
  const tools = h("div", { class: "tp-tools" }, [
    v.undo,
    v.hint,
    v.newGame,
    h("label", { class: "tp-toggle" }, [v.errorHelp, v.errorHelpLabel]),
    h("label", { class: "tp-toggle" }, [v.langLabel, v.lang]),
  ]);

  v.dialogTitle = h("h2", { class: "tp-dialog-title" });
  v.rules = ["easy", "classic"].map((rule) => {
    const input = h("input", { type: "radio", name: "rule", value: rule });
    const text = h("span");
    return { rule, input, text, label: h("label", { class: "tp-choice" }, [input, text]) };
  });
  v.codeFieldLabel = h("span");
  v.codeField = h("input", {
    type: "text",
    class: "tp-code-field",
    maxlength: "40",
    autocomplete: "off",
    spellcheck: "false",
    placeholder: "TP1-E-AAAAAAB",
  });
  v.dialogError = h("div", { class: "tp-dialog-error", role: "alert" });
  v.deal = h("button", { type: "submit", class: "tp-button tp-primary" });
  v.cancel = h("button", { type: "button", class: "tp-button", "data-action": "cancel" });
  v.form = h("form", { method: "dialog" }, [
    v.dialogTitle,
    h("fieldset", { class: "tp-rules" }, v.rules.map((r) => r.label)),
    h("label", { class: "tp-code-label" }, [v.codeFieldLabel, v.codeField]),
    v.dialogError,
    h("div", { class: "tp-dialog-buttons" }, [v.cancel, v.deal]),
  ]);
  v.dialog = h("dialog", { class: "tp-dialog" }, [v.form]);

  v.root = h("div", { class: "tp-root" }, [
    bar,
    v.table,
    tools,
    v.dialog,
  ]);
  el.append(v.root);
  return v;
}

function drawSlot(node, data, previous) {
  const key = data ? `${data.face_up ? "up" : "down"}:${cardKey(data.card)}` : "gone";
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
  let state = null;
  let pendingNewGame = null;
  let copiedUntil = 0;
  // The table's size in pixels, kept up to date without reading layout on every move.
  const tableSize = { width: 0, height: 0 };
  const resizes = new ResizeObserver(([entry]) => {
    tableSize.width = entry.contentRect.width;
    tableSize.height = entry.contentRect.height;
  });
  resizes.observe(v.table);

  const send = (message) => model.send(message);

  function openDialog() {
    v.dialogError.textContent = "";
    v.codeField.value = "";
    for (const r of v.rules) r.input.checked = r.rule === state.rule;
    pendingNewGame = null;
    if (!v.dialog.open) v.dialog.showModal();
    v.rules.find((r) => r.input.checked)?.input.focus();
  }

  function update(next) {
    if (!next || !Array.isArray(next.slots)) return;
    const prev = state;
    state = next;
    const s = next.strings;
    const active = el.ownerDocument.activeElement;
    const activeSlot = v.slots.indexOf(active);

    setProp(v.root, "lang", next.lang);
    setAttr(v.root, "data-version", String(next.version));
    setAttr(v.root, "data-status", next.status);
    setText(v.title, next.rule_label);
    setText(v.codeLabel, s.code);
    setText(v.code, next.code);
    const copied = Date.now() < copiedUntil;
    setText(v.copy, copied ? s.copied : s.copy);
    setAttr(v.copy, "aria-label", copied ? s.copied : s.copy_code);
    setText(v.scoreLabel, s.score);
    setText(v.score, String(next.score));
    setText(v.movesLabel, s.moves);
    setText(v.moves, String(next.moves));
    setAttr(v.table, "aria-label", s.board);

    const turned = [];
    next.slots.forEach((data, slot) => {
      const node = v.slots[slot];
      if (drawSlot(node, data, prev?.slots[slot])) turned.push(node);
      setAttr(node, "aria-label", data ? data.label : null);
      node.classList.toggle("tp-hinted", next.hint?.slot === slot);
    });
    next.cleared_peaks.forEach((cleared, p) => {
      const badge = v.peaks[p];
      setText(badge, s.peak_cleared);
      const wasHidden = badge.hidden;
      setProp(badge, "hidden", !cleared);
      if (cleared && wasHidden && prev) pop(badge);
    });

    setProp(v.stock, "disabled", next.stock_size === 0);
    v.stock.classList.toggle("tp-empty", next.stock_size === 0);
    v.stock.classList.toggle("tp-hinted", Boolean(next.hint?.draw));
    setAttr(v.stock, "aria-label", next.stock_label);
    setText(v.stockCount, String(next.stock_size));
    setText(v.pileLabels[0], s.stock);
    setText(v.pileLabels[1], s.waste);
    const shown = next.waste.slice(-WASTE_SHOWN).reverse();
    v.waste.forEach((node, depth) => {
      const card = shown[depth];
      const key = cardKey(card);
      if (node.dataset.key !== key) {
        node.dataset.key = key;
        node.style.backgroundImage = card ? cardImage(card) : "";
      }
      node.classList.toggle("tp-empty", !card);
      setProp(node, "hidden", !card && depth > 0);
    });
    setAttr(v.waste[0], "aria-label", next.waste_label);

    const banner = next.banner;
    setProp(v.banner, "hidden", !banner);
    // A win takes the empty table; "no more moves" sits beside the piles, in
    // the message's place, so the cards that are left stay in view.
    setProp(v.message, "hidden", banner?.kind === "stuck");
    if (banner?.kind === "stuck") place(v.banner, messageRect());
    else setAttr(v.banner, "style", null);
    if (banner) {
      setAttr(v.banner, "data-kind", banner.kind);
      setText(v.bannerTitle, banner.title);
      setText(v.bannerText, banner.text ?? "");
      setProp(v.bannerUndo, "hidden", banner.kind !== "stuck");
      setText(v.bannerUndo, s.undo);
      setText(v.bannerNew, s.new_game);
    }

    setText(v.message, next.message?.text ?? "");
    setAttr(v.message, "data-kind", next.message?.kind ?? "");
    setText(v.keysHelp, s.keys_help);
    setText(v.live, next.describe);

    setText(v.undo, s.undo);
    setProp(v.undo, "disabled", !next.can_undo);
    setText(v.hint, s.hint);
    setProp(v.hint, "disabled", next.status !== "playing");
    setText(v.newGame, s.new_game);
    setProp(v.errorHelp, "checked", next.error_help);
    setText(v.errorHelpLabel, s.error_help);
    setText(v.langLabel, s.language);
    if (v.lang.dataset.key !== next.langs.map((l) => l.code).join()) {
      v.lang.dataset.key = next.langs.map((l) => l.code).join();
      v.lang.replaceChildren(...next.langs.map((l) => h("option", { value: l.code, text: l.name })));
    }
    setProp(v.lang, "value", next.lang);

    setText(v.dialogTitle, s.new_game);
    setAttr(v.dialog, "aria-label", s.new_game);
    for (const r of v.rules) setText(r.text, s[`rule_${r.rule}_long`]);
    setText(v.codeFieldLabel, s.paste_code);
    setText(v.deal, s.deal);
    setText(v.cancel, s.cancel);
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

    // Show what just happened; the board is already in its new state.
    if (prev && next.last && next.version !== prev.version) {
      const { kind, slot } = next.last;
      if (kind === "play") slideFrom(v.waste[0], slotRect(slot), wasteRect(0), tableSize);
      else if (kind === "draw") slideFrom(v.waste[0], stockRect(), wasteRect(0), tableSize);
      else if (kind === "undo_play") slideFrom(v.slots[slot], wasteRect(0), slotRect(slot), tableSize);
      turned.forEach(flip);
    }
    if (activeSlot >= 0 && !next.slots[activeSlot]?.face_up) {
      const present = next.slots.map((d) => Boolean(d?.face_up));
      const target = nextFocusSlot(present, activeSlot);
      (target === null ? v.stock : v.slots[target]).focus();
    }
  }

  function act(action) {
    if (!state) return;
    if (action === "draw") send(intent.draw());
    else if (action === "undo") send(intent.undo());
    else if (action === "hint") send(intent.hint());
    else if (action === "new" || action === "new_game") openDialog();
    else if (action === "cancel") v.dialog.close();
    else if (action === "copy") copyCode();
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
    const card = event.target.closest(".tp-card[data-slot]");
    if (card && v.table.contains(card)) {
      send(intent.play(Number(card.dataset.slot)));
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
    const action = event.target.dataset.action;
    if (action === "error-help") send(intent.setErrorHelp(event.target.checked));
    else if (action === "lang") send(intent.setLang(event.target.value));
  }

  function onSubmit(event) {
    event.preventDefault();
    const rule = v.rules.find((r) => r.input.checked)?.rule ?? "easy";
    pendingNewGame = state.version;
    v.dialogError.textContent = "";
    send(intent.newGame({ rule, code: v.codeField.value.trim() }));
  }

  function onKeydown(event) {
    // Plain keys pressed in the board are the board's: JupyterLab must not also
    // read them as notebook commands (D D deletes a cell, Enter edits it...).
    // Chords (Ctrl+S, Shift+Enter...) still reach JupyterLab.
    const chord = event.ctrlKey || event.metaKey || event.altKey || (event.shiftKey && event.key === "Enter");
    if (!chord) event.stopPropagation();
    if (v.dialog.open) return;
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

  const onState = () => update(model.get("state"));
  model.on("change:state", onState);
  v.root.addEventListener("click", onClick);
  v.root.addEventListener("mousedown", onMouseDown);
  v.root.addEventListener("change", onChange);
  v.root.addEventListener("keydown", onKeydown);
  v.form.addEventListener("submit", onSubmit);
  update(model.get("state"));

  return () => {
    model.off("change:state", onState);
    resizes.disconnect();
    if (v.dialog.open) v.dialog.close();
    v.root.remove();
  };
}

export default { render };
