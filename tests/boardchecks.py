"""In-page checks of a board shared by the JupyterLab tests (tests/browser) and the site's (tests/site):
run with ``locator.evaluate(CHECK)`` on a board's ``.tp-root``."""

# The size of every playable card and control, and of every text, as a student's finger and eye meet them.
MEASURE_TARGETS = """
(root) => {
  const small = [];
  const shown = (e) => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden';
  const targets = [...root.querySelectorAll('.tp-card[data-slot]:not(.tp-back), .tp-stock')]
    .filter((e) => !e.hidden && !e.disabled);
  targets.push(...[...root.querySelectorAll('button, select, input, label.tp-toggle')]
    .filter((e) => shown(e) && !e.closest('dialog')));
  for (const e of targets) {
    const b = e.getBoundingClientRect();
    if (b.width < 24 || b.height < 24) small.push(`${e.className} ${e.getAttribute('aria-label') ?? e.textContent}: ${b.width.toFixed(1)}x${b.height.toFixed(1)}`);
  }
  const tiny = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const e = n.parentElement;
    if (!n.textContent.trim() || !shown(e) || e.closest('.tp-sr-only, .tp-peak-text, dialog')) continue;
    const size = parseFloat(getComputedStyle(e).fontSize);
    if (size < 12) tiny.push(`${e.className}: "${n.textContent.trim().slice(0, 20)}" ${size}px`);
  }
  return { cards: targets.length, small, tiny, width: root.getBoundingClientRect().width };
}
"""

# The won banner: its texts inside it, and clear of the stock's count badge.
CHECK_BANNER = """
(root) => {
  const banner = root.querySelector('.tp-banner');
  const b = banner.getBoundingClientRect();
  const problems = [];
  for (const e of banner.querySelectorAll('.tp-banner-title, .tp-banner-text')) {
    const r = e.getBoundingClientRect();
    if (e.scrollWidth > e.clientWidth + 1 || r.left < b.left - 0.5 || r.right > b.right + 0.5) problems.push(`${e.className} overflows`);
  }
  const count = root.querySelector('.tp-count');
  if (count && count.getClientRects().length) {
    const c = count.getBoundingClientRect();
    if (Math.min(b.right, c.right) > Math.max(b.left, c.left) && Math.min(b.bottom, c.bottom) > Math.max(b.top, c.top)) {
      problems.push('the banner covers the stock count');
    }
  }
  return problems;
}
"""
