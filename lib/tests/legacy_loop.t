# SPDX-License-Identifier: GPL-2.0-or-later
# -i N runs N iterations (0 = until stopped), -I runs for a time, options reach the test.
run legacy_loop
expect_exit 0
expect_count 1 'TPASS  :  iteration'

run legacy_loop -i 3
expect_count 3 'TPASS  :  iteration'
expect_line '   1  TPASS  :  iteration 2$'

USC_ITERATIONS=2 run legacy_loop
expect_count 2 'TPASS  :  iteration'

# -i 0 loops forever: the test's own guard stops it at 1000.
run legacy_loop -i 0
expect_count 1000 'TPASS  :  iteration'

run legacy_loop -I 0.3 -P 0.1
expect_exit 0
n=$(grep -c 'TPASS  :  iteration' "$T/out")
[ "$n" -ge 2 ] && [ "$n" -le 5 ] || fail "-I 0.3 -P 0.1 ran $n iterations, expected 2..5"

run legacy_loop -x -y hello
expect_line 'TINFO  :  x given$'
expect_line 'TINFO  :  y=hello$'

run legacy_loop -h
expect_exit 0
expect_line '^  -i n    Execute test n times$'
expect_line '^  -I x    Execute test for x seconds$'
expect_line '^  -P x    Pause for x seconds between iterations$'
expect_order 'Pause for SIGUSR1' 'user flag'

run legacy_loop -q
expect_exit 2
expect_line 'TBROK  :  legacy_loop\.c:[0-9]+: OPTION PARSING ERROR - Unknown option -q$'

run legacy_loop -i abc
expect_exit 2
expect_line 'OPTION PARSING ERROR - Invalid argument of -i'

run legacy_loop -y
expect_exit 2
expect_line 'OPTION PARSING ERROR - Missing argument of -y'

# -p waits for SIGUSR1 before the test starts.
"$BIN/legacy_loop" -p > "$T/pause" 2>&1 &
pid=$!
sleep 0.3
grep -q iteration "$T/pause" && fail "-p did not wait"
kill -USR1 $pid
wait $pid || fail "-p test exited $?"
grep -q 'TPASS  :  iteration 0' "$T/pause" || fail "-p test did not run after SIGUSR1"
finish
