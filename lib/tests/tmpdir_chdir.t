# SPDX-License-Identifier: GPL-2.0-or-later
# The library's chdir() into the temporary directory is checked: when it returns 0 without
# moving (a broken kernel, or ltk-mutate's noop), the test is TBROK and writes nothing where
# it was started. The directory it was started in is on PATH after the chdir(), last.
mut=$O/bin/ltk-mutate
[ -x "$mut" ] || fail "$mut is not built"
mkdir -p "$T/cwd" "$T/tmp"

run_cmd sh -c 'cd "$1" && TMPDIR="$2" exec "$3"' sh "$T/cwd" "$T/tmp" "$BIN/tmpdir_chdir"
expect_exit 0
expect_line 'TPASS: a file was created in the temporary directory'

printf '#!/bin/sh\nexit 0\n' > "$T/cwd/ltk_start_dir_helper"
chmod +x "$T/cwd/ltk_start_dir_helper"
run_cmd sh -c 'cd "$1" && TMPDIR="$2" LTK_PATH_HELPER=ltk_start_dir_helper exec "$3"' sh \
	"$T/cwd" "$T/tmp" "$BIN/tmpdir_chdir"
expect_exit 0
expect_line 'TPASS: ltk_start_dir_helper in the start directory was found through PATH$'
rm "$T/cwd/ltk_start_dir_helper"

case $BIN in */asan/*) finish ;; esac
run_cmd sh -c 'cd "$1" && TMPDIR="$2" exec "$3" -m noop -c chdir -- "$4"' sh "$T/cwd" "$T/tmp" \
	"$mut" "$BIN/tmpdir_chdir"
[ $((_status & 2)) = 2 ] || fail "chdir noop: exit $_status, expected TBROK"
expect_no_line 'TPASS'
expect_line 'TBROK: chdir\(.*\) returned 0 but the working directory did not change'
[ -z "$(ls -A "$T/cwd")" ] || fail "the test wrote in its starting directory: $(ls -A "$T/cwd")"
[ -z "$(ls -A "$T/tmp")" ] || fail "the temporary directory was left: $(ls -A "$T/tmp")"
finish
