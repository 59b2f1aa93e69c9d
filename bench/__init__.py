"""Benchmarks, run by `make bench`; never part of the test suite."""
