"""Driver of tree-probe-interaction.test: fits the additive table and boosted trees on a
synthetic two-way branch set and prints, per edge pattern, whether edge 0 is predicted taken
(1: above one half)."""
import os
import sys

sys.path.insert(0, sys.argv[1])
# The product's modules the probes build on (fit, features…): scripts/accuracy.
sys.path.insert(1, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(sys.argv[1]))),
                                "scripts", "accuracy"))
import fit  # noqa: E402
import tree_probe  # noqa: E402


class Branch:
    """The fields fit.training_rows and tree_probe read."""

    def __init__(self, edge0, taken, count):
        self.features = [edge0, []]
        self.counts = [taken, count - taken]
        self.count = count
        self.decision = "uniform"


# Edge 0's features and how often it is taken out of 100; many branches per pattern, as if
# drawn from several functions.
PATTERNS = {"a": (["a"], 90), "b": (["b"], 90), "a+b": (["a", "b"], 25), "none": ([], 50)}
program = [Branch(feats, taken, 100) for feats, taken in PATTERNS.values() for _ in range(5)]
names = ["a", "b"]


def show(label, prob_of_edge0):
    cells = [f"{p} {int(prob_of_edge0(feats) > 0.5)}" for p, (feats, _) in PATTERNS.items()]
    print(f"{label}: " + ", ".join(cells))


rates = fit.fit([program], "joint", 0.5, domain=lambda b: True, vocabulary=names)


def additive(feats):
    import math
    s = sum(math.log(rates[f] / (1 - rates[f])) for f in feats)
    return 1 / (1 + math.exp(-s))


show("additive", additive)
columns = tree_probe.Columns(names)
for label, depth in (("stumps", 1), ("depth 2", 2)):
    trees = tree_probe.train([program], columns, depth, 200, 0.3, 1e-3, False)

    def tree_prob(feats, trees=trees):
        x = columns.matrix([feats, []])
        s = sum(tree_probe.tree_scores(x, t) for t in trees)
        import math
        return 1 / (1 + math.exp(-(s[0] - s[1])))
    show(label, tree_prob)
