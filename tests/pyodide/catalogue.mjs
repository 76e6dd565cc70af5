// Runs tests/pyodide/catalogue_check.py in Pyodide under Node (tests/test_catalogues.py calls it):
//
//   node tests/pyodide/catalogue.mjs
import { runInPyodide } from "../../bench/pyodide_run.mjs";

await runInPyodide("tests/pyodide/catalogue_check.py", process.argv.slice(2));
