# SPDX-License-Identifier: GPL-2.0-or-later
# TST_PATH_UNCHANGED and the path-error fixture: a path left alone passes, a mode change, a
# name that appeared and one that vanished fail; rows run as root and as nobody, each
# followed by its unchanged check; the read-only file comes from .needs_rofs.
require_root
run path_errors
expect_exit 1
L='path_errors\.c:[0-9]+'
expect_line "^$L: TPASS: file unchanged \(mode 100644, owner 0:0, ctime kept\)$"
expect_line "^$L: TFAIL: file changed: ino [0-9]+ -> [0-9]+, mode 100644 -> 100600, "
expect_line "^$L: TFAIL: new: lstat\(\) gave ENOENT before the call, success after$"
expect_line "^$L: TFAIL: new: lstat\(\) gave success before the call, ENOENT after$"
expect_line "^$L: TPASS: nobody: search denied : EACCES \(13\)$"
expect_line "^$L: TPASS: nosearch/file unchanged "
expect_line "^$L: TPASS: <PATH_MAX \+ 1 bytes> still does not exist \(ENAMETOOLONG\)$"
expect_line "^$L: TPASS: bad address : EFAULT \(14\)$"
expect_line "^$L: TPASS: read-only : EROFS \(30\)$"
expect_line "^$L: TPASS: rofs/file unchanged "
expect_count 3 TFAIL
expect_count 10 TPASS
finish
