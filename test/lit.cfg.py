# -*- Python -*-
# lit configuration of the GenX plugin. Every test runs the stock LLVM 22
# tools, with the plugin loaded exactly as a user loads it.

import os
import shutil

import lit.formats
from lit.llvm import llvm_config

config.name = "GENX"
config.test_format = lit.formats.ShTest(not llvm_config.use_lit_shell)
config.suffixes = [".mlir", ".ll", ".test"]
config.excludes = ["CMakeLists.txt", "lit.cfg.py", "lit.site.cfg.py", "Inputs"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.genx_obj_root, "test")

llvm_config.with_system_environment(["HOME", "TMPDIR"])
llvm_config.use_default_substitutions()
llvm_config.with_environment("PATH", config.llvm_tools_dir, append_path=True)

plugin = config.genx_plugin
bin_dir = config.llvm_tools_dir
# mlir-opt gets the dialect and the passes from the plugin's two entry points.
config.substitutions.append(("%genx-opt",
    "%s/mlir-opt --load-dialect-plugin=%s --load-pass-plugin=%s"
    % (bin_dir, plugin, plugin)))
# mlir-translate has no plugin flag: the plugin is preloaded.
config.substitutions.append(("%genx-translate",
    "env LD_PRELOAD=%s %s/mlir-translate" % (plugin, bin_dir)))
config.substitutions.append(("%genx-ocloc",
    "python3 %s/scripts/genx-ocloc --plugin %s"
    % (config.genx_src_root, plugin)))
config.substitutions.append(("%plugin", plugin))
config.substitutions.append(("%genx-obj-root", config.genx_obj_root))
config.substitutions.append(("%genx-run",
    "env GENX_PLUGIN=%s %s/scripts/genx-run" % (plugin, config.genx_src_root)))
config.substitutions.append(("%docs", os.path.join(config.genx_obj_root, "docs")))
config.substitutions.append(("%mlir-opt", "%s/mlir-opt" % bin_dir))
config.substitutions.append(("%mlir-translate", "%s/mlir-translate" % bin_dir))
# Stock mlir-runner with the runner utility libraries of the same release.
runner_libs = os.path.join(os.path.dirname(bin_dir), "lib")
config.substitutions.append(("%mlir-runner",
    "%s/mlir-runner -shared-libs=%s/libmlir_runner_utils.so,"
    "%s/libmlir_c_runner_utils.so" % (bin_dir, runner_libs, runner_libs)))
config.substitutions.append(("%examples",
    os.path.join(config.genx_src_root, "examples")))
config.substitutions.append(("%scripts",
    os.path.join(config.genx_src_root, "scripts")))

# Host programs for a GPU link with the GPU runtime (built when Level Zero's
# headers are installed; scripts/test.sh installs them).
gpu_runtime = os.path.join(config.genx_obj_root, "lib", "libGenXGPURuntime.so")
if os.path.exists(gpu_runtime):
    config.available_features.add("genx-gpu-runtime")
    lib_dir = os.path.dirname(gpu_runtime)
    config.substitutions.append(("%genx-link-gpu",
        "%s/clang -O1 -Wno-override-module -L%s -lGenXGPURuntime "
        "-L%s -lmlir_c_runner_utils -lmlir_runner_utils "
        "-Wl,-rpath,%s -Wl,-rpath,%s"
        % (bin_dir, lib_dir, runner_libs, lib_dir, runner_libs)))

# The real GenX backend. scripts/test.sh installs it, so a missing backend is
# an error there; elsewhere GENX_ALLOW_NO_BACKEND=1 lets the e2e tests skip.
backend = all(shutil.which(t) for t in ("ocloc", "llvm-as-14", "iga64"))
if backend:
    config.available_features.add("genx-backend")
elif not os.environ.get("GENX_ALLOW_NO_BACKEND"):
    lit_config.fatal("ocloc, llvm-as-14 or iga64 is missing (apt-get install "
                     "intel-opencl-icd libigc-tools llvm-14), or set "
                     "GENX_ALLOW_NO_BACKEND=1 to skip the e2e tests")

# The reference tables, for the self-check against vc-intrinsics.
reference = os.path.normpath(os.path.join(config.genx_src_root, "..", "shared",
                                          "reference"))
if os.path.exists(os.path.join(reference, "genx_intrinsics.json")):
    config.available_features.add("genx-reference")
    config.substitutions.append(("%reference", reference))
else:
    lit_config.note("../shared/reference is absent: the reference self-check "
                    "is skipped")

# Real GenX LLVM IR (Intel's backend tests), for the corpus round trip.
corpus = os.path.normpath(os.path.join(config.genx_src_root, "..", "shared",
                                       "corpus", "igc-vc"))
if os.path.isdir(corpus):
    config.available_features.add("genx-corpus")
    config.substitutions.append(("%corpus", corpus))
else:
    lit_config.note("../shared/corpus/igc-vc is absent: the corpus round "
                    "trip is skipped")
