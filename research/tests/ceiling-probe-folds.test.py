"""Driver of ceiling-probe-folds.test: scores a synthetic program with ceiling_probe's
in-sample and by-function rows and prints the dynamic miss rates."""
import os
import sys

sys.path.insert(0, sys.argv[1])
# The product's modules the probes build on (fit, features…): scripts/accuracy.
sys.path.insert(1, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(sys.argv[1]))),
                                "scripts", "accuracy"))
import ceiling_probe  # noqa: E402
from features import ALL_FEATURES  # noqa: E402


class Branch:
    """The fields the fit, the folds and the scoring read."""

    def __init__(self, func, feature, taken):
        self.func = func
        self.features = [[feature], []]
        self.counts = [taken, 100 - taken]
        self.count = 100
        self.decision = "uniform"
        self.why = ""
        self.preds = {"freqpath-branch-prob": [1, 1]}


FUNCTIONS = [(f"f{i}", ALL_FEATURES[i], 90 if i % 2 == 0 else 10) for i in range(10)]
data = {("p", level): [Branch(name, feature, taken) for name, feature, taken in FUNCTIONS
                       for _ in range(2)]
        for level in ("O1", "O2")}
FOLDS = 2
fold_of = {id(b): ceiling_probe.function_fold(b, FOLDS) for brs in data.values() for b in brs}
per_function = {}
for brs in data.values():
    for b in brs:
        per_function.setdefault(b.func, set()).add(fold_of[id(b)])
used = {k for ks in per_function.values() for k in ks}
one_each = all(len(ks) == 1 for ks in per_function.values())
print(f"folds: {len(used)} non-empty, {'one per function' if one_each else 'SPLIT'}")
ceiling_probe._STATE.update(data=data, names=["p"], folds=FOLDS, fold_of=fold_of,
                            own_tables=ceiling_probe.own_tables(data, ["p"]))
for row in ("in-sample", "own"):
    _, scores = ceiling_probe.job((row, "p"))
    cells = [f"{level} miss {round(100 * scores[('p', level)][0])}" for level in ("O1", "O2")]
    print(f"{row}: " + ", ".join(cells))
