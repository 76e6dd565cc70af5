// A module loader hook for the node tests of the site plugin (labextension/): JupyterLab's packages are
// not installed here (the plugin is built against the JupyterLite app's own), so each "@jupyterlab/..."
// import resolves to a stub exporting the names the plugin imports. The stubs are tokens and empty
// objects: the tests call the plugin's functions, not JupyterLab's.
const NAMES = {
  "@jupyterlab/coreutils": ["PageConfig", "URLExt"],
  "@jupyterlab/notebook": ["INotebookTracker", "NotebookActions"],
  "@jupyterlab/translation": ["ITranslator", "ITranslatorConnector", "nullTranslator"],
};

export async function resolve(specifier, context, nextResolve) {
  if (specifier in NAMES) {
    const body = NAMES[specifier].map((name) => `export const ${name} = { stub: ${JSON.stringify(name)} };`).join("\n");
    return { url: `data:text/javascript,${encodeURIComponent(body)}`, shortCircuit: true };
  }
  return nextResolve(specifier, context);
}
