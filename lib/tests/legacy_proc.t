# SPDX-License-Identifier: GPL-2.0-or-later
# Children report into their own exit value; the parent ORs it into its own.
run legacy_proc child-fail
expect_exit 1
expect_line 'TINFO  :  Child process returned TFAIL$'
run legacy_proc child-conf
expect_exit 33
expect_line 'TINFO  :  Child process returned TCONF$'
expect_no_line 'returned TFAIL'
run legacy_proc child-exit
expect_exit 3
expect_line 'Child process returned TBROK$'
run legacy_proc child-pass
expect_exit 0
expect_line 'TINFO  :  Child process returned TPASS$'
run legacy_proc child-signal
expect_exit 2
expect_line 'TBROK  :  legacy_proc\.c:[0-9]+: child process\([0-9]+\) killed by unexpected signal SIGKILL\(9\)$'
expect_line '^cleanup ran$'

run legacy_proc sig
expect_exit 2
expect_line 'TBROK  :  .*unexpected signal SIGUSR1\(10\) received \(pid = [0-9]+\)\.$'
expect_line '^cleanup ran$'
expect_no_line 'still running'
run legacy_proc sig-fork
expect_exit 0
expect_line 'TPASS  :  SIGCHLD did not break the test'

run legacy_proc once
expect_exit 0
expect_line 'once function ran once'
run legacy_proc
expect_line 'TINFO  :  TCID=legacy_proc$'
finish
