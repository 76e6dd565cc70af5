// Runs tests/pyodide/answers_check.py in Pyodide under Node (tests/test_answers_pyodide.py calls it).
import { runInPyodide } from "../../bench/pyodide_run.mjs";

await runInPyodide("tests/pyodide/answers_check.py", [], ["tests/answer_corpus.txt"]);
