# Two commands on a fresh machine: `make run` launches the app, `make test` runs every test.
VENV ?= .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: run test lint bench goldens translations icons clean

$(STAMP): pyproject.toml
	python3 -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[test]'
	touch $(STAMP)

run: $(STAMP)
	$(VENV)/bin/ccp-editor gui

# One worker per core (pytest-xdist): the suite takes about half the time on two cores.
test: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest -q -n auto

# The layer contracts (import-linter), ruff, and mypy over the pure layers; .ci/run runs it before the tests.
lint: $(STAMP)
	$(VENV)/bin/lint-imports
	$(VENV)/bin/ruff check ccp_editor tests
	$(VENV)/bin/mypy

# Regenerate the golden scenarios (tests/golden/rsg) on purpose, after a meant procedure change.
goldens: $(STAMP)
	CCP_UPDATE_GOLDENS=1 $(PY) -m pytest -q tests/test_rsg_golden.py

# Qt's standard translation workflow: lupdate collects every translate()/QT_TRANSLATE_NOOP text of the package
# into the .ts (translations kept), Qt Linguist edits it, lrelease compiles the .qm the app loads. English has a
# catalogue of its plural forms only (-pluralonly): "%n row(s)" shows as "1 row", "2 rows".
TS := ccp_editor/gui/i18n/ccp_editor_it.ts
TS_EN := ccp_editor/gui/i18n/ccp_editor_en.ts
translations: $(STAMP)
	$(VENV)/bin/pyside6-lupdate -extensions py -locations none -no-obsolete ccp_editor -ts $(TS)
	$(VENV)/bin/pyside6-lrelease $(TS) -qm $(TS:.ts=.qm)
	$(VENV)/bin/pyside6-lupdate -extensions py -locations none -no-obsolete -pluralonly ccp_editor -ts $(TS_EN)
	$(VENV)/bin/pyside6-lrelease $(TS_EN) -qm $(TS_EN:.ts=.qm)

# The application icon's PNG sizes, rendered from its SVG (ccp_editor/gui/desktop/); a test keeps them in step.
icons: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(PY) -m ccp_editor.gui.desktop

bench: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(VENV)/bin/ccp-editor bench

clean:
	rm -rf $(VENV) build *.egg-info .pytest_cache .hypothesis
