"""Driver of bench-ab-interval.test: loads scripts/bench/ab and prints its interval and answers."""
import importlib.machinery
import importlib.util
import sys

loader = importlib.machinery.SourceFileLoader("ab", sys.argv[1])
ab = importlib.util.module_from_spec(importlib.util.spec_from_loader("ab", loader))
loader.exec_module(ab)
for n in (5, 6, 20):
    # Given in descending order: the interval is of the sorted samples.
    print(f"{n} rounds: {ab.median_interval(list(range(n, 0, -1)))}")
for interval in ((0.9, 0.97), (0.975, 1.1), (0.981, 1.1), None):
    print(f"{interval}: {ab.answer(interval)}")
