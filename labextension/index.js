// The site's own JupyterLab plugins, shipped in the JupyterLite site
// (tripeaks_site/build/labextension.py builds them with @jupyterlab/builder):
// - kernel.js: the lesson's kernel starts as soon as the app has, and no
//   kernel picker comes over a lesson;
// - language.js: the interface in the site's language, and the words
//   JupyterLab leaves English;
// - lesson.js (with pages.js): the lesson's page, for screen readers and phones.

import { earlyKernel, kernelSpecsFirst, runsWait } from "./kernel.js";
import { interfaceWords, translatorConnector } from "./language.js";
import { lessonPage } from "./lesson.js";

export default [kernelSpecsFirst, runsWait, earlyKernel, translatorConnector, interfaceWords, lessonPage];
