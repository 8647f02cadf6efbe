#!/usr/bin/env python3
"""Runs lit on test/kernels without a CMake build.

    lit-kernels.py [LIT OPTIONS] [PATHS]     (default options -sv, default path test/kernels)

The suite's test/lit.cfg.py needs the site config CMake writes into the
build tree. This script writes an equivalent one into a temporary directory
(tools from LLVM_TOOLS_DIR, default /usr/lib/llvm-22/bin; the plugin from
GENX_PLUGIN, default build/lib/GenXPlugin.so, which the kernel tests' reference
route does not load) and maps test/ to it, as llvm-lit does. Without IGC's
tools, GENX_ALLOW_NO_BACKEND=1 is set (it only skips e2e tests).
"""
import os
import shutil
import sys
import tempfile

here = os.path.dirname(os.path.abspath(__file__))
test_dir = os.path.normpath(os.path.join(here, "..", ".."))
root = os.path.dirname(test_dir)
tools = os.environ.get("LLVM_TOOLS_DIR", "/usr/lib/llvm-22/bin")
sys.path.insert(1, os.path.join(os.path.dirname(tools), "utils", "lit"))
import lit.main  # noqa: E402

obj = tempfile.mkdtemp(prefix="genx-kernels-lit-")
plugin = os.environ.get("GENX_PLUGIN", os.path.join(root, "build", "lib", "GenXPlugin.so"))
site = os.path.join(obj, "lit.site.cfg.py")
with open(site, "w") as f:
    f.write("config.llvm_tools_dir = %r\n" % tools)
    f.write("config.genx_src_root = %r\n" % root)
    f.write("config.genx_obj_root = %r\n" % obj)
    f.write("config.genx_plugin = %r\n" % plugin)
    f.write("import lit.llvm\nlit.llvm.initialize(lit_config, config)\n")
    f.write("lit_config.load_config(config, %r)\n" % os.path.join(test_dir, "lit.cfg.py"))
if not all(shutil.which(t) for t in ("ocloc", "llvm-as-14", "iga64")):
    os.environ.setdefault("GENX_ALLOW_NO_BACKEND", "1")
args = sys.argv[1:] or ["-sv"]
if not any(not a.startswith("-") for a in args):
    args.append(os.path.join(test_dir, "kernels"))
sys.argv = [sys.argv[0]] + args
config_map = {os.path.normcase(os.path.join(test_dir, "lit.cfg.py")): site}
try:
    lit.main.main({"build_mode": ".", "config_map": config_map})
finally:
    shutil.rmtree(obj, ignore_errors=True)
