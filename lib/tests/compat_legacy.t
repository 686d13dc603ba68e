# SPDX-License-Identifier: GPL-2.0-or-later
# LTP compatibility of the 2015 face: headers test.h/safe_macros.h bring, const TCID and
# TST_TOTAL, SAFE_CP into a directory.
mkdir -p "$T/tmp"
export TMPDIR="$T/tmp"
run compat_legacy
expect_exit 0
expect_count 2 'TPASS'
[ -z "$(ls "$T/tmp")" ] || fail "left behind: $(ls "$T/tmp")"
finish
