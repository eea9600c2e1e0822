"""Helpers of ``bench/run.py``: data set and keys, the service processes, load generation."""
