"""Outbound HTTP: the address policy, pinned connections, the keep-alive pool and the fetcher."""
