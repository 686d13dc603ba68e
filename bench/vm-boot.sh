#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# How fast `ltk vm` gets to work: boots the kernel (default: the newest Debian kernel in /boot)
# with a small scenario (close01, dup01, write01): once with an empty cache (the initramfs is
# built, KVM is probed, the booted guest is saved), then RUNS times (default 3) restoring the
# saved guest, then RUNS times booting (--no-snapshot). Prints, for each run, the host's times
# from QEMU's start to the guest's "booted" (or "restored") and to the first test, and the
# guest kernel's clock at init, when the modules the boot needs are loaded and at the first
# test (a restored guest shows its saved boot's, its clock going on from there); then the
# medians of both kinds.
#   bench/vm-boot.sh [BUILD_DIR] [KERNEL] [RUNS]
set -eu
O=${1:-build}
SRC=$(cd "$(dirname "$0")/.." && pwd)
case $O in /*) ;; *) O=$SRC/$O ;; esac
KERNEL=${2:-$(find /boot -maxdepth 1 -name "vmlinuz-*-amd64" | sort -V | tail -n 1)}
RUNS=${3:-3}
case $RUNS in
'' | *[!0-9]*) echo "usage: bench/vm-boot.sh [BUILD_DIR] [KERNEL] [RUNS]" >&2; exit 2 ;;
esac
[ "$RUNS" -gt 0 ] || { echo "vm-boot: RUNS must be at least 1" >&2; exit 2; }
[ -x "$O/bin/ltk" ] || { echo "vm-boot: no ltk at $O/bin/ltk (make runner)" >&2; exit 2; }
[ -n "$KERNEL" ] || { echo "vm-boot: no kernel in /boot; give one" >&2; exit 1; }
W=$(mktemp -d "${TMPDIR:-/tmp}/ltk-bench-vm.XXXXXX")
trap 'rm -rf "$W"' EXIT
export XDG_CACHE_HOME="$W/cache"
printf 'close01 close01\ndup01 dup01\nwrite01 write01\n' > "$W/rt"

now() { date +%s.%N; }
# the guest kernel's time stamp of the first console line holding $2, in $1
stamp() { sed -n "s/^\[ *\([0-9.]*\)\] .*$2.*/\1/p" "$1" | head -n 1; }
one() {	# one LABEL RESULTS [LTK VM OPTION]
	t0=$(now)
	"$O/bin/ltk" vm --kernel "$KERNEL" --results "$W/$2" -f "$W/rt" ${3:+"$3"} \
		> "$W/$2.out" 2>&1 ||
		{ echo "vm-boot: ltk vm failed:"; tail -n 20 "$W/$2.out"; exit 1; }
	t1=$(now)
	line=$(grep -E 'ltk vm: (booted|restored) in' "$W/$2.out" | tail -n 1)
	boot=$(echo "$line" | sed -En 's/.*(booted|restored) in ([0-9.]*) s.*/\2/p')
	first=$(echo "$line" | sed -n 's/.*first test at \([0-9.]*\) s.*/\1/p')
	log=$W/$2/console.log
	init=$(stamp "$log" "ltk-vm: init started")
	mods=$(stamp "$log" "ltk-vm: boot modules loaded")
	[ -n "$mods" ] || mods=$(stamp "$log" "ltk-vm: modules loaded")
	ktest=$(stamp "$log" "LTK: starting ")
	awk -v l="$1" -v b="$boot" -v f="$first" -v a="$t0" -v z="$t1" -v i="$init" \
	    -v m="$mods" -v k="$ktest" 'BEGIN {
		printf "%-12s -> booted %5.1f s, -> first test %5.1f s, total %5.1f s" \
		       " | guest clock: init %4.1f, modules %4.1f, first test %4.1f\n",
		       l, b, f, z - a, i, m, k }'
	echo "$first" >> "$W/first"
}
median() { sort -n "$1" | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
echo "kernel $KERNEL, scenario close01 dup01 write01, load $(cut -d' ' -f1 /proc/loadavg)"
one "cold" r0
: > "$W/first"
i=1
while [ "$i" -le "$RUNS" ]; do
	one "restored $i" "r$i"
	i=$((i + 1))
done
restored=$(median "$W/first")
: > "$W/first"
i=1
while [ "$i" -le "$RUNS" ]; do
	one "booted $i" "b$i" --no-snapshot
	i=$((i + 1))
done
echo "median of $RUNS runs restoring the saved guest: QEMU start -> first test $restored s"
echo "median of $RUNS runs booting (--no-snapshot): QEMU start -> first test $(median "$W/first") s"
grep -h 'accel' "$W/r1/console.log" | head -n 1 | sed 's/^=*  *//; s/ =*$//'
