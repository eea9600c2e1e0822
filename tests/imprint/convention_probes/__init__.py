"""Minimal pages written blind from the labelling conventions (see ``test_imprint_convention_probes.py``)."""
