#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Checks that kernels of two linked conformance programs are the same code.

usage: same_code.py LLVM_EXTRACT OPT A.bc B.bc KERNEL...

Each KERNEL, with every function it reaches, is extracted from A.bc and
B.bc (llvm-extract --recursive), its local names stripped (opt strip) and
its global names numbered in order of first appearance; the kernel argument
type names (kernel_arg_type, kernel_arg_base_type: what clGetKernelArgInfo
reports, not code) are left out. A kernel passes if the two texts are equal:
a runtime then compiles the same code for both, and a harness that runs it
for A's type runs B's. Prints 'N passed, N failed' last."""
import re
import subprocess
import sys

GLOBAL = re.compile(r'@("[^"]*"|[-a-zA-Z$._0-9]+)')
ARG_TYPES = re.compile(r' !kernel_arg_(?:base_)?type !(\d+)')


def text(extract, opt, bc, kernel):
    ext = subprocess.run([extract, '--recursive', '--func=' + kernel, bc,
                          '-o', '-'], capture_output=True, check=True)
    ll = subprocess.run([opt, '-passes=strip', '-S', '-o', '-'],
                        input=ext.stdout, capture_output=True,
                        check=True).stdout.decode()
    dropped = set(ARG_TYPES.findall(ll))
    ll = ARG_TYPES.sub('', ll)
    names = {}

    def number(m):
        return '@g%d' % names.setdefault(m.group(1), len(names))

    lines = []
    for line in ll.splitlines():
        if line.startswith(('; ModuleID', 'source_filename')):
            continue
        node = re.match(r'!(\d+) = ', line)
        if node and node.group(1) in dropped:
            continue
        lines.append(GLOBAL.sub(number, line))
    return '\n'.join(lines)


def main(argv):
    if len(argv) < 6:
        sys.stderr.write(__doc__)
        return 2
    extract, opt, a, b = argv[1:5]
    passed = failed = 0
    for kernel in argv[5:]:
        try:
            same = text(extract, opt, a, kernel) == text(extract, opt, b,
                                                         kernel)
        except subprocess.CalledProcessError as e:
            print('FAIL %s: %s' % (kernel, e.stderr.decode().strip()))
            failed += 1
            continue
        if same:
            passed += 1
        else:
            print('FAIL %s: %s and %s differ; run it for both types' %
                  (kernel, a, b))
            failed += 1
    print('%d passed, %d failed' % (passed, failed))
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
