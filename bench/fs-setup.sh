#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
#
# What a filesystem costs a test before it starts: acquire a loop device, mkfs, mount,
# umount, release. Measured through the library itself (lib/tests/device_cycle), for
# every filesystem this machine supports, at LTK's minimal device size and at the 300 MB
# that LTP's library uses for every filesystem. Then mkfs alone with the tool's default
# options against LTK's options, to show what the options buy.
#
#   bench/fs-setup.sh [BUILD_DIR] [REPEAT]      (root; defaults: build 5)
#
# Prints milliseconds (mean of REPEAT runs) and the ratio of each total to ext2's.
set -u
O=${1:-build}
N=${2:-5}
case $N in
'' | *[!0-9]*) echo "usage: bench/fs-setup.sh [BUILD_DIR] [REPEAT]" >&2; exit 2 ;;
esac
[ "$N" -gt 0 ] || { echo "fs-setup: REPEAT must be at least 1" >&2; exit 2; }
cycle=$O/lib/tests/device_cycle
[ -x "$cycle" ] || { echo "build first: make selftests ($cycle missing)" >&2; exit 1; }
[ "$(id -u)" = 0 ] || { echo "needs root (loop devices, mount)" >&2; exit 1; }

work=$(mktemp -d "${TMPDIR:-/tmp}/ltk-bench.XXXXXX") || exit 1
trap '[ -n "${KEEP:-}" ] || rm -rf "$work"' EXIT

# Mean of each phase per filesystem from the "time FS size=.. acquire=.. ..." lines.
summarize() {	# summarize TITLE < device_cycle output
	awk -v title="$1" '
	/ time / {
		for (i = 1; i <= NF; i++) {
			if ($i == "time") fs = $(i + 1)
			if (split($i, kv, "=") != 2) continue
			sum[fs, kv[1]] += kv[2]
			if (kv[1] == "total") n[fs]++
			if ($i ~ /^size=/) size[fs] = substr($i, 6)
		}
		if (!(fs in seen)) { seen[fs] = 1; order[++nfs] = fs }
	}
	END {
		printf "\n%s\n", title
		printf "%-8s %8s %8s %8s %8s %8s %8s %8s %7s\n", "fs", "size", "acquire", "mkfs",
		       "mount", "umount", "release", "total", "x ext2"
		base = ("ext2" in n) ? sum["ext2", "total"] / n["ext2"] : 0
		for (i = 1; i <= nfs; i++) {
			fs = order[i]
			t = sum[fs, "total"] / n[fs]
			printf "%-8s %8s %8.1f %8.1f %8.1f %8.1f %8.1f %8.1f %7s\n", fs, size[fs],
			       1000 * sum[fs, "acquire"] / n[fs], 1000 * sum[fs, "mkfs"] / n[fs],
			       1000 * sum[fs, "mount"] / n[fs], 1000 * sum[fs, "umount"] / n[fs],
			       1000 * sum[fs, "release"] / n[fs], 1000 * t,
			       (base > 0 ? sprintf("%.1f", t / base) : "-")
		}
	}'
}

echo "LTK filesystem setup cost, $N runs each, kernel $(uname -r), $(nproc) CPUs"
TMPDIR=$work "$cycle" -r "$N" all > "$work/min.log" 2>&1
summarize "through the library, LTK's minimal sizes (tst_dev_min_size)" < "$work/min.log"
TMPDIR=$work "$cycle" -r "$N" -s 300 all > "$work/300.log" 2>&1
summarize "through the library, 300 MB devices (LTP's default size)" < "$work/300.log"
# A failed cycle is left out of the means above; the bench says so and exits 1 at the end.
cycles_failed=0
if grep -qE 'TFAIL|TBROK' "$work/min.log" "$work/300.log"; then
	echo "WARNING: some cycles failed:" >&2
	grep -hE 'TFAIL|TBROK' "$work/min.log" "$work/300.log" >&2
	cycles_failed=1
fi

# mkfs alone: the tool's defaults against LTK's options, on a loop device of the same size.
ms() { date +%s%N; }
mkfs_time() {	# mkfs_time SIZE_MB CMD...: mean ms of N runs of CMD on a fresh device
	size=$1
	shift
	total=0
	for _ in $(seq "$N"); do
		rm -f "$work/img"
		truncate -s "${size}M" "$work/img"
		dev=$(losetup -f --show "$work/img") || return 1
		t0=$(ms)
		"$@" "$dev" > /dev/null 2>&1 < /dev/null
		t1=$(ms)
		losetup -d "$dev"
		total=$((total + t1 - t0))
	done
	rm -f "$work/img"
	echo $((total / N / 1000000))
}

printf '\nmkfs alone (ms): tool defaults vs LTK options, 300 MB device\n'
printf '%-8s %10s %10s   %s\n' fs defaults ltk "LTK options"
for fs in ext2 ext3 ext4 xfs btrfs; do
	command -v "mkfs.$fs" > /dev/null || continue
	case $fs in
	ext2) plain="-F"; ltk="-F -q -E lazy_itable_init=0,nodiscard" ;;
	ext3|ext4) plain="-F"; ltk="-F -q -E lazy_itable_init=0,lazy_journal_init=0,nodiscard" ;;
	xfs|btrfs) plain="-f"; ltk="-f -q -K" ;;
	esac
	# shellcheck disable=SC2086
	a=$(mkfs_time 300 "mkfs.$fs" $plain)
	# shellcheck disable=SC2086
	b=$(mkfs_time 300 "mkfs.$fs" $ltk)
	printf '%-8s %10s %10s   %s\n' "$fs" "$a" "$b" "$ltk"
done

# What the tool defaults leave for later: ext4's lazy inode table init makes the kernel
# write the tables in the background while the test runs.
if command -v mkfs.ext4 > /dev/null; then
	printf '\next4, 300 MB: KB the kernel writes in the 5 s after mount (ext4lazyinit)\n'
	mkdir -p "$work/mnt"
	for opts in "-F -q" "-F -q -E lazy_itable_init=0,lazy_journal_init=0,nodiscard"; do
		rm -f "$work/img"
		truncate -s 300M "$work/img"
		dev=$(losetup -f --show "$work/img") || break
		# shellcheck disable=SC2086
		mkfs.ext4 $opts "$dev" > /dev/null 2>&1
		stat=/sys/block/$(basename "$dev")/stat
		mount "$dev" "$work/mnt"
		w0=$(awk '{print $7}' "$stat")
		sleep 5
		w1=$(awk '{print $7}' "$stat")
		umount "$work/mnt"
		losetup -d "$dev"
		printf '%8s KB   %s\n' $(((w1 - w0) / 2)) "$opts"
	done
	rm -f "$work/img"
fi
exit $cycles_failed
