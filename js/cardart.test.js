import assert from "node:assert/strict";
import { test } from "node:test";
import { INK, SUIT_PATHS, cardFace, cardImage, isRed, pip } from "./cardart.js";

const count = (text, what) => text.split(what).length - 1;

test("every card of the deck gets a face with its index twice and the right number of pips", () => {
  const symbols = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"];
  for (let suit = 0; suit < 4; suit += 1) {
    symbols.forEach((symbol, i) => {
      const rank = i + 1;
      const face = cardFace({ rank, suit, rank_symbol: symbol });
      assert.ok(face.startsWith('<svg xmlns="http://www.w3.org/2000/svg"') && face.endsWith("</svg>"));
      assert.equal(count(face, `>${symbol}</text>`), rank > 10 ? 3 : 2, `${symbol} of suit ${suit}`);
      const pips = count(face, SUIT_PATHS[suit]);
      const expected = rank > 10 ? 4 : rank === 1 ? 3 : rank + 2; // 2 corner pips + the middle
      assert.equal(pips, expected, `${symbol} of suit ${suit}`);
      assert.ok(face.includes(`<g fill="${isRed(suit) ? INK.red : INK.black}">`));
    });
  }
});

test("the four suits have four different shapes, and colour is only a second cue", () => {
  assert.equal(new Set(SUIT_PATHS).size, 4);
  assert.deepEqual([0, 1, 2, 3].map(isRed), [false, true, true, false]);
});

test("pips are placed by their centre and turned for the lower half", () => {
  assert.equal(pip(2, 50, 70, 20), `<path d="${SUIT_PATHS[2]}" transform="translate(40 60) scale(0.2)"/>`);
  assert.ok(pip(2, 50, 70, 20, true).includes("rotate(180 50 70) translate(40 60)"));
});

test("the joker has a face of its own", () => {
  const face = cardFace({ rank: 0, suit: null, rank_symbol: "★" });
  assert.ok(face.includes(INK.joker) && face.includes("★"));
});

test("a face becomes a CSS image once and is reused", () => {
  const card = { rank: 12, suit: 2, rank_symbol: "Q" };
  const image = cardImage(card);
  assert.match(image, /^url\("data:image\/svg\+xml,%3Csvg/);
  assert.equal(decodeURIComponent(image.slice(24, -2)), cardFace(card));
  assert.equal(cardImage({ ...card }), image);
  assert.notEqual(cardImage({ rank: 12, suit: 1, rank_symbol: "Q" }), image);
  assert.ok(!image.includes('"', 6) || image.indexOf('"', 6) === image.length - 2, "no quote breaks the url()");
});
