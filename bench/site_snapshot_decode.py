"""The memory snapshot's unpacking in Chromium, zstd against gzip (docs/site-start.md, "Size and compression").

Each run fetches one file from a local server in a blank page of a new browser context (so no cache) and unpacks it as it downloads into one
buffer of the heap's size: the site's zstd snapshot through the loader's own `unpacked` (snapshot-loader.mjs, with
zstddec.mjs), and the same heap gzipped (level 9, made here) through the browser's DecompressionStream, which is
how the loader unpacked it before zstd; and the zstd snapshot from the class server, which labels it
"Content-Encoding: zstd" for Chromium, so the browser unpacks it natively and `unpacked` only copies it.
The three alternate. Usage:

    python bench/site_snapshot_decode.py --site SITE [--runs 5]

SITE is a built site (_output: static/pyodide holds the snapshot, its manifest, the loader and the decoder).
"""

from __future__ import annotations

import argparse
import gzip
import json
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))
REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))  # tripeaks_site

from chromium import launch  # noqa: E402
from tripeaks_site.snapshot.memory import LOADER, SNAPSHOT, decompress  # noqa: E402

UNPACK = """async ([kind, size, zst, loader]) => {
  const started = performance.now();
  if (kind !== 'gz') {
    const { unpacked } = await import(`./${loader}`);
    await unpacked(zst, size);
    return performance.now() - started;
  }
  const response = await fetch('snapshot.bin.gz', {cache: 'no-store'});
  const out = new Uint8Array(size);
  let at = 0;
  const reader = response.body.pipeThrough(new DecompressionStream('gzip')).getReader();
  for (;;) { const {done, value} = await reader.read(); if (done) break; out.set(value, at); at += value.length; }
  if (at !== size) throw new Error(`unpacked ${at} bytes, not ${size}`);
  return performance.now() - started;
}"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", type=Path, required=True, help="a built site")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--port", type=int, default=8765)
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    pyodide = args.site / "static" / "pyodide"
    size = json.loads((pyodide / "snapshot.json").read_text())["heap_bytes"]
    with tempfile.TemporaryDirectory(prefix="snapshot-decode-") as tmp:
        served = Path(tmp) / "pyodide"
        shutil.copytree(pyodide, served)
        gz = gzip.compress(decompress((served / SNAPSHOT).read_bytes()), 9)
        (served / "snapshot.bin.gz").write_bytes(gz)
        (served / "index.html").write_text("<!doctype html><title>unpack</title>")
        print(f"heap {size / 1e6:.2f} MB: zstd {(served / SNAPSHOT).stat().st_size / 1e6:.2f} MB, "
              f"gzip -9 {len(gz) / 1e6:.2f} MB")
        server = subprocess.Popen([sys.executable, "-m", "http.server", str(args.port), "-b", "127.0.0.1",
                                   "-d", str(served)], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        labelling = subprocess.Popen([sys.executable, "-m", "tripeaks_site.server", "--dir", str(served),
                                      "--port", str(args.port + 1)], cwd=REPO,
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(1.5)
        try:
            with sync_playwright() as playwright:
                browser = launch(playwright)
                ms: dict[str, list[int]] = {"gz": [], "zst": [], "zst labelled": []}
                for _ in range(args.runs):
                    for kind in ms:
                        context = browser.new_context()  # a cache of its own: every fetch is a download
                        page = context.new_page()
                        port = args.port + 1 if kind == "zst labelled" else args.port
                        page.goto(f"http://127.0.0.1:{port}/index.html")
                        ms[kind].append(round(page.evaluate(UNPACK, [kind, size, SNAPSHOT, LOADER])))
                        context.close()
                browser.close()
        finally:
            server.terminate()
            labelling.terminate()
    for kind, runs in ms.items():
        print(f"{kind}: median {statistics.median(runs)} ms, runs {runs}")


if __name__ == "__main__":
    main()
