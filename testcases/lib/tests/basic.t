# SPDX-License-Identifier: GPL-2.0-or-later
# The script layout, output format, summary and exit code of spec 1.1/1.5.
sh_run basic
expect_exit 4
expect_line '^basic 1 TINFO: Running: basic.sh'
expect_line '^basic 1 TINFO: Tested kernel: Linux '
expect_line '^basic 1 TINFO: timeout per run is 0h 5m 0s$'
expect_line "^basic 1 TINFO: Using $T/tmp/LTP_basic\.[A-Za-z0-9]{10} as tmpdir \(.*filesystem\)$"
expect_line '^basic 1 TINFO: setup in /'
expect_line '^basic 1 TPASS: true passed as expected$'
expect_line '^basic 2 TPASS: false failed as expected$'
expect_line '^basic 2 TWARN: a warning$'
expect_line '^basic 3 TCONF: not configured$'
expect_line '^basic 4 TINFO: cleanup$'
expect_order 'TINFO: setup' 'TPASS: true'
expect_order 'TCONF: not configured' 'TINFO: cleanup'
expect_order 'TINFO: cleanup' '^Summary:$'
expect_count 1 'TINFO: cleanup'
expect_line '^passed   2$'
expect_line '^failed   0$'
expect_line '^broken   0$'
expect_line '^skipped  1$'
expect_line '^warnings 1$'
expect_line '^exit status 4$'
# results go to stderr, nothing to stdout
[ -s "$T/out" ] && fail "stdout not empty"
# the tmpdir was the cwd of setup and is gone
grep -q "^$T/tmp/LTP_basic\." "$MARK" || fail "setup did not run in the tmpdir"
[ -d "$(cat "$MARK")" ] && fail "tmpdir not removed"
no_leftovers

# colours on request: the type is wrapped in ANSI escapes, the rest is unchanged
sh_run LTP_COLORIZE_OUTPUT=y basic
expect_exit 4
grep -q "$(printf '^basic 1 \033\\[1;32mTPASS:\033\\[0m true passed as expected$')" "$T/all" ||
	fail "no coloured TPASS line"
no_leftovers
