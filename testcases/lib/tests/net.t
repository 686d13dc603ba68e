# SPDX-License-Identifier: GPL-2.0-or-later
# tst_net.sh: the namespace pair, addresses, rhost/lhost commands, ping, netload; nothing
# (namespace, veth, process) left behind, also after tst_brk.
net_left()
{
	ip netns list | grep -q '^ltk_' && fail "network namespace left: $(ip netns list)"
	ip link | grep -q ' ltk[lr][0-9]' && fail "veth left behind"
	return 0
}

sh_run net
expect_exit 2
expect_line 'TINFO: network namespaces ltk_lhost_[0-9]+ and ltk_rhost_[0-9]+ joined by veth'
expect_line "TPASS: rhost sees its address: '198.18.0.2/24'$"
expect_line "TPASS: lhost has no default route: ''$"
expect_line 'TPASS: tst_rhost_run -c false failed as expected$'
expect_line 'TPASS: ping -s 56 to 198.18.0.2: 1 replies$'
expect_line 'TPASS: ping -s 1400 to 2001:2::2: 1 replies$'
expect_line 'TPASS: TCP transfer of 1000 bytes to 2001:2::2 port [0-9]+$'
expect_line 'TPASS: TCP transfer of 0 bytes to 198.18.0.2 port [0-9]+$'
expect_line "TBROK: tst_ipaddr_un: NET 0..255, HOST 1..254, got '256' '1'$"
expect_no_line 'TFAIL'
expect_count 12 'TPASS'
expect_order 'TINFO: network namespaces' 'user setup' 'user cleanup'
no_leftovers
net_left

sh_run MODE=brk net
expect_exit 2
expect_line 'TBROK: stop with a process in rhost$'
expect_count 1 'user cleanup'
no_leftovers
net_left
