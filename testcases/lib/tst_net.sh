#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# Network test library for ONE machine: the library makes two network namespaces, "lhost"
# and "rhost", joined by a veth pair, and removes both (with the veth, and any process left
# in them) in cleanup. Traffic only ever goes between these two namespaces: they have no
# other interface and no route out. Addresses are from the benchmarking ranges
# (198.18.0.0/15, 2001:2::/48), which name no real host:
#   lhost 198.18.0.1/24  2001:2::1/64      rhost 198.18.0.2/24  2001:2::2/64
#
# A test sets its TST_* variables and sources this file instead of tst_test.sh, then calls
# tst_run. TST_IPV6=6 (or "-6" on the command line) selects IPv6 for tst_ipaddr, tst_ping,
# tst_netload. Functions:
#   tst_lhost_run CMD...       run CMD in the lhost namespace
#   tst_rhost_run [-b] [-s] -c "CMD"   run a shell command in the rhost namespace;
#                              -b in the background, -s TBROK when it fails
#   tst_ipaddr [lhost|rhost]   the address of that side (default lhost)
#   tst_ipaddr_un [NET [HOST]] an address of the unused test network NET (0..255), host
#                              HOST (1..254): 198.19.NET.HOST or 2001:2:0:NET::HOST
#   tst_ping [-c COUNT] [-s "SIZES"]   ping rhost from lhost (count <= 20), TPASS/TFAIL
#   tst_netload [-s BYTES]     one TCP transfer of BYTES (default 1 MiB, at most 64 MiB)
#                              from lhost to rhost, TPASS/TFAIL

TST_NEEDS_ROOT=1
# Named namespaces are mounts under /run/netns, which every process of the host sees: the
# runner must not run such a test beside others (their host checks would see the mounts).
TST_RUNS_ALONE=1
TST_NEEDS_CMDS="${TST_NEEDS_CMDS:-} ip ping"
TST_OPTS="6${TST_OPTS:-}"
_tst_net_parse_user=${TST_PARSE_ARGS:-}
TST_PARSE_ARGS=_tst_net_parse_args
_tst_net_setup_user=${TST_SETUP:-}
_tst_net_cleanup_user=${TST_CLEANUP:-}
TST_SETUP=_tst_net_setup
TST_CLEANUP=_tst_net_cleanup
_tst_net_made=

_tst_net_parse_args()
{
	case "$1" in
	6) TST_IPV6=6 ;;
	*) [ -n "$_tst_net_parse_user" ] && $_tst_net_parse_user "$1" "$2" ;;
	esac
}

_tst_net_ns()
{
	echo "ltk_${1}_$$"
}

tst_lhost_run()
{
	ip netns exec "$(_tst_net_ns lhost)" "$@"
}

tst_rhost_run()
{
	local bg='' safe='' cmd='' opt rc

	OPTIND=1
	while getopts bsc: opt; do
		case $opt in
		b) bg=1 ;;
		s) safe=1 ;;
		c) cmd=$OPTARG ;;
		*) tst_brk TBROK "tst_rhost_run: unknown option" ;;
		esac
	done
	[ -n "$cmd" ] || tst_brk TBROK "tst_rhost_run: no command (-c)"
	if [ -n "$bg" ]; then
		# In a subshell: not a job of this shell (no "Killed" notice at cleanup). It says
		# "in" once inside the namespace, and head waits for that: the cleanup's
		# "ip netns pids" must find it even when the test stops right away.
		# shellcheck disable=SC2016 # "$1" is the inner sh's
		(ip netns exec "$(_tst_net_ns rhost)" sh -c 'echo in; exec sh -c "$1" > /dev/null 2>&1' \
			sh "$cmd" 2> /dev/null &) | head -n 1 > /dev/null
		return 0
	fi
	ip netns exec "$(_tst_net_ns rhost)" sh -c "$cmd"
	rc=$?
	[ $rc != 0 ] && [ -n "$safe" ] && tst_brk TBROK "tst_rhost_run: '$cmd' failed ($rc)"
	return $rc
}

tst_ipaddr()
{
	local id=1

	[ "${1:-lhost}" = rhost ] && id=2
	if [ "${TST_IPV6:-}" = 6 ]; then
		echo "2001:2::$id"
	else
		echo "198.18.0.$id"
	fi
}

tst_ipaddr_un()
{
	local net="${1:-0}" host="${2:-1}"

	if ! tst_is_int "$net" || [ "$net" -lt 0 ] || [ "$net" -gt 255 ] ||
	   ! tst_is_int "$host" || [ "$host" -lt 1 ] || [ "$host" -gt 254 ]; then
		tst_brk TBROK "tst_ipaddr_un: NET 0..255, HOST 1..254, got '$net' '$host'"
	fi
	if [ "${TST_IPV6:-}" = 6 ]; then
		printf '2001:2:0:%x::%x\n' "$net" "$host"
	else
		echo "198.19.$net.$host"
	fi
}

tst_ping()
{
	local count=3 sizes=56 opt size

	OPTIND=1
	while getopts c:s: opt; do
		case $opt in
		c) count=$OPTARG ;;
		s) sizes=$OPTARG ;;
		*) tst_brk TBROK "tst_ping: unknown option" ;;
		esac
	done
	if ! tst_is_int "$count" || [ "$count" -lt 1 ] || [ "$count" -gt 20 ]; then
		tst_brk TBROK "tst_ping: count must be 1..20, got '$count'"
	fi
	for size in $sizes; do
		if tst_lhost_run ping -"${TST_IPV6:-4}" -n -q -c "$count" -i 0.2 -W 2 -s "$size" \
		   "$(tst_ipaddr rhost)" > ping.log 2>&1; then
			tst_res TPASS "ping -s $size to $(tst_ipaddr rhost): $count replies"
		else
			tst_res TFAIL "ping -s $size to $(tst_ipaddr rhost) failed: $(tail -n 2 ping.log)"
		fi
	done
	rm -f ping.log
}

tst_netload()
{
	local bytes=1048576 opt port got

	OPTIND=1
	while getopts s: opt; do
		case $opt in
		s) bytes=$OPTARG ;;
		*) tst_brk TBROK "tst_netload: unknown option" ;;
		esac
	done
	port=$(ip netns exec "$(_tst_net_ns rhost)" tst_get_unused_port \
	       "ipv${TST_IPV6:-4}" stream) || tst_brk TBROK "no free port in rhost"
	ip netns exec "$(_tst_net_ns rhost)" tst_net_xfer server "$(tst_ipaddr rhost)" "$port" \
		"$bytes" > netload.log 2>&1 &
	if ! tst_lhost_run tst_net_xfer client "$(tst_ipaddr rhost)" "$port" "$bytes"; then
		wait
		tst_res TFAIL "tst_netload: sending $bytes bytes failed"
		return 1
	fi
	wait $!
	got=$(cat netload.log)
	rm -f netload.log
	if [ "$got" = "$bytes" ]; then
		tst_res TPASS "TCP transfer of $bytes bytes to $(tst_ipaddr rhost) port $port"
	else
		tst_res TFAIL "TCP transfer: rhost received '$got' of $bytes bytes"
	fi
}

_tst_net_setup()
{
	local l r lif rif

	l=$(_tst_net_ns lhost)
	r=$(_tst_net_ns rhost)
	lif="ltkl$$"
	rif="ltkr$$"
	ip netns add "$l" || tst_brk TCONF "cannot create network namespaces (ip netns add)"
	_tst_net_made=1
	ROD ip netns add "$r"
	TST_RTNL_CHK ip link add "$lif" netns "$l" type veth peer name "$rif" netns "$r"
	ROD ip -n "$l" link set lo up
	ROD ip -n "$r" link set lo up
	ROD ip -n "$l" addr add 198.18.0.1/24 dev "$lif"
	ROD ip -n "$r" addr add 198.18.0.2/24 dev "$rif"
	# nodad: the addresses are usable at once
	ROD ip -n "$l" addr add 2001:2::1/64 dev "$lif" nodad
	ROD ip -n "$r" addr add 2001:2::2/64 dev "$rif" nodad
	ROD ip -n "$l" link set "$lif" up
	ROD ip -n "$r" link set "$rif" up
	tst_res TINFO "network namespaces $l and $r joined by veth $lif-$rif"
	[ -n "$_tst_net_setup_user" ] && $_tst_net_setup_user
}

_tst_net_cleanup()
{
	local ns pid

	[ -n "$_tst_net_cleanup_user" ] && $_tst_net_cleanup_user
	[ -n "$_tst_net_made" ] || return 0
	for ns in "$(_tst_net_ns lhost)" "$(_tst_net_ns rhost)"; do
		# processes survive "ip netns del": end them first
		for pid in $(ip netns pids "$ns" 2>/dev/null); do
			kill -KILL "$pid" 2>/dev/null
		done
		ip netns del "$ns" 2>/dev/null
	done
	_tst_net_made=
}

. tst_test.sh
