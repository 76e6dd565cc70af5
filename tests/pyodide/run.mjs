// Runs tests/pyodide/wasm_check.py in Pyodide under Node (tests/test_wasm.py calls it):
//
//   node tests/pyodide/run.mjs [counts...]
import { runInPyodide } from "../../bench/pyodide_run.mjs";

await runInPyodide("tests/pyodide/wasm_check.py", process.argv.slice(2), ["tests/searchcases.py"]);
