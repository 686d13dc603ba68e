# SPDX-License-Identifier: GPL-2.0-or-later
# Unused ids, credential checks (a mismatch is TFAIL with both triples), becoming nobody
# (a setuid() that returns 0 without effect is TBROK), no core files.
run uid_coredump
expect_exit 1
expect_line 'TPASS  :  free gids [0-9]+ and [0-9]+'
expect_line 'TPASS  :  tst_get_uids/gids: distinct ids, not our own'
expect_line 'TPASS  :  own credentials match'
expect_line 'TFAIL  :  uid_coredump\.c:[0-9]+: setresuid: got uids \[[0-9]+, [0-9]+, [0-9]+\], expected \[12345, -1, -1\]'
expect_line 'TINFO  :  Avoid dumping corefile for process\(pid=[0-9]+\)'
expect_line '^child core limit [01]$'
expect_line 'TPASS  :  crashing child dumped no core'
expect_line 'TPASS  :  became nobody: uid [0-9]+, gid [0-9]+, no supplementary group'
expect_count 1 TFAIL

case $BIN in */asan/*) finish ;; esac
mut=$O/bin/ltk-mutate
[ -x "$mut" ] || fail "$mut is not built"
run_cmd "$mut" -m noop -c setuid -- "$BIN/uid_coredump"
expect_line 'TBROK  :  uid_coredump\.c:[0-9]+: Becoming nobody \(uid [0-9]+, gid [0-9]+\) succeeded but left uids 0 0 0'
expect_no_line 'became nobody'
finish
