# SPDX-License-Identifier: GPL-2.0-or-later
# SAFE_* of include/lapi (keyctl, landlock, ldt, rt_signal, userfaultfd), io_uring and swap
# files, through the modern face (see safe_lapi.c): each success path, then a failure per
# macro reported at the caller's line as TBROK (exit 2), or TCONF (exit 32) for a feature
# the kernel lacks (simulated with a seccomp filter).
require_root

lapi() {	# lapi SCENARIO: run it
	LTK_LAPI=$1 run safe_lapi
}

# lapi_case SCENARIO REGEX [TYPE EXIT]: the scenario breaks at the line it announced
lapi_case() {
	lapi "$1"
	expect_exit "${4:-2}"
	_line=$(sed -n 's/.*TINFO: case line \([0-9]*\)$/\1/p' "$T/all")
	[ -n "$_line" ] || fail "$1: no case line"
	expect_line "^safe_lapi\.c:$_line: ${3:-TBROK}: $2"
	expect_no_line 'did not break|TFAIL'
}

# A kernel without one of the features (TCONF) skips that area's cases.
missing=" "
for area in keyctl landlock ldt rt_signal userfaultfd io_uring swap; do
	lapi $area
	if [ "$_status" = 32 ] && [ $area != rt_signal ]; then
		expect_line 'TCONF: '
		echo "  note: no $area here: $(grep -h 'TCONF: ' "$T/all" | head -n 1)"
		missing="$missing$area "
		continue
	fi
	expect_exit 0
	expect_no_line 'TFAIL|TBROK|TCONF|TWARN'
	expect_line 'TPASS'
done
has() {	# has AREA: the area's success run did not TCONF
	case $missing in *" $1 "*) return 1 ;; esac
	return 0
}

P='0x[0-9a-f]+'
if has keyctl; then
	lapi keyctl
	expect_count 6 'TPASS'
	lapi_case keyctl_fail \
		'keyctl\(KEYCTL_SET_REQKEY_KEYRING,99,0,0,0\) failed: EINVAL \(22\)$'
	lapi_case keyctl_conf 'keyctl\(9999,-2,0,0,0\) not supported: EOPNOTSUPP \(95\)$' \
		TCONF 32
	lapi_case keyctl_enosys \
		'keyctl\(KEYCTL_GET_KEYRING_ID,-2,0x1,0,0\) not supported: ENOSYS \(38\)$' TCONF 32
fi

if has landlock; then
	lapi landlock
	expect_line 'TPASS: mkdir\(\) elsewhere is denied by the ruleset$'
	lapi_case landlock_fail "landlock_add_rule\(-1,1,$P,0\) failed: EBADF \(9\)$"
	lapi_case landlock_disabled 'Landlock is disabled \(not in the lsm= boot parameter\)$' \
		TCONF 32
	lapi_case landlock_enosys 'Landlock is not supported by the kernel' TCONF 32
fi

if has ldt; then
	lapi_case ldt_fail "modify_ldt\(1,$P,1\) failed: EINVAL \(22\)$"
	# ENOSYS for a func the kernel does not know is a broken call, not a missing LDT
	lapi_case ldt_func "modify_ldt\(99,$P,16\) failed: ENOSYS \(38\)$"
	lapi_case ldt_enosys 'modify_ldt\(\) is not supported here' TCONF 32
fi
case $(uname -m) in
x86_64|i?86) ;;
*) lapi_case ldt 'modify_ldt\(\) is not supported here' TCONF 32 ;;
esac

lapi rt_signal
expect_line 'TPASS: the handler installed by rt_sigaction ran and returned$'
expect_count 4 'TPASS'
lapi_case rt_signal_fail "rt_sigaction\(SIGKILL,$P,\(nil\),8\) failed: EINVAL \(22\)$"
lapi_case rt_signal_size "rt_sigaction\(SIGUSR1,$P,\(nil\),4\) failed: EINVAL \(22\)$"
lapi_case rt_signal_mask "rt_sigprocmask\(\?\?\?\(99\),$P,\(nil\),8\) failed: EINVAL \(22\)$"

if has userfaultfd; then
	lapi_case userfaultfd_fail 'userfaultfd\(0x2\) failed: EINVAL \(22\)$'
	lapi_case userfaultfd_enosys 'userfaultfd\(\) is not supported by the kernel' TCONF 32
	lapi_case userfaultfd_eperm 'userfaultfd\(0x80000\) failed: EPERM \(1\)$'
	expect_line 'TINFO: Hint: check /proc/sys/vm/unprivileged_userfaultfd$'
	lapi userfaultfd_retry
	expect_exit 0
	expect_line \
		'TINFO: userfaultfd\(0x80000\) failed with EPERM, retrying with UFFD_USER_MODE_ONLY'
	expect_line 'TPASS: EPERM is retried with UFFD_USER_MODE_ONLY$'
fi

if has io_uring; then
	lapi_case io_uring_enosys 'io_uring is not supported by the kernel' TCONF 32
	lapi_case io_uring_supported 'io_uring is not supported by the kernel' TCONF 32
	# EPERM is TCONF only while kernel.io_uring_disabled says so
	if [ "$(cat /proc/sys/kernel/io_uring_disabled 2>/dev/null || echo 0)" = 0 ]; then
		lapi_case io_uring_eperm "io_uring_setup\(4,$P\) failed: EPERM \(1\)$"
	else
		lapi_case io_uring_eperm \
			'io_uring is disabled \(kernel\.io_uring_disabled = [12]\)$' TCONF 32
	fi
	lapi_case io_uring_fail 'io_uring_enter\(-1,0,0,0,\(nil\)\) failed: EBADF \(9\)$'
	lapi_case io_uring_strict \
		'Invalid io_uring_enter\([0-9]+,1,0,0,\(nil\)\) return value 0: SUCCESS \(0\)$'
fi

# swap files: with mkswap, and with the library's own header where mkswap is missing
if has swap; then
	lapi swap
	expect_count 3 'TPASS: .* can be swapped on and off$'
	expect_count 3 'TPASS: /proc/swaps lists the swap file while it is on$'
	expect_count 2 'TPASS: no swap area is left enabled$'
	expect_line 'TINFO: statvfs\(nodir\) failed: ENOENT \(2\)$'
	LTK_LAPI=swap run_cmd env PATH=/nonexistent "$BIN/safe_lapi"
	expect_exit 0
	expect_count 3 'TPASS: .* can be swapped on and off$'
	expect_no_line 'TFAIL|TBROK'
	lapi_case swap_fail 'statvfs\(nodir\) failed: ENOENT \(2\)$'
	lapi_case swap_tmpfs 'Swapfile on TMPFS not implemented$' TCONF 32
fi

grep -q ltk_safe_lapi /proc/mounts && fail "the tmpfs of swap_tmpfs is still mounted"
grep -q '/LTP_saf' /proc/swaps && fail "a swap area of safe_lapi was left enabled"
finish
