#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# How fast `ltk vm` gets to work: boots the kernel (default: the newest Debian kernel in /boot)
# twice with a small scenario (close01, dup01, write01): first with an empty cache (the
# initramfs is built, KVM is probed), then with the cache filled. Prints, for each, the time to
# the guest's init, to the first test, and the whole command's wall time.
#   bench/vm-boot.sh [BUILD_DIR] [KERNEL]
set -eu
O=${1:-build}
SRC=$(cd "$(dirname "$0")/.." && pwd)
case $O in /*) ;; *) O=$SRC/$O ;; esac
KERNEL=${2:-$(find /boot -maxdepth 1 -name "vmlinuz-*-amd64" | sort -V | tail -n 1)}
[ -n "$KERNEL" ] || { echo "vm-boot: no kernel in /boot; give one" >&2; exit 1; }
W=$(mktemp -d "${TMPDIR:-/tmp}/ltk-bench-vm.XXXXXX")
trap 'rm -rf "$W"' EXIT
export XDG_CACHE_HOME="$W/cache"
printf 'close01 close01\ndup01 dup01\nwrite01 write01\n' > "$W/rt"

now() { date +%s.%N; }
one() {	# one LABEL RESULTS
	t0=$(now)
	"$O/bin/ltk" vm --kernel "$KERNEL" --results "$W/$2" -f "$W/rt" > "$W/$2.out" 2>&1 ||
		{ echo "vm-boot: ltk vm failed:"; tail -n 20 "$W/$2.out"; exit 1; }
	t1=$(now)
	line=$(grep 'ltk vm: booted in' "$W/$2.out" | tail -n 1)
	boot=$(echo "$line" | sed -n 's/.*booted in \([0-9.]*\) s.*/\1/p')
	first=$(echo "$line" | sed -n 's/.*first test at \([0-9.]*\) s.*/\1/p')
	awk -v l="$1" -v b="$boot" -v f="$first" -v a="$t0" -v z="$t1" 'BEGIN {
		printf "%-22s qemu start -> init %5.1f s, -> first test %5.1f s, total %5.1f s\n",
		       l, b, f, z - a }'
}
echo "kernel $KERNEL, scenario close01 dup01 write01"
one "cold (empty cache)" r1
one "warm (cached)" r2
grep -h 'accel' "$W/r2/console.log" | head -n 1 | sed 's/^=*  *//; s/ =*$//'
