// A JupyterLab plugin, shipped in the JupyterLite site (scripts/build_site.py
// builds it with @jupyterlab/builder): it starts the session of the notebook
// the page was opened on (?path=...) as soon as the app has started, instead of
// when the notebook widget opens some 2 s later. The Pyodide kernel then boots
// in its worker while JupyterLab is still drawing the notebook. When the
// notebook's own session context initialises, it finds this session by path
// and connects to it, as it would to a session left by another tab.
//
// The plugin's own connection to the kernel is disposed at once: a kernel
// connection that stays open answers every comm_open it has no target for
// with a comm_close, and the widget's comm would be closed under it (the board
// never appeared). Disposing a connection leaves the session and the kernel
// running.

const plugin = {
  id: "tripeaks-early-kernel:plugin",
  description: "Starts the kernel of the notebook in ?path= as soon as the app has started.",
  autoStart: true,
  activate(app) {
    const path = notebookPath(window.location.search);
    if (path) {
      app.started.then(() => startEarly(app, path)).catch((error) => {
        // The notebook then starts its kernel itself, as without this plugin.
        console.warn(`tripeaks-early-kernel: could not start a kernel for ${path}:`, error);
      });
    }
  },
};

export function notebookPath(search) {
  const path = new URLSearchParams(search).get("path");
  return path && path.endsWith(".ipynb") ? path.replace(/^\/+/, "") : null;
}

async function startEarly(app, path) {
  const { sessions, kernelspecs } = app.serviceManager;
  await Promise.all([sessions.ready, kernelspecs.ready]);
  await sessions.refreshRunning();
  for (const model of sessions.running()) {
    if (model.path === path) {
      return; // the notebook got there first
    }
  }
  const kernel = kernelspecs.specs && kernelspecs.specs.default;
  if (!kernel) {
    return;
  }
  // The name the notebook's own session context gives (the file's name).
  const name = path.split("/").pop();
  const connection = await sessions.startNew(
    { path, name, type: "notebook", kernel: { name: kernel } },
    { kernelConnectionOptions: { handleComms: false } },
  );
  // Had the notebook started its own meanwhile, this one would only compete
  // with it for the CPU.
  await sessions.refreshRunning();
  const twin = [...sessions.running()].some((m) => m.path === path && m.id !== connection.id);
  if (twin) {
    await connection.shutdown();
  }
  connection.dispose();
}

export default plugin;
