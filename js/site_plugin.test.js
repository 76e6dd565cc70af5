// The site plugin's modules (labextension/kernel.js, language.js, lesson.js), loaded with JupyterLab's
// packages stubbed (testing/jupyterlab_stubs.mjs): every module loads, the plugins index.js lists are
// whole, and the functions that need no running JupyterLab answer as the site needs.
import "./testing/page.js";
import { register } from "node:module";
import { test } from "node:test";
import assert from "node:assert/strict";

register("./testing/jupyterlab_stubs.mjs", import.meta.url);
const plugins = (await import("../labextension/index.js")).default;
const kernel = await import("../labextension/kernel.js");
const language = await import("../labextension/language.js");
const lesson = await import("../labextension/lesson.js");

test("index.js lists six plugins, each with its own id and an activate", () => {
  assert.equal(plugins.length, 6);
  assert.equal(new Set(plugins.map((p) => p.id)).size, 6);
  for (const plugin of plugins) {
    assert.match(plugin.id, /^tripeaks-/);
    assert.equal(typeof plugin.activate, "function", plugin.id);
  }
});

test("a lesson's notebook path comes from ?path=, and nothing else is one", () => {
  assert.equal(kernel.notebookPath("?path=tr/01-setup.ipynb"), "tr/01-setup.ipynb");
  assert.equal(kernel.notebookPath("?path=/nb/07-one-pile-many-games.ipynb"), "nb/07-one-pile-many-games.ipynb");
  assert.equal(kernel.notebookPath("?path=pages/lab.html"), null);
  assert.equal(kernel.notebookPath(""), null);
});

test("a kernel is listed only when the default spec is there", () => {
  assert.ok(kernel.hasKernel({ default: "python", kernelspecs: { python: {} } }));
  assert.ok(!kernel.hasKernel({ default: "", kernelspecs: {} }));
  assert.ok(!kernel.hasKernel({ default: "python", kernelspecs: {} }));
  assert.ok(!kernel.hasKernel(null));
});

test("the site's language: the one chosen, else the lesson's folder, else the last lesson's, else English", () => {
  assert.equal(language.siteLanguage("?path=tr/01-setup.ipynb", "nb", null), "nb");
  assert.equal(language.siteLanguage("?path=tr/01-setup.ipynb", null, "nb"), "tr");
  assert.equal(language.siteLanguage("?path=nb/pages/lab.html", null, null), "nb");
  assert.equal(language.siteLanguage("", null, "nb"), "nb");
  assert.equal(language.siteLanguage("", "xx", "yy"), "en");
  assert.deepEqual(Object.keys(language.LOCALES), ["en", "tr", "nb"]);
});

test("a lesson's language: its metadata's (tripeaks_lesson.lang), else its folder", () => {
  assert.equal(lesson.lessonLanguage({ lang: "nb" }, "tr/01-setup.ipynb"), "nb");
  assert.equal(lesson.lessonLanguage({}, "tr/01-setup.ipynb"), "tr");
  assert.equal(lesson.lessonLanguage({}, "other/x.ipynb"), null);
  assert.equal(lesson.lessonLanguage(undefined, "nb/02-king-ace-rule.ipynb"), "nb");
});
