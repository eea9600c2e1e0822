"""docs/webhooks.md "Try it in five minutes", run as written: its receiver.py and the
documented verify helper are saved, and its shell steps run in one bash session against a
live server, with the receiver on 127.0.0.1. Only step 0 (``make run``) is played by the
test: it applies that step's settings, serves the API with the live server and runs the
delivery worker in-process."""

from __future__ import annotations

import json
import os
import queue
import re
import shlex
import signal
import socket
import subprocess
import threading
from pathlib import Path

import pytest

from tests.factories import make_key
from webhooks.delivery import deliveries_run
from webhooks.models import Webhook

pytestmark = pytest.mark.django_db(transaction=True)

DOCS = Path(__file__).resolve().parents[2] / "docs" / "webhooks.md"
SECTION = "## Try it in five minutes"
WAIT = 60.0  # seconds any single step may take before the test gives up


def walkthrough() -> list[tuple[str, str]]:
    """The (language, code) blocks of the walkthrough, in order."""
    text = DOCS.read_text()
    start = text.index(SECTION)
    section = text[start : text.index("\n## ", start + len(SECTION))]
    return re.findall(r"```(\w+)\n(.*?)```", section, re.S)


def documented_helper() -> str:
    text = DOCS.read_text()
    section = text[text.index("## Verifying a delivery") :]
    return re.search(r"```python\n(.*?)```", section, re.S).group(1)


class Shell:
    """One bash session fed step by step; every line it (or a job it started) prints is
    collected, so steps share variables and background jobs like in a terminal."""

    def __init__(self, cwd: Path, env: dict[str, str]) -> None:
        self.process = subprocess.Popen(
            ["bash"], cwd=cwd, env=env, text=True, start_new_session=True,
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
        )
        self.lines: queue.Queue[str] = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        for line in self.process.stdout:
            self.lines.put(line.rstrip("\n"))

    def run(self, script: str) -> list[str]:
        """Runs ``script``; returns the lines printed until it finished."""
        self.process.stdin.write(f"{script}\necho\necho __STEP_DONE__\n")
        self.process.stdin.flush()
        return self.until(lambda line: line == "__STEP_DONE__")[:-1]

    def until(self, done) -> list[str]:
        seen = []
        while True:
            try:
                line = self.lines.get(timeout=WAIT)
            except queue.Empty:
                pytest.fail(f"the walkthrough stalled; output so far: {seen}")
            seen.append(line)
            if done(line):
                return seen

    def close(self) -> None:
        os.killpg(self.process.pid, signal.SIGTERM)
        self.process.wait(timeout=WAIT)


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def wait_until_listening(port: int) -> None:
    for _ in range(int(WAIT / 0.05)):
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            return
        except OSError:
            threading.Event().wait(0.05)
    pytest.fail(f"the receiver did not listen on port {port}")


def json_line(lines: list[str]) -> dict:
    return json.loads(next(line for line in lines if line.startswith("{")))


def test_the_five_minute_walkthrough_works_as_written(
    customer, live_server, settings, tmp_path
):
    blocks = walkthrough()
    assert [language for language, _ in blocks] == [
        "bash", "python", "bash", "bash", "bash", "bash", "bash"
    ]
    (_, start), (_, receiver_py), *steps = blocks
    create, start_receiver, watch, send_test, read_log = (code for _, code in steps)

    # Step 0 is `make run` with the development switch: apply its settings here.
    *assignments, make, run = shlex.split(start.strip())
    assert (make, run) == ("make", "run")
    switches = dict(assignment.split("=", 1) for assignment in assignments)
    assert switches == {"DEBUG": "true", "WEBHOOKS_ALLOW_LOOPBACK": "true"}
    settings.DEBUG = settings.WEBHOOKS_ALLOW_LOOPBACK = True

    # Step 1: the files, as the docs say.
    (tmp_path / "verify.py").write_text(documented_helper())
    (tmp_path / "receiver.py").write_text(receiver_py)
    port = free_port()
    env = {**os.environ, "BASE": live_server.url, "KEY": make_key(customer)[1],
           "RECEIVER_PORT": str(port)}
    env.pop("WEBHOOK_SECRET", None)
    shell = Shell(tmp_path, env)
    try:
        # Step 2: create the webhook; its id and secret are kept.
        [webhook_id] = [line for line in shell.run(create) if line]
        webhook = Webhook.objects.get(public_id=webhook_id, account=customer)
        assert webhook.url == f"http://127.0.0.1:{port}/webhook"
        assert json.loads((tmp_path / "webhook.json").read_text())["secret"].startswith("whsec_")

        # Step 3: the receiver runs.
        shell.run(start_receiver)
        wait_until_listening(port)

        # Step 4: a watch list.
        assert json_line(shell.run(watch)) == {"companies": [], "domains": ["muster-software.de"]}

        # Step 5: the test event, delivered by the worker, verified by the receiver.
        queued = json_line(shell.run(send_test))
        assert queued["event_type"] == "webhook.test"
        assert deliveries_run().succeeded == 1
        verified = shell.until(lambda line: line.startswith(("verified", "rejected")))[-1]
        assert verified == (
            f'verified webhook.test {queued["event_id"]} {{"webhook_id": "{webhook_id}"}}'
        )

        # Step 6: the delivery log shows the attempt and the receiver's answer.
        log = json_line(shell.run(read_log))
        [entry] = log["deliveries"]
        assert entry["event_id"] == queued["event_id"]
        assert entry["delivery_id"] == queued["delivery_id"]
        assert entry["succeeded"] is True and entry["status_code"] == 200
        assert entry["response_excerpt"] == "ok" and entry["error_kind"] is None
        assert log["next_cursor"] is None
    finally:
        shell.close()


def test_the_receiver_refuses_a_delivery_signed_with_another_secret(
    customer, live_server, settings, tmp_path
):
    """The documented receiver really checks: with a wrong secret it answers 400, and the
    delivery log shows that answer."""
    settings.DEBUG = settings.WEBHOOKS_ALLOW_LOOPBACK = True
    (_, _), (_, receiver_py), create, start_receiver, *_ = walkthrough()
    (tmp_path / "verify.py").write_text(documented_helper())
    (tmp_path / "receiver.py").write_text(receiver_py)
    port = free_port()
    env = {**os.environ, "BASE": live_server.url, "KEY": make_key(customer)[1],
           "RECEIVER_PORT": str(port)}
    shell = Shell(tmp_path, env)
    try:
        [webhook_id] = [line for line in shell.run(create[1]) if line]
        shell.run("export WEBHOOK_SECRET=whsec_not_the_right_one")
        shell.run(start_receiver[1])
        wait_until_listening(port)
        from webhooks.services import webhook_send_test

        webhook_send_test(webhook=Webhook.objects.get(public_id=webhook_id))
        deliveries_run()
        assert shell.until(lambda line: line.startswith(("verified", "rejected")))[-1] == (
            "rejected: the signature does not match"
        )
        attempt = Webhook.objects.get(public_id=webhook_id).exchanges.get()
        assert attempt.status_code == 400 and attempt.response_excerpt == "bad signature"
    finally:
        shell.close()
