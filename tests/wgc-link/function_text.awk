# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Prints function `name` of an llvm-dis listing with its attribute groups and
# metadata written out in place of their numbers, so that one function
# compares equal across modules that number them differently.
# usage: awk -v name=NAME -f function_text.awk FILE.ll FILE.ll
function expand(text, depth,    out, ref, rest) {
  out = ""
  while (match(text, /[#!][0-9]+/)) {
    ref = substr(text, RSTART, RLENGTH)
    rest = substr(text, RSTART + RLENGTH)
    out = out substr(text, 1, RSTART - 1)
    if (ref in defs && depth < 8)
      out = out "<" expand(defs[ref], depth + 1) ">"
    else
      out = out ref
    text = rest
  }
  return out text
}
NR == FNR {
  if (match($0, /^attributes #[0-9]+ = /))
    defs[$2] = substr($0, RLENGTH + 1)
  else if (match($0, /^![0-9]+ = /))
    defs[$1] = substr($0, RLENGTH + 1)
  next
}
/^define / && index($0, "@" name "(") { inside = 1 }
inside { print expand($0, 0) }
inside && /^}/ { inside = 0 }
