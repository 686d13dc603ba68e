# SPDX-License-Identifier: GPL-2.0-or-later
# tst_brkm prints the result and one "Remaining cases" line, calls cleanup once and exits.
run legacy_brk brok
expect_exit 2
expect_line '^legacy_brk    2  TBROK  :  legacy_brk\.c:[0-9]+: broken$'
expect_line '^legacy_brk    3  TBROK  :  legacy_brk\.c:[0-9]+: Remaining cases broken$'
expect_count 1 '^cleanup 1$'
expect_no_line 'cleanup 2|after brk'

run legacy_brk conf
expect_exit 32
expect_line '   2  TCONF  :  legacy_brk\.c:[0-9]+: not configured$'
expect_line '   3  TCONF  :  legacy_brk\.c:[0-9]+: Remaining cases not appropriate for configuration$'
expect_count 1 '^cleanup 1$'

run legacy_brk fail
expect_exit 1
expect_line 'TFAIL  :  legacy_brk\.c:[0-9]+: failed: errno='
expect_no_line Remaining

# Any other type becomes TBROK with a warning.
run legacy_brk info
expect_exit 6
expect_line 'TWARN  :  legacy_brk\.c:[0-9]+: tst_brk_\(\): Invalid Type: 16\. Using TBROK$'
expect_line 'TBROK  :  legacy_brk\.c:[0-9]+: info is not a break type$'

# Nested: the inner break reports and returns; the outer cleanup finishes; one exit.
run legacy_brk nested
expect_exit 2
expect_line 'TBROK  :  legacy_brk\.c:[0-9]+: broken inside cleanup$'
expect_line '^inner cleanup$'
expect_line '^cleanup continued$'
expect_count 1 'Remaining cases broken'
expect_no_line 'after brk'

run legacy_brk nocleanup
expect_exit 2
expect_no_line '^cleanup'

run legacy_brk file
expect_exit 32
expect_order 'see the file' '^legacy_brk$'
expect_order '^legacy_brk$' 'Remaining cases'

if [ "$(id -u)" = 0 ]; then
	run legacy_brk root
	expect_exit 0
	expect_line 'after brk'
	run legacy_brk root2
	expect_exit 0
	if command -v setpriv >/dev/null; then
		run_cmd setpriv --reuid 65534 --regid 65534 --clear-groups "$BIN/legacy_brk" root
		expect_exit 32
		expect_line 'TCONF  :  legacy_brk\.c:[0-9]+: Test needs to be run as root$'
		expect_count 1 '^cleanup 1$'
	fi
fi
finish
