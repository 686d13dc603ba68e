# SPDX-License-Identifier: GPL-2.0-or-later
# Stamped sectors found by an O_DIRECT scan: all, none of another tag, one fewer when one
# byte changes; a missing device is TBROK.
# O_DIRECT needs a filesystem that has it (older tmpfs has not).
if [ "$(stat -f -c %T "$T")" != tmpfs ]; then
	run dev_stamp count "$T"
	expect_exit 0
	expect_count 4 TPASS
	expect_line 'one byte changed: 63 sectors found, expected 63'
fi

run dev_stamp tag
expect_exit 0
expect_count 2 TPASS

run dev_stamp count /nonexistent/ltk
expect_exit 2
finish
