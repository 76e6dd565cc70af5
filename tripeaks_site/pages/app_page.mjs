// The Play now page (tripeaks_site/pages/app.py copies this file to app/page.mjs):
// runs a notebook's code cells on load in the page's kernel (worker.mjs) and
// shows only their outputs, as Voici does, with no JupyterLab. Widgets are
// the anywidget kind (the board): their models follow ipywidgets' comm
// messages ("jupyter.widget": comm_open with the state, "update" and
// "custom" both ways), and each view runs the widget's own module (its `_esm`
// and `_css`), handed a model with anywidget's API (get, set, save_changes,
// on, off, send, widget_manager).
// The page's head has started the kernel's worker already, with the config (app.py's START); its messages
// wait in `waiting` until this module takes them, at its end.
const { config, worker, waiting, started } = window.tripeaksKernel;
const page = document.getElementById("tp-app");
const outputs = page.querySelector(".tp-app-outputs");
const status = page.querySelector(".tp-app-status");
const models = new Map(); // comm id -> model
const displays = new Map(); // display id -> output elements showing it
const layout = page.querySelector("#tp-app-layout");

// The layout choice: the board's own New game message with the chosen rule set (Python deals it); it
// follows the layout the board shows (a game continued, or dealt by the board's dialog).
layout.addEventListener("change", () => {
  const board = [...models.values()].find((model) => "playback" in model.state);
  board?.message({ method: "custom", content: { type: "new_game", rules: layout.value } });
});
function followLayout(model) {
  const name = model.state.state?.layout?.name;
  const option = [...layout.options].find((one) => one.dataset.layout === name);
  if (option) layout.value = option.value;
}

function say(key) {
  status.textContent = config.texts[key] ?? "";
  status.hidden = !status.textContent;
}

// The value at each of paths in the state is one of buffers (ipywidgets' binary state).
function putBuffers(state, paths = [], buffers = []) {
  paths.forEach((path, i) => {
    let at = state;
    path.slice(0, -1).forEach((key) => { at = at[key]; });
    at[path[path.length - 1]] = buffers[i];
  });
  return state;
}

class Model {
  constructor(id, state) {
    this.id = id;
    this.state = state;
    this.listeners = new Map();
    this.dirty = {};
    // keep.js names the board's seat by the document the widget is shown in.
    this.widget_manager = { context: { path: config.notebook } };
  }
  get(key) { return this.state[key]; }
  set(key, value) {
    this.state[key] = value;
    this.dirty[key] = value;
    this.emit(`change:${key}`, value);
  }
  save_changes() {
    const state = this.dirty;
    this.dirty = {};
    this.message({ method: "update", state, buffer_paths: [] });
  }
  send(content, callbacks, buffers = []) {
    this.message({ method: "custom", content }, buffers);
  }
  on(name, callback) {
    if (!this.listeners.has(name)) this.listeners.set(name, new Set());
    this.listeners.get(name).add(callback);
  }
  off(name, callback) {
    if (!name) this.listeners.clear();
    else if (!callback) this.listeners.delete(name);
    else this.listeners.get(name)?.delete(callback);
  }
  emit(name, ...args) {
    for (const callback of [...(this.listeners.get(name) ?? [])]) callback(...args);
  }
  message(data, buffers = []) {
    worker.postMessage({ type: "comm_msg", msg: { content: { comm_id: this.id, data }, buffers } });
  }
  update(state) {
    Object.assign(this.state, state);
    for (const [key, value] of Object.entries(state)) this.emit(`change:${key}`, value);
    this.emit("change");
  }
}

function onComm({ msgType, content, buffers }) {
  const id = content.comm_id;
  if (msgType === "comm_open") {
    const { state = {}, buffer_paths: paths = [] } = content.data ?? {};
    models.set(id, new Model(id, putBuffers(state, paths, buffers)));
  } else if (msgType === "comm_msg") {
    const model = models.get(id);
    const data = content.data ?? {};
    if (!model) return;
    if (data.method === "update" || data.method === "echo_update") {
      model.update(putBuffers(data.state ?? {}, data.buffer_paths, buffers));
      if ("playback" in model.state) followLayout(model);
    } else if (data.method === "custom") {
      model.emit("msg:custom", data.content, buffers);
    }
  } else if (msgType === "comm_close") {
    models.get(id)?.emit("comm:close");
    models.delete(id);
  }
}

const modules = new Map(); // a widget's _esm text -> its module
async function widgetModule(esm) {
  if (!modules.has(esm)) {
    const url = /^(https?:|\.{0,2}\/)/.test(esm) ? esm : URL.createObjectURL(new Blob([esm], { type: "text/javascript" }));
    modules.set(esm, import(url).then(async (module) => {
      const made = typeof module.default === "function" ? await module.default() : module.default ?? module;
      return made;
    }));
  }
  return modules.get(esm);
}

const styled = new Set();
async function renderWidget(element, modelId) {
  const model = models.get(modelId);
  if (!model) {
    element.textContent = config.texts.failed;
    return;
  }
  const css = model.get("_css");
  if (css && !styled.has(css)) {
    styled.add(css);
    const style = document.createElement("style");
    style.textContent = css;
    document.head.append(style);
  }
  const widget = await widgetModule(model.get("_esm"));
  if (!model.initialized) {
    model.initialized = true;
    await widget.initialize?.({ model });
  }
  await widget.render({ model, el: element });
}

function fill(element, output) {
  element.replaceChildren();
  const data = output.data ?? {};
  const view = data["application/vnd.jupyter.widget-view+json"];
  if (view) {
    renderWidget(element, view.model_id).catch((error) => {
      element.textContent = `${config.texts.failed} ${error}`;
    });
  } else if (data["text/html"] !== undefined) {
    element.innerHTML = [].concat(data["text/html"]).join("");
  } else if (data["text/plain"] !== undefined) {
    const pre = document.createElement("pre");
    pre.textContent = [].concat(data["text/plain"]).join("");
    element.append(pre);
  }
}

function onOutput({ output }) {
  const id = output.transient?.display_id;
  if (output.output_type === "update_display_data") {
    for (const element of displays.get(id) ?? []) fill(element, output);
    return;
  }
  if (output.output_type === "clear_output") {
    outputs.replaceChildren();
    displays.clear();
    return;
  }
  const element = document.createElement("div");
  element.className = "output_area"; // the board's CSS hides its static picture beside a live board
  if (output.output_type === "stream" || output.output_type === "error") {
    const pre = document.createElement("pre");
    pre.className = output.name === "stdout" ? "tp-app-stdout" : "tp-app-error";
    pre.textContent = output.output_type === "error"
      ? `${output.ename}: ${output.evalue}` : output.text;
    element.append(pre);
  } else {
    fill(element, output);
    if (id) displays.set(id, [...(displays.get(id) ?? []), element]);
  }
  outputs.append(element);
}

function onMessage({ data }) {
  if (data.type === "comm") onComm(data);
  else if (data.type === "output") onOutput(data);
  else if (data.type === "ready") {
    window.tripeaksApp = { ...data, at: performance.now() - started };
  } else if (data.type === "ran") {
    if (data.status !== "ok") say("failed");
    else if (data.cell === config.cells[config.cells.length - 1].id) {
      say("");
      layout.disabled = false;
    }
  } else if (data.type === "failed") {
    say("failed");
    console.error(`tripeaks: the page's kernel failed: ${data.error}`);
  }
}

say("loading");
worker.onmessage = onMessage;
waiting.splice(0).forEach(onMessage);
