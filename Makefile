# Everything a fresh clone needs: `make test` and `make serve` bootstrap
# .venv and node_modules themselves.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
PORT ?= 8000

.PHONY: test serve site js bench clean

$(VENV)/.installed: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -e '.[dev]'
	touch $@

test: $(VENV)/.installed
	$(PY) -m pytest

clean:
	rm -rf $(VENV) node_modules _output tripeaks_widget/static dist build
