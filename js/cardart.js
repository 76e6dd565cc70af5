// Card faces as SVG markup, drawn by the project: vector, so they stay crisp at
// any size and on a projector. Pure string building (no DOM), so it is tested
// with `node --test`; tripeaks_widget/svg.py uses the same suit outlines.

import { pipLayout } from "./pips.js";

// Suit outlines in a 100 x 100 box, in the order of the engine's Suit enum
// (clubs, diamonds, hearts, spades). Each suit has its own shape, so suits are
// told apart without colour.
export const SUIT_PATHS = [
  // Clubs: three leaves and a flared stem.
  "M50 8a20 20 0 1 1 0 40a20 20 0 1 1 0-40Z" +
    "M27 40a20 20 0 1 1 0 40a20 20 0 1 1 0-40Z" +
    "M73 40a20 20 0 1 1 0 40a20 20 0 1 1 0-40Z" +
    "M38 38H62L64 66H36Z" +
    "M46 58C46 78 42 88 30 96H70C58 88 54 78 54 58Z",
  // Diamonds: a lozenge with slightly curved sides.
  "M50 2Q66 28 86 50Q66 72 50 98Q34 72 14 50Q34 28 50 2Z",
  // Hearts.
  "M50 92C50 92 4 62 4 32C4 15 16 5 29 5C40 5 47 12 50 21C53 12 60 5 71 5C84 5 96 15 96 32C96 62 50 92 50 92Z",
  // Spades: an upturned heart on a flared stem.
  "M50 3C50 3 96 35 96 60C96 75 85 83 73 83C63 83 56 78 53 71C54 83 58 91 68 97H32C42 91 46 83 47 71" +
    "C44 78 37 83 27 83C15 83 4 75 4 60C4 35 50 3 50 3Z",
];

export const RED_SUITS = new Set([1, 2]);

export function isRed(suit) {
  return RED_SUITS.has(suit);
}

// One suit symbol of `size` centred on (cx, cy), upside down when asked.
export function pip(suit, cx, cy, size, upsideDown = false) {
  const turn = upsideDown ? `rotate(180 ${cx} ${cy}) ` : "";
  return `<path d="${SUIT_PATHS[suit]}" transform="${turn}translate(${cx - size / 2} ${cy - size / 2}) scale(${size / 100})"/>`;
}

const COURT = new Set([11, 12, 13]);
// The joker of the joker variant has rank 0 and no suit.
export const JOKER_RANK = 0;

// Colours and fonts live in the SVG itself: a card face is used as an image,
// where the page's CSS does not reach.
export const INK = { red: "#c1121f", black: "#1b1b1b", joker: "#6a1b9a" };
const PAPER = `<rect x="1" y="1" width="98" height="138" rx="7" fill="#fffdf7" stroke="#8b8577" stroke-width="1"/>`;
const SANS = `font-family="Liberation Sans, DejaVu Sans, Arial, sans-serif" font-weight="700"`;
const SERIF = `font-family="DejaVu Serif, Liberation Serif, Georgia, serif" font-weight="700"`;

function svg(ink, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 140">${PAPER}<g fill="${ink}">${body}</g></svg>`;
}

function jokerFace(symbol) {
  return svg(
    INK.joker,
    `<text x="14" y="32" font-size="26" text-anchor="middle" ${SANS}>${symbol}</text>` +
      `<text x="50" y="92" font-size="60" text-anchor="middle" ${SANS}>${symbol}</text>`,
  );
}

// The face of `card` ({rank, suit, rank_symbol}) as a standalone SVG document
// on a 100 x 140 viewBox. Big corner indices first: in the peaks only a card's
// top half shows.
export function cardFace(card) {
  const { rank, suit } = card;
  if (rank === JOKER_RANK) return jokerFace(card.rank_symbol);
  const symbol = card.rank_symbol;
  const ink = isRed(suit) ? INK.red : INK.black;
  // "10" is condensed so it never runs into the pips.
  const indexSize = symbol.length > 1 ? 25 : 31;
  const spacing = symbol.length > 1 ? ' letter-spacing="-3"' : "";
  const corner = (upsideDown) => {
    const inner =
      `<text x="13" y="30" font-size="${indexSize}"${spacing} text-anchor="middle" ${SANS}>${symbol}</text>` +
      pip(suit, 13, 44, 16);
    return upsideDown ? `<g transform="rotate(180 50 70)">${inner}</g>` : inner;
  };
  let middle;
  if (rank === 1) {
    middle = pip(suit, 50, 70, 46);
  } else if (COURT.has(rank)) {
    middle =
      `<rect x="25" y="22" width="50" height="96" rx="5" fill="#fdf1cf" stroke="${ink}" stroke-width="1.2"/>` +
      `<text x="50" y="86" font-size="44" text-anchor="middle" ${SERIF}>${symbol}</text>` +
      pip(suit, 50, 38, 18) +
      pip(suit, 50, 102, 18, true);
  } else {
    middle = pipLayout(rank)
      .map(([x, y, upsideDown]) => pip(suit, x, y, 16, upsideDown))
      .join("");
  }
  return svg(ink, corner(false) + middle + corner(true));
}

// The face as a CSS image. One element per card instead of a whole SVG tree
// keeps each redraw's style and layout work small inside a large notebook,
// and the browser rasterises each of the 52 faces once.
const images = new Map();

export function cardImage(card) {
  const key = `${card.rank}-${card.suit}-${card.rank_symbol}`;
  let image = images.get(key);
  if (!image) {
    image = `url("data:image/svg+xml,${encodeURIComponent(cardFace(card))}")`;
    images.set(key, image);
  }
  return image;
}
