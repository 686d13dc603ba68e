#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# make install into a temporary DESTDIR: the layout, an out-of-tree test built with
# pkg-config against it and run, and the installed ltk finding its own tree.
# Ends with "N passed, N failed".
set -u
O=${1:-build}
SRC=$(cd "$(dirname "$0")/.." && pwd)
case $O in /*) ;; *) O=$SRC/$O ;; esac
passed=0
failed=0
ok() { passed=$((passed + 1)); echo "ok   $*"; }
bad() {
	failed=$((failed + 1))
	echo "FAIL $*"
	[ -f "$W/out" ] && sed 's/^/    | /' "$W/out" | tail -n 20
}
check() {
	name=$1
	shift
	if "$@" > "$W/out" 2>&1; then ok "$name"; else bad "$name"; fi
}
W=$(mktemp -d "${TMPDIR:-/tmp}/ltk-check-install.XXXXXX") || exit 1
trap 'rm -rf "$W"' EXIT
trap 'exit 1' INT TERM HUP
D=$W/destdir
P=/opt/ltk-check
export XDG_CACHE_HOME="$W/cache"

check "install into DESTDIR" sh "$SRC/mk/install.sh" "$O" "$D$P" "$P"
for f in bin/ltk bin/runltp lib/libltk.a lib/pkgconfig/ltk.pc include/ltk/test.h \
	 include/ltk/tst_test.h include/ltk/ltk_config.h runtest scenario_groups/default \
	 testcases/bin; do
	case $f in include/ltk/tst_test.h) [ -f "$SRC/include/tst_test.h" ] || continue ;; esac
	check "installed $f" test -e "$D$P/$f"
done
[ -d "$SRC/include/lapi" ] && check "lapi/ headers installed" test -d "$D$P/include/ltk/lapi"
check "nothing written outside DESTDIR" test ! -e "$P"
check "ltk.pc names the final prefix" grep -qx "prefix=$P" "$D$P/lib/pkgconfig/ltk.pc"

cat > "$W/t.c" <<'C'
// SPDX-License-Identifier: GPL-2.0-or-later
#include "test.h"

char *TCID = "outoftree01";
int TST_TOTAL = 1;

int main(void)
{
	tst_resm(TPASS, "built out of tree against the installed library");
	tst_exit();
}
C
PKG="pkg-config --define-variable=prefix=$D$P"
export PKG_CONFIG_PATH="$D$P/lib/pkgconfig"
# shellcheck disable=SC2086 # $PKG is pkg-config and an option
check "pkg-config knows ltk" $PKG --exists ltk
check "out-of-tree test builds with pkg-config flags" \
	sh -c "cc -o '$W/t' '$W/t.c' \$($PKG --cflags ltk) \$($PKG --libs ltk)"
check "out-of-tree test runs and passes" sh -c "'$W/t' | grep -q 'TPASS.*installed library'"

# the installed runner runs tests of its own tree
printf 'outoftree01 outoftree01\n' > "$D$P/runtest/ltkcheck"
cp "$W/t" "$D$P/testcases/bin/outoftree01"
check "installed ltk finds runtest/ and testcases/bin of its tree" \
	sh -c "cd '$W' && '$D$P/bin/ltk' run -f ltkcheck -q --results '$W/res' &&
	       grep -q '^tag=outoftree01 .* stat=0 ' '$W/res/ltk.log'"
# shellcheck disable=SC2016 # $LTPROOT is expanded by the shell running the runtest line
printf 'root01 test "$LTPROOT" = "%s"\n' "$D$P" > "$D$P/runtest/ltkroot"
check "installed ltk exports LTPROOT" \
	sh -c "cd '$W' && '$D$P/bin/ltk' run -f ltkroot -q --results '$W/res2'"

# a build without json-c stops with what to install, not with a compiler error
make -s -C "$SRC" O="$O" JSONC_LIBS= runner > "$W/nojson" 2>&1
check "make without json-c fails" test $? != 0
check "make without json-c names the package to install" \
	grep -q 'needs json-c: install libjson-c-dev' "$W/nojson"

echo
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
