#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# Self-test fixture of tst_net.sh: MODE=brk ends the test in the middle (cleanup must
# still remove namespaces, veth and the background process in rhost).
TST_TESTFUNC=do_test
TST_CNT=3
TST_NEEDS_TMPDIR=1
TST_SETUP=setup
TST_CLEANUP=cleanup

setup()
{
	tst_res TINFO "user setup"
}

cleanup()
{
	tst_res TINFO "user cleanup"
}

check()
{
	if [ "$2" = "$3" ]; then
		tst_res TPASS "$1: '$2'"
	else
		tst_res TFAIL "$1: '$2', expected '$3'"
	fi
}

do_test1()
{
	check "tst_ipaddr" "$(tst_ipaddr)" 198.18.0.1
	check "tst_ipaddr rhost" "$(tst_ipaddr rhost)" 198.18.0.2
	check "tst_ipaddr_un 3 7" "$(tst_ipaddr_un 3 7)" 198.19.3.7
	check "rhost sees its address" \
		"$(tst_rhost_run -c "ip -4 -o addr show scope global" | awk '{ print $4 }')" \
		198.18.0.2/24
	check "lhost has no default route" "$(tst_lhost_run ip route show default)" ""
	EXPECT_FAIL tst_rhost_run -c false
	tst_rhost_run -b -c "sleep 100"
	[ "${MODE:-}" = brk ] && tst_brk TBROK "stop with a process in rhost"
	tst_ping -c 1
}

do_test2()
{
	TST_IPV6=6
	check "tst_ipaddr" "$(tst_ipaddr)" 2001:2::1
	check "tst_ipaddr_un 18 255" "$(tst_ipaddr_un 18 254)" 2001:2:0:12::fe
	tst_ping -c 1 -s 1400
	tst_netload -s 1000
}

do_test3()
{
	TST_IPV6=
	tst_netload -s 0
	tst_ipaddr_un 256 1
	tst_res TFAIL "not reached"
}

. tst_net.sh
tst_run
