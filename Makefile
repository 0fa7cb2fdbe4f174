# Two commands on a fresh machine: `make run` launches the app, `make test` runs every test.
VENV ?= .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: run test lint bench clean

$(STAMP): pyproject.toml
	python3 -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[test]'
	touch $(STAMP)

run: $(STAMP)
	$(VENV)/bin/ccp-editor gui

test: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest -q

lint: $(STAMP)
	$(VENV)/bin/ruff check ccp_editor tests

bench: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(VENV)/bin/ccp-editor bench

clean:
	rm -rf $(VENV) build *.egg-info .pytest_cache .hypothesis
