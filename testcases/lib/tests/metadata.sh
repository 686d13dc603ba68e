#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# Self-test fixture: --metadata output.
TST_TESTFUNC=do_test
TST_CNT=4
TST_DESCRIPTION='metadata "quoted" \ test'
TST_NEEDS_ROOT=1
TST_MOUNT_DEVICE=1
TST_FS_TYPE=xfs
TST_DEVICE_SIZE=512
TST_SKIP_FILESYSTEMS="vfat, exfat"
TST_NEEDS_CMDS="mkfs.xfs tar"
TST_NEEDS_DRIVERS="loop zram"
TST_NEEDS_KCONFIGS="CONFIG_XFS_FS,CONFIG_BLOCK=y"
TST_MIN_KVER="4.19"
TST_TIMEOUT=120
TST_RUNS_ALONE=1
TST_EXCLUSIVE="swap net"

do_test()
{
	tst_res TPASS "ran $1"
}

. tst_test.sh
tst_run
