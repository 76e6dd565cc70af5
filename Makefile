# Everything a fresh clone needs: `make test` and `make serve` bootstrap
# .venv and node_modules themselves.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
PORT ?= 8000

.PHONY: test serve serve-class site js bench clean

$(VENV)/.installed: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -e '.[dev,site]'
	touch $@

node_modules/.installed: package.json package-lock.json
	npm ci --no-audit --no-fund
	touch $@

# The board's front end: js/ bundled by esbuild into the package (the wheel carries it).
# `test` and `site` build it before the venv: the package's build (hatch_build.py,
# build_front_end) then finds it fresh and needs no npm install of its own.
# One esbuild run writes the bundles: the board's (widget.js), the answer box's (answer_box.js), the designer's.
JS_SOURCES := $(filter-out %.test.js,$(wildcard js/*.js js/*.css))
JS_BUNDLES := tripeaks_widget/board/static/widget.js tripeaks_widget/board/static/answer_box.js \
	tripeaks_widget/board/static/designer.js
$(JS_BUNDLES) &: node_modules/.installed $(JS_SOURCES)
	npm run --silent build

js: $(JS_BUNDLES)

# scripts/build_fast.py: the solver's optional C fast path, built in place by
# `pip install -e` above, is compiled again when its source changed since (it does
# nothing when up to date; docs/solver.md). scripts/catalogues.py compile: the
# translation catalogues' .mo files, as the build makes them (docs/translating.md).
test: js $(VENV)/.installed
	$(PY) scripts/build_fast.py
	$(PY) scripts/catalogues.py compile
	node --test js/*.test.js
	$(PY) -m pytest

# The JupyterLite site (docs/site.md), built clean into _output/ every time.
site: js $(VENV)/.installed
	$(PY) -m tripeaks_site.build --output _output

# The class server (tripeaks_site/server, docs/classroom.md): `serve` for this computer only,
# `serve-class` for the classroom's network (every address, or `make serve-class HOST=one of them`;
# a plain `=`: a HOST in the environment, as some shells export, does not pick the address).
HOST = 0.0.0.0

serve: site
	$(PY) -m tripeaks_site.server --dir _output --port $(PORT)

serve-class: site
	$(PY) -m tripeaks_site.server --dir _output --host $(HOST) --port $(PORT)

clean:
	rm -rf $(VENV) node_modules _output tripeaks_widget/board/static dist build
	rm -f tripeaks_widget/locale/*/LC_MESSAGES/*.mo
	rm -f tripeaks_widget/solver/_fast*.so tripeaks_widget/solver/_fast*.pyd tripeaks_widget/solver/*.wasm
