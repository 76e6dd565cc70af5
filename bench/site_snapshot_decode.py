"""The memory snapshot's unpacking in Chromium, gzip against zstd (docs/site-start.md, "Size and compression").

Each run fetches one file from a local server (no cache) in a blank page and unpacks it as it downloads into one
buffer of the heap's size: the gzipped snapshot through DecompressionStream (the loader before zstd), the zstd one
through fzstd's streaming Decompress (as snapshot_loader.mjs does). The two alternate. Usage:

    python bench/site_snapshot_decode.py --zst SITE --gz OLD_SITE [--runs 5]

SITE is a built site (static/pyodide/snapshot.bin.zst, fzstd.mjs, snapshot.json), OLD_SITE one with snapshot.bin.gz.
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from chromium import launch  # noqa: E402

UNPACK = """async ([kind, size]) => {
  const started = performance.now();
  const response = await fetch(kind === 'gz' ? 'snapshot.bin.gz' : 'snapshot.bin.zst', {cache: 'no-store'});
  const out = new Uint8Array(size);
  let at = 0;
  const put = (value) => { out.set(value, at); at += value.length; };
  if (kind === 'gz') {
    const reader = response.body.pipeThrough(new DecompressionStream('gzip')).getReader();
    for (;;) { const {done, value} = await reader.read(); if (done) break; put(value); }
  } else {
    const { Decompress } = await import('./fzstd.mjs');
    const zstd = new Decompress((chunk) => put(chunk));
    const reader = response.body.getReader();
    for (;;) { const {done, value} = await reader.read(); if (done) break; zstd.push(value, false); }
    zstd.push(new Uint8Array(0), true);
  }
  if (at !== size) throw new Error(`unpacked ${at} bytes, not ${size}`);
  return performance.now() - started;
}"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--zst", type=Path, required=True, help="a built site with snapshot.bin.zst")
    parser.add_argument("--gz", type=Path, required=True, help="a built site with snapshot.bin.gz")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--port", type=int, default=8765)
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    size = json.loads((args.zst / "static/pyodide/snapshot.json").read_text())["heap_bytes"]
    with tempfile.TemporaryDirectory(prefix="snapshot-decode-") as tmp:
        for name in ("snapshot.bin.zst", "fzstd.mjs"):
            shutil.copy2(args.zst / "static/pyodide" / name, tmp)
        shutil.copy2(args.gz / "static/pyodide/snapshot.bin.gz", tmp)
        Path(tmp, "index.html").write_text("<!doctype html><title>unpack</title>")
        server = subprocess.Popen([sys.executable, "-m", "http.server", str(args.port), "-b", "127.0.0.1", "-d", tmp],
                                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(1)
        try:
            with sync_playwright() as playwright:
                browser = launch(playwright)
                ms: dict[str, list[int]] = {"gz": [], "zst": []}
                for _ in range(args.runs):
                    for kind in ms:
                        page = browser.new_page()
                        page.goto(f"http://127.0.0.1:{args.port}/index.html")
                        ms[kind].append(round(page.evaluate(UNPACK, [kind, size])))
                        page.close()
                browser.close()
        finally:
            server.terminate()
    for kind, runs in ms.items():
        print(f"{kind}: median {statistics.median(runs)} ms, runs {runs}")


if __name__ == "__main__":
    main()
