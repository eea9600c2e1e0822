# Two commands, always true: `make run` and `make test` (see README.md).
SHELL := /bin/bash
VENV := .venv
PY := $(VENV)/bin/python
PORT ?= 8000
export PORT
VAR_DIR ?= $(CURDIR)/var
export VAR_DIR

# Both start a private PostgreSQL and Redis (config/devservers.py, data under var/) unless
# DATABASE_URL / REDIS_URL name servers to use; those they started stop when they end.
WITH_SERVERS := $(PY) config/devservers.py exec --

.PHONY: run serve test install check lint bench bench-quick migrate clean

$(VENV)/.installed: pyproject.toml
	test -x $(PY) || python3 -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -e '.[dev]'
	touch $@

install: $(VENV)/.installed

migrate: install
	$(WITH_SERVERS) $(PY) manage.py migrate --noinput -v 0

run: install
	@$(WITH_SERVERS) $(MAKE) --no-print-directory serve

# What `make run` does once the servers are there (DATABASE_URL and REDIS_URL set).
serve:
	$(PY) manage.py migrate --noinput -v 0
	@# no collectstatic: WhiteNoise serves the apps' static files from their finders
	@$(PY) manage.py seed_demo --companies 60 > $(VAR_DIR)/demo-keys.txt
	@echo "Service: http://127.0.0.1:$(PORT)  (docs: /docs, portal: /portal, admin: /admin)"
	@cat $(VAR_DIR)/demo-keys.txt
	@# Ctrl-C ends honcho with 130: a normal stop, not an error.
	$(VENV)/bin/honcho start -f Procfile || [ $$? -eq 130 ]

lint: install
	$(VENV)/bin/ruff check .

# The suite runs on one pytest-xdist worker per CPU (each with its own test database and cache
# keys); the tests of a server that many tests share run on one worker (--dist loadgroup,
# tests/conftest.py). TEST_WORKERS=1 runs them one after another, in one worker.
TEST_WORKERS ?= $(shell nproc)
# The imprint parser must keep its quality on every held-out corpus, not only the tune set.
test: export IMPRINT_HOLDOUT_STRICT ?= 1
test: install lint
	$(WITH_SERVERS) $(VENV)/bin/pytest -n $(TEST_WORKERS) --dist loadgroup; status=$$?; if [ $$status -eq 5 ]; then echo "no tests ran"; exit 1; fi; exit $$status

check: test

# The bench uses the machine's PostgreSQL and Redis where they answer (bench/run.py).
bench: install
	$(WITH_SERVERS) $(PY) bench/run.py

bench-quick: install
	$(WITH_SERVERS) $(PY) bench/run.py --quick

clean:
	-$(PY) config/devservers.py stop
	rm -rf $(VAR_DIR)
