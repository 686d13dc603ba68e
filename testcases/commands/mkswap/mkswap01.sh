#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# mkswap on a file and on a block device: the swap signature is at the end of the first
# page, blkid sees TYPE=swap with our label and UUID; swapon/swapoff of the file when the
# kernel lets us (TCONF otherwise); too small a file is refused.
TST_DESCRIPTION="mkswap writes a valid swap signature; swapon accepts it"
TST_TESTFUNC=do_test
TST_CNT=4
TST_NEEDS_ROOT=1
TST_NEEDS_DEVICE=1
TST_NEEDS_CMDS="mkswap blkid od"
TST_CLEANUP=cleanup
TST_EXCLUSIVE="swap"

UUID=6c7d1a4e-2b3f-4c5d-9e8f-0a1b2c3d4e5f
SWAPON=

cleanup()
{
	[ -n "$SWAPON" ] && swapoff "$PWD/swapfile"
}

# The 10 bytes before the end of the first page: "SWAPSPACE2".
signature()
{
	local page

	page=$(tst_getconf PAGESIZE)
	dd if="$1" bs=1 skip=$((page - 10)) count=10 2> /dev/null
}

do_test1()
{
	ROD dd if=/dev/zero of=swapfile bs=1M count=32 2> /dev/null
	ROD chmod 600 swapfile
	ROD_SILENT mkswap -L ltkswap -U "$UUID" swapfile
	EXPECT_PASS test "$(signature swapfile)" = SWAPSPACE2
	EXPECT_PASS test "$(blkid -p -o value -s TYPE swapfile)" = swap
	EXPECT_PASS test "$(blkid -p -o value -s LABEL swapfile)" = ltkswap
	EXPECT_PASS test "$(blkid -p -o value -s UUID swapfile)" = "$UUID"
}

do_test2()
{
	ROD tst_device clear "$TST_DEVICE"
	ROD_SILENT mkswap "$TST_DEVICE"
	EXPECT_PASS test "$(signature "$TST_DEVICE")" = SWAPSPACE2
	EXPECT_PASS test "$(blkid -p -o value -s TYPE "$TST_DEVICE")" = swap
}

do_test3()
{
	local err

	if ! tst_cmd_available swapon; then
		tst_res TCONF "swapon not installed"
		return
	fi
	if ! err=$(swapon "$PWD/swapfile" 2>&1); then
		case "$err" in
		*"Operation not permitted"*|*"Invalid argument"*|*"Function not implemented"*)
			tst_res TCONF "swapon refused here: $err"
			return
			;;
		esac
		tst_res TFAIL "swapon failed: $err"
		return
	fi
	SWAPON=1
	EXPECT_PASS grep -q "^$PWD/swapfile " /proc/swaps
	ROD swapoff "$PWD/swapfile"
	SWAPON=
	EXPECT_FAIL grep -q "^$PWD/swapfile " /proc/swaps
}

do_test4()
{
	ROD dd if=/dev/zero of=tiny bs=1k count=4 2> /dev/null
	EXPECT_FAIL mkswap tiny
}

. tst_test.sh
tst_run
