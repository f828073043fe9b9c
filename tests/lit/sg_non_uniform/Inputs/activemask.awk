# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Prints the functions and warp-synchronous instructions (shfl.sync,
# vote.sync, match.sync, bar.warp.sync) of a PTX file, each instruction's
# member mask replaced by <activemask> where the register holds what
# activemask.b32 wrote earlier in the same function, moved or converted
# (mov, cvt) unchanged; any other mask is printed as it is.
/^(\.visible |\.weak )*(\.entry|\.func)/ { delete masks; print }
/activemask\.b32/ { r = $2; sub(/;$/, "", r); masks[r] = 1 }
/^[ \t]*(mov|cvt)\.[us](32|64)/ {
  d = $2; sub(/,$/, "", d); s = $NF; sub(/;$/, "", s)
  if (s in masks) masks[d] = 1
}
/(shfl|vote|match)\.sync|bar\.warp\.sync/ {
  m = $NF; sub(/;$/, "", m)
  line = $0
  if (m in masks) sub(/[^ \t,]+;[ \t]*$/, "<activemask>;", line)
  print line
}
