#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# The layer's builds and compile cache under changed inputs and a hostile
# environment, through build_app.c (one program, kernel k writes V).
# Usage: check_build.sh SCENARIO APP LAYER_SO WGC_CC WORKDIR
# SCENARIO:
#   includes  every spelling of an include (and __has_include): a changed,
#             removed or newly created header is rebuilt, never served
#             stale from the cache; every entry is the owner's only
#             (0600) under a umask of 022
#   tools     a wgc library replaced by one of the same size and time
#   libraries a shared library the tools load rewritten with the same
#             size and times
#   environment clang's environment changed (options added through
#             CCC_OVERRIDE_OPTIONS, a header folder through CPATH); a
#             source reading the clock (__TIME__) never cached
#   machine   a compile failing for the machine's sake (clang out of space,
#             killed, the app's file size limit) is reported and not
#             cached, the app never ended by the layer's writes; a source
#             error is cached
#   options   128 KiB of build options; options ending in a backslash; a
#             quote in $TMPDIR
#   sigchld   an app ignoring SIGCHLD, or reaping every child
#   hygiene   an app building with descriptors 0-2 closed, an inheritable
#             pipe open and a thread starting children: wgc-cc gets valid
#             0-2 and none of the app's other descriptors, the app's
#             children none of the layer's, and 0-2 stay closed; an app
#             whose descriptor 2 was closed when the layer loaded and is
#             then a file of its own: the layer's log never writes to it
set -uo pipefail
scenario=$1 app=$2 layer=$3 cc=$4 work=$5
rm -rf "$work" && mkdir -p "$work"
export POCL_CACHE_DIR=$work/pocl-cache WGC_CC=$cc
export WGC_LAYER_CACHE_DIR=$work/wgc-cache WGC_LAYER_LOG=1
export OPENCL_LAYERS=$layer
unset LD_PRELOAD WGC_LAYER
. "$(dirname "$0")/../lib/check.sh"
check_prefix="$scenario: "

# build NAME SOURCE [APP ARGS...]: output in $work/NAME.log.
build() {
  local name=$1
  shift
  "$app" "$@" >"$work/$name.log" 2>&1
}
value() { sed -n 's/^value //p' "$work/$1.log"; }
has() { grep -q -- "$2" "$work/$1.log"; }

case $scenario in
includes)
  umask 022
  # The kernel calls a collective so that the layer compiles it; V comes
  # from x.h, included in each of these spellings.
  spellings=(
    '/* c */ #include "x.h"'
    '#/**/include "x.h"'
    '%:include "x.h"'
    $'#\\\ninclude "x.h"'
    '#import "x.h"'
    '#include "x.h"'
  )
  for i in "${!spellings[@]}"; do
    mkdir -p "$work/inc$i"
    printf '%s\n' "${spellings[$i]}" \
      'kernel void k(global int *o) { o[0] = work_group_reduce_add(V); }' \
      >"$work/k$i.cl"
    printf -- '-I %s' "$work/inc$i" >"$work/opt$i"
    echo '#define V 1' >"$work/inc$i/x.h"
    build a$i "$work/k$i.cl" --options "$work/opt$i"
    expect "[ \"$(value a$i)\" = 1 ]" "spelling $i: first build gave '$(value a$i)'"
    echo '#define V 2' >"$work/inc$i/x.h"
    build b$i "$work/k$i.cl" --options "$work/opt$i"
    expect "[ \"$(value b$i)\" = 2 ]" \
      "spelling $i: a changed x.h gave '$(value b$i)' ($(grep -m1 'cache:' "$work/b$i.log"))"
    build c$i "$work/k$i.cl" --options "$work/opt$i"
    expect "[ \"$(value c$i)\" = 2 ] && has c$i 'cache: hit'" \
      "spelling $i: the rebuilt entry was not reused"
  done
  # __has_include: a header that disappears changes the outcome.
  mkdir -p "$work/has"
  printf '%s\n' '#if __has_include("x.h")' '#define V 1' '#else' '#define V 2' \
    '#endif' 'kernel void k(global int *o) { o[0] = work_group_reduce_add(V); }' \
    >"$work/has.cl"
  printf -- '-I %s' "$work/has" >"$work/has.opt"
  : >"$work/has/x.h"
  build has1 "$work/has.cl" --options "$work/has.opt"
  expect "[ \"$(value has1)\" = 1 ]" "__has_include: first build gave '$(value has1)'"
  rm "$work/has/x.h"
  build has2 "$work/has.cl" --options "$work/has.opt"
  expect "[ \"$(value has2)\" = 2 ]" \
    "__has_include: a removed header gave '$(value has2)'"
  # __has_include: a header that appears changes the outcome.
  rm -rf "$work/has" && mkdir -p "$work/has"
  build has3 "$work/has.cl" --options "$work/has.opt"
  : >"$work/has/x.h"
  build has4 "$work/has.cl" --options "$work/has.opt"
  expect "[ \"$(value has3)\" = 2 ] && [ \"$(value has4)\" = 1 ]" \
    "__has_include: $(value has3) then, with x.h created, $(value has4); expected 2 then 1"
  # A header created in a folder searched before the one that held it.
  mkdir -p "$work/first" "$work/second"
  echo '#define V 1' >"$work/second/x.h"
  printf -- '-I %s -I %s' "$work/first" "$work/second" >"$work/shadow.opt"
  build shadow1 "$work/k5.cl" --options "$work/shadow.opt"
  echo '#define V 3' >"$work/first/x.h"
  build shadow2 "$work/k5.cl" --options "$work/shadow.opt"
  expect "[ \"$(value shadow1)\" = 1 ] && [ \"$(value shadow2)\" = 3 ]" \
    "a header created earlier in the search: $(value shadow1) then $(value shadow2), expected 1 then 3"
  # A header created in a subfolder that already existed in a folder
  # searched before the one that held it.
  mkdir -p "$work/sa/sub" "$work/sb/sub"
  echo '#define V 1' >"$work/sb/sub/x.h"
  printf '%s\n' '#include "sub/x.h"' \
    'kernel void k(global int *o) { o[0] = work_group_reduce_add(V); }' \
    >"$work/sub.cl"
  printf -- '-I %s -I %s' "$work/sa" "$work/sb" >"$work/sub.opt"
  build sub1 "$work/sub.cl" --options "$work/sub.opt"
  echo '#define V 4' >"$work/sa/sub/x.h"
  build sub2 "$work/sub.cl" --options "$work/sub.opt"
  expect "[ \"$(value sub1)\" = 1 ] && [ \"$(value sub2)\" = 4 ]" \
    "a header created in an earlier folder's subfolder: $(value sub1) then $(value sub2), expected 1 then 4"
  # A header given to clCompileProgram is part of the key.
  printf '%s\n' '#include "y.h"' \
    'kernel void k(global int *o) { o[0] = work_group_reduce_add(V); }' \
    >"$work/y.cl"
  echo '#define V 5' >"$work/y1.h"
  echo '#define V 6' >"$work/y2.h"
  build y1 "$work/y.cl" --header "y.h=$work/y1.h"
  build y2 "$work/y.cl" --header "y.h=$work/y2.h"
  expect "[ \"$(value y1)\" = 5 ] && [ \"$(value y2)\" = 6 ]" \
    "clCompileProgram's header: $(value y1) then $(value y2), expected 5 then 6"
  # Entries hold compiled sources: owner only, whatever the umask.
  entries=$(find "$WGC_LAYER_CACHE_DIR" -type f -name '*.wgcbin' | wc -l)
  expect "[ $entries -gt 0 ]" "no cache entries were stored"
  expect "[ -z \"\$(find \"$WGC_LAYER_CACHE_DIR\" -type f ! -perm 600)\" ]" \
    "cache files not 0600: $(find "$WGC_LAYER_CACHE_DIR" -type f ! -perm 600 -printf '%m %f ' | head -c 300)"
  ;;
tools)
  # A library replaced by different bytes of the same size and times.
  lib=$("$cc" --version | awk '$1 == "library" && $2 ~ /wgc-spir64.bc$/ { print $2 }')
  mkdir -p "$work/lib" && cp -p "$lib" "$work/lib/"
  export WGC_LIBRARY_PATH=$work/lib
  echo 'kernel void k(global int *o) { o[0] = work_group_reduce_add(7); }' \
    >"$work/k.cl"
  build first "$work/k.cl"
  expect "[ \"$(value first)\" = 7 ]" "first build gave '$(value first)'"
  build second "$work/k.cl"
  expect "has second 'cache: hit'" "no cache hit on an unchanged toolchain"
  copy=$work/lib/wgc-spir64.bc
  python3 - "$copy" <<'EOF'
import os, sys
path = sys.argv[1]
st = os.stat(path)
data = bytearray(open(path, "rb").read())
# A byte of the bitcode wrapper's padding-free tail: the file stays the
# same size; its times are put back.
data[-1] ^= 0x01
open(path, "wb").write(data)
os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns))
EOF
  build third "$work/k.cl"
  expect "! has third 'cache: hit' && has third 'compiling for'" \
    "a library of new contents (same size and time) was served from the cache"
  ;;
libraries)
  # libz, which LLVM's libraries load, from a folder of its own: a byte the
  # loader never reads (a section's name) changed in place, its size and
  # times put back, as a libLLVM rebuilt under the same version would be.
  real_clang=${WGC_CLANG:-$(command -v clang-15 || echo /usr/lib/llvm-15/bin/clang)}
  zlib=$(ldd "$(readlink -f "$real_clang")" | awk '$1 == "libz.so.1" { print $3 }')
  expect "[ -f '$zlib' ]" "no libz.so.1 among clang's libraries"
  mkdir -p "$work/lib" && cp -p "$zlib" "$work/lib/libz.so.1"
  export LD_LIBRARY_PATH=$work/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
  echo 'kernel void k(global int *o) { o[0] = work_group_reduce_add(9); }' \
    >"$work/k.cl"
  build first "$work/k.cl"
  expect "[ \"$(value first)\" = 9 ]" "first build gave '$(value first)'"
  build second "$work/k.cl"
  expect "has second 'cache: hit'" "no cache hit on unchanged libraries"
  python3 - "$work/lib/libz.so.1" <<'EOF'
import os, sys
path = sys.argv[1]
st = os.stat(path)
data = open(path, "rb").read()
at = data.index(b".shstrtab\0")
with open(path, "r+b") as f:
    f.seek(at + 8)
    f.write(b"B")
os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns))
EOF
  build third "$work/k.cl"
  expect "[ \"$(value third)\" = 9 ] && ! has third 'cache: hit' && has third 'compiling for'" \
    "a tool's library rewritten (same size and times) was not rebuilt: $(grep -m1 'cache:' "$work/third.log")"
  ;;
environment)
  cat >"$work/k.cl" <<'EOF'
#if __has_include(<wgc_probe.h>)
#include <wgc_probe.h>
#endif
#ifndef V
#define V 3
#endif
kernel void k(global int *o) { o[0] = work_group_reduce_add(V); }
EOF
  build first "$work/k.cl"
  expect "[ \"$(value first)\" = 3 ]" "first build gave '$(value first)'"
  build second "$work/k.cl"
  expect "has second 'cache: hit'" "no cache hit in an unchanged environment"
  CCC_OVERRIDE_OPTIONS='+-DV=5' build third "$work/k.cl"
  expect "[ \"$(value third)\" = 5 ]" \
    "CCC_OVERRIDE_OPTIONS adding -DV=5 gave '$(value third)' ($(grep -m1 'cache:' "$work/third.log"))"
  mkdir -p "$work/inc" && echo '#define V 6' >"$work/inc/wgc_probe.h"
  CPATH=$work/inc build fourth "$work/k.cl"
  expect "[ \"$(value fourth)\" = 6 ]" \
    "CPATH naming a header folder gave '$(value fourth)' ($(grep -m1 'cache:' "$work/fourth.log"))"
  # A source naming __TIME__ (here through a header) is compiled anew each
  # time, never served from the cache.
  echo '#define STAMP __TIME__' >"$work/inc/stamp.h"
  printf '%s\n' '#include <stamp.h>' \
    'kernel void k(global int *o) { o[0] = work_group_reduce_add((int)sizeof(STAMP)); }' \
    >"$work/clock.cl"
  CPATH=$work/inc build clock1 "$work/clock.cl"
  CPATH=$work/inc build clock2 "$work/clock.cl"
  expect "[ \"$(value clock2)\" = 9 ] && ! has clock2 'cache: hit' && has clock2 'not stored (the compile reads the clock'" \
    "a compile reading __TIME__ was served from the cache: $(grep -m1 'cache:' "$work/clock2.log")"
  ;;
machine)
  # clang behind a wrapper at a fixed path: it fails as a full disk makes
  # clang fail (status 1, no diagnostic about the source), or is killed,
  # while the file $work/fail holds "space" or "kill".
  real_clang=${WGC_CLANG:-$(command -v clang-15 || echo /usr/lib/llvm-15/bin/clang)}
  cat >"$work/clang" <<EOF
#!/bin/sh
mode=\$(cat "$work/fail" 2>/dev/null)
case "\$*" in *--version*) mode= ;; esac
if [ "\$mode" = space ]; then
  echo "error: unable to open output file '/tmp/x.bc': 'No space left on device'" >&2
  exit 1
fi
[ "\$mode" = kill ] && kill -9 \$\$
exec "$real_clang" "\$@"
EOF
  chmod +x "$work/clang"
  export WGC_CLANG=$work/clang
  for mode in space kill; do
    # A source per mode: the build after the failure is stored.
    echo "kernel void k(global int *o) { o[0] = work_group_reduce_add(3); } // $mode" \
      >"$work/$mode.cl"
    echo $mode >"$work/fail"
    build $mode "$work/$mode.cl"
    expect "has $mode '^build -11' && ! has $mode 'value'" \
      "$mode: the failing compile did not fail the build"
    rm -f "$work/fail"
    build $mode-after "$work/$mode.cl"
    expect "[ \"$(value $mode-after)\" = 3 ] && ! has $mode-after 'cache: hit'" \
      "$mode: the machine's failure was cached: $(grep -m1 -E '^build|cache:' "$work/$mode-after.log")"
  done
  # An error in the source is an outcome of the source: cached.
  echo 'kernel void k(global int *o) { o[0] = work_group_reduce_add(3) + ; }' \
    >"$work/bad.cl"
  build bad1 "$work/bad.cl"
  build bad2 "$work/bad.cl"
  expect "has bad2 '^build -11' && has bad2 'cache: hit' && has bad2 'expected expression'" \
    "a source error was not served from the cache with its log"
  # A missing header is not cached: it may appear.
  printf '%s\n' '#include "later.h"' \
    'kernel void k(global int *o) { o[0] = work_group_reduce_add(V); }' \
    >"$work/later.cl"
  printf -- '-I %s' "$work" >"$work/later.opt"
  build later1 "$work/later.cl" --options "$work/later.opt"
  echo '#define V 4' >"$work/later.h"
  build later2 "$work/later.cl" --options "$work/later.opt"
  expect "has later1 '^build -11' && [ \"$(value later2)\" = 4 ]" \
    "a header that appeared after a failed build: '$(value later2)'"
  # An app under a file size limit smaller than its source: the layer's own
  # write of the source would end the app (SIGXFSZ); the build fails
  # instead, with the reason in its log, and the app goes on.
  {
    printf '// %s\n' "$(head -c 30000 /dev/zero | tr '\0' x)"
    echo 'kernel void k(global int *o) { o[0] = work_group_reduce_add(4); }'
  } >"$work/big.cl"
  (ulimit -f 16 && exec "$app" "$work/big.cl" --xfsz-default 1) \
    >"$work/limit.log" 2>&1
  rc=$?
  expect "[ $rc -lt 128 ] && has limit '^build -11' && has limit 'File too large'" \
    "an app under a file size limit: status $rc, $(grep -m1 -E '^build|File too large' "$work/limit.log")"
  ;;
options)
  echo 'kernel void k(global int *o) { o[0] = work_group_reduce_add(V); }' \
    >"$work/k.cl"
  # 128 KiB of options: 16384 defines of 8 bytes, then V.
  python3 -c 'import sys; sys.stdout.write("-DA=1234 " * 16384 + "-DV=8")' \
    >"$work/long.opt"
  build long "$work/k.cl" --options "$work/long.opt"
  expect "[ \"$(value long)\" = 8 ]" \
    "128 KiB of options: $(grep -m2 -E '^build|rror' "$work/long.log" | tr '\n' ' ')"
  # Options ending in a backslash, with a header (the layer's own -I).
  printf '%s\n' '#include "h.h"' \
    'kernel void k(global int *o) { o[0] = work_group_reduce_add(V + W); }' \
    >"$work/h.cl"
  echo '#define V 9' >"$work/h.h"
  printf '%s' '-DW=0 -DX=\' >"$work/bs.opt"
  build bs "$work/h.cl" --options "$work/bs.opt" --header "h.h=$work/h.h"
  expect "[ \"$(value bs)\" = 9 ]" \
    "options ending in a backslash: $(grep -m2 -E '^build|rror' "$work/bs.log" | tr '\n' ' ')"
  # A quote in $TMPDIR, with a header.
  mkdir -p "$work/it's tmp"
  printf '%s' '-DW=0' >"$work/w.opt"
  TMPDIR="$work/it's tmp" build quote "$work/h.cl" --options "$work/w.opt" \
    --header "h.h=$work/h.h"
  expect "[ \"$(value quote)\" = 9 ]" \
    "a quote in \$TMPDIR: $(grep -m2 -E '^build|rror' "$work/quote.log" | tr '\n' ' ')"
  ;;
sigchld)
  echo 'kernel void k(global int *o) { o[0] = work_group_reduce_add(6); }' \
    >"$work/k.cl"
  echo 'kernel void k(global int *o) { o[0] = work_group_reduce_add(6) + ; }' \
    >"$work/bad.cl"
  export WGC_LAYER_CACHE=0
  for mode in ignore reap; do
    build $mode "$work/k.cl" --sigchld $mode
    expect "[ \"$(value $mode)\" = 6 ]" \
      "SIGCHLD $mode: $(grep -m2 -E '^build|log:' "$work/$mode.log" | tr '\n' ' ')"
    build $mode-bad "$work/bad.cl" --sigchld $mode
    expect "has $mode-bad '^build -11' && has $mode-bad 'expected expression'" \
      "SIGCHLD $mode: a source error lost its status or log"
  done
  ;;
hygiene)
  echo 'kernel void k(global int *o) { o[0] = work_group_reduce_add(6); }' \
    >"$work/k.cl"
  ln -s "$app" "$work/wgc-cc-wrapper"
  export WGC_LAYER_CACHE=0 WGC_CC=$work/wgc-cc-wrapper WGC_TEST_REAL_CC=$cc
  export WGC_TEST_FD_REPORT=$work/fds
  # PoCL opens its cache files without close-on-exec while it builds: a
  # child the app starts meanwhile may get one, which the report sets apart.
  WGC_TEST_DRIVER_FILES=$(realpath -m "$POCL_CACHE_DIR")
  export WGC_TEST_DRIVER_FILES
  build hygiene "$work/k.cl" --hygiene 1
  expect "[ \"\$(value hygiene)\" = 6 ]" \
    "no value: $(grep -m2 -E '^build|log:' "$work/hygiene.log" | tr '\n' ' ')"
  expect "has hygiene '^stdio closed after build'" \
    "the app's closed descriptors 0-2 were opened by the build"
  expect "grep -q '^wgc-cc ' $work/fds" "wgc-cc did not run through \$WGC_CC"
  expect "! grep '^wgc-cc ' $work/fds | grep -qv '^wgc-cc std 1 1 1 others\$'" \
    "wgc-cc got invalid 0-2 or the app's descriptors: $(grep '^wgc-cc' "$work/fds" | sort -u | tr '\n' ' ')"
  expect "grep -q '^thread ' $work/fds" "the app's thread started no child"
  # The thread runs while 0-2 are closed: its children get none of them.
  clean='^thread std 0 0 0 others( driver( [0-9]+)+)?$'
  expect "! grep '^thread ' $work/fds | grep -qEv '$clean'" \
    "the app's children got the layer's descriptors: $(grep '^thread ' "$work/fds" | grep -Ev "$clean" | sort | uniq -c | tr '\n' ' ')"
  # With descriptor 2 closed when the layer loads, its log goes nowhere:
  # descriptor 2 may later be any file, the app's or the layer's own.
  unset WGC_TEST_FD_REPORT WGC_TEST_DRIVER_FILES
  export WGC_CC=$cc
  build closed2 "$work/k.cl" --stderr-closed "$work/closed2.data"
  expect "[ \"\$(value closed2)\" = 6 ]" \
    "descriptor 2 closed: no value: $(grep -m2 -E '^build|log:|FAIL' "$work/closed2.log" | tr '\n' ' ')"
  expect "grep -qx 'app data' $work/closed2.data && ! grep -q wgc-layer $work/closed2.data" \
    "the layer's log wrote into the app's file on descriptor 2: $(grep -m2 wgc-layer "$work/closed2.data" | tr '\n' ' ')"
  ;;
*)
  echo "check_build.sh: unknown scenario '$scenario'" >&2
  exit 2
  ;;
esac
check_summary
