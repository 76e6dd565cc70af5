// The board's drawing: the bar (rule, variants, code, score, moves) and the
// table (cards where the layout puts them, badges, marks, piles, banner,
// message), fitted to the table's size, and the motions of a move. It draws a
// view (a snapshot, or a replay step laid over one); reads no model, sends nothing.

import { isCompact } from "./geometry.js";
import { cardImage } from "./cardart.js";
import { flip, h, onScreen, place, pop, setAttr, setProp, setText, slideFrom } from "./dom.js";
import { nextFocusSlot } from "./format.js";
import { WASTE_SHOWN, layOut } from "./view.js";
import { setTable } from "./table.js";

export function cardKey(card) {
  return card ? `${card.rank}-${card.suit}` : "";
}

// Draw one slot of the table; true when its card just turned face up.
export function drawSlot(node, data, previous) {
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

// `replaying()` tells whether a replay is being watched (its buttons hide the banner's).
export function createBoard(v, { replaying }) {
  let shown = null;
  let compact = null;
  let turned = [];
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
  // Whether the board is on screen: off screen nothing animates (dom.js, animate).
  const visibility = typeof IntersectionObserver === "undefined" ? null : new IntersectionObserver((entries) => {
    for (const entry of entries) onScreen.set(v.root, entry.isIntersecting);
  });
  visibility?.observe(v.root);

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
      if (stuck) place(v.banner, v.geo.messageRect(), v.geo.board);
      else setAttr(v.banner, "style", `top: ${((100 * v.geo.bannerTop()) / v.geo.board.h).toFixed(3)}%`);
    }
    if (banner) {
      setAttr(v.banner, "data-kind", banner.kind);
      setText(v.bannerTitle, banner.title);
      setText(v.bannerText, banner.text ?? "");
      setProp(v.bannerUndo, "hidden", banner.kind !== "stuck" || replaying());
      setProp(v.bannerNew, "hidden", replaying());
      setText(v.bannerUndo, view.strings.undo);
      setText(v.bannerNew, view.strings.new_game);
    }
  }

  // Draw `view` over `prev` (the view drawn before it, or null); `motion` says whether a move is shown.
  function draw(view, prev, motion) {
    shown = view;
    const s = view.strings;
    // A game of another layout: the table is laid out again, its cards where that layout puts them.
    if (setTable(v, view.layout)) { layOut(v, Boolean(compact)); prev = null; }
    const locked = replaying();
    const next = view.next ?? null;
    const uncovers = new Set(next?.uncovers ?? []);
    setProp(v.root, "lang", view.lang);
    setAttr(v.root, "data-version", String(view.version));
    setAttr(v.root, "data-status", view.status);
    setText(v.title, view.rule_label);
    const chipKey = view.variants.map((c) => c.label).join("|");
    if (v.chips.dataset.key !== chipKey) {
      v.chips.dataset.key = chipKey;
      v.chips.replaceChildren(...view.variants.map((c) => h("span", { class: "tp-chip", "data-variant": c.name, text: c.label })));
      setAttr(v.chips, "aria-label", view.variants.length ? s.variants : null);
    }
    setText(v.codeLabel, s.code);
    setText(v.code, view.code);
    setText(v.scoreLabel, s.score);
    setText(v.score, String(view.score));
    setText(v.movesLabel, s.moves);
    setText(v.moves, String(view.moves));
    setText(v.movesNote, s.moves_note);
    setAttr(v.movesStat, "title", s.moves_title);
    setAttr(v.table, "aria-label", s.board);

    turned = [];
    view.slots.forEach((data, slot) => {
      const node = v.slots[slot];
      if (drawSlot(node, data, prev?.slots[slot])) turned.push(node);
      setAttr(node, "aria-label", data ? data.label : null);
      node.classList.toggle("tp-hinted", view.hint?.slot === slot);
      node.classList.toggle("tp-next", next?.slot === slot);
      node.classList.toggle("tp-uncovers", uncovers.has(slot));
      setProp(node, "disabled", locked);
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

    setProp(v.stock, "disabled", view.stock_size === 0 || locked);
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
  }

  // The slot whose card has the keyboard's focus (read before a draw), or -1.
  const focusedSlot = () => v.slots.indexOf(v.root.ownerDocument.activeElement);

  // Once everything is drawn: show the move that just happened (`motion`: {kind, slot}
  // or null), and hand the focus of a card that left the table to its nearest neighbour.
  function settle(view, prev, motion, activeSlot) {
    if (prev && motion) {
      const { kind, slot } = motion;
      const g = v.geo;
      if (kind === "play") slideFrom(v.waste[0], g.slotRect(slot), g.wasteRect(0), tableSize, g.board);
      else if (kind === "draw") slideFrom(v.waste[0], g.stockRect(), g.wasteRect(0), tableSize, g.board);
      else if (kind === "undo_play") slideFrom(v.slots[slot], g.wasteRect(0), g.slotRect(slot), tableSize, g.board);
      turned.forEach(flip);
    }
    if (activeSlot >= 0 && !view.slots[activeSlot]?.face_up && !replaying()) {
      const present = view.slots.map((d) => Boolean(d?.face_up));
      const target = nextFocusSlot(present, activeSlot);
      (target !== null ? v.slots[target] : v.geo.hasStock ? v.stock : v.newGame).focus(); // no stock (Black Hole): New game
    }
  }

  return {
    draw,
    focusedSlot,
    settle,
    cleanup() {
      resizes.disconnect();
      visibility?.disconnect();
    },
  };
}
