"""Load from a separate process: ``wrk`` (Debian package) with a Lua script that rotates
keys and company ids, or -- when wrk is missing -- :mod:`bench.lib.loadgen`, an asyncio
httpx client in its own process. Both answer a :class:`LoadResult`."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

LOADGEN = Path(__file__).with_name("loadgen.py")


@dataclass
class Target:
    """What one run requests: ``method`` on ``paths`` (rotated), with ``keys`` rotated per
    request (empty: no Authorization), and an optional JSON-RPC ``get_company`` body."""

    label: str
    paths: list[str]
    keys: list[str]
    method: str = "GET"
    mcp_ids: list[str] | None = None  # POST /mcp tools/call get_company with these ids


@dataclass
class LoadResult:
    label: str
    requests: int
    seconds: float
    rps: float
    p50_ms: float
    p99_ms: float
    errors: int  # non-2xx answers and socket errors
    tool: str
    cpu_ms: float | None = None  # web processes' CPU per request (set by the bench)


def _lua_list(values: list[str]) -> str:
    return "{" + ",".join(json.dumps(v) for v in values) + "}"


def _lua(target: Target, ids_file: str) -> str:
    if target.mcp_ids is not None:
        builder = """
  local id = ids[math.random(#ids)]
  local body = '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"get_company",'
    .. '"arguments":{"id":"' .. id .. '"}}}'
  headers["Content-Type"] = "application/json"
  headers["Accept"] = "application/json, text/event-stream"
  headers["MCP-Protocol-Version"] = "2025-11-25"
  return wrk.format("POST", "/mcp", headers, body)"""
    else:
        builder = """
  return wrk.format("GET", ids[math.random(#ids)], headers)"""
    return f"""
local keys = {_lua_list(target.keys)}
local ids = {{}}
for line in io.lines({json.dumps(ids_file)}) do ids[#ids + 1] = line end
local n = 0
init = function(args) math.randomseed(os.time() + tonumber(tostring({{}}):sub(8), 16)) end
request = function()
  n = n + 1
  local headers = {{}}
  if #keys > 0 then headers["Authorization"] = "Bearer " .. keys[(n % #keys) + 1] end
{builder}
end
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('RESULT {{"requests": %d, "us": %d, "p50": %d, "p99": %d, '
    .. '"non2xx": %d, "sock": %d}}\\n', summary.requests, summary.duration,
    latency:percentile(50), latency:percentile(99), e.status,
    e.connect + e.read + e.write + e.timeout))
end
"""


def _run_wrk(base: str, target: Target, *, seconds: int, connections: int) -> LoadResult:
    # the ids from a file: a table literal of 50,000 ids is more than LuaJIT compiles
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as ids:
        ids.write("".join(f"{i}\n" for i in (target.mcp_ids or target.paths)))
    with tempfile.NamedTemporaryFile("w", suffix=".lua", delete=False) as script:
        script.write(_lua(target, ids.name))
    out = subprocess.run(
        ["wrk", "-t2", f"-c{connections}", f"-d{seconds}s", "--timeout", "10s", "-s",
         script.name, base],
        capture_output=True, text=True, check=True, timeout=seconds + 60,
    ).stdout
    Path(script.name).unlink()
    Path(ids.name).unlink()
    match = re.search(r"^RESULT (\{.*\})$", out, re.M)
    if not match:
        raise RuntimeError(f"wrk printed no result:\n{out}")
    data = json.loads(match.group(1))
    secs = data["us"] / 1e6
    return LoadResult(target.label, data["requests"], secs, data["requests"] / secs,
                      data["p50"] / 1000, data["p99"] / 1000, data["non2xx"] + data["sock"], "wrk")


def _run_python(base: str, target: Target, *, seconds: int, connections: int) -> LoadResult:
    spec = {"base": base, "paths": target.paths, "keys": target.keys, "mcp_ids": target.mcp_ids,
            "seconds": seconds, "connections": connections}
    out = subprocess.run([sys.executable, str(LOADGEN)], input=json.dumps(spec),  # stdin: no
                         capture_output=True, text=True, check=True,  # argument size limit
                         timeout=seconds + 60).stdout
    data = json.loads(out.strip().splitlines()[-1])
    return LoadResult(target.label, data["requests"], data["seconds"],
                      data["requests"] / data["seconds"], data["p50"], data["p99"],
                      data["errors"], "python")


def run_load(base: str, target: Target, *, seconds: int, connections: int = 32) -> LoadResult:
    runner = _run_wrk if shutil.which("wrk") else _run_python
    return runner(base, target, seconds=seconds, connections=connections)


def load_tool() -> str:
    return "wrk -t2" if shutil.which("wrk") else "python asyncio/httpx load generator"
