# Two commands on a fresh machine: `make demo` and `make test`. Both bootstrap .venv first.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed-stamp
EXTRAS ?= test,hermes

.PHONY: venv demo test lint typecheck pytest bench clean sandbox-tools typescript generated

# First run (or after pyproject.toml changes): says what it does, since pip is quiet for minutes.
$(STAMP): pyproject.toml
	@command -v git >/dev/null || { echo "git is required (apt-get install git)"; exit 3; }
	@test -x $(BIN)/python || { echo "venv: creating $(VENV) with $(PYTHON)"; $(PYTHON) -m venv $(VENV); }
	@echo "venv: updating pip in $(VENV)"
	@$(BIN)/python -m pip install --quiet --upgrade pip
	@echo "venv: installing hermes-git and its [$(EXTRAS)] extras into $(VENV) with pip; the first time" \
	  "this downloads them from PyPI and takes a minute or two (quiet until done)"
	@start=$$(date +%s); $(BIN)/python -m pip install --quiet -e '.[$(EXTRAS)]' && \
	  echo "venv: ready in $$(( $$(date +%s) - start )) s; the next make skips this"
	@touch $(STAMP)

venv: $(STAMP)

demo: $(STAMP)
	PATH="$(CURDIR)/$(BIN):$$PATH" bash docs/demo.sh

lint: $(STAMP)
	$(BIN)/ruff check hermes_git tests bench
	$(BIN)/ruff format --check hermes_git tests bench

typecheck: $(STAMP)
	$(BIN)/mypy

# Detonation runs skills in bubblewrap under strace (Debian packages). Nothing to do when both
# are there; else say what is missing and why, then install as root, with sudo, or print the
# command (the detonation tests skip until then). SANDBOX_TOOLS=skip never asks.
SANDBOX_TOOLS ?= install
sandbox-tools:
	@missing=""; \
	command -v bwrap >/dev/null || missing="$$missing bubblewrap"; \
	command -v strace >/dev/null || missing="$$missing strace"; \
	command -v ssh-keygen >/dev/null || missing="$$missing openssh-client"; \
	[ -z "$$missing" ] && exit 0; \
	install="apt-get update -qq && apt-get install -y --no-install-recommends$$missing"; \
	echo "sandbox-tools: detonation runs skills in bubblewrap under strace, signing needs ssh-keygen; missing Debian package(s):$$missing"; \
	if [ "$(SANDBOX_TOOLS)" = skip ]; then \
	  echo "sandbox-tools: SANDBOX_TOOLS=skip: not installing; detonation tests will skip"; \
	elif [ "$$(id -u)" = 0 ]; then \
	  echo "sandbox-tools: installing as root: $$install"; sh -c "$$install"; \
	elif command -v sudo >/dev/null && command -v apt-get >/dev/null; then \
	  echo "sandbox-tools: installing with sudo (it may ask for your password; SANDBOX_TOOLS=skip to skip): $$install"; \
	  sudo sh -c "$$install" || echo "sandbox-tools: not installed; detonation tests will skip"; \
	else \
	  echo "sandbox-tools: not installing (not root, no sudo or apt-get); detonation tests will skip. As root run: $$install"; \
	fi

# Detonation transpiles TypeScript with the typescript npm package (found in .cache/ts).
typescript:
	@test -f .cache/ts/node_modules/typescript/lib/typescript.js || ! command -v npm >/dev/null || \
	  npm install --prefix .cache/ts --no-audit --no-fund --silent typescript@5

# The whole suite, slow end-to-end tests included; Hermes-backed tests must run, not skip.
pytest: $(STAMP) sandbox-tools typescript
	HERMES_GIT_REQUIRE_HERMES=1 $(BIN)/python -m pytest -n 2 -p no:cacheprovider

test: lint typecheck pytest

generated: $(STAMP)  # after a change to schemas/, the guard's YAML or a screen: the shipped copies again
	$(BIN)/python -c 'from hermes_git.schema.load import write_generated; write_generated()'
	$(BIN)/python -c 'from hermes_git.guard.match import shipcopy; shipcopy.write()'

bench: $(STAMP)
	@for script in bench/bench_*.py; do echo "== $$script"; $(BIN)/python $$script || exit 1; done

clean:
	rm -rf $(VENV) build dist *.egg-info .mypy_cache .ruff_cache .pytest_cache
