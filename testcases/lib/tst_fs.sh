#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
#
# Devices and filesystems for shell tests: mkfs, mount, umount, device size and the
# list of supported filesystems.
# Part of the shell test library: sourced by tst_test.sh, not by tests.
# shellcheck disable=SC3043 # "local": dash, bash, busybox ash and mksh all have it
# shellcheck disable=SC2317,SC2329 # called by name from tests and the library

# tst_mkfs [FS_TYPE [OPTS...]]: OPTS default to $TST_DEVICE.
tst_mkfs()
{
	local fs_type="${1:-$TST_FS_TYPE}" ltk_opts

	[ $# -gt 0 ] && shift
	if [ $# -eq 0 ]; then
		if [ -z "$TST_DEVICE" ]; then
			tst_brk TBROK "No device given to tst_mkfs (set TST_NEEDS_DEVICE=1)"
			return 2
		fi
		set -- "$TST_DEVICE"
	fi
	if [ "$fs_type" = tmpfs ]; then
		tst_res TINFO "Skipping mkfs for TMPFS filesystem"
		return 0
	fi
	tst_require_cmds "mkfs.$fs_type"
	# The C library's options: no question, no banner, no zeroing of the whole device.
	ltk_opts=$(tst_device mkfs-opts "$fs_type") || {
		tst_brk TBROK "tst_device mkfs-opts $fs_type failed"
		return 2
	}
	tst_res TINFO "Formatting $fs_type with opts='$*'"
	# shellcheck disable=SC2086 # option words without spaces
	ROD_SILENT "mkfs.$fs_type" $ltk_opts "$@"
}

tst_mount()
{
	local err rc

	case "$TST_MNTPOINT" in
	/*) ;;
	*) TST_MNTPOINT=$PWD/$TST_MNTPOINT ;;
	esac
	ROD_SILENT mkdir -p "$TST_MNTPOINT"
	tst_res TINFO "Mounting device: mount -t $TST_FS_TYPE $TST_DEVICE $TST_MNTPOINT" \
		"$TST_MNT_PARAMS"
	err=${_tst_state:-/tmp}/mount.$$
	# shellcheck disable=SC2086 # TST_MNT_PARAMS is a list of mount options
	mount -t "$TST_FS_TYPE" "$TST_DEVICE" "$TST_MNTPOINT" $TST_MNT_PARAMS 2> "$err"
	rc=$?
	if [ $rc != 0 ]; then
		cat "$err" >&2
		rm -f "$err"
		[ $rc = 32 ] && tst_brk TCONF "Cannot mount $TST_FS_TYPE, missing driver?"
		tst_brk TBROK "Failed to mount device $TST_FS_TYPE type: mount exit = $rc"
		return 2
	fi
	rm -f "$err"
	_tst_mounted=$TST_MNTPOINT
}

# Is $1 a mount point (second field of /proc/mounts, octal escapes decoded)?
_tst_is_mounted()
{
	awk -v m="$1" '{
		p = $2; gsub(/\\040/, " ", p); gsub(/\\011/, "\t", p); gsub(/\\134/, "\\", p)
		if (p == m) found = 1
	} END { exit !found }' /proc/mounts
}

tst_umount()
{
	local mnt="${1:-$TST_MNTPOINT}" i=0

	[ -n "$mnt" ] || return 0
	case "$mnt" in
	/*) ;;
	*)
		tst_brk TCONF "The '$mnt' is not an absolute path"
		return 32
		;;
	esac
	mnt=$(echo "$mnt" | sed 's,/*$,,')
	if ! _tst_is_mounted "$mnt"; then
		tst_res TINFO "The $mnt is not mounted, skipping umount"
		return 0
	fi
	while [ $i -lt 50 ]; do
		umount "$mnt" 2>/dev/null && {
			[ "$_tst_mounted" = "$mnt" ] && _tst_mounted=
			return 0
		}
		_tst_is_mounted "$mnt" || return 0
		i=$((i + 1))
		tst_res TINFO "umount($mnt) failed, try $i ..."
		tst_res TINFO "Likely gvfsd-trash is probing newly mounted fs, kill it to speed up tests."
		tst_sleep 100ms
	done
	tst_res TWARN "Failed to umount($mnt) after 50 retries"
	return 1
}

# Size of a block device in MiB.
tst_get_device_size()
{
	local dev="${1:-$TST_DEVICE}" bytes

	bytes=$(blockdev --getsize64 "$dev" 2>/dev/null) || {
		tst_res TWARN "Cannot get the size of '$dev'"
		return 1
	}
	echo $((bytes / 1048576))
}

# Filesystems both the kernel and the tools support (order as in the C library),
# limited to LTP_SINGLE_FS_TYPE, without the TST_SKIP_FILESYSTEMS ones.
_tst_supported_fs()
{
	local fs skip=",${TST_SKIP_FILESYSTEMS:-},"

	# the C library's list, so shell and C tests cover the same filesystems
	if tst_cmd_available tst_supported_fs; then
		tst_supported_fs -s "${TST_SKIP_FILESYSTEMS:-}"
		return
	fi

	skip=$(echo "$skip" | tr -d ' ')
	for fs in ${LTP_SINGLE_FS_TYPE:-ext2 ext3 ext4 xfs btrfs bcachefs vfat exfat ntfs tmpfs}; do
		case "$skip" in
		*",$fs,"*)
			tst_res TINFO "Skipping $fs as requested by the test" >&2
			continue
			;;
		esac
		if tst_fs_supported "$fs"; then
			echo "$fs"
		else
			tst_res TINFO "Skipping $fs: not supported by the kernel or missing mkfs.$fs" >&2
		fi
	done
}

# tst_fs_supported FS: the kernel (or FUSE with its mount helper) and mkfs.FS are there.
tst_fs_supported()
{
	local fs="$1" kernel=''

	if tst_cmd_available tst_supported_fs; then
		tst_supported_fs "$fs" 2> /dev/null
		return
	fi

	grep -qw "$fs" /proc/filesystems && kernel=1
	if [ -z "$kernel" ] && grep -qw fuse /proc/filesystems && [ -c /dev/fuse ]; then
		case "$fs" in
		ntfs) tst_cmd_available ntfs-3g && kernel=1 ;;
		exfat) tst_cmd_available mount.exfat-fuse && kernel=1 ;;
		esac
	fi
	[ -n "$kernel" ] || return 1
	[ "$fs" = tmpfs ] || tst_cmd_available "mkfs.$fs"
}
