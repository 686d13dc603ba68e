# SPDX-License-Identifier: GPL-2.0-or-later
# The library's own fork(), clone3() and wait4() must not turn a mutated call into a pass:
# a fork() that returns 0 in the parent, or a wait that returns 0 or fails, is TBROK.
mut=$O/bin/ltk-mutate
[ -x "$mut" ] || fail "$mut is not built"

run mutate_lib
expect_exit 0
expect_line 'TPASS: a child was forked and reaped'

# the sanitizer runtime forks and waits itself (LeakSanitizer at exit): plain build only
case $BIN in */asan/*) finish ;; esac
for c in clone wait4; do
	for m in noop eio; do
		run_cmd "$mut" -m $m -c $c -- "$BIN/mutate_lib"
		[ "$_status" = 0 ] || [ "$_status" = 32 ] && fail "$c $m: exit $_status"
		expect_no_line 'TPASS'
		[ $((_status & 2)) = 2 ] || fail "$c $m: exit $_status, expected TBROK"
	done
done
run_cmd "$mut" -m noop -c clone -- "$BIN/mutate_lib"
expect_line 'TBROK: fork\(\) returned 0 in the parent'
run_cmd "$mut" -m noop -c wait4 -- "$BIN/mutate_lib"
expect_line 'TBROK: waitpid\([0-9]+\) returned 0'
finish
