// The replay a board plays (TriPeaksWidget.replay, and a review's moves): the
// steps Python sent in `playback`, the player of player.js that says which step
// is shown, the clock that plays them on, and the bar of buttons under the
// board's bar. Arrow keys and Home/End step through it (keyboard.js).

import { h, setAttr, setProp, setText } from "./dom.js";
import { fill } from "./format.js";
import { delayMs, keepPlace, motionFor, seek, startPlayer, stepView, tick, toggle, withSpeed } from "./player.js";
import { intent } from "./protocol.js";

// Where `player` goes for a step action of the bar or the keys (null: not a step).
export function stepTo(player, action) {
  if (action === "play") return toggle(player);
  if (action === "back") return seek(player, player.index - 1);
  if (action === "forward") return seek(player, player.index + 1);
  if (action === "first") return seek(player, 0);
  if (action === "last") return seek(player, player.count - 1);
  return null;
}

// `link` is the model adapter (model.js), `state()` the game's snapshot and
// `draw(view, motion)` the board's redraw.
export function createReplay(v, { link, state, draw }) {
  let playback = null; // the replay Python sent (steps), or null
  let player = null; // where the replay is (player.js)
  let timer = null;

  function stop() {
    clearTimeout(timer);
    timer = null;
  }

  // The view of the replay's current step: the game's snapshot (texts,
  // settings, marks) with the step's position laid over it.
  function view() {
    const step = playback.steps[player.index];
    return stepView(state(), step, step.end_text ?? state().strings.replay_end);
  }

  function show(before) {
    stop();
    const motion = motionFor(before, player) === "forward" ? playback.steps[player.index].last : null;
    draw(view(), motion);
    if (player.playing) timer = setTimeout(() => {
      const was = player;
      player = tick(player);
      show(was);
    }, delayMs(player.speed));
  }

  // Python sent a replay (or took it away): start it, or keep the place in the same one sent again.
  function load(next) {
    stop();
    if (!next) {
      playback = null;
      player = null;
      if (state()) draw(state(), null);
      return;
    }
    playback = next;
    const kept = keepPlace(player, next.id, next.steps.length);
    player = kept ?? startPlayer(next.id, next.steps.length, { speed: next.speed, autoplay: next.autoplay });
    if (!kept && Number.isInteger(next.at)) player = seek(player, next.at); // a review opened at a move
    if (state()) show(null);
  }

  function act(action) {
    if (!player) return;
    if (action === "leave") {
      link.send(intent.replayLeave(player.id, player.index));
      return;
    }
    const before = player;
    player = stepTo(player, action) ?? player;
    show(before);
  }

  function goTo(step) {
    const before = player;
    player = seek(player, step);
    show(before);
  }

  function drawBar(s) {
    setAttr(v.root, "data-replay", player ? String(player.index) : null);
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

  function onClick(event) {
    if (!link.live) return;
    const control = event.target.closest("button[data-replay]");
    if (control) act(control.dataset.replay);
  }

  function onChange(event) {
    if (link.live && event.target.dataset.replay === "speed" && player) {
      player = withSpeed(player, Number(event.target.value));
      show(null);
    }
  }

  v.root.addEventListener("click", onClick);
  v.root.addEventListener("change", onChange);
  return {
    player: () => player,
    playback: () => playback,
    view,
    load,
    act,
    goTo,
    drawBar,
    // The kernel is gone: the clock stops where it is.
    halt() {
      stop();
      if (player) player = { ...player, playing: false };
    },
    cleanup() {
      stop();
      v.root.removeEventListener("click", onClick);
      v.root.removeEventListener("change", onChange);
    },
  };
}
