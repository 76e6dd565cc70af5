// The Play now page's kernel (tripeaks_site/pages/app.py copies this file to
// app/worker.mjs). The same interpreter as the lessons' kernel: the site's
// Pyodide through its loader (the memory snapshot, else the usual start) and
// the same Python kernel, pyodide_kernel's, run as jupyterlite-pyodide-kernel's
// worker runs it. What that worker sends through JupyterLite's kernel service
// this one posts to the page: displayed outputs, streams, errors and the
// widgets' comm messages; the page posts back the widgets' messages.
//
// From the page: {type: "start", options, notebook: {path, cells: [{id, source}]}}
//                {type: "comm_msg", msg}             (a widget's message)
// To the page:   {type: "output", cell, output}     (nbformat's output shapes)
//                {type: "comm", msgType, content, buffers}
//                {type: "ran", cell, status} and {type: "ready", snapshot, ms}
import { loadPyodide } from "../static/pyodide/snapshot-loader.mjs";

let pyodide = null;
let kernel = null;
let session = "";

const post = (message) => postMessage(message);
const js = (value) => (value && typeof value.toJs === "function"
  ? value.toJs({ dict_converter: Object.fromEntries, create_pyproxies: false }) : value);

function header(type) {
  return { msg_id: crypto.randomUUID(), msg_type: type, session, username: "", version: "5.3",
           date: new Date().toISOString() };
}

// The message Python sees as the one it answers (the board's seat reads its cell id).
function useParent(message) {
  kernel._parent_header = pyodide.toPy(message);
}

function hookOutputs(cell) {
  const shell = kernel.interpreter;
  const output = (out) => post({ type: "output", cell: cell.id, output: out });
  const bundle = (data, metadata, transient) => ({ data: js(data), metadata: js(metadata) ?? {}, transient: js(transient) ?? {} });
  const stream = (name, text) => output({ output_type: "stream", name: js(name), text: js(text) });
  pyodide.globals.get("pyodide_kernel").stdout_stream.publish_stream_callback = stream;
  pyodide.globals.get("pyodide_kernel").stderr_stream.publish_stream_callback = stream;
  shell.display_pub.display_data_callback = (data, metadata, transient) =>
    output({ output_type: "display_data", ...bundle(data, metadata, transient) });
  shell.display_pub.update_display_data_callback = (data, metadata, transient) =>
    output({ output_type: "update_display_data", ...bundle(data, metadata, transient) });
  shell.display_pub.clear_output_callback = (wait) => output({ output_type: "clear_output", wait: js(wait) });
  shell.displayhook.publish_execution_result = (count, data, metadata) =>
    output({ output_type: "execute_result", execution_count: js(count), ...bundle(data, metadata) });
}

async function start({ options, notebook }) {
  const started = performance.now();
  session = crypto.randomUUID();
  pyodide = await loadPyodide({
    indexURL: new URL("../static/pyodide/", import.meta.url).href,
    stdout: (text) => console.log(text),
    stderr: (text) => console.error(text),
    ...options.loadPyodideOptions,
  });
  // What the lessons' kernel worker runs before the kernel takes messages.
  await pyodide.runPythonAsync(`
import piplite.piplite
piplite.piplite._PIPLITE_DISABLE_PYPI = ${options.disablePyPIFallback ? "True" : "False"}
piplite.piplite._PIPLITE_URLS = ${JSON.stringify(options.pipliteUrls)}
import pyodide_kernel
`);
  kernel = pyodide.globals.get("pyodide_kernel").kernel_instance;
  kernel.interpreter.send_comm = (msgType, content, metadata, ident, buffers) =>
    post({ type: "comm", msgType, content: js(content), buffers: js(buffers) ?? [] });
  post({ type: "ready", snapshot: globalThis.tripeaksSnapshot ?? { used: false }, ms: performance.now() - started });
  for (const cell of notebook.cells) {
    const message = { header: header("execute_request"), parent_header: {}, channel: "shell",
                      metadata: { cellId: cell.id }, content: { code: cell.source } };
    useParent(message);
    hookOutputs(cell);
    const result = js(await kernel.run(cell.source));
    if (result.status === "error") {
      post({ type: "output", cell: cell.id, output: { output_type: "error", ename: result.ename,
             evalue: result.evalue, traceback: result.traceback } });
    }
    post({ type: "ran", cell: cell.id, status: result.status });
    if (result.status === "error") break;
  }
}

function commMsg(msg) {
  // Answered as the lessons' worker answers it: the widget's message is the parent.
  useParent({ ...msg, header: header("comm_msg"), parent_header: {}, metadata: {} });
  kernel.comm_manager.comm_msg(null, null, pyodide.toPy(msg));
}

let queue = Promise.resolve();
onmessage = ({ data }) => {
  queue = queue.then(async () => {
    try {
      if (data.type === "start") await start(data);
      else if (data.type === "comm_msg") commMsg(data.msg);
    } catch (error) {
      post({ type: "failed", error: String(error?.message ?? error).slice(-3000) });
    }
  });
};
