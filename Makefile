# The two commands a newcomer needs: `make lab` and `make test`.
# Each creates .venv when it is missing and (re)installs the project only when
# pyproject.toml changed since the last install, so a second run is quick.

PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
LAB_ARGS ?=
PYTEST_ARGS ?=

.PHONY: lab test lint typecheck pytest bench slides student assignments play book handouts translations clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)

$(STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

# JupyterLab refuses to start as root (containers, CI) unless told to.
ROOT_FLAG := $(if $(filter 0,$(shell id -u)),--allow-root)

# JupyterLab draws a saved widget (a game board) only in a notebook it trusts; otherwise it shows
# the widget's text until the cell runs. The course's own notebooks are signed for this user first.
lab: $(STAMP)
	$(BIN)/jupyter trust notebooks/*.ipynb notebooks/zh_CN/*.ipynb >/dev/null
	$(BIN)/jupyter lab notebooks/ $(ROOT_FLAG) $(LAB_ARGS)

lint: $(STAMP)
	$(BIN)/ruff check .

typecheck: $(STAMP)
	$(BIN)/mypy --strict grundylib

pytest: $(STAMP)
	PYTHONHASHSEED=0 $(BIN)/python -m pytest --doctest-modules grundylib tests \
		--nbval notebooks --nbval-current-env --nbval-sanitize-with tests/nbval_sanitize.cfg $(PYTEST_ARGS)

test: lint typecheck pytest

# Speed of grundy_sequence against textbook and numpy baselines, each in a fresh process,
# then against the C reference of ../shared/perf (when built) and the census on Dask
# against a plain loop, every closed form the lessons teach against the same formula as a
# plain loop (Hackenbush, coin turning, staircase, Wythoff, Fibonacci Nim, Moore), the search of
# user games against a hand-written memoised DFS and gl.solve against a search per query, and
# misère sums decided by theory against the search of the whole sum, and contest problems at
# their official maximum sizes: the library against plain Python and C++ (g++, when found)
# (several minutes; not part of `make test`, which never times anything).
bench: $(STAMP)
	$(BIN)/python benchmarks/bench_import.py
	$(BIN)/python benchmarks/bench_sequences.py
	$(BIN)/python benchmarks/bench_reference.py
	$(BIN)/python benchmarks/bench_closed_forms.py
	$(BIN)/python benchmarks/bench_closed_form_loops.py
	$(BIN)/python benchmarks/bench_search.py
	$(BIN)/python benchmarks/bench_misere.py
	$(BIN)/python benchmarks/bench_contest.py

# Offline lecture slides: reveal.js, MathJax 2, require.js, jQuery and the widget manager are
# installed by exact version from the npm registry into slides/node_modules (never committed).
SLIDES_NODE := slides/node_modules/.package-lock.json

$(SLIDES_NODE): slides/package.json slides/package-lock.json
	npm ci --prefix slides

# Only decks older than their notebook, tools/build_slides.py, tools/lessons.py or the template are
# built again (`make slides SLIDES_ARGS=--force` rebuilds all).
SLIDES_ARGS ?=
slides: $(STAMP) $(SLIDES_NODE)
	$(BIN)/python tools/build_slides.py $(SLIDES_ARGS)

# A page of games to play, without code: Voila serves notebooks/play.ipynb. Its settings are in
# play/voila.json: the "offline" template of play/voila/templates (nothing is loaded from a CDN),
# and a kernel nobody is connected to is shut down after two idle minutes (a closed tab).
PLAY_ARGS ?=
PLAY_ENV = JUPYTER_PATH=$(CURDIR)/play$${JUPYTER_PATH:+:$$JUPYTER_PATH} \
	JUPYTER_CONFIG_PATH=$(CURDIR)/play$${JUPYTER_CONFIG_PATH:+:$$JUPYTER_CONFIG_PATH}
play: $(STAMP)
	$(PLAY_ENV) $(BIN)/voila notebooks/play.ipynb $(PLAY_ARGS)

# Student copies: solution cells removed, exercise and reveal outputs cleared, glossary copied.
student: $(STAMP)
	$(BIN)/python tools/make_student.py

# Autograded assignments for a class: an nbgrader course in build/course/ (source/lessonNN/, and
# release/lessonNN/ ready for `nbgrader release_assignment`). The graded cells run the lessons'
# own checkers; the gradebook and students' work already in build/course/ are left alone.
assignments: $(STAMP)
	$(BIN)/python tools/make_assignments.py --generate

# The course as a static website (Sphinx + MyST-NB + the Sphinx Book Theme, offline), with the
# slides inside: open build/book/index.html, or copy build/book/ to any static host. Both editions
# by default, the Chinese one in build/book/zh_CN/; `make book BOOK_LANG=zh_CN` builds only it.
BOOK_LANG ?= en zh_CN
book: slides
	for lang in $(BOOK_LANG); do $(BIN)/python tools/build_book.py --lang $$lang || exit 1; done

# A PDF handout per lesson and build/handouts/course.pdf, printed by headless Chromium (both
# editions; the Chinese one in build/handouts/zh_CN/).
handouts: $(STAMP) $(SLIDES_NODE)
	for lang in $(BOOK_LANG); do $(BIN)/python tools/build_handouts.py --lang $$lang || exit 1; done

# The Chinese edition: the English notebooks with the translations of locale/zh_CN applied.
# After an English edit, `make translations` updates the catalogues (new or changed messages
# show as untranslated or fuzzy, and a test fails until they are translated) and the notebooks,
# which are then run for their own outputs (a few minutes).
translations: $(STAMP)
	$(BIN)/python tools/i18n.py extract
	$(BIN)/python tools/i18n.py apply
	$(BIN)/python tools/i18n.py execute
	$(BIN)/python tools/i18n.py status

clean:
	rm -rf build .pytest_cache .mypy_cache .ruff_cache
