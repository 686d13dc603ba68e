# SPDX-License-Identifier: GPL-2.0-or-later
# tst_net.sh: the namespace pair, addresses, rhost/lhost commands, ping, netload; nothing
# (namespace, veth, process) left behind, also after tst_brk.
# The host's interfaces before any run: a run may add none.
links() { ip -o link | awk -F': ' '{ print $2 }' | sort; }
links > "$T/links.before"
no_new_links()
{
	links | cmp -s - "$T/links.before" ||
		fail "interfaces left in the host's namespace: $(links | comm -13 "$T/links.before" -)"
}

# The two namespaces the run names in its TINFO line: no process may still be in them (a
# namespace without processes and mounts is gone, with its veth end).
net_left()
{
	no_new_links
	_ns=$(sed -n 's/.*TINFO: network namespaces \(net:\[[0-9]*\]\) (lhost) and \(net:\[[0-9]*\]\) (rhost).*/\1 \2/p' "$T/all")
	[ -n "$_ns" ] || fail "no namespaces named in the output"
	for _n in $_ns; do
		for _p in /proc/[0-9]*; do
			[ "$(readlink "$_p/ns/net" 2>/dev/null)" = "$_n" ] &&
				fail "process ${_p#/proc/} left in $_n: $(tr '\0' ' ' < "$_p/cmdline")"
		done
	done
	grep -q ' /run/netns/' /proc/self/mountinfo && fail "a /run/netns mount: $(grep ' /run/netns/' /proc/self/mountinfo)"
	return 0
}

sh_run net
# Under busybox's shell the ip is busybox's, which cannot make the pair: the library says so
# (TCONF) and leaves nothing behind; nothing else here can run.
if grep -q 'TCONF: this ip does not make a veth pair' "$T/all"; then
	expect_exit 32
	no_new_links
	[ "$_failures" = 0 ] || finish
	skip "this shell's ip (busybox's) cannot make the veth pair"
fi
expect_exit 2
expect_line 'TINFO: network namespaces net:\[[0-9]+\] \(lhost\) and net:\[[0-9]+\] \(rhost\) joined by veth ltkl[0-9]+-ltkr[0-9]+$'
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
