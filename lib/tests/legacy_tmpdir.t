# SPDX-License-Identifier: GPL-2.0-or-later
# tst_tmpdir/tst_rmdir: location, mode, removal; symlinks not followed; mounts not crossed.
base=$T/base
mkdir -p "$base"
TMPDIR=$base run legacy_tmpdir plain
expect_exit 0
expect_line "^tmpdir=$base/legXXXXXX\$|^tmpdir=$base/leg[A-Za-z0-9]{6}\$"
expect_line "^startwd=$(pwd)\$"
[ -z "$(ls -A "$base")" ] || fail "tmpdir left behind: $(ls -A "$base")"

# Trailing slashes and the default /tmp.
TMPDIR=$base/// run legacy_tmpdir plain
expect_line "^tmpdir=$base/leg"
TMPDIR= run legacy_tmpdir plain
expect_line '^tmpdir=/tmp/leg'

TMPDIR=relative/path run legacy_tmpdir plain
expect_exit 2
expect_line 'You must specify an absolute pathname for environment variable TMPDIR'

TMPDIR=$base/missing run legacy_tmpdir plain
expect_exit 2
expect_line 'mkdtemp\(.*\) failed: errno=ENOENT'

# A symlink to a directory outside: the link goes, the target and its content stay.
victim=$T/victim
mkdir -p "$victim/sub"
echo keep > "$victim/sub/file"
TMPDIR=$base run legacy_tmpdir symlink "$victim"
expect_exit 0
[ -f "$victim/sub/file" ] || fail "tst_rmdir() followed a symlink and deleted $victim/sub/file"
[ -z "$(ls -A "$base")" ] || fail "tmpdir left behind"

if [ "$(id -u)" = 0 ]; then
	TMPDIR=$base run legacy_tmpdir mount
	expect_exit 4
	expect_line 'TWARN  :  .*mnt is a mount point, not removed'
	expect_line "TPASS  :  tst_rmdir\(\) left the mount alone"
	grep -q " $base" /proc/mounts && fail "mount left behind"
	[ -z "$(ls -A "$base")" ] || fail "tmpdir left behind after mount case"
fi

run legacy_tmpdir nodir
expect_exit 4
expect_line 'TWARN  :  .*the temporary directory was never created'
run legacy_tmpdir path
expect_exit 2
expect_line 'tst_tmpdir\(\) was not called'
finish
