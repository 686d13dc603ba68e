# SPDX-License-Identifier: GPL-2.0-or-later
# LTP compatibility of .resource_files (modes, lookup directories) and SAFE_CP into a directory.
mkdir -p "$T/start" "$T/root/testcases/bin" "$T/root/testcases/data/compat_res"
printf 'startdir\n' > "$T/start/helper.sh"
chmod 0755 "$T/start/helper.sh"
printf 'testcases-bin\n' > "$T/root/testcases/bin/bin.txt"
chmod 0644 "$T/root/testcases/bin/bin.txt"
printf 'testcases-data\n' > "$T/root/testcases/data/compat_res/data.txt"
chmod 0640 "$T/root/testcases/data/compat_res/data.txt"
cd "$T/start" || fail "cd"
LTPROOT=$T/root run compat_res
expect_exit 0
expect_count 4 'TPASS: '
expect_no_line 'TFAIL'
finish
