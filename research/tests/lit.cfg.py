# lit configuration for research/tests: tests of the research probes (research/README.md), not
# of the product. scripts/test.sh does not run them; research/run-tests does.
#
# Substitutions:
#   %research  the repository's research/ folder
#   %scripts   the repository's scripts/ folder (the product modules the probes build on)
import os

import lit.formats

config.name = "freqpath-research"
config.test_format = lit.formats.ShTest(execute_external=True)
config.suffixes = [".test"]
config.excludes = ["Inputs"]
config.test_source_root = os.path.dirname(__file__)

root = os.path.dirname(os.path.dirname(config.test_source_root))
llvm_bin = os.environ.get("LLVM_BIN", "/usr/lib/llvm-16/bin")
config.substitutions.append(("%research", os.path.join(root, "research")))
config.substitutions.append(("%scripts", os.path.join(root, "scripts")))

# FileCheck, not, split-file, count must be LLVM 16's.
config.environment["PATH"] = os.pathsep.join([llvm_bin, config.environment.get("PATH", os.environ["PATH"])])
for var in ("LLVM_BIN", "HOME", "FREQPATH_PLUGIN"):
    if var in os.environ:
        config.environment[var] = os.environ[var]
