"""The predictor's feature names, read from src/bpi/predict/features.rs (the one list)."""
import os
import re

_SRC = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "src", "bpi",
                    "predict", "features.rs")
with open(_SRC) as _f:
    _PAIRS = re.findall(r'\n    (\w+) = "([\w-]+)",', _f.read())
RUST_NAMES = {name: variant for variant, name in _PAIRS}
ALL_FEATURES = [name for _, name in _PAIRS]
