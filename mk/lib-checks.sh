# SPDX-License-Identifier: GPL-2.0-or-later
# Sourced by the mk/check-*.sh scripts that drive ltk: counting and reporting checks.
# The sourcing script sets W (its work directory) and LTK (the ltk binary) and starts
# passed=0 failed=0; it ends with: echo "$passed passed, $failed failed".

ok() { passed=$((passed + 1)); echo "ok   $*"; }
bad() {
	failed=$((failed + 1))
	echo "FAIL $*"
	[ -f "$W/out" ] && sed 's/^/    | /' "$W/out" | tail -n 30
}
check() {	# check NAME CMD...: CMD must succeed
	name=$1
	shift
	if "$@" > "$W/chk" 2>&1; then ok "$name"; else bad "$name: $(tail -n 20 "$W/chk")"; fi
}
ltk_run() {	# ltk_run EXIT ARGS...: run ltk, expect EXIT; output in $W/out
	want=$1
	shift
	"$LTK" "$@" > "$W/out" 2>&1
	got=$?
	[ "$got" = "$want" ] || { bad "ltk $* exited $got, expected $want"; return 1; }
}
out_has() { grep -q -- "$1" "$W/out"; }
