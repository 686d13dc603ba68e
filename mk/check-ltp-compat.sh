#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# LTP compatibility: the programs of lib/tests/ltp-compat/, written the way LTP's tests are
# (its headers, lapi/, config.h, the 2015 face), are compiled one by one against the
# INSTALLED library exactly as an LTP test is built out of tree:
#   cc $(pkg-config --cflags ltk) -I<its dir> test.c $(pkg-config --libs ltk)
# then run, and each exit status and a line of output are checked against
# lib/tests/ltp-compat/expect. Ends with "N passed, N failed".
set -u
O=${1:-build}
SRC=$(cd "$(dirname "$0")/.." && pwd)
case $O in /*) ;; *) O=$SRC/$O ;; esac
DIR=$SRC/lib/tests/ltp-compat
CC=${CC:-cc}
passed=0
failed=0
ok() { passed=$((passed + 1)); echo "ok   $*"; }
bad() {
	failed=$((failed + 1))
	echo "FAIL $*"
	[ -f "$W/out" ] && sed 's/^/    | /' "$W/out" | tail -n 25
}
W=$(mktemp -d "${TMPDIR:-/tmp}/ltk-check-compat.XXXXXX") || exit 1
trap 'rm -rf "$W"' EXIT
trap 'exit 1' INT TERM HUP

# Install only the library part (headers, libltk.a, config.h, ltk.pc): the tests are not
# needed here and would be 175 MB of copying.
mkdir -p "$W/o/lib" "$W/o/include"
ln -s "$O/lib/libltk.a" "$W/o/lib/libltk.a"
for f in ltk_config.h config.h; do ln -s "$O/include/$f" "$W/o/include/$f"; done
[ -f "$O/config.libs" ] && ln -s "$O/config.libs" "$W/o/config.libs"
D=$W/destdir
P=/opt/ltk-compat
if ! sh "$SRC/mk/install.sh" "$W/o" "$D$P" "$P" > "$W/out" 2>&1; then
	bad "install into DESTDIR"
	echo
	echo "$passed passed, $failed failed"
	exit 1
fi
ok "install into DESTDIR"
export PKG_CONFIG_PATH="$D$P/lib/pkgconfig"
PKG="pkg-config --define-variable=prefix=$D$P"
cflags=$($PKG --cflags ltk)
libs=$($PKG --libs ltk)

# What resource_exec01 finds in the installed tree.
mkdir -p "$D$P/testcases/data/resource_exec01" "$D$P/testcases/bin"
printf '#!/bin/sh\nexit 3\n' > "$D$P/testcases/bin/resource_exec01_helper.sh"
chmod 0755 "$D$P/testcases/bin/resource_exec01_helper.sh"
echo payload > "$D$P/testcases/data/resource_exec01/resource_exec01.dat"
chmod 0644 "$D$P/testcases/data/resource_exec01/resource_exec01.dat"

# Every installed header compiles on its own (tst_test.h and tst_timer_test.h define main()
# and are built by every program below), and all lapi/ headers together, in either order,
# with either face.
inc=$D$P/include/ltk
n=0
bad_headers=""
for h in "$inc"/*.h "$inc"/lapi/*.h; do
	rel=${h#"$inc"/}
	case $rel in tst_test.h|tst_timer_test.h) continue ;; esac
	printf '#include "%s"\nint ltk_compat_x;\n' "$rel" > "$W/h.c"
	# shellcheck disable=SC2086 # $cflags is a list of compiler options
	if $CC $cflags -c -o "$W/h.o" "$W/h.c" > "$W/out" 2>&1; then
		n=$((n + 1))
	else
		bad_headers="$bad_headers $rel"
	fi
done
if [ -z "$bad_headers" ]; then ok "$n headers compile on their own"; else bad "alone:$bad_headers"; fi
lapi_all() {	# lapi_all FACE-HEADER ls-OPTIONS
	echo '#define _GNU_SOURCE'
	echo "#include \"$1\""
	for h in $(cd "$inc/lapi" && ls ${2:+"$2"} -- *.h); do echo "#include \"lapi/$h\""; done
	if [ "$1" = test.h ]; then
		echo 'char *TCID = "lapi_all"; int TST_TOTAL = 1;'
		echo 'int main(void) { tst_resm(TPASS, "all lapi headers"); tst_exit(); }'
	else
		echo 'static void run(void) { tst_res(TPASS, "all lapi headers"); }'
		echo 'static struct tst_test test = { .test_all = run };'
	fi
}
for face in tst_test.h test.h; do
	for order in "" -r; do
		lapi_all $face "$order" > "$W/all.c"
		# shellcheck disable=SC2086 # $cflags and $libs are lists of compiler options
		if $CC $cflags -Wall -Werror -o "$W/all" "$W/all.c" $libs > "$W/out" 2>&1 &&
		   "$W/all" > "$W/out" 2>&1; then
			ok "all lapi/ headers with $face${order:+ (reverse order)}"
		else
			bad "all lapi/ headers with $face${order:+ (reverse order)}"
		fi
	done
done

mkdir -p "$W/run" "$W/tmp"
while read -r name want regex; do
	case $name in ''|'#'*) continue ;; esac
	# shellcheck disable=SC2086 # $cflags and $libs are lists of compiler options
	if ! $CC $cflags -I"$DIR" -o "$W/$name" "$DIR/$name.c" $libs > "$W/out" 2>&1; then
		bad "$name: does not compile against the installed LTK"
		continue
	fi
	(cd "$W/run" && LTPROOT="$D$P" TMPDIR="$W/tmp" LTP_COLORIZE_OUTPUT=0 \
		timeout 120 "$W/$name") > "$W/out" 2>&1 < /dev/null
	rc=$?
	case "|$want|" in
	*"|$rc|"*) ;;
	*) bad "$name: exit $rc, expected $want"; continue ;;
	esac
	if [ "$rc" = 32 ] && [ "$want" != 32 ]; then
		ok "$name (TCONF here: $(grep -m1 'TCONF' "$W/out" | sed 's/.*TCONF: //'))"
		continue
	fi
	if [ -n "$regex" ] && ! grep -qE -- "$regex" "$W/out"; then
		bad "$name: no line matches $regex"
		continue
	fi
	ok "$name"
done < "$DIR/expect"
left=$(ls -A "$W/tmp")
if [ -z "$left" ]; then ok "nothing left in TMPDIR"; else bad "left in TMPDIR: $left"; fi

echo
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
