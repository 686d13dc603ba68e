# SPDX-License-Identifier: GPL-2.0-or-later
# Build-time probes: a missing library leaves its HAVE_ macro out and its *_LIBS empty, and a
# test guarded by the macro builds as a TCONF stub that says what is missing.
command -v cc >/dev/null || skip "no C compiler"
cat > "$T/cc" <<'SH'
#!/bin/sh
# a compiler on a machine without libaio
for a in "$@"; do [ "$a" = -laio ] && exit 1; done
exec cc "$@"
SH
chmod +x "$T/cc"
CC="$T/cc" sh "$SRC/mk/probe.sh" "$T/build" > /dev/null
grep -q '^LIBAIO_LIBS :=$' "$T/build/config.mk" || fail "LIBAIO_LIBS not empty without libaio"
grep -q 'HAVE_LIBAIO' "$T/build/include/ltk_config.h" && fail "HAVE_LIBAIO defined without libaio"
grep -q '^#define HAVE_LIBCAP 1$' "$T/build/include/ltk_config.h" ||
	grep -q '^LIBCAP_LIBS :=$' "$T/build/config.mk" || fail "libcap probe neither found nor missing"

cat > "$T/aio01.c" <<'C'
// SPDX-License-Identifier: GPL-2.0-or-later
#include "tst_test.h"
#include "ltk_config.h"
#ifdef HAVE_LIBAIO
static void run(void) { tst_res(TPASS, "libaio present"); }
static struct tst_test test = { .test_all = run };
#else
TST_TEST_TCONF("test requires libaio and its development files");
#endif
C
cc -std=gnu11 -D_GNU_SOURCE -I"$SRC/include" -I"$T/build/include" -o "$T/aio01" "$T/aio01.c" \
	"$O/lib/libltk.a" -lpthread || fail "the TCONF stub did not build"
run_cmd "$T/aio01"
expect_exit 32
expect_line 'TCONF: test requires libaio and its development files'
finish
