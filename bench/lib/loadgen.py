"""Fallback load generator when wrk is not installed: ``connections`` keep-alive httpx
clients in one asyncio loop, for ``seconds``; prints one JSON line with the request count,
p50/p99 in ms and the number of errors. Runs as its own process, the spec on stdin:

    echo '{"base": ..., "paths": [...], "keys": [...], ...}' | python bench/lib/loadgen.py
"""

from __future__ import annotations

import asyncio
import itertools
import json
import random
import sys
import time

import httpx


def _percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


async def main(spec: dict) -> dict:
    keys = itertools.cycle(spec["keys"] or [None])
    latencies: list[float] = []
    errors = 0
    deadline = time.perf_counter() + spec["seconds"]
    limits = httpx.Limits(max_connections=spec["connections"])

    async def one(client: httpx.AsyncClient) -> None:
        nonlocal errors
        while time.perf_counter() < deadline:
            key = next(keys)
            headers = {"Authorization": f"Bearer {key}"} if key else {}
            started = time.perf_counter()
            try:
                if spec.get("mcp_ids"):
                    body = {"jsonrpc": "2.0", "id": 1, "method": "tools/call",
                            "params": {"name": "get_company",
                                       "arguments": {"id": random.choice(spec["mcp_ids"])}}}
                    headers |= {"Accept": "application/json, text/event-stream",
                                "MCP-Protocol-Version": "2025-11-25"}
                    response = await client.post("/mcp", json=body, headers=headers)
                else:
                    response = await client.get(random.choice(spec["paths"]), headers=headers)
                ok = 200 <= response.status_code < 300
            except httpx.HTTPError:
                ok = False
            latencies.append((time.perf_counter() - started) * 1000)
            errors += not ok

    began = time.perf_counter()
    async with httpx.AsyncClient(base_url=spec["base"], limits=limits, timeout=10) as client:
        await asyncio.gather(*(one(client) for _ in range(spec["connections"])))
    return {"requests": len(latencies), "seconds": time.perf_counter() - began,
            "p50": _percentile(latencies, 0.5), "p99": _percentile(latencies, 0.99),
            "errors": errors}


if __name__ == "__main__":
    print(json.dumps(asyncio.run(main(json.loads(sys.stdin.read())))))
