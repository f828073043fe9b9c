# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# The module-scope __local arrays of an llvm-dis listing: "array NAME BYTES"
# for each [N x i8] array, "other NAME: TYPE" for any other addrspace(3)
# global, then "arrays N" (their count) and, with -v bound=B,
# "total T bytes, within B" or "total T bytes, over B" (T the bytes of the
# [N x i8] arrays).
/^@[^ ]+ = .*addrspace\(3\) global / {
  name = substr($1, 2)
  ++arrays
  if (match($0, /addrspace\(3\) global \[[0-9]+ x i8\]/)) {
    bytes = substr($0, RSTART, RLENGTH)
    sub(/.*\[/, "", bytes)
    sub(/ x i8\]/, "", bytes)
    print "array " name " " bytes
    total += bytes
  } else {
    type = $0
    sub(/.*addrspace\(3\) global /, "", type)
    print "other " name ": " type
  }
}
END {
  print "arrays " arrays + 0
  if (bound != "")
    print "total " total + 0 " bytes, " (total <= bound + 0 ? "within " : "over ") bound
}
