// Runs tests/pyodide/review_check.py in Pyodide under Node (tests/test_review_pyodide.py calls it):
//
//   node tests/pyodide/review.mjs
import { runInPyodide } from "../../bench/pyodide_run.mjs";

await runInPyodide("tests/pyodide/review_check.py", process.argv.slice(2));
