# Modern result lines, summary, hints and the exit-code table of spec section 3.2.
run modern_res -r "pass"
expect_exit 0
expect_line '^modern_res\.c:[0-9]+: TPASS: passed$'
expect_line '^tst_test_run\.c:[0-9]+: TINFO: LTK version: '
expect_line '^tst_test_run\.c:[0-9]+: TINFO: Tested kernel: '
expect_line 'TINFO: Overall timeout per run is 0h 00m 30s$'
expect_line '^Summary:$'
expect_line '^passed   1$'
expect_line '^failed   0$'
expect_line '^broken   0$'
expect_line '^skipped  0$'
expect_line '^warnings 0$'
expect_no_line 'HINT'
[ -s "$T/out" ] && fail "result lines must go to stderr, not stdout"

# Exit codes: pass+fail 1, conf only 32, pass+conf 0, pass+warn 4, pass+brk 2,
# fail+warn+conf 37, no results 2.
run modern_res -r "pass fail"
expect_exit 1
expect_line '^HINT: You _MAY_ be missing kernel fixes:$'
expect_line 'linux\.git/commit/\?id=0123456789ab$'
expect_line '^HINT: You _MAY_ be vulnerable to CVE\(s\):$'
expect_line 'CVE-2017-0001$'
expect_order '^HINT' '^Summary:$'
run modern_res -r "conf"
expect_exit 32
expect_line 'TCONF: skipped$'
run modern_res -r "pass conf"
expect_exit 0
run modern_res -r "pass warn"
expect_exit 4
run modern_res -r "pass brk"
expect_exit 2
expect_line 'TBROK: broken$'
run modern_res -r "fail warn conf"
expect_exit 37
run modern_res -r "none"
expect_exit 2
expect_line 'TBROK: Test haven.t reported results!$'
run modern_res -r "info"
expect_exit 2
expect_line '^broken   1$'
run modern_res -r "brkconf"
expect_exit 32
expect_line 'TCONF: config missing$'

# errno suffixes
run modern_res -r "errno terrno"
expect_line 'TFAIL: with errno: ENOENT \(2\)$'
expect_line 'TPASS: open failed: ENOENT \(2\)$'

# hex dump, truncation of long messages
run modern_res -r "hexd pass"
expect_line 'TINFO: bytes$'
expect_line 'TINFO: 41 42 43$'
run modern_res -r "long pass"
expect_exit 4
expect_line 'TWARN: Next message is too long and truncated:$'
expect_line 'TINFO: x+\.\.\.$'

# TDEBUG only with -D or LTP_DEBUG
run modern_res -r "debug pass"
expect_no_line 'TDEBUG'
run modern_res -D -r "debug pass"
expect_line 'TDEBUG: debugged$'
LTP_DEBUG=1 run modern_res -r "debug pass"
expect_line 'TDEBUG: debugged$'

# colours: forced on, forced off
LTP_COLORIZE_OUTPUT=1 run modern_res -r "pass fail"
grep -q "$(printf '\033')\[1;32mTPASS$(printf '\033')\[0m: passed" "$T/err" || fail "no green TPASS"
grep -q "$(printf '\033')\[1;31mTFAIL" "$T/err" || fail "no red TFAIL"
LTP_COLORIZE_OUTPUT=n run modern_res -r "pass"
grep -q "$(printf '\033')" "$T/err" && fail "colour escape despite LTP_COLORIZE_OUTPUT=n"

# reproducible output: no TINFO, no message texts
LTP_REPRODUCIBLE_OUTPUT=1 run modern_res -r "info pass fail"
expect_exit 1
expect_no_line 'TINFO'
expect_line '^modern_res\.c:[0-9]+: TPASS: $'
expect_no_line 'passed$'
finish
