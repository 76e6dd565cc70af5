// The site's JupyterLab plugins that start a lesson's kernel early (built with
// @jupyterlab/builder by tripeaks_site/build/labextension.py; index.js lists them).
//
// The first starts the session of the notebook the page was opened on
// (?path=...) as soon as the app has started, instead of when the notebook
// widget opens some 2 s later. The Pyodide kernel then boots in its worker
// while JupyterLab is still drawing the notebook. When the notebook's own
// session context initialises, it finds this session by path and connects to
// it, as it would to a session left by another tab.
//
// The plugin's own connection to the kernel is disposed at once: a kernel
// connection that stays open answers every comm_open it has no target for
// with a comm_close, and the widget's comm would be closed under it (the board
// never appeared). Disposing a connection leaves the session and the kernel
// running.

import { INotebookTracker } from "@jupyterlab/notebook";

export const earlyKernel = {
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

// ---------------------------------------------------------------- no kernel picker over a lesson
// JupyterLite resolves its service manager before the app starts, so JupyterLab's kernel spec manager
// asks for the specs before any kernel extension has registered one: its first list is empty
// ({default: "", kernelspecs: {}}), and its `ready` resolves with that list. The Pyodide kernel's
// extension registers its spec as it activates, and JupyterLite then refreshes the list on the manager's
// poll: on a later tick, or 61 s later in a tab the student has in the background (the poll stands by
// while the page is hidden; jupyterlite/xeus#246). A notebook whose session context starts in between
// finds no kernel for its kernelspec (python3, language python): SessionContext.startKernel() gives up,
// and JupyterLab opens its "Select Kernel" dialog over the lesson. The same happens to a Run All or a
// Shift+Enter in that time. This plugin holds the app's start until the manager lists a kernel, asking
// the manager itself (not its poll), so no notebook opens before the kernel it will start is known.
export const SPECS_WAIT_MS = 30000;

export function hasKernel(specs) {
  return Boolean(specs && specs.default && specs.kernelspecs && specs.kernelspecs[specs.default]);
}

export async function kernelSpecsListed(kernelspecs, waitMs = SPECS_WAIT_MS) {
  const ask = () => (typeof kernelspecs.requestSpecs === "function" ? kernelspecs.requestSpecs() : kernelspecs.refreshSpecs());
  await kernelspecs.ready;
  const until = Date.now() + waitMs;
  while (!hasKernel(kernelspecs.specs) && Date.now() < until) {
    await ask();
    if (!hasKernel(kernelspecs.specs)) {
      // The kernel's extension has not registered yet: it does in this same start, within moments.
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return hasKernel(kernelspecs.specs);
}

export const kernelSpecsFirst = {
  id: "tripeaks-early-kernel:kernel-specs-first",
  description: "Holds the app's start until the kernel specs list a kernel: no notebook asks which kernel to start.",
  autoStart: true,
  async activate(app) {
    const listed = await kernelSpecsListed(app.serviceManager.kernelspecs);
    if (!listed) {
      console.warn(`tripeaks-early-kernel: no kernel spec after ${SPECS_WAIT_MS / 1000} s; JupyterLab will ask for one`);
    }
  },
};

// A cell run (Shift+Enter, Run All) while the notebook's session context is still setting up its
// session (it looks for the kernel the plugin above started, by path) finds "no kernel", and JupyterLab's
// runCells starts one itself: its SessionContext.startKernel asks JupyterLite for a session under the
// notebook's name, gets the early one back (JupyterLite answers a known name with its session), shuts it
// down as a stale request, and the run ends in the "Select Kernel" dialog over the lesson (seen in
// tests/site/test_slow_link.py on a slow CPU). Here a run in that time waits for the session context to
// finish, and runs in the kernel it found. The session context's own start (its _startIfNecessary, which
// calls startKernel at once) passes straight through.
export function runsWaitForTheSession(sessionContext) {
  const ownStart = sessionContext._startIfNecessary;
  const startKernel = sessionContext.startKernel;
  if (typeof ownStart !== "function" || typeof startKernel !== "function") {
    return false; // another JupyterLab: left as it is
  }
  let own = false;
  sessionContext._startIfNecessary = function () {
    own = true;
    try {
      return ownStart.call(this);
    } finally {
      own = false;
    }
  };
  sessionContext.startKernel = async function () {
    if (!own && !this.isReady && !this.isDisposed) {
      await this.initialize();
      if (this.session && this.session.kernel) {
        return false; // the kernel is there: the run goes on in it
      }
    }
    return startKernel.call(this);
  };
  return true;
}

export const runsWait = {
  id: "tripeaks-early-kernel:runs-wait-for-the-session",
  description: "A cell run before the notebook's session is set up waits for it instead of starting a kernel.",
  autoStart: true,
  requires: [INotebookTracker],
  activate(app, tracker) {
    tracker.widgetAdded.connect((_, panel) => runsWaitForTheSession(panel.sessionContext));
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
