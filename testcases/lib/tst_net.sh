#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# Network test library for ONE machine: the library makes two network namespaces, "lhost"
# and "rhost", joined by a veth pair, and removes both (with the veth, and any process left
# in them) in cleanup. The namespaces are held by two tst_ns_create processes, not mounted
# under /run/netns: nothing of them is visible outside the test, so tests run in parallel.
# Traffic only ever goes between these two namespaces: they have no other interface and no
# route out. Addresses are from the benchmarking ranges
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
#   tst_ping [-c COUNT] [-s "SIZES"]   ping rhost from lhost (count <= 20, 10 ms apart),
#                              TPASS/TFAIL
#   tst_netload [-s BYTES]     one TCP transfer of BYTES (default 1 MiB, at most 64 MiB)
#                              from lhost to rhost, TPASS/TFAIL

TST_NEEDS_ROOT=1
TST_NEEDS_CMDS="${TST_NEEDS_CMDS:-} ip ping"
TST_OPTS="6${TST_OPTS:-}"
_tst_net_parse_user=${TST_PARSE_ARGS:-}
TST_PARSE_ARGS=_tst_net_parse_args
_tst_net_setup_user=${TST_SETUP:-}
_tst_net_cleanup_user=${TST_CLEANUP:-}
TST_SETUP=_tst_net_setup
TST_CLEANUP=_tst_net_cleanup
_tst_net_lpid=
_tst_net_rpid=

_tst_net_parse_args()
{
	case "$1" in
	6) TST_IPV6=6 ;;
	*) [ -n "$_tst_net_parse_user" ] && $_tst_net_parse_user "$1" "$2" ;;
	esac
}

tst_lhost_run()
{
	tst_ns_exec "$_tst_net_lpid" net "$@"
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
		# "in" once inside the namespace, and head waits for that: the cleanup must find
		# it there even when the test stops right away.
		# shellcheck disable=SC2016 # "$1" is the inner sh's
		(tst_ns_exec "$_tst_net_rpid" net sh -c 'echo in; exec sh -c "$1" > /dev/null 2>&1' \
			sh "$cmd" 2> /dev/null &) | head -n 1 > /dev/null
		return 0
	fi
	tst_ns_exec "$_tst_net_rpid" net sh -c "$cmd"
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
		if tst_lhost_run ping -"${TST_IPV6:-4}" -n -q -c "$count" -i 0.01 -W 2 -s "$size" \
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
	local bytes=1048576 opt server port got

	OPTIND=1
	while getopts s: opt; do
		case $opt in
		s) bytes=$OPTARG ;;
		*) tst_brk TBROK "tst_netload: unknown option" ;;
		esac
	done
	# The server says its pid, then its port once it listens: the client never knocks at a
	# closed port, and a failed client does not leave the server waiting for it.
	rm -f netload.fifo
	ROD mkfifo netload.fifo
	# shellcheck disable=SC2016 # $$ and "$@" are the inner sh's
	tst_ns_exec "$_tst_net_rpid" net sh -c 'echo $$; exec tst_net_xfer server "$@"' sh \
		"$(tst_ipaddr rhost)" 0 "$bytes" > netload.fifo 2> netload.err &
	exec 8< netload.fifo
	read -r server <&8 || server=
	read -r port <&8 || port=
	if [ -z "$port" ]; then
		exec 8<&-
		wait $!
		tst_brk TBROK "tst_netload: the server did not start: $(cat netload.err)"
	fi
	if ! tst_lhost_run tst_net_xfer client "$(tst_ipaddr rhost)" "$port" "$bytes"; then
		exec 8<&-
		kill -KILL "$server" 2> /dev/null
		wait $!
		rm -f netload.fifo netload.err
		tst_res TFAIL "tst_netload: sending $bytes bytes failed"
		return 1
	fi
	read -r got <&8 || got=
	exec 8<&-
	wait $!
	rm -f netload.fifo netload.err
	if [ "$got" = "$bytes" ]; then
		tst_res TPASS "TCP transfer of $bytes bytes to $(tst_ipaddr rhost) port $port"
	else
		tst_res TFAIL "TCP transfer: rhost received '$got' of $bytes bytes"
	fi
}

_tst_net_setup()
{
	local lif rif lns rns

	lif="ltkl$$"
	rif="ltkr$$"
	_tst_net_lpid=$(tst_ns_create net)
	case $? in
	0) ;;
	32) tst_brk TCONF "the kernel has no network namespaces" ;;
	*) tst_brk TBROK "tst_ns_create net failed" ;;
	esac
	_tst_net_rpid=$(tst_ns_create net) || tst_brk TBROK "tst_ns_create net failed"
	# The pair is made inside lhost and one end moved to rhost, so that whatever the ip at
	# hand does (busybox's ignores "netns PID" and "peer name") nothing is ever made in the
	# namespace the test runs in: what is made goes with the namespaces.
	TST_RTNL_CHK tst_ns_exec "$_tst_net_lpid" net ip link add "$lif" type veth peer name "$rif"
	if ! tst_ns_exec "$_tst_net_lpid" net ip link set "$rif" netns "$_tst_net_rpid" \
	     > /dev/null 2>&1 ||
	   ! tst_ns_exec "$_tst_net_lpid" net ip link show "$lif" > /dev/null 2>&1; then
		tst_brk TCONF "this ip does not make a veth pair $lif-$rif and move $rif to" \
			"another network namespace (busybox's ip cannot)"
	fi
	# Up first, addresses after: an IPv6 address added to a link still down answers
	# neighbour solicitations only a second after the link comes up.
	ROD tst_ns_exec "$_tst_net_lpid" net ip link set lo up
	ROD tst_ns_exec "$_tst_net_rpid" net ip link set lo up
	ROD tst_ns_exec "$_tst_net_lpid" net ip link set "$lif" up
	ROD tst_ns_exec "$_tst_net_rpid" net ip link set "$rif" up
	ROD tst_ns_exec "$_tst_net_lpid" net ip addr add 198.18.0.1/24 dev "$lif"
	ROD tst_ns_exec "$_tst_net_rpid" net ip addr add 198.18.0.2/24 dev "$rif"
	# nodad: the addresses are usable at once
	ROD tst_ns_exec "$_tst_net_lpid" net ip addr add 2001:2::1/64 dev "$lif" nodad
	ROD tst_ns_exec "$_tst_net_rpid" net ip addr add 2001:2::2/64 dev "$rif" nodad
	lns=$(readlink "/proc/$_tst_net_lpid/ns/net")
	rns=$(readlink "/proc/$_tst_net_rpid/ns/net")
	tst_res TINFO "network namespaces $lns (lhost) and $rns (rhost) joined by veth $lif-$rif"
	[ -n "$_tst_net_setup_user" ] && $_tst_net_setup_user
}

_tst_net_cleanup()
{
	local holder proc pids round empty

	[ -n "$_tst_net_cleanup_user" ] && $_tst_net_cleanup_user
	# A namespace ends with its last process: the holder, and whatever the test left there.
	# What is there may fork or exec while it is killed: look again until two looks in a
	# row find only the holder.
	for holder in $_tst_net_lpid $_tst_net_rpid; do
		[ -e "/proc/$holder/ns/net" ] || continue
		round=0
		empty=0
		while [ $round -lt 100 ] && [ $empty -lt 2 ]; do
			pids=
			for proc in /proc/[0-9]*; do
				[ "${proc#/proc/}" = "$holder" ] && continue
				# shellcheck disable=SC3013 # -ef: dash, bash, busybox ash and mksh have it
				[ "$proc/ns/net" -ef "/proc/$holder/ns/net" ] && pids="$pids ${proc#/proc/}"
			done
			if [ -z "$pids" ]; then
				empty=$((empty + 1))
			else
				empty=0
				# shellcheck disable=SC2086 # a list of pids
				kill -KILL $pids 2> /dev/null
			fi
			round=$((round + 1))
		done
		kill -KILL "$holder" 2> /dev/null
	done
	_tst_net_lpid=
	_tst_net_rpid=
}

. tst_test.sh
