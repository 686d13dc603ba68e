# SPDX-License-Identifier: GPL-2.0-or-later
# Process model: own process group, watchdog, crashes, tst_brk rules, leftover children.
run modern_proc -s pass
expect_exit 0
expect_line 'TINFO: setup in pid ([0-9]+) pgid \1$'
expect_order 'TPASS: passed' 'TINFO: cleanup ran'

# A kernel with debug options (CONFIG_LOCKDEP ...) gets 4 times the timeout: the watchdog
# first fires at the plain limit (30 s * 0.099 = 2.97 s), then reads the kernel config and
# lets the test run on; without those options the same test is killed.
printf 'CONFIG_LOCKDEP=y\nCONFIG_64BIT=y\n' > "$T/debug.config"
printf 'CONFIG_64BIT=y\n' > "$T/plain.config"
KCONFIG_PATH=$T/debug.config LTP_TIMEOUT_MUL=0.099 run modern_proc -s sleep4
expect_exit 0
expect_line 'TINFO: Overall timeout per run is 0h 00m 03s$'
expect_line 'TINFO: Debug kernel config detected: timeouts are multiplied by 4$'
expect_line 'TPASS: passed'
KCONFIG_PATH=$T/plain.config LTP_TIMEOUT_MUL=0.099 run modern_proc -s sleep4
expect_exit 2
expect_no_line 'Debug kernel config detected'
expect_line 'TINFO: Test timeouted, sending SIGKILL!$'
# A test that ends within the plain limit never reads the kernel config.
KCONFIG_PATH=$T/missing.config run modern_proc -s pass
expect_exit 0
expect_no_line 'kernel config'
# The rest without that factor (KCONFIG_SKIP_CHECK), to keep the numbers small.
export KCONFIG_SKIP_CHECK=1

# A hang is killed by the watchdog: 30 s * 0.099 = 2.97 s.
start=$(date +%s)
LTP_TIMEOUT_MUL=0.099 run modern_proc -s hang
end=$(date +%s)
expect_exit 2
expect_line 'TINFO: Overall timeout per run is 0h 00m 03s$'
expect_line 'TINFO: Test timeouted, sending SIGKILL!$'
expect_line 'TINFO: If you are running on slow machine, try exporting LTP_TIMEOUT_MUL > 1$'
expect_line 'TBROK: Test killed! \(timeout\?\)$'
[ $((end - start)) -le 5 ] || fail "the hang took $((end - start)) s to be killed"

# The limit is per test function call: each call beats, so two calls of 2 s each pass
# under a 2.97 s limit that their sum exceeds.
LTP_TIMEOUT_MUL=0.099 run modern_proc -s sleep2 -i 2
expect_exit 0
expect_no_line 'timeouted'
expect_line 'passed   2$'

# Bad multipliers are refused with a message, not a crash.
LTP_TIMEOUT_MUL=abc run modern_proc -s pass
expect_exit 2
expect_line "TBROK: Invalid LTP_TIMEOUT_MUL 'abc'"
LTP_TIMEOUT_MUL=0.01 run modern_proc -s pass
expect_exit 2
LTP_RUNTIME_MUL=1e999 run modern_proc -s pass
expect_exit 2
expect_line "TBROK: Invalid LTP_RUNTIME_MUL"

# tst_set_timeout() from the test re-arms the watchdog.
LTP_TIMEOUT_MUL=0.099 run modern_proc -s slow
expect_exit 0
expect_line 'Overall timeout per run is 0h 00m 04s$'

run modern_proc -s segv
expect_exit 2
expect_line 'TBROK: Test killed by SIGSEGV!$'

run modern_proc -s exit1
expect_exit 2
expect_line 'TBROK: Child returned with 1$'

# TBROK in cleanup is a TWARN and the cleanup goes on.
run modern_proc -s cleanup_brk
expect_exit 4
expect_line 'TWARN: broken in cleanup$'
expect_line 'TINFO: cleanup continued after tst_brk$'
expect_no_line 'TBROK'

# TCONF/TBROK in setup: cleanup still runs.
run modern_proc -s setup_conf
expect_exit 32
expect_line 'TCONF: setup says no$'
expect_line 'TINFO: cleanup ran$'
run modern_proc -s setup_brk
expect_exit 2
expect_line 'TINFO: cleanup ran$'

# A child's TBROK kills the test process; it is not reported as a timeout.
run modern_proc -s child_brk
expect_exit 2
expect_line 'TBROK: child broke$'
expect_line 'TINFO: Child process reported TBROK killing the test$'
expect_no_line 'timeout\?'

# Children: results counted from any process; bad exits caught by reaping.
run modern_proc -s child_pass
expect_exit 0
expect_line 'TPASS: passed in child [0-9]+$'
expect_line '^passed   1$'
run modern_proc -s clone
expect_exit 0
expect_line 'TPASS: cloned child [0-9]+ reports$'
run modern_proc -s child_fail
expect_exit 2
expect_line 'TBROK: Invalid child \([0-9]+\) exit value 3$'
run modern_proc -s validate
expect_exit 1
expect_line 'TFAIL: Child [0-9]+: exited with 7$'

# A grandchild left running is killed, and nothing is left behind.
run modern_proc -s leftover
expect_exit 0
expect_line 'TINFO: Killed the leftover descendant processes$'
pgrep -f 'sleep 3600' >/dev/null && fail "the grandchild is still running"

# A test that did not set .forks_child cannot SAFE_FORK.
run modern_nofork
expect_exit 2
expect_line 'TBROK: test.forks_child must be set!$'
# Nothing of any of these runs is left running.
sleep 0.2
pgrep -x modern_proc >/dev/null && fail "modern_proc processes left: $(pgrep -a -x modern_proc)"
ls /dev/shm/ltp_modern_proc* >/dev/null 2>&1 && fail "shared page left in /dev/shm"
finish
