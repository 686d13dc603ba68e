#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# /sys agrees with the kernel: /sys/kernel values have their documented form and every
# readable file under /sys/kernel (outside debug, tracing and security) reads without
# error; the test's loop device appears under /sys/class/block with its backing file and
# size.
TST_DESCRIPTION="/sys/kernel and /sys/class/block report what the kernel knows"
TST_TESTFUNC=do_test
TST_CNT=3
TST_NEEDS_ROOT=1
TST_NEEDS_DEVICE=1
TST_NEEDS_CMDS="find blockdev"

do_test1()
{
	EXPECT_PASS tst_is_int "$(cat /sys/kernel/uevent_seqnum)"
	# kexec_loaded exists with CONFIG_KEXEC_CORE only
	if [ -r /sys/kernel/kexec_loaded ]; then
		EXPECT_PASS grep -qE '^[01]$' /sys/kernel/kexec_loaded
	fi
	EXPECT_PASS test -d /sys/kernel/mm
	if [ -r /sys/kernel/address_bits ]; then
		EXPECT_PASS grep -qE '^(32|64)$' /sys/kernel/address_bits
	fi
	slab_sample
}

# SLUB caches: an object fits in its slot (object_size <= slab_size), for a sample.
slab_sample()
{
	local dir obj slot n=0 bad=0

	[ -d /sys/kernel/slab ] || return 0
	for dir in /sys/kernel/slab/*/; do
		if [ ! -r "$dir/object_size" ] || [ ! -r "$dir/slab_size" ]; then
			continue
		fi
		obj=$(cat "$dir/object_size")
		slot=$(cat "$dir/slab_size")
		if ! tst_is_int "$obj" || ! tst_is_int "$slot" || [ "$obj" -le 0 ] ||
		   [ "$obj" -gt "$slot" ]; then
			tst_res TFAIL "$dir: object_size '$obj', slab_size '$slot'"
			bad=$((bad + 1))
		fi
		n=$((n + 1))
		[ $n -ge 50 ] && break
	done
	[ $n -gt 0 ] && [ $bad = 0 ] && tst_res TPASS "$n slab caches have object_size <= slab_size"
	return 0
}

do_test2()
{
	local line f n bad=0 rc=0

	# slab holds ~7000 per-cache statistics (sampled in do_test1): reading them all would
	# triple the run time for little
	find /sys/kernel -path /sys/kernel/debug -prune -o -path /sys/kernel/tracing -prune \
		-o -path /sys/kernel/security -prune -o -path /sys/kernel/slab -prune \
		-o -type f -perm -0400 -print > files 2> /dev/null
	n=$(wc -l < files)
	# a file may vanish (a network interface going away): not an error
	tst_read_files -s < files > errors || rc=$?
	[ $rc -le 1 ] || tst_brk TBROK "tst_read_files failed with exit status $rc"
	while IFS= read -r line; do
		f=${line%: *}
		case "${line##*: }" in
		# write-triggered or hardware-backed attributes may refuse a read
		"Operation not supported"|"Input/output error"|"No such device"|\
		"Invalid argument"|"Permission denied")
			continue
			;;
		esac
		tst_res TFAIL "reading $f failed: ${line##*: }"
		bad=$((bad + 1))
	done < errors
	if [ "$n" -lt 10 ]; then
		tst_res TFAIL "only $n readable files under /sys/kernel"
	elif [ $bad = 0 ]; then
		tst_res TPASS "read $n files under /sys/kernel"
	fi
}

do_test3()
{
	local name="${TST_DEVICE#/dev/}" backing hex

	case "$name" in
	loop*) ;;
	*)
		tst_res TCONF "$TST_DEVICE is not a loop device (LTP_DEV set)"
		return
		;;
	esac
	EXPECT_PASS test -d "/sys/class/block/$name"
	# a file in the test's directory, or memory named after it (LTK_DEV_IMAGE)
	backing=$(cat "/sys/class/block/$name/loop/backing_file")
	EXPECT_PASS test "$backing" = "$PWD/test_dev.img" -o \
		"$backing" = "/memfd:$PWD/test_dev.img (deleted)"
	EXPECT_PASS test $(($(cat "/sys/class/block/$name/size") * 512)) = \
		"$(blockdev --getsize64 "$TST_DEVICE")"
	# major and minor in hex: %t %T are also busybox's (ltk vm), %Hr %Lr only coreutils'
	hex=$(stat -c '%t:%T' "$TST_DEVICE")
	EXPECT_PASS test "$(cat "/sys/class/block/$name/dev")" = \
		"$((0x${hex%:*})):$((0x${hex#*:}))"
}

. tst_test.sh
tst_run
