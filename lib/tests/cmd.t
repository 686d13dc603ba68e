# SPDX-License-Identifier: GPL-2.0-or-later
# Commands: exit codes, redirections, missing commands, SAFE_CMD, a poisoned SIGCHLD,
# and the .needs_cmds version expressions.
run cmd exit 0
expect_exit 0
expect_line 'tst_run_cmd returned 0'
run cmd exit 3 pass
expect_exit 0
expect_line 'tst_run_cmd returned 3'
run cmd exit 3
expect_exit 2
expect_line "TBROK  :  tst_cmd\.c:[0-9]+: 'sh' exited with 3"
expect_line 'cleanup ran'

run cmd redirect "$T/o" "$T/e"
expect_line 'tst_cmd returned 0'
[ "$(cat "$T/o")" = to-out ] || fail "stdout file has '$(cat "$T/o")'"
[ "$(cat "$T/e")" = to-err ] || fail "stderr file has '$(cat "$T/e")'"
run cmd fds
expect_line "read 'through a pipe', ret 0"

run cmd missing
expect_exit 0
expect_line 'missing command returned 255'
run cmd missing tconf
expect_exit 32
expect_line "TCONF  :  tst_cmd\.c:[0-9]+: Couldn't find 'ltk-no-such-command' in \\\$PATH"
expect_line 'cleanup ran'

run cmd safe 0
expect_exit 0
expect_line 'TPASS  :  SAFE_CMD returned'
run cmd safe 5
expect_exit 2
expect_line 'TBROK  :  cmd\.c:[0-9]+: sh failed with exit status 5'

run cmd sigchld
expect_exit 0
expect_line 'TPASS  :  command ran with a poisoned SIGCHLD'
expect_line 'TPASS  :  and tst_system: 4'
expect_no_line 'unexpected signal'
run cmd system
expect_line 'tst_system: 3'

# needs_cmds: names, operators, versions (mkfs.ext4 -V says e.g. "mke2fs 1.47.0").
run cmd check sh
expect_line "tst_check_cmd\('sh'\) = 0"
run cmd check ltk-no-such-command
expect_line "Couldn't find 'ltk-no-such-command' in \\\$PATH"
expect_line '= 1$'
run cmd check ltk-no-such-command brk
expect_exit 32
if command -v mkfs.ext4 >/dev/null; then
	v=$(mkfs.ext4 -V 2>&1 | head -n 1 | awk '{print $2}')
	run cmd check "mkfs.ext4 >= 1.0.0"
	expect_line '= 0$'
	run cmd check "mkfs.ext4 == $v"
	expect_line '= 0$'
	run cmd check "mkfs.ext4 <= $v"
	expect_line '= 0$'
	run cmd check "mkfs.ext4 > $v"
	expect_line "mkfs.ext4 has version $v, the test needs > $v"
	expect_line '= 1$'
	run cmd check "mkfs.ext4 < 1.0"
	expect_line '= 1$'
	run cmd check "mkfs.ext4 >= 99.0" brk
	expect_exit 32
	expect_line "TCONF  :  .*mkfs\.ext4 has version $v, the test needs >= 99\.0"
	run cmd check "mkfs.ext4 => 1.0"
	expect_exit 2
	expect_line "TBROK  :  .*Invalid operator '=>'"
	run cmd check "mkfs.ext4 >= one"
	expect_exit 2
	expect_line "TBROK  :  .*Invalid version 'one'"
	run cmd check "mkfs.ext4 >="
	expect_exit 2
	run cmd check "mkfs.ext4 >= 1 2"
	expect_exit 2
fi
if command -v mkfs.xfs >/dev/null; then
	run cmd check "mkfs.xfs >= 4.5.0"
	expect_line '= 0$'
	run cmd check "mkfs.xfs < 4.5.0"
	expect_line '= 1$'
fi

run cmd path sh
expect_line 'path sh: 0 /.*/sh'
run cmd path ltk-no-such-command
expect_line 'path ltk-no-such-command: -1'
finish
