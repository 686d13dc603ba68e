# SPDX-License-Identifier: GPL-2.0-or-later
# What tst_test.h refuses at compile time, and TST_TEST_TCONF / TST_NO_DEFAULT_MAIN.
CC=${CC:-cc}
compile() {	# compile NAME: $T/NAME.c -> $T/NAME; status in $_cc
	$CC -std=gnu11 -D_GNU_SOURCE -Wall -Wextra -Werror -Wno-unused-parameter \
		-I"$SRC/include" -I"$O/include" -o "$T/$1" "$T/$1.c" "$O/lib/libltk.a" \
		-lpthread > "$T/$1.log" 2>&1
	_cc=$?
}

cat > "$T/brk_res.c" <<'C'
#include "tst_test.h"
static void run(void) { tst_res(TBROK, "not allowed"); }
static struct tst_test test = { .test_all = run };
C
compile brk_res
[ $_cc != 0 ] || fail "tst_res(TBROK) compiled"

cat > "$T/mixed.c" <<'C'
#include "test.h"
#include "tst_test.h"
C
compile mixed
[ $_cc != 0 ] || fail "test.h and tst_test.h together compiled"
grep -q 'cannot be used in the same test' "$T/mixed.log" || fail "no clear message for mixing"

cat > "$T/tconf.c" <<'C'
#include "tst_test.h"
TST_TEST_TCONF("this test needs something this build lacks");
C
compile tconf
[ $_cc = 0 ] || fail "TST_TEST_TCONF did not compile: $(cat "$T/tconf.log")"
run_cmd "$T/tconf"
expect_exit 32
expect_line 'TCONF: this test needs something this build lacks$'
expect_line '^skipped  1$'

cat > "$T/nomain.c" <<'C'
#define TST_NO_DEFAULT_MAIN
#include "tst_test.h"
static void run(void) { tst_res(TPASS, "own main"); }
static struct tst_test test = { .test_all = run };
int main(int argc, char *argv[])
{
	tst_res(TINFO, "before the library");
	tst_run_tcases(argc, argv, &test);
}
C
compile nomain
[ $_cc = 0 ] || fail "TST_NO_DEFAULT_MAIN did not compile: $(cat "$T/nomain.log")"
run_cmd "$T/nomain"
expect_exit 0
expect_line 'TINFO: before the library$'
expect_line 'TPASS: own main$'

# Before the library starts, tst_brk just exits with the type.
cat > "$T/early.c" <<'C'
#define TST_NO_DEFAULT_MAIN
#include "tst_test.h"
int main(void)
{
	tst_brk(TCONF, "too early");
	return 0;
}
C
compile early
run_cmd "$T/early"
expect_exit 32
expect_line 'TCONF: too early$'
finish
