"""Every code sample the guides mark ``run`` is executed as a customer would run it -- curl in
bash, Python, Node -- against the real web process (uvicorn, /v1 and /mcp) seeded with the
demo data, with a demo key in ``COMPANY_DATA_KEY``. A sample that fails, or whose output
lacks its ``expect=`` text, fails here."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from portal.guides import GUIDES, SAMPLE_BASE_URL, SAMPLE_KEY_VARIABLE, Sample, guide_samples
from tests.mcp.conftest import McpServer, running_server

SAMPLES = [sample for guide in GUIDES for sample in guide_samples(guide)]


@pytest.fixture(scope="module")
def docs_server(django_db_blocker) -> Iterator[McpServer]:
    # The samples together make more calls a minute than the MCP tests' low key limit;
    # jobs run in the web process, as a worker would run them, so bulk samples finish.
    env = {"MCP_TEST_RATE_LIMIT_PER_KEY": "600/60", "CELERY_TASK_ALWAYS_EAGER": "1"}
    with running_server(django_db_blocker, suffix="docs_server", env=env) as server:
        yield server


def _command(sample: Sample, folder: Path) -> list[str]:
    if sample.language in ("sh", "bash"):
        return ["bash", "-euo", "pipefail", "-c", sample.code]
    if sample.language == "python":
        script = folder / "sample.py"
        script.write_text(sample.code)
        return [sys.executable, str(script)]
    if sample.language in ("js", "javascript"):
        node = shutil.which("node")
        if node is None:
            pytest.fail("The JavaScript samples need Node.js 18+ on PATH.")
        script = folder / "first-call.mjs"
        script.write_text(sample.code)
        return [node, str(script)]
    raise AssertionError(f"no runner for {sample.language} ({sample.guide}, line {sample.line})")


def run_sample(sample: Sample, server: McpServer, folder: Path) -> subprocess.CompletedProcess:
    sample = Sample(
        sample.guide, sample.language, sample.code.replace(SAMPLE_BASE_URL, server.base),
        sample.expect, sample.line, sample.name,
    )
    env = {**os.environ, SAMPLE_KEY_VARIABLE: server.demo["live_key"]}
    # The venv's own tools (httpx for the Python samples) first, as a customer's would be.
    env["PATH"] = f"{Path(sys.executable).parent}:{env.get('PATH', '')}"
    return subprocess.run(
        _command(sample, folder), capture_output=True, text=True, env=env, cwd=folder,
        timeout=240,
    )


@pytest.mark.parametrize(
    "sample", SAMPLES, ids=[f"{s.guide}:{s.line}:{s.language}" for s in SAMPLES]
)
def test_the_guide_sample_runs_against_a_real_server(sample, docs_server, tmp_path):
    assert SAMPLE_BASE_URL in sample.code  # a sample talks to this service only
    done = run_sample(sample, docs_server, tmp_path)
    assert done.returncode == 0, f"{sample.guide} line {sample.line}:\n{done.stdout}\n{done.stderr}"
    assert done.stdout.strip(), f"{sample.guide} line {sample.line} printed nothing"
    assert sample.expect in done.stdout, done.stdout[-2000:]


def test_the_quickstart_shows_the_first_call_in_curl_python_and_javascript():
    quickstart = [s for s in SAMPLES if s.guide == "quickstart"]
    assert {s.language for s in quickstart} >= {"sh", "python", "js"}
    assert {s.name for s in quickstart} >= {"first-call", "mcp-first-call"}


def test_the_errors_and_mcp_guides_have_runnable_samples():
    guides = {s.guide for s in SAMPLES}
    assert {"quickstart", "errors", "mcp"} <= guides
