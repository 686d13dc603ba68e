# SPDX-License-Identifier: GPL-2.0-or-later
# .hugepages: reserve (best effort or needed), map them, and the pool is restored.
require_root
[ -d /sys/kernel/mm/hugepages ] || skip "no huge page support"
P=/proc/sys/vm/nr_hugepages
orig=$(cat $P)

run feat_hugepage 0 request
expect_exit 0
expect_line 'returned 0, tst_hugepages 0$'

run feat_hugepage 1 needs
case $_status in
0)	expect_line 'returned 1, tst_hugepages 1$'
	expect_line "TINFO  :  1 huge page\(s\) of [0-9]+ kB reserved\$"
	expect_line 'TPASS  :  huge pages done'
	expect_line "after: nr_hugepages $orig\$" ;;
32)	expect_line 'TCONF  :  .*Not enough' ;;
*)	fail "exit $_status" ;;
esac

run feat_hugepage 2 request
expect_exit 0
expect_line 'TPASS  :  huge pages done'
expect_line "after: nr_hugepages $orig\$"

# more than the memory of the machine: TCONF before touching the pool, or fewer pages
run feat_hugepage 100000000 needs
expect_exit 32
expect_line 'TCONF  :  .*Not enough memory for [0-9]+ more huge pages'
expect_no_line 'during: nr_hugepages [1-9]'

run feat_hugepage none
expect_exit 0
expect_line 'during: nr_hugepages 0$'
expect_line "after: nr_hugepages $orig\$"
[ "$(cat $P)" = "$orig" ] || fail "$P is $(cat $P), was $orig"
finish
