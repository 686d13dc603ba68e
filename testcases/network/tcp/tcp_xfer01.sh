#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# A bounded TCP transfer (4 MiB) between the two network namespaces of tst_net.sh, over
# IPv4 then IPv6; the receiver checks the byte count.
TST_TESTFUNC=do_test
TST_CNT=2
TST_NEEDS_TMPDIR=1
TST_DESCRIPTION="TCP transfer over a veth pair between two network namespaces"

do_test()
{
	case $1 in
	1) TST_IPV6= ;;
	2) TST_IPV6=6 ;;
	esac
	tst_netload -s 4194304
}

. tst_net.sh
tst_run
