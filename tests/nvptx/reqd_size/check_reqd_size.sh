#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Checks wgc-cc's fold of reqd_work_group_size for nvptx64 (wgc-link
# --fold-work-group-size): a sized kernel and the function only it calls
# read no %ntid and the kernel carries .reqntid; an int scan rakes, its
# results apart in rake_out and two barriers, each segment item loaded
# once (kept in registers), only where its size is folded, so the library's question whether the size is a constant reached
# the fold, and a long reduce of 1024 items rakes in the larger array only
# then, unrolled also at 1000 items, and a half min scan of 128 items rakes
# its keys only then; an unsized kernel and a function it shares with a
# sized one come out as without the fold; ptxas takes the PTX (where
# given); the option refuses a SPIR module. The sizes given to wgc-cc
# --work-group-size instead of declared give the same PTX.
# usage: check_reqd_size.sh WGC_CC WGC_LINK reqd_size.cl [PTXAS]
set -u
cc=$1 link=$2 src=$3 ptxas=${4:-}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
passed=0 failed=0

check() {
  local name=$1
  shift
  if "$@"; then
    echo "PASS $name"
    passed=$((passed + 1))
  else
    echo "FAIL $name"
    failed=$((failed + 1))
  fi
}

# body NAME FILE: the PTX of entry or function NAME, header to closing brace.
body() {
  awk -v n="$1" '
    /^(\.visible |\.weak )?(\.entry|\.func)/ && index($0, " " n "(") { f = 1 }
    f { print }
    f && /^}/ { exit }' "$2"
}
has() { body "$1" "$3" | grep -q -- "$2"; }
lacks() { body "$1" "$3" | grep -q . && ! body "$1" "$3" | grep -q -- "$2"; }
# same NAME FILE1 FILE2: NAME's PTX is the same but for comments (clang
# numbers the call sequences of the whole module).
code() { body "$1" "$2" | sed 's:[ \t]*//.*$::'; }
same() { code "$1" "$2" | grep -q . && diff <(code "$1" "$2") <(code "$1" "$3"); }

# bars NAME FILE N: NAME has N bar.sync.
bars() { [ "$(body "$1" "$2" | grep -c 'bar\.sync')" -eq "$3" ]; }
# loads NAME FILE N: NAME has N ld.shared.
loads() { [ "$(body "$1" "$2" | grep -c 'ld\.shared')" -eq "$3" ]; }

# has_loop NAME FILE: some branch of NAME goes back to a label before it.
has_loop() {
  body "$1" "$2" | awk '
    /^\$L__BB[0-9_]*:/ { seen[substr($1, 1, length($1) - 1)] = 1 }
    /bra/ { l = $NF; sub(/;$/, "", l); if (l in seen) back = 1 }
    END { exit !back }'
}
no_loop() { body "$1" "$2" | grep -q . && ! has_loop "$@"; }

sized=(-DATTR256='__attribute__((reqd_work_group_size(256, 1, 1)))'
  -DATTR128='__attribute__((reqd_work_group_size(128, 1, 1)))'
  -DATTR3D='__attribute__((reqd_work_group_size(16, 4, 2)))'
  -DATTR1000='__attribute__((reqd_work_group_size(1000, 1, 1)))'
  -DATTR1024='__attribute__((reqd_work_group_size(1024, 1, 1)))'
  -DATTRBIG='__attribute__((reqd_work_group_size(2048, 1, 1)))')
check "compiles with the attributes" \
  "$cc" --target=nvptx64 --mcpu=sm_80 "${sized[@]}" "$src" -o "$tmp/s.ptx"
check "compiles without them" \
  "$cc" --target=nvptx64 --mcpu=sm_80 -DATTR256= -DATTR128= -DATTR3D= -DATTR1000= \
  -DATTR1024= -DATTRBIG= "$src" -o "$tmp/u.ptx"
s=$tmp/s.ptx u=$tmp/u.ptx
# The same sizes given on the command line (wgc-cc --work-group-size), as
# the layer compiles a variant: the PTX of the declared sizes.
given=(--work-group-size=red256=256,1,1 --work-group-size=scan256=256,1,1
  --work-group-size=red3d=16,4,2 --work-group-size=red1000=1000,1,1
  --work-group-size=red1024=1024,1,1 --work-group-size=too_big=2048,1,1
  --work-group-size hmin128=128,1,1)
check "compiles with --work-group-size" \
  "$cc" --target=nvptx64 --mcpu=sm_80 -DATTR256= -DATTR128= -DATTR3D= \
  -DATTR1000= -DATTR1024= -DATTRBIG= "${given[@]}" "$src" -o "$tmp/g.ptx"
check "--work-group-size gives the declared sizes' PTX" \
  bash -c "grep -q reqntid '$tmp/g.ptx' &&
    diff <(sed 's://.*\$::' '$s') <(sed 's://.*\$::' '$tmp/g.ptx')"
"$cc" --target=nvptx64 --mcpu=sm_80 -DATTR256= -DATTR128= -DATTR3D= \
  -DATTR1000= -DATTR1024= -DATTRBIG= --work-group-size=nothere=64,1,1 \
  "$src" -o "$tmp/n.ptx" >"$tmp/log" 2>&1
rc=$?
check "--work-group-size of no kernel: status 5, named" \
  bash -c "[ $rc -eq 5 ] && grep -q \"no kernel 'nothere'\" '$tmp/log' &&
    [ ! -e '$tmp/n.ptx' ]"
"$cc" --target=nvptx64 --mcpu=sm_80 "${sized[@]}" \
  --work-group-size=red256=128,1,1 "$src" -o "$tmp/n.ptx" >"$tmp/log" 2>&1
rc=$?
check "--work-group-size against a declared size: status 5" \
  bash -c "[ $rc -eq 5 ] && grep -q 'declares reqd_work_group_size(256, 1, 1)' '$tmp/log'"
for bad in red256=0,1,1 red256=64,1 =64,1,1 red256=64,1,1,1 red256=x,1,1 \
  red256=4294967296,1,1; do
  "$cc" --target=nvptx64 --work-group-size="$bad" "$src" -o "$tmp/n.ptx" \
    >"$tmp/log" 2>&1
  rc=$?
  check "--work-group-size=$bad: status 2" \
    bash -c "[ $rc -eq 2 ] && grep -q 'expected KERNEL=X,Y,Z' '$tmp/log'"
done

check "red256 has .reqntid 256, 1, 1" has red256 '^\.reqntid 256, 1, 1$' "$s"
check "red256 reads no %ntid" lacks red256 '%ntid' "$s"
check "red256 reads no %tid.y, %tid.z" lacks red256 '%tid\.[yz]' "$s"
check "red256 has no loop (the raking is unrolled)" no_loop red256 "$s"
check "red256 without the fold has a loop (the check can fail)" \
  has_loop red256 "$u"
check "scan256 rakes" has scan256 '__wgc_rake\b' "$s"
check "scan256 writes its results apart (rake_out)" \
  has scan256 '__wgc_rake_out' "$s"
check "scan256 ends at its second barrier (2 barriers)" bars scan256 "$s" 2
check "scan256 loads its 8 items a lane once (9 ld.shared)" \
  loads scan256 "$s" 9
check "scan256 without the fold does not rake" lacks scan256 '__wgc_rake' "$u"
check "red1024 rakes in the larger array" has red1024 '__wgc_rake_large' "$s"
check "red1024 without the fold takes no larger array" \
  lacks red1024 '__wgc_rake_large' "$u"
check "red1024 has no loop" no_loop red1024 "$s"
check "red1000 rakes in the larger array" has red1000 '__wgc_rake_large' "$s"
check "red1000 has no loop (the common rows unroll)" no_loop red1000 "$s"
check "red1000 without the fold has a loop (the check can fail)" \
  has_loop red1000 "$u"
check "hmin128 rakes" has hmin128 '__wgc_rake\b' "$s"
check "hmin128 writes its results apart (rake_out)" \
  has hmin128 '__wgc_rake_out' "$s"
check "hmin128 ends at its second barrier (2 barriers)" bars hmin128 "$s" 2
check "hmin128 loads its 4 items a lane once (5 ld.shared)" \
  loads hmin128 "$s" 5
check "hmin128 without the fold does not rake" lacks hmin128 '__wgc_rake' "$u"
check "red3d has .reqntid 16, 4, 2" has red3d '^\.reqntid 16, 4, 2$' "$s"
check "red3d reads no %ntid" lacks red3d '%ntid' "$s"
check "only_sized (called by red256 only) is folded" \
  lacks only_sized '%ntid' "$s"
check "shared_size (called by plain too) still reads %ntid.x" \
  has shared_size '%ntid\.x' "$s"
check "two_sizes (called by red256 and red3d) still reads %ntid.x" \
  has two_sizes '%ntid\.x' "$s"
check "plain has no .reqntid" lacks plain 'reqntid' "$s"
check "too_big (2048 items) has no .reqntid" lacks too_big 'reqntid' "$s"
check "too_big reads %ntid.x" has too_big '%ntid\.x' "$s"
check "plain reads %ntid.x" has plain '%ntid\.x' "$s"
check "plain is as without the fold" same plain "$s" "$u"
check "shared_size is as without the fold" same shared_size "$s" "$u"
check "without the attributes no kernel has .reqntid" \
  bash -c "! grep -q reqntid '$u'"
check "without the attributes red256 reads %ntid.x" has red256 '%ntid\.x' "$u"
if [ -n "$ptxas" ]; then
  check "ptxas takes the folded PTX" \
    "$ptxas" -arch=sm_90 "$s" -o "$tmp/s.cubin"
fi

cat >"$tmp/spir.ll" <<'EOF'
target triple = "spir64-unknown-unknown"
define spir_kernel void @k() !reqd_work_group_size !0 {
  ret void
}
!0 = !{i32 64, i32 1, i32 1}
EOF
"$link" --fold-work-group-size -o "$tmp/spir.bc" "$tmp/spir.ll" \
  >"$tmp/log" 2>&1
rc=$?
check "a SPIR module is refused (status 1, says why)" \
  bash -c "[ $rc -eq 1 ] && grep -q 'not NVPTX' '$tmp/log' &&
    [ ! -e '$tmp/spir.bc' ]"
"$link" --fold-work-group-size --target nvptx64 -o "$tmp/x.bc" \
  "$tmp/spir.ll" >"$tmp/log" 2>&1
rc=$?
check "with --target: status 2" \
  bash -c "[ $rc -eq 2 ] && grep -q 'links no library' '$tmp/log'"

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
