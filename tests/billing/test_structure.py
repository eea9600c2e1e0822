"""billing/ has no import cycles (a lazy import inside a function counts too): each module
builds only on the ones below it (holds -> leases -> credits -> protection -> calls -> api)."""

from __future__ import annotations

import ast
from pathlib import Path

BILLING = Path(__file__).resolve().parents[2] / "billing"


def _imports() -> dict[str, set[str]]:
    modules = {path.stem: path for path in BILLING.glob("*.py")}
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        found: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ImportFrom):
                if node.level == 1:
                    found |= {node.module.split(".")[0]} if node.module else {
                        alias.name for alias in node.names}
                elif node.module and node.module.startswith("billing."):
                    found.add(node.module.split(".")[1])
        graph[name] = found & set(modules)
    return graph


def test_no_module_of_billing_imports_itself_back():
    graph = _imports()

    def reaches(start: str, target: str, seen: set[str]) -> bool:
        for nxt in graph[start] - seen:
            if nxt == target or reaches(nxt, target, seen | {nxt}):
                return True
        return False

    assert [name for name in graph if reaches(name, name, set())] == []
