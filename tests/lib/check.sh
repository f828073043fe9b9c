# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# The counted checks of a test script, which sources this file
# (`. "$(dirname "$0")/../lib/check.sh"`); bash.
#
#   passed, failed  the counts, 0 at first; a script may add the counts of a
#                   program it runs (its "N passed, N failed" line).
#   check NAME COMMAND...
#                   runs COMMAND in a subshell, its stdout and stderr kept;
#                   exit status 0 counts a pass, any other a failure, which
#                   prints "FAIL NAME" and that output, each line after
#                   "  | ".
#   pass            counts a pass the script decided itself.
#   fail NAME       counts a failure the script decided itself: prints
#                   "FAIL NAME" and, where the script set check_log to a
#                   file that exists, its first 20 lines after "  | ".
#   expect CONDITION NAME
#                   evaluates the command line CONDITION in the script's
#                   own shell (its functions and variables at hand):
#                   status 0 counts a pass, any other "fail NAME".
#   check_summary   prints "N passed, N failed", the last line of the
#                   script's output, and returns 1 if a check failed, else
#                   0: a script ends with it, so that its exit status is
#                   the test's result.
#   check_prefix    where a script runs one of several scenarios, their
#                   name and ": ", set after sourcing: it begins each
#                   "FAIL" name and the summary line, which still ends with
#                   "N passed, N failed".
passed=0 failed=0
check_log= check_prefix=

check() {
  local name=$1 out
  shift
  if out=$("$@" 2>&1); then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    echo "FAIL $check_prefix$name"
    [ -z "$out" ] || printf '%s\n' "$out" | sed 's/^/  | /'
  fi
}

pass() { passed=$((passed + 1)); }

fail() {
  failed=$((failed + 1))
  echo "FAIL $check_prefix$1"
  if [ -n "$check_log" ] && [ -f "$check_log" ]; then
    head -20 "$check_log" | sed 's/^/  | /'
  fi
}

expect() { if eval "$1"; then pass; else fail "$2"; fi; }

check_summary() {
  echo "$check_prefix$passed passed, $failed failed"
  [ "$failed" = 0 ]
}
