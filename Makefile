# Two commands on a fresh machine: `make demo` and `make test`. Both bootstrap .venv first.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed-stamp
EXTRAS ?= test,hermes

.PHONY: venv demo test lint typecheck pytest bench clean sandbox-tools typescript generated

$(STAMP): pyproject.toml
	@command -v git >/dev/null || { echo "git is required (apt-get install git)"; exit 3; }
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[$(EXTRAS)]'
	touch $(STAMP)

venv: $(STAMP)

demo: $(STAMP)
	PATH="$(CURDIR)/$(BIN):$$PATH" bash docs/demo.sh

lint: $(STAMP)
	$(BIN)/ruff check hermes_git tests bench
	$(BIN)/ruff format --check hermes_git tests bench

typecheck: $(STAMP)
	$(BIN)/mypy

# Detonation runs skills in bubblewrap under strace (Debian packages); install them when missing.
sandbox-tools:
	@command -v bwrap >/dev/null && command -v strace >/dev/null || \
	  { apt-get update -qq && apt-get install -y --no-install-recommends bubblewrap strace; }

# Detonation transpiles TypeScript with the typescript npm package (found in .cache/ts).
typescript:
	@test -f .cache/ts/node_modules/typescript/lib/typescript.js || ! command -v npm >/dev/null || \
	  npm install --prefix .cache/ts --no-audit --no-fund --silent typescript@5

# The whole suite, slow end-to-end tests included; Hermes-backed tests must run, not skip.
pytest: $(STAMP) sandbox-tools typescript
	HERMES_GIT_REQUIRE_HERMES=1 $(BIN)/python -m pytest -n 2 -p no:cacheprovider

test: lint typecheck pytest

generated: $(STAMP)  # after a change to schemas/ or the guard's YAML: the shipped copies again
	$(BIN)/python -c 'from hermes_git.schema.load import write_generated; write_generated()'
	$(BIN)/python -c 'from hermes_git.guard.match import shipcopy; shipcopy.write()'

bench: $(STAMP)
	@for script in bench/bench_*.py; do echo "== $$script"; $(BIN)/python $$script || exit 1; done

clean:
	rm -rf $(VENV) build dist *.egg-info .mypy_cache .ruff_cache .pytest_cache
