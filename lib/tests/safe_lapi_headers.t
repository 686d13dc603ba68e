# SPDX-License-Identifier: GPL-2.0-or-later
# The headers of safe_lapi compile on their own in both faces (the SAFE_* macros only in
# the modern one), and next to the system headers they extend, in either order.
CC=${CC:-cc}
command -v "$CC" >/dev/null 2>&1 || skip "no C compiler"

try_compile() {	# try_compile LINE...: a file of these lines (#include/#define/code)
	: > "$T/t.c"
	for l in "$@"; do
		case $l in
		-D*) echo "#define ${l#-D}" >> "$T/t.c" ;;
		\<*) echo "#include $l" >> "$T/t.c" ;;
		*.h) echo "#include \"$l\"" >> "$T/t.c" ;;
		*) echo "$l" >> "$T/t.c" ;;
		esac
	done
	run_cmd "$CC" -std=gnu11 -D_GNU_SOURCE -Wall -Wextra -Werror -fsyntax-only \
		-I"$SRC/include" -I"$O/include" "$T/t.c"
}

HEADERS="lapi/keyctl.h lapi/landlock.h lapi/ldt.h lapi/rt_sigaction.h lapi/safe_rt_signal.h
	lapi/userfaultfd.h lapi/io_uring.h tst_safe_io_uring.h tse_swap.h"
for h in $HEADERS; do
	try_compile -DTST_TEST_H__ "$h"
	expect_exit 0
	try_compile test.h "$h"
	expect_exit 0
done
# shellcheck disable=SC2086
try_compile tst_test.h $HEADERS
expect_exit 0

# the modern macros are there in a tst_test.h test, not in a test.h one
try_compile tst_test.h lapi/keyctl.h 'long f(void) { return SAFE_KEYCTL(0, -3, 0, 0, 0); }'
expect_exit 0
try_compile test.h lapi/keyctl.h 'long f(void) { return SAFE_KEYCTL(0, -3, 0, 0, 0); }'
[ "$_status" != 0 ] || fail "SAFE_KEYCTL exists in a test.h test"

# libkeyutils' header before or after ours: same signatures, no conflict
if [ -f /usr/include/keyutils.h ]; then
	try_compile '<keyutils.h>' lapi/keyctl.h
	expect_exit 0
	try_compile lapi/keyctl.h '<keyutils.h>'
	expect_exit 0
fi

try_compile lapi/keyctl.h '<linux/keyctl.h>'
expect_exit 0
try_compile '<linux/keyctl.h>' lapi/keyctl.h
expect_exit 0

# the full landlock_ruleset_attr whatever the installed <linux/landlock.h> has
try_compile lapi/landlock.h '<linux/landlock.h>' \
	'_Static_assert(sizeof(struct landlock_ruleset_attr) == 24, "3 fields");' \
	'struct landlock_net_port_attr n = {.port = 80};' \
	'int r = LANDLOCK_RULE_NET_PORT + (int)LANDLOCK_SCOPE_SIGNAL;'
expect_exit 0

# the kernel's sigaction is what rt_sigaction(2) reads
try_compile lapi/rt_sigaction.h \
	'struct kernel_sigaction k;' \
	'_Static_assert(sizeof(k.sa_mask) == LTK_KERNEL_SIGSETSIZE, "kernel sigset");'
expect_exit 0
finish
