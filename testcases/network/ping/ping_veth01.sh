#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# ping between the two network namespaces of tst_net.sh (a veth pair), IPv4 then IPv6,
# with a small and a fragmenting packet size.
TST_TESTFUNC=do_test
TST_CNT=2
TST_NEEDS_TMPDIR=1
TST_DESCRIPTION="ping over a veth pair between two network namespaces (IPv4, IPv6)"

do_test()
{
	case $1 in
	1) TST_IPV6= ;;
	2) TST_IPV6=6 ;;
	esac
	tst_res TINFO "IPv${TST_IPV6:-4}: $(tst_ipaddr) -> $(tst_ipaddr rhost)"
	tst_ping -c 2 -s "56 2000"
}

. tst_net.sh
tst_run
