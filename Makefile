# Two commands, always true: `make run` and `make test` (see README.md).
SHELL := /bin/bash
VENV := .venv
PY := $(VENV)/bin/python
PORT ?= 8000
export PORT

.PHONY: run test install check lint bench bench-quick migrate clean

$(VENV)/.installed: pyproject.toml
	test -x $(PY) || python3 -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -e '.[dev]'
	touch $@

install: $(VENV)/.installed

migrate: install
	$(PY) manage.py migrate --noinput -v 0

run: install migrate
	$(PY) manage.py collectstatic --noinput -v 0
	@$(PY) manage.py seed_demo --companies 60 > var/demo-keys.txt
	@echo "Service: http://127.0.0.1:$(PORT)  (docs: /docs, portal: /portal, admin: /admin)"
	@cat var/demo-keys.txt
	$(VENV)/bin/honcho start -f Procfile

lint: install
	$(VENV)/bin/ruff check .

# The suite runs against the real PostgreSQL and Redis (the machine's, unless the
# environment names others); `make run` stays on its embedded defaults.
test: export DATABASE_URL ?= postgres://postgres@127.0.0.1:5432/company_data
test: export REDIS_URL ?= redis://127.0.0.1:6379/0
# The imprint parser must keep its quality on every held-out corpus, not only the tune set.
test: export IMPRINT_HOLDOUT_STRICT ?= 1
test: install lint
	$(VENV)/bin/pytest; status=$$?; if [ $$status -eq 5 ]; then echo "no tests ran"; exit 1; fi; exit $$status

check: test

bench: install
	$(PY) bench/run.py

bench-quick: install
	$(PY) bench/run.py --quick

clean:
	rm -rf var
