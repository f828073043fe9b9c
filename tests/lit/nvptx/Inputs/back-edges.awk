# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Prints a PTX file with "// back-edge" after every branch to a label that
# came earlier in the same function: the loops left in the code.
/^(\.visible |\.weak )*(\.entry|\.func)/ { delete seen }
/^\$L__BB[0-9_]*:/ { seen[substr($1, 1, length($1) - 1)] = 1 }
/bra/ { l = $NF; sub(/;$/, "", l); if (l in seen) $0 = $0 " // back-edge" }
{ print }
