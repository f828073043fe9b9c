# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# lit configuration of wgc's code-generation tests: OpenCL C (.cl) and LLVM IR
# (.ll) files whose RUN lines compile them with a built wgc library and whose
# CHECK lines FileCheck matches against the PTX, ISA or IR. Run through ctest
# (the test "lit") or `lit -sv <build>/tests/lit`.
import os

import lit.formats

config.name = "wgc"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".cl", ".ll", ".test"]
config.excludes = ["Inputs"]
config.test_source_root = os.path.dirname(__file__)

# clang, llc, opt, llvm-link, llvm-nm, llvm-dis of the configured LLVM come
# first on PATH, then FileCheck, not and count (llvm-N-tools).
config.environment["PATH"] = os.pathsep.join(
    [config.llvm_bin_dir, config.filecheck_dir, config.environment.get("PATH", "")])
config.available_features.add("llvm-" + config.llvm_version)
if config.ptxas:
    config.available_features.add("ptxas")
if config.spirv in ("ON", "TRUE", "1", "YES"):
    config.available_features.add("spirv")

# %check_wg_ptx_<arch>: the RUN lines of tests/lit/nvptx/ptx-*.cl for one
# architecture. The file compiles once to %t.<arch>.ptx; FileCheck then
# checks the module (prefixes MOD, L<llvm>, SM<nn>) and, per kernel (K-LABEL),
# the counts of work-group barriers, shfl.sync and redux.sync, each with that
# instruction as an implicit CHECK-NOT so that a count is exact. Lines of
# prefix <KIND>, SM<nn>-<KIND>, L<llvm>-<KIND> and L<llvm>-SM<nn>-<KIND>
# apply. Listed before %clang_nvptx and %llvm, which its text uses.
for arch in ("sm_70", "sm_80"):
    sm = arch.replace("_", "").upper()
    ptx = "%t." + arch + ".ptx"
    run = ["%clang_nvptx -march=" + arch + " -S %s -o " + ptx,
           "FileCheck %s --input-file=" + ptx +
           " --check-prefixes=MOD,L%llvm," + sm]
    for kind, insn in (("BAR", "{{(bar|barrier)\\.sync}}"),
                       ("SHFL", "shfl.sync."), ("REDUX", "redux.sync.")):
        run.append(
            "FileCheck %s --input-file=" + ptx + " --allow-unused-prefixes"
            " --check-prefixes=K,{k},{sm}-{k},L%llvm-{k},L%llvm-{sm}-{k}"
            " '--implicit-check-not={i}'".format(k=kind, sm=sm, i=insn))
    config.substitutions.append(("%check_wg_ptx_" + arch, " && ".join(run)))

include = os.path.join(config.wgc_source_dir, "include")
lib = config.wgc_lib_dir
config.substitutions.append(("%wgc_include", include))
config.substitutions.append(("%wgc_lib", lib))
config.substitutions.append(("%wgc_src", config.wgc_source_dir))
# The public names of each kind of library, from the type table
# (symbols/names.cmake writes them into the build folder).
config.substitutions.append(("%wgc_symbols", config.wgc_symbols_dir))
# The local arrays each library's build declares, and the bound of the
# libraries for devices with little local memory (scratch/scratch.cmake).
# The bound first: %wgc_scratch is a prefix of its name.
config.substitutions.append(("%wgc_scratch_bound", config.scratch_bound))
config.substitutions.append(
    ("%wgc_scratch", os.path.join(config.test_exec_root, "scratch")))
config.substitutions.append(("%clc", config.clc_dir))
config.substitutions.append(("%wgc-cc", config.wgc_cc))
config.substitutions.append(("%wgc-link", config.wgc_link))
config.substitutions.append(("%ptxas", config.ptxas))
# %exit_status CMD ARGS...: runs the command and prints "exit status N"
# after its output, for tests of a tool's documented exit statuses.
config.substitutions.append(
    ("%exit_status", "sh -c '\"$0\" \"$@\"; echo \"exit status $?\"'"))
# The flags that declare the sub-group functions (WGC_SUBGROUP_CFLAGS).
config.substitutions.append(("%wgc_subgroup_cflags", config.subgroup_cflags))
# The LLVM major version, for check prefixes of code that differs between
# LLVM versions (L15-..., L19-...).
config.substitutions.append(("%llvm", config.llvm_version))
# wgc-nvptx64.bc and libclc's work-item functions, linked into a compile for
# NVIDIA's OpenCL as a user's kernel takes them.
nvptx_link = (
    "-Wno-linker-warnings "
    "-Xclang -mlink-builtin-bitcode -Xclang " + os.path.join(lib, "wgc-nvptx64.bc") + " "
    "-Xclang -mlink-builtin-bitcode -Xclang " + config.libclc_nvptx)
config.substitutions.append(("%nvptx_link", nvptx_link))
# An OpenCL C 2.0 compile for NVIDIA's OpenCL with wgc-nvptx64.bc and
# libclc's work-item functions linked in, as a user builds a kernel.
config.substitutions.append((
    "%clang_nvptx",
    "clang -target nvptx64-nvidia-nvcl -cl-std=CL2.0 "
    "-Xclang -finclude-default-header -Xclang -cl-ext=+cl_khr_fp16 -O2 "
    "-I" + include + " " + nvptx_link))
