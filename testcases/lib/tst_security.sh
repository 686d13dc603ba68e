#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# Linux security module probes for shell tests: AppArmor, SELinux, kernel lockdown and
# UEFI secure boot. Sourced by tst_test.sh. All read-only except tst_disable_*.
# shellcheck disable=SC3043 # "local": dash, bash, busybox ash and mksh all have it

tst_apparmor_enabled()
{
	[ "$(cat /sys/module/apparmor/parameters/enabled 2>/dev/null)" = Y ]
}

# Profiles in enforce/complain mode, as "N" (0 when AppArmor is off).
tst_apparmor_used_profile()
{
	tst_apparmor_enabled || { echo 0; return 1; }
	grep -c . /sys/kernel/security/apparmor/profiles 2>/dev/null || echo 0
}

tst_get_selinux_dir()
{
	if [ -f /sys/fs/selinux/enforce ]; then
		echo /sys/fs/selinux
	elif [ -f /selinux/enforce ]; then
		echo /selinux
	fi
}

tst_get_enforce()
{
	local dir

	dir=$(tst_get_selinux_dir)
	[ -n "$dir" ] || return 1
	cat "$dir/enforce"
}

tst_selinux_enforced()
{
	[ "$(tst_get_enforce 2>/dev/null)" = 1 ]
}

tst_selinux_used_profile()
{
	local dir

	dir=$(tst_get_selinux_dir)
	[ -n "$dir" ] || return 1
	cat /proc/self/attr/current 2>/dev/null
}

# Set SELinux enforcing (1) or permissive (0).
tst_update_selinux_state()
{
	local dir

	dir=$(tst_get_selinux_dir)
	[ -n "$dir" ] || return 1
	echo "$1" > "$dir/enforce"
}

tst_disable_selinux()
{
	tst_selinux_enforced || return 0
	tst_res TINFO "setting SELinux permissive for the test"
	tst_update_selinux_state 0
}

tst_disable_apparmor()
{
	tst_apparmor_enabled || return 0
	if ! command -v aa-teardown >/dev/null 2>&1; then
		tst_res TWARN "AppArmor enabled but aa-teardown is missing, cannot disable it"
		return 1
	fi
	tst_res TINFO "unloading AppArmor profiles for the test"
	aa-teardown >/dev/null 2>&1
}

# Kernel lockdown is on when the active mode is not [none].
tst_lockdown_enabled()
{
	local f=/sys/kernel/security/lockdown

	[ -r "$f" ] || return 1
	! grep -q '\[none\]' "$f"
}

# UEFI SecureBoot variable: 4 attribute bytes then the value byte.
tst_secureboot_enabled()
{
	local var val

	for var in /sys/firmware/efi/efivars/SecureBoot-*; do
		[ -r "$var" ] || return 1
		val=$(od -An -j4 -N1 -tu1 "$var" 2>/dev/null | tr -d ' ')
		[ "$val" = 1 ]
		return
	done
	return 1
}
