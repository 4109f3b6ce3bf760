# lit configuration for freqpath's IR regression tests.
#
# Substitutions:
#   %opt     opt-16 with the freqpath plugin loaded
#   %optllvm opt-16 alone (LLVM's own answer)
#   %plugin  path of libfreqpath.so
#   %scripts the repository's scripts/ folder
import os
import shutil

import lit.formats

config.name = "freqpath"
config.test_format = lit.formats.ShTest(execute_external=True)
config.suffixes = [".ll", ".test"]
config.excludes = ["Inputs", "corpus", "README.md"]
config.test_source_root = os.path.dirname(__file__)

root = os.path.dirname(config.test_source_root)
llvm_bin = os.environ.get("LLVM_BIN", "/usr/lib/llvm-16/bin")
plugin = os.environ.get("FREQPATH_PLUGIN", os.path.join(root, "target", "release", "libfreqpath.so"))
if not os.path.exists(plugin):
    lit_config.fatal(f"plugin not built: {plugin} (run cargo build --release)")

opt = os.path.join(llvm_bin, "opt")
config.substitutions.append(("%optllvm", opt))
config.substitutions.append(("%clang", os.path.join(llvm_bin, "clang")))
config.substitutions.append(("%opt", f"{opt} -load-pass-plugin={plugin}"))
config.substitutions.append(("%plugin", plugin))
config.substitutions.append(("%scripts", os.path.join(root, "scripts")))

# Tests that generate random programs need csmith (apt-get install csmith libcsmith-dev).
if shutil.which("csmith"):
    config.available_features.add("csmith")

# FileCheck, not, split-file, count must be LLVM 16's.
config.environment["PATH"] = os.pathsep.join([llvm_bin, config.environment.get("PATH", os.environ["PATH"])])
# Scripts run by tests must use this plugin, never rebuild it mid-run.
config.environment["FREQPATH_PLUGIN"] = plugin
# Every plan any test writes is verified and read back against its meaning (EditPlan::apply_to).
config.environment["FREQPATH_CHECK_WRITES"] = "1"
for var in ("LLVM_BIN", "HOME"):
    if var in os.environ:
        config.environment[var] = os.environ[var]
