// node tests/site/lessons_in_pyodide.mjs SITE NOTEBOOK...
// Runs the code cells of each notebook (paths under SITE/files) in the built site's own Pyodide:
// its python_stdlib.zip and site-packages.tar, written by site-loader.mjs as a page does, then the
// kernel as its worker starts it (piplite, pyodide_kernel) and each cell through the kernel's
// `run`, as the lessons' worker and Play now's (tripeaks_site/pages/app_worker.mjs) run them.
// Outputs go nowhere; comm messages are dropped (no page answers them: the widgets' Python side
// runs, their JS does not). One kernel for all notebooks, its namespace reset between them.
// Then it asks for what prune.py left out, to see the site name it. Prints one JSON line:
// {"notebooks": {path: {"cells": n, "error": null | "cell i: Ename: value"}}, "left_out": {...},
//  "snapshot": the loader's tripeaksSnapshot (with TP_FROM_SNAPSHOT) or null}.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [site, ...notebooks] = process.argv.slice(2);
const dir = path.join(path.resolve(site), "static", "pyodide");
// TP_FROM_SNAPSHOT=1: through the site's snapshot-loader.mjs instead, as a page starts: the memory
// snapshot restored, with the stdlib zip and archive whose bytecode of the heap's modules is zeroed.
// Node's fetch has no file: URLs: the loader's fetches of the site's files are read from the disk.
const fromSnapshot = Boolean(process.env.TP_FROM_SNAPSHOT);
if (fromSnapshot) {
  const realFetch = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    if (!url.startsWith("file:")) return realFetch(input, init);
    try {
      return new Response(fs.readFileSync(new URL(url)), { status: 200 });
    } catch {
      return new Response(null, { status: 404, statusText: "Not Found" });
    }
  };
}
const loader = fromSnapshot ? "snapshot-loader.mjs" : "site-loader.mjs";
const { loadPyodide } = await import(pathToFileURL(path.join(dir, loader)).href);
const pyodide = await loadPyodide({
  indexURL: dir + "/",
  ...(fromSnapshot ? {} : { archive: new Uint8Array(fs.readFileSync(path.join(dir, "site-packages.tar"))) }),
  stdout: () => {},
  stderr: (text) => process.stderr.write(text + "\n"),
});
await pyodide.runPythonAsync(`
import piplite.piplite
piplite.piplite._PIPLITE_DISABLE_PYPI = True
import pyodide_kernel
kernel = pyodide_kernel.kernel_instance
shell = pyodide_kernel.ipython_shell
kernel.interpreter.send_comm = lambda *args: None
pyodide_kernel.stdout_stream.publish_stream_callback = lambda name, text: None
pyodide_kernel.stderr_stream.publish_stream_callback = lambda name, text: None
shell.display_pub.display_data_callback = lambda *args: None
shell.display_pub.update_display_data_callback = lambda *args: None
shell.display_pub.clear_output_callback = lambda *args: None
shell.displayhook.publish_execution_result = lambda *args: None
`);
const kernel = pyodide.globals.get("kernel");
const shell = pyodide.globals.get("shell");
const report = { notebooks: {}, left_out: {}, snapshot: globalThis.tripeaksSnapshot ?? null };
for (const notebook of notebooks) {
  const cells = JSON.parse(fs.readFileSync(path.join(site, "files", notebook), "utf8")).cells
    .filter((cell) => cell.cell_type === "code")
    .map((cell) => (Array.isArray(cell.source) ? cell.source.join("") : cell.source));
  shell.reset(false);
  let error = null;
  for (const [index, source] of cells.entries()) {
    const result = (await kernel.run(source)).toJs({ dict_converter: Object.fromEntries });
    if (result.status === "error") {
      error = `cell ${index + 1}: ${result.ename}: ${result.evalue}`;
      break;
    }
  }
  report.notebooks[notebook] = { cells: cells.length, error };
}
// What a student meets who asks for something left out: a module, a codec, a lexer (and one kept).
pyodide.runPython(`
def _ask(code):
    *body, last = code.splitlines()
    namespace = {}
    try:
        exec("\\n".join(body), namespace)
        return repr(eval(last, namespace))
    except Exception as error:
        return f"{type(error).__name__}: {error}"
`);
const ask = pyodide.globals.get("_ask");
const asked = {
  module: "__import__('xmlrpc.client')",
  codec: "'é'.encode('cp1252')",
  lexer: "import pygments.lexers\npygments.lexers.get_lexer_by_name('rust')",
  python_lexer: "import pygments.lexers\npygments.lexers.get_lexer_by_name('python').name",
};
for (const [what, code] of Object.entries(asked)) {
  report.left_out[what] = ask(code);
}
process.stdout.write(JSON.stringify(report) + "\n");
