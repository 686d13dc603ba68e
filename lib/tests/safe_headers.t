# SPDX-License-Identifier: GPL-2.0-or-later
# The legacy (test.h, safe_*.h) and modern (tst_safe_*.h) SAFE_* headers define the same
# macro names differently, so one test may include only one face: either order is an #error.
CC=${CC:-cc}
command -v "$CC" >/dev/null 2>&1 || skip "no C compiler"

try_compile() {	# try_compile HEADER... : preprocess a file including them in that order
	: > "$T/t.c"
	for h in "$@"; do
		case $h in
		-D*) echo "#define ${h#-D}" >> "$T/t.c" ;;
		*) echo "#include \"$h\"" >> "$T/t.c" ;;
		esac
	done
	run_cmd "$CC" -std=gnu11 -D_GNU_SOURCE -fsyntax-only -I"$SRC/include" -I"$O/include" \
		"$T/t.c"
}

try_compile test.h safe_macros.h safe_stdio.h safe_net.h
expect_exit 0
try_compile -DTST_TEST_H__ tst_safe_macros.h tst_safe_stdio.h tst_safe_file_ops.h \
	tst_safe_net.h tst_safe_pthread.h tst_safe_sysv_ipc.h tst_safe_posix_ipc.h \
	tst_safe_timerfd.h tst_safe_clocks.h tst_safe_file_at.h tst_epoll.h tst_safe_prw.h \
	lapi/splice.h lapi/stat.h
expect_exit 0

# each modern header on its own, without anything before it
for h in tst_safe_macros.h tst_safe_macros_inline.h tst_safe_stdio.h tst_safe_file_ops.h \
	 tst_safe_net.h tst_safe_pthread.h tst_safe_sysv_ipc.h tst_safe_posix_ipc.h \
	 tst_safe_timerfd.h tst_safe_clocks.h tst_safe_file_at.h tst_epoll.h tst_safe_prw.h \
	 lapi/splice.h lapi/stat.h; do
	try_compile -DTST_TEST_H__ "$h"
	expect_exit 0
done

try_compile test.h tst_safe_macros.h
[ "$_status" != 0 ] || fail "test.h + tst_safe_macros.h compiled"
expect_line 'tst_safe_macros\.h is for tst_test\.h tests'

try_compile -DTST_TEST_H__ tst_safe_stdio.h safe_macros.h
[ "$_status" != 0 ] || fail "tst_safe_stdio.h + safe_macros.h compiled"
expect_line 'test\.h and tst_test\.h cannot be used in the same test'

try_compile tst_safe_macros.h safe_file_ops.h
[ "$_status" != 0 ] || fail "tst_safe_macros.h + safe_file_ops.h compiled"
expect_line 'safe_file_ops\.h is the legacy \(test\.h\) face'

try_compile safe_stdio.h tst_safe_file_at.h
[ "$_status" != 0 ] || fail "safe_stdio.h + tst_safe_file_at.h compiled"
expect_line 'tst_safe_file_at\.h is for tst_test\.h tests'
finish
